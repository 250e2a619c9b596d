import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { SubscriptionStatsQuery } from '../Audience/audience-operations';
import { SubscriberGrowth } from '../Audience/SubscriberGrowth';
import '../Audience/audience.css';

/** /me/stats/subscriptions: the writer's email subscribers over time, and where to import, export and see sends. */
export function SubscriptionsTab({ days }: { days: number }) {
  const { data, error, refetch } = useQuery(SubscriptionStatsQuery, { variables: { days }, fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <p role="alert" className="stats__error">
        We couldn’t load your subscriptions.{' '}
        <button type="button" className="button button--outline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!data) return null;
  const stats = data.viewerSubscriberStats;
  const newsletterId = stats.newsletter?.id ?? null;
  const viewer = data.viewer;
  return (
    <section aria-label="Subscriptions">
      <p className="audience__actions">
        <Link className="button button--dark" to={buildPath('ShowImportSubscribers')}>
          Import subscribers
        </Link>
        {newsletterId && (
          <a className="button button--outline" href={buildPath('ExportNewsletterSubscribers', { newsletterV3Id: newsletterId })} download>
            Export as CSV
          </a>
        )}
        {newsletterId && (
          <Link className="audience__link" to={buildPath('ShowNewsletterStats', { newsletterV3Id: newsletterId })}>
            Emails sent
          </Link>
        )}
        {viewer?.username && (
          <Link className="audience__link" to={buildPath('ShowUserAudience', { username: viewer.username })}>
            Your audience
          </Link>
        )}
      </p>
      <SubscriberGrowth stats={stats} days={days} />
    </section>
  );
}
