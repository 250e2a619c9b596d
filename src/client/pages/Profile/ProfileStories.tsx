import { useQuery } from '../../data';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { THUMBNAIL_IMAGE_WIDTH } from '../../../shared/images';
import { imageSrcSet, imageUrl, thumbnailSrcSet } from '../../components/images';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import type { PostCardFragment, ProfileStoriesQueryVariables } from '../../gql/graphql';
import { ProfileStoriesQuery } from './profile-operations';
import { useInfiniteScroll } from './paging';
import { emptyTabMessage } from './profile-tabs';

export const RETRYABLE_ERROR_MESSAGE = 'An error occured. Please try again or contact our support team for help.';

/** One story on a profile: the author is the page's, so the card names the publication only. The featured story's cover is the page's largest picture: fetched first. */
function ProfileStoryCard({ post, featured }: { post: PostCardFragment; featured: boolean }) {
  const href = useSiteHref(post.mediumUrl);
  const image = post.previewImage;
  const position = image ? `${image.focusPercentX ?? 50}% ${image.focusPercentY ?? 50}%` : undefined;
  return (
    <article className={`profile-story${featured ? ' profile-story--featured' : ''}`} data-post-id={post.id}>
      {featured && image && (
        <Link to={href} className="profile-story__cover" tabIndex={-1} aria-hidden="true">
          <img
            src={imageUrl(image.id, 1000)}
            srcSet={imageSrcSet(image.id, 1400)}
            sizes="(max-width: 728px) 100vw, 680px"
            alt=""
            decoding="async"
            fetchPriority="high"
            style={{ objectPosition: position }}
          />
        </Link>
      )}
      <div className="profile-story__row">
        <div className="profile-story__text">
          {post.collection && (
            <p className="profile-story__kicker">
              Published in <span className="profile-story__collection">{post.collection.name}</span>
            </p>
          )}
          <Link to={href} className="profile-story__link">
            <h2 className="profile-story__title">{post.title || 'Untitled story'}</h2>
            {post.subtitle && <p className="profile-story__subtitle">{post.subtitle}</p>}
          </Link>
          <p className="profile-story__meta">
            {post.isLocked && <MemberStar />}
            {post.firstPublishedAt != null && (
              <time dateTime={new Date(post.firstPublishedAt).toISOString()}>{formatDate(post.firstPublishedAt)}</time>
            )}
            <span aria-hidden="true">·</span>
            <span>{formatReadingTime(post.readingTime)}</span>
          </p>
        </div>
        {!featured && image && (
          <Link to={href} className="profile-story__thumb" tabIndex={-1} aria-hidden="true">
            <img
              src={imageUrl(image.id, THUMBNAIL_IMAGE_WIDTH)}
              srcSet={thumbnailSrcSet(image.id)}
              sizes="(max-width: 727px) 80px, 160px"
              width={160}
              height={107}
              alt=""
              loading="lazy"
              decoding="async"
              style={{ objectPosition: position }}
            />
          </Link>
        )}
      </div>
    </article>
  );
}

interface ProfileStoriesProps {
  variables: ProfileStoriesQueryVariables;
  /** The page opened at a cursor (the "Show more" link without JavaScript). */
  cursor: string | null;
  name: string;
  own: boolean;
  /** The profile's home address, for the "Show more" link. */
  path: string;
}

/** The profile's home: the newest story as a large card, then the rest, loading more as the reader nears the end. */
export function ProfileStories({ variables, cursor, name, own, path }: ProfileStoriesProps) {
  const { showToast } = useToasts();
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, fetchMore } = useQuery(ProfileStoriesQuery, { variables });
  const result = data?.userResult;
  const connection = result?.__typename === 'User' ? result.homepagePostsConnection : null;
  const next = connection?.pagingInfo.next ?? null;
  const posts = connection?.posts ?? [];

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.userResult;
          const after = fetchMoreResult.userResult;
          if (before.__typename !== 'User' || after.__typename !== 'User') return previous;
          const seen = new Set(before.homepagePostsConnection.posts.map((p) => p.id));
          return {
            ...previous,
            userResult: {
              ...before,
              homepagePostsConnection: {
                ...after.homepagePostsConnection,
                posts: [...before.homepagePostsConnection.posts, ...after.homepagePostsConnection.posts.filter((p) => !seen.has(p.id))],
              },
            },
          };
        },
      });
    } catch {
      showToast({ message: RETRYABLE_ERROR_MESSAGE, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }

  const sentinel = useInfiniteScroll<HTMLAnchorElement>(() => void loadMore(), next !== null && !loadingMore, posts.length);

  if (!connection) return null;
  if (posts.length === 0) {
    return (
      <div className="profile-empty">
        <p>{emptyTabMessage('home', name, own)}</p>
        {own && (
          <Link className="button button--dark" to={buildPath('ShowNewStory')}>
            Write a story
          </Link>
        )}
      </div>
    );
  }
  return (
    <section className="profile-stories" aria-label="Stories">
      {cursor && (
        <p className="profile-stories__back">
          <a href={path}>← Latest stories</a>
        </p>
      )}
      {posts.map((post, index) => (
        <ProfileStoryCard key={post.id} post={post} featured={index === 0 && !cursor} />
      ))}
      {next && (
        <a
          ref={sentinel}
          className="button button--outline profile-stories__more"
          href={`${path}?to=${encodeURIComponent(next.to ?? '')}`}
          aria-disabled={loadingMore || undefined}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            void loadMore();
          }}
        >
          {loadingMore ? 'Loading…' : 'Show more stories'}
        </a>
      )}
    </section>
  );
}
