import { skipToken, useQuery } from '../../data';
import { useState } from 'react';
import { Greeting } from '../../components/Greeting/Greeting';
import { MetabarViewerQuery } from '../../components/Metabar/metabar-operations';
import { PostCard } from '../../components/PostCard/PostCard';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import './home.css';

export const RETRYABLE_ERROR_MESSAGE = 'An error occured. Please try again or contact our support team for help.';
export const HOME_PAGE_SIZE = 10;

const HomeFeedQuery = graphql(`
  query HomeFeed($paging: PagingOptions) {
    latestPostsConnection(paging: $paging) {
      posts {
        ...PostCard
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
`);

export default function HomePage() {
  const { productName, session } = useShell();
  // The navigation bar's query (already loaded with the page): the signed-in heading greets the reader.
  const viewerName = useQuery(MetabarViewerQuery, session.isLoggedInCookie ? {} : skipToken).data?.viewer?.name;
  const { showToast } = useToasts();
  const [loadingMore, setLoadingMore] = useState(false);
  useHead({
    title: `${productName} – Where good ideas find you`,
    description: 'Read and share stories from writers on any topic.',
  });
  const { data, fetchMore } = useQuery(HomeFeedQuery, { variables: { paging: { limit: HOME_PAGE_SIZE } } });
  const connection = data?.latestPostsConnection;
  const next = connection?.pagingInfo.next;

  async function loadMore() {
    if (!next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          latestPostsConnection: {
            ...fetchMoreResult.latestPostsConnection,
            posts: [...previous.latestPostsConnection.posts, ...fetchMoreResult.latestPostsConnection.posts],
          },
        }),
      });
    } catch {
      showToast({ message: RETRYABLE_ERROR_MESSAGE, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="home">
      {viewerName ? (
        <Greeting name={viewerName} />
      ) : (
        <section className="home__hero">
          <h1 className="home__headline">Human stories &amp; ideas</h1>
          <p className="home__lede">A place to read, write, and deepen your understanding.</p>
        </section>
      )}
      <section className="home__feed" aria-label="Latest stories">
        {connection?.posts.map((post) => <PostCard key={post.id} post={post} />)}
        {connection && connection.posts.length === 0 && <p className="home__empty">No stories yet. Be the first to write one.</p>}
        {next && (
          <button type="button" className="button button--outline home__more" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show more stories'}
          </button>
        )}
      </section>
    </div>
  );
}
