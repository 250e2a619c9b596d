import {
  checkSelection,
  locateQuote,
  mergeHighlights,
  quoteContext,
  spannedParagraphs,
  storySpans,
  type QuoteAnchor,
} from '../../../shared/content/highlights';
import type { Paragraph } from '../../../shared/content';
import {
  ANONYMOUS_QUOTE_USER_ID,
  HIGHLIGHT_MESSAGES,
  HIGHLIGHT_PAGE_SIZE,
  HIGHLIGHT_RATE_LIMITS,
  MAX_HIGHLIGHT_PAGE_SIZE,
  TOP_HIGHLIGHT_MIN_READERS,
  TOP_HIGHLIGHTS_SHOWN,
  type QuoteType,
} from '../../../shared/validation/highlights';
import DataLoader from 'dataloader';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { findPost, readableBody, readsWholeStory, type PostModel } from '../posts';
import { canInteractWith } from '../relations';
import type { UserModel } from '../../core';
import type { QuoteModel, QuoteParagraphModel, QuoteWithContextModel } from './quotes.models';
import { canDeleteQuote, canQuoteStory } from './quotes.policy';
import { deleteQuoteRow, highlightCount, highlightsOfPost, highlightsOfUser, insertQuote, quoteById, quotesByIds, type QuoteCursor, type QuoteRow } from './quotes.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A reader quoted a passage of a story (a highlight, or the passage of a response or a tweet). */
    'quote.created': { actorId: string; quoteId: string; postId: string; authorId: string; quoteType: QuoteType };
    'quote.deleted': { actorId: string; quoteId: string; postId: string; authorId: string };
    /**
     * A highlight overlapping earlier readers' highlights of the same passage: notifications tell those readers
     * ('highlight_was_piled_onto').
     */
    'quote.piled_onto': { actorId: string; quoteId: string; postId: string; authorId: string; earlierHighlighterIds: string[] };
  }
}

export type { Refusal };
export type QuoteRemoved = { __typename: 'QuoteRemoved'; id: string; postId: string };
export type CreateQuoteAnswer = ({ __typename: 'Quote' } & QuoteModel) | QuoteRemoved | Refusal;
export type DeleteQuoteAnswer = QuoteRemoved | Exclude<Refusal, { __typename: 'BadRequest' }>;

/** Top highlights are computed from this many of a story's newest highlights. */
const TOP_HIGHLIGHT_SAMPLE = 2000;

/** A published story and the part of its current version this reader may read. */
interface ReadableStory {
  post: PostModel;
  version: number;
  paragraphs: Paragraph[];
}

async function readableStory(ctx: ServiceContext, postId: string): Promise<ReadableStory | null> {
  const found = await findPost(ctx, { id: postId });
  if (found.kind !== 'post' || !canQuoteStory(found.post)) return null;
  return storyOf(ctx, found.post);
}

async function storyOf(ctx: ServiceContext, post: PostModel): Promise<ReadableStory> {
  // Never the members' part for readers who get the preview: their highlights, and everyone's, stop there.
  const whole = await readsWholeStory(ctx, { post });
  const body = await readableBody(ctx, { post, whole });
  return { post, version: post.latestPublishedVersion ?? post.latestVersion, paragraphs: body.paragraphs };
}

function paragraphModels(story: ReadableStory, names: readonly string[]): QuoteParagraphModel[] {
  const index = new Map(story.paragraphs.map((p, i) => [p.name, i]));
  return (spannedParagraphs(story.paragraphs, names) ?? []).map((p) => ({
    id: `${story.post.id}_${index.get(p.name) ?? 0}`,
    name: p.name,
    text: p.text,
    type: p.type,
  }));
}

function quoteModel(story: ReadableStory, anchor: QuoteAnchor, fields: Pick<QuoteModel, 'id' | 'userId' | 'user' | 'users' | 'quoteType' | 'count' | 'createdAt'>): QuoteModel {
  const paragraphs = paragraphModels(story, anchor.paragraphNames);
  const text = checkSelection(story.paragraphs, anchor);
  return { ...fields, postId: story.post.id, startOffset: anchor.startOffset, endOffset: anchor.endOffset, paragraphs, text: text.ok ? text.text : '' };
}

