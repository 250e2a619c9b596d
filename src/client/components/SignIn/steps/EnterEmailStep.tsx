import { enterEmailCopy } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { EmailForm } from './EmailForm';
import { LinkButton, StepHeader } from './StepHeader';

/** ENTER_EMAIL: the address to send a link to (Reading A), or to look up first (Reading B). */
export function EnterEmailStep(props: StepProps) {
  const { state, dispatch, env } = props;
  const copy = enterEmailCopy(state.reading, state.operation, {
    expiredLink: state.expiredLink,
    simplifiedSignupCopy: env.flags.simplified_signup_copy,
  });
  return (
    <EmailForm {...props} header={<StepHeader titleId={env.titleId} title={copy.title} subheader={copy.subheader} />} submitLabel={copy.submit}>
      <LinkButton className="susi__back" onClick={() => dispatch({ type: 'showOptions' })}>
        <span aria-hidden="true">‹ </span>
        {copy.allOptions}
      </LinkButton>
    </EmailForm>
  );
}
