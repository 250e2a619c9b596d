import { useState } from 'react';
import { Link } from 'react-router';
import { formatCountry, TAX_STATUS_LABELS, type TaxStatus } from './tax-review-format';
import { buildPath } from '../../../shared/routes';
import { useMutation, useQuery } from '../../data';
import type { PendingTaxDocumentsQuery as PendingData } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { PendingTaxDocumentsQuery, ReviewTaxDocumentMutation } from './partner-operations';
import '../../components/FormField/form-field.css';
import './partner.css';

type Item = PendingData['pendingTaxDocuments'][number];

/** /_/admin/partner/taxes (staff): tax forms waiting for review; approve, hold, or mark invalid with a reason. */
export default function PartnerTaxReviewPage(_props: PageProps) {
  const { productName } = useShell();
  useHead({ title: `Tax review – ${productName}`, robots: 'noindex' });
  const { data, error, loading, refetch } = useQuery(PendingTaxDocumentsQuery, { fetchPolicy: 'network-only' });
  if (!data) return error ? <NotFoundPage /> : <div className="partner">{loading ? <p className="partner__hint">Loading…</p> : null}</div>;
  const items = data.pendingTaxDocuments;
  return (
    <div className="partner partner--wide">
      <p className="partner__kicker">Staff</p>
      <h1 className="partner__title">Tax forms to review</h1>
      {items.length === 0 ? (
        <p className="partner__hint" data-testid="review-empty">
          Nothing waiting for review.
        </p>
      ) : (
        <ul className="tax-review">
          {items.map((item) => (
            <ReviewRow key={item.id} item={item} onDone={() => void refetch()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewRow({ item, onDone }: { item: Item; onDone: () => void }) {
  const [review, { loading }] = useMutation(ReviewTaxDocumentMutation, { refetchQueries: ['PartnerNotices'] });
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const decide = async (decision: 'APPROVE' | 'INVALID' | 'ON_HOLD') => {
    setMessage(null);
    try {
      const answer = (await review({ variables: { documentId: item.id, decision, reason: reason || null } })).data.reviewTaxDocument;
      if (answer.__typename === 'TaxReviewItem') onDone();
      else setMessage(answer.message);
    } catch {
      setMessage('That didn’t work. Please try again.');
    }
  };
  return (
    <li className="tax-review__item" data-testid="tax-review-item">
      <div className="tax-review__who">
        <strong>{item.legalName}</strong>
        {item.user && (
          <>
            {' · '}
            <Link to={item.user.username ? buildPath('ShowUser', { username: item.user.username }) : buildPath('ShowUserById', { userId: item.user.id })}>
              {item.user.name}
            </Link>
          </>
        )}
      </div>
      <p className="tax-review__detail">
        {formatCountry(item.country)} · {item.taxIdKind === 'US_TIN' ? 'US TIN' : 'Tax ID'} ending in {item.taxIdLast4} ·{' '}
        {TAX_STATUS_LABELS[item.taxDocumentStatus as TaxStatus]} · sent {new Date(item.submittedAt).toISOString().slice(0, 10)}
      </p>
      <p className="tax-review__address">{item.address}</p>
      <label className="form-field__label" htmlFor={`reason-${item.id}`}>
        Reason (shown to the writer when invalid)
      </label>
      <input id={`reason-${item.id}`} className="form-field__input" value={reason} onChange={(e) => setReason(e.target.value)} />
      {message && (
        <p className="form-field__error" role="alert">
          {message}
        </p>
      )}
      <div className="partner__actions">
        <button type="button" className="button button--dark" disabled={loading} onClick={() => void decide('APPROVE')}>
          Approve
        </button>
        <button type="button" className="button button--outline" disabled={loading} onClick={() => void decide('ON_HOLD')}>
          Put on hold
        </button>
        <button type="button" className="button button--outline partner__danger-outline" disabled={loading} onClick={() => void decide('INVALID')}>
          Mark invalid
        </button>
      </div>
    </li>
  );
}
