import { FEED_PAGE_SIZE } from '../../../shared/feeds';
import { useQuery } from '../../data';
import { PostCard } from '../../components/PostCard/PostCard';
import { useShell } from '../../shell/shell-context';
import { FeedPager } from './FeedPager';
import { RecommendedTopics, StaffPicks } from './HomeAside';
import { HomeLatestQuery, HomeTrendingQuery } from './home-operations';
import type { HomeStart } from './home-links';
import { StoryLine } from './StoryLine';

const TRENDING_SHOWN = 6;

/** The signed-out home (one cached copy for everyone): the hero, what is trending, the newest stories, staff picks and topics. */
export function SignedOutHome({ start }: { start: HomeStart }) {
  const { productName } = useShell();
  return (
    <div className="home home--signed-out">
      <section className="home__hero">
        <h1 className="home__headline">Human stories &amp; ideas</h1>
        <p className="home__lede">A place to read, write, and deepen your understanding.</p>
      </section>
      {!start.to && <Trending productName={productName} />}
      <div className="home__columns">
        <div className="home__main">
          <LatestStories start={start} />
        </div>
        <aside className="home__aside" aria-label="Discover more">
          <StaffPicks />
          <RecommendedTopics heading="Discover more of what matters to you" />
        </aside>
      </div>
    </div>
  );
}

function Trending({ productName }: { productName: string }) {
  const posts = useQuery(HomeTrendingQuery, { variables: { paging: { limit: TRENDING_SHOWN } } }).data?.trendingPosts.posts;
  if (!posts || posts.length === 0) return null;
  return (
    <section className="home-trending" aria-labelledby="home-trending">
      <h2 id="home-trending" className="home-trending__heading">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 17l6-6 4 4 8-8M15 7h6v6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Trending on {productName}
      </h2>
      <ol className="home-trending__list">
        {posts.map((post, index) => (
          <li key={post.id} className="home-trending__item">
            <span className="home-trending__rank" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <StoryLine post={post} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function LatestStories({ start }: { start: HomeStart }) {
  const { data, fetchMore } = useQuery(HomeLatestQuery, { variables: { paging: { limit: FEED_PAGE_SIZE, to: start.to } } });
  const connection = data?.latestPostsConnection;
  if (!connection) return null;
  return (
    <section className="home__feed" aria-labelledby="home-latest">
      <h2 id="home-latest" className="home__section-heading">
        Latest stories
      </h2>
      {connection.posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {connection.posts.length === 0 && <p className="home__empty">No stories yet. Be the first to write one.</p>}
      <FeedPager
        tab="for-you"
        pagingInfo={connection.pagingInfo}
        onMore={(to) =>
          fetchMore({
            variables: { paging: { limit: FEED_PAGE_SIZE, to } },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              latestPostsConnection: {
                ...fetchMoreResult.latestPostsConnection,
                posts: [...previous.latestPostsConnection.posts, ...fetchMoreResult.latestPostsConnection.posts],
              },
            }),
          })
        }
      />
    </section>
  );
}
