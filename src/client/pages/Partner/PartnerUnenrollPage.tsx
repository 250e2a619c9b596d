import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useMutation, useQuery } from '../../data';
import { useToasts } from '../../components/Toasts/toasts';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { PartnerEnrollQuery, UnenrollPartnerMutation } from './partner-operations';
import './partner.css';

export const UNENROLLED_MESSAGE = 'You left the Partner Program. Your stories no longer earn; your earnings history stays.';

/** /me/partner/unenroll: confirm leaving; earning stops from now, history is kept. */
export default function PartnerUnenrollPage(_props: PageProps) {
  const { productName } = useShell();
  const navigate = useNavigate();
  const { showToast } = useToasts();
  useHead({ title: `Leave the Partner Program – ${productName}`, robots: 'noindex' });
  const { data, loading } = useQuery(PartnerEnrollQuery, { fetchPolicy: 'cache-and-network' });
  const [unenroll, { loading: leaving }] = useMutation(UnenrollPartnerMutation, { refetchQueries: ['PartnerEnroll', 'PartnerNotices', 'MetabarViewer'] });
  const [message, setMessage] = useState<string | null>(null);
  const state = data?.partnerEnrollmentState;
  if (!state) return <div className="partner">{loading ? <p className="partner__hint">Loading…</p> : null}</div>;

  if (state.enrollment !== 'ENROLLED') {
    return (
      <div className="partner">
        <h1 className="partner__title">You’re not in the Partner Program</h1>
        <p className="partner__hint">
          <Link to={buildPath('ShowPartnerEnroll', { step: state.firstUnfinishedStep })}>Join the Partner Program</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="partner">
      <p className="partner__kicker">Partner Program</p>
      <h1 className="partner__title">Leave the Partner Program?</h1>
      <p className="partner__lede">
        From now on your stories stop earning from members’ reading time. What you earned so far stays in your history and is paid out as usual. You
        can join again later.
      </p>
      {message && (
        <p className="form-field__error" role="alert">
          {message}
        </p>
      )}
      <div className="partner__actions">
        <button
          type="button"
          className="button button--dark partner__danger"
          disabled={leaving}
          onClick={async () => {
            setMessage(null);
            try {
              const answer = (await unenroll()).data.unenrollPartnerProgram;
              if (answer.__typename !== 'PartnerEnrollmentState') return setMessage(answer.message);
              showToast({ message: UNENROLLED_MESSAGE });
              void navigate(buildPath('ShowSettings'));
            } catch {
              setMessage('That didn’t work. Please try again.');
            }
          }}
        >
          Leave the program
        </button>
        <Link className="button button--outline" to={buildPath('ShowPartnerDashboard')}>
          Stay
        </Link>
      </div>
    </div>
  );
}
