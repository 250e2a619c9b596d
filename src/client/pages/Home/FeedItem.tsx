import { useState } from 'react';
import { FEED_MESSAGES } from '../../../shared/feeds';
import { useMutation } from '../../data';
import { PostCard } from '../../components/PostCard/PostCard';
import { useToasts } from '../../components/Toasts/toasts';
import type { PostCardFragment } from '../../gql/graphql';
import { RemoveFromForYouMutation, RestoreToForYouMutation } from './home-operations';

/**
 * A story in a feed. In For you it carries the line saying why it is there and a "Show less like this"
 * button; once pressed, the card gives way to a note with Undo.
 */
export function FeedItem({ post, reason, canShowLess }: { post: PostCardFragment; reason?: string | null; canShowLess: boolean }) {
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const { showToast } = useToasts();
  const [remove] = useMutation(RemoveFromForYouMutation);
  const [restore] = useMutation(RestoreToForYouMutation);

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      const variables = { kind: 'SHOW_LESS' as const, postId: post.id };
      const answer = next ? (await remove({ variables })).data.removeFromForYou : (await restore({ variables })).data.restoreToForYou;
      if (answer.__typename === 'FeedSignalChange') setHidden(answer.removed);
      else showToast({ message: answer.message, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: FEED_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  if (hidden) {
    return (
      <div className="feed-item feed-item--hidden" role="status">
        <span>{FEED_MESSAGES.shownLess}</span>
        <button type="button" className="feed-item__undo" onClick={() => void change(false)} disabled={busy}>
          Undo
        </button>
      </div>
    );
  }
  return (
    <div className="feed-item">
      {(reason || canShowLess) && (
        <div className="feed-item__why">
          {reason && <p className="feed-item__reason">{reason}</p>}
          {canShowLess && (
            <button
              type="button"
              className="feed-item__less"
              onClick={() => void change(true)}
              disabled={busy}
              aria-label={`Show less like “${post.title}”`}
              title="Show less like this"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path d="M8 12h8" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
              <span className="feed-item__less-text">Show less like this</span>
            </button>
          )}
        </div>
      )}
      <PostCard post={post} />
    </div>
  );
}
