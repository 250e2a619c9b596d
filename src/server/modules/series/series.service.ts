import type { Updateable } from 'kysely';
import { countWords, mentionedUserIds, plainText, type PostBody } from '../../../shared/content';
import {
  MAX_PARTS_PER_SERIES,
  MAX_SERIES_PAGE_SIZE,
  partBodyFromText,
  partTextError,
  SERIES_MESSAGES,
  SERIES_PAGE_SIZE,
  SERIES_RATE_LIMITS,
  seriesDescriptionError,
  seriesTitleError,
} from '../../../shared/validation/series';
import type { PostsTable } from '../../db/schema.generated';
import { newId } from '../../db/ids';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import {
  createStory,
  decodeCursor,
  findPost,
  publishStory,
  readsWholeStory,
  saveDraft,
  seriesOfWriter,
  unpublishStory,
  updatePost,
  type PostModel,
} from '../posts';
import type { UserModel } from '../../core';
import { forgetSeries, seriesLoaders } from './series.loaders';
import { withMentions } from './series.mentions';
import { isWriter, mayFollow, partsShown, type Visibility } from './series.policy';
import {
  countParts,
  deleteFollow,
  deletePart,
  insertFollow,
  insertPart,
  partById,
  partsOf,
  publishParts,
  updatePartBody,
  type SeriesPartModel,
} from './series.repo';
import type { Refusal } from '../../graphql/refusal';

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A series was published (its parts with it); search indexes it. */
    'series.published': { postId: string; actorId: string };
    /** A published series got a new published part: its followers are told. */
    'series.partAdded': { postId: string; actorId: string; partId: string };
    /** A published part was edited or removed. */
    'series.partChanged': { postId: string; actorId: string };
    'series.unpublished': { postId: string; actorId: string };
    'series.followed': { postId: string; actorId: string; writerId: string };
    'series.unfollowed': { postId: string; actorId: string };
  }
}

export type { Refusal };
export type SeriesAnswer = ({ __typename: 'Post' } & PostModel) | Refusal;

const badRequest = (message: string) => ({ __typename: 'BadRequest' as const, message });
const forbidden = (message: string) => ({ __typename: 'Forbidden' as const, message });
const seriesNotFound = () => ({ __typename: 'NotFound' as const, message: SERIES_MESSAGES.seriesNotFound });
const partNotFound = () => ({ __typename: 'NotFound' as const, message: SERIES_MESSAGES.partNotFound });

async function overLimit(ctx: SignedInContext, kind: keyof typeof SERIES_RATE_LIMITS): Promise<Refusal | null> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `series:${kind}:${ctx.viewer.id}`, SERIES_RATE_LIMITS[kind], ctx.now());
  return verdict.ok ? null : { __typename: 'TooManyRequests', message: SERIES_MESSAGES.tooMany };
}

// Reads.

/** A series the reader may open: published, or a draft of their own; null otherwise (and for a story). */
export async function readableSeries(ctx: ServiceContext, { postId }: { postId: string }): Promise<PostModel | null> {
  const found = await findPost(ctx, { id: postId });
  return found.kind === 'post' && found.post.isSeries ? found.post : null;
}

/** The parts this reader gets: every one for the writer, the published ones of a published series for others. */
export async function partsFor(ctx: ServiceContext, post: PostModel): Promise<SeriesPartModel[]> {
  if (!post.isSeries) return [];
  const writer = isWriter(post, ctx.viewer);
  if (!writer && !post.isPublished) return [];
  const parts = await partsOf(ctx.db, post.id, writer);
  return partsShown(parts, writer || (await readsWholeStory(ctx, { post })));
}

/** The Nth part the reader may read, or null. */
export async function partNumbered(ctx: ServiceContext, { postId, number }: { postId: string; number: number }): Promise<SeriesPartModel | null> {
  const post = await readableSeries(ctx, { postId });
  return post ? ((await partsFor(ctx, post))[number - 1] ?? null) : null;
}

/**
 * The people the series' published parts mention, in the parts this reader may read (its writer: every one).
 * Nothing for a series that is not published.
 */
export async function seriesMentions(ctx: ServiceContext, { postId }: { postId: string }): Promise<string[]> {
  const post = await readableSeries(ctx, { postId });
  if (!post || !post.isPublished) return [];
  const parts = (await partsFor(ctx, post)).filter((part) => part.publishedAt !== null);
  return mentionedUserIds(...parts.map(partBody));
}

