import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { useMutation, useQuery } from '../../data';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import type { NewsletterStatsFieldsFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { NewsletterStatsQuery, SetNewsletterTrackingMutation } from './audience-operations';
import '../Stats/stats.css';
import './audience.css';

/**
 * /newsletters/{id}/stats: each story the newsletter sent and what became of its emails, for the writer alone
 * (anyone else gets the not-found page). Opens and clicks appear only when the writer turns them on.
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
  const siteHref = useSiteHrefs();
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
      {stats.sends.length === 0 ? (
        <p className="stats__empty">Nothing has been sent yet. When you publish a story, your subscribers get it by email, and it is counted here.</p>
      ) : (
        <div className="audience__table-wrap">
          <table className="audience__table">
            <caption className="visually-hidden">Emails sent, per story</caption>
            <thead>
              <tr>
                <th scope="col">Story</th>
                <th scope="col">Sent</th>
                <th scope="col">Delivered</th>
                <th scope="col">Failed</th>
                <th scope="col">Bounced</th>
                {tracking && <th scope="col">Opens</th>}
                {tracking && <th scope="col">Clicks</th>}
              </tr>
            </thead>
            <tbody>
              {stats.sends.map((send) => (
                <tr key={send.id}>
                  <td>
                    {send.post ? <Link to={siteHref(send.post.mediumUrl)}>{send.post.title || 'Untitled story'}</Link> : 'A deleted story'}
                    <br />
                    <span className="audience__when">{formatDate(send.sentAt)}</span>
                  </td>
                  <td>{send.recipients.toLocaleString('en-US')}</td>
                  <td>{send.delivered.toLocaleString('en-US')}</td>
                  <td>{send.failed.toLocaleString('en-US')}</td>
                  <td>{send.bounced.toLocaleString('en-US')}</td>
                  {tracking && <td>{(send.opens ?? 0).toLocaleString('en-US')}</td>}
                  {tracking && <td>{(send.clicks ?? 0).toLocaleString('en-US')}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="stats__note">
        Sent: the subscribers the story went out to. Delivered: accepted by their mail server. Failed: not accepted after several tries. Bounced: refused for good; nothing is sent to that address again. Readers who
        unsubscribed before their turn are not counted as sent.
      </p>
    </div>
  );
}
