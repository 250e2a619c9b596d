import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { formatReadingTime } from '../../../shared/content';
import { formatDate } from '../../../shared/format/dates';
import { SEARCH_CATEGORY_ROUTES, SEARCH_MESSAGES, SIDEBAR_LIMIT, type SearchCategoryKey } from '../../../shared/validation/search';
import { Avatar } from '../../components/Avatar/Avatar';
import { ListCard } from '../../components/Lists/ListCard';
import { MemberStar } from '../../components/PostCard/PostCard';
import { Highlighted } from '../../components/Search/Highlighted';
import { PersonRow, PublicationRow, TagPill } from '../../components/Search/SearchResultRows';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useQuery } from '../../data';
import type { SearchPostsQuery as SearchPostsData } from '../../gql/graphql';
import { SearchCatalogsQuery, SearchCollectionsQuery, SearchPostsQuery, SearchTagsQuery, SearchUsersQuery } from './search-operations';

type Next = { to?: string | null } | null | undefined;
type StoryHit = SearchPostsData['searchPosts']['items'][number];

/** "Show more": a link to the next page (it works without JavaScript), which with JavaScript appends it in place. */
function ShowMore({ next, q, pathname, onMore }: { next: Next; q: string; pathname: string; onMore: (to: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const { showToast } = useToasts();
  if (!next?.to) return null;
  const to = next.to;
  return (
    <a
      className="button button--outline search-page__more"
      href={`${pathname}?q=${encodeURIComponent(q)}&to=${encodeURIComponent(to)}`}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        onMore(to)
          .catch(() => showToast({ message: SEARCH_MESSAGES.retry, toastStyle: 'RETRYABLE_ERROR' }))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Loading…' : 'Show more'}
    </a>
  );
}

function NoResults({ q }: { q: string }) {
  return (
    <div className="search-page__empty">
      <p className="search-page__empty-title">{SEARCH_MESSAGES.noResults(q)}</p>
      <p className="search-page__hint">{SEARCH_MESSAGES.noResultsHint}</p>
    </div>
  );
}

function Status({ loading, error }: { loading: boolean; error: unknown }) {
  if (loading) return <p className="search-page__hint" aria-busy="true">Searching…</p>;
  return error ? <p className="search-page__hint">We couldn’t search just now. Please reload the page.</p> : null;
}

function StoryResult({ hit }: { hit: StoryHit }) {
  const post = hit.post;
  const href = useSiteHref(post.mediumUrl);
  return (
    <li className="search-story" data-post-id={post.id}>
      <div className="search-story__byline">
        <Avatar name={post.creator.name} imageId={post.creator.imageId} size={20} isMember={post.creator.mediumMemberAt != null} />
        <span>
          {post.creator.name}
          {post.collection && (
            <>
              {' '}
              <span className="search-story__in">in</span> {post.collection.name}
            </>
          )}
        </span>
      </div>
      <Link to={href} className="search-story__link">
        <h2 className="search-story__title">{hit.title.text ? <Highlighted value={hit.title} /> : 'Untitled story'}</h2>
        {hit.snippet.text && (
          <p className="search-story__snippet">
            <Highlighted value={hit.snippet} />
          </p>
        )}
      </Link>
      <p className="search-story__meta">
        {post.isLocked && <MemberStar />}
        {post.firstPublishedAt != null && <span>{formatDate(post.firstPublishedAt)}</span>}
        <span aria-hidden="true">·</span>
        <span>{formatReadingTime(post.readingTime)}</span>
      </p>
    </li>
  );
}

function StoryResults({ q, to, collectionId, pathname }: { q: string; to: string | null; collectionId: string | null; pathname: string }) {
  const variables = { query: q, collectionId, paging: to ? { to } : {} };
  const { data, loading, error, fetchMore } = useQuery(SearchPostsQuery, { variables });
  const page = data?.searchPosts;
  if (!page) return <Status loading={loading} error={error} />;
  if (page.items.length === 0) return <NoResults q={q} />;
  const more = (next: string) =>
    fetchMore({
      variables: { ...variables, paging: { to: next } },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        searchPosts: { ...fetchMoreResult.searchPosts, items: [...previous.searchPosts.items, ...fetchMoreResult.searchPosts.items] },
      }),
    }).then(() => undefined);
  return (
    <>
      <ol className="search-page__stories">
        {page.items.map((hit) => (
          <StoryResult key={hit.id} hit={hit} />
        ))}
      </ol>
      <ShowMore next={page.pagingInfo.next} q={q} pathname={pathname} onMore={more} />
    </>
  );
}

/** The result lists of people, publications, tags and lists share their paging. */
function useEntityResults<K extends string, T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: any,
  field: K,
  list: string,
  q: string,
  to: string | null,
  limit?: number,
) {
  const variables = { query: q, paging: { ...(to ? { to } : {}), ...(limit ? { limit } : {}) } };
  const result = useQuery(document, { variables }) as unknown as {
    data?: Record<K, Record<string, T[]> & { pagingInfo: { next: Next } }>;
    loading: boolean;
    error: unknown;
    fetchMore: (options: unknown) => Promise<unknown>;
  };
  const connection = result.data?.[field];
  const more = (next: string) =>
    result
      .fetchMore({
        variables: { ...variables, paging: { to: next } },
        updateQuery: (previous: Record<K, Record<string, T[]>>, { fetchMoreResult }: { fetchMoreResult: Record<K, Record<string, T[]>> }) => ({
          ...fetchMoreResult,
          [field]: { ...fetchMoreResult[field], [list]: [...(previous[field][list] ?? []), ...(fetchMoreResult[field][list] ?? [])] },
        }),
      })
      .then(() => undefined);
  return { items: (connection?.[list] ?? null) as T[] | null, next: connection?.pagingInfo.next, loading: result.loading, error: result.error, more };
}

