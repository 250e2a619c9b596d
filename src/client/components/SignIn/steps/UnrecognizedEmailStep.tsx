import { UNRECOGNIZED_EMAIL_COPY as COPY } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { LinkButton, StepHeader } from './StepHeader';

/** UNRECOGNIZED_EMAIL: no account has that address. */
export function UnrecognizedEmailStep({ state, dispatch, env }: StepProps) {
  return (
    <div className="susi__step susi-unrecognized">
      <StepHeader titleId={env.titleId} title={COPY.title} subheader={state.email} />
      <p className="susi__text">{COPY.question}</p>
      <p className="susi__text">
        <LinkButton onClick={() => dispatch({ type: 'seeSignInOptions' })}>{COPY.seeOptions}</LinkButton> or{' '}
        <LinkButton onClick={() => dispatch({ type: 'createAccountInstead' })}>{COPY.createAccount}</LinkButton>.
      </p>
    </div>
  );
}
