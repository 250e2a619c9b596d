import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { LIST_MESSAGES, READING_LIST_NAME } from '../../../shared/validation/lists';
import { useMutation, useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useToasts } from '../Toasts/toasts';
import { AddToCatalogMutation, RemoveFromCatalogMutation, ViewerCatalogsQuery } from './catalog-operations';
import { CreateListDialog } from './CreateListDialog';
import { LockIcon } from './icons';
import { PostSavedStateQuery } from './list-operations';
import { useReadingList, type SaveablePost } from './use-reading-list';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/**
 * 'Save to': the reading list and every list of the reader's as checkboxes, and 'Create new list'.
 * Escape or a press outside closes it and gives focus back to the chevron.
 */
export default function SaveToPopover({ post, anchor, onClose }: { post: SaveablePost; anchor: RefObject<HTMLElement | null>; onClose: () => void }) {
  const { showToast } = useToasts();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [creating, setCreating] = useState(false);
  // A box answers the press at once; the server's answer (or a failure) settles it.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const context = { batchKey: VIEWER_EDGE_BATCH_KEY };
  const { data: listsData, loading, refetch } = useQuery(ViewerCatalogsQuery, { variables: { paging: { limit: 50 } }, ssr: false, fetchPolicy: 'cache-and-network' });
  const { data: stateData, refetch: refetchState } = useQuery(PostSavedStateQuery, { variables: { id: post.id }, ssr: false, context });
  const [add] = useMutation(AddToCatalogMutation);
  const [remove] = useMutation(RemoveFromCatalogMutation);
  const { toggle } = useReadingList(post.id);
  const edge = stateData?.post?.catalogEdge ?? null;
  const catalogs = listsData?.viewerCatalogs.catalogs ?? [];
  const inReadingList = edge ? edge.readingList !== 'NONE' : false;

  useEffect(() => {
    if (creating) return;
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onPointer = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
      anchor.current?.querySelector<HTMLElement>('.save__more')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor, onClose, creating]);

  async function toggleList(catalogId: string, name: string, checked: boolean) {
    const variables = { catalogId, postId: post.id };
    setPending((p) => ({ ...p, [catalogId]: checked }));
    try {
      const result = checked ? (await add({ variables })).data.addToCatalog : (await remove({ variables })).data.removeFromCatalog;
      if (result.__typename !== 'Catalog') throw new Error('message' in result ? result.message : TRY_AGAIN);
      await refetchState();
      showToast({ message: checked ? LIST_MESSAGES.addedTo(name) : LIST_MESSAGES.removedFrom(name) });
    } catch (error) {
      showToast({ message: error instanceof Error && error.message ? error.message : TRY_AGAIN, toastStyle: 'ERROR' });
    } finally {
      setPending(({ [catalogId]: _settled, ...rest }) => rest);
    }
  }

  if (creating) {
    return (
      <CreateListDialog
        postId={post.id}
        onCancel={() => setCreating(false)}
        onCreated={async (name) => {
          setCreating(false);
          await Promise.all([refetch(), refetchState()]);
          showToast({ message: LIST_MESSAGES.addedTo(name) });
        }}
      />
    );
  }

  return (
    <>
      <div className="save-popover__backdrop" aria-hidden="true" />
      <div className="save-popover" ref={panel} role="dialog" aria-labelledby={titleId}>
        <p id={titleId} className="save-popover__title">
          Save to
        </p>
        <ul className="save-popover__lists">
          <li>
            <label className="save-popover__item">
              <input
                type="checkbox"
                checked={inReadingList}
                onChange={() => void toggle('bookmark', { optimistic: inReadingList ? 'NONE' : 'QUEUE', catalogIds: edge?.catalogIds ?? [] })}
              />
              <span className="save-popover__name">{READING_LIST_NAME}</span>
              <LockIcon />
            </label>
          </li>
          {catalogs.map((catalog) => {
            const checked = pending[catalog.id] ?? edge?.catalogIds.includes(catalog.id) ?? false;
            return (
              <li key={catalog.id}>
                <label className="save-popover__item">
                  <input type="checkbox" checked={checked} aria-busy={catalog.id in pending} onChange={() => catalog.id in pending || void toggleList(catalog.id, catalog.name, !checked)} />
                  <span className="save-popover__name">{catalog.name}</span>
                  {catalog.visibility === 'PRIVATE' && (
                    <span role="img" title="Private" aria-label="Private">
                      <LockIcon />
                    </span>
                  )}
                </label>
              </li>
            );
          })}
          {loading && catalogs.length === 0 && <li className="save-popover__loading">{LIST_MESSAGES.loading}</li>}
        </ul>
        <button type="button" className="save-popover__create" onClick={() => setCreating(true)}>
          Create new list
        </button>
      </div>
    </>
  );
}
