import { useQuery } from '../../data';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar/Avatar';
import { FollowCollectionButton, FollowUserButton } from '../../components/FollowButton/FollowButton';
import { imageUrl } from '../../components/images';
import { UserLink } from '../../components/UserHoverCard/UserHoverCard';
import { useToasts } from '../../components/Toasts/toasts';
import type { ProfileFollowersQueryVariables, ProfileFollowingQueryVariables, ProfilePersonFragment } from '../../gql/graphql';
import { ProfileFollowersQuery, ProfileFollowingQuery } from './profile-operations';
import { RETRYABLE_ERROR_MESSAGE } from './ProfileStories';
import { useInfiniteScroll } from './paging';
import { emptyTabMessage, followersLabel, followingLabel, tabPath } from './profile-tabs';
import { useSiteHref, useSiteHrefs } from '../../components/SiteLink/site-links';


function PersonRow({ person }: { person: ProfilePersonFragment }) {
  const href = useSiteHref(person.mediumUrl);
  return (
    <li className="profile-person">
      <Link to={href} className="profile-person__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar name={person.name} imageId={person.imageId} size={48} isMember={person.mediumMemberAt != null} />
      </Link>
      <div className="profile-person__text">
        <UserLink user={person} className="profile-person__name" />
        {person.bio && <p className="profile-person__bio">{person.bio}</p>}
      </div>
      <FollowUserButton user={person} size="small" />
    </li>
  );
}

interface Owner {
  id: string;
  name: string;
  username?: string | null;
  socialStats: { followerCount: number; followingCount: number };
}

type Connection = { users: ProfilePersonFragment[]; pagingInfo: { next?: { limit?: number | null; to?: string | null } | null } };

function usePagedList(load: (to: string) => Promise<void>, next: { to?: string | null } | null | undefined, count: number) {
  const { showToast } = useToasts();
  const [loading, setLoading] = useState(false);
  async function more() {
    if (!next?.to || loading) return;
    setLoading(true);
    try {
      await load(next.to);
    } catch {
      showToast({ message: RETRYABLE_ERROR_MESSAGE, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoading(false);
    }
  }
  const sentinel = useInfiniteScroll<HTMLButtonElement>(() => void more(), Boolean(next?.to) && !loading, count);
  const button = next?.to ? (
    <button ref={sentinel} type="button" className="button button--outline profile-people__more" onClick={(e: MouseEvent) => (e.preventDefault(), void more())} disabled={loading}>
      {loading ? 'Loading…' : 'Show more'}
    </button>
  ) : null;
  return button;
}

function PeopleHeading({ owner, label }: { owner: Owner; label: string }) {
  return (
    <header className="profile-people__head">
      <nav className="profile-people__crumbs" aria-label="Breadcrumb">
        <Link to={tabPath('home', owner)}>{owner.name}</Link>
        <span aria-hidden="true"> › </span>
        <span>{label}</span>
      </nav>
      <h2 className="profile-people__title">{label}</h2>
    </header>
  );
}

/** People who follow the profile's owner, newest first. */
export function ProfileFollowers({ owner, own, variables }: { owner: Owner; own: boolean; variables: ProfileFollowersQueryVariables }) {
  const { data, fetchMore } = useQuery(ProfileFollowersQuery, { variables });
  const result = data?.userResult;
  const connection: Connection | null = result?.__typename === 'User' ? result.followersConnection : null;
  const more = usePagedList(
    (to) =>
      fetchMore({
        variables: { paging: { limit: variables.paging?.limit, to } },
        updateQuery: (previous, { fetchMoreResult }) => {
          const [a, b] = [previous.userResult, fetchMoreResult.userResult];
          if (a.__typename !== 'User' || b.__typename !== 'User') return previous;
          return { ...previous, userResult: { ...a, followersConnection: { ...b.followersConnection, users: [...a.followersConnection.users, ...b.followersConnection.users] } } };
        },
      }),
    connection?.pagingInfo.next,
    connection?.users.length ?? 0,
  );
  if (!connection) return null;
  return (
    <section className="profile-people" aria-label="Followers">
      <PeopleHeading owner={owner} label={followersLabel(owner.socialStats.followerCount)} />
      {connection.users.length === 0 ? (
        <p className="profile-empty">{emptyTabMessage('followers', owner.name, own)}</p>
      ) : (
        <ul className="profile-people__list">
          {connection.users.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
      {more}
    </section>
  );
}

/** People and publications the profile's owner follows, newest first. */
export function ProfileFollowing({ owner, own, variables }: { owner: Owner; own: boolean; variables: ProfileFollowingQueryVariables }) {
  const pathOf = useSiteHrefs();
  const { data, fetchMore } = useQuery(ProfileFollowingQuery, { variables });
  const result = data?.userResult;
  const people: Connection | null = result?.__typename === 'User' ? result.followingConnection : null;
  const collections = result?.__typename === 'User' ? result.followingCollectionsConnection : null;
  const more = usePagedList(
    (to) =>
      fetchMore({
        variables: { paging: { limit: variables.paging?.limit, to } },
        updateQuery: (previous, { fetchMoreResult }) => {
          const [a, b] = [previous.userResult, fetchMoreResult.userResult];
          if (a.__typename !== 'User' || b.__typename !== 'User') return previous;
          return { ...previous, userResult: { ...a, followingConnection: { ...b.followingConnection, users: [...a.followingConnection.users, ...b.followingConnection.users] } } };
        },
      }),
    people?.pagingInfo.next,
    people?.users.length ?? 0,
  );
  if (!people || !collections) return null;
  const nothing = people.users.length === 0 && collections.collections.length === 0;
  return (
    <section className="profile-people" aria-label="Following">
      <PeopleHeading owner={owner} label={followingLabel(owner.socialStats.followingCount)} />
      {nothing && <p className="profile-empty">{emptyTabMessage('following', owner.name, own)}</p>}
      {collections.collections.length > 0 && (
        <>
          <h3 className="profile-people__section">Publications</h3>
          <ul className="profile-people__list">
            {collections.collections.map((collection) => (
              <li key={collection.id} className="profile-person">
                <a href={pathOf(collection.mediumUrl)} className="profile-person__avatar profile-person__avatar--square" tabIndex={-1} aria-hidden="true">
                  {collection.avatar ? <img src={imageUrl(collection.avatar.id, 400)} alt="" width={48} height={48} loading="lazy" /> : <span>{collection.name.slice(0, 1)}</span>}
                </a>
                <div className="profile-person__text">
                  <a href={pathOf(collection.mediumUrl)} className="profile-person__name">
                    {collection.name}
                  </a>
                  {collection.description && <p className="profile-person__bio">{collection.description}</p>}
                </div>
                <FollowCollectionButton collection={collection} size="small" />
              </li>
            ))}
          </ul>
        </>
      )}
      {people.users.length > 0 && (
        <>
          {collections.collections.length > 0 && <h3 className="profile-people__section">People</h3>}
          <ul className="profile-people__list">
            {people.users.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </ul>
        </>
      )}
      {more}
    </section>
  );
}
