import { countLabel } from '../../../shared/format/intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CLAP_MESSAGES, CLAPPERS_PAGE_SIZE, clapsLabel } from '../../../shared/validation/claps';
import { shortCount } from '../../../shared/validation/relations';
import { CombinedGraphQLErrors, useMutation, useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { Avatar } from '../Avatar/Avatar';
import { FollowUserButton, isOwnEdge } from '../FollowButton/FollowButton';
import type { FollowsDialogUser } from '../FollowsDialog/FollowsDialog';
import { useToasts } from '../Toasts/toasts';
import { profilePath } from '../UserHoverCard/profile-path';
import type { ClapTarget } from './ClapButton';
import { ClapCatalogMutation, ClapPostMutation, ViewerCatalogClapsQuery, ViewerPostClapsQuery } from './clap-operations';
import { CatalogClappersQuery, PostClappersQuery } from './clappers-operations';
import '../FollowsDialog/FollowsDialog.css';
import './Claps.css';

interface Clapper {
  id: string;
  clapCount: number;
  user: FollowsDialogUser;
}

interface ClappersPage {
  clapCount: number;
  clapperCount: number;
  clappers: { clappers: Clapper[]; pagingInfo: { next?: { limit?: number | null; to?: string | null } | null } };
}

/** The clappers of a story or a list, a page at a time, newest first. */
function useClappers(target: ClapTarget) {
  const options = { variables: { id: target.id, paging: { limit: CLAPPERS_PAGE_SIZE } }, fetchPolicy: 'network-only' as const };
  const post = useQuery(PostClappersQuery, { ...options, skip: target.kind !== 'post' });
  const catalog = useQuery(CatalogClappersQuery, { ...options, skip: target.kind !== 'catalog' });
  if (target.kind === 'post') {
    const more = (to: string) =>
      post.fetchMore({
        variables: { paging: { limit: CLAPPERS_PAGE_SIZE, to } },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!previous.post || !fetchMoreResult.post) return previous;
          const clappers = [...previous.post.clappers.clappers, ...fetchMoreResult.post.clappers.clappers];
          return { ...fetchMoreResult, post: { ...fetchMoreResult.post, clappers: { ...fetchMoreResult.post.clappers, clappers } } };
        },
      });
    return { page: (post.data?.post ?? null) as ClappersPage | null, loading: post.loading, error: post.error, more };
  }
  const more = (to: string) =>
    catalog.fetchMore({
      variables: { paging: { limit: CLAPPERS_PAGE_SIZE, to } },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.catalogById || !fetchMoreResult.catalogById) return previous;
        const clappers = [...previous.catalogById.clappers.clappers, ...fetchMoreResult.catalogById.clappers.clappers];
        return { ...fetchMoreResult, catalogById: { ...fetchMoreResult.catalogById, clappers: { ...fetchMoreResult.catalogById.clappers, clappers } } };
      },
    });
  return { page: (catalog.data?.catalogById ?? null) as ClappersPage | null, loading: catalog.loading, error: catalog.error, more };
}

/** The reader's own claps, to offer "Undo claps" (Medium's way of taking them back). */
function useUndo(target: ClapTarget, onDone: () => void) {
  const { session } = useShell();
  const { showToast } = useToasts();
  const options = { variables: { id: target.id }, ssr: false, context: { batchKey: VIEWER_EDGE_BATCH_KEY } };
  const post = useQuery(ViewerPostClapsQuery, { ...options, skip: !session.isLoggedInCookie || target.kind !== 'post' });
  const catalog = useQuery(ViewerCatalogClapsQuery, { ...options, skip: !session.isLoggedInCookie || target.kind !== 'catalog' });
  const mine = (target.kind === 'post' ? post.data?.post?.viewerClapCount : catalog.data?.catalogById?.viewerClapCount) ?? 0;
  const [clapPost, postState] = useMutation(ClapPostMutation);
  const [clapCatalog, catalogState] = useMutation(ClapCatalogMutation);
  async function undo() {
    try {
      if (target.kind === 'post') await clapPost({ variables: { targetPostId: target.id, numClaps: -mine } });
      else await clapCatalog({ variables: { catalogId: target.id, numClaps: -mine } });
      showToast({ message: CLAP_MESSAGES.undone });
      onDone();
    } catch (error) {
      const message = error instanceof CombinedGraphQLErrors ? error.errors[0]?.message : undefined;
      showToast({ message: message ?? CLAP_MESSAGES.notSaved, toastStyle: 'ERROR' });
    }
  }
  return { mine, undo, busy: postState.loading || catalogState.loading };
}

/**
 * Who clapped, with how many claps each, and a follow button (as in the 'Follows' dialog). The reader who
 * clapped may take their claps back here. Escape, the close button or a click on the backdrop closes it.
 */
export default function ClappersDialog({ target, onClose }: { target: ClapTarget; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const { page, loading, error, more } = useClappers(target);
  const [loadingMore, setLoadingMore] = useState(false);
  const { mine, undo, busy } = useUndo(target, () => onCloseRef.current());

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  const next = page?.clappers.pagingInfo.next?.to ?? null;
  const clappers = page?.clappers.clappers ?? [];
  const people = page?.clapperCount ?? 0;

  return (
    <dialog
      ref={dialog}
      className="follows-dialog clappers"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="follows-dialog__body">
        <div className="follows-dialog__header">
          <h2 id={titleId} className="follows-dialog__title">
            {page ? clapsLabel(page.clapCount) : 'Claps'}
          </h2>
          <button type="button" className="follows-dialog__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {page && people > 0 && (
          <p className="clappers__summary">
            from {countLabel(people, 'person', 'people', shortCount(people))}
          </p>
        )}
        {error && !page ? (
          <p className="follows-dialog__empty">{CLAP_MESSAGES.notLoaded}</p>
        ) : loading && !page ? (
          <p className="follows-dialog__empty">Loading…</p>
        ) : clappers.length === 0 ? (
          <p className="follows-dialog__empty">No claps yet.</p>
        ) : (
          <ul className="follows-dialog__list">
            {clappers.map(({ id, clapCount, user }) => (
              <li key={id} className="follows-dialog__person">
                <Link to={profilePath(user)} className="follows-dialog__avatar" tabIndex={-1} aria-hidden="true" onClick={() => onCloseRef.current()}>
                  <Avatar name={user.name} imageId={user.imageId} size={40} isMember={user.mediumMemberAt != null} />
                </Link>
                <div className="follows-dialog__text">
                  <Link to={profilePath(user)} className="follows-dialog__name" onClick={() => onCloseRef.current()}>
                    {user.name}
                  </Link>
                  <p className="clappers__claps">{clapsLabel(clapCount)}</p>
                  {user.bio && <p className="follows-dialog__bio">{user.bio}</p>}
                </div>
                {!isOwnEdge(user) && <FollowUserButton user={user} size="small" />}
              </li>
            ))}
          </ul>
        )}
        {(next || mine > 0) && (
          <div className="clappers__footer">
            {next && (
              <button
                type="button"
                className="button button--outline"
                disabled={loadingMore}
                onClick={async () => {
                  setLoadingMore(true);
                  try {
                    await more(next);
                  } finally {
                    setLoadingMore(false);
                  }
                }}
              >
                {loadingMore ? 'Loading…' : 'Show more'}
              </button>
            )}
            {mine > 0 && (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void undo()}>
                Undo claps
              </button>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}
