import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { RELATION_MESSAGES } from '../../../shared/validation/relations';
import { buildPath } from '../../../shared/routes';
import { useMutation } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import { useToasts } from '../Toasts/toasts';
import { FollowCollectionMutation, FollowUserMutation, UnfollowCollectionMutation, UnfollowUserMutation } from './follow-operations';
import './FollowButton.css';

export interface FollowableUser {
  id: string;
  name: string;
  viewerEdge: { id: string; isFollowing: boolean };
}

export interface FollowableCollection {
  id: string;
  name: string;
  viewerEdge: { id: string; isFollowing: boolean };
}

export type FollowButtonSize = 'small' | 'default';

/**
 * Whether a person's viewer edge is the reader's own: the server names an edge after both ends
 * (`userId:<person>-viewerId:<reader>`), so a reader's own profile needs no extra query to know it.
 */
export function isOwnEdge(user: { id: string; viewerEdge: { id: string } }): boolean {
  return user.viewerEdge.id === `userId:${user.id}-viewerId:${user.id}`;
}

/** The page the reader is on, to come back to after signing in or after the form is posted. */
export function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

type Answer = { __typename: string; message?: string } | null | undefined;

export interface FollowState {
  following: boolean;
  busy: boolean;
  /** Follows or unfollows, showing the new state at once; a refusal puts it back and says why in a toast. */
  toggle: () => Promise<void>;
}

/** Follow state of a person or a publication, shared by the button and the publisher menu. */
function useFollowState(target: FollowableUser | FollowableCollection, change: (next: boolean) => Promise<Answer>): FollowState {
  const { productName } = useShell();
  const { showToast } = useToasts();
  const known = target.viewerEdge.isFollowing;
  // What the reader last chose, shown until the server's answer reaches the props.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(null), [known]);
  const following = chosen ?? known;

  async function toggle() {
    if (busy) return;
    const next = !following;
    setBusy(true);
    setChosen(next);
    try {
      const answer = await change(next);
      if (answer?.__typename === 'User' || answer?.__typename === 'Collection') return;
      // Followed already (in another tab): the button shows it.
      const already = answer?.__typename === 'BadRequest' && answer.message === RELATION_MESSAGES.alreadyFollowing(target.name, productName);
      setChosen(already ? true : !next);
      const message = answer?.__typename === 'NotFound' || !answer?.message ? RELATION_MESSAGES.followRetry : answer.message;
      showToast({ message, toastStyle: 'ERROR' });
    } catch {
      setChosen(!next);
      showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }
  return { following, busy, toggle };
}

export function useFollowUser(user: FollowableUser): FollowState {
  const [follow] = useMutation(FollowUserMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const [unfollow] = useMutation(UnfollowUserMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const optimistic = (isFollowing: boolean) => ({
    __typename: 'User',
    id: user.id,
    viewerEdge: { __typename: 'UserViewerEdge', id: user.viewerEdge.id, isFollowing },
  });
  return useFollowState(user, async (next) => {
    const variables = { targetUserId: user.id };
    if (next) return (await follow({ variables, optimisticResponse: { followUser: optimistic(true) } as never })).data.followUser as Answer;
    return (await unfollow({ variables, optimisticResponse: { unfollowUser: optimistic(false) } as never })).data.unfollowUser as Answer;
  });
}

export function useFollowCollection(collection: FollowableCollection): FollowState {
  const [follow] = useMutation(FollowCollectionMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const [unfollow] = useMutation(UnfollowCollectionMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const optimistic = (isFollowing: boolean) => ({
    __typename: 'Collection',
    id: collection.id,
    viewerEdge: { __typename: 'CollectionViewerEdge', id: collection.viewerEdge.id, isFollowing },
  });
  return useFollowState(collection, async (next) => {
    const variables = { targetCollectionId: collection.id };
    if (next) return (await follow({ variables, optimisticResponse: { followCollection: optimistic(true) } as never })).data.followCollection as Answer;
    return (await unfollow({ variables, optimisticResponse: { unfollowCollection: optimistic(false) } as never })).data.unfollowCollection as Answer;
  });
}

/** Follow a person: Follow / Following. Hidden on the reader's own profile; signed out, it opens the sign-in modal. */
export function FollowUserButton({ user, size = 'default' }: { user: FollowableUser; size?: FollowButtonSize }) {
  const state = useFollowUser(user);
  if (isOwnEdge(user)) return null;
  return <FollowToggle target={user} kind="user" size={size} state={state} />;
}

/** Follow a publication: Follow / Following; signed out, it opens the sign-in modal. */
export function FollowCollectionButton({ collection, size = 'default' }: { collection: FollowableCollection; size?: FollowButtonSize }) {
  const state = useFollowCollection(collection);
  return <FollowToggle target={collection} kind="collection" size={size} state={state} />;
}

/** The sign-in modal's configuration for a signed-out reader who wants to follow. */
export function followSignInConfig(kind: 'user' | 'collection', target: { id: string; name: string }, redirectTo: string) {
  return {
    operation: 'register' as const,
    susiEntry: 'follow' as const,
    redirectTo,
    ...(kind === 'user' ? { user: { id: target.id, name: target.name } } : { collection: { id: target.id, name: target.name } }),
  };
}

/** Where the no-JavaScript form posts: /_/subscribe/{user|collection}/{id}/{follow|unfollow}. */
export function subscribePath(kind: 'user' | 'collection', id: string, action: 'follow' | 'unfollow'): string {
  return kind === 'user'
    ? buildPath('SubscribeUserAction', { userId: id, action })
    : buildPath('SubscribeCollectionAction', { collectionId: id, action });
}

interface ToggleProps {
  target: FollowableUser | FollowableCollection;
  kind: 'user' | 'collection';
  size: FollowButtonSize;
  state: FollowState;
}

/**
 * The button itself. It is a form posting to /_/subscribe/… so that it works before (or without) the
 * page's JavaScript; once the page is interactive the click follows in place, showing the new state at once.
 */
function FollowToggle({ target, kind, size, state }: ToggleProps) {
  const { session } = useShell();
  const here = useHere();
  const { following, busy } = state;
  const className = `button follow-button follow-button--${size} ${following ? 'follow-button--following' : 'follow-button--follow'}`;
  const label = (
    <>
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {target.name}</span>
    </>
  );

  if (!session.isLoggedInCookie) {
    return (
      <SignInLink className={className} config={followSignInConfig(kind, target, here)}>
        {label}
      </SignInLink>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void state.toggle();
  }

  return (
    <form method="post" action={subscribePath(kind, target.id, following ? 'unfollow' : 'follow')} className="follow-form" onSubmit={onSubmit}>
      <input type="hidden" name="xsrf" value={session.xsrf ?? ''} />
      <input type="hidden" name="redirect" value={here} />
      <button type="submit" className={className} aria-busy={busy} data-following={following ? 'true' : 'false'}>
        {label}
      </button>
    </form>
  );
}
