import { useMutation } from '../../data';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/validation/auth';
import { EndOtherSessionsAfterPasswordMutation } from './password-operations';
import { otherSessionsLabel } from './password-outcome';
import './password.css';

/** After a password change: the account's other sessions keep going until the reader ends them here. */
export function OtherSessionsOffer({ count }: { count: number }) {
  const [endOthers, { loading }] = useMutation(EndOtherSessionsAfterPasswordMutation, { refetchQueries: ['ViewerSessions'] });
  const [status, setStatus] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function signOutOthers() {
    try {
      const { data } = await endOthers();
      const ended = data?.endOtherSessions ?? 0;
      setDone(true);
      setStatus(`Signed out of ${ended} other session(s).`);
    } catch {
      setStatus(MESSAGES.tryAgain);
    }
  }

  return (
    <div className="password-sessions">
      {!done && (
        <>
          <p className="password-sessions__text">
            You are still signed in on {count} other session(s). If someone else might be using one, sign them out.
          </p>
          <button type="button" className="button button--outline" onClick={signOutOthers} disabled={loading} aria-busy={loading}>
            {otherSessionsLabel(count)}
          </button>
        </>
      )}
      <p className="password-sessions__status" role="status" aria-live="polite">
        {status ?? ''}
      </p>
    </div>
  );
}
