import { CombinedGraphQLErrors, type GraphQLClient } from '../../data';
import type { SaveOutcome } from '../../editor/ui/autosave';
import type { DraftContent } from '../../editor/ui/types';
import type { EditorPostFragment } from '../../gql/graphql';
import { CreateNewsletterEmailMutation, CreatePostMutation, SavePostDraftMutation } from './editor-operations';

type Refusal = { __typename: 'BadRequest' | 'Forbidden' | 'NotFound'; message: string };
type SaveAnswer = { __typename: 'PostDraftSaved'; version: number } | { __typename: 'Conflict'; latestVersion: number } | Refusal;

/** The autosave outcome of savePostDraft's answer. */
export function saveOutcome(answer: SaveAnswer): SaveOutcome {
  switch (answer.__typename) {
    case 'PostDraftSaved':
      return { kind: 'saved', version: answer.version };
    case 'Conflict':
      return { kind: 'conflict', latestVersion: answer.latestVersion };
    default:
      return { kind: 'refused', message: answer.message };
  }
}

export interface DraftSaverDeps {
  client: GraphQLClient;
  content: () => DraftContent;
  postId: () => string | null;
  /** Where a new story is started (/{collectionSlug}/new-story), else null. */
  collectionSlug: string | null;
  /** The newsletter a new email-only issue is for (/newsletters/{id}/new-email), else null. */
  newsletterId?: string | null;
  onCreated: (post: EditorPostFragment) => void;
  onSaved: (draftLabel: string | null) => void;
}

/**
 * Saves the editor's text: the first save of a new story creates it, later ones send the version
 * they build on. Throws (for autosave to retry) when the answer never arrived.
 */
export function draftSaver(deps: DraftSaverDeps) {
  const send = sendDraft(deps);
  return async (baseVersion: number | null): Promise<SaveOutcome> => {
    try {
      return await send(baseVersion);
    } catch (error) {
      // The server answered but refused the request itself (an expired session, say): trying again will not help.
      if (CombinedGraphQLErrors.is(error)) return { kind: 'refused', message: error.errors[0]?.message ?? 'The server refused to save.' };
      throw error;
    }
  };
}

function sendDraft(deps: DraftSaverDeps) {
  return async (baseVersion: number | null): Promise<SaveOutcome> => {
    const content = deps.content();
    const postId = deps.postId();
    if (postId === null || baseVersion === null) {
      const created = deps.newsletterId
        ? (await deps.client.mutate({ mutation: CreateNewsletterEmailMutation, variables: { newsletterV3Id: deps.newsletterId, ...content } })).data?.createNewsletterEmail
        : (await deps.client.mutate({ mutation: CreatePostMutation, variables: { collectionSlug: deps.collectionSlug, ...content } })).data?.createPost;
      if (!created) throw new Error('createPost gave no answer');
      if (created.__typename !== 'Post') return { kind: 'refused', message: created.message };
      deps.onCreated(created);
      return { kind: 'saved', version: created.latestVersion };
    }
    const { data } = await deps.client.mutate({ mutation: SavePostDraftMutation, variables: { postId, baseVersion, ...content } });
    const answer = data?.savePostDraft;
    if (!answer) throw new Error('savePostDraft gave no answer');
    if (answer.__typename === 'PostDraftSaved') deps.onSaved(answer.post.draftLabel ?? null);
    return saveOutcome(answer);
  };
}
