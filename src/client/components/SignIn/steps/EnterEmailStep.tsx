import { useState, type FormEvent } from 'react';
import { Field } from '../fields';
import { submitEmail } from '../susi-calls';
import { enterEmailCopy } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { failureMessage } from '../use-susi-api';
import { useShake } from '../use-shake';
import { LinkButton, StepHeader } from './StepHeader';

/** ENTER_EMAIL: the address to send a link to (Reading A), or to look up first (Reading B). */
export function EnterEmailStep({ state, dispatch, env }: StepProps) {
  const copy = enterEmailCopy(state.reading, state.operation, {
    expiredLink: state.expiredLink,
    simplifiedSignupCopy: env.flags.simplified_signup_copy,
  });
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
      <StepHeader titleId={env.titleId} title={copy.title} subheader={copy.subheader} />
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
        {copy.submit}
      </button>
      <LinkButton className="susi__back" onClick={() => dispatch({ type: 'showOptions' })}>
        <span aria-hidden="true">‹ </span>
        {copy.allOptions}
      </LinkButton>
    </form>
  );
}
