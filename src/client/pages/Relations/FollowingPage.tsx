import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { FollowCollectionButton, FollowUserButton } from '../../components/FollowButton/FollowButton';
import { useToasts } from '../../components/Toasts/toasts';
import { profilePath } from '../../components/UserHoverCard/UserHoverCard';
import { RELATION_MESSAGES } from '../../../shared/validation/relations';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { ForYouControls } from './ForYouControls';
import { FollowedPeopleQuery, FollowedPublicationsQuery } from './relations-operations';
import { RelationList, RelationRow, RelationsLayout, useStartCursor } from './RelationRows';
import './relations.css';

/** The tabs of 'Control your recommendations': what the reader follows, and what shapes their For you feed. */
export const FOLLOWING_TABS = [
  { key: 'people', label: 'People', to: buildPath('ShowFollowingEntities', { entityName: 'people' }) },
  { key: 'publications', label: 'Publications', to: buildPath('ShowFollowingEntities', { entityName: 'publications' }) },
  { key: 'topics', label: 'Topics', to: buildPath('ShowFollowingTopics') },
  { key: 'for-you', label: 'For you', to: buildPath('ShowFollowingEntities', { entityName: 'for-you' }) },
] as const;

const tabs = [...FOLLOWING_TABS];

/** /me/following/{people|publications}: who and what the reader follows, each with its follow button. */
export default function FollowingPage({ params }: PageProps) {
  const { productName } = useShell();
  useHead({ title: `Following – ${productName}`, robots: 'noindex' });
  const tab = params.entityName;
  if (tab !== 'people' && tab !== 'publications' && tab !== 'for-you') return <NotFoundPage />;
  return (
    <RelationsLayout title="Following" tabs={tabs} current={tab}>
      {tab === 'people' ? <FollowedPeople /> : tab === 'publications' ? <FollowedPublications /> : <ForYouControls />}
    </RelationsLayout>
  );
}

function useMoreFailed() {
  const { showToast } = useToasts();
  return () => showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
}

function FollowedPeople() {
  const to = useStartCursor();
  const failed = useMoreFailed();
  const { data, loading, fetchMore } = useQuery(FollowedPeopleQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network' });
  const list = data?.viewerFollowedUsers;
  return (
    <RelationList
      items={list?.users}
      loading={loading}
      empty="You don’t follow anyone yet. Follow writers from their stories or profiles to see them here."
      row={(user) => (
        <RelationRow
          key={user.id}
          name={user.name}
          href={profilePath(user)}
          text={user.bio}
          imageId={user.imageId}
          isMember={user.mediumMemberAt != null}
          action={<FollowUserButton user={user} size="small" />}
        />
      )}
      next={list?.pagingInfo.next}
      onMore={() =>
        fetchMore({
          variables: { paging: { to: list?.pagingInfo.next?.to } },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            viewerFollowedUsers: {
              ...fetchMoreResult.viewerFollowedUsers,
              users: [...previous.viewerFollowedUsers.users, ...fetchMoreResult.viewerFollowedUsers.users],
            },
          }),
        }).catch(failed)
      }
    />
  );
}

function FollowedPublications() {
  const to = useStartCursor();
  const failed = useMoreFailed();
  const { data, loading, fetchMore } = useQuery(FollowedPublicationsQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network' });
  const list = data?.viewerFollowedCollections;
  return (
    <RelationList
      items={list?.collections}
      loading={loading}
      empty="You don’t follow any publications yet."
      row={(collection) => (
        <RelationRow
          key={collection.id}
          name={collection.name}
          href={buildPath('ShowCollectionHome', { collectionSlug: collection.slug })}
          text={collection.description}
          imageId={collection.avatar?.id}
          square
          action={<FollowCollectionButton collection={collection} size="small" />}
        />
      )}
      next={list?.pagingInfo.next}
      onMore={() =>
        fetchMore({
          variables: { paging: { to: list?.pagingInfo.next?.to } },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            viewerFollowedCollections: {
              ...fetchMoreResult.viewerFollowedCollections,
              collections: [...previous.viewerFollowedCollections.collections, ...fetchMoreResult.viewerFollowedCollections.collections],
            },
          }),
        }).catch(failed)
      }
    />
  );
}
