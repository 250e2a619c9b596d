import type { SeriesPartModel } from './series.repo';
import type { SequenceModel } from './sequences.repo';
import type { AppDeps } from '../../graphql/context';

/** What other modules may use of this one. */
export { seriesSearchText, type SeriesSearchText } from './series.search';
export { followersAfter, type FollowerCursor } from './series.repo';
export { seriesMentions } from './series.service';
export { withMentions } from './series.mentions';

/**
 * Signed-out copies of the pages that show a series or a sequence are dropped when what they show changes
 * (a series page carries its post's tag; sequence pages the `sequences` tag of their routes).
 */
export function subscribeSeriesEvents(deps: AppDeps): void {
  const { bus, pageCache } = deps;
  const subscriber = 'series-page-cache';
  const series = (e: { postId: string; actorId: string }) => pageCache.purge([`post:${e.postId}`, `user:${e.actorId}`]);
  bus.subscribe('series.published', subscriber, series);
  bus.subscribe('series.partAdded', subscriber, series);
  bus.subscribe('series.partChanged', subscriber, series);
  bus.subscribe('series.unpublished', subscriber, series);
  bus.subscribe('series.followed', subscriber, (e) => pageCache.purge([`post:${e.postId}`]));
  bus.subscribe('series.unfollowed', subscriber, (e) => pageCache.purge([`post:${e.postId}`]));
  bus.subscribe('sequence.changed', subscriber, () => pageCache.purge(['sequences']));
}
export { type SeriesPartModel } from './series.repo';
export { type SequenceModel } from './sequences.repo';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    SeriesPart: SeriesPartModel;
    Sequence: SequenceModel;
  }
}
export { isPublishedPart } from './series.repo';
