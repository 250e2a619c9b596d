import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_PAGE_SIZE } from '../../../shared/validation/highlights';
import { useQuery } from '../../data';
import type { UserHighlightsQuery as UserHighlightsData } from '../../gql/graphql';
import { useSiteHref } from '../SiteLink/site-links';
import { UserHighlightsQuery } from './highlights-operations';
import './highlight-list.css';

type Item = NonNullable<UserHighlightsData['user']>['highlightsConnection']['quotes'][number];

function HighlightCard({ item }: { item: Item }) {
  const href = `${useSiteHref(item.post.mediumUrl)}#${item.quote.paragraphs[0]?.name ?? ''}`;
  return (
    <article className="highlight-card">
      <blockquote className="highlight-card__passage">
        {item.contextCutBefore && '…'}
        {item.contextBefore}
        <mark className="highlight-card__quote">{item.quote.text}</mark>
        {item.contextAfter}
        {item.contextCutAfter && '…'}
      </blockquote>
      <p className="highlight-card__source">
        <Link to={href} className="highlight-card__title">
          {item.post.title || 'Untitled story'}
        </Link>
        <span className="highlight-card__author"> · {item.post.creator.name}</span>
      </p>
    </article>
  );
}

/**
 * A reader's highlights, newest first, each with up to 100 characters of its paragraph on either side (spec 2 §9)
 * and a link to the passage in its story; more load as the end comes near.
 */
export function HighlightList({ userId, own, empty }: { userId: string; own: boolean; empty?: string }) {
  const { data, loading, error, fetchMore } = useQuery(UserHighlightsQuery, { variables: { id: userId, paging: { limit: HIGHLIGHT_PAGE_SIZE } } });
  const connection = data?.user?.highlightsConnection;
  const next = connection?.pagingInfo.next ?? null;
  const end = useRef<HTMLDivElement>(null);
  const loadingMore = useRef(false);

  const loadMore = () => {
    if (!next || loadingMore.current) return;
    loadingMore.current = true;
    void fetchMore({
      variables: { paging: { limit: next.limit, to: next.to } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.user?.highlightsConnection;
        const after = fetchMoreResult.user?.highlightsConnection;
        if (!previous.user || !before || !after) return previous;
        return { ...previous, user: { ...previous.user, highlightsConnection: { ...after, quotes: [...before.quotes, ...after.quotes] } } };
      },
    }).finally(() => {
      loadingMore.current = false;
    });
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  const count = connection?.quotes.length ?? 0;
  useEffect(() => {
    const element = end.current;
    if (!next || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMoreRef.current();
    }, { rootMargin: '0px 0px 150% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, count]);

  if (error && !connection) return <p className="highlight-list__empty">Highlights could not be loaded. Please reload the page.</p>;
  if (!connection) return loading ? <p className="highlight-list__empty" aria-busy="true" /> : null;
  if (connection.quotes.length === 0) {
    return <p className="highlight-list__empty">{empty ?? (own ? 'You haven’t highlighted any stories yet.' : 'No highlights yet.')}</p>;
  }
  return (
    <section className="highlight-list" aria-label="Highlights">
      {connection.quotes.map((item) => (
        <HighlightCard key={item.id} item={item} />
      ))}
      {next && (
        <div ref={end} className="highlight-list__more">
          <button type="button" className="button button--ghost" onClick={loadMore}>
            Show more
          </button>
        </div>
      )}
    </section>
  );
}
