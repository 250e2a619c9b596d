import { plainText, readingTimeMinutes, snippet } from '../../../shared/content';
import { SEQUENCE_MESSAGES, SERIES_MESSAGES } from '../../../shared/validation/series';
import type { PostModel } from '../posts';
import type { Resolvers } from '../../graphql/resolvers.generated';
import type { SignedInContext } from '../../core';
import { anyone, byPolicy, definePolicy, signedIn, SIGN_IN_FIRST, type Policy } from '../../security';
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
  checkSeriesText,
  ownPart,
  ownSeries,
  type Refusal,
} from './series.service';
import {
  addPostToSequence,
  createSequence,
  ownSequence,
  positionIn,
  removePostFromSequence,
  reorderSequence,
  sequenceLibrary,
  sequenceOf,
  storiesOf,
  viewerSequences,
} from './sequences.service';
import type { SequenceModel } from './sequences.repo';

/** How much of a part's text a list of parts shows. */
const EXCERPT_LENGTH = 120;

const refusalOf = (found: PostModel | SequenceModel | { part: unknown } | Refusal): string | null => ('__typename' in found ? found.message : null);

/** The series' writer alone changes it (a series the viewer may not read is not found). */
const writesSeries = definePolicy<{ postId: string }>('series.write: its writer', async (ctx, args) => refusalOf(await ownSeries(ctx, args)));
/** A series' title and description: text the service refuses first is the service's to answer. */
const writesSeriesText = definePolicy<{ postId: string; title: string; description?: string | null }>('series.write: its writer', async (ctx, args) =>
  checkSeriesText(args) ? null : refusalOf(await ownSeries(ctx, args)),
);
const writesPart = definePolicy<{ partId: string }>("series.writePart: its series' writer", async (ctx, args) => refusalOf(await ownPart(ctx, args)));
const curatesSequence = definePolicy<{ sequenceId: string }>('sequences.curate: its curator', async (ctx, args) =>
  refusalOf(await ownSequence(ctx, args)),
);

/** The refusal as the series and sequence mutations answer it. */
function refused(message: string): Refusal {
  const notFound = message === SERIES_MESSAGES.seriesNotFound || message === SERIES_MESSAGES.partNotFound || message === SEQUENCE_MESSAGES.sequenceNotFound;
  return { __typename: notFound ? 'NotFound' : 'Forbidden', message };
}

/** Creating a series or a sequence and following one: any signed-in reader, for themselves. */
const forViewer = <A, R>(resolve: (args: A, ctx: SignedInContext) => R) =>
  signedIn<unknown, A, R>((_, args, ctx) => resolve(args, ctx), { writes: true });

/** Changing a series or a sequence: signed in, and the series' writer (the sequence's curator) alone, as the service checks too. */
const writerOnly = <A, R>(policy: Policy<NoInfer<A>>, resolve: (args: A, ctx: SignedInContext) => Promise<R>) =>
  byPolicy<unknown, A, Promise<R | Refusal>>(policy, (_, args, ctx) => resolve(args, ctx), { message: SIGN_IN_FIRST, writes: true, refused });

export const seriesResolvers: Resolvers = {
  Query: {
    series: anyone('a published series is public; a draft is found for its writer alone', (_, { postId }, ctx) => readableSeries(ctx, { postId })),
    seriesPart: anyone('the parts the reader may read, as the series shows them', (_, { postId, number }, ctx) => partNumbered(ctx, { postId, number })),
    viewerSeries: anyone("the viewer's own series; empty when signed out", (_, { paging }, ctx) => viewerSeries(ctx, paging ?? {})),
    sequence: anyone('sequences are public', (_, { slug }, ctx) => sequenceOf(ctx, { slug })),
    sequencesConnection: anyone('the sequence library is public', (_, { paging }, ctx) => sequenceLibrary(ctx, paging ?? {})),
    viewerSequences: anyone("the viewer's own sequences; empty when signed out", (_, __, ctx) => viewerSequences(ctx)),
  },
  Mutation: {
    createSeries: forViewer((args, ctx) => createSeries(ctx, args)),
    updateSeries: writerOnly(writesSeriesText, (args, ctx) => updateSeries(ctx, args)),
    addSeriesPart: writerOnly(writesSeries, (args, ctx) => addSeriesPart(ctx, args)),
    updateSeriesPart: writerOnly(writesPart, (args, ctx) => updateSeriesPart(ctx, args)),
    publishSeriesPart: writerOnly(writesPart, (args, ctx) => publishSeriesPart(ctx, args)),
    deleteSeriesPart: writerOnly(writesPart, (args, ctx) => deleteSeriesPart(ctx, args)),
    publishSeries: writerOnly(writesSeries, (args, ctx) => publishSeries(ctx, args)),
    unpublishSeries: writerOnly(writesSeries, (args, ctx) => unpublishSeries(ctx, args)),
    followSeries: forViewer((args, ctx) => followSeries(ctx, args)),
    unfollowSeries: forViewer((args, ctx) => unfollowSeries(ctx, args)),
    createSequence: forViewer((args, ctx) => createSequence(ctx, args)),
    addPostToSequence: writerOnly(curatesSequence, (args, ctx) => addPostToSequence(ctx, args)),
    removePostFromSequence: writerOnly(curatesSequence, (args, ctx) => removePostFromSequence(ctx, args)),
    reorderSequence: writerOnly(curatesSequence, (args, ctx) => reorderSequence(ctx, args)),
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
    position: (sequence, { postId }, ctx) => positionIn(ctx, { sequence, postId }),
    viewerEdge: (sequence, _, ctx) => ({ id: `${sequence.id}:${ctx.viewer?.id ?? 'lo'}`, isCreator: isCurator(sequence, ctx.viewer) }),
  },
  User: {
    seriesConnection: (user, { paging }, ctx) => seriesOfUser(ctx, { writer: user, paging: paging ?? {} }),
  },
};
