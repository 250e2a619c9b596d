import { useClient } from '../../data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildPath } from '../../../shared/routes';
import type { SusiOperation } from '../../../shared/validation/auth';
import { useShell } from '../../shell/shell-context';
import { EmailAvailabilityQuery } from '../SignIn/operations';
import { loadGoogleIdentity } from './google-identity-script';
import { emailFromCredential, localStore, rememberDismissal } from './one-tap-rules';
import './OneTapPrompt.css';

const NONCE_PATH = '/m/google-one-tap/nonce';
const CALLBACK_PATH = buildPath('HandleAuthCallback', { provider: 'google-one-tap' });

/** The nonce Google puts in the token; the server keeps its twin in an HttpOnly cookie of this browser. */
async function fetchNonce(): Promise<string | null> {
  const response = await fetch(NONCE_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { nonce?: unknown };
  return typeof body.nonce === 'string' ? body.nonce : null;
}

/** A plain form post: the server answers with a redirect that carries the session cookie. */
function submitCredential(credential: string, operation: SusiOperation) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = CALLBACK_PATH;
  form.hidden = true;
  const fields = { credential, operation, redirect: window.location.pathname + window.location.search };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Google's prompt, then (for an address with no account yet) the CONFIRM_SIGNUP card. Loaded only when one-tap may show. */
export default function OneTapPrompt({ clientId }: { clientId: string }) {
  const client = useClient();
  const [signup, setSignup] = useState<{ credential: string; email: string } | null>(null);

  const onCredential = useCallback(
    async (credential: string) => {
      const email = emailFromCredential(credential);
      let available = false;
      if (email) {
        try {
          const { data } = await client.query({ query: EmailAvailabilityQuery, variables: { email }, fetchPolicy: 'no-cache' });
          available = data?.emailAvailability === true;
        } catch {
          // Unknown: signing in creates the account anyway when there is none.
        }
      }
      if (available && email) setSignup({ credential, email });
      else submitCredential(credential, 'login');
    },
    [client],
  );

  useEffect(() => {
    let active = true;
    void (async () => {
      const nonce = await fetchNonce();
      if (!nonce || !active) return;
      const google = await loadGoogleIdentity();
      if (!active) return;
      google.initialize({
        client_id: clientId,
        nonce,
        context: 'signin',
        cancel_on_tap_outside: true,
        itp_support: true,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) => {
          if (credential) void onCredential(credential);
        },
      });
      google.prompt((moment) => {
        // Google no longer says why a prompt was skipped; a closed or skipped prompt counts as dismissed.
        if (moment.isSkippedMoment() || (moment.isDismissedMoment() && moment.getDismissedReason() === 'cancel_called')) {
          rememberDismissal(localStore());
        }
      });
    })().catch(() => {
      // Google unreachable or blocked: one-tap is an extra, the page works without it.
    });
    return () => {
      active = false;
      window.google?.accounts.id.cancel();
    };
  }, [clientId, onCredential]);

  if (!signup) return null;
  return (
    <ConfirmSignupCard
      email={signup.email}
      onSignUp={() => submitCredential(signup.credential, 'register')}
      onCancel={() => {
        rememberDismissal(localStore());
        setSignup(null);
      }}
    />
  );
}

function ConfirmSignupCard({ email, onSignUp, onCancel }: { email: string; onSignUp: () => void; onCancel: () => void }) {
  const { productName } = useShell();
  const [sending, setSending] = useState(false);
  const primary = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    primary.current?.focus();
  }, []);

  return (
    <div
      className="one-tap-card"
      role="dialog"
      aria-modal="false"
      aria-labelledby="one-tap-title"
      aria-describedby="one-tap-text"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id="one-tap-title" className="one-tap-card__title">
        Continue to {productName}
      </h2>
      <p id="one-tap-text" className="one-tap-card__text">
        Create your {productName} account with <strong>{email}</strong>.
      </p>
      <div className="one-tap-card__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
        <button
          ref={primary}
          type="button"
          className="button button--dark"
          disabled={sending}
          onClick={() => {
            setSending(true);
            onSignUp();
          }}
        >
          Sign up
        </button>
      </div>
    </div>
  );
}
