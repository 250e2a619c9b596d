import { mentionedUserIds, type PostBody } from '../../../../shared/content';
import { findPost, readableBody, readsWholeStory } from '../../posts';
import { usersByIds } from '../../users';
import { deliver, type NotificationDeps } from './common';
import { readerContext } from './reader-context';

/**
 * Tells the people a published story mentions, once per story and person: a mention added in a later edit
 * is told when that edit is published. Only someone who can read the story and the mention in it is told
 * (not someone the author blocked, nor a non-member whose preview of a members-only story stops before it).
 */
export async function notifyMentions(deps: NotificationDeps, input: { postId: string; occurredAt: number }): Promise<void> {
  const post = await deps.db
    .selectFrom('posts')
    .select(['creator_id', 'latest_published_version', 'is_published', 'deleted_at'])
    .where('id', '=', input.postId)
    .executeTakeFirst();
  if (!post || !post.is_published || post.deleted_at !== null || post.latest_published_version === null) return;
  const version = await deps.db
    .selectFrom('post_versions')
    .select('body')
    .where('post_id', '=', input.postId)
    .where('version', '=', post.latest_published_version)
    .executeTakeFirst();
  const candidates = mentionedUserIds(parseBody(version?.body)).filter((id) => id !== post.creator_id);
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

function parseBody(json: string | undefined): PostBody {
  try {
    const body = JSON.parse(json ?? '') as PostBody;
    return Array.isArray(body.paragraphs) ? body : { paragraphs: [], sections: [] };
  } catch {
    return { paragraphs: [], sections: [] };
  }
}
