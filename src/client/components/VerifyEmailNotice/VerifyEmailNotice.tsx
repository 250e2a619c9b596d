import { skipToken, useQuery } from '../../data';
import { useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context';
import { useToasts } from '../Toasts/toasts';
import { useResendVerification } from './use-resend-verification';
import { VerifyEmailViewerQuery } from './verify-email-operations';
import './VerifyEmailNotice.css';

const dismissedKey = (viewerId: string) => `quire:verify-email-notice:${viewerId}`;

function wasDismissed(viewerId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(viewerId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(viewerId: string) {
  try {
    window.sessionStorage.setItem(dismissedKey(viewerId), '1');
  } catch {
    // Storage may be off; the notice then comes back on the next page, which is harmless.
  }
}

/**
 * For a signed-in reader whose address is not confirmed yet: a notice, shown like a toast, offering to
 * send the confirmation link again. It steps aside while another toast is current (only one shows at a
 * time) and stays away for the rest of the visit once dismissed or used.
 */
export function VerifyEmailNotice() {
  const { session } = useShell();
  const { current } = useToasts();
  const { data } = useQuery(VerifyEmailViewerQuery, session.isLoggedInCookie ? {} : skipToken);
  const { resend, sending } = useResendVerification();
  const viewer = data?.viewer;
  // Whether it was dismissed lives in this tab's storage, so the notice waits for the browser to decide.
  const [hidden, setHidden] = useState(true);
  useEffect(() => {
    if (viewer?.unverifiedEmail) setHidden(wasDismissed(viewer.id));
  }, [viewer?.id, viewer?.unverifiedEmail]);

  if (!viewer?.unverifiedEmail || hidden || current) return null;

  const dismiss = () => {
    rememberDismissed(viewer.id);
    setHidden(true);
  };
  return (
    <div className="toast-region verify-email-notice" role="region" aria-label="Confirm your email address">
      <div className="toast toast--verify-email">
        <p className="toast__message verify-email-notice__message">
          Please confirm your email address, <strong>{viewer.unverifiedEmail}</strong>, with the link we sent you.
        </p>
        <button
          type="button"
          className="button verify-email-notice__resend"
          disabled={sending}
          onClick={async () => {
            if (await resend()) dismiss();
          }}
        >
          {sending ? 'Sending…' : 'Resend verification email'}
        </button>
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={dismiss}>
          ×
        </button>
      </div>
    </div>
  );
}
