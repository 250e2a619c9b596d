import { countWords, plainText, readingTimeMinutes } from '../../../shared/content';
import { slugify } from '../../../shared/format/slug';
import {
  checkResponseText,
  RESPONSE_MESSAGES,
  RESPONSE_MODERATION_RATE_LIMITS,
  RESPONSE_RATE_LIMITS,
  THREAD_PAGE_SIZE,
  type DiscussionKind,
  type ResponseSortType,
} from '../../../shared/validation/responses';
import type { ServiceContext, SignedInContext } from '../../core';
import type { Executor } from '../../db';
import { newId } from '../../db/ids';
import { consumeAttempt, newHexToken } from '../../security';
import { findPost, readableBody, readsWholeStory, type PostModel } from '../posts';
import { canInteractWith, isBlockedBy } from '../relations';
import { catalogOf, type CatalogRef } from './catalog-ref';
import { canDeleteResponse, canModerate, canRespond, canSeeResponse, placeReply, type Decision } from './responses.policy';
import { responseBody, responseTitle } from './response-body';
import {
  addToCount,
  ancestorsShown,
  catalogClosedAt,
  factsByIds,
  insertResponse,
  markDeleted,
  repliesPage,
  responsesByCreator,
  setCatalogDiscussionClosed,
  setHidden,
  setPostDiscussionClosed,
  shownDescendantCount,
  threadPage,
  type RankedPost,
  type ResponseFacts,
  type ThreadCursor,
  type ThreadReader,
} from './responses.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * A response was published. `parentPostId`/`parentAuthorId`: what it answers (the story, or the response
     * replied to) and its writer; `rootPostId`/`rootCatalogId`/`rootAuthorId`: the story or list the discussion
     * is about and its author; `threadAuthorId`: the writer of the thread's top-level response.
     */
    'response.created': {
      actorId: string;
      responseId: string;
      parentPostId: string | null;
      parentCatalogId: string | null;
      parentAuthorId: string;
      rootPostId: string | null;
      rootCatalogId: string | null;
      rootAuthorId: string;
      threadAuthorId: string;
    };
    /** The discussion's author hid (or showed again) a response. */
    'response.hidden': { actorId: string; responseId: string; writerId: string; rootPostId: string | null; rootCatalogId: string | null };
    'response.unhidden': { actorId: string; responseId: string; writerId: string; rootPostId: string | null; rootCatalogId: string | null };
    'response.deleted': { actorId: string; responseId: string; rootPostId: string | null; rootCatalogId: string | null };
    'discussion.closed': { actorId: string; postId: string | null; catalogId: string | null; closed: boolean };
  }
}

export type { Refusal };
export type ResponseAnswer = ({ __typename: 'Post' } & PostModel) | Refusal;

const refusal = (decision: Exclude<Decision, { allowed: true }>): Refusal => ({ __typename: decision.kind, message: decision.message });
const notFound = (message: string = RESPONSE_MESSAGES.notFound): Refusal => ({ __typename: 'NotFound', message });
const badRequest = (message: string): Refusal => ({ __typename: 'BadRequest', message });

async function overLimit(ctx: SignedInContext, kind: 'respond' | 'moderate'): Promise<Refusal | null> {
  const windows = kind === 'respond' ? RESPONSE_RATE_LIMITS : RESPONSE_MODERATION_RATE_LIMITS;
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `responses:${kind}:${ctx.viewer.id}`, windows, ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: RESPONSE_MESSAGES.tooMany };
}

/** Reads a post again (not a copy loaded earlier in this request). */
async function fresh(ctx: ServiceContext, id: string): Promise<{ post: PostModel; facts: ResponseFacts } | null> {
  ctx.loaders.postById.clear(id);
  ctx.loaders.responseFacts.clear(id);
  ctx.loaders.responseCounts.clear(id);
  const [post, facts] = await Promise.all([ctx.loaders.postById.load(id), ctx.loaders.responseFacts.load(id)]);
  return post && facts ? { post, facts } : null;
}

/** The discussion a post belongs to: the story itself, or the story or list its responses are about. */
export type Discussion =
  | { kind: 'story'; story: PostModel; facts: ResponseFacts; authorId: string }
  | { kind: 'list'; catalog: CatalogRef; authorId: string };

