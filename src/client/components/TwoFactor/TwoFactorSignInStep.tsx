import { useMutation, useQuery } from '../../data';
import { useEffect, useId, useRef, useState, type FormEvent, type JSX } from 'react';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, RECOVERY_CODE_LENGTH, isValidRecoveryCode, isValidTwoFactorCode } from '../../../shared/validation/auth';
import { CodeErrorLine, RecoveryCodeField, useRefusal } from './code-entry';
import { SendTwoFactorCodeMutation, TwoFactorChallengeQuery, TwoFactorLoginMutation } from './operations';
import { secondFactorOutcome } from './sign-in-outcome';
import { useShakeOn } from './use-shake';
import { VerificationCodeInput } from './VerificationCodeInput';
import './TwoFactor.css';

type Mode = 'code' | 'recovery';
type PhoneMethod = 'SMS_TEXT' | 'VOICE_CALL';

export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

function sentNotice(method: string, last4: string | null | undefined, again: boolean): string {
  const number = last4 ? `your phone number ending in ${last4}` : 'your phone';
  if (method === 'VOICE_CALL') return again ? `We're calling ${number} again.` : `We're calling ${number} with your code.`;
  return again ? `We sent a new code to ${number}.` : `We sent a code to ${number}.`;
}

/**
 * The second step of signing in for an account with two-factor on (spec VERIFY_2FA_CODE and
 * ENTER_RECOVERY_CODE): the 7-digit code, or one of the 8-character recovery codes.
 */
