import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { Avatar } from '../../components/Avatar/Avatar';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { imageUrl } from '../../components/images';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { WelcomeMemberQuery, WelcomeStoriesQuery } from './membership-operations';
import { isCurrentMembership, membershipSentence } from './membership-status';
import './membership.css';

/** Waits between checks: quick at first (the webhook usually lands within a second), then further apart; then it stops. */
export const WELCOME_POLL_DELAYS_MS = [500, 1000, 1500, 2000, 3000, 5000, 5000, 8000, 8000, 10_000, 10_000, 15_000];

/**
 * /welcome-member, where Stripe Checkout sends the reader back. The payment is done, but the membership starts
 * when the webhook has been handled: until then the page says so and checks again with a growing delay.
 */
export default function WelcomeMemberPage(_props: PageProps) {
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  const { data, refetch } = useQuery(WelcomeMemberQuery, { fetchPolicy: 'network-only' });
  const stories = useQuery(WelcomeStoriesQuery, { ssr: false });
  const [attempt, setAttempt] = useState(0);
  useHead({ title: `Welcome, member – ${productName}` });

  const viewer = data?.viewer;
  const member = viewer?.mediumMemberAt != null && isCurrentMembership(data?.viewerMembership ?? { status: 'ACTIVE' });
  const gaveUp = attempt >= WELCOME_POLL_DELAYS_MS.length;

  useEffect(() => {
    if (!data || member || gaveUp) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setAttempt((n) => n + 1));
    }, WELCOME_POLL_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [data, member, gaveUp, attempt, refetch]);

  if (data && !viewer) {
    return (
      <div className="welcome">
        <h1 className="welcome__title">Welcome</h1>
        <p>
          <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowWelcomeMember') } })}>Sign in</a> to see your membership.
        </p>
      </div>
    );
  }

  const locked = stories.data?.latestPostsConnection.posts.find((p) => p.isLocked && p.creator.id !== viewer?.id);
  const firstName = viewer?.name.split(/\s+/)[0] ?? '';

  return (
    <div className="welcome" data-state={member ? 'member' : gaveUp ? 'slow' : 'waiting'}>
      {viewer && (
        <div className="welcome__portrait">
          <Avatar name={viewer.name} imageId={viewer.imageId} size={96} isMember={member} />
        </div>
      )}
      {member ? (
        <>
          <h1 className="welcome__title">Welcome to membership{firstName ? `, ${firstName}` : ''}.</h1>
          <p className="welcome__lede">
            Thank you for supporting the writers on {productName}. Every story is now yours to read in full, and your membership is shared with the
            writers you read.
          </p>
          {data?.viewerMembership && <p className="welcome__status">{membershipSentence(data.viewerMembership)}</p>}
          <div className="welcome__next">
            {locked && (
              <div className="welcome__story">
                <p className="welcome__label">Start with a member-only story</p>
                <Link className="welcome__story-link" to={siteHref(locked.mediumUrl)}>
                  <span className="welcome__story-text">
                    <span className="welcome__story-title">{locked.title || 'Untitled story'}</span>
                    {locked.subtitle && <span className="welcome__story-subtitle">{locked.subtitle}</span>}
                    <span className="welcome__story-meta">
                      <MemberStar /> {locked.creator.name}
                      {locked.collection ? ` in ${locked.collection.name}` : ''}
                    </span>
                  </span>
                  {locked.previewImage && <img className="welcome__story-image" src={imageUrl(locked.previewImage.id, 200)} alt="" width={96} height={96} />}
                </Link>
              </div>
            )}
            <p className="welcome__actions">
              <Link className="button button--dark" to={buildPath('ShowNewStory')}>
                Write a story
              </Link>
              <Link className="button button--outline" to="/">
                Start reading
              </Link>
              <Link className="button button--ghost" to={buildPath('ShowSettings', {}, { hash: 'membership' })}>
                Your membership
              </Link>
            </p>
          </div>
        </>
      ) : gaveUp ? (
        <>
          <h1 className="welcome__title">Thank you. We’re still setting up your membership.</h1>
          <p className="welcome__lede" role="status">
            Your payment has been received, but confirming it is taking longer than usual. Reload this page in a minute; if your membership still
            hasn’t started, you’ll find the payment in your <Link to={buildPath('ShowBillingHistory')}>billing history</Link>.
          </p>
        </>
      ) : (
        <>
          <h1 className="welcome__title">Thank you{firstName ? `, ${firstName}` : ''}!</h1>
          <p className="welcome__lede" role="status" aria-live="polite">
            <span className="welcome__spinner" aria-hidden="true" /> Your payment went through. We’re starting your membership; this takes a moment.
          </p>
        </>
      )}
    </div>
  );
}
