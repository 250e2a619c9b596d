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
import { nextPageHref, pageStart, RankedStories } from './RankedStories';
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
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.topStories.posts.map((p) => p.id));
          const added = fetchMoreResult.topStories.posts.filter((p) => !seen.has(p.id));
          return { ...fetchMoreResult, topStories: { ...fetchMoreResult.topStories, posts: [...previous.topStories.posts, ...added] } };
        },
      }),
    );
  }

  return (
    <div className="ranking-page" data-testid="top-stories-page">
      <header className="ranking-page__head">
        <h1 className="ranking-page__title">{heading}</h1>
        <p className="ranking-page__lede">The stories readers clapped for most, {period.label.toLowerCase()}.</p>
      </header>
      <nav className="ranking-page__tabs" aria-label="Top stories of">
        <ul>
          {TOP_PERIODS.map((p) => (
            <li key={p.name}>
              <Link to={periodPath(p.name)} className="ranking-page__tab" aria-current={p.name === period.name ? 'page' : undefined}>
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {to && (
        <p className="ranking-page__back">
          <Link to={path}>← Back to the top</Link>
        </p>
      )}
      {posts.length === 0 ? (
        <div className="ranking-page__empty">
          <p>No story has been clapped for {period.label.toLowerCase()} yet.</p>
          <p>
            <Link to={buildPath('ShowTrending')}>See what is trending</Link>
          </p>
        </div>
      ) : (
        <RankedStories
          posts={posts}
          firstRank={firstRank}
          label={heading}
          showCounts
          moreHref={next?.to ? nextPageHref(buildPath('ShowTopStories'), { period: period.name === DEFAULT_TOP_PERIOD ? undefined : period.name }, next.to, firstRank + posts.length + 1) : null}
          onMore={() => void showMore()}
          loadingMore={loadingMore}
        />
      )}
    </div>
  );
}
