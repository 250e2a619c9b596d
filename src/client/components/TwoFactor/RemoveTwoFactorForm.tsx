import { useMutation } from '../../data';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES, RECOVERY_CODE_LENGTH, isValidRecoveryCode, isValidTwoFactorCode, type TwoFactorMethod } from '../../../shared/validation/auth';
import { CodeErrorLine, RecoveryCodeField, useLockout, useRefusal } from './code-entry';
import { RemoveTwoFactorAuthMutation, SendViewerTwoFactorCodeMutation } from './settings-operations';
import { useShakeOn } from './use-shake';
import { VerificationCodeInput } from './VerificationCodeInput';
import { lockoutLine, verificationOutcome } from './verification-outcome';
import './TwoFactor.css';

/** Turning two-factor off takes a current code (or a backup code), so a borrowed session cannot do it. */
export function RemoveTwoFactorForm(props: { method: TwoFactorMethod; onRemoved(): void; onCancel(): void }) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const errorId = `${ids}-error`;
  const recoveryId = `${ids}-recovery`;
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const { error, setError, shakeKey, refuse } = useRefusal();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lockout, setLockout] = useLockout();
  const recoveryShaking = useShakeOn(shakeKey);
  const [remove] = useMutation(RemoveTwoFactorAuthMutation);
  const [sendCode] = useMutation(SendViewerTwoFactorCodeMutation);
  const locked = Boolean(lockout?.locked);
  const phoneMethod = props.method === 'SMS_TEXT' || props.method === 'VOICE_CALL';

  useEffect(() => {
    document.getElementById(titleId)?.focus();
  }, [titleId]);

  async function send() {
    setError(null);
    try {
      const { data } = await sendCode({ variables: { method: props.method } });
      const answer = data?.sendViewerTwoFactorCode;
      if (answer?.__typename === 'TwoFactorCodeSent') {
        setNotice(answer.method === 'VOICE_CALL' ? `We’re calling the number ending in ${answer.phoneLast4 ?? ''}.` : `We sent a code to the number ending in ${answer.phoneLast4 ?? ''}.`);
      } else {
        setError(answer?.message ?? MESSAGES.tryAgain);
      }
    } catch {
      setError(MESSAGES.tryAgain);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || locked) return;
    const entered = useRecovery ? recovery : code;
    if (useRecovery ? !isValidRecoveryCode(entered) : !isValidTwoFactorCode(entered)) {
      return refuse(useRecovery ? MESSAGES.invalidRecoveryCode : MESSAGES.invalidVerificationCode);
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await remove({ variables: { verificationCode: entered } });
      const answer = data?.removeTwoFactorAuth;
      if (!answer) throw new Error('No answer');
      const outcome = verificationOutcome(answer, 'TwoFactorStatus');
      if (outcome.kind === 'accepted') {
        props.onRemoved();
        return;
      }
      if (outcome.lockout) setLockout(outcome.lockout);
      setCode('');
      refuse(outcome.message);
    } catch {
      refuse(MESSAGES.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  const until = lockout ? lockoutLine(lockout) : null;
  return (
    <form className="tfa-wizard__step" onSubmit={submit} noValidate>
      <h4 id={titleId} className="tfa-wizard__title" tabIndex={-1}>
        Turn off two-factor authentication
      </h4>
      <p className="settings-section__hint" aria-live="polite">
        {useRecovery
          ? `Enter one of your ${RECOVERY_CODE_LENGTH}-character backup codes.`
          : (notice ?? (phoneMethod ? 'Send yourself a code, then enter it here.' : 'Enter the 7-digit code from your authenticator app.'))}
      </p>
      {useRecovery ? (
        <RecoveryCodeField
          id={recoveryId}
          label="Backup code"
          value={recovery}
          onChange={setRecovery}
          invalid={Boolean(error)}
          describedBy={errorId}
          shaking={recoveryShaking}
          disabled={busy}
          hidden={locked}
        />
      ) : (
        <VerificationCodeInput
          value={code}
          onChange={setCode}
          onSubmit={() => void submit()}
          labelledBy={titleId}
          describedBy={errorId}
          invalid={Boolean(error)}
          shakeKey={shakeKey}
          disabled={busy}
          hidden={locked}
        />
      )}
      <CodeErrorLine id={errorId} error={error} />
      {until && <p className="settings-section__hint">{until}</p>}
      <div className="tfa-wizard__actions">
        <button type="submit" className="button button--outline tfa-danger" disabled={busy || locked}>
          Turn off
        </button>
        {phoneMethod && !useRecovery && (
          <button type="button" className="tfa-link" onClick={() => void send()}>
            {props.method === 'VOICE_CALL' ? 'Call me with a code' : 'Text me a code'}
          </button>
        )}
        <button
          type="button"
          className="tfa-link"
          onClick={() => {
            setError(null);
            setUseRecovery((v) => !v);
          }}
        >
          {useRecovery ? 'Use a verification code' : 'Use a backup code'}
        </button>
        <button type="button" className="tfa-link" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
