import { useMutation } from '../../data';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES, PHONE_DIGITS, digitsOnly, isValidPhoneNumber, isValidTwoFactorCode, type TwoFactorMethod } from '../../../shared/validation/auth';
import { BackupCodesStep } from './BackupCodesStep';
import { DEFAULT_COUNTRY, type Country } from './countries';
import { CodeErrorLine, useLockout, useRefusal } from './code-entry';
import { CountrySelect } from './CountrySelect';
import { CrupdateTwoFactorAuthMutation, RegisterAuthyUserMutation } from './settings-operations';
import { useShakeOn } from './use-shake';
import { VerificationCodeInput } from './VerificationCodeInput';
import { lockoutLine, verificationOutcome } from './verification-outcome';
import './TwoFactor.css';

export type WizardStep = 'SELECT_METHOD' | 'ENTER_PHONE' | 'VERIFY_CODE' | 'BACKUP_CODES';

export const METHOD_LABELS: Record<TwoFactorMethod, string> = {
  AUTH_APP: 'Authenticator app',
  SMS_TEXT: 'Text message',
  VOICE_CALL: 'Voice call',
};

const METHOD_HINTS: Record<TwoFactorMethod, string> = {
  AUTH_APP: 'Get codes from an app such as 1Password, Google Authenticator or Authy, even without a signal.',
  SMS_TEXT: 'We text a code to your phone each time you sign in.',
  VOICE_CALL: 'We call your phone and read out a code each time you sign in.',
};

interface Enrollment {
  authyId: string;
  method: TwoFactorMethod;
  otpauthUri: string | null;
  qrCodeSvg: string | null;
  phoneLast4: string | null;
}

