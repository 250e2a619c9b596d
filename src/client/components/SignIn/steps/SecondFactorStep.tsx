import { useContext } from 'react';
import { TwoFactorSignInStep } from '../../TwoFactor/TwoFactorSignInStep';
import type { StepProps } from '../susi-env';
import { StepHeadingLevel } from './StepHeader';

/** VERIFY_2FA_CODE and ENTER_RECOVERY_CODE: the second factor after a correct password. */
export function SecondFactorStep({ state, dispatch, env }: StepProps) {
  const Heading = useContext(StepHeadingLevel);
  if (!state.token) return null;
  return (
    <div className="susi__step susi-second-factor">
      {/* The dialog needs a label; the step's own heading follows. */}
      <Heading id={env.titleId} className="visually-hidden">
        Two-factor authentication
      </Heading>
      <TwoFactorSignInStep
        token={state.token}
        mode={state.step === 'ENTER_RECOVERY_CODE' ? 'recovery' : 'code'}
        onModeChange={(mode: 'code' | 'recovery') => dispatch({ type: 'secondFactorMode', mode })}
        onSignedIn={(redirect: string) => env.navigate(redirect)}
      />
    </div>
  );
}
