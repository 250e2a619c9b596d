import { useState } from 'react';
import { Link } from 'react-router';
import { billingDate, cardExpiry, cardSummary } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';
import { useMutation, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { PaymentsNotSetUp } from '../Membership/PaymentsNotSetUp';
import type { PageProps } from '../registry';
import { StartPaymentMethodUpdateMutation, UpdatePaymentQuery } from './billing-operations';
import './billing.css';

/**
 * /me/settings/payment/update: replaces the card on file through Stripe Checkout (setup mode, 3-D Secure when
 * the bank asks). Stripe sends the reader back to /me/settings?updatedPayment=1#membership.
 */
export default function UpdatePaymentPage(_props: PageProps) {
  const { productName } = useShell();
  const { data, loading } = useQuery(UpdatePaymentQuery, { fetchPolicy: 'cache-and-network' });
  const [start] = useMutation(StartPaymentMethodUpdateMutation);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useHead({ title: `Update payment method – ${productName}`, robots: 'noindex' });

  async function update() {
    setBusy(true);
    setProblem(null);
    try {
      const result = (await start()).data.startPaymentMethodUpdate;
      if (result.__typename === 'CheckoutSession') {
        window.location.assign(result.url);
        return;
      }
      setProblem('message' in result && result.message ? result.message : MESSAGES.retryableError);
    } catch {
      setProblem(MESSAGES.retryableError);
    }
    setBusy(false);
  }

  const card = data?.viewerPaymentMethod;
  const pastDue = data?.viewerMembership?.status === 'PAST_DUE';

  return (
    <div className="billing billing--narrow">
      <p className="billing__back">
        <Link to={buildPath('ShowSettings', {}, { hash: 'membership' })}>← Membership settings</Link>
      </p>
      <h1 className="billing__title">Update payment method</h1>
      {!data && loading && <p className="billing__hint">Loading…</p>}
      {data && !data.viewer && (
        <p>
          <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowUpdatePayment') } })}>Sign in</a> to update your payment method.
        </p>
      )}
      {data?.viewer && !data.paymentsConfig.enabled && <PaymentsNotSetUp productName={productName} />}
      {data?.viewer && data.paymentsConfig.enabled && (
        <>
          {pastDue && (
            <p className="billing__warning" role="alert">
              Your last payment failed.{' '}
              {data.viewerMembership?.graceEndsAt != null
                ? `Add a card that works by ${billingDate(data.viewerMembership.graceEndsAt)} to keep your membership; we’ll retry the payment with it.`
                : 'Add a card that works to keep your membership; we’ll retry the payment with it.'}
            </p>
          )}
          <div className="card-on-file">
            <p className="card-on-file__label">Card on file</p>
            {card ? (
              <p className="card-on-file__card" data-testid="card-on-file">
                <span className={`card-brand card-brand--${card.brand.toLowerCase()}`} aria-hidden="true" />
                {cardSummary(card)} <span className="card-on-file__expiry">{cardExpiry(card)}</span>
              </p>
            ) : (
              <p className="card-on-file__card">No card on file.</p>
            )}
          </div>
          <p className="billing__hint">
            You’ll enter the new card on Stripe’s secure page; your bank may ask you to confirm it. Your membership carries on as before, and future
            payments use the new card.
          </p>
          <p>
            <button type="button" className="button button--dark" disabled={busy} onClick={() => void update()}>
              {busy ? 'Opening…' : card ? 'Replace card' : 'Add a card'}
            </button>
          </p>
          {problem && (
            <p className="billing__problem" role="alert">
              {problem}
            </p>
          )}
          <noscript>
            <p className="billing__problem">Updating your card needs JavaScript. Turn it on for this site to continue.</p>
          </noscript>
        </>
      )}
    </div>
  );
}
