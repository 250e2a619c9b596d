import { buildPath } from '../../../shared/routes';
import { RELATION_MESSAGES } from '../../../shared/validation/relations';
import { useMutation, useQuery } from '../../data';
import { viewerIdOfEdge } from '../../components/PublisherMenu/PublisherMenu';
import {
  BlockUserMutation,
  MuteCollectionMutation,
  MuteUserMutation,
  UnblockUserMutation,
  UnmuteCollectionMutation,
  UnmuteUserMutation,
} from '../../components/PublisherMenu/publisher-operations';
import { useToasts } from '../../components/Toasts/toasts';
import { profilePath } from '../../components/UserHoverCard/UserHoverCard';
import type { RelationPersonFragment, RelationPublicationFragment } from '../../gql/graphql';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { BlockedPeopleQuery, MutedPeopleQuery, MutedPublicationsQuery } from './relations-operations';
import { ActionForm, RelationList, RelationRow, RelationsLayout, useStartCursor } from './RelationRows';
import './relations.css';

export const MUTED_TABS = [
  { key: 'people', label: 'Muted people' },
  { key: 'publications', label: 'Muted publications' },
  { key: 'blocked', label: 'Blocked people' },
] as const;

const tabs = MUTED_TABS.map((t) => ({ ...t, to: buildPath('ShowMutedEntities', { activeTab: t.key }) }));

/**
 * /me/settings/mute/{people|publications|blocked}: muted people and publications (their stories stay out
 * of the home feed) and blocked people, each with Unmute or Unblock.
 */
export default function MutedPage({ params }: PageProps) {
  const { productName } = useShell();
  useHead({ title: `Muted and blocked – ${productName}`, robots: 'noindex' });
  const tab = params.activeTab;
  if (tab !== 'people' && tab !== 'publications' && tab !== 'blocked') return <NotFoundPage />;
  return (
    <RelationsLayout title="Muted and blocked" tabs={tabs} current={tab}>
      {tab === 'publications' ? <MutedPublications /> : <People list={tab} />}
    </RelationsLayout>
  );
}

type Answer = { __typename: string; message?: string } | null | undefined;
const EDGE = { context: { batchKey: VIEWER_EDGE_BATCH_KEY } };

/** Runs a change; a refusal or a failure says why in a toast. */
function useAct() {
  const { showToast } = useToasts();
  return async (run: () => Promise<Answer>, done: string) => {
    try {
      const answer = await run();
      if (answer?.__typename === 'User' || answer?.__typename === 'Collection') showToast({ message: done });
      else showToast({ message: answer?.message ?? RELATION_MESSAGES.retryableError, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    }
  };
}

function People({ list }: { list: 'people' | 'blocked' }) {
  const to = useStartCursor();
  const { showToast } = useToasts();
  const muted = useQuery(MutedPeopleQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network', skip: list !== 'people' });
  const blocked = useQuery(BlockedPeopleQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network', skip: list !== 'blocked' });
  const page = list === 'people' ? muted.data?.viewerMutedUsers : blocked.data?.viewerBlockedUsers;
  const loading = list === 'people' ? muted.loading : blocked.loading;
  const more = async () => {
    if (!page) return;
    const variables = { paging: { to: page.pagingInfo.next?.to } };
    try {
      if (list === 'people') {
        await muted.fetchMore({
          variables,
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            viewerMutedUsers: { ...fetchMoreResult.viewerMutedUsers, users: [...previous.viewerMutedUsers.users, ...fetchMoreResult.viewerMutedUsers.users] },
          }),
        });
      } else {
        await blocked.fetchMore({
          variables,
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            viewerBlockedUsers: {
              ...fetchMoreResult.viewerBlockedUsers,
              users: [...previous.viewerBlockedUsers.users, ...fetchMoreResult.viewerBlockedUsers.users],
            },
          }),
        });
      }
    } catch {
      showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    }
  };
  return (
    <RelationList
      items={page?.users}
      loading={loading}
      empty={
        list === 'people'
          ? 'You haven’t muted anyone. Mute a writer from the … menu on their profile to keep their stories off your home page.'
          : 'You haven’t blocked anyone.'
      }
      row={(user) => (
        <RelationRow
          key={user.id}
          name={user.name}
          href={profilePath(user)}
          text={user.bio}
          imageId={user.imageId}
          isMember={user.mediumMemberAt != null}
          action={list === 'people' ? <MuteToggle user={user} /> : <BlockToggle user={user} />}
        />
      )}
      next={page?.pagingInfo.next}
      onMore={more}
    />
  );
}