/** When the series last got a published part (or was published), for "updated" lines. */
export async function seriesUpdatedAt(ctx: ServiceContext, post: PostModel): Promise<number | null> {
  if (!post.isSeries || !post.isPublished) return null;
  const stats = await seriesLoaders(ctx).stats.load(post.id);
  return Math.max(stats.lastPublishedAt ?? 0, post.publishedAt ?? 0) || null;
}

export function partBody(part: SeriesPartModel): PostBody {
  try {
    return JSON.parse(part.body) as PostBody;
  } catch {
    return { paragraphs: [], sections: [] };
  }
}

type Paging = { limit?: number | null; to?: string | null };

function seriesPage(posts: PostModel[], limit: number) {
  const page = posts.slice(0, limit);
  const last = page[page.length - 1];
  const next = posts.length > limit && last ? { limit, to: `${last.updatedAt}_${last.id}` } : null;
  return { posts: page, pagingInfo: { next, previous: null } };
}

function pageLimit(limit: number | null | undefined): number {
  return Math.min(Math.max(1, Math.floor(limit ?? SERIES_PAGE_SIZE)), MAX_SERIES_PAGE_SIZE);
}

function cursorOf(to: string | null | undefined) {
  const cursor = decodeCursor(to);
  return cursor ? { updatedAt: cursor.publishedAt, id: cursor.id } : null;
}

/** A writer's published series as a reader finds them on the profile; the writer's own view is /me/series. */
export async function seriesOfUser(ctx: ServiceContext, { writer, paging }: { writer: UserModel; paging: Paging }) {
  const limit = pageLimit(paging.limit);
  const posts = await seriesOfWriter(ctx.db, writer.id, { own: false, viewerId: ctx.viewer?.id ?? null, limit: limit + 1, after: cursorOf(paging.to) });
  return seriesPage(posts, limit);
}

/** The signed-in writer's own series, drafts and published. */
export async function viewerSeries(ctx: ServiceContext, paging: Paging) {
  if (!ctx.viewer) return { posts: [], pagingInfo: { next: null, previous: null } };
  const limit = pageLimit(paging.limit);
  const posts = await seriesOfWriter(ctx.db, ctx.viewer.id, { own: true, viewerId: ctx.viewer.id, limit: limit + 1, after: cursorOf(paging.to) });
  return seriesPage(posts, limit);
}

// Writing.

/** The body a series post keeps: its title, then its description. */
function seriesBodyJson(title: string, description: string): string {
  const paragraphs = [{ name: 't000', type: 'H3', text: title, markups: [] }];
  if (description) paragraphs.push({ name: 'd000', type: 'P', text: description, markups: [] });
  return JSON.stringify({ paragraphs, sections: [] });
}

export function checkSeriesText({ title, description }: { title: string; description?: string | null }): Refusal | null {
  const error = seriesTitleError(title) ?? seriesDescriptionError(description ?? '');
  return error ? badRequest(error) : null;
}

/** The writer's own series, fresh from the database, or the refusal. */
export async function ownSeries(ctx: SignedInContext, { postId }: { postId: string }): Promise<PostModel | Refusal> {
  ctx.loaders.postById.clear(postId);
  const post = await readableSeries(ctx, { postId });
  if (!post) return seriesNotFound();
  return isWriter(post, ctx.viewer) ? post : forbidden(SERIES_MESSAGES.notYourSeries);
}

const isRefusal = (value: object): value is Refusal => '__typename' in value;

async function answer(ctx: ServiceContext, postId: string): Promise<SeriesAnswer> {
  ctx.loaders.postById.clear(postId);
  forgetSeries(ctx, postId);
  const post = await readableSeries(ctx, { postId });
  return post ? { __typename: 'Post', ...post } : seriesNotFound();
}

/** Anything but a Post from the story rules, as this module answers it. */
function storyRefusal(result: { __typename: string; message?: string }): Refusal {
  if (result.__typename === 'NotFound') return seriesNotFound();
  if (result.__typename === 'Forbidden') return forbidden(result.message ?? SERIES_MESSAGES.notYourSeries);
  return badRequest(result.message ?? SERIES_MESSAGES.seriesNotFound);
}

