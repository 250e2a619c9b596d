import { CHECK_INBOX_TITLE, checkInboxText } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { LoginCodeForm } from './LoginCodeForm';
import { StepHeader } from './StepHeader';

/** CHECK_YOUR_INBOX: the link (or, on a narrow screen, a code) is on its way. */
export function CheckInboxStep({ state, env }: StepProps) {
  const withCode = state.sentMethod === 'login_code';
  return (
    <div className="susi__step susi-inbox">
      <StepHeader titleId={env.titleId} title={CHECK_INBOX_TITLE} />
      <p className="susi__text">{checkInboxText(state.reading, state.operation, state.sentMethod, state.email)}</p>
      {withCode && <LoginCodeForm env={env} />}
      {env.close && !withCode && (
        <button type="button" className="button button--dark susi__submit" onClick={env.close} data-autofocus="">
          OK
        </button>
      )}
    </div>
  );
}
