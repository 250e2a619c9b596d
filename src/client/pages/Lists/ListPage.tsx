import { useState, type DragEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { LIST_MESSAGES, storyCountLabel } from '../../../shared/validation/lists';
import { Avatar } from '../../components/Avatar/Avatar';
import { ClapButton } from '../../components/Claps/ClapButton';
import { DeleteCatalogMutation, MoveCatalogItemMutation, RemoveFromCatalogMutation } from '../../components/Lists/catalog-operations';
import { LockIcon } from '../../components/Lists/icons';
import { listPath } from '../../components/Lists/ListCard';
import { PostCard } from '../../components/PostCard/PostCard';
import { COPY_CONFIRMATION_MS, copyText } from '../../components/PostMenu/friend-link';
import { CatalogResponses } from '../../components/Responses/CatalogResponses';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import type { ListPageQuery } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import type { PageProps } from '../registry';
import { EditListForm } from './EditListForm';
import { ListPageQuery as Query } from './list-page-operations';
import { reordered } from './reorder';
import './lists-pages.css';
import { useSiteHrefs } from '../../components/SiteLink/site-links';

type Catalog = NonNullable<ListPageQuery['catalogBySlugId']>;
type Item = Catalog['itemsConnection']['items'][number];

const TRY_AGAIN = 'That didn’t work. Please try again.';
export const LINK_COPIED = 'Link copied to your clipboard.';

/** /@{username}/list/{catalogSlugId} and /me/list/{catalogSlugId}: a list's stories, in its creator's order. */
export default function ListPage({ params }: PageProps) {
  const username = params.username ?? null;
  const catalogSlugId = params.catalogSlugId ?? '';
  const { data, loading, refetch, fetchMore } = useQuery(Query, { variables: { username, catalogSlugId, paging: { limit: 25 } } });
  const catalog = data?.catalogBySlugId ?? null;
  if (!catalog) return loading ? null : <NotFoundPage />;
  return <ListView catalog={catalog} refetch={() => refetch()} fetchMore={fetchMore} variables={{ username, catalogSlugId }} />;
}

interface ViewProps {
  catalog: Catalog;
  refetch: () => Promise<unknown>;
  fetchMore: ReturnType<typeof useQuery<ListPageQuery, never>>['fetchMore'];
  variables: { username: string | null; catalogSlugId: string };
}

function ListView({ catalog, refetch, fetchMore, variables }: ViewProps) {
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  const { showToast } = useToasts();
  const navigate = useNavigate();
  const own = catalog.viewerEdge.isCreator;
  const isReadingList = catalog.predefined === 'READING_LIST';
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [move] = useMutation(MoveCatalogItemMutation);
  const [remove] = useMutation(RemoveFromCatalogMutation);
  const [destroy] = useMutation(DeleteCatalogMutation);
  useHead({
    title: `${catalog.name} – ${catalog.creator.name} – ${productName}`,
    description: catalog.description || `${storyCountLabel(catalog.postItemsCount)} curated by ${catalog.creator.name}`,
    robots: catalog.visibility === 'PUBLIC' && !isReadingList ? undefined : 'noindex',
  });

  const loaded = catalog.itemsConnection.items;
  const byId = new Map(loaded.map((item) => [item.catalogItemId, item]));
  const items: Item[] = order ? order.map((id) => byId.get(id)).filter((i): i is Item => !!i) : loaded;
  const next = catalog.itemsConnection.pagingInfo.next;

  async function moveTo(itemId: string, toIndex: number) {
    const ids = items.map((i) => i.catalogItemId);
    const { order: nextOrder, after } = reordered(ids, itemId, toIndex);
    if (nextOrder.join() === ids.join()) return;
    setOrder(nextOrder);
    try {
      const result = (await move({ variables: { catalogId: catalog.id, catalogItemId: itemId, afterCatalogItemId: after } })).data.moveCatalogItem;
      if (result.__typename !== 'Catalog') throw new Error('message' in result ? result.message : TRY_AGAIN);
      await refetch();
      setOrder(null);
    } catch (error) {
      setOrder(null);
      showToast({ message: error instanceof Error && error.message ? error.message : TRY_AGAIN, toastStyle: 'ERROR' });
    }
  }

  async function removeItem(item: Item) {
    try {
      const result = (await remove({ variables: { catalogId: catalog.id, postId: item.post.id } })).data.removeFromCatalog;
      if (result.__typename !== 'Catalog') throw new Error('message' in result ? result.message : TRY_AGAIN);
      await refetch();
      showToast({ message: LIST_MESSAGES.removedFrom(catalog.name) });
    } catch (error) {
      showToast({ message: error instanceof Error && error.message ? error.message : TRY_AGAIN, toastStyle: 'ERROR' });
    }
  }

  async function onDelete() {
    setDeleting(true);
    try {
      const result = (await destroy({ variables: { catalogId: catalog.id } })).data.deleteCatalog;
      if (result.__typename !== 'CatalogDeleted') throw new Error('message' in result ? result.message : TRY_AGAIN);
      showToast({ message: LIST_MESSAGES.deleted });
      void navigate(buildPath('ShowYourLists'));
    } catch (error) {
      setDeleting(false);
      setConfirmDelete(false);
      showToast({ message: error instanceof Error && error.message ? error.message : TRY_AGAIN, toastStyle: 'ERROR' });
    }
  }

  async function share() {
    const path = listPath(catalog, false);
    await copyText(new URL(path, catalog.creator.mediumUrl).toString());
    showToast({ message: LINK_COPIED, duration: COPY_CONFIRMATION_MS });
  }

  async function showMore() {
    if (!next) return;
    await fetchMore({
      variables: { ...variables, paging: { limit: next.limit, to: next.to } } as never,
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.catalogBySlugId;
        const after = fetchMoreResult.catalogBySlugId;
        if (!before || !after) return fetchMoreResult;
        return { ...fetchMoreResult, catalogBySlugId: { ...after, itemsConnection: { ...after.itemsConnection, items: [...before.itemsConnection.items, ...after.itemsConnection.items] } } };
      },
    });
  }

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged) void moveTo(dragged, index);
    setDragged(null);
  };

  return (
    <div className="list-page" data-catalog-id={catalog.id}>
      <header className="list-page__head">
        <p className="list-page__owner">
          <Link to={catalog.creator.mediumUrl ? siteHref(catalog.creator.mediumUrl) : '/'} className="list-page__owner-link">
            <Avatar name={catalog.creator.name} imageId={catalog.creator.imageId ?? null} size={32} />
            <span>{catalog.creator.name}</span>
          </Link>
        </p>
        {editing && !isReadingList ? (
          <EditListForm
            catalog={catalog}
            onDone={async (saved) => {
              setEditing(false);
              if (saved) {
                await refetch();
                if (!variables.username) void navigate(buildPath('ShowYourList', { catalogSlugId: saved.slugId }), { replace: true });
              }
            }}
          />
        ) : (
          <>
            <h1 className="list-page__name">{catalog.name}</h1>
            <p className="list-page__meta">
              <span data-testid="list-count">{storyCountLabel(catalog.postItemsCount)}</span>
              {(catalog.visibility === 'PRIVATE' || isReadingList) && (
                <span className="list-page__private">
                  <LockIcon /> Private
                </span>
              )}
            </p>
            {catalog.description && <p className="list-page__description">{catalog.description}</p>}
          </>
        )}
        <div className="list-page__actions">
          {!isReadingList && catalog.visibility === 'PUBLIC' && <ClapButton target={{ kind: 'catalog', id: catalog.id, creatorId: catalog.creator.id }} />}
          {!isReadingList && catalog.visibility === 'PUBLIC' && (
            <button type="button" className="button button--ghost list-page__share" onClick={share}>
              Share
            </button>
          )}
          {own && !isReadingList && !editing && (
            <>
              <button type="button" className="button button--outline list-page__edit" onClick={() => setEditing(true)}>
                Edit list
              </button>
              <button type="button" className="button button--ghost list-page__delete" onClick={() => setConfirmDelete(true)}>
                Delete
              </button>
            </>
          )}
        </div>
      </header>

      {items.length === 0 ? (
        <p className="list-page__empty">{own ? 'This list has no stories yet. Save a story to it with the bookmark beside any story.' : 'This list has no stories yet.'}</p>
      ) : (
        <ol className="list-page__items">
          {items.map((item, index) => (
            <li
              key={item.catalogItemId}
              className={`list-page__item${dragged === item.catalogItemId ? ' list-page__item--dragged' : ''}`}
              data-item-id={item.catalogItemId}
              data-post-id={item.post.id}
              draggable={own}
              onDragStart={own ? () => setDragged(item.catalogItemId) : undefined}
              onDragOver={own ? (event) => event.preventDefault() : undefined}
              onDrop={own ? onDrop(index) : undefined}
              onDragEnd={() => setDragged(null)}
            >
              <PostCard post={item.post} />
              {item.note && <p className="list-page__note">{item.note}</p>}
              {own && (
                <div className="list-page__item-tools" role="group" aria-label={`Arrange “${item.post.title}”`}>
                  <button type="button" className="list-page__tool" disabled={index === 0} onClick={() => moveTo(item.catalogItemId, index - 1)} aria-label={`Move “${item.post.title}” up`}>
                    ↑ <span className="list-page__tool-label">Move up</span>
                  </button>
                  <button
                    type="button"
                    className="list-page__tool"
                    disabled={index === items.length - 1}
                    onClick={() => moveTo(item.catalogItemId, index + 1)}
                    aria-label={`Move “${item.post.title}” down`}
                  >
                    ↓ <span className="list-page__tool-label">Move down</span>
                  </button>
                  <button type="button" className="list-page__tool list-page__tool--remove" onClick={() => removeItem(item)} aria-label={`Remove “${item.post.title}” from this list`}>
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <button type="button" className="button button--outline list-page__more" onClick={showMore}>
          Show more
        </button>
      )}
      {!isReadingList && catalog.visibility === 'PUBLIC' && <CatalogResponses catalog={{ id: catalog.id, creatorId: catalog.creator.id }} />}
      {confirmDelete && (
        <ConfirmDialog title="Delete list" confirmLabel="Delete" busy={deleting} onConfirm={onDelete} onCancel={() => setConfirmDelete(false)}>
          {LIST_MESSAGES.deleteConfirm(catalog.name)}
        </ConfirmDialog>
      )}
    </div>
  );
}
