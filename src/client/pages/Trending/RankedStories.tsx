import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { rankLabel } from '../../../shared/trending';
import { Avatar } from '../../components/Avatar/Avatar';
import { StoryCounts } from '../../components/Claps/StoryCounts';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { UserLink } from '../../components/UserHoverCard/UserHoverCard';
import type { RankedStoryFragment } from '../../gql/graphql';

function RankedStory({ post, rank, showCounts }: { post: RankedStoryFragment; rank: number; showCounts: boolean }) {
  const href = useSiteHref(post.mediumUrl);
  return (
    <li className="ranked__item" data-post-id={post.id}>
      <span className="ranked__rank" aria-hidden="true">
        {rankLabel(rank)}
      </span>
      <article className="ranked__story">
        <p className="ranked__byline">
          <Avatar name={post.creator.name} imageId={post.creator.imageId} size={20} isMember={post.creator.mediumMemberAt != null} />
          <span className="ranked__names">
            <UserLink user={post.creator} className="ranked__author" />
            {post.collection && (
              <>
                {' '}
                <span className="ranked__in">in</span> <span className="ranked__collection">{post.collection.name}</span>
              </>
            )}
          </span>
        </p>
        <Link to={href} className="ranked__link">
          <h2 className="ranked__title">{post.title || 'Untitled story'}</h2>
        </Link>
        <p className="ranked__meta">
          {post.isLocked && <MemberStar />}
          {post.firstPublishedAt != null && <time dateTime={new Date(post.firstPublishedAt).toISOString()}>{formatDate(post.firstPublishedAt)}</time>}
          <span aria-hidden="true">·</span>
          <span>{formatReadingTime(post.readingTime)}</span>
          {showCounts && <StoryCounts clapCount={post.clapCount} responsesCount={post.responsesCount} />}
        </p>
      </article>
    </li>
  );
}

export interface RankedStoriesProps {
  posts: readonly RankedStoryFragment[];
  /** The rank of the first story shown (0-based): a page opened at a cursor goes on counting. */
  firstRank: number;
  /** The address of the next page (the "Show more" link that works without JavaScript), or null at the end. */
  moreHref: string | null;
  onMore: () => void;
  loadingMore: boolean;
  showCounts?: boolean;
  label: string;
}

/** A numbered list of stories (01, 02…), with a "Show more" link that pages by cursor. */
export function RankedStories({ posts, firstRank, moreHref, onMore, loadingMore, showCounts = false, label }: RankedStoriesProps) {
  return (
    <>
      <ol className="ranked" start={firstRank + 1} aria-label={label}>
        {posts.map((post, index) => (
          <RankedStory key={post.id} post={post} rank={firstRank + index} showCounts={showCounts} />
        ))}
      </ol>
      {moreHref && (
        <a
          className="button button--outline ranked__more"
          href={moreHref}
          aria-disabled={loadingMore || undefined}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onMore();
          }}
        >
          {loadingMore ? 'Loading…' : 'Show more'}
        </a>
      )}
    </>
  );
}

/** The next page's address: the cursor and the rank it starts at. */
export function nextPageHref(path: string, query: Record<string, string | undefined>, to: string, rank: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  params.set('to', to);
  params.set('rank', String(rank));
  return `${path}?${params.toString()}`;
}

/** Where a page opened at a cursor starts: `?to=` and `?rank=` (the rank of its first story, 1-based). */
export function pageStart(search: string): { to: string | null; firstRank: number } {
  const params = new URLSearchParams(search);
  const to = params.get('to');
  const rank = Number(params.get('rank'));
  return { to, firstRank: to && Number.isInteger(rank) && rank > 1 && rank < 100_000 ? rank - 1 : 0 };
}
