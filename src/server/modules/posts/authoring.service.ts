import type { Updateable } from 'kysely';
import { imageIds, type PostBody } from '../../../shared/content';
import {
  isFocusPercent,
  isLicense,
  normalizeCanonicalUrl,
  normalizeTags,
  STORY_MESSAGES,
  type NormalizedTag,
} from '../../../shared/validation/stories';
import { newId } from '../../db/ids';
import type { PostsTable } from '../../db/schema.generated';
import type { SignedInContext } from '../../core';
import { consumeAttempt, newHexToken } from '../../security';
import { collectionByDomainOrSlug } from '../collections';
import { checkDraft, hasContent, storedBody, summarize } from './authoring.content';
import {
  canChangeSettings,
  canDeleteStory,
  canEditStory,
  canStartDraft,
  canSubmitStory,
  canUnpublishStory,
  isAuthor,
  isStoryEditor,
  publishTarget,
  roleIn,
  storyRoles,
  type Decision,
  type PublishTarget,
  type StoryRoles,
} from './authoring.policy';
import {
  claimNextVersion,
  deleteVersion,
  insertDraft,
  insertVersion,
  replaceTags,
  summaryColumns,
  updatePost,
  versionRow,
  versionSavers,
} from './authoring.repo';
import type { CollectionRole } from './posts.policy';
import type { PostModel, StatusForCollection, Visibility } from './posts.repo';

declare module '../../jobs/events' {
  interface DomainEvents {
    /**
     * `collaboratorIds`, on a first publication: everyone else who worked on the story (saved a version of it, or
     * wrote it) and is not told of this publication otherwise (an author whose submission it approves is).
     */
    'post.published': {
      postId: string;
      actorId: string;
      collectionId: string | null;
      isFirstPublication: boolean;
      collaboratorIds?: string[];
      /** The publish dialog's choice to email the story to its newsletters' subscribers; absent means send. */
      sendNewsletter?: boolean;
    };
    'post.submitted': { postId: string; actorId: string; collectionId: string; isDraft: boolean };
    'post.unpublished': { postId: string; actorId: string };
    'post.removedFromCollection': { postId: string; actorId: string; collectionId: string };
    /**
     * An editor published a story submitted to their publication in it. `publishedByApproval`: the approval is what
     * published the story in the publication (a submitted draft, or a story submitted as it was first published),
     * not a story that was published on its own before it was submitted.
     */
    'post.approvedInCollection': { postId: string; actorId: string; authorId: string; collectionId: string; publishedByApproval: boolean };
    'post.deleted': { postId: string; actorId: string };
    /** Title, subtitle, tags, visibility or any other setting a reader sees changed. */
    'post.settingsChanged': { postId: string; actorId: string };
  }
}

/** New stories one account may start in an hour: far above any writer's pace, low enough to stop a script. */
export const NEW_STORIES_PER_HOUR = 100;

type Message = { message: string };
export type Refusal = ({ __typename: 'NotFound' } & Message) | ({ __typename: 'Forbidden' } & Message);
export type BadRequest = { __typename: 'BadRequest' } & Message;
export type Conflict = { __typename: 'Conflict'; message: string; latestVersion: number };
export type PostAnswer = { __typename: 'Post' } & PostModel;

const badRequest = (message: string): BadRequest => ({ __typename: 'BadRequest', message });
const conflict = (latestVersion: number): Conflict => ({ __typename: 'Conflict', message: STORY_MESSAGES.conflict, latestVersion });
const notFound = (): Refusal => ({ __typename: 'NotFound', message: STORY_MESSAGES.notFound });
const refusal = (decision: Decision): Refusal =>
  decision.allowed ? notFound() : { __typename: decision.kind, message: decision.message };

/** A capability for reading a members-only story (the Friend Link), so it is long and random. */
function newShareKey(): string {
  return newHexToken();
}

/** The post as it is now, from the database (not a loader's copy from earlier in the request). */
async function freshPost(ctx: SignedInContext, id: string): Promise<PostModel | null> {
  ctx.loaders.postById.clear(id);
  return ctx.loaders.postById.load(id);
}

