import { useEffect } from 'react';
import { buildPath } from '../../../shared/routes';
import {
  meterBannerText,
  PAYWALL_SPENT_TEXT,
  PAYWALL_TITLE,
  signedOutMeterText,
  UPSELL_DIMENSIONS,
  upsellHref,
  type MeterState,
} from '../../../shared/validation/meter';
import { useQuery } from '../../data';
import { MemberStar } from '../PostCard/PostCard';
import { MeteringInfoQuery } from './meter-operations';
import { countStoryPage } from './viewing-counters';
import './meter.css';

/** Above a story read on the meter: what is left this month, and the way to membership. */
export function MeterBanner({ postId }: { postId: string }) {
  const { data, refetch } = useQuery(MeteringInfoQuery, { variables: {} });
  const info = data?.viewer?.meteringInfo;
  const stale = info != null && !info.postIds.includes(postId);
  // Kept from an earlier page (or asked beside the read itself): ask again once this story is counted.
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, postId, refetch]);
  if (!info) return null;
  return (
    <aside className="meter-banner" aria-label="Member-only stories this month" data-testid="meter-banner">
      <p className="meter-banner__text">
        <MemberStar /> {meterBannerText(info, postId)}
      </p>
      <a className="meter-banner__link" href={upsellHref('upgrade_membership', UPSELL_DIMENSIONS.meterBanner, { postId })}>
        Upgrade
      </a>
    </aside>
  );
}

interface PaywallProps {
  postId: string;
  signedIn: boolean;
  /** The allowance of a signed-in non-member (for the signed-out prompt); 0 when metering is off. */
  freeStoriesPerMonth: number;
  currentPath: string;
}

/** Where a locked story's preview ends for readers without access. */
export function Paywall({ postId, signedIn, freeStoriesPerMonth, currentPath }: PaywallProps) {
  return (
    <aside className="paywall" data-testid="paywall">
      <p className="paywall__star">
        <MemberStar />
      </p>
      <h2>{PAYWALL_TITLE}</h2>
      {signedIn ? (
        <>
          <p>{freeStoriesPerMonth > 0 ? PAYWALL_SPENT_TEXT : 'Become a member to read it, and support the writers you read most.'}</p>
          <a className="button button--dark" href={upsellHref('upgrade_membership', UPSELL_DIMENSIONS.paywall, { postId })}>
            Upgrade
          </a>
        </>
      ) : (
        <>
          <p>{signedOutMeterText(freeStoriesPerMonth)}</p>
          <div className="paywall__actions">
            <a className="button button--dark" href={upsellHref('upgrade_membership', UPSELL_DIMENSIONS.signedOutPaywall, { postId })}>
              Become a member
            </a>
            <a className="button" href={buildPath('ShowSignIn', {}, { query: { redirect: currentPath } })}>
              Sign in
            </a>
          </div>
        </>
      )}
    </aside>
  );
}

/** For members: pass a membership on. */
export function GiftMembershipLink({ postId }: { postId: string }) {
  return (
    <p className="meter-gift">
      <a href={upsellHref('gift_membership', UPSELL_DIMENSIONS.gift, { postId })}>Gift a membership</a>
    </p>
  );
}

/** Counts this story in the browser's viewing counters, once per story page shown (the page's first by the boot script). */
export function ViewingCounter({ postId, meterState }: { postId: string; meterState: MeterState }) {
  useEffect(() => countStoryPage(postId, meterState), [postId, meterState]);
  return null;
}
