import { Link } from 'react-router';
import { pluralWord } from '../../../shared/format/intl';
import { buildPath } from '../../../shared/routes';
import { SUBSCRIBER_LIST_LIMIT } from '../../../shared/validation/audience';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { NewsletterAudienceQuery } from './audience-operations';
import { SubscriberGrowth } from './SubscriberGrowth';
import { SubscriberList } from './SubscriberList';
import '../Stats/stats.css';
import './audience.css';

const DAYS = 30;

/**
 * /newsletters/{id}/subscribers: a newsletter's subscribers (count, growth by day, the most recent, export and
 * import), for those who manage it: a publication's editors for its newsletter, the writer for their own. Anyone
 * else, signed in or not, gets the not-found page.
 */
export default function NewsletterSubscribersPage({ params }: PageProps) {
  const newsletterV3Id = params.newsletterV3Id ?? '';
  const { productName } = useShell();
  useHead({ title: `Subscribers – ${productName}`, robots: 'noindex' });
  const { data, error, refetch } = useQuery(NewsletterAudienceQuery, { variables: { newsletterV3Id, days: DAYS, limit: SUBSCRIBER_LIST_LIMIT }, fetchPolicy: 'cache-and-network' });
  const result = data?.newsletterV3Audience;
  if (result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error && !data) {
    return (
      <div className="stats">
        <h1 className="stats__title">Subscribers</h1>
        <p role="alert" className="stats__error">
          We couldn’t load the subscribers.{' '}
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (result?.__typename !== 'NewsletterV3Audience') return null;
  const { newsletter, subscriberStats: stats, recentSubscribers } = result;
  const collection = newsletter.collection;
  const count = stats.subscriberCount;
  return (
    <div className="stats audience">
      <p className="stats__back">
        {collection ? (
          <a href={buildPath('ShowCollectionNewNewsletter', { collectionSlug: collection.slug })}>← {newsletter.name}</a>
        ) : (
          <Link to={buildPath('ShowSubscriptionStats')}>← Subscriptions</Link>
        )}
      </p>
      <h1 className="stats__title">Subscribers</h1>
      <p className="stats__summary">{collection ? `${newsletter.name}, the newsletter of ${collection.name}.` : newsletter.name}</p>
      <p className="audience__actions">
        <Link className="button button--dark" to={buildPath('ShowNewsletterImportSubscribers', { newsletterV3Id: newsletter.id })}>
          Import subscribers
        </Link>
        <a className="button button--outline" href={buildPath('ExportNewsletterSubscribers', { newsletterV3Id: newsletter.id })} download>
          Export as CSV
        </a>
        <Link className="audience__link" to={buildPath('ShowNewsletterStats', { newsletterV3Id: newsletter.id })}>
          Newsletter stats
        </Link>
      </p>
      <SubscriberGrowth stats={stats} days={DAYS} />
      <SubscriberList
        title={`${count.toLocaleString('en-US')} ${pluralWord(count, 'subscriber', 'subscribers')}`}
        subscribers={recentSubscribers}
        more={null}
        note={count > recentSubscribers.length ? `The ${SUBSCRIBER_LIST_LIMIT} most recent are listed; the export has everyone.` : null}
        empty={collection ? 'No subscribers yet. Readers subscribe from the newsletter’s page, or you can import a list you already have.' : undefined}
      />
    </div>
  );
}
