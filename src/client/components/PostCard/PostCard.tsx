import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { formatReadingTime } from '../../../shared/content';
import { graphql } from '../../gql';
import type { PostCardFragment } from '../../gql/graphql';
import { Avatar } from '../Avatar/Avatar';
import { StoryCounts } from '../Claps/StoryCounts';
import { SaveButton } from '../Lists/SaveButton';
import { useSiteHref } from '../SiteLink/site-links';
import { THUMBNAIL_IMAGE_WIDTH } from '../../../shared/images';
import { imageSrcSet, imageUrl, thumbnailSrcSet } from '../images';
import { UserLink } from '../UserHoverCard/UserHoverCard';
import './PostCard.css';

export const PostCardFields = graphql(`
  fragment PostCard on Post {
    id
    title
    subtitle
    mediumUrl
    uniqueSlug
    isLocked
    readingTime
    firstPublishedAt
    clapCount
    responsesCount
    updatedAt
    previewImage {
      id
      focusPercentX
      focusPercentY
    }
    creator {
      id
      name
      username
      imageId
      mediumMemberAt
    }
    collection {
      id
      name
      slug
      domain
    }
  }
`);

export function MemberStar() {
  return (
    <span className="member-star" role="img" title="Member-only story" aria-label="Member-only story">
      <span className="glyph member-star__glyph" />
    </span>
  );
}

interface PostCardProps {
  post: PostCardFragment;
  size?: 'default' | 'compact';
  /** The image's `sizes`, for a layout whose image is larger than the feed's thumbnail. */
  imageSizes?: string;
}

/** The thumbnail's shown width (PostCard.css): 80 px on a phone, 160 px from 728 px on. */
const THUMBNAIL_SIZES = '(max-width: 727px) 80px, 160px';

export function PostCard({ post, size = 'default', imageSizes = THUMBNAIL_SIZES }: PostCardProps) {
  const thumbnail = size === 'default';
  // A story on a publication's or author's own domain is a full address; one on this site, a path.
  const href = useSiteHref(post.mediumUrl);
  return (
    <article className={`post-card post-card--${size}`}>
      <div className="post-card__text">
        <div className="post-card__byline">
          <Avatar name={post.creator.name} imageId={post.creator.imageId} size={20} isMember={post.creator.mediumMemberAt != null} />
          {/* One run of text, so that on a phone it wraps like a sentence instead of into columns. */}
          <span className="post-card__names">
            <UserLink user={post.creator} className="post-card__author" />
            {post.collection && (
              <>
                {' '}
                <span className="post-card__in">in</span> <span className="post-card__collection">{post.collection.name}</span>
              </>
            )}
          </span>
        </div>
        <Link to={href} className="post-card__link">
          <h2 className="post-card__title">{post.title || 'Untitled story'}</h2>
          {post.subtitle && <p className="post-card__subtitle">{post.subtitle}</p>}
        </Link>
        <div className="post-card__meta">
          {post.isLocked && <MemberStar />}
          {post.firstPublishedAt != null && <span>{formatDate(post.firstPublishedAt)}</span>}
          <span aria-hidden="true">·</span>
          <span>{formatReadingTime(post.readingTime)}</span>
          <StoryCounts clapCount={post.clapCount} responsesCount={post.responsesCount} />
          <span className="post-card__save">
            <SaveButton post={post} variant="card" />
          </span>
        </div>
      </div>
      {post.previewImage && (
        <Link to={href} className="post-card__image" tabIndex={-1} aria-hidden="true">
          <img
            src={imageUrl(post.previewImage.id, thumbnail ? THUMBNAIL_IMAGE_WIDTH : 400)}
            srcSet={thumbnail ? thumbnailSrcSet(post.previewImage.id) : imageSrcSet(post.previewImage.id, 800)}
            sizes={imageSizes}
            width={160}
            height={107}
            alt=""
            loading="lazy"
            decoding="async"
            style={{
              objectPosition: `${post.previewImage.focusPercentX ?? 50}% ${post.previewImage.focusPercentY ?? 50}%`,
            }}
          />
        </Link>
      )}
    </article>
  );
}