/** The discussion a response (or story) belongs to, when the reader can see it; null otherwise. */
export async function discussionOf(ctx: ServiceContext, facts: ResponseFacts): Promise<Discussion | null> {
  if (facts.rootCatalogId) {
    const catalog = await catalogOf(ctx, { catalogId: facts.rootCatalogId });
    return catalog ? { kind: 'list', catalog, authorId: catalog.creatorId } : null;
  }
  const storyId = facts.isResponse ? facts.rootPostId : facts.id;
  if (!storyId) return null;
  const found = await findPost(ctx, { id: storyId });
  if (found.kind !== 'post') return null;
  const storyFacts = storyId === facts.id ? facts : await ctx.loaders.responseFacts.load(storyId);
  return storyFacts ? { kind: 'story', story: found.post, facts: storyFacts, authorId: found.post.creatorId } : null;
}

function discussionKind(discussion: Discussion): DiscussionKind {
  return discussion.kind;
}

async function isClosed(ctx: ServiceContext, discussion: Discussion): Promise<boolean> {
  if (discussion.kind === 'story') return discussion.facts.discussionClosedAt !== null;
  return (await catalogClosedAt(ctx.db, discussion.catalog.id)) !== null;
}

/** Whether this reader may respond in this discussion now (to the story or list, or to `replyTo`). */
export async function respondDecision(ctx: ServiceContext, { discussion, replyTo }: { discussion: Discussion; replyTo: ResponseFacts | null }): Promise<Decision> {
  if (!ctx.viewer) return { allowed: false, kind: 'Forbidden', message: RESPONSE_MESSAGES.cannotRespond };
  const canInteract =
    (await canInteractWith(ctx, { userId: discussion.authorId })) && (replyTo === null || (await canInteractWith(ctx, { userId: replyTo.creatorId })));
  const readsWhole = discussion.kind === 'story' ? await readsWholeStory(ctx, { post: discussion.story }) : true;
  return canRespond({ kind: discussionKind(discussion), canInteract, readsWhole, closed: await isClosed(ctx, discussion) });
}

interface Quote {
  paragraphName: string;
  start: number;
  end: number;
}

/** The quoted words, read from the text this reader gets of the story (never the members' hidden part). */
async function quotedText(ctx: SignedInContext, story: PostModel, quote: Quote): Promise<string | null> {
  const body = await readableBody(ctx, { post: story, whole: await readsWholeStory(ctx, { post: story }) });
  const paragraph = body.paragraphs.find((p) => p.name === quote.paragraphName);
  if (!paragraph || quote.start < 0 || quote.end <= quote.start || quote.end > paragraph.text.length) return null;
  return paragraph.text.slice(quote.start, quote.end);
}

async function publish(
  ctx: SignedInContext,
  input: { discussion: Discussion; replyTo: ResponseFacts | null; text: string; quote: string | null },
): Promise<ResponseAnswer> {
  const { discussion, replyTo } = input;
  const id = newId();
  const place = placeReply(replyTo, id);
  const body = responseBody(input.text, input.quote === null ? null : { text: input.quote });
  const title = responseTitle(input.text);
  const now = ctx.now();
  const rootPostId = discussion.kind === 'story' ? discussion.story.id : null;
  const rootCatalogId = discussion.kind === 'list' ? discussion.catalog.id : null;
  const rootId = rootPostId ?? rootCatalogId ?? '';
  const threadAuthorId = replyTo ? ((await ctx.loaders.responseFacts.load(place.threadId))?.creatorId ?? replyTo.creatorId) : ctx.viewer.id;
  await insertResponse(ctx.db, {
    id,
    creatorId: ctx.viewer.id,
    title,
    slug: slugify(title),
    body: JSON.stringify(body),
    readingTime: readingTimeMinutes(body),
    wordCount: countWords(plainText(body)),
    shareKey: newHexToken(),
    inResponseToPostId: replyTo ? replyTo.id : rootPostId,
    inResponseToCatalogId: replyTo ? null : rootCatalogId,
    rootPostId,
    rootCatalogId,
    ...place,
    now,
  });
  // The new response is shown where everything above it is.
  const [parent] = place.parentId ? await factsByIds(ctx.db, [place.parentId]) : [];
  const shownChain = !parent || (parent.hiddenAt === null && parent.deletedAt === null && (await ancestorsShown(ctx.db, parent)));
  if (shownChain) await addToCount(ctx.db, rootId, 1);
  if (place.parentId) await addToCount(ctx.db, place.parentId, 1);
  await ctx.bus.publish(ctx.db, 'response.created', {
    actorId: ctx.viewer.id,
    responseId: id,
    parentPostId: replyTo ? replyTo.id : rootPostId,
    parentCatalogId: replyTo ? null : rootCatalogId,
    parentAuthorId: replyTo ? replyTo.creatorId : discussion.authorId,
    rootPostId,
    rootCatalogId,
    rootAuthorId: discussion.authorId,
    threadAuthorId,
  });
  ctx.loaders.responseCounts.clear(rootId);
  const created = await fresh(ctx, id);
  if (!created) throw new Error(`The new response ${id} could not be read back`);
  return { __typename: 'Post', ...created.post };
}

