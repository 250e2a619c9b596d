import { plainText, readingTimeMinutes, snippet } from '../../../shared/content';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, signedIn, SIGN_IN_FIRST, type SignedInContext } from '../../security';
import { isCurator, isWriter } from './series.policy';
import { seriesLoaders } from './series.loaders';
import {
  addSeriesPart,
  createSeries,
  deleteSeriesPart,
  followSeries,
  partBody,
  partNumbered,
  partsFor,
  publishSeries,
  publishSeriesPart,
  readableSeries,
  seriesOfUser,
  seriesUpdatedAt,
  unfollowSeries,
  unpublishSeries,
  updateSeries,
  updateSeriesPart,
  viewerSeries,
  type SeriesContext,
} from './series.service';
import {
  addPostToSequence,
  createSequence,
  positionIn,
  removePostFromSequence,
  reorderSequence,
  sequenceLibrary,
  sequenceOf,
  storiesOf,
  viewerSequences,
} from './sequences.service';

const acting = (ctx: SignedInContext): SeriesContext => ctx;

/** How much of a part's text a list of parts shows. */
const EXCERPT_LENGTH = 120;

/** Creating a series or a sequence and following one: any signed-in reader, for themselves. */
const forViewer = <A, R>(resolve: (args: A, ctx: SeriesContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, acting(ctx)));

/** Changing a series or a sequence: signed in, and the series' writer (the sequence's curator) alone, as the service checks. */
const writerOnly = <A, R>(resolve: (args: A, ctx: SeriesContext) => R) =>
  byPolicy<unknown, A, R>('series writer or sequence curator', (_, args, ctx) => resolve(args, acting(ctx)), SIGN_IN_FIRST);

export const seriesResolvers: Resolvers = {
  Query: {
    series: (_, { postId }, ctx) => readableSeries(ctx, postId),
    seriesPart: (_, { postId, number }, ctx) => partNumbered(ctx, postId, number),
    viewerSeries: (_, { paging }, ctx) => viewerSeries(ctx, paging ?? {}),
    sequence: (_, { slug }, ctx) => sequenceOf(ctx, slug),
    sequencesConnection: (_, { paging }, ctx) => sequenceLibrary(ctx, paging ?? {}),
    viewerSequences: (_, __, ctx) => viewerSequences(ctx),
  },
  Mutation: {
    createSeries: forViewer((args, ctx) => createSeries(ctx, args)),
    updateSeries: writerOnly((args, ctx) => updateSeries(ctx, args)),
    addSeriesPart: writerOnly((args, ctx) => addSeriesPart(ctx, args)),
    updateSeriesPart: writerOnly((args, ctx) => updateSeriesPart(ctx, args)),
    publishSeriesPart: writerOnly((args, ctx) => publishSeriesPart(ctx, args)),
    deleteSeriesPart: writerOnly((args, ctx) => deleteSeriesPart(ctx, args)),
    publishSeries: writerOnly((args, ctx) => publishSeries(ctx, args)),
    unpublishSeries: writerOnly((args, ctx) => unpublishSeries(ctx, args)),
    followSeries: forViewer((args, ctx) => followSeries(ctx, args)),
    unfollowSeries: forViewer((args, ctx) => unfollowSeries(ctx, args)),
    createSequence: forViewer((args, ctx) => createSequence(ctx, args)),
    addPostToSequence: writerOnly((args, ctx) => addPostToSequence(ctx, args)),
    removePostFromSequence: writerOnly((args, ctx) => removePostFromSequence(ctx, args)),
    reorderSequence: writerOnly((args, ctx) => reorderSequence(ctx, args)),
  },
  Post: {
    seriesParts: (post, _, ctx) => partsFor(ctx, post),
    seriesPartCount: async (post, _, ctx) => (post.isSeries ? (await seriesLoaders(ctx).stats.load(post.id)).publishedParts : 0),
    seriesUpdatedAt: (post, _, ctx) => seriesUpdatedAt(ctx, post),
    seriesFollowerCount: (post, _, ctx) => (post.isSeries ? seriesLoaders(ctx).followerCount.load(post.id) : 0),
    seriesViewerEdge: async (post, _, ctx) => ({
      id: `${post.id}:${ctx.viewer?.id ?? 'lo'}`,
      isFollowing: post.isSeries && ctx.viewer ? await seriesLoaders(ctx).following.load(post.id) : false,
      isWriter: isWriter(post, ctx.viewer),
    }),
    sequence: (post, _, ctx) => seriesLoaders(ctx).firstSequence.load(post.id),
  },
  SeriesPart: {
    isPublished: (part) => part.publishedAt !== null,
    readingTime: (part) => readingTimeMinutes(partBody(part)),
    excerpt: (part) => snippet(plainText(partBody(part)), EXCERPT_LENGTH),
    bodyModel: (part) => {
      const body = partBody(part);
      return { paragraphs: body.paragraphs.map((p, index) => ({ ...p, id: `${part.id}_${index}` })), sections: body.sections };
    },
  },
  Sequence: {
    creator: async (sequence, _, ctx) => {
      const creator = await ctx.loaders.userById.load(sequence.creatorId);
      if (!creator) throw new Error(`Sequence ${sequence.id} has no creator`);
      return creator;
    },
    posts: (sequence, _, ctx) => storiesOf(ctx, sequence),
    position: (sequence, { postId }, ctx) => positionIn(ctx, sequence, postId),
    viewerEdge: (sequence, _, ctx) => ({ id: `${sequence.id}:${ctx.viewer?.id ?? 'lo'}`, isCreator: isCurator(sequence, ctx.viewer) }),
  },
  User: {
    seriesConnection: (user, { paging }, ctx) => seriesOfUser(ctx, user, paging ?? {}),
  },
};
