import DataLoader from 'dataloader';
import type { ServiceContext } from '../../graphql/context';
import { followedSeries, followerCounts, seriesStats, type SeriesStats } from './series.repo';
import type { PostModel } from '../posts';
import { firstSequencesOf, sequenceStories, type SequenceModel } from './sequences.repo';

const NO_PARTS: SeriesStats = Object.freeze({ publishedParts: 0, lastPublishedAt: null });

function createSeriesLoaders(ctx: ServiceContext) {
  const db = ctx.db;
  return {
    /** Published parts and the newest one's time, by series: a page of twenty series cards asks once. */
    stats: new DataLoader<string, SeriesStats>(async (ids) => {
      const found = await seriesStats(db, ids);
      return ids.map((id) => found.get(id) ?? NO_PARTS);
    }),
    followerCount: new DataLoader<string, number>(async (ids) => {
      const found = await followerCounts(db, ids);
      return ids.map((id) => found.get(id) ?? 0);
    }),
    /** Whether the signed-in reader follows the series. */
    following: new DataLoader<string, boolean>(async (ids) => {
      if (!ctx.viewer) return ids.map(() => false);
      const found = await followedSeries(db, ctx.viewer.id, ids);
      return ids.map((id) => found.has(id));
    }),
    /** A sequence's stories the reader may read, in order: its list and its stories' places ask once. */
    sequenceStories: new DataLoader<string, PostModel[]>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          const posts = await sequenceStories(db, id, ctx.viewer?.id ?? null);
          for (const post of posts) ctx.loaders.postById.prime(post.id, post);
          return posts;
        }),
      ),
    ),
    firstSequence: new DataLoader<string, SequenceModel | null>(async (ids) => {
      const found = await firstSequencesOf(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}

export type SeriesLoaders = ReturnType<typeof createSeriesLoaders>;

// One set per request, kept beside the request's own loaders (which live as long as the request does).
const perRequest = new WeakMap<object, SeriesLoaders>();

export function seriesLoaders(ctx: ServiceContext): SeriesLoaders {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createSeriesLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** After a change: this request's later reads see it. */
export function forgetSeries(ctx: ServiceContext, seriesId: string): void {
  const loaders = perRequest.get(ctx.loaders);
  if (!loaders) return;
  loaders.stats.clear(seriesId);
  loaders.followerCount.clear(seriesId);
  loaders.following.clear(seriesId);
}