/** Unmute (and Mute again, should that have been a slip) for a person in the list. */
function MuteToggle({ user }: { user: RelationPersonFragment }) {
  const [mute] = useMutation(MuteUserMutation, EDGE);
  const [unmute] = useMutation(UnmuteUserMutation, EDGE);
  const act = useAct();
  const muting = user.viewerEdge.isMuting;
  const variables = { targetUserId: user.id };
  return (
    <ActionForm
      action={buildPath('MuteUserAction', { userId: user.id, action: muting ? 'unmute' : 'mute' })}
      label={
        <>
          {muting ? 'Unmute' : 'Mute'}
          <span className="visually-hidden"> {user.name}</span>
        </>
      }
      onAct={() =>
        muting
          ? act(async () => (await unmute({ variables })).data.unmuteUser as Answer, RELATION_MESSAGES.unmuted(user.name))
          : act(async () => (await mute({ variables })).data.muteUser as Answer, RELATION_MESSAGES.muted(user.name))
      }
    />
  );
}

function BlockToggle({ user }: { user: RelationPersonFragment }) {
  const [block] = useMutation(BlockUserMutation, EDGE);
  const [unblock] = useMutation(UnblockUserMutation, EDGE);
  const act = useAct();
  const blocking = user.viewerEdge.isBlocking;
  const variables = { userId: viewerIdOfEdge(user.viewerEdge.id) ?? '', targetUserId: user.id };
  return (
    <ActionForm
      action={buildPath('BlockUserAction', { userId: user.id, action: blocking ? 'unblock' : 'block' })}
      label={
        <>
          {blocking ? 'Unblock' : 'Block'}
          <span className="visually-hidden"> {user.name}</span>
        </>
      }
      onAct={() =>
        blocking
          ? act(async () => (await unblock({ variables })).data.unblockUser as Answer, RELATION_MESSAGES.unblocked)
          : act(async () => (await block({ variables })).data.blockUser as Answer, RELATION_MESSAGES.blocked)
      }
    />
  );
}

function MutedPublications() {
  const to = useStartCursor();
  const { showToast } = useToasts();
  const { data, loading, fetchMore } = useQuery(MutedPublicationsQuery, { variables: { paging: { to } }, fetchPolicy: 'cache-and-network' });
  const page = data?.viewerMutedCollections;
  return (
    <RelationList
      items={page?.collections}
      loading={loading}
      empty="You haven’t muted any publication."
      row={(collection) => (
        <RelationRow
          key={collection.id}
          name={collection.name}
          href={buildPath('ShowCollectionHome', { collectionSlug: collection.slug })}
          text={collection.description}
          imageId={collection.avatar?.id}
          square
          action={<CollectionMuteToggle collection={collection} />}
        />
      )}
      next={page?.pagingInfo.next}
      onMore={() =>
        fetchMore({
          variables: { paging: { to: page?.pagingInfo.next?.to } },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            viewerMutedCollections: {
              ...fetchMoreResult.viewerMutedCollections,
              collections: [...previous.viewerMutedCollections.collections, ...fetchMoreResult.viewerMutedCollections.collections],
            },
          }),
        }).catch(() => showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' }))
      }
    />
  );
}

function CollectionMuteToggle({ collection }: { collection: RelationPublicationFragment }) {
  const [mute] = useMutation(MuteCollectionMutation, EDGE);
  const [unmute] = useMutation(UnmuteCollectionMutation, EDGE);
  const act = useAct();
  const muting = collection.viewerEdge.isMuting;
  const variables = { targetCollectionId: collection.id };
  return (
    <ActionForm
      action={buildPath('MuteCollectionAction', { collectionId: collection.id, action: muting ? 'unmute' : 'mute' })}
      label={
        <>
          {muting ? 'Unmute' : 'Mute'}
          <span className="visually-hidden"> {collection.name}</span>
        </>
      }
      onAct={() =>
        muting
          ? act(async () => (await unmute({ variables })).data.unmuteCollection as Answer, RELATION_MESSAGES.unmuted(collection.name))
          : act(async () => (await mute({ variables })).data.muteCollection as Answer, RELATION_MESSAGES.muted(collection.name))
      }
    />
  );
}
