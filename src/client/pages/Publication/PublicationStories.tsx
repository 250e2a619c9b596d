import { Link } from 'react-router';
import { pageWindow } from '../../../shared/format/pagination';
import { shortCount } from '../../../shared/validation/relations';
import { PostCard } from '../../components/PostCard/PostCard';
import { useCollectionHref } from '../../components/SiteLink/site-links';
import { useQuery } from '../../data';
import type { PostCardFragment, PublicationHeaderFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { PublicationFrame, StoryFeed } from './PublicationFrame';
import { headFor, PAGE_SIZE, useCursor } from './publication-shared';
import { PublicationAllQuery, PublicationTrendingQuery } from './publication-stories-operations';
import './publication-stories.css';

/** /{collectionSlug}/trending: the publication's most-read stories lately, by the site's trending score. */
export function PublicationTrending({ slug }: { slug: string }) {
  const to = useCursor();
  const { data, fetchMore } = useQuery(PublicationTrendingQuery, { variables: { slug, paging: { limit: PAGE_SIZE, to } } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  const connection = collection.trendingPostsConnection;
  const onMore = (next: string) =>
    fetchMore({
      variables: { slug, paging: { limit: PAGE_SIZE, to: next } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.collectionByDomainOrSlug;
        const after = fetchMoreResult.collectionByDomainOrSlug;
        if (!before || !after) return fetchMoreResult;
        const posts = [...before.trendingPostsConnection.posts, ...after.trendingPostsConnection.posts];
        return { ...fetchMoreResult, collectionByDomainOrSlug: { ...after, trendingPostsConnection: { ...after.trendingPostsConnection, posts } } };
      },
    });
  return <TrendingView collection={collection} posts={connection.posts} next={connection.pagingInfo.next} onMore={onMore} paged={to !== undefined} />;
}

function TrendingView({
  collection,
  posts,
  next,
  onMore,
  paged,
}: {
  collection: PublicationHeaderFragment;
  posts: PostCardFragment[];
  next?: { limit?: number | null; to?: string | null } | null;
  onMore: (to: string) => Promise<void>;
  paged: boolean;
}) {
  const href = useCollectionHref(collection);
  useHead(headFor(collection, `Trending in ${collection.name}`, 'ShowCollectionTrending', {}, paged ? { robots: 'noindex, follow' } : {}));
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">Trending</h1>
      <p className="publication-list__intro">The stories in {collection.name} readers are reading, clapping for and responding to most lately.</p>
      <StoryFeed page={{ posts, next }} onMore={onMore} empty={`Nothing in ${collection.name} is trending right now.`} />
      <p className="publication-list__more">
        <Link to={href('ShowCollectionLatest')}>Latest stories</Link>
        <span aria-hidden="true"> · </span>
        <Link to={href('ShowCollectionAll', { page: '1' })}>All stories</Link>
      </p>
    </PublicationFrame>
  );
}

/** /{collectionSlug}/all/{page}: every story of the publication, newest first, in numbered pages; past the last page, a 404. */
export function PublicationAll({ slug, page }: { slug: string; page: string }) {
  const number = Number(page);
  const { data } = useQuery(PublicationAllQuery, { variables: { slug, page: number } });
  const collection = data?.collectionByDomainOrSlug;
  if (data && !collection) return <NotFoundPage />;
  if (!collection) return null;
  const all = collection.allPostsPage;
  if (number > all.pageCount) return <NotFoundPage />;
  return <AllView collection={collection} page={all.page} pageCount={all.pageCount} total={all.total} posts={all.posts} />;
}

function AllView({ collection, page, pageCount, total, posts }: { collection: PublicationHeaderFragment; page: number; pageCount: number; total: number; posts: PostCardFragment[] }) {
  const href = useCollectionHref(collection);
  const title = page > 1 ? `All stories, page ${page} – ${collection.name}` : `All stories – ${collection.name}`;
  useHead(headFor(collection, title, 'ShowCollectionAll', { page: String(page) }, page > 1 ? { robots: 'noindex, follow' } : {}));
  const pageHref = (n: number) => href('ShowCollectionAll', { page: String(n) });
  return (
    <PublicationFrame collection={collection}>
      <h1 className="publication-section__title publication-section__title--page">All stories</h1>
      <p className="publication-list__intro">
        {total === 1 ? '1 story' : `${shortCount(total)} stories`}, newest first{pageCount > 1 ? ` · Page ${page} of ${pageCount}` : ''}
      </p>
      {posts.length > 0 ? (
        <div className="publication-feed">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : (
        <p className="publication__empty">No stories have been published here yet.</p>
      )}
      {pageCount > 1 && (
        <nav className="publication-pager" aria-label="Pages">
          {page > 1 ? (
            <Link className="publication-pager__step" to={pageHref(page - 1)} rel="prev">
              ← Previous
            </Link>
          ) : (
            <span className="publication-pager__step" aria-hidden="true" />
          )}
          <ol className="publication-pager__pages">
            {pageWindow(page, pageCount).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className="publication-pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link className="publication-pager__page" to={pageHref(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                    {n}
                  </Link>
                </li>
              ),
            )}
          </ol>
          {page < pageCount ? (
            <Link className="publication-pager__step publication-pager__step--next" to={pageHref(page + 1)} rel="next">
              Next →
            </Link>
          ) : (
            <span className="publication-pager__step" aria-hidden="true" />
          )}
        </nav>
      )}
      <p className="publication-list__more">
        <Link to={href('ShowCollectionArchive')}>Archive by date</Link>
        <span aria-hidden="true"> · </span>
        <Link to={href('ShowCollectionTrending')}>Trending</Link>
      </p>
    </PublicationFrame>
  );
}
