import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { SeriesCard } from './SeriesCard';
import { ViewerSeriesQuery } from './series-operations';
import './series.css';

/** /me/series: the reader's own series, drafts and published, last changed first. */
export default function YourSeriesPage(_: PageProps) {
  const { productName } = useShell();
  const { data, loading, fetchMore } = useQuery(ViewerSeriesQuery, { variables: { paging: { limit: 20 } } });
  useHead({ title: `Your series – ${productName}`, robots: 'noindex' });
  const connection = data?.viewerSeries;
  const next = connection?.pagingInfo.next ?? null;

  async function showMore() {
    if (!next) return;
    await fetchMore({
      variables: { paging: { limit: next.limit, to: next.to } } as never,
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        viewerSeries: { ...fetchMoreResult.viewerSeries, posts: [...previous.viewerSeries.posts, ...fetchMoreResult.viewerSeries.posts] },
      }),
    });
  }

  return (
    <div className="your-series">
      <header className="your-series__head">
        <h1 className="your-series__title">Your series</h1>
        <Link className="button button--accent" to={buildPath('ShowNewSeries')}>
          New series
        </Link>
      </header>
      {!connection && loading ? null : connection && connection.posts.length > 0 ? (
        <div className="your-series__list">
          {connection.posts.map((series) => (
            <SeriesCard
              key={series.id}
              series={series}
              showWriter={false}
              actions={
                <>
                  <Link className="series-card__action" to={buildPath('ShowSeriesEdit', { postId: series.id })}>
                    Edit
                  </Link>
                  {series.isPublished && <span className="series-card__status">Published</span>}
                </>
              }
            />
          ))}
          {next && (
            <button type="button" className="button button--outline your-series__more" onClick={() => void showMore()}>
              Show more
            </button>
          )}
        </div>
      ) : (
        <div className="your-series__empty">
          <p>You haven’t started a series yet. A series is a story told in short parts that you add over time.</p>
          <Link className="button button--outline" to={buildPath('ShowNewSeries')}>
            Start a series
          </Link>
        </div>
      )}
    </div>
  );
}
