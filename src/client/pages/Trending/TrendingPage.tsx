import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { TRENDING_MODES, trendingMode, type TrendingMode } from '../../../shared/trending';
import { GenericErrorPage } from '../../components/ErrorPages/ErrorPages';
import { useShowMore } from '../../components/ShowMore/use-show-more';
import { skipToken, usePrefetch, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { nextPageHref, pageStart } from './RankedStories';
import { RankingPage, withMore } from './RankingPage';
import { isUnknownAddress } from './ranking-errors';
import { TrendingPostsQuery, TrendingTopicQuery, TrendingTopicsQuery } from './trending-operations';
import './trending.css';

export const TRENDING_PAGE_SIZE = 10;

function modePath(mode: string, topicSlug: string | null): string {
  return topicSlug ? buildPath('ShowTrendingModeTopic', { mode, topicSlug }) : buildPath('ShowTrendingMode', { mode });
}

/** /trending, /trending/mode/{mode} and /trending/mode/{mode}/topic/{topicSlug}. */
export default function TrendingPage({ params }: PageProps) {
  const mode = trendingMode(params.mode ?? null);
  if (!mode) return <NotFoundPage />;
  return <TrendingView mode={mode} topicSlug={params.topicSlug ?? null} path={params.mode ? modePath(mode.name, params.topicSlug ?? null) : buildPath('ShowTrending')} />;
}

function TrendingView({ mode, topicSlug, path }: { mode: TrendingMode; topicSlug: string | null; path: string }) {
  const { productName } = useShell();
  const { search } = useLocation();
  const { to, firstRank } = pageStart(search);
  const { loadingMore, showMore: loadMore } = useShowMore();
  const variables = { mode: mode.name, topicSlug, paging: { limit: TRENDING_PAGE_SIZE, ...(to ? { to } : {}) } };
  usePrefetch(TrendingTopicsQuery, {});
  usePrefetch(TrendingTopicQuery, { variables: { slug: topicSlug ?? '' }, skip: !topicSlug });
  const { data, error, fetchMore } = useQuery(TrendingPostsQuery, { variables });
  const topics = useQuery(TrendingTopicsQuery).data?.recommendedTopics ?? [];
  const topic = useQuery(TrendingTopicQuery, topicSlug ? { variables: { slug: topicSlug } } : skipToken).data?.topic ?? null;
  const heading = topic ? `Trending in ${topic.name}` : `Trending on ${productName}`;
  useHead({
    title: topic ? `${heading} – ${productName}` : heading,
    description: `The stories readers on ${productName} are reading, clapping for and responding to${topic ? ` in ${topic.name}` : ''}.`,
    robots: to ? 'noindex' : undefined,
  });

  if (!data) {
    if (!error) return null;
    return isUnknownAddress(error) ? <NotFoundPage /> : <GenericErrorPage />;
  }
  const { posts, pagingInfo } = data.trendingPosts;
  const next = pagingInfo.next;

  function showMore() {
    const cursor = next?.to;
    if (!next || !cursor) return;
    return loadMore(() =>
      fetchMore({
        variables: { paging: { limit: next.limit, to: cursor } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          trendingPosts: { ...fetchMoreResult.trendingPosts, posts: withMore(previous.trendingPosts.posts, fetchMoreResult.trendingPosts.posts) },
        }),
      }),
    );
  }

  const chips = topic && !topics.some((t) => t.slug === topic.slug) ? [topic, ...topics] : topics;
  return (
    <RankingPage
      testId="trending-page"
      heading={heading}
      lede="What readers are reading, clapping for and responding to, with the newest activity counting most."
      tabsLabel="Trending over"
      tabs={TRENDING_MODES.map((m) => ({ key: m.name, label: m.label, to: modePath(m.name, topicSlug), current: m.name === mode.name }))}
      below={
        chips.length > 0 && (
          <nav className="ranking-page__topics" aria-label="Topics">
            <Link to={modePath(mode.name, null)} className="ranking-page__chip" aria-current={topicSlug ? undefined : 'page'}>
              All topics
            </Link>
            {chips.map((t) => (
              <Link key={t.id} to={modePath(mode.name, t.slug)} className="ranking-page__chip" aria-current={t.slug === topicSlug ? 'page' : undefined}>
                {t.name}
              </Link>
            ))}
          </nav>
        )
      }
      backTo={to ? path : null}
      empty={
        <>
          <p>
            Nothing is trending {topic ? `in ${topic.name} ` : ''}
            {mode.name === 'today' ? 'today' : `this ${mode.name}`} yet. Stories rise here as readers read, clap for and respond to them.
          </p>
          <p>
            <Link to={buildPath('ShowTopStories')}>See the top stories</Link>
          </p>
        </>
      }
      stories={{
        posts,
        firstRank,
        label: heading,
        moreHref: next?.to ? nextPageHref(path, {}, next.to, firstRank + posts.length + 1) : null,
        onMore: () => void showMore(),
        loadingMore,
      }}
    />
  );
}
