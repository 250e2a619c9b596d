import { countLabel } from '../../../shared/format/intl';
import { useRef, useState } from 'react';
import { CLAP_MESSAGES, CLAPPERS_PAGE_SIZE, clapsLabel } from '../../../shared/validation/claps';
import { shortCount } from '../../../shared/validation/relations';
import { CombinedGraphQLErrors, useMutation, useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { isOwnEdge } from '../FollowButton/FollowButton';
import { PeopleDialog, type FollowsDialogUser } from '../FollowsDialog/FollowsDialog';
import { useToasts } from '../Toasts/toasts';
import type { ClapTarget } from './ClapButton';
import { ClapCatalogMutation, ClapPostMutation, ViewerCatalogClapsQuery, ViewerPostClapsQuery } from './clap-operations';
import { CatalogClappersQuery, PostClappersQuery } from './clappers-operations';
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
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const { page, loading, error, more } = useClappers(target);
  const [loadingMore, setLoadingMore] = useState(false);
  const { mine, undo, busy } = useUndo(target, () => onCloseRef.current());

  const next = page?.clappers.pagingInfo.next?.to ?? null;
  const clappers = page?.clappers.clappers ?? [];
  const people = page?.clapperCount ?? 0;

  return (
    <PeopleDialog
      className="clappers"
      title={page ? clapsLabel(page.clapCount) : 'Claps'}
      summary={
        page &&
        people > 0 && (
          <p className="clappers__summary">
            from {countLabel(people, 'person', 'people', shortCount(people))}
          </p>
        )
      }
      status={error && !page ? CLAP_MESSAGES.notLoaded : loading && !page ? 'Loading…' : clappers.length === 0 ? 'No claps yet.' : null}
      people={clappers.map(({ id, clapCount, user }) => ({
        key: id,
        user,
        detail: <p className="clappers__claps">{clapsLabel(clapCount)}</p>,
        follow: !isOwnEdge(user),
      }))}
      footer={
        (next || mine > 0) && (
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
        )
      }
      onClose={() => onCloseRef.current()}
    />
  );
}
