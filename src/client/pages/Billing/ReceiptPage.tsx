import { Link } from 'react-router';
import { billingDate, cardExpiry, cardSummary, formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { chargePeriod, chargeStatusLabel } from './billing-format';
import { ReceiptQuery } from './billing-operations';
import './billing.css';

/** /me/billing-history/receipt/{chargeId}: one of the reader's own payments, laid out to print. Anyone else's is not found. */
export default function ReceiptPage({ params }: PageProps) {
  const { productName } = useShell();
  const chargeId = params.chargeId ?? '';
  const { data, loading } = useQuery(ReceiptQuery, { variables: { chargeId } });
  const charge = data?.viewerCharge;
  useHead({ title: charge ? `Receipt ${charge.receiptNumber} – ${productName}` : `Receipt – ${productName}`, robots: 'noindex' });

  if (!loading && !charge) return <NotFoundPage />;
  if (!charge) return <div className="billing" />;

  const period = chargePeriod(charge);

  return (
    <div className="billing billing--receipt">
      <p className="billing__back receipt__no-print">
        <Link to={buildPath('ShowBillingHistory')}>← Billing history</Link>
      </p>
      <article className="receipt" data-testid="receipt" aria-labelledby="receipt-title">
        <header className="receipt__head">
          <div>
            <p className="receipt__instance">{productName}</p>
          </div>
          <div className="receipt__head-right">
            <h1 id="receipt-title" className="receipt__title">
              Receipt
            </h1>
            <p className="receipt__number">
              Receipt number <strong data-testid="receipt-number">{charge.receiptNumber}</strong>
            </p>
          </div>
        </header>
        <dl className="receipt__facts">
          <div>
            <dt>Date paid</dt>
            <dd>{billingDate(charge.createdAt)}</dd>
          </div>
          {data?.viewer && (
            <div>
              <dt>Billed to</dt>
              <dd>
                {data.viewer.name}
                {data.viewer.email && <span className="receipt__email"> · {data.viewer.email}</span>}
              </dd>
            </div>
          )}
          <div>
            <dt>Payment method</dt>
            <dd>{charge.paymentMethod ? `${cardSummary(charge.paymentMethod)} (${cardExpiry(charge.paymentMethod).toLowerCase()})` : '—'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{chargeStatusLabel(charge.status)}</dd>
          </div>
        </dl>
        <table className="receipt__lines">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="receipt__money">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {charge.description}
                {period && <div className="receipt__period">{period}</div>}
              </td>
              <td className="receipt__money">{formatMoney(charge.amount, charge.currency)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{charge.status === 'REFUNDED' ? 'Refunded' : charge.status === 'FAILED' ? 'Not paid' : 'Total paid'}</th>
              <td className="receipt__money receipt__total" data-testid="receipt-total">
                {formatMoney(charge.amount, charge.currency)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="receipt__thanks">Thank you for supporting the writers on {productName}.</p>
      </article>
      <p className="receipt__actions receipt__no-print">
        <button type="button" className="button button--dark" onClick={() => window.print()}>
          Print receipt
        </button>
      </p>
    </div>
  );
}
