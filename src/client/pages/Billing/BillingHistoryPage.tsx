import { Link } from 'react-router';
import { billingDate, cardSummary, formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { useShowMore } from '../../components/ShowMore/use-show-more';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { chargeStatusLabel } from './billing-format';
import { BILLING_PAGE_SIZE, BillingHistoryQuery } from './billing-operations';
import './billing.css';

/** /me/billing-history: every payment (and failed attempt) on the account, newest first, each with its receipt. */
export default function BillingHistoryPage(_props: PageProps) {
  const { productName } = useShell();
  const variables = { paging: { limit: BILLING_PAGE_SIZE } };
  const { data, loading, error, fetchMore } = useQuery(BillingHistoryQuery, { variables, fetchPolicy: 'cache-and-network' });
  const { loadingMore, showMore } = useShowMore();
  useHead({ title: `Billing history – ${productName}`, robots: 'noindex' });

  const back = (
    <p className="billing__back">
      <Link to={buildPath('ShowSettings', {}, { hash: 'membership' })}>← Membership settings</Link>
    </p>
  );

  if (data && !data.viewer) {
    return (
      <div className="billing">
        <h1 className="billing__title">Billing history</h1>
        <p>
          <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowBillingHistory') } })}>Sign in</a> to see your billing history.
        </p>
      </div>
    );
  }

  const charges = data?.viewerCharges.charges ?? [];
  const next = data?.viewerCharges.pagingInfo.next;

  const loadNext = () =>
    showMore(() =>
      fetchMore({
        variables: { paging: { limit: next?.limit ?? BILLING_PAGE_SIZE, to: next?.to ?? undefined, page: next?.page ?? undefined } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          viewerCharges: { ...fetchMoreResult.viewerCharges, charges: [...previous.viewerCharges.charges, ...fetchMoreResult.viewerCharges.charges] },
        }),
      }),
    );

  return (
    <div className="billing">
      {back}
      <h1 className="billing__title">Billing history</h1>
      {!data && loading && <p className="billing__hint">Loading your payments…</p>}
      {!data && error && (
        <p className="billing__problem" role="alert">
          Your billing history could not be loaded. Please reload the page.
        </p>
      )}
      {data && charges.length === 0 && <p className="billing__empty">No payments yet. When you pay for a membership or a gift, it shows up here.</p>}
      {charges.length > 0 && (
        <table className="billing-table" data-testid="billing-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="billing-table__amount">
                Amount
              </th>
              <th scope="col">Status</th>
              <th scope="col">Card</th>
              <th scope="col">
                <span className="visually-hidden">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.map((c) => (
              <tr key={c.id} data-charge-id={c.id} className={`billing-table__row billing-table__row--${c.status.toLowerCase()}`}>
                <td data-label="Date">{billingDate(c.createdAt)}</td>
                <td data-label="Description" className="billing-table__description">
                  {c.description}
                </td>
                <td data-label="Amount" className="billing-table__amount">
                  {formatMoney(c.amount, c.currency)}
                </td>
                <td data-label="Status">
                  <span className={`charge-status charge-status--${c.status.toLowerCase()}`}>{chargeStatusLabel(c.status)}</span>
                </td>
                <td data-label="Card">{c.paymentMethod ? cardSummary(c.paymentMethod) : '—'}</td>
                <td className="billing-table__receipt">
                  <Link to={buildPath('ShowReceipt', { chargeId: c.id })} aria-label={`Receipt for ${c.description}, ${billingDate(c.createdAt)}`}>
                    Receipt
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next && charges.length > 0 && (
        <p className="billing__more">
          <button type="button" className="button button--outline" disabled={loadingMore} onClick={() => void loadNext()}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        </p>
      )}
    </div>
  );
}
