import {
  MAX_POSTS_PER_SEQUENCE,
  SEQUENCE_LIBRARY_PAGE_SIZE,
  SEQUENCE_MESSAGES,
  SERIES_RATE_LIMITS,
  sequenceDescriptionError,
  sequenceSlugCandidates,
  sequenceTitleError,
} from '../../../shared/validation/series';
import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { decodeCursor, findPost, pageSize, type PostModel } from '../posts';
import { seriesLoaders } from './series.loaders';
import { fitsSequence, isCurator } from './series.policy';
import type { Refusal } from './series.service';
import {
  appendStory,
  insertSequence,
  removeStory,
  sequenceById,
  sequenceBySlug,
  sequencePostIds,
  sequencesOf,
  sequencesPage,
  setOrder,
  slugTaken,
  touchSequence,
  type SequenceModel,
} from './sequences.repo';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A sequence's stories, order or title changed. */
    'sequence.changed': { sequenceId: string; actorId: string };
  }
}

export type SequenceAnswer = ({ __typename: 'Sequence' } & SequenceModel) | Refusal;

const badRequest = (message: string) => ({ __typename: 'BadRequest' as const, message });
const notFound = () => ({ __typename: 'NotFound' as const, message: SEQUENCE_MESSAGES.sequenceNotFound });

export function sequenceOf(ctx: ServiceContext, { slug }: { slug: string }): Promise<SequenceModel | null> {
  return sequenceBySlug(ctx.db, slug);
}

/** The sequence's stories this reader may read, in order. */
export function storiesOf(ctx: ServiceContext, sequence: SequenceModel): Promise<PostModel[]> {
  return seriesLoaders(ctx).sequenceStories.load(sequence.id);
}

/** Where a story sits among the stories the reader may read, with the ones before and after. */
export async function positionIn(ctx: ServiceContext, { sequence, postId }: { sequence: SequenceModel; postId: string }) {
  const stories = await storiesOf(ctx, sequence);
  const index = stories.findIndex((post) => post.id === postId);
  const post = stories[index];
  if (!post) return null;
  return {
    id: `${sequence.id}:${post.id}`,
    number: index + 1,
    count: stories.length,
    post,
    previous: stories[index - 1] ?? null,
    next: stories[index + 1] ?? null,
  };
}

export async function sequenceLibrary(ctx: ServiceContext, paging: { limit?: number | null; to?: string | null }) {
  const limit = paging.limit == null ? SEQUENCE_LIBRARY_PAGE_SIZE : pageSize(paging.limit);
  const cursor = decodeCursor(paging.to);
  const rows = await sequencesPage(ctx.db, limit + 1, cursor ? { updatedAt: cursor.publishedAt, id: cursor.id } : null);
  const sequences = rows.slice(0, limit);
  const last = sequences[sequences.length - 1];
  const next = rows.length > limit && last ? { limit, to: `${last.updatedAt}_${last.id}` } : null;
  return { sequences, pagingInfo: { next, previous: null } };
}

export async function viewerSequences(ctx: ServiceContext): Promise<SequenceModel[]> {
  return ctx.viewer ? sequencesOf(ctx.db, ctx.viewer.id, 50) : [];
}

// Curating.

async function overLimit(ctx: SignedInContext, kind: 'create' | 'write'): Promise<Refusal | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `sequences:${kind}:${ctx.viewer.id}`, SERIES_RATE_LIMITS[kind], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: SEQUENCE_MESSAGES.tooMany };
}

export async function ownSequence(ctx: SignedInContext, { sequenceId }: { sequenceId: string }): Promise<SequenceModel | Refusal> {
  const sequence = await sequenceById(ctx.db, sequenceId);
  if (!sequence) return notFound();
  return isCurator(sequence, ctx.viewer) ? sequence : { __typename: 'Forbidden', message: SEQUENCE_MESSAGES.notYourSequence };
}

const isRefusal = (value: object): value is Refusal => '__typename' in value;

async function changed(ctx: SignedInContext, sequenceId: string, work: (db: Executor) => Promise<void>): Promise<SequenceAnswer> {
  await work(ctx.db);
  await touchSequence(ctx.db, sequenceId, ctx.now());
  await ctx.bus.publish(ctx.db, 'sequence.changed', { sequenceId, actorId: ctx.viewer.id });
  const sequence = await sequenceById(ctx.db, sequenceId);
  return sequence ? { __typename: 'Sequence', ...sequence } : notFound();
}

export async function createSequence(ctx: SignedInContext, input: { title: string; description?: string | null }): Promise<SequenceAnswer> {
  const error = sequenceTitleError(input.title) ?? sequenceDescriptionError(input.description ?? '');
  if (error) return badRequest(error);
  const limited = await overLimit(ctx, 'create');
  if (limited) return limited;
  const title = input.title.trim();
  let slug: string | null = null;
  for (const candidate of sequenceSlugCandidates(title)) {
    if (!(await slugTaken(ctx.db, candidate))) {
      slug = candidate;
      break;
    }
  }
  const id = newId();
  // Five titles alike taken already: the id keeps the address unique.
  slug ??= `${sequenceSlugCandidates(title, 1)[0] ?? 'sequence'}-${id}`;
  const now = ctx.now();
  await insertSequence(ctx.db, { id, slug, title, description: (input.description ?? '').trim(), creatorId: ctx.viewer.id, createdAt: now });
  const created = await sequenceById(ctx.db, id);
  return created ? { __typename: 'Sequence', ...created } : notFound();
}

export async function addPostToSequence(ctx: SignedInContext, input: { sequenceId: string; postId: string }): Promise<SequenceAnswer> {
  const sequence = await ownSequence(ctx, input);
  if (isRefusal(sequence)) return sequence;
  const found = await findPost(ctx, { id: input.postId });
  if (found.kind !== 'post') return { __typename: 'NotFound', message: SEQUENCE_MESSAGES.storyNotFound };
  if (!fitsSequence(found.post)) return badRequest(SEQUENCE_MESSAGES.notAStory);
  if (sequence.postCount >= MAX_POSTS_PER_SEQUENCE) return badRequest(SEQUENCE_MESSAGES.full);
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  return changed(ctx, sequence.id, async (trx) => {
    await appendStory(trx, sequence.id, found.post.id, ctx.now());
  });
}

export async function removePostFromSequence(ctx: SignedInContext, input: { sequenceId: string; postId: string }): Promise<SequenceAnswer> {
  const sequence = await ownSequence(ctx, input);
  if (isRefusal(sequence)) return sequence;
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  return changed(ctx, sequence.id, async (trx) => {
    await removeStory(trx, sequence.id, input.postId);
  });
}

export async function reorderSequence(ctx: SignedInContext, input: { sequenceId: string; postIds: readonly string[] }): Promise<SequenceAnswer> {
  const sequence = await ownSequence(ctx, input);
  if (isRefusal(sequence)) return sequence;
  const current = await sequencePostIds(ctx.db, sequence.id);
  const asked = new Set(input.postIds);
  if (asked.size !== input.postIds.length || asked.size !== current.length || current.some((id) => !asked.has(id))) {
    return badRequest(SEQUENCE_MESSAGES.badOrder);
  }
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  return changed(ctx, sequence.id, (trx) => setOrder(trx, sequence.id, input.postIds));
}