async function answer(ctx: SignedInContext, id: string): Promise<PostAnswer | Refusal> {
  const post = await freshPost(ctx, id);
  return post ? { __typename: 'Post', ...post } : notFound();
}

/** Loads a story and checks the viewer may act on it; the refusal otherwise. */
async function storyFor(
  ctx: SignedInContext,
  id: string,
  rule: (post: PostModel, roles: StoryRoles) => Decision,
): Promise<{ post: PostModel; roles: StoryRoles } | { refused: Refusal }> {
  const post = await freshPost(ctx, id);
  if (!post) return { refused: notFound() };
  const roles = await storyRoles(ctx, post);
  const decision = rule(post, roles);
  return decision.allowed ? { post, roles } : { refused: refusal(decision) };
}

export async function createStory(
  ctx: SignedInContext,
  input: { collectionSlug?: string | null; title?: string | null; subtitle?: string | null; bodyJson?: string | null; emailOnly?: boolean },
): Promise<PostAnswer | BadRequest | ({ __typename: 'Forbidden' } & Message)> {
  let collectionId: string | null = null;
  let targetRole: CollectionRole | undefined;
  if (input.collectionSlug) {
    const collection = await collectionByDomainOrSlug(ctx.db, input.collectionSlug);
    if (!collection) return badRequest(STORY_MESSAGES.publicationNotFound);
    collectionId = collection.id;
    targetRole = await roleIn(ctx, collection.id);
  }
  const decision = canStartDraft(ctx.viewer, targetRole);
  if (!decision.allowed) return { __typename: 'Forbidden', message: decision.message };
  const checked = checkDraft(input.title, input.subtitle, input.bodyJson);
  if (!checked.ok) return badRequest(checked.message);
  const limit = await consumeAttempt(ctx.deps.rateLimits, `new-story:${ctx.viewer.id}`, [{ limit: NEW_STORIES_PER_HOUR, windowMs: 3_600_000 }]);
  if (!limit.ok) return badRequest(STORY_MESSAGES.tooManyNewStories);

  // An editor's draft belongs to the publication at once ('Draft in …'); a writer's waits to be submitted.
  const status: StatusForCollection | null = collectionId ? (targetRole === 'EDITOR' ? 'PENDING' : 'NOT_YET_SUBMITTED') : null;
  const id = newId();
  await insertDraft(ctx.db, {
    id,
    creatorId: ctx.viewer.id,
    pendingCollectionId: collectionId,
    statusForCollection: status,
    body: checked.draft.bodyJson,
    shareKey: newShareKey(),
    now: ctx.now(),
    emailOnly: input.emailOnly === true,
    ...checked.draft.summary,
  });
  const created = await freshPost(ctx, id);
  if (!created) throw new Error(`The new story ${id} could not be read back`);
  return { __typename: 'Post', ...created };
}

const MINUTE_MS = 60_000;

export async function saveDraft(
  ctx: SignedInContext,
  input: { postId: string; baseVersion: number; title: string; subtitle: string; bodyJson: string },
): Promise<{ __typename: 'PostDraftSaved'; post: PostModel; version: number; savedAt: number } | Refusal | BadRequest | Conflict> {
  const found = await storyFor(ctx, input.postId, canEditStory);
  if ('refused' in found) return found.refused;
  const checked = checkDraft(input.title, input.subtitle, input.bodyJson);
  if (!checked.ok) return badRequest(checked.message);
  const { post } = found;
  const now = ctx.now();
  const version = input.baseVersion + 1;

  const saved = await (async () => {
    const base = await versionRow(ctx.db, post.id, input.baseVersion);
    // A published story keeps its published title and slug until it is republished.
    const claimed = await claimNextVersion(ctx.db, post.id, input.baseVersion, now, post.isPublished ? null : checked.draft.summary);
    if (!claimed) return false;
    await insertVersion(ctx.db, post.id, {
      version,
      title: checked.draft.summary.title,
      subtitle: checked.draft.summary.subtitle,
      body: checked.draft.bodyJson,
      createdAt: now,
      savedBy: ctx.viewer.id,
    });
    // One person's autosaves within one minute collapse into the newest (another's stay: they worked on it
    // too); published versions are never dropped.
    const sameMinute = base !== null && Math.floor(base.createdAt / MINUTE_MS) === Math.floor(now / MINUTE_MS) && (base.savedBy ?? ctx.viewer.id) === ctx.viewer.id;
    if (sameMinute && input.baseVersion !== claimed.latestPublishedVersion) await deleteVersion(ctx.db, post.id, input.baseVersion);
    return true;
  })();
  const latest = await freshPost(ctx, post.id);
  if (!latest) return notFound();
  if (!saved) return conflict(latest.latestVersion);
  return { __typename: 'PostDraftSaved', post: latest, version, savedAt: now };
}

