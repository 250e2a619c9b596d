import { Link, useLocation } from 'react-router';
import { followerCountLabel } from '../../../shared/validation/relations';
import { Avatar } from '../../components/Avatar/Avatar';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useQuery } from '../../data';
import { AdminFollowersQuery } from './admin-operations';
import { AdminFrame } from './AdminFrame';

function Follower({ user }: { user: { id: string; name: string; bio: string; imageId?: string | null; mediumUrl: string; mediumMemberAt?: number | null } }) {
  const href = useSiteHref(user.mediumUrl);
  return (
    <li className="admin-row">
      <Avatar name={user.name} imageId={user.imageId} size={40} isMember={user.mediumMemberAt != null} />
      <div className="admin-row__text">
        <Link className="admin-row__title" to={href}>
          {user.name}
        </Link>
        {user.bio && <span className="admin-row__meta">{user.bio}</span>}
      </div>
    </li>
  );
}

/** /{slug}/settings/followers: who follows the publication, newest first. */
export function FollowersSection({ slug }: { slug: string }) {
  const { search, pathname } = useLocation();
  const to = new URLSearchParams(search).get('to') ?? undefined;
  const { data } = useQuery(AdminFollowersQuery, { variables: { slug, paging: { limit: 25, to } }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  return (
    <AdminFrame collection={full} tab="followers" title="Followers">
      {() =>
        full && (
          <section className="admin-section">
            <p className="admin-section__lead">{followerCountLabel(full.followerCount)}</p>
            {full.followersConnection.users.length === 0 ? (
              <p className="admin-section__empty">Nobody follows this publication yet. Share its address, and its stories, to find readers.</p>
            ) : (
              <ul className="admin-list">
                {full.followersConnection.users.map((user) => (
                  <Follower key={user.id} user={user} />
                ))}
              </ul>
            )}
            {full.followersConnection.pagingInfo.next?.to && (
              <a className="button button--outline" href={`${pathname}?to=${encodeURIComponent(full.followersConnection.pagingInfo.next.to)}`}>
                More followers
              </a>
            )}
          </section>
        )
      }
    </AdminFrame>
  );
}
