import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { normalizeQueryText } from '../../../shared/search/query';
import { SEARCH_CATEGORIES, SEARCH_CATEGORY_ROUTES, SEARCH_MESSAGES, type SearchCategoryKey } from '../../../shared/validation/search';
import { SearchIcon } from '../../components/Metabar/icons';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { SearchResults, SideColumn } from './SearchResults';
import { SearchPublicationQuery } from './search-operations';
import './search.css';

const CATEGORY_BY_ROUTE: Record<string, SearchCategoryKey> = {
  ShowSearch: 'posts',
  ShowSearchPosts: 'posts',
  ShowSearchUsers: 'users',
  ShowSearchPublications: 'publications',
  ShowSearchTags: 'tags',
  ShowSearchLists: 'lists',
};

function readQuery(search: string): { q: string; to: string | null } {
  const params = new URLSearchParams(search);
  return { q: normalizeQueryText(params.get('q') ?? ''), to: params.get('to') };
}

/** The search field: a plain GET form, so it works before (and without) JavaScript. */
function SearchForm({ action, q, label }: { action: string; q: string; label: string }) {
  const navigate = useNavigate();
  return (
    <form
      className="search-page__form"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const value = normalizeQueryText(new FormData(event.currentTarget).get('q')?.toString() ?? '');
        void navigate(value ? `${action}?q=${encodeURIComponent(value)}` : action);
      }}
    >
      <SearchIcon />
      <input className="search-page__input" type="search" name="q" defaultValue={q} key={q} placeholder={SEARCH_MESSAGES.placeholder} aria-label={label} autoComplete="off" enterKeyHint="search" />
    </form>
  );
}

function CategoryTabs({ current, q }: { current: SearchCategoryKey; q: string }) {
  return (
    <nav className="search-page__tabs" aria-label="Search categories">
      <ul>
        {SEARCH_CATEGORIES.map((category) => (
          <li key={category.key}>
            <Link
              to={buildPath(SEARCH_CATEGORY_ROUTES[category.key], {}, { query: { q } })}
              className={`search-page__tab${category.key === current ? ' search-page__tab--current' : ''}`}
              aria-current={category.key === current ? 'page' : undefined}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmptyState() {
  return (
    <div className="search-page__empty">
      <p className="search-page__empty-title">{SEARCH_MESSAGES.empty}</p>
      <p className="search-page__hint">{SEARCH_MESSAGES.emptyHint}</p>
      <p className="search-page__hint">{SEARCH_MESSAGES.tips}</p>
    </div>
  );
}

/** A publication's search (/{collectionSlug}/search): its stories only, under a line naming it. */
function PublicationSearch({ slug, q, to }: { slug: string; q: string; to: string | null }) {
  const { productName } = useShell();
  const { data, loading } = useQuery(SearchPublicationQuery, { variables: { slug } });
  const collection = data?.collectionByDomainOrSlug;
  useHead({ title: `${q ? `${q} – ` : ''}Search ${collection?.name ?? 'publication'} – ${productName}`, robots: 'noindex' });
  if (!collection) {
    return loading ? null : <p className="search-page__hint">This publication doesn’t exist.</p>;
  }
  const action = buildPath('ShowCollectionSearch', { collectionSlug: collection.slug });
  return (
    <>
      <p className="search-page__scope">
        Searching in{' '}
        <Link to={buildPath('ShowCollectionHome', { collectionSlug: collection.slug })} className="search-page__scope-name">
          {collection.name}
        </Link>
      </p>
      <SearchForm action={action} q={q} label={`Search ${collection.name}`} />
      {q ? (
        <>
          <h1 className="search-page__title">
            <span className="search-page__title-muted">Results for</span> {q}
          </h1>
          <SearchResults category="posts" q={q} to={to} collectionId={collection.id} pathname={action} />
        </>
      ) : (
        <EmptyState />
      )}
    </>
  );
}

/**
 * /search and /search/{category}: a field, category tabs (Stories, People, Publications, Topics, Lists)
 * and ranked results with the matched words marked. Stories show, on wide screens, the best people,
 * publications and topics beside them. Everything is in the server's HTML; "Show more" is a link too.
 */
export default function SearchPage({ params, route }: PageProps) {
  const { productName } = useShell();
  const { search, pathname } = useLocation();
  const { q, to } = readQuery(search);
  const collectionSlug = params.collectionSlug;
  const category = CATEGORY_BY_ROUTE[route.name] ?? 'posts';
  const label = SEARCH_CATEGORIES.find((c) => c.key === category)?.label ?? 'Stories';
  useHead({ title: `${q ? `${q} – ` : ''}Search ${label.toLowerCase()} – ${productName}`, robots: 'noindex' });

  if (collectionSlug) {
    return (
      <div className="search-page">
        <PublicationSearch slug={collectionSlug} q={q} to={to} />
      </div>
    );
  }
  return (
    <div className={`search-page${q && category === 'posts' ? ' search-page--with-side' : ''}`}>
      <div className="search-page__main">
        <SearchForm action={pathname} q={q} label={`Search ${label.toLowerCase()}`} />
        {q ? (
          <>
            <h1 className="search-page__title">
              <span className="search-page__title-muted">Results for</span> {q}
            </h1>
            <CategoryTabs current={category} q={q} />
            <SearchResults category={category} q={q} to={to} collectionId={null} pathname={pathname} />
          </>
        ) : (
          <EmptyState />
        )}
      </div>
      {q && category === 'posts' && <SideColumn q={q} />}
    </div>
  );
}