function EntityResults<T>({
  found,
  q,
  pathname,
  className,
  render,
}: {
  found: ReturnType<typeof useEntityResults<string, T>>;
  q: string;
  pathname: string;
  className: string;
  render: (item: T) => ReactNode;
}) {
  if (!found.items) return <Status loading={found.loading} error={found.error} />;
  if (found.items.length === 0) return <NoResults q={q} />;
  return (
    <>
      <ul className={className}>{found.items.map(render)}</ul>
      <ShowMore next={found.next} q={q} pathname={pathname} onMore={found.more} />
    </>
  );
}

type Person = Parameters<typeof PersonRow>[0]['user'];
type Publication = Parameters<typeof PublicationRow>[0]['collection'];
type TagHit = Parameters<typeof TagPill>[0]['hit'];
type List = Parameters<typeof ListCard>[0]['catalog'];

function PeopleResults({ q, to, pathname }: { q: string; to: string | null; pathname: string }) {
  const found = useEntityResults<'searchUsers', Person>(SearchUsersQuery, 'searchUsers', 'users', q, to);
  return <EntityResults found={found} q={q} pathname={pathname} className="search-page__rows" render={(user) => <PersonRow key={user.id} user={user} />} />;
}

function PublicationResults({ q, to, pathname }: { q: string; to: string | null; pathname: string }) {
  const found = useEntityResults<'searchCollections', Publication>(SearchCollectionsQuery, 'searchCollections', 'collections', q, to);
  return <EntityResults found={found} q={q} pathname={pathname} className="search-page__rows" render={(c) => <PublicationRow key={c.id} collection={c} />} />;
}

function TagResults({ q, to, pathname }: { q: string; to: string | null; pathname: string }) {
  const found = useEntityResults<'searchTags', TagHit>(SearchTagsQuery, 'searchTags', 'tags', q, to);
  return <EntityResults found={found} q={q} pathname={pathname} className="search-page__tags" render={(hit) => <TagPill key={hit.tag.id} hit={hit} />} />;
}

function ListResults({ q, to, pathname }: { q: string; to: string | null; pathname: string }) {
  const found = useEntityResults<'searchCatalogs', List>(SearchCatalogsQuery, 'searchCatalogs', 'catalogs', q, to);
  return (
    <EntityResults
      found={found}
      q={q}
      pathname={pathname}
      className="search-page__lists"
      render={(catalog) => (
        <li key={catalog.id}>
          <ListCard catalog={catalog} own={false} />
        </li>
      )}
    />
  );
}

export function SearchResults(props: { category: SearchCategoryKey; q: string; to: string | null; collectionId: string | null; pathname: string }) {
  const { category, q, to, pathname } = props;
  if (category === 'users') return <PeopleResults q={q} to={to} pathname={pathname} />;
  if (category === 'publications') return <PublicationResults q={q} to={to} pathname={pathname} />;
  if (category === 'tags') return <TagResults q={q} to={to} pathname={pathname} />;
  if (category === 'lists') return <ListResults q={q} to={to} pathname={pathname} />;
  return <StoryResults q={q} to={to} collectionId={props.collectionId} pathname={pathname} />;
}

function SideSection<T>({ title, category, q, items, render, className }: { title: string; category: SearchCategoryKey; q: string; items: T[] | null; render: (item: T) => ReactNode; className: string }) {
  if (!items || items.length === 0) return null;
  return (
    <section className="search-side__section">
      <h2 className="search-side__title">{title}</h2>
      <ul className={className}>{items.map(render)}</ul>
      <Link className="search-side__all" to={buildPath(SEARCH_CATEGORY_ROUTES[category], {}, { query: { q } })}>
        See all
      </Link>
    </section>
  );
}

/** Beside the stories on wide screens: the best few people, publications and topics for the same words. */
export function SideColumn({ q }: { q: string }) {
  const people = useEntityResults<'searchUsers', Person>(SearchUsersQuery, 'searchUsers', 'users', q, null, SIDEBAR_LIMIT);
  const publications = useEntityResults<'searchCollections', Publication>(SearchCollectionsQuery, 'searchCollections', 'collections', q, null, SIDEBAR_LIMIT);
  const tags = useEntityResults<'searchTags', TagHit>(SearchTagsQuery, 'searchTags', 'tags', q, null, SIDEBAR_LIMIT);
  return (
    <aside className="search-side" aria-label="More results">
      <SideSection title="People" category="users" q={q} items={people.items} className="search-side__rows" render={(u) => <PersonRow key={u.id} user={u} compact />} />
      <SideSection title="Publications" category="publications" q={q} items={publications.items} className="search-side__rows" render={(c) => <PublicationRow key={c.id} collection={c} compact />} />
      <SideSection title="Topics" category="tags" q={q} items={tags.items} className="search-page__tags" render={(hit) => <TagPill key={hit.tag.id} hit={hit} />} />
    </aside>
  );
}