const sameAnchor = (a: QuoteAnchor, b: QuoteAnchor) =>
  a.startOffset === b.startOffset && a.endOffset === b.endOffset && a.paragraphNames.join('\n') === b.paragraphNames.join('\n');

async function overLimit(ctx: SignedInContext): Promise<Refusal | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `quotes:${ctx.viewer.id}`, [...HIGHLIGHT_RATE_LIMITS.quote], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: HIGHLIGHT_MESSAGES.tooMany };
}

export interface CreateQuoteInput {
  targetPostId: string;
  targetPostVersionId: string;
  targetParagraphNames: string[];
  startOffset: number;
  endOffset: number;
  quoteType?: QuoteType | null;
}

/**
 * Quotes a passage of the text the reader may read. A highlight identical to one of the reader's own removes
 * that one instead (the selection menu's Highlight is a toggle, spec 1 §4).
 */
export async function createQuote(ctx: SignedInContext, input: CreateQuoteInput): Promise<CreateQuoteAnswer> {
  const limited = await overLimit(ctx);
  if (limited) return limited;
  const story = await readableStory(ctx, input.targetPostId);
  if (!story) return { __typename: 'NotFound', message: HIGHLIGHT_MESSAGES.notFound };
  if (!(await canInteractWith(ctx, { userId: story.post.creatorId }))) return { __typename: 'Forbidden', message: HIGHLIGHT_MESSAGES.blocked };
  if (input.targetPostVersionId !== String(story.version)) return { __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.staleVersion };
  const anchor: QuoteAnchor = { paragraphNames: input.targetParagraphNames, startOffset: input.startOffset, endOffset: input.endOffset };
  const selection = checkSelection(story.paragraphs, anchor);
  if (!selection.ok) return { __typename: 'BadRequest', message: HIGHLIGHT_MESSAGES.badSelection };
  const quoteType = input.quoteType ?? 'HIGHLIGHT';
  const viewerId = ctx.viewer.id;
  const event = { actorId: viewerId, postId: story.post.id, authorId: story.post.creatorId };

  if (quoteType === 'HIGHLIGHT') {
    const own = await highlightsOfPost(ctx.db, story.post.id, { userId: viewerId });
    const same = own.find((q) => {
      const placed = locateQuote(q, story.paragraphs);
      return placed !== null && sameAnchor(placed, anchor);
    });
    if (same) {
      if (await deleteQuoteRow(ctx.db, same.id)) await ctx.bus.publish(ctx.db, 'quote.deleted', { ...event, quoteId: same.id });
      return { __typename: 'QuoteRemoved', id: same.id, postId: story.post.id };
    }
  }
  const row: QuoteRow = {
    id: newId(),
    postId: story.post.id,
    userId: viewerId,
    version: story.version,
    quoteType,
    ...anchor,
    text: selection.text,
    paragraphTexts: selection.paragraphs.map((p) => p.text),
    createdAt: ctx.now(),
  };
  await insertQuote(ctx.db, row);
  await ctx.bus.publish(ctx.db, 'quote.created', { ...event, quoteId: row.id, quoteType });
  if (quoteType === 'HIGHLIGHT') {
    const earlier = await earlierHighlighters(ctx.db, story, anchor, viewerId);
    if (earlier.length > 0) await ctx.bus.publish(ctx.db, 'quote.piled_onto', { ...event, quoteId: row.id, earlierHighlighterIds: earlier });
  }
  const model = quoteModel(story, anchor, { id: row.id, userId: viewerId, user: ctx.viewer, users: [], quoteType, count: 1, createdAt: row.createdAt });
  return { __typename: 'Quote', ...model };
}

/** Other readers whose highlights on this story overlap (or touch) the new one, first highlighter first. */
async function earlierHighlighters(db: ServiceContext['db'], story: ReadableStory, anchor: QuoteAnchor, viewerId: string): Promise<string[]> {
  const spans = storySpans(story.paragraphs);
  const mine = spans.toSpan(anchor);
  if (!mine) return [];
  const others = (await highlightsOfPost(db, story.post.id, { limit: TOP_HIGHLIGHT_SAMPLE })).filter((q) => q.userId !== viewerId).reverse();
  const ids: string[] = [];
  for (const quote of others) {
    const placed = locateQuote(quote, story.paragraphs);
    const span = placed && spans.toSpan(placed);
    if (span && mergeHighlights([mine, span]).length === 1 && !ids.includes(quote.userId)) ids.push(quote.userId);
  }
  return ids;
}

