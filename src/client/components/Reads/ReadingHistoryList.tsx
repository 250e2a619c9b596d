import { useState } from 'react';
import { relativeTime } from '../../../shared/format/dates';
import { READS_MESSAGES } from '../../../shared/validation/reads';
import { useMutation, useQuery } from '../../data';
import type { ReadingHistoryQuery as ReadingHistoryData } from '../../gql/graphql';
import { PostCard } from '../PostCard/PostCard';
import { useToasts } from '../Toasts/toasts';
import { ReadingHistoryQuery, RemoveFromReadingHistoryMutation } from './reading-history-operations';
import './reads.css';

type Item = ReadingHistoryData['readingHistory']['items'][number];

/** "just now", "3 hours ago", "Mar 4": read inside a sentence. */
const openedWhen = (ms: number) => relativeTime(ms).replace(/^Just now$/, 'just now');

/**
 * The signed-in reader's reading history as story cards, last opened first, a page at a time, each with
 * a button that takes it out of the history. Shown on /me/readinghistory and in the library's Recent tab.
 */
export function ReadingHistoryList({ limit }: { limit?: number }) {
  const variables = { paging: limit ? { limit } : {} };
  const { data, loading, error, fetchMore } = useQuery(ReadingHistoryQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(RemoveFromReadingHistoryMutation);
  const { showToast } = useToasts();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);

  const page = data?.readingHistory;
  if (!page) {
    if (loading) return <p className="reading-history__status" aria-busy="true">Loading your reading history…</p>;
    return <p className="reading-history__status">{error ? 'We couldn’t load your reading history. Please reload the page.' : null}</p>;
  }
  const items = page.items.filter((item) => !removed.has(item.id));
  if (items.length === 0) {
    return (
      <div className="reading-history__empty">
        <p className="reading-history__empty-title">{READS_MESSAGES.empty}</p>
        <p className="reading-history__empty-hint">{READS_MESSAGES.emptyHint}</p>
      </div>
    );
  }

  async function removeItem(item: Item) {
    setRemoved((set) => new Set(set).add(item.id));
    const undo = () =>
      setRemoved((set) => {
        const next = new Set(set);
        next.delete(item.id);
        return next;
      });
    try {
      const answer = (await remove({ variables: { postId: item.post.id } })).data.removeFromReadingHistory;
      if (answer.__typename === 'ReadingHistoryRemoval') {
        showToast({ message: READS_MESSAGES.removed });
      } else {
        undo();
        showToast({ message: answer.message, toastStyle: 'ERROR' });
      }
    } catch {
      undo();
      showToast({ message: READS_MESSAGES.retry, toastStyle: 'RETRYABLE_ERROR' });
    }
  }

  async function more() {
    if (loadingMore || !page?.pagingInfo.next?.to) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { ...variables.paging, to: page.pagingInfo.next.to } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          readingHistory: {
            ...fetchMoreResult.readingHistory,
            items: [...previous.readingHistory.items, ...fetchMoreResult.readingHistory.items],
          },
        }),
      });
    } catch {
      showToast({ message: READS_MESSAGES.retry, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <ol className="reading-history__list">
        {items.map((item) => (
          <li key={item.id} className="reading-history__item" data-post-id={item.post.id}>
            <p className="reading-history__when">
              {item.readAt != null && <span className="reading-history__read">Read</span>}
              <span>
                Last opened <time dateTime={new Date(item.lastViewedAt).toISOString()}>{openedWhen(item.lastViewedAt)}</time>
              </span>
            </p>
            <PostCard post={item.post} />
            <button
              type="button"
              className="reading-history__remove"
              title="Remove from your reading history"
              aria-label={`Remove “${item.post.title || 'Untitled story'}” from your reading history`}
              onClick={() => void removeItem(item)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </li>
        ))}
      </ol>
      {page.pagingInfo.next?.to && (
        <button type="button" className="button button--outline reading-history__more" onClick={() => void more()} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