export function TwoFactorSignInStep(props: {
  token: string;
  mode: 'code' | 'recovery';
  onModeChange(mode: 'code' | 'recovery'): void;
  onSignedIn(redirect: string): void;
}): JSX.Element {
  const { token, mode, onModeChange, onSignedIn } = props;
  const ids = useId();
  const titleId = `${ids}-title`;
  const errorId = `${ids}-error`;
  const recoveryId = `${ids}-recovery`;

  const challenge = useQuery(TwoFactorChallengeQuery, { variables: { token } });
  const [sendCode] = useMutation(SendTwoFactorCodeMutation);
  const [login] = useMutation(TwoFactorLoginMutation);

  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const { error, setError, shakeKey, refuse } = useRefusal();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const recoveryShaking = useShakeOn(shakeKey);
  const recoveryInput = useRef<HTMLInputElement>(null);
  const autoSentFor = useRef<string | null>(null);

  const method = challenge.data?.twoFactorChallenge?.method ?? null;
  const phoneLast4 = challenge.data?.twoFactorChallenge?.phoneLast4 ?? null;
  const expired = !challenge.loading && !challenge.error && challenge.data !== undefined && challenge.data.twoFactorChallenge === null;
  const phoneMethod: PhoneMethod | null = method === 'SMS_TEXT' || method === 'VOICE_CALL' ? method : null;

  // A phone account gets its code as soon as the step opens (a reload within 30 seconds reuses the last one).
  useEffect(() => {
    if (!phoneMethod || autoSentFor.current === token) return;
    autoSentFor.current = token;
    sendCode({ variables: { token } })
      .then(({ data }) => {
        const sent = data?.sendTwoFactorCode;
        setNotice(sent?.__typename === 'TwoFactorCodeSent' ? sentNotice(sent.method, sent.phoneLast4, false) : `Enter the code we sent to ${phoneLast4 ? `your phone number ending in ${phoneLast4}` : 'your phone'}.`);
      })
      .catch(() => setError(MESSAGES.tryAgain));
  }, [phoneMethod, phoneLast4, token, sendCode]);

  useEffect(() => {
    if (mode === 'recovery') recoveryInput.current?.focus();
  }, [mode]);

  function switchMode(next: Mode, viaPhoneChange = false) {
    setError(null);
    setChangingPhone(viaPhoneChange);
    onModeChange(next);
  }

  async function resend(channel: PhoneMethod) {
    setError(null);
    setNotice(null);
    try {
      const { data } = await sendCode({ variables: { token, method: channel } });
      const sent = data?.sendTwoFactorCode;
      if (sent?.__typename === 'TwoFactorCodeSent') setNotice(sentNotice(sent.method, sent.phoneLast4, true));
      else setError(sent && 'message' in sent ? sent.message : MESSAGES.tryAgain);
    } catch {
      setError(MESSAGES.tryAgain);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || locked) return;
    if (mode === 'code' && !isValidTwoFactorCode(code)) return refuse(MESSAGES.invalidVerificationCode);
    if (mode === 'recovery' && !isValidRecoveryCode(recovery)) return refuse(MESSAGES.invalidRecoveryCode);
    setBusy(true);
    setError(null);
    try {
      const variables = mode === 'code' ? { token, twoFactorVerificationCode: code } : { token, backupCode: recovery };
      const { data } = await login({ variables });
      if (!data) throw new Error('No answer');
      const outcome = secondFactorOutcome(data.loginUser);
      if (outcome.kind === 'signed-in') {
        onSignedIn(outcome.redirect);
        return;
      }
      if (outcome.kind === 'locked-out') {
        setLocked(true);
        setError(outcome.message);
        window.location.assign(outcome.signInPath);
        return;
      }
      refuse(outcome.message);
      if (outcome.countsAgainst && mode === 'code') setCode('');
      setBusy(false);
    } catch {
      refuse(MESSAGES.tryAgain);
      setBusy(false);
    }
  }

  const errorLine = <CodeErrorLine id={errorId} error={error} />;

  if (expired) {
    return (
      <div className="tfa-step">
        <h2 id={titleId} className="tfa-step__title">
          Enter your verification code
        </h2>
        <p className="tfa-error" role="alert">
          {SIGN_IN_EXPIRED}
        </p>
        <a className="button button--dark" href={buildPath('ShowSignIn')}>
          Sign in
        </a>
      </div>
    );
  }

  if (mode === 'recovery') {
    return (
      <form className="tfa-step" onSubmit={submit} noValidate>
        <h2 id={titleId} className="tfa-step__title" tabIndex={-1}>
          Two factor recovery code
        </h2>
        <p className="tfa-step__subheader">
          {changingPhone
            ? 'To change your phone number, sign in with one of your recovery codes, then set up two-factor authentication again in your settings.'
            : `Enter one of the ${RECOVERY_CODE_LENGTH}-character recovery codes you saved when you turned on two-factor authentication.`}
        </p>
        <RecoveryCodeField
          id={recoveryId}
          label="Recovery code"
          value={recovery}
          onChange={setRecovery}
          invalid={Boolean(error)}
          describedBy={errorId}
          shaking={recoveryShaking}
          disabled={busy || locked}
          hidden={locked}
          inputRef={recoveryInput}
          maxLength={RECOVERY_CODE_LENGTH + 2}
          autoFocusMarker
        />
        {errorLine}
        <button type="submit" className="button button--dark tfa-step__submit" disabled={busy || locked} hidden={locked}>
          Next
        </button>
        <p className="tfa-step__links">
          <button type="button" className="tfa-link" onClick={() => switchMode('code')}>
            Use a verification code instead
          </button>
        </p>
        <p className="tfa-step__support">
          Lost your recovery codes too? <a href={buildPath('ShowHelp')}>Contact our support team</a> and we’ll help you get back into your account.
        </p>
      </form>
    );
  }

  return (
    <form className="tfa-step" onSubmit={submit} noValidate>
      <h2 id={titleId} className="tfa-step__title" tabIndex={-1}>
        Enter your verification code
      </h2>
      <p className="tfa-step__subheader" aria-live="polite">
        {phoneMethod ? (notice ?? 'Sending your code…') : 'Enter the 7-digit code from your authenticator app.'}
      </p>
      <VerificationCodeInput
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(null);
        }}
        onSubmit={() => void submit()}
        labelledBy={titleId}
        describedBy={errorId}
        invalid={Boolean(error)}
        shakeKey={shakeKey}
        disabled={busy}
        hidden={locked}
        autoFocus
      />
      {errorLine}
      <button type="submit" className="button button--dark tfa-step__submit" disabled={busy || locked} hidden={locked}>
        Verify
      </button>
      <p className="tfa-step__links">
        {phoneMethod === 'SMS_TEXT' && (
          <button type="button" className="tfa-link" onClick={() => void resend('SMS_TEXT')}>
            Resend code
          </button>
        )}
        {phoneMethod === 'VOICE_CALL' && (
          <button type="button" className="tfa-link" onClick={() => void resend('VOICE_CALL')}>
            Call again
          </button>
        )}
        {phoneMethod && (
          <button type="button" className="tfa-link" onClick={() => switchMode('recovery', true)}>
            Change phone number
          </button>
        )}
        <button type="button" className="tfa-link" onClick={() => switchMode('recovery')}>
          Use a recovery code
        </button>
      </p>
    </form>
  );
}
