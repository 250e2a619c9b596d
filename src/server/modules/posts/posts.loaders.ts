import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { PostBody } from '../../../shared/content';
import { byId } from '../../core';
import type { Executor } from '../../db';
import type { PostsTable } from '../../db/schema.generated';
import { bodiesByVersion, postRowsByIds, publishedPostCounts, tagsByPostIds, toPost, type PostModel } from './posts.repo';
import { lastPublishedAtOf } from './story-reads.repo';

/**
 * Stories' loaders, one set per request beside the others (assembled in graphql/loaders.ts). `rowLoaded`
 * hears each post row read: it also holds where the post sits among responses, which the responses
 * module's loader is primed with, so the story page's two questions cost one query.
 */
export function createPostLoaders(db: Executor, seen: (tag: string) => void, rowLoaded: (row: Selectable<PostsTable>) => void) {
  return {
    postById: new DataLoader<string, PostModel | null>(
      byId(async (ids) => {
        const rows = await postRowsByIds(db, ids);
        for (const row of rows) rowLoaded(row);
        return rows.map(toPost);
      }, (id) => seen(`post:${id}`)),
    ),
    /** A story version's body by `postId:version`: a page of fifty stories reads their bodies in one query. */
    bodyByVersion: new DataLoader<string, PostBody | null>(async (keys) => {
      const bodies = await bodiesByVersion(db, keys);
      return keys.map((key) => bodies.get(key) ?? null);
    }),
    tagsByPostId: new DataLoader<string, { slug: string; name: string }[]>(async (ids) => {
      const tags = await tagsByPostIds(db, ids);
      return ids.map((id) => tags.get(id) ?? []);
    }),
    publishedPostCount: new DataLoader<string, number>(async (ids) => {
      const counts = await publishedPostCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** When each person last published a story readers can find (a person's hover card), by user id. */
    lastPostCreatedAt: new DataLoader<string, number | null>(async (ids) => {
      const times = await lastPublishedAtOf(db, ids);
      return ids.map((id) => times.get(id) ?? null);
    }),
  };
}
