import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { Avatar } from '../../components/Avatar/Avatar';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { UserLink } from '../../components/UserHoverCard/UserHoverCard';
import type { HomeStoryLineFragment } from '../../gql/graphql';

/** A story in a short list: who wrote it (and where), its title, and when and how long. */
export function StoryLine({ post }: { post: HomeStoryLineFragment }) {
  const href = useSiteHref(post.mediumUrl);
  return (
    <article className="story-line">
      <div className="story-line__byline">
        <Avatar name={post.creator.name} imageId={post.creator.imageId} size={20} isMember={post.creator.mediumMemberAt != null} />
        <span>
          <UserLink user={post.creator} className="story-line__author" />
          {post.collection && (
            <>
              {' '}
              <span className="story-line__in">in</span> {post.collection.name}
            </>
          )}
        </span>
      </div>
      <Link to={href} className="story-line__link">
        <span className="story-line__title">{post.title || 'Untitled story'}</span>
      </Link>
      <div className="story-line__meta">
        {post.isLocked && <MemberStar />}
        {post.firstPublishedAt != null && <span>{formatDate(post.firstPublishedAt)}</span>}
        <span aria-hidden="true">·</span>
        <span>{formatReadingTime(post.readingTime)}</span>
      </div>
    </article>
  );
}
