import { useMutation } from '../../data';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/validation/auth';
import { SendPasswordResetEmailMutation } from './password-operations';
import './password.css';

/** For a signed-in reader locked out of their password: a reset link sent to their own address. */
export function ResetLinkOffer({ email }: { email: string }) {
  const [send, { loading }] = useMutation(SendPasswordResetEmailMutation);
  const [status, setStatus] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function request() {
    try {
      const { data } = await send({ variables: { email } });
      const answer = data?.sendAcctAuthEmail;
      if (answer?.__typename === 'SusiMethod') {
        setSent(true);
        setStatus(`We sent a link to reset your password to ${email}.`);
      } else {
        setStatus(answer && 'message' in answer ? answer.message : MESSAGES.tryAgain);
      }
    } catch {
      setStatus(MESSAGES.tryAgain);
    }
  }

  return (
    <div className="password-recovery">
      {!sent && (
        <button type="button" className="button button--outline" onClick={request} disabled={loading} aria-busy={loading}>
          Email me a link to reset my password
        </button>
      )}
      <p className="password-recovery__status" role="status" aria-live="polite">
        {status ?? ''}
      </p>
    </div>
  );
}