export async function createSeries(ctx: SignedInContext, input: { title: string; description?: string | null }): Promise<SeriesAnswer> {
  const refused = checkSeriesText(input);
  if (refused) return refused;
  const limited = await overLimit(ctx, 'create');
  if (limited) return limited;
  const title = input.title.trim();
  const description = (input.description ?? '').trim();
  const created = await createStory(ctx, { title, subtitle: description, bodyJson: seriesBodyJson(title, description) });
  if (created.__typename !== 'Post') return storyRefusal(created);
  await updatePost(ctx.db, created.id, { is_series: 1 });
  return answer(ctx, created.id);
}

export async function updateSeries(ctx: SignedInContext, input: { postId: string; title: string; description?: string | null }): Promise<SeriesAnswer> {
  const refused = checkSeriesText(input);
  if (refused) return refused;
  const post = await ownSeries(ctx, input);
  if (isRefusal(post)) return post;
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const title = input.title.trim();
  const description = (input.description ?? '').trim();
  const draft = { postId: post.id, baseVersion: post.latestVersion, title, subtitle: description, bodyJson: seriesBodyJson(title, description) };
  const saved = await saveDraft(ctx, draft);
  if (saved.__typename !== 'PostDraftSaved') return storyRefusal(saved);
  // A published series shows its new title and description at once: published again with the settings it has.
  if (post.isPublished) {
    const tags = (await ctx.loaders.tagsByPostId.load(post.id)).map((tag) => tag.name);
    const published = await publishStory(ctx, { postId: post.id, tags, visibility: post.visibility, license: post.license });
    if (published.__typename !== 'Post') return storyRefusal(published);
  }
  return answer(ctx, post.id);
}

/** A part from its text: '@username's that name someone become mentions of them. */
async function checkedPart(ctx: ServiceContext, text: string): Promise<{ body: string; wordCount: number } | Refusal> {
  const error = partTextError(text);
  if (error) return badRequest(error);
  const body = await withMentions(ctx.db, partBodyFromText(text));
  return { body: JSON.stringify(body), wordCount: countWords(plainText(body)) };
}

const bumpSeries = (now: number): Updateable<PostsTable> => ({ updated_at: now });

export async function addSeriesPart(ctx: SignedInContext, input: { postId: string; text: string; publish?: boolean | null }): Promise<SeriesAnswer> {
  const post = await ownSeries(ctx, input);
  if (isRefusal(post)) return post;
  const part = await checkedPart(ctx, input.text);
  if (isRefusal(part)) return part;
  if ((await countParts(ctx.db, post.id)) >= MAX_PARTS_PER_SERIES) return badRequest(SERIES_MESSAGES.tooManyParts);
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const now = ctx.now();
  const publishNow = input.publish === true && post.isPublished;
  const partId = newId();
  await insertPart(ctx.db, { id: partId, seriesId: post.id, body: part.body, wordCount: part.wordCount, publishedAt: publishNow ? now : null, now });
  await updatePost(ctx.db, post.id, bumpSeries(now));
  if (publishNow) await ctx.bus.publish(ctx.db, 'series.partAdded', { postId: post.id, actorId: ctx.viewer.id, partId });
  return answer(ctx, post.id);
}

/** The writer's own part and its series, or the refusal. */
export async function ownPart(ctx: SignedInContext, { partId }: { partId: string }): Promise<{ part: SeriesPartModel; post: PostModel } | Refusal> {
  const part = await partById(ctx.db, partId);
  if (!part) return partNotFound();
  const post = await ownSeries(ctx, { postId: part.seriesId });
  if (isRefusal(post)) return post.__typename === 'NotFound' ? partNotFound() : post;
  return { part, post };
}

export async function updateSeriesPart(ctx: SignedInContext, input: { partId: string; text: string }): Promise<SeriesAnswer> {
  const found = await ownPart(ctx, input);
  if (isRefusal(found)) return found;
  const part = await checkedPart(ctx, input.text);
  if (isRefusal(part)) return part;
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const now = ctx.now();
  await updatePartBody(ctx.db, found.part.id, part.body, part.wordCount, now);
  await updatePost(ctx.db, found.post.id, bumpSeries(now));
  if (found.part.publishedAt !== null) await ctx.bus.publish(ctx.db, 'series.partChanged', { postId: found.post.id, actorId: ctx.viewer.id });
  return answer(ctx, found.post.id);
}