/** The key inside an otpauth link, in groups of four for typing into an app by hand. */
function manualKey(otpauthUri: string | null): string {
  if (!otpauthUri) return '';
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Turning two-factor on (or switching method): SELECT_METHOD → ENTER_PHONE (text or call only) →
 * VERIFY_CODE → BACKUP_CODES. Opened for regeneration it starts at BACKUP_CODES.
 */
export function TwoFactorSetupWizard(props: {
  initialStep: 'SELECT_METHOD' | 'BACKUP_CODES';
  onEnabled(result: { otherSessionCount: number }): void;
  onDone(): void;
  onCancel(): void;
}) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const errorId = `${ids}-error`;
  const phoneId = `${ids}-phone`;
  const [step, setStep] = useState<WizardStep>(props.initialStep);
  const [method, setMethod] = useState<TwoFactorMethod>('AUTH_APP');
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const { error, setError, shakeKey, refuse } = useRefusal();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lockout, setLockout] = useLockout();
  const phoneShaking = useShakeOn(shakeKey);

  const [register] = useMutation(RegisterAuthyUserMutation);
  const [confirm] = useMutation(CrupdateTwoFactorAuthMutation);

  // Each new step is announced by moving focus to its title.
  useEffect(() => {
    document.getElementById(titleId)?.focus();
  }, [step, titleId]);

  async function startEnrollment(chosen: TwoFactorMethod): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const variables =
        chosen === 'AUTH_APP'
          ? { preferredMethod: chosen }
          : { preferredMethod: chosen, countryCode: digitsOnly(country.dialCode), phoneNumber: digitsOnly(phone) };
      const { data } = await register({ variables });
      const answer = data?.registerAuthyUser;
      if (answer?.__typename !== 'AuthyUser') {
        refuse(answer?.message ?? MESSAGES.tryAgain);
        return false;
      }
      setEnrollment({ authyId: answer.authyId, method: answer.preferredMethod, otpauthUri: answer.otpauthUri ?? null, qrCodeSvg: answer.qrCodeSvg ?? null, phoneLast4: answer.phoneLast4 ?? null });
      setCode('');
      return true;
    } catch {
      refuse(MESSAGES.tryAgain);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSelectMethod(event: FormEvent) {
    event.preventDefault();
    if (method !== 'AUTH_APP') {
      setError(null);
      setStep('ENTER_PHONE');
      return;
    }
    if (await startEnrollment('AUTH_APP')) setStep('VERIFY_CODE');
  }

  async function onEnterPhone(event: FormEvent) {
    event.preventDefault();
    if (!isValidPhoneNumber(phone)) return refuse(MESSAGES.invalidPhoneNumber);
    if (await startEnrollment(method)) {
      setNotice(null);
      setStep('VERIFY_CODE');
    }
  }

  async function onVerify(event?: FormEvent) {
    event?.preventDefault();
    if (busy || lockout?.locked || !enrollment) return;
    if (!isValidTwoFactorCode(code)) return refuse(MESSAGES.invalidVerificationCode);
    setBusy(true);
    setError(null);
    try {
      const { data } = await confirm({ variables: { authyId: enrollment.authyId, preferredMethod: enrollment.method, verificationCode: code } });
      const answer = data?.crupdateTwoFactorAuth;
      if (!answer) throw new Error('No answer');
      const outcome = verificationOutcome(answer, 'TwoFactorAuthEnabled');
      if (outcome.kind === 'accepted' && answer.__typename === 'TwoFactorAuthEnabled') {
        setLockout(null);
        props.onEnabled({ otherSessionCount: answer.otherSessionCount });
        setStep('BACKUP_CODES');
        return;
      }
      if (outcome.kind === 'refused') {
        if (outcome.lockout) setLockout(outcome.lockout);
        setCode('');
        refuse(outcome.message);
      }
    } catch {
      refuse(MESSAGES.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  async function resendCode() {
    if (await startEnrollment(method)) setNotice('We sent you a new code.');
  }

  const cancel = (
    <button type="button" className="tfa-link" onClick={props.onCancel}>
      Cancel
    </button>
  );
  const continueActions = (
    <div className="tfa-wizard__actions">
      <button type="submit" className="button button--dark" disabled={busy}>
        Continue
      </button>
      {cancel}
    </div>
  );
  const errorLine = <CodeErrorLine id={errorId} error={error} />;
  const title = (text: string) => (
    <h4 id={titleId} className="tfa-wizard__title" tabIndex={-1}>
      {text}
    </h4>
  );

  let body: ReactNode;
  switch (step) {
    case 'SELECT_METHOD':
      body = (
        <form className="tfa-wizard__step" onSubmit={onSelectMethod} noValidate>
          {title('Choose how to get your codes')}
          <fieldset className="tfa-methods">
            <legend className="settings-section__hint">How would you like to get your verification codes?</legend>
            {(Object.keys(METHOD_LABELS) as TwoFactorMethod[]).map((m) => (
              <label key={m} className="tfa-methods__option">
                <input type="radio" name={`${ids}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                <span>
                  <span className="tfa-methods__label">{METHOD_LABELS[m]}</span>
                  <span className="tfa-methods__hint">{METHOD_HINTS[m]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {errorLine}
          {continueActions}
        </form>
      );
      break;
    case 'ENTER_PHONE':
      body = (
        <form className="tfa-wizard__step" onSubmit={onEnterPhone} noValidate>
          {title('Enter your phone number')}
          <p className="settings-section__hint">
            {method === 'VOICE_CALL' ? 'We’ll call this number with a code to confirm it.' : 'We’ll text a code to this number to confirm it.'}
          </p>
          <CountrySelect value={country} onChange={setCountry} disabled={busy} />
          <div className={`tfa-field${phoneShaking ? ' tfa-shake' : ''}`}>
            <label className="tfa-field__label" htmlFor={phoneId}>
              Phone number
            </label>
            <input
              id={phoneId}
              className="tfa-field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={`${PHONE_DIGITS} digits`}
              value={phone}
              onChange={(e) => {
                setPhone(e.currentTarget.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              disabled={busy}
            />
          </div>
          {errorLine}
          {continueActions}
        </form>
      );
      break;
    case 'VERIFY_CODE': {
      const locked = Boolean(lockout?.locked);
      const until = lockout ? lockoutLine(lockout) : null;
      body = (
        <form className="tfa-wizard__step" onSubmit={onVerify} noValidate>
          {title('Enter your verification code')}
          {enrollment?.method === 'AUTH_APP' ? (
            <div className="tfa-qr">
              {enrollment.qrCodeSvg && (
                <img
                  className="tfa-qr__image"
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qrCodeSvg)}`}
                  width={176}
                  height={176}
                  alt="QR code to scan with your authenticator app"
                />
              )}
              <div>
                <p className="settings-section__hint">Scan this QR code with your authenticator app, then enter the 7-digit code it shows.</p>
                <details className="tfa-qr__manual">
                  <summary>Can’t scan it?</summary>
                  <p className="settings-section__hint">Enter this key in your app (time-based, 7 digits):</p>
                  <code className="tfa-qr__key" data-testid="totp-key">
                    {manualKey(enrollment.otpauthUri)}
                  </code>
                  {enrollment.otpauthUri && (
                    <p>
                      <a href={enrollment.otpauthUri}>Open in your authenticator app</a>
                    </p>
                  )}
                </details>
              </div>
            </div>
          ) : (
            <p className="settings-section__hint" aria-live="polite">
              {notice ??
                (enrollment?.method === 'VOICE_CALL'
                  ? `We’re calling the number ending in ${enrollment.phoneLast4 ?? ''} with your code.`
                  : `We sent a code to the number ending in ${enrollment?.phoneLast4 ?? ''}.`)}
            </p>
          )}
          <VerificationCodeInput
            value={code}
            onChange={(next) => {
              setCode(next);
              if (error && !locked) setError(null);
            }}
            onSubmit={() => void onVerify()}
            labelledBy={titleId}
            describedBy={errorId}
            invalid={Boolean(error)}
            shakeKey={shakeKey}
            disabled={busy}
            hidden={locked}
            autoFocus
          />
          {errorLine}
          {until && <p className="settings-section__hint">{until}</p>}
          <div className="tfa-wizard__actions">
            <button type="submit" className="button button--dark" disabled={busy || locked}>
              Verify
            </button>
            {enrollment && enrollment.method !== 'AUTH_APP' && (
              <button type="button" className="tfa-link" onClick={() => void resendCode()} disabled={busy}>
                {enrollment.method === 'VOICE_CALL' ? 'Call again' : 'Resend code'}
              </button>
            )}
            {cancel}
          </div>
        </form>
      );
      break;
    }
    case 'BACKUP_CODES':
      body = <BackupCodesStep titleId={titleId} onContinue={props.onDone} />;
      break;
  }

  return (
    <div className="tfa-wizard" data-step={step}>
      {body}
    </div>
  );
}
