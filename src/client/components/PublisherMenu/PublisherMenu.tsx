import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  COPY_CONFIRMATION_MS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  RELATION_MESSAGES,
  type ReportReason,
} from '../../../shared/validation/relations';
import { buildPath } from '../../../shared/routes';
import { useMutation } from '../../data';
import { graphql } from '../../gql';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { followSignInConfig, isOwnEdge, useFollowCollection, useFollowUser, useHere } from '../FollowButton/FollowButton';
import { MenuButton, MoreIcon, type MenuItem } from '../Menu/MenuButton';
import { copyText } from '../PostMenu/friend-link';
import { useSignIn } from '../SignIn/SignInModalProvider';
import { useToasts } from '../Toasts/toasts';
import {
  BlockUserMutation,
  MuteCollectionMutation,
  MuteUserMutation,
  ReportAndMaybeBlockUserMutation,
  UnblockUserMutation,
  UnmuteCollectionMutation,
  UnmuteUserMutation,
} from './publisher-operations';
import { RelationDialog } from './RelationDialog';
import './PublisherMenu.css';

/** What the menu needs of a person: spread `...PublisherMenuUser` in the page's query. */
export const PublisherMenuUserFields = graphql(`
  fragment PublisherMenuUser on User {
    id
    name
    username
    mediumUrl
    viewerEdge {
      id
      isFollowing
      isMuting
      isBlocking
      hasReported
    }
  }
`);

/** What the menu needs of a publication: spread `...PublisherMenuCollection` in the page's query. */
export const PublisherMenuCollectionFields = graphql(`
  fragment PublisherMenuCollection on Collection {
    id
    name
    slug
    mediumUrl
    viewerEdge {
      id
      isFollowing
      isMuting
      isEditor
    }
  }
`);

export interface PublisherMenuUser {
  id: string;
  name: string;
  username?: string | null;
  mediumUrl: string;
  viewerEdge: { id: string; isFollowing: boolean; isMuting: boolean; isBlocking: boolean; hasReported?: boolean };
}

export interface PublisherMenuCollection {
  id: string;
  name: string;
  slug: string;
  mediumUrl: string;
  viewerEdge: { id: string; isFollowing: boolean; isMuting: boolean; isEditor: boolean };
}

export type PublisherMenuProps = ({ user: PublisherMenuUser; collection?: never } | { collection: PublisherMenuCollection; user?: never }) & {
  /** The publication editor's own entries (elements with role="menuitem", e.g. `<PublisherMenuLink>`), after the others. */
  editorItems?: ReactNode;
};

type Answer = { __typename: string; message?: string } | null | undefined;

/** The reader's id, read from a viewer edge's id (`…-viewerId:<reader>`); null when signed out. */
export function viewerIdOfEdge(edgeId: string): string | null {
  const id = /-viewerId:(.+)$/.exec(edgeId)?.[1];
  return id && id !== 'lo' ? id : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** An entry for `editorItems`: a link inside the menu, styled and reached by the keyboard like the others. */
export function PublisherMenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link role="menuitem" tabIndex={-1} className="publisher-menu__item" to={to}>
      {children}
    </Link>
  );
}

/**
 * The "…" menu of a profile or a publication (spec 1 §2): Copy link, About {name}, Follow or Unfollow,
 * Mute or Unmute (not for yourself, not for a publication you edit), and for people Block or Unblock and
 * Report; then the editor's items.
 */
export function PublisherMenu(props: PublisherMenuProps) {
  // The menu opens under the button, towards the side with room for it (left of a button near the right edge).
  const [align, setAlign] = useState<'start' | 'end'>('end');
  const measure = (event: { currentTarget: HTMLElement }) =>
    setAlign(event.currentTarget.getBoundingClientRect().right < MENU_ROOM ? 'start' : 'end');
  return (
    <span className="publisher-menu-box" data-align={align} onPointerDownCapture={measure} onKeyDownCapture={measure}>
      {props.user ? <UserMenu user={props.user} editorItems={props.editorItems} /> : <CollectionMenu collection={props.collection} editorItems={props.editorItems} />}
    </span>
  );
}

/** The widest the menu gets, with a margin: a button closer than this to the left edge opens it rightwards. */
const MENU_ROOM = 336;

