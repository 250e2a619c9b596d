import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../fields';
import { submitEmail } from '../susi-calls';
import type { StepProps } from '../susi-env';
import { failureMessage } from '../use-susi-api';
import { useShake } from '../use-shake';
import { LinkButton } from './StepHeader';

interface EmailFormProps extends StepProps {
  /** The step's title and the line under it. */
  header: ReactNode;
  submitLabel: string;
  /** Links after the button (back to all options, or the switch between signing in and up). */
  children?: ReactNode;
}

/**
 * The email field and its button: the address a link is sent to (Reading A), or looked up first (Reading B).
 * ENTER_EMAIL shows it; so do the options when email is the only way in, instead of a lone button.
 */
export function EmailForm({ state, dispatch, env, header, submitLabel, children }: EmailFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shaking, shake] = useShake();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setTaken(false);
    try {
      const outcome = await submitEmail(env.api, {
        reading: state.reading,
        operation: state.operation,
        email: state.email,
        redirect: env.redirect,
        onMobileWeb: env.onMobileWeb(),
      });
      if (outcome.kind === 'next') {
        dispatch(outcome.action);
        return;
      }
      setError(outcome.message);
      setTaken(outcome.kind === 'taken');
      shake();
    } catch (error) {
      setError(failureMessage(error));
      shake();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="susi__step susi-email" noValidate onSubmit={submit}>
      {header}
      <Field
        label="Your email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        value={state.email}
        onChange={(e) => {
          dispatch({ type: 'editEmail', email: e.target.value });
          if (error) setError(null);
        }}
        error={error}
        shaking={shaking}
        autoFocusOnStep
      />
      {taken && (
        <p className="susi__aside">
          <LinkButton
            onClick={() => {
              setError(null);
              setTaken(false);
              dispatch({ type: 'signInInstead' });
            }}
          >
            Sign in with this email instead
          </LinkButton>
        </p>
      )}
      <button type="submit" className="button button--dark susi__submit" disabled={busy} aria-busy={busy || undefined}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