/** Story settings as sent: a missing field stays as it is; null or blank clears the canonical link, blank clears the preview image. */
export interface SettingsInput {
  tags?: readonly string[] | null;
  visibility?: Visibility | null;
  license?: string | null;
  canonicalUrl?: string | null;
  previewImageId?: string | null;
  focusPercentX?: number | null;
  focusPercentY?: number | null;
  crawlersReadWhole?: boolean | null;
}

export interface PublishInput extends SettingsInput {
  tags: readonly string[];
  visibility: Visibility;
  license: string;
  canonicalUrl?: string | null;
  collectionId?: string | null;
  previewImageId?: string | null;
  focusPercentX?: number | null;
  focusPercentY?: number | null;
  baseVersion?: number | null;
  /** Email the story to its newsletters' subscribers on its first publication (the default). */
  sendNewsletter?: boolean | null;
}

interface CheckedSettings {
  tags?: NormalizedTag[];
  visibility?: Visibility;
  license?: string;
  canonicalUrl?: string | null;
  crawlersReadWhole?: boolean;
}

function checkSettings(input: SettingsInput): CheckedSettings | BadRequest {
  const checked: CheckedSettings = {};
  if (input.tags != null) {
    const tags = normalizeTags(input.tags);
    if (!tags.ok) return badRequest(tags.message);
    checked.tags = tags.tags;
  }
  if (input.visibility != null) checked.visibility = input.visibility;
  if (input.license != null) {
    if (!isLicense(input.license)) return badRequest(STORY_MESSAGES.badLicense);
    checked.license = input.license;
  }
  if (input.canonicalUrl !== undefined) {
    const canonical = normalizeCanonicalUrl(input.canonicalUrl);
    if (!canonical.ok) return badRequest(STORY_MESSAGES.badCanonicalUrl);
    checked.canonicalUrl = canonical.url;
  }
  if (input.crawlersReadWhole != null) checked.crawlersReadWhole = input.crawlersReadWhole;
  if (!isFocusPercent(input.focusPercentX) || !isFocusPercent(input.focusPercentY)) return badRequest(STORY_MESSAGES.badFocus);
  return checked;
}

/** Whether publishing with these settings would change any the story has now (its topics, once it has some). */
async function changesSettings(ctx: SignedInContext, post: PostModel, settings: CheckedSettings, input: SettingsInput): Promise<boolean> {
  const differs = <T>(asked: T | undefined, current: T) => asked !== undefined && asked !== current;
  if (differs(settings.visibility, post.visibility) || differs(settings.license, post.license)) return true;
  if (differs(settings.canonicalUrl, post.canonicalUrl)) return true;
  if (differs(settings.crawlersReadWhole, post.crawlersReadWhole)) return true;
  if (differs(input.previewImageId ?? undefined, post.previewImageId ?? '')) return true;
  if (differs(input.focusPercentX ?? undefined, post.previewFocusX) || differs(input.focusPercentY ?? undefined, post.previewFocusY)) return true;
  if (settings.tags === undefined) return false;
  const current = (await ctx.loaders.tagsByPostId.load(post.id)).map((tag) => tag.slug);
  // A submission the author left untagged needs the editor's topics before it can be published.
  if (current.length === 0) return false;
  const asked = settings.tags.map((tag) => tag.slug);
  return asked.length !== current.length || asked.some((slug, i) => slug !== current[i]);
}

