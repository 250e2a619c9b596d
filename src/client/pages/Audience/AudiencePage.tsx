import { Link } from 'react-router';
import { pluralWord } from '../../../shared/format/intl';
import { buildPath } from '../../../shared/routes';
import { SUBSCRIBER_LIST_LIMIT, RECENT_SUBSCRIBERS } from '../../../shared/validation/audience';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { FollowerGrowth } from '../Stats/FollowerGrowth';
import { AudienceStatsQuery } from '../Stats/stats-operations';
import { UserAudienceQuery } from './audience-operations';
import { SubscriberGrowth } from './SubscriberGrowth';
import { SubscriberList } from './SubscriberList';
import '../Stats/stats.css';
import './audience.css';

const DAYS = 30;
type Tab = 'overview' | 'subscribers' | 'followers';
const DETAILS: Record<string, Tab> = { subscribers: 'subscribers', followers: 'followers' };

/**
 * /@{username}/audience and /@{username}/audience/{subscribers|followers}: the writer's own audience (email
 * subscribers and followers, and their growth by day). Anyone else, signed in or not, gets the not-found page.
 */
export default function AudiencePage({ params, route }: PageProps) {
  const username = params.username ?? '';
  const tab: Tab | undefined = route.name === 'ShowUserAudienceDetails' ? DETAILS[params.details ?? ''] : 'overview';
  const { productName } = useShell();
  useHead({ title: `Audience – ${productName}`, robots: 'noindex' });
  const limit = tab === 'subscribers' ? SUBSCRIBER_LIST_LIMIT : RECENT_SUBSCRIBERS;
  const { data, error, refetch } = useQuery(UserAudienceQuery, { variables: { username, days: DAYS, limit }, skip: !tab, fetchPolicy: 'cache-and-network' });
  const result = data?.userAudience;
  if (!tab || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error && !data) {
    return (
      <div className="stats">
        <h1 className="stats__title">Audience</h1>
        <p role="alert" className="stats__error">
          We couldn’t load your audience.{' '}
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (result?.__typename !== 'UserAudience') return null;
  const tabs: { key: Tab; label: string; to: string }[] = [
    { key: 'overview', label: 'Overview', to: buildPath('ShowUserAudience', { username }) },
    { key: 'subscribers', label: 'Subscribers', to: buildPath('ShowUserAudienceDetails', { username, details: 'subscribers' }) },
    { key: 'followers', label: 'Followers', to: buildPath('ShowUserAudienceDetails', { username, details: 'followers' }) },
  ];
  const newsletterId = result.subscriberStats.newsletter?.id ?? null;
  return (
    <div className="stats audience">
      <h1 className="stats__title">Audience</h1>
      <nav aria-label="Audience">
        <ul className="stats__tabs">
          {tabs.map((t) => (
            <li key={t.key}>
              <Link className="stats__tab" to={t.to} aria-current={t.key === tab ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Actions newsletterId={newsletterId} />
      {tab === 'overview' && (
        <>
          <SubscriberGrowth stats={result.subscriberStats} days={DAYS} />
          <Followers />
          <SubscriberList title="Recent subscribers" subscribers={result.recentSubscribers} more={result.subscriberStats.subscriberCount > result.recentSubscribers.length ? tabs[1]!.to : null} />
        </>
      )}
      {tab === 'subscribers' && (
        <SubscriberList
          title={`${result.subscriberStats.subscriberCount.toLocaleString('en-US')} ${pluralWord(result.subscriberStats.subscriberCount, 'subscriber', 'subscribers')}`}
          subscribers={result.recentSubscribers}
          more={null}
          note={result.subscriberStats.subscriberCount > result.recentSubscribers.length ? `The ${SUBSCRIBER_LIST_LIMIT} most recent are listed; the export has everyone.` : null}
        />
      )}
      {tab === 'followers' && <Followers />}
    </div>
  );
}

function Actions({ newsletterId }: { newsletterId: string | null }) {
  return (
    <p className="audience__actions">
      <Link className="button button--dark" to={buildPath('ShowImportSubscribers')}>
        Import subscribers
      </Link>
      {newsletterId && (
        <>
          <a className="button button--outline" href={buildPath('ExportNewsletterSubscribers', { newsletterV3Id: newsletterId })} download>
            Export as CSV
          </a>
          <Link className="audience__link" to={buildPath('ShowNewsletterStats', { newsletterV3Id: newsletterId })}>
            Newsletter stats
          </Link>
        </>
      )}
    </p>
  );
}

function Followers() {
  const { data } = useQuery(AudienceStatsQuery, { variables: { days: DAYS }, fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const stats = data.viewerAudienceStats;
  return (
    <section className="stats__overview" aria-label="Followers">
      <FollowerGrowth stats={stats} days={DAYS} />
    </section>
  );
}
