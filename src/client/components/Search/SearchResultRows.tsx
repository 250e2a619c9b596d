import { countLabel } from '../../../shared/format/intl';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import type { SearchPersonFragment, SearchPublicationFragment, SearchTagFragment } from '../../gql/graphql';
import { Avatar } from '../Avatar/Avatar';
import { imageUrl } from '../images';
import { useSiteHref } from '../SiteLink/site-links';

const formatCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function storiesLabel(count: number): string {
  return countLabel(count, 'story', 'stories', formatCount.format(count));
}

export function PersonRow({ user, compact = false }: { user: SearchPersonFragment; compact?: boolean }) {
  const href = useSiteHref(user.mediumUrl);
  return (
    <li className={`search-row${compact ? ' search-row--compact' : ''}`} data-user-id={user.id}>
      <Avatar name={user.name} imageId={user.imageId} size={compact ? 32 : 48} isMember={user.mediumMemberAt != null} />
      <div className="search-row__text">
        <Link to={href} className="search-row__name">
          {user.name}
        </Link>
        {!compact && user.bio && <p className="search-row__detail">{user.bio}</p>}
      </div>
    </li>
  );
}

export function PublicationRow({ collection, compact = false }: { collection: SearchPublicationFragment; compact?: boolean }) {
  const href = useSiteHref(collection.mediumUrl);
  const size = compact ? 32 : 48;
  return (
    <li className={`search-row${compact ? ' search-row--compact' : ''}`} data-collection-id={collection.id}>
      {collection.avatar ? (
        <img className="search-row__square" src={imageUrl(collection.avatar.id, 96)} alt="" width={size} height={size} />
      ) : (
        <span className="search-row__square search-row__square--empty" style={{ width: size, height: size }} aria-hidden="true">
          {collection.name.slice(0, 1)}
        </span>
      )}
      <div className="search-row__text">
        <Link to={href} className="search-row__name">
          {collection.name}
        </Link>
        {!compact && collection.tagline && <p className="search-row__detail">{collection.tagline}</p>}
      </div>
    </li>
  );
}

export function TagPill({ hit }: { hit: SearchTagFragment }) {
  return (
    <li className="search-tag" data-tag-slug={hit.tag.normalizedTagSlug}>
      <Link to={buildPath('ShowTagPosts', { tagSlug: hit.tag.normalizedTagSlug })} className="search-tag__link">
        {hit.tag.displayTitle}
        <span className="search-tag__count">{storiesLabel(hit.postCount)}</span>
      </Link>
    </li>
  );
}
