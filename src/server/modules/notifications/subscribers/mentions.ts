import { mentionedUserIds, type PostBody } from '../../../../shared/content';
import { bodiesByVersion, findPost, postRowsByIds, readableBody, readsWholeStory } from '../../posts';
import { usersByIds } from '../../users';
import { deliver, type NotificationDeps } from './common';
import { readerContext } from './reader-context';

/**
 * Tells the people a published story mentions, once per story and person: a mention added in a later edit
 * is told when that edit is published. Only someone who can read the story and the mention in it is told
 * (not someone the author blocked, nor a non-member whose preview of a members-only story stops before it).
 */
export async function notifyMentions(deps: NotificationDeps, input: { postId: string; occurredAt: number }): Promise<void> {
  const [post] = await postRowsByIds(deps.db, [input.postId]);
  if (!post || !post.is_published || post.deleted_at !== null || post.latest_published_version === null) return;
  const key = `${input.postId}:${post.latest_published_version}`;
  const candidates = mentionedUserIds(wellFormed((await bodiesByVersion(deps.db, [key])).get(key))).filter((id) => id !== post.creator_id);
  for (const reader of await usersByIds(deps.db, candidates)) {
    if (reader.deletedAt != null) continue;
    const ctx = readerContext(deps, reader);
    const found = await findPost(ctx, { id: input.postId });
    if (found.kind !== 'post') continue;
    const readable = await readableBody(ctx, { post: found.post, whole: await readsWholeStory(ctx, { post: found.post }) });
    if (!mentionedUserIds(readable).includes(reader.id)) continue;
    await deliver(deps, {
      recipientId: reader.id,
      type: 'mention_in_post',
      actorId: post.creator_id,
      dedupeKey: `mention_in_post:${input.postId}`,
      target: { postId: input.postId },
      occurredAt: input.occurredAt,
    });
  }
}

function wellFormed(body: PostBody | undefined): PostBody {
  return body && Array.isArray(body.paragraphs) ? body : { paragraphs: [], sections: [] };
}