export async function publishSeriesPart(ctx: SignedInContext, input: { partId: string }): Promise<SeriesAnswer> {
  const found = await ownPart(ctx, input);
  if (isRefusal(found)) return found;
  if (!found.post.isPublished) return badRequest(SERIES_MESSAGES.notPublished);
  if (found.part.publishedAt !== null) return badRequest(SERIES_MESSAGES.alreadyPublished);
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const now = ctx.now();
  const published = await publishParts(ctx.db, { seriesId: found.post.id, partId: found.part.id }, now);
  if (published.length > 0) {
    await updatePost(ctx.db, found.post.id, bumpSeries(now));
    await ctx.bus.publish(ctx.db, 'series.partAdded', { postId: found.post.id, actorId: ctx.viewer.id, partId: found.part.id });
  }
  return answer(ctx, found.post.id);
}

export async function deleteSeriesPart(ctx: SignedInContext, input: { partId: string }): Promise<SeriesAnswer> {
  const found = await ownPart(ctx, input);
  if (isRefusal(found)) return found;
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const now = ctx.now();
  await deletePart(ctx.db, found.part.id);
  await updatePost(ctx.db, found.post.id, bumpSeries(now));
  if (found.part.publishedAt !== null) await ctx.bus.publish(ctx.db, 'series.partChanged', { postId: found.post.id, actorId: ctx.viewer.id });
  return answer(ctx, found.post.id);
}

/** Published under the story rules (tags, visibility), then every part with it, in one go for readers. */
export async function publishSeries(ctx: SignedInContext, input: { postId: string; tags: readonly string[]; visibility?: Visibility | null }): Promise<SeriesAnswer> {
  const post = await ownSeries(ctx, input);
  if (isRefusal(post)) return post;
  if ((await countParts(ctx.db, post.id)) === 0) return badRequest(SERIES_MESSAGES.noParts);
  const limited = await overLimit(ctx, 'write');
  if (limited) return limited;
  const published = await publishStory(ctx, { postId: post.id, tags: input.tags, visibility: input.visibility ?? post.visibility, license: post.license });
  if (published.__typename !== 'Post') return storyRefusal(published);
  const now = ctx.now();
  await publishParts(ctx.db, { seriesId: post.id }, now);
  await ctx.bus.publish(ctx.db, 'series.published', { postId: post.id, actorId: ctx.viewer.id });
  return answer(ctx, post.id);
}

export async function unpublishSeries(ctx: SignedInContext, input: { postId: string }): Promise<SeriesAnswer> {
  const post = await ownSeries(ctx, input);
  if (isRefusal(post)) return post;
  const result = await unpublishStory(ctx, { postId: post.id });
  if (result.__typename !== 'Post') return storyRefusal(result);
  await ctx.bus.publish(ctx.db, 'series.unpublished', { postId: post.id, actorId: ctx.viewer.id });
  return answer(ctx, post.id);
}

// Following.

export async function followSeries(ctx: SignedInContext, input: { postId: string }): Promise<SeriesAnswer> {
  const post = await readableSeries(ctx, { postId: input.postId });
  if (!post || !post.isPublished) return seriesNotFound();
  const decision = mayFollow(post, ctx.viewer);
  if (decision) return badRequest(decision);
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  if (await insertFollow(ctx.db, post.id, ctx.viewer.id, ctx.now())) {
    await ctx.bus.publish(ctx.db, 'series.followed', { postId: post.id, actorId: ctx.viewer.id, writerId: post.creatorId });
  }
  return answer(ctx, post.id);
}

export async function unfollowSeries(ctx: SignedInContext, input: { postId: string }): Promise<SeriesAnswer> {
  const post = await readableSeries(ctx, { postId: input.postId });
  if (!post) return seriesNotFound();
  const limited = await overLimit(ctx, 'follow');
  if (limited) return limited;
  if (await deleteFollow(ctx.db, post.id, ctx.viewer.id)) {
    await ctx.bus.publish(ctx.db, 'series.unfollowed', { postId: post.id, actorId: ctx.viewer.id });
  }
  return answer(ctx, post.id);
}
