import { useLocation } from 'react-router';
import { useMutation } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useToasts } from '../Toasts/toasts';
import { ArchivePostMutation, BookmarkPostMutation } from './list-operations';
import { readingListToast } from './reading-list-toast';

export interface SaveablePost {
  id: string;
  title: string;
  mediumUrl: string;
}

const TRY_AGAIN = 'That didn’t work. Please try again.';

type Answer = { __typename: string; message?: string; catalogEdge?: { readingList: string } } | null | undefined;

/** The reading-list toggles with their toast, shared by the bookmark and the library's rows. */
export function useReadingList(postId: string) {
  const { showToast } = useToasts();
  const location = useLocation();
  const context = { batchKey: VIEWER_EDGE_BATCH_KEY };
  const [bookmark] = useMutation(BookmarkPostMutation, { context });
  const [archive] = useMutation(ArchivePostMutation, { context });

  async function run(mutation: 'bookmark' | 'archive', optimistic?: 'QUEUE' | 'ARCHIVE' | 'NONE', catalogIds: string[] = []): Promise<Answer> {
    const variables = { targetPostId: postId };
    const edge = optimistic ? { __typename: 'PostCatalogEdge', id: '', readingList: optimistic, catalogIds } : null;
    if (mutation === 'bookmark') {
      const result = await bookmark({ variables, optimisticResponse: edge ? ({ bookmarkPost: { __typename: 'Post', id: postId, catalogEdge: edge } } as never) : undefined });
      return result.data.bookmarkPost as Answer;
    }
    const result = await archive({ variables, optimisticResponse: edge ? ({ archivePost: { __typename: 'Post', id: postId, catalogEdge: edge } } as never) : undefined });
    return result.data.archivePost as Answer;
  }

  /** Toggles, then shows the reading-list toast (or why it was refused). */
  async function toggle(mutation: 'bookmark' | 'archive', options: { edgeId?: string; optimistic?: 'QUEUE' | 'ARCHIVE' | 'NONE'; catalogIds?: string[] } = {}) {
    try {
      const answer = await run(mutation, options.optimistic, options.catalogIds);
      if (answer?.__typename !== 'Post' || !answer.catalogEdge) {
        showToast({ message: answer?.message ?? TRY_AGAIN, toastStyle: 'ERROR' });
        return null;
      }
      const state = answer.catalogEdge.readingList as 'QUEUE' | 'ARCHIVE' | 'NONE';
      const toast = readingListToast({ postId, mutation, state, searchQuery: location.search.replace(/^\?/, '') || location.hash.replace(/^#/, ''), undo: () => run(mutation) });
      if (toast) showToast(toast);
      return state;
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
      return null;
    }
  }
  return { toggle };
}