function settingsColumns(settings: CheckedSettings): Updateable<PostsTable> {
  const values: Updateable<PostsTable> = {};
  if (settings.visibility !== undefined) values.visibility = settings.visibility;
  if (settings.license !== undefined) values.license = settings.license;
  if (settings.canonicalUrl !== undefined) values.canonical_url = settings.canonicalUrl;
  if (settings.crawlersReadWhole !== undefined) values.crawlers_read_whole = settings.crawlersReadWhole ? 1 : 0;
  return values;
}

/** Images the story may use as its preview: those in the given bodies that exist. */
async function usableImages(ctx: SignedInContext, bodies: PostBody[]): Promise<string[]> {
  const ids = [...new Set(bodies.flatMap((body) => imageIds(body)))];
  const images = await ctx.loaders.imageById.loadMany(ids);
  return ids.filter((_, i) => {
    const image = images[i];
    return image !== null && image !== undefined && !(image instanceof Error);
  });
}

/**
 * The preview columns: the image asked for (one of the story's), else the current one while it is still in
 * the story, else the story's first image. Focus given alone moves the current preview's focus.
 */
function previewColumns(
  post: PostModel,
  input: SettingsInput,
  available: string[],
  chooseDefault: boolean,
): Updateable<PostsTable> | BadRequest {
  const focus = (id: string | null): Updateable<PostsTable> => ({
    preview_image_id: id,
    preview_focus_x: id === null ? null : input.focusPercentX ?? (id === post.previewImageId ? post.previewFocusX : null),
    preview_focus_y: id === null ? null : input.focusPercentY ?? (id === post.previewImageId ? post.previewFocusY : null),
  });
  if (input.previewImageId === '') return focus(null);
  if (input.previewImageId != null) {
    return available.includes(input.previewImageId) ? focus(input.previewImageId) : badRequest(STORY_MESSAGES.badPreviewImage);
  }
  if (post.previewImageId !== null && available.includes(post.previewImageId)) return focus(post.previewImageId);
  if (chooseDefault) return focus(available[0] ?? null);
  return input.focusPercentX != null || input.focusPercentY != null ? focus(post.previewImageId) : {};
}

function targetColumns(target: PublishTarget, now: number): Updateable<PostsTable> {
  if (target.kind === 'profile') return { collection_id: null, pending_collection_id: null, status_for_collection: null };
  if (target.kind === 'collection') {
    return { collection_id: target.collectionId, pending_collection_id: null, status_for_collection: 'APPROVED' };
  }
  return { collection_id: null, pending_collection_id: target.collectionId, status_for_collection: 'PENDING', submitted_at: now };
}

