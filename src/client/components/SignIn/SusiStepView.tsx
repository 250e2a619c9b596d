import { buildPath } from '../../../shared/routes';
import { optionsCopy } from './susi-copy';
import type { StepProps } from './susi-env';
import { CheckInboxStep } from './steps/CheckInboxStep';
import { CreatePasswordStep } from './steps/CreatePasswordStep';
import { EnterEmailStep } from './steps/EnterEmailStep';
import { EnterNameStep } from './steps/EnterNameStep';
import { EnterPasswordStep } from './steps/EnterPasswordStep';
import { OptionsStep } from './steps/OptionsStep';
import { SecondFactorStep } from './steps/SecondFactorStep';
import { UnrecognizedEmailStep } from './steps/UnrecognizedEmailStep';
import './SignIn.css';

function StepBody(props: StepProps) {
  switch (props.state.step) {
    case 'SIGNIN_OPTIONS':
    case 'SIGNUP_OPTIONS':
      return <OptionsStep {...props} />;
    case 'ENTER_EMAIL':
      return <EnterEmailStep {...props} />;
    case 'UNRECOGNIZED_EMAIL':
      return <UnrecognizedEmailStep {...props} />;
    case 'CHECK_YOUR_INBOX':
      return <CheckInboxStep {...props} />;
    case 'ENTER_NAME':
      return <EnterNameStep {...props} />;
    case 'CREATE_PASSWORD':
      return <CreatePasswordStep {...props} />;
    case 'ENTER_PASSWORD':
      return <EnterPasswordStep {...props} />;
    case 'VERIFY_2FA_CODE':
    case 'ENTER_RECOVERY_CODE':
      return <SecondFactorStep {...props} />;
  }
}

// Each step starts fresh (no stale errors); the two second-factor modes are one form.
function stepKey(step: StepProps['state']['step']): string {
  return step === 'ENTER_RECOVERY_CODE' ? 'VERIFY_2FA_CODE' : step;
}

/** The agreement line under every step, linking the Terms of Service and the Privacy Policy. */
export function SusiFooter({ cta, productName }: { cta: string; productName: string }) {
  return (
    <p className="susi__footer">
      {`Click “${cta}” to agree to ${productName}’s `}
      <a href={buildPath('ShowLegal', {}, { hash: 'terms' })}>Terms of Service</a>
      {` and acknowledge that ${productName}’s `}
      <a href={buildPath('ShowLegal', {}, { hash: 'privacy' })}>Privacy Policy</a>
      {' applies to you.'}
    </p>
  );
}

/** The current step of the modal with its footer; the same view in the dialog and on /m/signin. */
export function SusiStepView(props: StepProps) {
  const { cta } = optionsCopy(props.state.reading, props.state.operation, props.env.productName);
  return (
    <div className="susi" data-step={props.state.step} data-operation={props.state.operation}>
      <StepBody {...props} key={stepKey(props.state.step)} />
      <SusiFooter cta={cta} productName={props.env.productName} />
    </div>
  );
}
