import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useMutation, useQuery } from '../../data';
import type { NewsletterStatsFieldsFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { NewsletterStatsQuery, SetNewsletterTrackingMutation } from './audience-operations';
import { NewsletterSends } from './NewsletterSends';
import '../Stats/stats.css';
import './audience.css';

/**
 * /newsletters/{id}/stats: each story and email the newsletter sent and what became of them, for its managers
 * alone (the writer, or the publication's editors; anyone else gets the not-found page). Opens and clicks appear only when the writer turns them on.
 */
export default function NewsletterStatsPage({ params }: PageProps) {
  const newsletterV3Id = params.newsletterV3Id ?? '';
  const { productName } = useShell();
  useHead({ title: `Newsletter stats – ${productName}`, robots: 'noindex' });
  const { data, error, refetch } = useQuery(NewsletterStatsQuery, { variables: { newsletterV3Id }, fetchPolicy: 'cache-and-network' });
  const result = data?.newsletterV3Stats;
  if (result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error && !data) {
    return (
      <div className="stats">
        <h1 className="stats__title">Newsletter stats</h1>
        <p role="alert" className="stats__error">
          We couldn’t load these stats.{' '}
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (result?.__typename !== 'NewsletterV3Stats') return null;
  return <Stats stats={result} />;
}

function Stats({ stats: initial }: { stats: NewsletterStatsFieldsFragment }) {
  const [setTracking, { loading }] = useMutation(SetNewsletterTrackingMutation);
  const [stats, setStats] = useState(initial);
  const [failed, setFailed] = useState(false);
  const { productName } = useShell();
  const tracking = stats.trackEngagement;

  async function toggle(enabled: boolean) {
    setFailed(false);
    try {
      const answer = (await setTracking({ variables: { newsletterV3Id: stats.id, enabled } })).data.setNewsletterV3Tracking;
      if (answer.__typename === 'NewsletterV3Stats') setStats(answer);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="stats audience">
      <p className="stats__back">
        <Link to={buildPath('ShowSubscriptionStats')}>← Subscriptions</Link>
      </p>
      <p className="stats__kicker">Newsletter stats</p>
      <h1 className="stats__title">{stats.newsletter.name}</h1>
      <p className="stats__summary">
        <strong>{stats.newsletter.subscriberCount.toLocaleString('en-US')}</strong> {stats.newsletter.subscriberCount === 1 ? 'subscriber' : 'subscribers'} ·{' '}
        <Link to={buildPath('ShowNewsletterSubscribers', { newsletterV3Id: stats.newsletter.id })}>See subscribers</Link>
      </p>
      <label className="audience__setting">
        <input type="checkbox" checked={tracking} disabled={loading} onChange={(e) => void toggle(e.currentTarget.checked)} />
        <span>
          <strong>Count opens and clicks</strong>
          <br />
          Off by default. When on, the emails sent from then on carry an invisible image and their button goes through {productName}, so this page can count the readers who opened each email and clicked through to the story.
        </span>
      </label>
      {failed && (
        <p role="alert" className="stats__error">
          That didn’t work. Please try again.
        </p>
      )}
      <NewsletterSends newsletterV3Id={stats.id} tracking={tracking} />
      <p className="stats__note">
        Sending: still going out. Sent: every subscriber was reached. Stopped: the mail server kept failing, so sending stopped until you resume it. Sent (the column): the subscribers the email went out to; a
        reader who also subscribes to the publication’s newsletter gets a story once, and is counted by the newsletter that sent it. Delivered: accepted by their mail server. Failed: not accepted after several
        tries. Bounced: refused for good; nothing is sent to that address again. Readers who unsubscribed before their turn are not counted as sent.
      </p>
    </div>
  );
}
