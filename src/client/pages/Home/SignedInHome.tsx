import { Link } from 'react-router';
import { FEED_PAGE_SIZE } from '../../../shared/feeds';
import { useQuery } from '../../data';
import { Greeting } from '../../components/Greeting/Greeting';
import { MetabarViewerQuery } from '../../components/Metabar/metabar-operations';
import { FeedItem } from './FeedItem';
import { FeedPager } from './FeedPager';
import { RecommendedTopics, WhoToFollow } from './HomeAside';
import { homeHref } from './home-links';
import { HomeFollowingQuery, HomeForYouQuery } from './home-operations';
import type { HomeStart, HomeTab } from './home-links';

const TABS: { key: HomeTab; label: string }[] = [
  { key: 'for-you', label: 'For you' },
  { key: 'following', label: 'Following' },
];

/** The signed-in home: For you and Following as tabs (links, so they work without JavaScript), and the aside on wide screens. */
export function SignedInHome({ tab, start }: { tab: HomeTab; start: HomeStart }) {
  // The navigation bar's query (already loaded with the page): the heading greets the reader.
  const viewerName = useQuery(MetabarViewerQuery).data?.viewer?.name;
  return (
    <div className="home home--signed-in">
      <div className="home__main">
        {viewerName && <Greeting name={viewerName} />}
        <nav aria-label="Feeds" className="home-tabs">
          {TABS.map((t) => (
            <Link key={t.key} to={homeHref(t.key)} className="home-tabs__tab" aria-current={t.key === tab ? 'page' : undefined}>
              {t.label}
            </Link>
          ))}
        </nav>
        {tab === 'following' ? <FollowingFeed start={start} /> : <ForYouFeed start={start} />}
      </div>
      <aside className="home__aside" aria-label="Recommendations">
        <WhoToFollow />
        <RecommendedTopics heading="Recommended topics" afterFirstPaint />
      </aside>
    </div>
  );
}

function FeedMessage({ children }: { children: React.ReactNode }) {
  return <p className="home__empty">{children}</p>;
}

function ForYouFeed({ start }: { start: HomeStart }) {
  const { data, loading, fetchMore } = useQuery(HomeForYouQuery, {
    variables: { paging: { limit: FEED_PAGE_SIZE, ...start } },
    fetchPolicy: 'cache-and-network',
  });
  const feed = data?.forYouFeed;
  if (!feed) return loading ? null : <FeedMessage>We couldn’t load your feed. Please reload the page.</FeedMessage>;
  const shownIds = feed.items.map((item) => item.post.id);
  return (
    <section aria-label="For you" className="home__feed">
      {feed.items.map((item) => (
        <FeedItem key={item.post.id} post={item.post} reason={item.reason} canShowLess />
      ))}
      {feed.items.length === 0 && (
        <FeedMessage>
          Nothing here yet. Follow writers, publications and <Link to="/topics">topics</Link> to shape what you see.
        </FeedMessage>
      )}
      <FeedPager
        tab="for-you"
        pagingInfo={feed.pagingInfo}
        onMore={(to) =>
          fetchMore({
            // The list may have been computed again since the first page: what is on screen is not repeated.
            variables: { paging: { limit: FEED_PAGE_SIZE, to, ignoredIds: shownIds } },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              forYouFeed: {
                ...fetchMoreResult.forYouFeed,
                items: [...previous.forYouFeed.items, ...fetchMoreResult.forYouFeed.items],
                pagingInfo: { ...fetchMoreResult.forYouFeed.pagingInfo, previous: previous.forYouFeed.pagingInfo.previous },
              },
            }),
          })
        }
      />
    </section>
  );
}

function FollowingFeed({ start }: { start: HomeStart }) {
  const { data, loading, fetchMore } = useQuery(HomeFollowingQuery, {
    variables: { paging: { limit: FEED_PAGE_SIZE, ...start } },
    fetchPolicy: 'cache-and-network',
  });
  const feed = data?.followingFeed;
  if (!feed) return loading ? null : <FeedMessage>We couldn’t load your feed. Please reload the page.</FeedMessage>;
  return (
    <section aria-label="Following" className="home__feed">
      {feed.items.map((item) => (
        <FeedItem key={item.post.id} post={item.post} canShowLess={false} />
      ))}
      {feed.items.length === 0 && (
        <FeedMessage>Stories from the writers and publications you follow will show up here.</FeedMessage>
      )}
      <FeedPager
        tab="following"
        pagingInfo={feed.pagingInfo}
        onMore={(to) =>
          fetchMore({
            variables: { paging: { limit: FEED_PAGE_SIZE, to } },
            updateQuery: (previous, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              followingFeed: {
                ...fetchMoreResult.followingFeed,
                items: [...previous.followingFeed.items, ...fetchMoreResult.followingFeed.items],
                pagingInfo: { ...fetchMoreResult.followingFeed.pagingInfo, previous: previous.followingFeed.pagingInfo.previous },
              },
            }),
          })
        }
      />
    </section>
  );
}
