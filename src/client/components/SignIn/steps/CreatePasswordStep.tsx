import { useState, type FormEvent } from 'react';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/validation/auth';
import { PasswordField } from '../fields';
import { createAccountOutcome } from '../susi-calls';
import { CREATE_PASSWORD_COPY as COPY } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { failureMessage } from '../use-susi-api';
import { useShake } from '../use-shake';
import { LinkButton, StepHeader } from './StepHeader';

function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}

/** CREATE_PASSWORD: the last step of signing up with a password; creates the account. */
export function CreatePasswordStep({ state, dispatch, env }: StepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shaking, shake] = useShake();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      shake();
      return;
    }
    setBusy(true);
    try {
      const result = await env.api.createAccount({ email: state.email, name: state.name, password, redirect: env.redirect });
      const outcome = createAccountOutcome(result, env.redirect);
      if (outcome.kind === 'signedIn') {
        env.navigate(outcome.redirect);
        return;
      }
      setError(outcome.message);
    } catch (error) {
      setError(failureMessage(error));
    }
    shake();
    setBusy(false);
  }

  return (
    <form className="susi__step susi-create-password" noValidate onSubmit={submit}>
      <StepHeader titleId={env.titleId} title={COPY.title} subheader={COPY.subtitle} />
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <PasswordField
        label={COPY.label}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (error) setError(null);
        }}
        hint={`Use at least ${PASSWORD_MIN_LENGTH} characters. ${COPY.hint}`}
        error={error}
        shaking={shaking}
        autoFocusOnStep
      />
      <button type="submit" className="button button--dark susi__submit" disabled={busy} aria-busy={busy || undefined}>
        {COPY.submit}
      </button>
      <LinkButton className="susi__back" onClick={() => dispatch({ type: 'goBack' })}>
        <span aria-hidden="true">‹ </span>
        Go back
      </LinkButton>
    </form>
  );
}