/** A response to a story, or a reply to one of its responses; published at once. */
export async function publishPostResponse(
  ctx: SignedInContext,
  input: { inResponseToPostId: string; text: string; quoteParagraphName?: string | null; quoteStartOffset?: number | null; quoteEndOffset?: number | null },
): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'respond');
  if (limited) return limited;
  const target = await fresh(ctx, input.inResponseToPostId);
  if (!target || !target.post.isPublished || target.post.deletedAt !== null) return notFound();
  const discussion = await discussionOf(ctx, target.facts);
  if (!discussion) return notFound();
  const replyTo = target.facts.isResponse ? target.facts : null;
  if (replyTo && (!canSeeResponse(ctx.viewer.id, replyTo, discussion.authorId) || (await isBlockedBy(ctx, { userId: replyTo.creatorId })))) {
    return notFound(RESPONSE_MESSAGES.responseNotFound);
  }
  const decision = await respondDecision(ctx, { discussion, replyTo });
  if (!decision.allowed) return refusal(decision);
  const checked = checkResponseText(input.text);
  if (!checked.ok) return badRequest(checked.message);
  let quote: string | null = null;
  if (input.quoteParagraphName && discussion.kind === 'story') {
    quote = await quotedText(ctx, discussion.story, {
      paragraphName: input.quoteParagraphName,
      start: input.quoteStartOffset ?? 0,
      end: input.quoteEndOffset ?? 0,
    });
    if (quote === null) return badRequest(RESPONSE_MESSAGES.badQuote);
  }
  return publish(ctx, { discussion, replyTo, text: checked.text, quote });
}

/** A response to a list, or a reply to one of its responses. */
export async function publishCatalogResponse(
  ctx: SignedInContext,
  input: { catalogId: string; text: string; inResponseToPostId?: string | null },
): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'respond');
  if (limited) return limited;
  const catalog = await catalogOf(ctx, { catalogId: input.catalogId });
  if (!catalog) return notFound(RESPONSE_MESSAGES.listNotFound);
  const discussion: Discussion = { kind: 'list', catalog, authorId: catalog.creatorId };
  let replyTo: ResponseFacts | null = null;
  if (input.inResponseToPostId) {
    const target = await fresh(ctx, input.inResponseToPostId);
    if (!target || target.facts.rootCatalogId !== catalog.id || !canSeeResponse(ctx.viewer.id, target.facts, catalog.creatorId)) {
      return notFound(RESPONSE_MESSAGES.responseNotFound);
    }
    replyTo = target.facts;
  }
  const decision = await respondDecision(ctx, { discussion, replyTo });
  if (!decision.allowed) return refusal(decision);
  const checked = checkResponseText(input.text);
  if (!checked.ok) return badRequest(checked.message);
  return publish(ctx, { discussion, replyTo, text: checked.text, quote: null });
}

/** How many shown responses leave (or return to) the discussion when this one is hidden, shown or deleted. */
async function visibleWeight(trx: Executor, facts: ResponseFacts): Promise<number> {
  if (!(await ancestorsShown(trx, facts))) return 0;
  return 1 + (await shownDescendantCount(trx, facts.id));
}

function rootIdOf(facts: ResponseFacts): string {
  return facts.rootPostId ?? facts.rootCatalogId ?? '';
}

