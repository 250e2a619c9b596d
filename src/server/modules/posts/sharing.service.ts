import { SHARE_LIMITS, STORY_MESSAGES } from '../../../shared/validation/stories';
import { consumeAttempt } from '../../security';
import type { SignedInContext } from '../../core';
import type { PostModel } from './posts.repo';
import { findPost } from './posts.service';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A reader shared a published story with one person. */
    'post.shared': { postId: string; actorId: string; recipientId: string };
  }
}

type Message = { message: string };
export type ShareAnswer =
  | ({ __typename: 'Post' } & PostModel)
  | ({ __typename: 'BadRequest' } & Message)
  | ({ __typename: 'NotFound' } & Message)
  | ({ __typename: 'TooManyRequests' } & Message);

/**
 * A reader shares a published story they can open with someone else. Whether that person is told (they can open
 * it too, neither blocks the other, they do not mute the sharer) is the notification's business: the answer is
 * the same either way, so sharing tells nobody who blocked whom.
 */
export async function shareStory(ctx: SignedInContext, input: { postId: string; userId: string }): Promise<ShareAnswer> {
  const found = await findPost(ctx, { id: input.postId });
  if (found.kind !== 'post' || !found.post.isPublished) return { __typename: 'NotFound', message: STORY_MESSAGES.notFound };
  if (input.userId === ctx.viewer.id) return { __typename: 'BadRequest', message: STORY_MESSAGES.shareWithYourself };
  const person = await ctx.loaders.userById.load(input.userId);
  if (!person || person.deletedAt != null || person.isSuspended) return { __typename: 'BadRequest', message: STORY_MESSAGES.sharePersonNotFound };
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `post-share:${ctx.viewer.id}`, SHARE_LIMITS, ctx.now());
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: STORY_MESSAGES.tooManyShares };
  await ctx.bus.publish(ctx.db, 'post.shared', { postId: found.post.id, actorId: ctx.viewer.id, recipientId: person.id });
  return { __typename: 'Post', ...found.post };
}
