import { useState, type FormEvent } from 'react';
import { isValidLoginCode, LOGIN_CODE_LENGTH, MESSAGES } from '../../../../shared/validation/auth';
import { Field } from '../fields';
import { LOGIN_CODE_EXCEEDED_EVENT, loginCodeOutcome } from '../susi-calls';
import type { SusiEnv } from '../susi-env';
import { failureMessage } from '../use-susi-api';
import { useShake } from '../use-shake';

/** The 6-digit code from the email, on narrow screens where switching to the mail app loses the page. */
export function LoginCodeForm({ env }: { env: SusiEnv }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shaking, shake] = useShake();

  function refuse(message: string) {
    setError(message);
    shake();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const loginCode = code.trim();
    if (!isValidLoginCode(loginCode)) return refuse(MESSAGES.loginCodeFormat);
    setBusy(true);
    try {
      const outcome = loginCodeOutcome(await env.api.verifyLoginCode(loginCode));
      if (outcome.kind === 'token') {
        env.navigate(outcome.url);
        return;
      }
      if (outcome.exceeded) window.dispatchEvent(new CustomEvent(LOGIN_CODE_EXCEEDED_EVENT));
      refuse(outcome.message);
      setBusy(false);
    } catch (error) {
      refuse(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <form className="susi-code" noValidate onSubmit={submit}>
      <Field
        label="Login code"
        name="loginCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_CODE_LENGTH}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(null);
        }}
        error={error}
        shaking={shaking}
        autoFocusOnStep
      />
      <button type="submit" className="button button--dark susi__submit" disabled={busy} aria-busy={busy || undefined}>
        Sign in
      </button>
    </form>
  );
}