async function setResponseHidden(ctx: SignedInContext, response: { post: PostModel; facts: ResponseFacts }, hidden: boolean): Promise<ResponseAnswer> {
  const { facts } = response;
  const weight = await visibleWeight(ctx.db, facts);
  if (await setHidden(ctx.db, facts.id, hidden ? ctx.now() : null)) {
    await addToCount(ctx.db, rootIdOf(facts), hidden ? -weight : weight);
    if (facts.parentId) await addToCount(ctx.db, facts.parentId, hidden ? -1 : 1);
    const payload = { actorId: ctx.viewer.id, responseId: facts.id, writerId: facts.creatorId, rootPostId: facts.rootPostId, rootCatalogId: facts.rootCatalogId };
    await ctx.bus.publish(ctx.db, hidden ? 'response.hidden' : 'response.unhidden', payload);
  }
  ctx.loaders.responseCounts.clear(rootIdOf(facts));
  const after = await fresh(ctx, facts.id);
  return after ? { __typename: 'Post', ...after.post } : notFound(RESPONSE_MESSAGES.responseNotFound);
}

/** The story's author hides (or shows again) a response in its discussion. */
export async function hidePostResponse(ctx: SignedInContext, input: { parentPostId: string; postResponseId: string; hidden: boolean }): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'moderate');
  if (limited) return limited;
  const story = await fresh(ctx, input.parentPostId);
  if (!story || story.facts.isResponse) return notFound();
  const decision = canModerate(ctx.viewer.id, story.post.creatorId);
  if (!decision.allowed) return refusal(decision);
  const response = await fresh(ctx, input.postResponseId);
  if (!response || response.facts.deletedAt !== null) return notFound(RESPONSE_MESSAGES.responseNotFound);
  if (response.facts.rootPostId !== story.post.id) return badRequest(RESPONSE_MESSAGES.notInDiscussion);
  return setResponseHidden(ctx, response, input.hidden);
}

/** The list's author hides (or shows again) a response under it. */
export async function hideCatalogResponse(
  ctx: SignedInContext,
  input: { parentCatalogId: string; catalogResponseId: string; hidden: boolean },
): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'moderate');
  if (limited) return limited;
  const catalog = await catalogOf(ctx, { catalogId: input.parentCatalogId });
  if (!catalog) return notFound(RESPONSE_MESSAGES.listNotFound);
  const decision = canModerate(ctx.viewer.id, catalog.creatorId);
  if (!decision.allowed) return refusal(decision);
  const response = await fresh(ctx, input.catalogResponseId);
  if (!response || response.facts.deletedAt !== null) return notFound(RESPONSE_MESSAGES.responseNotFound);
  if (response.facts.rootCatalogId !== catalog.id) return badRequest(RESPONSE_MESSAGES.notInDiscussion);
  return setResponseHidden(ctx, response, input.hidden);
}

/** The writer deletes their own response; replies under it leave the thread with it. */
export async function deletePostResponse(ctx: SignedInContext, input: { postResponseId: string }): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'moderate');
  if (limited) return limited;
  const response = await fresh(ctx, input.postResponseId);
  if (!response || !response.facts.isResponse || response.facts.deletedAt !== null) return notFound(RESPONSE_MESSAGES.responseNotFound);
  const decision = canDeleteResponse(ctx.viewer.id, response.facts);
  if (!decision.allowed) return refusal(decision);
  const { facts } = response;
  const weight = facts.hiddenAt === null ? await visibleWeight(ctx.db, facts) : 0;
  if (await markDeleted(ctx.db, facts.id, ctx.now())) {
    await addToCount(ctx.db, rootIdOf(facts), -weight);
    if (facts.parentId && facts.hiddenAt === null) await addToCount(ctx.db, facts.parentId, -1);
    await ctx.bus.publish(ctx.db, 'response.deleted', { actorId: ctx.viewer.id, responseId: facts.id, rootPostId: facts.rootPostId, rootCatalogId: facts.rootCatalogId });
  }
  ctx.loaders.responseCounts.clear(rootIdOf(facts));
  const after = await fresh(ctx, facts.id);
  return after ? { __typename: 'Post', ...after.post } : notFound(RESPONSE_MESSAGES.responseNotFound);
}