export async function publishStory(ctx: SignedInContext, input: PublishInput & { postId: string }): Promise<PostAnswer | Refusal | BadRequest | Conflict> {
  const { postId } = input;
  const post = await freshPost(ctx, postId);
  if (!post) return notFound();
  if (post.emailOnly) return badRequest(STORY_MESSAGES.emailOnly);
  const roles = await storyRoles(ctx, post);
  const collectionId = input.collectionId ?? null;
  if (collectionId && !(await ctx.loaders.collectionById.load(collectionId))) return badRequest(STORY_MESSAGES.publicationNotFound);
  const { decision, target } = publishTarget(post, roles, collectionId, await roleIn(ctx, collectionId));
  if (!decision.allowed || !target) return refusal(decision);
  const settings = checkSettings(input);
  if ('__typename' in settings) return settings;
  // An editor publishing someone else's story takes its settings as the author left them.
  const mayChangeSettings = canChangeSettings(post, roles);
  if (!mayChangeSettings.allowed && (await changesSettings(ctx, post, settings, input))) return refusal(mayChangeSettings);
  if (input.baseVersion != null && input.baseVersion !== post.latestVersion) return conflict(post.latestVersion);

  const version = await versionRow(ctx.db, post.id, post.latestVersion);
  const body = storedBody(version?.body ?? '');
  if (!version || !hasContent(body)) return badRequest(STORY_MESSAGES.emptyStory);
  const preview = previewColumns(post, input, await usableImages(ctx, [body]), true);
  if ('__typename' in preview) return preview;

  const now = ctx.now();
  const values: Updateable<PostsTable> = {
    ...summaryColumns(summarize(version.title, version.subtitle, body)),
    ...settingsColumns(settings),
    ...preview,
    ...targetColumns(target, now),
    is_published: 1,
    first_published_at: post.firstPublishedAt ?? now,
    published_at: now,
    latest_published_version: version.version,
    updated_at: now,
  };
  const published = await (async () => {
    // Only the version checked above is published: a save in between makes this a conflict, not a mix.
    if (!(await updatePost(ctx.db, post.id, values, version.version))) return false;
    if (settings.tags) await replaceTags(ctx.db, post.id, settings.tags, now);
    if (target.kind === 'submission') {
      await ctx.bus.publish(ctx.db, 'post.submitted', { postId, actorId: ctx.viewer.id, collectionId: target.collectionId, isDraft: false });
    }
    const approves = target.kind === 'collection' && post.pendingCollectionId === target.collectionId && post.statusForCollection === 'PENDING' && !isAuthor(post, ctx.viewer);
    if (approves) {
      await ctx.bus.publish(ctx.db, 'post.approvedInCollection', {
        postId,
        actorId: ctx.viewer.id,
        authorId: post.creatorId,
        collectionId: target.collectionId,
        publishedByApproval: !post.isPublished || (post.submittedAt !== null && post.submittedAt === post.firstPublishedAt),
      });
    }
    const isFirstPublication = post.firstPublishedAt === null;
    const worked = isFirstPublication ? new Set([post.creatorId, ...(await versionSavers(ctx.db, post.id))]) : new Set<string>();
    worked.delete(ctx.viewer.id);
    if (approves) worked.delete(post.creatorId);
    await ctx.bus.publish(ctx.db, 'post.published', {
      postId,
      actorId: ctx.viewer.id,
      collectionId: target.kind === 'collection' ? target.collectionId : null,
      isFirstPublication,
      collaboratorIds: [...worked],
      sendNewsletter: input.sendNewsletter !== false,
    });
    return true;
  })();
  ctx.loaders.tagsByPostId.clear(post.id);
  if (!published) {
    const latest = await freshPost(ctx, post.id);
    return latest ? conflict(latest.latestVersion) : notFound();
  }
  return answer(ctx, post.id);
}

export async function unpublishStory(ctx: SignedInContext, { postId }: { postId: string }): Promise<PostAnswer | Refusal | BadRequest> {
  const found = await storyFor(ctx, postId, canUnpublishStory);
  if ('refused' in found) return found.refused;
  const { post, roles } = found;
  const now = ctx.now();

  if (!isAuthor(post, ctx.viewer)) {
    // An editor takes the story out of their publication (or declines its submission); it stays the author's.
    const collectionId = isStoryEditor(post, roles) ? (post.collectionId ?? post.pendingCollectionId) : null;
    if (!collectionId) return refusal({ allowed: false, kind: 'Forbidden', message: STORY_MESSAGES.cannotUnpublish });
    await updatePost(ctx.db, post.id, { collection_id: null, pending_collection_id: null, status_for_collection: null, updated_at: now });
    await ctx.bus.publish(ctx.db, 'post.removedFromCollection', { postId, actorId: ctx.viewer.id, collectionId });
    return answer(ctx, post.id);
  }

  if (!post.isPublished) return badRequest(STORY_MESSAGES.notPublished);
  const values: Updateable<PostsTable> = { is_published: 0, updated_at: now };
  if (post.collectionId) {
    // Back to a draft in the same publication: the author's own if they edit it, else waiting to be resubmitted.
    values.collection_id = null;
    values.pending_collection_id = post.collectionId;
    values.status_for_collection = roles.collectionRole === 'EDITOR' ? 'PENDING' : 'NOT_YET_SUBMITTED';
  }
  await updatePost(ctx.db, post.id, values);
  await ctx.bus.publish(ctx.db, 'post.unpublished', { postId, actorId: ctx.viewer.id });
  return answer(ctx, post.id);
}

