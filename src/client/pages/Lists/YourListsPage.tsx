import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LibraryTab } from '../../../shared/validation/lists';
import { HighlightList } from '../../components/Highlights/HighlightList';
import { ViewerCatalogsQuery } from '../../components/Lists/catalog-operations';
import { CreateListDialog } from '../../components/Lists/CreateListDialog';
import { ListCard } from '../../components/Lists/ListCard';
import { useReadingList } from '../../components/Lists/use-reading-list';
import { PostCard } from '../../components/PostCard/PostCard';
import { ReadingHistoryList } from '../../components/Reads/ReadingHistoryList';
import { useToasts } from '../../components/Toasts/toasts';
import { useQuery } from '../../data';
import type { PostCardFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { LibraryQuery, ReadingListItemsQuery } from './list-page-operations';
import './lists-pages.css';

/** Spec 2 §3: the library's tabs (ARCHIVED, HIGHLIGHTS, RECENT, SAVED), after the reader's own lists. */
export const LIBRARY_TABS: { tab: LibraryTab; label: string; hash: string }[] = [
  { tab: 'LISTS', label: 'Your lists', hash: '' },
  { tab: 'SAVED', label: 'Saved', hash: 'saved' },
  { tab: 'ARCHIVED', label: 'Archived', hash: 'archived' },
  { tab: 'HIGHLIGHTS', label: 'Highlights', hash: 'highlights' },
  { tab: 'RECENT', label: 'Recently viewed', hash: 'recent' },
];

export function tabFromHash(hash: string): LibraryTab {
  const name = hash.replace(/^#/, '');
  return LIBRARY_TABS.find((t) => t.hash === name && name !== '')?.tab ?? 'LISTS';
}

/** /me/lists: the reader's library, Medium's way: their lists, saved and archived stories, highlights, recently viewed. */
export default function YourListsPage() {
  const { productName } = useShell();
  const location = useLocation();
  useHead({ title: `Your library – ${productName}`, robots: 'noindex' });
  const [tab, setTab] = useState<LibraryTab>('LISTS');
  // The tab lives in the address's hash, which only the browser knows.
  useEffect(() => setTab(tabFromHash(location.hash)), [location.hash]);

  return (
    <div className="library">
      <h1 className="library__title">Your library</h1>
      <nav className="library__tabs" aria-label="Library">
        <ul>
          {LIBRARY_TABS.map((t) => (
            <li key={t.tab}>
              <Link to={{ hash: t.hash }} className="library__tab" aria-current={t.tab === tab ? 'page' : undefined} onClick={() => setTab(t.tab)}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="library__content">
        {tab === 'LISTS' && <YourLists />}
        {tab === 'SAVED' && <ReadingListTab state="QUEUE" />}
        {tab === 'ARCHIVED' && <ReadingListTab state="ARCHIVE" />}
        {tab === 'HIGHLIGHTS' && <ViewerHighlights />}
        {tab === 'RECENT' && <ReadingHistoryList />}
      </div>
    </div>
  );
}

function YourLists() {
  const { showToast } = useToasts();
  const [creating, setCreating] = useState(false);
  const { data: library } = useQuery(LibraryQuery, { fetchPolicy: 'cache-and-network' });
  const { data, loading, refetch } = useQuery(ViewerCatalogsQuery, { variables: { paging: { limit: 50 } }, fetchPolicy: 'cache-and-network' });
  const readingList = library?.readingList ?? null;
  const catalogs = data?.viewerCatalogs.catalogs ?? [];
  return (
    <>
      <div className="library__bar">
        <p className="library__hint">Save stories with the bookmark beside them; gather them in lists to come back to or to share.</p>
        <button type="button" className="button button--accent library__new" onClick={() => setCreating(true)}>
          New list
        </button>
      </div>
      <div className="library__lists">
        {readingList && <ListCard catalog={readingList} own />}
        {catalogs.map((catalog) => (
          <ListCard key={catalog.id} catalog={catalog} own />
        ))}
        {!loading && data && catalogs.length === 0 && <p className="library__empty">Lists you make show up here.</p>}
      </div>
      {creating && (
        <CreateListDialog
          onCancel={() => setCreating(false)}
          onCreated={async (name) => {
            setCreating(false);
            await refetch();
            showToast({ message: `Created “${name}”.` });
          }}
        />
      )}
    </>
  );
}

function ViewerHighlights() {
  const { data } = useQuery(LibraryQuery, { fetchPolicy: 'cache-first' });
  const viewerId = data?.viewer?.id;
  return viewerId ? <HighlightList userId={viewerId} own /> : null;
}

function ReadingListTab({ state }: { state: 'QUEUE' | 'ARCHIVE' }) {
  const { data, loading, fetchMore } = useQuery(ReadingListItemsQuery, { variables: { state, paging: { limit: 20 } }, fetchPolicy: 'cache-and-network' });
  const items = data?.readingListItems.items ?? [];
  const next = data?.readingListItems.pagingInfo.next ?? null;
  if (!data && loading) return null;
  if (items.length === 0) {
    return (
      <p className="library__empty">
        {state === 'QUEUE' ? 'Nothing saved yet. Press the bookmark beside a story to keep it here for later.' : 'Stories you archive from your reading list show up here.'}
      </p>
    );
  }
  return (
    <>
      <ul className="library__stories">
        {items.map((item) => (
          <li key={item.catalogItemId} className="library__story" data-post-id={item.post.id}>
            <PostCard post={item.post} />
            <ReadingListRowActions post={item.post} state={state} />
          </li>
        ))}
      </ul>
      {next && (
        <button
          type="button"
          className="button button--outline list-page__more"
          onClick={() =>
            fetchMore({
              variables: { state, paging: { limit: next.limit, to: next.to } },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                readingListItems: { ...fetchMoreResult.readingListItems, items: [...previous.readingListItems.items, ...fetchMoreResult.readingListItems.items] },
              }),
            })
          }
        >
          Show more
        </button>
      )}
    </>
  );
}

function ReadingListRowActions({ post, state }: { post: PostCardFragment; state: 'QUEUE' | 'ARCHIVE' }) {
  const { toggle } = useReadingList(post.id);
  const [done, setDone] = useState(false);
  if (done) return <p className="library__moved">{state === 'QUEUE' ? 'Moved.' : 'Moved back to Saved.'}</p>;
  return (
    <div className="library__row-actions">
      <button type="button" className="list-page__tool" onClick={async () => setDone((await toggle('archive')) !== null)} aria-label={`${state === 'QUEUE' ? 'Archive' : 'Move back to Saved'}: “${post.title}”`}>
        {state === 'QUEUE' ? 'Archive' : 'Move to Saved'}
      </button>
      <button type="button" className="list-page__tool list-page__tool--remove" onClick={async () => setDone((await toggle('bookmark')) !== null)} aria-label={`Remove “${post.title}” from your reading list`}>
        Remove
      </button>
    </div>
  );
}
