import { pluralWord } from '../../../shared/format/intl';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../data';
import { buildPath } from '../../../shared/routes';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import type { StatsStoryFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { DailyChart } from './DailyChart';
import { FollowerGrowth } from './FollowerGrowth';
import { SubscriptionsTab } from './SubscriptionsTab';
import { AudienceStatsQuery, StatsStoriesQuery, ViewStatsQuery } from './stats-operations';
import { countLabel, PER_DAY_NOTE, PERIOD_TOTALS_NOTE, READS_NOTE, storyFacts, visibilityLabel } from './stats-format';
import './stats.css';

export const AUDIENCE_DAYS = 30;
const TRY_AGAIN = 'That didn’t work. Please try again.';

type Tab = 'stories' | 'audience' | 'subscriptions';
const TABS: { key: Tab; label: string; route: 'ShowStoriesStats' | 'ShowAudienceStats' | 'ShowSubscriptionStats' }[] = [
  { key: 'stories', label: 'Stories', route: 'ShowStoriesStats' },
  { key: 'audience', label: 'Audience', route: 'ShowAudienceStats' },
  { key: 'subscriptions', label: 'Subscriptions', route: 'ShowSubscriptionStats' },
];

/** /me/stats (the Stories tab), /me/stats/stories, /me/stats/audience and /me/stats/subscriptions: the writer's own numbers. */
export default function StatsPage({ route }: PageProps) {
  const tab: Tab = route.name === 'ShowAudienceStats' ? 'audience' : route.name === 'ShowSubscriptionStats' ? 'subscriptions' : 'stories';
  const { productName } = useShell();
  useHead({ title: `Stats – ${productName}`, robots: 'noindex' });
  return (
    <div className="stats">
      <h1 className="stats__title">Stats</h1>
      <nav aria-label="Stats">
        <ul className="stats__tabs">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link className="stats__tab" to={buildPath(t.route)} aria-current={t.key === tab ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'stories' ? <StoriesTab /> : tab === 'audience' ? <AudienceTab /> : <SubscriptionsTab days={AUDIENCE_DAYS} />}
    </div>
  );
}

function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p role="alert" className="stats__error">
      We couldn’t load your {what}.{' '}
      <button type="button" className="button button--outline" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

function StoriesTab() {
  const { showToast } = useToasts();
  const { data, error, fetchMore, refetch } = useQuery(StatsStoriesQuery, { variables: { days: AUDIENCE_DAYS }, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  if (error && !data) return <LoadError what="stories" retry={() => void refetch()} />;
  if (!data) return null;
  const stories = data.viewerStatsStories.posts;
  const next = data.viewerStatsStories.pagingInfo.next;

  async function showMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to }, days: AUDIENCE_DAYS },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          viewerStatsStories: {
            ...fetchMoreResult.viewerStatsStories,
            posts: [...previous.viewerStatsStories.posts, ...fetchMoreResult.viewerStatsStories.posts],
          },
        }),
      });
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section aria-label="Stories">
      <p className="stats__summary">
        <strong>{countLabel(data.viewerPublishedStoryCount, 'published story', 'published stories')}</strong>
      </p>
      {stories.length > 0 && <ViewsOverview />}
      {stories.length === 0 ? (
        <div className="stats__empty">
          <p>You haven’t published a story yet. When you do, it will be listed here.</p>
          <Link className="button button--dark" to={buildPath('ShowNewStory')}>
            Write a story
          </Link>
        </div>
      ) : (
        <ul className="stats__list">
          {stories.map((story) => (
            <StoryRow key={story.id} story={story} />
          ))}
        </ul>
      )}
      {next && (
        <button type="button" className="button button--outline stats__more" onClick={() => void showMore()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more stories'}
        </button>
      )}
    </section>
  );
}

function ViewsOverview() {
  const { data, error, refetch } = useQuery(ViewStatsQuery, { variables: { days: AUDIENCE_DAYS }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <LoadError what="views and reads" retry={() => void refetch()} />;
  if (!data) return null;
  const stats = data.viewerViewStats;
  return (
    <section className="stats__overview" aria-labelledby="stats-views-title">
      <h2 id="stats-views-title" className="stats__subtitle">
        Last {AUDIENCE_DAYS} days
      </h2>
      <div className="stats__figures">
        <div className="stats__figure">
          <p className="stats__number">{stats.viewsInPeriod.toLocaleString('en-US')}</p>
          <p className="stats__label">{pluralWord(stats.viewsInPeriod, 'View', 'Views')}</p>
        </div>
        <div className="stats__figure">
          <p className="stats__number">{stats.readsInPeriod.toLocaleString('en-US')}</p>
          <p className="stats__label">{pluralWord(stats.readsInPeriod, 'Read', 'Reads')}</p>
        </div>
      </div>
      <DailyChart
        title="Views and reads per day"
        series={[
          { name: 'Views', one: 'view', many: 'views', days: stats.viewsPerDay },
          { name: 'Reads', one: 'read', many: 'reads', days: stats.readsPerDay },
        ]}
      />
      <p className="stats__note">
        {READS_NOTE} {PER_DAY_NOTE} {PERIOD_TOTALS_NOTE}
      </p>
    </section>
  );
}

type StoryWithCounts = StatsStoryFragment & { viewerStats?: { views: number; reads: number } | null };

function StoryRow({ story }: { story: StoryWithCounts }) {
  const storyHref = useSiteHref(story.mediumUrl);
  const visibility = visibilityLabel(story.visibility);
  const counts = story.viewerStats ?? { views: 0, reads: 0 };
  return (
    <li className="stats-story">
      <div className="stats-story__text">
        <h2 className="stats-story__title">
          <Link to={storyHref}>{story.title || 'Untitled story'}</Link>
        </h2>
        <p className="stats-story__facts">
          {[...storyFacts(story), ...(story.collection ? [`In ${story.collection.name}`] : []), ...(visibility ? [visibility] : [])].map((fact, i) => (
            // The separator sits between the facts, so a long line wraps there and never inside one.
            <Fragment key={fact}>
              {i > 0 && ' · '}
              <span className="stats-story__fact">{fact}</span>
            </Fragment>
          ))}
        </p>
      </div>
      <dl className="stats-story__numbers">
        <div>
          <dt>{pluralWord(counts.views, 'View', 'Views')}</dt>
          <dd>{counts.views.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>{pluralWord(counts.reads, 'Read', 'Reads')}</dt>
          <dd>{counts.reads.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <Link className="stats-story__details" to={buildPath('ShowPostStats', { postId: story.id })} aria-label={`Details: ${story.title || 'Untitled story'}`}>
        Details
      </Link>
    </li>
  );
}

function AudienceTab() {
  const { data, error, refetch } = useQuery(AudienceStatsQuery, { variables: { days: AUDIENCE_DAYS }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <LoadError what="audience" retry={() => void refetch()} />;
  if (!data) return null;
  const stats = data.viewerAudienceStats;
  return (
    <section aria-label="Audience">
      <FollowerGrowth stats={stats} days={AUDIENCE_DAYS} />
      <p className="stats__note">
        Counts the people who follow you now, on the day they started (days in UTC).
      </p>
    </section>
  );
}
