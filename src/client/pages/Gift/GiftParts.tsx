import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { giftLengthLabel } from '../../../shared/validation/gifts';
import { formatDate } from '../../../shared/format/dates';
import type { GiftPageQuery as GiftPageData } from '../../gql/graphql';

export type GiftPlan = GiftPageData['giftPlans'][number];
export type GiftPurchase = GiftPageData['viewerGiftPurchases'][number];

const STATE_LABEL = { AVAILABLE: 'Not redeemed yet', REDEEMED: 'Redeemed', EXPIRED: 'Expired' } as const;

/** Said plainly when the instance has no Stripe keys: nothing to buy, codes still redeem. */
export function PaymentsOff({ productName }: { productName: string }) {
  return (
    <div className="gift-page__off" role="note">
      <h2>Gift memberships can’t be bought on this {productName}</h2>
      <p>Payments aren’t set up here yet, so gifts can’t be bought. A gift code you were given can still be redeemed, and the people who run this site can make codes.</p>
      <Link className="button button--dark" to={buildPath('ShowRedeemGift')}>
        Redeem a gift
      </Link>
    </div>
  );
}

/** Buying needs an account (the receipt and the codes are kept for the buyer); back here after signing in. */
export function SignInToGive() {
  const { pathname, search } = useLocation();
  return (
    <div className="gift-page__signin">
      <p>Sign in to give a membership: we send your receipt to you and keep your gifts in your account.</p>
      <a className="button button--accent" href={buildPath('ShowSignIn', {}, { query: { operation: 'login', redirect: `${pathname}${search}` } })}>
        Sign in to continue
      </a>
    </div>
  );
}

export function GiftPlanCards({ plans, loading, action }: { plans: GiftPlan[]; loading: boolean; action: (plan: GiftPlan) => { label: string; to: string } }) {
  if (loading && plans.length === 0) return <p className="gift-page__loading">Loading…</p>;
  return (
    <ul className="gift-plans" aria-label="Gift lengths">
      {plans.map((plan) => {
        const go = action(plan);
        return (
          <li key={plan.planId} className="gift-plan">
            <h2 className="gift-plan__length">{giftLengthLabel(plan.months)}</h2>
            <p className="gift-plan__price">{formatMoney(plan.amount, plan.currency)}</p>
            <p className="gift-plan__description">{plan.description}</p>
            <Link className="button button--accent" to={go.to} aria-label={`${go.label} ${giftLengthLabel(plan.months)}`}>
              {go.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The buyer's gifts with their codes and whether each was redeemed; only the buyer ever gets these. */
export function YourGifts({ purchases }: { purchases: GiftPurchase[] }) {
  return (
    <section className="your-gifts" id="your-gifts" aria-labelledby="your-gifts-title">
      <h2 id="your-gifts-title" className="your-gifts__title">
        Gifts you’ve given
      </h2>
      {purchases.map((purchase) => (
        <article key={purchase.id} className="your-gifts__purchase" data-testid="gift-purchase">
          <header className="your-gifts__head">
            <p className="your-gifts__what">
              {purchase.kind === 'GIFT'
                ? `${giftLengthLabel(purchase.months)} for ${purchase.recipientName ?? ''}`
                : `${purchase.quantity} × ${giftLengthLabel(purchase.months)}`}
            </p>
            <p className="your-gifts__meta">
              {formatDate(purchase.createdAt)}
              {purchase.amount > 0 && ` · ${formatMoney(purchase.amount, purchase.currency)}`}
              {purchase.kind === 'GIFT' && purchase.recipientEmail && ` · ${purchase.deliveredAt ? 'sent to' : `to be sent${purchase.deliverAt ? ` on ${formatDate(purchase.deliverAt)}` : ''} to`} ${purchase.recipientEmail}`}
              {purchase.quantity > 1 && ` · ${purchase.redeemedCount} of ${purchase.quantity} redeemed`}
            </p>
            {purchase.message && <blockquote className="your-gifts__message">{purchase.message}</blockquote>}
          </header>
          <ul className="your-gifts__codes">
            {purchase.codes.map((code) => (
              <li key={code.id} className="your-gifts__code">
                <code className="your-gifts__value">{code.code}</code>
                <span className={`your-gifts__state your-gifts__state--${code.state.toLowerCase()}`}>{STATE_LABEL[code.state]}</span>
                {code.state === 'AVAILABLE' && (
                  <a className="your-gifts__link" href={code.redeemUrl}>
                    Redeem link
                  </a>
                )}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
