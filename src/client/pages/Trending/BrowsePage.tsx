import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { storyCountLabel } from '../../../shared/validation/lists';
import { Avatar } from '../../components/Avatar/Avatar';
import { PostCard } from '../../components/PostCard/PostCard';
import { useShowMore } from '../../components/ShowMore/use-show-more';
import { UserLink } from '../../components/UserHoverCard/UserHoverCard';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { BrowseCatalogQuery } from './trending-operations';
import './trending.css';

const PAGE_SIZE = 10;

/** /browse/{catalogSlug}: a list staff curate for everyone (the staff picks), in the curator's order. */
export default function BrowsePage({ params }: PageProps) {
  const slug = params.catalogSlug ?? '';
  const { productName } = useShell();
  const to = new URLSearchParams(useLocation().search).get('to');
  const { loadingMore, showMore: loadMore } = useShowMore();
  const { data, loading, fetchMore } = useQuery(BrowseCatalogQuery, { variables: { slug, paging: { limit: PAGE_SIZE, ...(to ? { to } : {}) } } });
  const catalog = data?.browseCatalog ?? null;
  useHead({
    title: catalog ? `${catalog.name} – ${productName}` : productName,
    description: catalog ? catalog.description || `${storyCountLabel(catalog.postItemsCount)} chosen by ${catalog.creator.name}` : undefined,
    robots: to ? 'noindex' : undefined,
  });
  if (!catalog) return loading ? null : <NotFoundPage />;
  const { items, pagingInfo } = catalog.itemsConnection;
  const next = pagingInfo.next;
  const path = buildPath('ShowCatalogBrowse', { catalogSlug: slug });

  function showMore() {
    const cursor = next?.to;
    if (!next || !cursor) return;
    return loadMore(() =>
      fetchMore({
        variables: { paging: { limit: next.limit, to: cursor } },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.browseCatalog;
          const after = fetchMoreResult.browseCatalog;
          if (!before || !after) return fetchMoreResult;
          const items = [...before.itemsConnection.items, ...after.itemsConnection.items];
          return { ...fetchMoreResult, browseCatalog: { ...after, itemsConnection: { ...after.itemsConnection, items } } };
        },
      }),
    );
  }

  return (
    <div className="ranking-page browse-page" data-testid="browse-page" data-catalog-id={catalog.id}>
      <header className="ranking-page__head">
        <h1 className="ranking-page__title">{catalog.name}</h1>
        {catalog.description && <p className="ranking-page__lede">{catalog.description}</p>}
        <p className="browse-page__curator">
          <Avatar name={catalog.creator.name} imageId={catalog.creator.imageId ?? null} size={24} />
          <span>
            Chosen by <UserLink user={catalog.creator} className="browse-page__curator-name" />
            <span aria-hidden="true"> · </span>
            {storyCountLabel(catalog.postItemsCount)}
          </span>
        </p>
      </header>
      {to && (
        <p className="ranking-page__back">
          <Link to={path}>← Back to the first stories</Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="ranking-page__empty">There are no stories here yet.</p>
      ) : (
        <ol className="browse-page__items">
          {items.map((item) => (
            <li key={item.catalogItemId} data-post-id={item.post.id}>
              <PostCard post={item.post} />
              {item.note && <p className="browse-page__note">{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {next?.to && (
        <a
          className="button button--outline ranked__more"
          href={`${path}?to=${encodeURIComponent(next.to)}`}
          aria-disabled={loadingMore || undefined}
          onClick={(event) => {
            event.preventDefault();
            void showMore();
          }}
        >
          {loadingMore ? 'Loading…' : 'Show more'}
        </a>
      )}
    </div>
  );
}
