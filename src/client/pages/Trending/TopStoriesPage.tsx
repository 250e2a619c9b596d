import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { DEFAULT_TOP_PERIOD, TOP_PERIODS, topPeriod, type TopPeriod } from '../../../shared/trending';
import { GenericErrorPage } from '../../components/ErrorPages/ErrorPages';
import { useShowMore } from '../../components/ShowMore/use-show-more';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { nextPageHref, pageStart } from './RankedStories';
import { RankingPage, withMore } from './RankingPage';
import { isUnknownAddress } from './ranking-errors';
import { TopStoriesQuery } from './trending-operations';
import './trending.css';

const PAGE_SIZE = 10;

function periodPath(period: string): string {
  return buildPath('ShowTopStories', {}, { query: period === DEFAULT_TOP_PERIOD ? {} : { period } });
}

/** /top-stories: the most clapped stories of the week (or, with ?period=month, of the month). */
export default function TopStoriesPage(_props: PageProps) {
  const { search } = useLocation();
  const period = topPeriod(new URLSearchParams(search).get('period'));
  if (!period) return <NotFoundPage />;
  return <TopStoriesView period={period} search={search} />;
}

function TopStoriesView({ period, search }: { period: TopPeriod; search: string }) {
  const { productName } = useShell();
  const { to, firstRank } = pageStart(search);
  const { loadingMore, showMore: loadMore } = useShowMore();
  const { data, error, fetchMore } = useQuery(TopStoriesQuery, { variables: { period: period.name, paging: { limit: PAGE_SIZE, ...(to ? { to } : {}) } } });
  const heading = `Top stories on ${productName}`;
  useHead({
    title: heading,
    description: `The most clapped stories on ${productName} ${period.label.toLowerCase()}.`,
    robots: to ? 'noindex' : undefined,
  });

  if (!data) {
    if (!error) return null;
    return isUnknownAddress(error) ? <NotFoundPage /> : <GenericErrorPage />;
  }
  const { posts, pagingInfo } = data.topStories;
  const next = pagingInfo.next;
  const path = periodPath(period.name);

  function showMore() {
    const cursor = next?.to;
    if (!next || !cursor) return;
    return loadMore(() =>
      fetchMore({
        variables: { paging: { limit: next.limit, to: cursor } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          topStories: { ...fetchMoreResult.topStories, posts: withMore(previous.topStories.posts, fetchMoreResult.topStories.posts) },
        }),
      }),
    );
  }

  return (
    <RankingPage
      testId="top-stories-page"
      heading={heading}
      lede={<>The stories readers clapped for most, {period.label.toLowerCase()}.</>}
      tabsLabel="Top stories of"
      tabs={TOP_PERIODS.map((p) => ({ key: p.name, label: p.label, to: periodPath(p.name), current: p.name === period.name }))}
      backTo={to ? path : null}
      empty={
        <>
          <p>No story has been clapped for {period.label.toLowerCase()} yet.</p>
          <p>
            <Link to={buildPath('ShowTrending')}>See what is trending</Link>
          </p>
        </>
      }
      stories={{
        posts,
        firstRank,
        label: heading,
        showCounts: true,
        moreHref: next?.to ? nextPageHref(buildPath('ShowTopStories'), { period: period.name === DEFAULT_TOP_PERIOD ? undefined : period.name }, next.to, firstRank + posts.length + 1) : null,
        onMore: () => void showMore(),
        loadingMore,
      }}
    />
  );
}