export async function deleteStory(ctx: SignedInContext, { postId }: { postId: string }): Promise<{ __typename: 'PostDeleted'; id: string } | Refusal> {
  const found = await storyFor(ctx, postId, canDeleteStory);
  if ('refused' in found) return found.refused;
  const now = ctx.now();
  await updatePost(ctx.db, postId, { deleted_at: now, updated_at: now });
  await ctx.bus.publish(ctx.db, 'post.deleted', { postId, actorId: ctx.viewer.id });
  ctx.loaders.postById.clear(postId);
  return { __typename: 'PostDeleted', id: postId };
}

export async function updateStorySettings(ctx: SignedInContext, input: SettingsInput & { postId: string }): Promise<PostAnswer | Refusal | BadRequest> {
  const { postId } = input;
  const found = await storyFor(ctx, postId, canChangeSettings);
  if ('refused' in found) return found.refused;
  const { post } = found;
  // A published story keeps at least one tag; a draft may have none yet.
  const settings = checkSettings(input);
  if ('__typename' in settings) return settings;
  const versions = [post.latestVersion, post.latestPublishedVersion].filter((v): v is number => v !== null);
  const bodies = await Promise.all(versions.map(async (v) => storedBody((await versionRow(ctx.db, post.id, v))?.body ?? '')));
  const preview = previewColumns(post, input, await usableImages(ctx, bodies), false);
  if ('__typename' in preview) return preview;

  const now = ctx.now();
  await updatePost(ctx.db, post.id, { ...settingsColumns(settings), ...preview, updated_at: now });
  if (settings.tags) await replaceTags(ctx.db, post.id, settings.tags, now);
  await ctx.bus.publish(ctx.db, 'post.settingsChanged', { postId: post.id, actorId: ctx.viewer.id });
  ctx.loaders.tagsByPostId.clear(post.id);
  return answer(ctx, post.id);
}

export async function submitStory(ctx: SignedInContext, { postId, collectionId }: { postId: string; collectionId: string }): Promise<PostAnswer | Refusal | BadRequest> {
  const post = await freshPost(ctx, postId);
  if (!post) return notFound();
  if (post.emailOnly) return badRequest(STORY_MESSAGES.emailOnly);
  const collection = await ctx.loaders.collectionById.load(collectionId);
  if (!collection) return badRequest(STORY_MESSAGES.publicationNotFound);
  const targetRole = await roleIn(ctx, collectionId);
  const decision = canSubmitStory(post, await storyRoles(ctx, post), targetRole);
  if (!decision.allowed) return refusal(decision);
  if (post.collectionId) {
    const current = post.collectionId === collectionId ? collection : await ctx.loaders.collectionById.load(post.collectionId);
    return badRequest(STORY_MESSAGES.alreadyInPublication(current?.name ?? collection.name));
  }
  if (post.pendingCollectionId === collectionId && post.statusForCollection === 'PENDING') {
    return badRequest(STORY_MESSAGES.alreadySubmitted(collection.name));
  }
  // An editor's own published story goes straight in; anything else waits for the publication's editors.
  const now = ctx.now();
  const values: Updateable<PostsTable> =
    targetRole === 'EDITOR' && post.isPublished
      ? targetColumns({ kind: 'collection', collectionId }, now)
      : targetColumns({ kind: 'submission', collectionId }, now);
  await updatePost(ctx.db, post.id, { ...values, updated_at: now });
  if (values.status_for_collection === 'PENDING') {
    await ctx.bus.publish(ctx.db, 'post.submitted', { postId, actorId: ctx.viewer.id, collectionId, isDraft: !post.isPublished });
  }
  return answer(ctx, post.id);
}
