import type { AppDeps } from '../../graphql/context';
import { systemContext, withTransaction } from '../../core';
import { reindexStory, reindexStoryClaps } from './topics.index-stories';

const SUBSCRIBER = 'topics';

/**
 * Keeps the tag and topic story index in step with stories: whatever changed (published, taken back,
 * deleted, new tags or visibility, moved in or out of a publication), the story is indexed again from
 * what it is now, which makes a repeated delivery harmless.
 */
export function subscribeStoryIndex(deps: AppDeps): void {
  const reindex = async ({ postId }: { postId: string }) => {
    await withTransaction(systemContext(deps), (ctx) => reindexStory(ctx, { postId }));
    await deps.pageCache.purge(['tags', 'topics']);
  };
  for (const event of ['post.published', 'post.unpublished', 'post.deleted', 'post.settingsChanged', 'post.approvedInCollection'] as const) {
    deps.bus.subscribe(event, SUBSCRIBER, reindex);
  }
  // The totals the event carries, kept only when newer than the ones indexed (a late delivery changes nothing).
  const claps = (e: { postId: string; clapCount: number; counterVersion?: number }) =>
    e.counterVersion === undefined
      ? undefined
      : withTransaction(systemContext(deps), (ctx) => reindexStoryClaps(ctx, { postId: e.postId, clapCount: e.clapCount, version: e.counterVersion! }));
  deps.bus.subscribe('post.clapped', SUBSCRIBER, claps);
  deps.bus.subscribe('post.unclapped', SUBSCRIBER, claps);
  // Follower counts show on topic pages kept for signed-out readers.
  const followers = () => deps.pageCache.purge(['topics']);
  deps.bus.subscribe('topic.followed', SUBSCRIBER, followers);
  deps.bus.subscribe('topic.unfollowed', SUBSCRIBER, followers);
}