/** The story's author closes or reopens discussion. */
export async function setStoryDiscussionClosed(ctx: SignedInContext, input: { postId: string; closed: boolean }): Promise<ResponseAnswer> {
  const limited = await overLimit(ctx, 'moderate');
  if (limited) return limited;
  const story = await fresh(ctx, input.postId);
  if (!story || story.facts.isResponse || story.post.deletedAt !== null) return notFound();
  const decision = canModerate(ctx.viewer.id, story.post.creatorId, RESPONSE_MESSAGES.onlyAuthorCloses);
  if (!decision.allowed) return refusal(decision);
  if ((story.facts.discussionClosedAt !== null) !== input.closed) {
    await setPostDiscussionClosed(ctx.db, story.post.id, input.closed ? ctx.now() : null);
    await ctx.bus.publish(ctx.db, 'discussion.closed', { actorId: ctx.viewer.id, postId: story.post.id, catalogId: null, closed: input.closed });
  }
  const after = await fresh(ctx, story.post.id);
  return after ? { __typename: 'Post', ...after.post } : notFound();
}

export type CatalogDiscussionAnswer = ({ __typename: 'CatalogDiscussion' } & CatalogDiscussionModel) | Refusal;

export interface CatalogDiscussionModel {
  id: string;
  catalogId: string;
  creatorId: string;
}

export function catalogDiscussionModel(catalog: CatalogRef): CatalogDiscussionModel {
  return { id: `catalogDiscussion:${catalog.id}`, catalogId: catalog.id, creatorId: catalog.creatorId };
}

export async function setListDiscussionClosed(ctx: SignedInContext, input: { catalogId: string; closed: boolean }): Promise<CatalogDiscussionAnswer> {
  const limited = await overLimit(ctx, 'moderate');
  if (limited) return limited;
  const catalog = await catalogOf(ctx, { catalogId: input.catalogId });
  if (!catalog) return notFound(RESPONSE_MESSAGES.listNotFound);
  const decision = canModerate(ctx.viewer.id, catalog.creatorId, RESPONSE_MESSAGES.onlyAuthorCloses);
  if (!decision.allowed) return refusal(decision);
  await setCatalogDiscussionClosed(ctx.db, catalog.id, input.closed ? ctx.now() : null);
  await ctx.bus.publish(ctx.db, 'discussion.closed', { actorId: ctx.viewer.id, postId: null, catalogId: catalog.id, closed: input.closed });
  return { __typename: 'CatalogDiscussion', ...catalogDiscussionModel(catalog) };
}

// Reading

export function threadPageSize(limit: number | null | undefined): number {
  if (limit == null) return THREAD_PAGE_SIZE;
  return Math.min(Math.max(1, Math.floor(limit)), 50);
}

function encodeThreadCursor(post: RankedPost, sort: ResponseSortType): string {
  return `${sort === 'NEWEST' ? 0 : post.relevance}_${post.publishedAt ?? 0}_${post.id}`;
}

function decodeThreadCursor(to: string | null | undefined): ThreadCursor | null {
  const match = /^(\d{1,12})_(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { score: Number(match[1]), at: Number(match[2]), id: match[3] ?? '' } : null;
}

function decodeTimeCursor(to: string | null | undefined): { at: number; id: string } | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { at: Number(match[1]), id: match[2] ?? '' } : null;
}

type Connection = { responses: PostModel[]; pagingInfo: { next: { limit: number; to: string } | null; previous: null } };
const EMPTY: Connection = { responses: [], pagingInfo: { next: null, previous: null } };

function readerOf(ctx: ServiceContext, discussionAuthorId: string): ThreadReader {
  const viewerId = ctx.viewer?.id ?? null;
  return { viewerId, isDiscussionAuthor: viewerId !== null && viewerId === discussionAuthorId };
}

/** A story's or list's top-level responses for this reader, a page at a time. */
export async function threadedResponses(
  ctx: ServiceContext,
  { discussion, paging, sortType }: { discussion: Discussion; paging: { limit?: number | null; to?: string | null }; sortType: ResponseSortType | null | undefined },
): Promise<Connection> {
  const sort = sortType ?? 'MOST_RELEVANT';
  const limit = threadPageSize(paging.limit);
  const root = discussion.kind === 'story' ? { postId: discussion.story.id } : { catalogId: discussion.catalog.id };
  const rows = await threadPage(ctx.db, { root, sort, limit: limit + 1, after: decodeThreadCursor(paging.to), reader: readerOf(ctx, discussion.authorId) });
  const responses = rows.slice(0, limit);
  for (const post of responses) ctx.loaders.postById.prime(post.id, post);
  const last = responses[responses.length - 1];
  return { responses, pagingInfo: { next: rows.length > limit && last ? { limit, to: encodeThreadCursor(last, sort) } : null, previous: null } };
}

