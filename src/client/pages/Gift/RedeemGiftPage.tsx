import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { GIFT_MESSAGES, giftLengthLabel, normalizeGiftCode } from '../../../shared/validation/gifts';
import { CombinedGraphQLErrors, skipToken, useMutation, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { GiftByCodeQuery, RedeemGiftCodeMutation } from './gift-operations';
import './gift.css';

/**
 * /redeem-gift and /redeem?giftCode=…: the gift a code holds (its length, from whom, for whom), and Redeem for a
 * signed-in reader; signed-out readers sign in or up and come back to the same code.
 */
export default function RedeemGiftPage(_: PageProps) {
  const { productName, session } = useShell();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const giftCode = new URLSearchParams(search).get('giftCode') ?? '';
  const canonical = normalizeGiftCode(giftCode);
  const { data, loading, error: lookUpError } = useQuery(GiftByCodeQuery, canonical ? { variables: { giftCode: canonical } } : skipToken);
  const [redeem] = useMutation(RedeemGiftCodeMutation);
  const [typed, setTyped] = useState(giftCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useHead({ title: `Redeem a gift – ${productName}`, robots: 'noindex' });

  const gift = data?.giftByCode ?? null;
  // Too many look-ups is said as such: it is not the code's fault.
  const lookUpRefusal = CombinedGraphQLErrors.is(lookUpError) ? lookUpError.errors[0]?.message : lookUpError ? GIFT_MESSAGES.tryAgain : undefined;
  const back = `${pathname}${search}`;

  function onLookUp(event: FormEvent) {
    event.preventDefault();
    const code = normalizeGiftCode(typed);
    if (!code) return setError(GIFT_MESSAGES.badCode);
    setError(null);
    void navigate(`${buildPath('ShowRedeem')}?giftCode=${encodeURIComponent(code)}`);
  }

  async function onRedeem() {
    if (!canonical) return;
    setBusy(true);
    setError(null);
    try {
      const answer = (await redeem({ variables: { giftCode: canonical } })).data.redeemGiftCode;
      if (answer.__typename === 'GiftRedemption') {
        // A full load: the bar, the menu and every story now see a member.
        window.location.assign(`${buildPath('ShowRedeem')}?giftCode=${encodeURIComponent(canonical)}`);
        return;
      }
      setError(answer.message);
    } catch {
      setError(GIFT_MESSAGES.tryAgain);
    }
    setBusy(false);
  }

  return (
    <div className="gift-page gift-page--redeem">
      <p className="gift-page__kicker">Redeem a gift</p>
      {canonical && loading && !gift && <p className="gift-page__loading">Looking up your gift…</p>}
      {canonical && !loading && !gift && (
        <p className="gift-form__error" role="alert">
          {lookUpRefusal ?? GIFT_MESSAGES.unknownCode}
        </p>
      )}
      {gift ? (
        <section className="gift-card" aria-label="Your gift">
          <h1 className="gift-page__title">
            {gift.recipientName ? `${gift.recipientName}, you’ve` : 'You’ve'} been given {giftLengthLabel(gift.months)} of {productName} membership
          </h1>
          {gift.senderName && <p className="gift-card__from">From {gift.senderName}</p>}
          {gift.message && <blockquote className="gift-card__message">{gift.message}</blockquote>}
          <p className="gift-card__code">
            Code <code>{gift.code}</code>
          </p>
          {gift.state === 'REDEEMED' ? (
            gift.redeemedByViewer ? (
              <div className="gift-card__done" role="status">
                <p>
                  <strong>You’re a member.</strong> The gift is redeemed and its {giftLengthLabel(gift.months)} are added to your membership.
                </p>
                <Link className="button button--accent" to={buildPath('ShowHome')}>
                  Start reading
                </Link>
              </div>
            ) : (
              <p className="gift-form__error" role="alert">
                {GIFT_MESSAGES.usedCode}
              </p>
            )
          ) : gift.state === 'EXPIRED' ? (
            <p className="gift-form__error" role="alert">
              {GIFT_MESSAGES.expiredCode}
            </p>
          ) : session.isLoggedInCookie ? (
            <>
              <p className="gift-card__note">Redeem it by {formatDate(gift.expiresAt)}. If you’re already a member, it adds to your membership.</p>
              {error && (
                <p className="gift-form__error" role="alert">
                  {error}
                </p>
              )}
              <button type="button" className="button button--accent" disabled={busy} onClick={() => void onRedeem()}>
                Redeem gift
              </button>
              <noscript>
                <p className="gift-card__note">Redeeming needs JavaScript: please turn it on for this page.</p>
              </noscript>
            </>
          ) : (
            <div className="gift-card__signin">
              <p>{GIFT_MESSAGES.signIn} You’ll come right back here.</p>
              <a className="button button--accent" href={buildPath('ShowSignIn', {}, { query: { operation: 'register', redirect: back } })}>
                Sign up to redeem
              </a>
              <a className="button" href={buildPath('ShowSignIn', {}, { query: { operation: 'login', redirect: back } })}>
                Sign in
              </a>
            </div>
          )}
        </section>
      ) : (
        !canonical && (
          <>
            <h1 className="gift-page__title">Redeem your gift membership</h1>
            <p className="gift-page__lede">Enter the code from your gift email. Letters and digits are enough; dashes and case don’t matter.</p>
            <form className="gift-form gift-form--code" method="get" action={buildPath('ShowRedeem')} onSubmit={onLookUp} noValidate>
              <label className="gift-form__label" htmlFor="gift-code">
                Gift code
              </label>
              <input
                id="gift-code"
                name="giftCode"
                className="gift-form__input gift-form__code"
                autoComplete="off"
                spellCheck={false}
                placeholder="ABCD-EFGH-JKMN-PQRS"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              {error && (
                <p className="gift-form__error" role="alert">
                  {error}
                </p>
              )}
              <div className="gift-form__buttons">
                <button type="submit" className="button button--accent">
                  Continue
                </button>
              </div>
            </form>
          </>
        )
      )}
      <p className="gift-page__aside">
        Want to give one? <Link to={buildPath('ShowGift')}>Gift a membership</Link>.
      </p>
    </div>
  );
}