/** The copy item: 'Copied' for two seconds after a copy (spec 2 §4), the menu staying open meanwhile. */
function useCopyItem(label: string, url: string): MenuItem {
  const [copied, setCopied] = useState(false);
  const { showToast } = useToasts();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return {
    label,
    content: copied ? RELATION_MESSAGES.linkCopied : label,
    keepOpen: true,
    onSelect: () => {
      void copyText(url).then((ok) => {
        if (ok) setCopied(true);
        else showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
      });
    },
  };
}

/** Runs a relation mutation; refusals and failures become an error toast, success runs `then`. */
function useRelationAction() {
  const { showToast } = useToasts();
  return async (run: () => Promise<Answer>, then: () => void): Promise<boolean> => {
    try {
      const answer = await run();
      if (answer?.__typename === 'User' || answer?.__typename === 'Collection') {
        then();
        return true;
      }
      showToast({ message: answer?.message ?? RELATION_MESSAGES.retryableError, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: RELATION_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    }
    return false;
  };
}

const EDGE = { context: { batchKey: VIEWER_EDGE_BATCH_KEY } };

function UserMenu({ user, editorItems }: { user: PublisherMenuUser; editorItems?: ReactNode }) {
  const { session } = useShell();
  const { showToast } = useToasts();
  const { openSignIn } = useSignIn();
  const here = useHere();
  const follow = useFollowUser(user);
  const act = useRelationAction();
  const [mute] = useMutation(MuteUserMutation, EDGE);
  const [unmute] = useMutation(UnmuteUserMutation, EDGE);
  const [block] = useMutation(BlockUserMutation, EDGE);
  const [unblock] = useMutation(UnblockUserMutation, EDGE);
  const [report] = useMutation(ReportAndMaybeBlockUserMutation, EDGE);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [reported, setReported] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const copy = useCopyItem('Copy link to profile', user.mediumUrl);

  const viewerId = viewerIdOfEdge(user.viewerEdge.id);
  const self = isOwnEdge(user);
  const signedIn = session.isLoggedInCookie && viewerId !== null;
  const edge = user.viewerEdge;
  const variables = { targetUserId: user.id };

  const doUnmute = () =>
    act(
      async () => (await unmute({ variables })).data.unmuteUser as Answer,
      () => showToast({ message: RELATION_MESSAGES.unmuted(user.name) }),
    );
  const doMute = () =>
    act(
      async () => (await mute({ variables })).data.muteUser as Answer,
      () => showToast({ message: RELATION_MESSAGES.muted(user.name), action: { label: 'Undo', onSelect: () => void doUnmute() } }),
    );

  async function confirmDialog() {
    if (!viewerId) return;
    setBusy(true);
    const ids = { userId: viewerId, targetUserId: user.id };
    const done =
      dialog === 'block'
        ? await act(
            async () => (await block({ variables: ids })).data.blockUser as Answer,
            () => showToast({ message: RELATION_MESSAGES.blocked }),
          )
        : await act(
            async () => (await report({ variables: { ...ids, alsoBlockUser: alsoBlock, reason } })).data.reportAndMaybeBlockUser as Answer,
            () => {
              setReported(true);
              showToast({ message: RELATION_MESSAGES.reported });
            },
          );
    setBusy(false);
    if (done) {
      setDialog(null);
      button.current?.focus();
    }
  }

  const aboutPath = user.username ? buildPath('ShowUserAbout', { username: user.username }) : pathOf(user.mediumUrl);
  const items: MenuItem[] = [copy, { label: `About ${user.name}`, to: aboutPath }];
  if (!self) {
    if (!signedIn) {
      items.push({ label: `Follow ${user.name}`, separated: true, onSelect: () => openSignIn(followSignInConfig('user', user, here)) });
    } else {
      if (!edge.isBlocking) {
        items.push({ label: follow.following ? `Unfollow ${user.name}` : `Follow ${user.name}`, separated: true, onSelect: () => void follow.toggle() });
      }
      items.push(
        edge.isMuting ? { label: `Unmute ${user.name}`, onSelect: () => void doUnmute() } : { label: `Mute ${user.name}`, onSelect: () => void doMute() },
        edge.isBlocking
          ? {
              label: `Unblock ${user.name}`,
              onSelect: () =>
                void act(
                  async () => (await unblock({ variables: { userId: viewerId, targetUserId: user.id } })).data.unblockUser as Answer,
                  () => showToast({ message: RELATION_MESSAGES.unblocked }),
                ),
            }
          : { label: `Block ${user.name}`, danger: true, onSelect: () => setDialog('block') },
        reported || edge.hasReported
          ? { label: 'Reported', disabled: true, onSelect: () => undefined }
          : { label: `Report ${user.name}`, danger: true, onSelect: () => setDialog('report') },
      );
    }
  }

  return (
    <>
      <MenuButton block="publisher-menu" label={`More about ${user.name}`} items={items} buttonRef={button} extraItems={editorItems}>
        <MoreIcon />
      </MenuButton>
      {dialog === 'block' && (
        <RelationDialog title={`Block ${user.name}?`} confirmLabel="Block" busy={busy} onConfirm={() => void confirmDialog()} onCancel={() => setDialog(null)}>
          <p>
            They won’t be able to follow you or read your stories, and you won’t see theirs. Following each other ends. They aren’t told.
          </p>
        </RelationDialog>
      )}
      {dialog === 'report' && (
        <RelationDialog title={`Report ${user.name}`} confirmLabel="Report" busy={busy} onConfirm={() => void confirmDialog()} onCancel={() => setDialog(null)}>
          <fieldset className="relation-dialog__reasons">
            <legend>What is wrong?</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="relation-dialog__choice">
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          {!edge.isBlocking && (
            <label className="relation-dialog__choice relation-dialog__also-block">
              <input type="checkbox" checked={alsoBlock} onChange={(event) => setAlsoBlock(event.target.checked)} />
              Also block {user.name}
            </label>
          )}
        </RelationDialog>
      )}
    </>
  );
}

function CollectionMenu({ collection, editorItems }: { collection: PublisherMenuCollection; editorItems?: ReactNode }) {
  const { session } = useShell();
  const { showToast } = useToasts();
  const { openSignIn } = useSignIn();
  const here = useHere();
  const follow = useFollowCollection(collection);
  const act = useRelationAction();
  const [mute] = useMutation(MuteCollectionMutation, EDGE);
  const [unmute] = useMutation(UnmuteCollectionMutation, EDGE);
  const copy = useCopyItem('Copy link to publication', collection.mediumUrl);
  const edge = collection.viewerEdge;
  const variables = { targetCollectionId: collection.id };
  const signedIn = session.isLoggedInCookie && viewerIdOfEdge(edge.id) !== null;

  const doUnmute = () =>
    act(
      async () => (await unmute({ variables })).data.unmuteCollection as Answer,
      () => showToast({ message: RELATION_MESSAGES.unmuted(collection.name) }),
    );
  const doMute = () =>
    act(
      async () => (await mute({ variables })).data.muteCollection as Answer,
      () => showToast({ message: RELATION_MESSAGES.muted(collection.name), action: { label: 'Undo', onSelect: () => void doUnmute() } }),
    );

  const items: MenuItem[] = [copy, { label: `About ${collection.name}`, to: buildPath('ShowCollectionAbout', { collectionSlug: collection.slug }) }];
  if (!signedIn) {
    items.push({ label: `Follow ${collection.name}`, separated: true, onSelect: () => openSignIn(followSignInConfig('collection', collection, here)) });
  } else {
    items.push({
      label: follow.following ? `Unfollow ${collection.name}` : `Follow ${collection.name}`,
      separated: true,
      onSelect: () => void follow.toggle(),
    });
    // Muting a publication is not offered to its editors (spec 1 §6).
    if (!edge.isEditor) {
      items.push(
        edge.isMuting
          ? { label: `Unmute ${collection.name}`, onSelect: () => void doUnmute() }
          : { label: `Mute ${collection.name}`, onSelect: () => void doMute() },
      );
    }
  }
  return (
    <MenuButton block="publisher-menu" label={`More about ${collection.name}`} items={items} extraItems={editorItems}>
      <MoreIcon />
    </MenuButton>
  );
}