/** The replies shown under a response, oldest first. */
export async function responseReplies(
  ctx: ServiceContext,
  { response, paging }: { response: PostModel; paging: { limit?: number | null; to?: string | null } },
): Promise<Connection> {
  const facts = await ctx.loaders.responseFacts.load(response.id);
  if (!facts?.isResponse) return EMPTY;
  const discussion = await discussionOf(ctx, facts);
  if (!discussion) return EMPTY;
  const limit = threadPageSize(paging.limit);
  const rows = await repliesPage(ctx.db, { parentId: response.id, limit: limit + 1, after: decodeTimeCursor(paging.to), reader: readerOf(ctx, discussion.authorId) });
  const responses = rows.slice(0, limit);
  for (const post of responses) ctx.loaders.postById.prime(post.id, post);
  const last = responses[responses.length - 1];
  return { responses, pagingInfo: { next: rows.length > limit && last ? { limit, to: `${last.publishedAt ?? 0}_${last.id}` } : null, previous: null } };
}

/** A person's responses, newest first; those whose discussion this reader cannot see are left out. */
export async function responsesOf(
  ctx: ServiceContext,
  { creatorId, paging }: { creatorId: string; paging: { limit?: number | null; to?: string | null } },
): Promise<Connection> {
  if (await isBlockedBy(ctx, { userId: creatorId })) return EMPTY;
  const limit = threadPageSize(paging.limit);
  const rows = await responsesByCreator(ctx.db, { creatorId, limit: limit + 1, after: decodeTimeCursor(paging.to), viewerId: ctx.viewer?.id ?? null });
  const page = rows.slice(0, limit);
  const visible: PostModel[] = [];
  for (const post of page) {
    const facts = await ctx.loaders.responseFacts.load(post.id);
    if (facts && (await discussionOf(ctx, facts))) visible.push(post);
    ctx.loaders.postById.prime(post.id, post);
  }
  const last = page[page.length - 1];
  return { responses: visible, pagingInfo: { next: rows.length > limit && last ? { limit, to: `${last.publishedAt ?? 0}_${last.id}` } : null, previous: null } };
}

/** What the reader may do in a discussion, or about one response in it. */
export async function viewerEdgeOf(ctx: ServiceContext, post: PostModel) {
  const id = `responseViewerEdge:${post.id}:${ctx.viewer?.id ?? 'lo'}`;
  const none = { id, canRespond: false, cannotRespondReason: null, canModerate: false, canDelete: false };
  const facts = await ctx.loaders.responseFacts.load(post.id);
  if (!facts || !ctx.viewer) return none;
  const discussion = await discussionOf(ctx, facts);
  if (!discussion) return none;
  const decision = await respondDecision(ctx, { discussion, replyTo: facts.isResponse ? facts : null });
  return {
    id,
    canRespond: decision.allowed,
    cannotRespondReason: decision.allowed ? null : decision.message,
    canModerate: ctx.viewer.id === discussion.authorId,
    canDelete: facts.isResponse && ctx.viewer.id === facts.creatorId,
  };
}

export async function catalogViewerEdge(ctx: ServiceContext, catalog: CatalogRef) {
  const id = `responseViewerEdge:${catalog.id}:${ctx.viewer?.id ?? 'lo'}`;
  if (!ctx.viewer) return { id, canRespond: false, cannotRespondReason: null, canModerate: false, canDelete: false };
  const decision = await respondDecision(ctx, { discussion: { kind: 'list', catalog, authorId: catalog.creatorId }, replyTo: null });
  return {
    id,
    canRespond: decision.allowed,
    cannotRespondReason: decision.allowed ? null : decision.message,
    canModerate: ctx.viewer.id === catalog.creatorId,
    canDelete: false,
  };
}

export { isClosed };
