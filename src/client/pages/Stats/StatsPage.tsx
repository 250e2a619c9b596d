import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../data';
import { buildPath } from '../../../shared/routes';
import { postPath } from '../../components/PostCard/PostCard';
import { useToasts } from '../../components/Toasts/toasts';
import type { StatsStoryFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { FollowersChart } from './FollowersChart';
import { AudienceStatsQuery, StatsStoriesQuery } from './stats-operations';
import { countLabel, NO_VIEWS_NOTE, storyFacts, visibilityLabel } from './stats-format';
import './stats.css';

export const AUDIENCE_DAYS = 30;
const TRY_AGAIN = 'That didn’t work. Please try again.';

type Tab = 'stories' | 'audience';
const TABS: { key: Tab; label: string; route: 'ShowStoriesStats' | 'ShowAudienceStats' }[] = [
  { key: 'stories', label: 'Stories', route: 'ShowStoriesStats' },
  { key: 'audience', label: 'Audience', route: 'ShowAudienceStats' },
];

/** /me/stats (the Stories tab), /me/stats/stories and /me/stats/audience: the writer's own numbers. */
export default function StatsPage({ route }: PageProps) {
  const tab: Tab = route.name === 'ShowAudienceStats' ? 'audience' : 'stories';
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
      {tab === 'stories' ? <StoriesTab /> : <AudienceTab />}
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
  const { data, error, fetchMore, refetch } = useQuery(StatsStoriesQuery, { variables: {}, fetchPolicy: 'cache-and-network' });
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
        variables: { paging: { limit: next.limit, to: next.to } },
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
      <p className="stats__note">{NO_VIEWS_NOTE}</p>
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

function StoryRow({ story }: { story: StatsStoryFragment }) {
  const visibility = visibilityLabel(story.visibility);
  return (
    <li className="stats-story">
      <div className="stats-story__text">
        <h2 className="stats-story__title">
          <Link to={postPath(story.mediumUrl)}>{story.title || 'Untitled story'}</Link>
        </h2>
        <p className="stats-story__facts">
          {[...storyFacts(story), ...(story.collection ? [`In ${story.collection.name}`] : []), ...(visibility ? [visibility] : [])].map((fact, i) => (
            <span key={fact} className="stats-story__fact">
              {i > 0 && ' · '}
              {fact}
            </span>
          ))}
        </p>
      </div>
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
      <div className="stats__figures">
        <div className="stats__figure">
          <p className="stats__number">{stats.followerCount.toLocaleString('en-US')}</p>
          <p className="stats__label">{stats.followerCount === 1 ? 'Follower' : 'Followers'}</p>
        </div>
        <div className="stats__figure">
          <p className="stats__number">{stats.newFollowersInPeriod > 0 ? `+${stats.newFollowersInPeriod.toLocaleString('en-US')}` : '0'}</p>
          <p className="stats__label">New in the last {AUDIENCE_DAYS} days</p>
        </div>
      </div>
      <h2 className="stats__subtitle">New followers per day</h2>
      <FollowersChart days={stats.newFollowersPerDay} />
      <p className="stats__note">
        Counts the people who follow you now, on the day they started (days in UTC). {NO_VIEWS_NOTE}
      </p>
    </section>
  );
}