export async function deleteQuote(ctx: SignedInContext, input: { targetPostId: string; targetQuoteId: string }): Promise<DeleteQuoteAnswer> {
  const limited = await overLimit(ctx);
  if (limited) return limited as DeleteQuoteAnswer;
  const quote = await quoteById(ctx.db, input.targetQuoteId);
  const decision = canDeleteQuote(ctx.viewer.id, quote, input.targetPostId);
  if (!decision.allowed) return { __typename: decision.kind, message: decision.message };
  const post = await ctx.loaders.postById.load(quote!.postId);
  if (await deleteQuoteRow(ctx.db, quote!.id)) {
    await ctx.bus.publish(ctx.db, 'quote.deleted', { actorId: ctx.viewer.id, quoteId: quote!.id, postId: quote!.postId, authorId: post?.creatorId ?? '' });
  }
  return { __typename: 'QuoteRemoved', id: quote!.id, postId: quote!.postId };
}

/**
 * What a story shows highlighted for this reader: their own highlights and the top highlights (passages several
 * readers highlighted, merged when within a character of each other), on the current published version and
 * within the text the reader may read.
 */
export async function storyHighlights(ctx: ServiceContext, post: PostModel): Promise<QuoteModel[]> {
  if (!canQuoteStory(post)) return [];
  const story = await storyOf(ctx, post);
  const viewer = ctx.viewer;
  const everyone = await highlightsOfPost(ctx.db, post.id, { limit: TOP_HIGHLIGHT_SAMPLE });
  const placed = everyone.flatMap((quote) => {
    const anchor = locateQuote(quote, story.paragraphs);
    return anchor ? [{ quote, anchor }] : [];
  });
  const own = placed
    .filter(({ quote }) => viewer && quote.userId === viewer.id)
    .map(({ quote, anchor }) =>
      quoteModel(story, anchor, { id: quote.id, userId: quote.userId, user: viewer, users: [], quoteType: 'HIGHLIGHT', count: 1, createdAt: quote.createdAt }),
    );
  return [...own, ...(await topHighlights(ctx, story, placed))];
}

async function topHighlights(ctx: ServiceContext, story: ReadableStory, placed: { quote: QuoteRow; anchor: QuoteAnchor }[]): Promise<QuoteModel[]> {
  const spans = storySpans(story.paragraphs);
  const items = placed.flatMap(({ quote, anchor }) => {
    const span = spans.toSpan(anchor);
    return span ? [{ ...span, quote }] : [];
  });
  const groups = mergeHighlights(items)
    .map((group) => ({ ...group, readers: [...new Set(group.members.map((m) => m.quote.userId))] }))
    .filter((group) => group.readers.length >= TOP_HIGHLIGHT_MIN_READERS)
    .sort((a, b) => b.readers.length - a.readers.length || a.start - b.start)
    .slice(0, TOP_HIGHLIGHTS_SHOWN)
    .sort((a, b) => a.start - b.start);
  return Promise.all(
    groups.map(async (group) => {
      const anchor = spans.toAnchor(group);
      const createdAt = Math.max(...group.members.map((m) => m.quote.createdAt));
      return quoteModel(story, anchor, {
        id: `top-${story.post.id}-${story.version}-${group.start}-${group.end}`,
        userId: ANONYMOUS_QUOTE_USER_ID,
        user: null,
        users: await followedAmong(ctx, group.readers),
        quoteType: 'HIGHLIGHT',
        count: group.readers.length,
        createdAt,
      });
    }),
  );
}

