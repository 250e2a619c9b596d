import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/validation/auth';
import { PasswordField } from '../fields';
import { passwordOutcome, sendEmailOutcome } from '../susi-calls';
import { ENTER_PASSWORD_COPY as COPY } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { failureMessage } from '../use-susi-api';
import { useShake } from '../use-shake';
import { LinkButton, StepHeader } from './StepHeader';

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password.';

/** ENTER_PASSWORD: sign in with the password, or have a link emailed instead. */
export function EnterPasswordStep({ state, dispatch, env }: StepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shaking, shake] = useShake();
  const emailLinkButton = useRef<HTMLButtonElement>(null);

  // The disabled field cannot keep focus: move it to the way that still works.
  useEffect(() => {
    if (locked) emailLinkButton.current?.focus();
  }, [locked]);

  function refuse(message: string) {
    setError(message);
    shake();
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (busy || locked) return;
    if (password === '') return refuse(PASSWORD_REQUIRED_MESSAGE);
    setBusy(true);
    try {
      const outcome = passwordOutcome(await env.api.loginUser({ email: state.email, password, referrer: env.redirect }), env.redirect);
      if (outcome.kind === 'signedIn') {
        env.navigate(outcome.redirect);
        return;
      }
      if (outcome.kind === 'secondFactor') {
        dispatch({ type: 'secondFactorRequired', token: outcome.token });
        return;
      }
      setPassword('');
      setLocked(outcome.permanent);
      refuse(outcome.message);
    } catch (error) {
      refuse(failureMessage(error));
    }
    setBusy(false);
  }

  async function emailLink(resetPasswordFlow: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await env.api.sendAcctAuthEmail({
        email: state.email,
        redirect: env.redirect,
        operation: 'login',
        onMobileWeb: resetPasswordFlow ? false : env.onMobileWeb(),
        resetPasswordFlow,
      });
      const outcome = sendEmailOutcome(result, state.email, 'login');
      if (outcome.kind === 'next' && outcome.action.type === 'emailSent') {
        dispatch(outcome.action);
        return;
      }
      refuse(outcome.kind === 'next' ? MESSAGES.tryAgain : outcome.message);
    } catch (error) {
      refuse(failureMessage(error));
    }
    setBusy(false);
  }

  return (
    <div className="susi__step susi-password">
      <form noValidate onSubmit={signIn}>
        <StepHeader titleId={env.titleId} title={COPY.title} subheader={state.email} />
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
        <PasswordField
          label={COPY.label}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (error && !locked) setError(null);
          }}
          disabled={locked}
          error={error}
          shaking={shaking}
          autoFocusOnStep
        />
        <button type="submit" className="button button--dark susi__submit" disabled={busy || locked} aria-busy={busy || undefined}>
          {COPY.submit}
        </button>
      </form>
      <p className="susi__text susi__note">{COPY.noPassword}</p>
      <button
        ref={emailLinkButton}
        type="button"
        className={`button susi__submit ${locked ? 'button--dark susi__submit--emphasis' : 'button--outline'}`}
        onClick={() => emailLink(false)}
        disabled={busy}
      >
        {COPY.emailLink}
      </button>
      <p className="susi__aside">
        <LinkButton onClick={() => emailLink(true)}>{COPY.forgot}</LinkButton>
      </p>
      <LinkButton className="susi__back" onClick={() => dispatch({ type: 'showOptions' })}>
        <span aria-hidden="true">‹ </span>
        All sign in options
      </LinkButton>
      <aside className="susi-promo" aria-label={COPY.promoTitle}>
        <p className="susi-promo__title">{COPY.promoTitle}</p>
        <p className="susi-promo__text">{COPY.promo}</p>
      </aside>
    </div>
  );
}
