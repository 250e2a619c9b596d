import {
  formatReadingListMessage,
  parseReadingListMessage,
  READING_LIST_TOAST_MS,
  READING_LIST_UNDO_RELOAD_MS,
  readingListAction,
  readingListToastText,
  UNDO_LABEL,
  UNDOING_LABEL,
  type ReadingListState,
} from '../../../shared/validation/lists';
import type { ToastAction } from '../Toasts/toasts';
import type { ToastSpec } from '../../shell/preloaded';

export interface ReadingListToastInput {
  postId: string;
  mutation: 'bookmark' | 'archive';
  /** The story's state after the change. */
  state: ReadingListState;
  /** The query the page would show again (the library tab), kept in the message. */
  searchQuery: string;
  /** Repeats the toggle (spec 2 §4: bookmark undo re-bookmarks, archive undo re-archives). */
  undo: () => Promise<unknown>;
  /** Reloads the page; the browser's own by default. */
  reload?: () => void;
}

/**
 * The reading-list toast (spec 2 §3–§5, §9): its message is `postId:action:searchQuery`, validated before
 * anything is shown (null: nothing to show). It lasts 900 ms; Undo reads 'Undoing...' while the toggle is
 * repeated, then the page reloads 300 ms later.
 */
export function readingListToast(input: ReadingListToastInput): (ToastSpec & { action: ToastAction }) | null {
  const message = formatReadingListMessage({ postId: input.postId, action: readingListAction(input.mutation, input.state), searchQuery: input.searchQuery });
  const parsed = parseReadingListMessage(message);
  if (!parsed) return null;
  const reload = input.reload ?? (() => window.location.reload());
  return {
    message: readingListToastText(parsed.action, input.state),
    duration: READING_LIST_TOAST_MS,
    extraParams: { readingListMessage: message },
    action: {
      label: UNDO_LABEL,
      busyLabel: UNDOING_LABEL,
      onSelect: () => {
        void input
          .undo()
          .catch(() => undefined)
          .then(() => setTimeout(reload, READING_LIST_UNDO_RELOAD_MS));
      },
    },
  };
}