/** Up to two of these readers whom the viewer follows (to say 'A and B' rather than 'Top highlight'). */
async function followedAmong(ctx: ServiceContext, readerIds: string[]): Promise<UserModel[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const others = readerIds.filter((id) => id !== viewer.id);
  const relations = await Promise.all(others.map((id) => ctx.loaders.userRelation.load(`${viewer.id}:${id}`)));
  const followed = others.filter((_, i) => relations[i]?.isFollowing).slice(0, 2);
  const users = await Promise.all(followed.map((id) => ctx.loaders.userById.load(id)));
  return users.filter((u): u is UserModel => u !== null && !u.isSuspended);
}

/** How many highlights the viewer has in a story (the page starts its application at load for them to show). */
export async function viewerHighlightCount(ctx: ServiceContext, post: PostModel): Promise<number> {
  return ctx.viewer ? highlightCount(ctx.db, post.id, ctx.viewer.id) : 0;
}

const CURSOR = /^(\d{1,15})_([0-9a-f]{12})$/;

function decodeQuoteCursor(to: string | null | undefined): QuoteCursor | null {
  const match = CURSOR.exec(to ?? '');
  return match ? { createdAt: Number(match[1]), id: match[2] ?? '' } : null;
}

/** Rounds of reading past highlights the viewer may not see, before a page is answered short. */
const MAX_PAGE_ROUNDS = 5;

/**
 * A reader's highlights, newest first, each with its story and 100 characters of context on each side: public
 * like the profile, except on stories the viewer cannot open and passages of members-only text they cannot read.
 * Highlights an edit removed are left out.
 */
export async function userHighlights(ctx: ServiceContext, { userId, paging }: { userId: string; paging: { limit?: number | null; to?: string | null } }) {
  const limit = Math.min(Math.max(1, Math.floor(paging.limit ?? HIGHLIGHT_PAGE_SIZE)), MAX_HIGHLIGHT_PAGE_SIZE);
  const shown: QuoteWithContextModel[] = [];
  let cursor = decodeQuoteCursor(paging.to);
  let lastShown: QuoteRow | null = null;
  let more = false;
  for (let round = 0; round < MAX_PAGE_ROUNDS && shown.length <= limit; round++) {
    const rows = await highlightsOfUser(ctx.db, userId, limit + 1, cursor);
    const placed = await Promise.all(rows.map((row) => withContext(ctx, row)));
    for (const [i, item] of placed.entries()) {
      if (!item) continue;
      if (shown.length === limit) {
        more = true;
        break;
      }
      shown.push(item);
      lastShown = rows[i]!;
    }
    const last = rows[rows.length - 1];
    if (more || rows.length <= limit || !last) break;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  const next = more && lastShown ? { limit, to: `${lastShown.createdAt}_${lastShown.id}` } : null;
  return { quotes: shown, pagingInfo: { next, previous: null } };
}

async function withContext(ctx: ServiceContext, row: QuoteRow): Promise<QuoteWithContextModel | null> {
  const story = await readableStory(ctx, row.postId);
  if (!story) return null;
  const anchor = locateQuote(row, story.paragraphs);
  if (!anchor) return null;
  const user = await ctx.loaders.userById.load(row.userId);
  const quote = quoteModel(story, anchor, { id: row.id, userId: row.userId, user, users: [], quoteType: row.quoteType, count: 1, createdAt: row.createdAt });
  const context = quoteContext(spannedParagraphs(story.paragraphs, anchor.paragraphNames) ?? [], anchor.startOffset, anchor.endOffset);
  return {
    id: row.id,
    quote,
    post: story.post,
    contextBefore: context.before,
    contextAfter: context.after,
    contextCutBefore: context.cutBefore,
    contextCutAfter: context.cutAfter,
  };
}

// One quote loader per request, beside the request's own loaders: a page naming several highlights reads them at once.
const quoteLoaders = new WeakMap<object, DataLoader<string, QuoteRow | null>>();

/**
 * A highlight as this reader may see it (a notification names one): on a story they can open, placed on its
 * current published version and within the text they may read; null otherwise.
 */
export async function readableQuote(ctx: ServiceContext, { quoteId }: { quoteId: string }): Promise<QuoteModel | null> {
  let loader = quoteLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const found = await quotesByIds(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    quoteLoaders.set(ctx.loaders, loader);
  }
  const row = await loader.load(quoteId);
  return row ? ((await withContext(ctx, row))?.quote ?? null) : null;
}
