import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { GIFT_MESSAGES, GROUP_GIFT_MAX, GROUP_GIFT_MIN, giftLengthLabel, groupQuantityError } from '../../../shared/validation/gifts';
import { useMutation, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { GiftPageQuery, StartGroupGiftCheckoutMutation } from './gift-operations';
import { PaymentsOff, SignInToGive, YourGifts, type GiftPlan } from './GiftParts';
import './gift.css';

/** /group-gift: several codes of one length for a team or a class; the codes come by email and are listed below with who redeemed. */
export default function GroupGiftPage(_: PageProps) {
  const { productName, session } = useShell();
  const { search } = useLocation();
  const purchased = new URLSearchParams(search).get('purchased');
  const { data } = useQuery(GiftPageQuery, {});
  useHead({ title: `Gift memberships for a group – ${productName}` });
  const groups = (data?.viewerGiftPurchases ?? []).filter((p) => p.kind !== 'GIFT');

  return (
    <div className="gift-page">
      <p className="gift-page__kicker">Group gift</p>
      <h1 className="gift-page__title">Memberships for a team or a class</h1>
      <p className="gift-page__lede">
        Buy from {GROUP_GIFT_MIN} to {GROUP_GIFT_MAX} gift memberships of one length. We email you a code for each person, and this page shows which codes have been redeemed.
      </p>
      {purchased && (
        <p className="gift-page__notice" role="status">
          Thank you! Your codes are ready below, and we’ve emailed them to you.
        </p>
      )}
      {data && !data.paymentsConfig.enabled && <PaymentsOff productName={productName} />}
      {data?.paymentsConfig.enabled && (session.isLoggedInCookie ? <GroupForm plans={data.giftPlans} /> : <SignInToGive />)}
      <p className="gift-page__aside">
        Giving to one person? <Link to={buildPath('ShowGift')}>Gift a membership</Link>.
      </p>
      {groups.length > 0 && <YourGifts purchases={groups} />}
    </div>
  );
}

function GroupForm({ plans }: { plans: GiftPlan[] }) {
  const [start] = useMutation(StartGroupGiftCheckoutMutation);
  const [planId, setPlanId] = useState(plans.find((p) => p.months === 3)?.planId ?? plans[0]?.planId ?? '');
  const [quantity, setQuantity] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = plans.find((p) => p.planId === planId);
  const count = Number(quantity);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = !plan ? GIFT_MESSAGES.unknownPlan : groupQuantityError(count);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = (await start({ variables: { planId, quantity: count } })).data.startGroupGiftCheckout;
      if (answer.__typename === 'CheckoutSession') {
        window.location.assign(answer.url);
        return;
      }
      setError(answer.message);
    } catch {
      setError(GIFT_MESSAGES.tryAgain);
    }
    setBusy(false);
  }

  const valid = plan && groupQuantityError(count) === null;
  return (
    <form className="gift-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="gift-form__plans">
        <legend className="gift-form__legend">How long each</legend>
        {plans.map((p) => (
          <label key={p.planId} className={`gift-plan-option${p.planId === planId ? ' gift-plan-option--chosen' : ''}`}>
            <input type="radio" name="planId" value={p.planId} checked={p.planId === planId} onChange={() => setPlanId(p.planId)} />
            <span className="gift-plan-option__length">{giftLengthLabel(p.months)}</span>
            <span className="gift-plan-option__price">{formatMoney(p.amount, p.currency)} each</span>
          </label>
        ))}
      </fieldset>
      <label className="gift-form__label" htmlFor="group-quantity">
        How many people
      </label>
      <input
        id="group-quantity"
        className="gift-form__input gift-form__quantity"
        type="number"
        inputMode="numeric"
        min={GROUP_GIFT_MIN}
        max={GROUP_GIFT_MAX}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      {error && (
        <p className="gift-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="gift-form__buttons">
        <button type="submit" className="button button--accent" disabled={busy || !plan}>
          {valid && plan ? `Continue to payment · ${formatMoney(plan.amount * count, plan.currency)}` : 'Continue to payment'}
        </button>
      </div>
      <noscript>
        <p className="gift-form__fine">Paying needs JavaScript: please turn it on for this page.</p>
      </noscript>
    </form>
  );
}
