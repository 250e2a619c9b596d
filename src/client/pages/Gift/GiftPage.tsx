import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES, GIFT_NAME_MAX, giftDetailsError, giftLengthLabel } from '../../../shared/validation/gifts';
import { useMutation, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { GiftPageQuery, StartGiftCheckoutMutation } from './gift-operations';
import { GiftPlanCards, PaymentsOff, SignInToGive, YourGifts, type GiftPlan } from './GiftParts';
import './gift.css';

/** A date input's value (YYYY-MM-DD, the reader's day) as the start of that day in their time zone, in ms. */
function dayStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * /gift: give a membership to someone (length, their name and email, a message, who it is from, now or on a
 * date), paid with Checkout; the gifts given so far below. /gift-plans: the lengths alone, each leading here.
 */
export default function GiftPage({ route }: PageProps) {
  const { productName, session } = useShell();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const plansOnly = route.name === 'ShowGiftPlans';
  const { data, loading } = useQuery(GiftPageQuery, {});
  useHead({ title: `Gift a membership – ${productName}`, description: `Give the gift of reading: ${productName} membership for someone you know.` });

  const plans: GiftPlan[] = data?.giftPlans ?? [];
  const purchased = query.get('purchased');

  return (
    <div className="gift-page">
      <p className="gift-page__kicker">Gift a membership</p>
      <h1 className="gift-page__title">Give the gift of reading</h1>
      <p className="gift-page__lede">
        A {productName} membership unlocks every member-only story and supports the writers its reader reads most. Choose how long it lasts; we email it to them with your
        message, today or on the day you choose. If they are already a member, your gift adds to their membership.
      </p>
      {purchased && (
        <p className="gift-page__notice" role="status">
          Thank you! Your gift is paid. We’ve emailed you a receipt, and the gift goes out as you asked.
        </p>
      )}
      {data && !data.paymentsConfig.enabled && <PaymentsOff productName={productName} />}
      {plansOnly ? (
        <GiftPlanCards plans={plans} loading={loading} action={(plan) => ({ label: 'Choose', to: `${buildPath('ShowGift')}?plan=${encodeURIComponent(plan.planId)}` })} />
      ) : data?.paymentsConfig.enabled && !session.isLoggedInCookie ? (
        <SignInToGive />
      ) : data?.paymentsConfig.enabled ? (
        <GiftForm plans={plans} initialPlan={query.get('plan')} senderName={data.viewer?.name ?? ''} />
      ) : null}
      <p className="gift-page__aside">
        Buying for a team or a class? <Link to={buildPath('ShowGroupGift')}>Buy several gift memberships at once</Link>. Got a code?{' '}
        <Link to={buildPath('ShowRedeemGift')}>Redeem a gift</Link>.
      </p>
      {data && data.viewerGiftPurchases.length > 0 && <YourGifts purchases={data.viewerGiftPurchases} />}
    </div>
  );
}

function GiftForm({ plans, initialPlan, senderName: viewerName }: { plans: GiftPlan[]; initialPlan: string | null; senderName: string }) {
  const [start] = useMutation(StartGiftCheckoutMutation);
  const defaultPlan = plans.find((p) => p.planId === initialPlan) ?? plans.find((p) => p.months === 3) ?? plans[0];
  const [planId, setPlanId] = useState(defaultPlan?.planId ?? '');
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [senderName, setSenderName] = useState(viewerName);
  const [when, setWhen] = useState<'now' | 'date'>('now');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = plans.find((p) => p.planId === planId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const deliverAt = when === 'date' ? dayStart(date) : null;
    if (when === 'date' && deliverAt === null) return setError('Choose the day your gift should arrive.');
    const details = { recipientName, recipientEmail, message, senderName, deliverAt };
    const problem = !plan ? GIFT_MESSAGES.unknownPlan : giftDetailsError(details, Date.now());
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = (await start({ variables: { input: { planId, ...details } } })).data.startGiftCheckout;
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

  return (
    <form className="gift-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="gift-form__plans">
        <legend className="gift-form__legend">How long</legend>
        {plans.map((p) => (
          <label key={p.planId} className={`gift-plan-option${p.planId === planId ? ' gift-plan-option--chosen' : ''}`}>
            <input type="radio" name="planId" value={p.planId} checked={p.planId === planId} onChange={() => setPlanId(p.planId)} />
            <span className="gift-plan-option__length">{giftLengthLabel(p.months)}</span>
            <span className="gift-plan-option__price">{formatMoney(p.amount, p.currency)}</span>
          </label>
        ))}
      </fieldset>
      <div className="gift-form__row">
        <div className="gift-form__field">
          <label className="gift-form__label" htmlFor="gift-recipient-name">
            Recipient’s name
          </label>
          <input id="gift-recipient-name" className="gift-form__input" value={recipientName} maxLength={GIFT_NAME_MAX} onChange={(e) => setRecipientName(e.target.value)} />
        </div>
        <div className="gift-form__field">
          <label className="gift-form__label" htmlFor="gift-recipient-email">
            Recipient’s email
          </label>
          <input id="gift-recipient-email" className="gift-form__input" type="email" value={recipientEmail} onChange={(e) => setRecipientEmail(e.target.value)} />
        </div>
      </div>
      <label className="gift-form__label" htmlFor="gift-message">
        Your message <span className="gift-form__optional">(optional)</span>
      </label>
      <textarea
        id="gift-message"
        className="gift-form__textarea"
        rows={4}
        value={message}
        maxLength={GIFT_MESSAGE_MAX}
        aria-describedby="gift-message-count"
        onChange={(e) => setMessage(e.target.value)}
      />
      <p id="gift-message-count" className={`gift-form__count${message.length >= GIFT_MESSAGE_MAX ? ' gift-form__count--full' : ''}`}>
        {message.length}/{GIFT_MESSAGE_MAX}
      </p>
      <label className="gift-form__label" htmlFor="gift-sender-name">
        From
      </label>
      <input id="gift-sender-name" className="gift-form__input" value={senderName} maxLength={GIFT_NAME_MAX} onChange={(e) => setSenderName(e.target.value)} />
      <fieldset className="gift-form__when">
        <legend className="gift-form__legend">When should it arrive?</legend>
        <label className="gift-form__choice">
          <input type="radio" name="when" value="now" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
        </label>
        <label className="gift-form__choice">
          <input type="radio" name="when" value="date" checked={when === 'date'} onChange={() => setWhen('date')} /> On a date
        </label>
        {when === 'date' && (
          <input aria-label="Delivery date" className="gift-form__input gift-form__date" type="date" min={today()} value={date} onChange={(e) => setDate(e.target.value)} />
        )}
      </fieldset>
      {error && (
        <p className="gift-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="gift-form__buttons">
        <button type="submit" className="button button--accent" disabled={busy || !plan}>
          {plan ? `Continue to payment · ${formatMoney(plan.amount, plan.currency)}` : 'Continue to payment'}
        </button>
      </div>
      <p className="gift-form__fine">You pay once; nothing renews. The code stays good for a year.</p>
      <noscript>
        <p className="gift-form__fine">Paying needs JavaScript: please turn it on for this page.</p>
      </noscript>
    </form>
  );
}
