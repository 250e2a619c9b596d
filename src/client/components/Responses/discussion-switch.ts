import { useMutation } from '../../data';
import { RESPONSE_MESSAGES } from '../../../shared/validation/responses';
import { useToasts } from '../Toasts/toasts';
import { SetCatalogDiscussionClosedMutation, SetPostDiscussionClosedMutation } from './responses-operations';

type Answer = { __typename: string; message?: string };

/** The thread queries that show a discussion's state: loaded again once it closes or reopens. */
const THREAD_QUERIES = ['StoryThread', 'CatalogThread', 'ResponsePageThread'];

/**
 * Closes or reopens a story's discussion (the author's menu and story settings), with a toast either way.
 * Answers whether it worked.
 */
export function useStoryDiscussionSwitch(postId: string): (closed: boolean) => Promise<boolean> {
  const [setClosed] = useMutation(SetPostDiscussionClosedMutation);
  const { showToast } = useToasts();
  return async (closed) => {
    let answer: Answer;
    try {
      answer = (await setClosed({ variables: { postId, closed }, refetchQueries: THREAD_QUERIES })).data.setPostDiscussionClosed;
    } catch {
      answer = { __typename: 'Error', message: RESPONSE_MESSAGES.tryAgain };
    }
    if (answer.__typename !== 'Post') {
      showToast({ message: answer.message ?? RESPONSE_MESSAGES.tryAgain, toastStyle: 'ERROR' });
      return false;
    }
    showToast({ message: closed ? RESPONSE_MESSAGES.discussionClosed : RESPONSE_MESSAGES.discussionOpened });
    return true;
  };
}

/** Closes or reopens a list's discussion (the list's edit form saves it with the rest). */
export function useListDiscussionSwitch(catalogId: string): (closed: boolean) => Promise<string | null> {
  const [setClosed] = useMutation(SetCatalogDiscussionClosedMutation);
  return async (closed) => {
    const answer: Answer = (await setClosed({ variables: { catalogId, closed }, refetchQueries: THREAD_QUERIES })).data.setCatalogDiscussionClosed;
    return answer.__typename === 'CatalogDiscussion' ? null : (answer.message ?? RESPONSE_MESSAGES.tryAgain);
  };
}
