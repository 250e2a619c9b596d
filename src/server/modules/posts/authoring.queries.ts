import { draftLabel } from '../../../shared/content/draft-labels';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import type { ServiceContext, SignedInContext } from '../../core';
import { publicationsOfMember, type CollectionModel } from '../collections';
import { canEditStory, isAuthor, storyRoles } from './authoring.policy';
import { storiesOf, storyCounts, versionRow, type StoryCursor, type StoryFilter } from './authoring.repo';
import type { Refusal } from './authoring.service';
import type { PostModel } from './posts.repo';
import { pageSize } from './posts.service';

export async function storyForEditing(ctx: SignedInContext, { id }: { id: string }): Promise<({ __typename: 'Post' } & PostModel) | Refusal> {
  const post = await ctx.loaders.postById.load(id);
  if (!post) return { __typename: 'NotFound', message: STORY_MESSAGES.notFound };
  const decision = canEditStory(post, await storyRoles(ctx, post));
  if (!decision.allowed) return { __typename: decision.kind, message: decision.message };
  return { __typename: 'Post', ...post };
}

async function mayEdit(ctx: ServiceContext, post: PostModel): Promise<boolean> {
  if (!ctx.viewer) return false;
  return canEditStory(post, await storyRoles({ ...ctx, viewer: ctx.viewer }, post)).allowed;
}

/** The newest saved version, only for those who may edit the story. */
export async function latestDraftOf(ctx: ServiceContext, post: PostModel) {
  if (!(await mayEdit(ctx, post))) return null;
  const row = await versionRow(ctx.db, post.id, post.latestVersion);
  if (!row) return null;
  return { version: row.version, title: row.title, subtitle: row.subtitle, bodyJson: row.body, savedAt: row.createdAt };
}

export async function viewerEdgeOf(ctx: ServiceContext, post: PostModel) {
  const canEdit = await mayEdit(ctx, post);
  return { canEdit, shareKey: canEdit ? post.shareKey : null };
}

/** The writer's "let search engines read the whole story" setting, only for those who may edit the story. */
export async function crawlersReadWholeOf(ctx: ServiceContext, post: PostModel): Promise<boolean | null> {
  return (await mayEdit(ctx, post)) ? post.crawlersReadWhole : null;
}

/** The spec's label for this viewer; only those who may edit the story see one. */
export async function draftLabelOf(ctx: ServiceContext, post: PostModel): Promise<string | null> {
  if (!ctx.viewer) return null;
  const roles = await storyRoles({ ...ctx, viewer: ctx.viewer }, post);
  if (!canEditStory(post, roles).allowed) return null;
  const viewerIsAuthor = isAuthor(post, ctx.viewer);
  const viewerIsEditor = roles.pendingRole === 'EDITOR';
  const pending = post.pendingCollectionId ? await ctx.loaders.collectionById.load(post.pendingCollectionId) : null;
  return draftLabel({
    isPublished: post.isPublished,
    statusForCollection: post.statusForCollection,
    pendingCollectionName: pending && (viewerIsAuthor || viewerIsEditor) ? pending.name : null,
    viewerIsAuthor,
    viewerIsEditor,
  });
}

function encodeCursor(post: PostModel, filter: StoryFilter): string {
  return `${(filter === 'DRAFTS' ? post.updatedAt : post.publishedAt) ?? 0}_${post.id}`;
}

function decodeCursor(to: string | null | undefined): StoryCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { at: Number(match[1]), id: match[2] ?? '' } : null;
}

export type YourStoriesFilter = StoryFilter;

export async function yourStories(
  ctx: SignedInContext,
  { filter, paging }: { filter: YourStoriesFilter; paging: { limit?: number | null; to?: string | null } },
) {
  const limit = pageSize(paging.limit);
  const rows = await storiesOf(ctx.db, ctx.viewer.id, filter, limit + 1, decodeCursor(paging.to));
  const posts = rows.slice(0, limit);
  for (const post of posts) ctx.loaders.postById.prime(post.id, post);
  const last = posts[posts.length - 1];
  const next = rows.length > limit && last ? { limit, to: encodeCursor(last, filter) } : null;
  return { posts, pagingInfo: { next, previous: null } };
}

export async function yourStoryCounts(ctx: SignedInContext) {
  return storyCounts(ctx.db, ctx.viewer.id);
}

export async function yourPublications(ctx: SignedInContext): Promise<CollectionModel[]> {
  const publications = await publicationsOfMember(ctx.db, ctx.viewer.id);
  for (const { collection, role } of publications) {
    ctx.loaders.collectionById.prime(collection.id, collection);
    // The bar asks the viewer's role in each (isEditor, isWriter): known already.
    ctx.loaders.collectionRole.prime(`${collection.id}:${ctx.viewer.id}`, role);
  }
  return publications.map(({ collection }) => collection);
}
