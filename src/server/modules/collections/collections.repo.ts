import { sql, type Selectable, type Updateable } from 'kysely';
import type { StyleSheetFont } from '../../../shared/validation/profile';
import type { CollectionRoleName, NavItemKind } from '../../../shared/validation/publications';
import type { Executor } from '../../db';
import type { CollectionsTable } from '../../db/schema.generated';
import type { CollectionRole } from '../../core';
import type {
  CollectionModel,
  DesignModel,
  FeaturePageModel,
  InvitationModel,
  MemberModel,
  NavItemModel,
  SubmissionNoteModel,
} from './collections.models';
import { preparedQuery } from '../../db/prepared';

export type { CollectionModel } from './collections.models';

export function toCollection(row: Selectable<CollectionsTable>): CollectionModel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    domain: row.domain,
    avatarImageId: row.avatar_image_id,
    logoImageId: row.logo_image_id,
    creatorId: row.creator_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function collectionsByIds(db: Executor, ids: readonly string[]): Promise<CollectionModel[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('collections').selectAll().where('id', 'in', [...ids]).execute();
  return rows.map(toCollection);
}

export async function collectionByDomainOrSlug(db: Executor, domainOrSlug: string): Promise<CollectionModel | null> {
  const key = domainOrSlug.toLowerCase();
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', key), eb('domain', '=', key)]))
    .executeTakeFirst();
  return row ? toCollection(row) : null;
}

/**
 * A publication's address changes hands: the slug it leaves leads to it from now on, and the slug it takes stops
 * leading anywhere else (an old slug belongs to whoever takes it next).
 */
export async function moveSlug(db: Executor, input: { collectionId: string; from: string | null; to: string; now: number }): Promise<void> {
  await db.deleteFrom('collection_slug_redirects').where('old_slug', '=', input.to).execute();
  if (!input.from) return;
  await db
    .insertInto('collection_slug_redirects')
    .values({ old_slug: input.from, collection_id: input.collectionId, created_at: input.now })
    .onConflict((oc) => oc.column('old_slug').doUpdateSet({ collection_id: input.collectionId, created_at: input.now }))
    .execute();
}

/** The publication a former slug of one leads to, if any. */
export async function collectionIdByOldSlug(db: Executor, slug: string): Promise<string | null> {
  const row = await db.selectFrom('collection_slug_redirects').select('collection_id').where('old_slug', '=', slug.toLowerCase()).executeTakeFirst();
  return row?.collection_id ?? null;
}

export async function slugTaken(db: Executor, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('collections').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const membersOfQuery = preparedQuery((db, collectionIds: readonly string[], userIds: readonly string[]) =>
  db.selectFrom('collection_members').select(['collection_id', 'user_id', 'role']).where('collection_id', 'in', collectionIds).where('user_id', 'in', userIds),
);
const creatorsOfQuery = preparedQuery((db, collectionIds: readonly string[]) => db.selectFrom('collections').select(['id', 'creator_id']).where('id', 'in', collectionIds));

/** Keys are "collectionId:userId"; the creator counts as an editor. */
export async function rolesByKeys(db: Executor, keys: readonly string[]): Promise<Map<string, CollectionRole>> {
  const pairs = keys.map((k) => k.split(':') as [string, string]);
  const roles = new Map<string, CollectionRole>();
  if (pairs.length === 0) return roles;
  const collectionIds = [...new Set(pairs.map(([c]) => c))];
  const userIds = [...new Set(pairs.map(([, u]) => u))];
  const [members, creators] = await Promise.all([membersOfQuery.execute(db, collectionIds, userIds), creatorsOfQuery.execute(db, collectionIds)]);
  for (const m of members) roles.set(`${m.collection_id}:${m.user_id}`, m.role === 'EDITOR' ? 'EDITOR' : 'WRITER');
  for (const c of creators) roles.set(`${c.id}:${c.creator_id}`, 'EDITOR');
  return roles;
}

export async function insertCollection(
  db: Executor,
  row: { id: string; slug: string; name: string; tagline: string; description: string; avatarImageId: string | null; logoImageId: string | null; creatorId: string; now: number },
): Promise<void> {
  await db
    .insertInto('collections')
    .values({
      id: row.id,
      slug: row.slug,
      name: row.name,
      tagline: row.tagline,
      description: row.description,
      avatar_image_id: row.avatarImageId,
      logo_image_id: row.logoImageId,
      creator_id: row.creatorId,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateCollectionRow(db: Executor, id: string, values: Updateable<CollectionsTable>): Promise<void> {
  await db.updateTable('collections').set(values).where('id', '=', id).execute();
}

// ——— People ———

/** The creator first (always an editor), then editors and writers by when they joined. */
export async function mastheadOf(db: Executor, collection: CollectionModel): Promise<MemberModel[]> {
  const rows = await db
    .selectFrom('collection_members')
    .select(['user_id', 'role', 'created_at'])
    .where('collection_id', '=', collection.id)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  const members: MemberModel[] = [{ userId: collection.creatorId, role: 'EDITOR', isCreator: true, joinedAt: collection.createdAt }];
  for (const row of rows) {
    if (row.user_id === collection.creatorId) continue;
    members.push({ userId: row.user_id, role: row.role === 'EDITOR' ? 'EDITOR' : 'WRITER', isCreator: false, joinedAt: row.created_at });
  }
  return members;
}

export async function upsertMember(db: Executor, collectionId: string, userId: string, role: CollectionRoleName, now: number): Promise<void> {
  await db
    .insertInto('collection_members')
    .values({ collection_id: collectionId, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['collection_id', 'user_id']).doUpdateSet({ role }))
    .execute();
}

export async function setMemberRole(db: Executor, collectionId: string, userId: string, role: CollectionRoleName): Promise<boolean> {
  const result = await db
    .updateTable('collection_members')
    .set({ role })
    .where('collection_id', '=', collectionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMember(db: Executor, collectionId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('collection_members').where('collection_id', '=', collectionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ——— Invitations ———

type InvitationRow = { id: string; collection_id: string; invitee_id: string; inviter_id: string; role: string; created_at: number };

function toInvitation(row: InvitationRow): InvitationModel {
  return {
    id: row.id,
    collectionId: row.collection_id,
    inviteeId: row.invitee_id,
    inviterId: row.inviter_id,
    role: row.role === 'EDITOR' ? 'EDITOR' : 'WRITER',
    createdAt: row.created_at,
  };
}

export async function insertInvitation(db: Executor, invitation: InvitationModel): Promise<void> {
  await db
    .insertInto('collection_invitations')
    .values({
      id: invitation.id,
      collection_id: invitation.collectionId,
      invitee_id: invitation.inviteeId,
      inviter_id: invitation.inviterId,
      role: invitation.role,
      created_at: invitation.createdAt,
    })
    .execute();
}

export async function invitationById(db: Executor, id: string): Promise<InvitationModel | null> {
  const row = await db.selectFrom('collection_invitations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export async function invitationFor(db: Executor, collectionId: string, inviteeId: string): Promise<InvitationModel | null> {
  const row = await db
    .selectFrom('collection_invitations')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('invitee_id', '=', inviteeId)
    .executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export async function invitationsOfCollection(db: Executor, collectionId: string): Promise<InvitationModel[]> {
  const rows = await db.selectFrom('collection_invitations').selectAll().where('collection_id', '=', collectionId).orderBy('created_at', 'desc').execute();
  return rows.map(toInvitation);
}

export async function invitationsOfInvitee(db: Executor, inviteeId: string): Promise<InvitationModel[]> {
  const rows = await db.selectFrom('collection_invitations').selectAll().where('invitee_id', '=', inviteeId).orderBy('created_at', 'desc').execute();
  return rows.map(toInvitation);
}

export async function deleteInvitation(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('collection_invitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ——— Navigation, feature pages, featured stories, design ———

export async function navItemsOf(db: Executor, collectionId: string): Promise<NavItemModel[]> {
  const rows = await db.selectFrom('collection_nav_items').selectAll().where('collection_id', '=', collectionId).orderBy('position').execute();
  return rows.map((row) => ({
    id: row.id,
    collectionId: row.collection_id,
    position: row.position,
    title: row.title,
    kind: row.kind as NavItemKind,
    tagSlug: row.tag_slug,
    featurePageId: row.feature_page_id,
    url: row.url,
  }));
}

export async function replaceNavItems(db: Executor, collectionId: string, items: Omit<NavItemModel, 'collectionId'>[], now: number): Promise<void> {
  await db.deleteFrom('collection_nav_items').where('collection_id', '=', collectionId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('collection_nav_items')
    .values(
      items.map((item) => ({
        id: item.id,
        collection_id: collectionId,
        position: item.position,
        title: item.title,
        kind: item.kind,
        tag_slug: item.tagSlug,
        feature_page_id: item.featurePageId,
        url: item.url,
        created_at: now,
      })),
    )
    .execute();
}

function toFeaturePage(row: { id: string; collection_id: string; slug: string; title: string; description: string; created_at: number; updated_at: number }): FeaturePageModel {
  return {
    id: row.id,
    collectionId: row.collection_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function featurePagesOf(db: Executor, collectionId: string): Promise<FeaturePageModel[]> {
  const rows = await db.selectFrom('collection_feature_pages').selectAll().where('collection_id', '=', collectionId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toFeaturePage);
}

export async function featurePageById(db: Executor, id: string): Promise<FeaturePageModel | null> {
  const row = await db.selectFrom('collection_feature_pages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFeaturePage(row) : null;
}

export async function featurePageBySlug(db: Executor, collectionId: string, slug: string): Promise<FeaturePageModel | null> {
  const row = await db
    .selectFrom('collection_feature_pages')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? toFeaturePage(row) : null;
}

export async function countFeaturePages(db: Executor, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('collection_feature_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertFeaturePage(db: Executor, page: FeaturePageModel): Promise<void> {
  await db
    .insertInto('collection_feature_pages')
    .values({
      id: page.id,
      collection_id: page.collectionId,
      slug: page.slug,
      title: page.title,
      description: page.description,
      created_at: page.createdAt,
      updated_at: page.updatedAt,
    })
    .execute();
}

export async function updateFeaturePageRow(db: Executor, id: string, values: { slug: string; title: string; description: string; updatedAt: number }): Promise<void> {
  await db
    .updateTable('collection_feature_pages')
    .set({ slug: values.slug, title: values.title, description: values.description, updated_at: values.updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteFeaturePageRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('collection_feature_pages').where('id', '=', id).execute();
}

export async function replaceFeaturePagePosts(db: Executor, featurePageId: string, postIds: readonly string[]): Promise<void> {
  await db.deleteFrom('collection_feature_page_posts').where('feature_page_id', '=', featurePageId).execute();
  if (postIds.length === 0) return;
  await db
    .insertInto('collection_feature_page_posts')
    .values(postIds.map((postId, position) => ({ feature_page_id: featurePageId, post_id: postId, position })))
    .execute();
}

export async function replaceFeaturedPosts(db: Executor, collectionId: string, postIds: readonly string[], now: number): Promise<void> {
  await db.deleteFrom('collection_featured_posts').where('collection_id', '=', collectionId).execute();
  if (postIds.length === 0) return;
  await db
    .insertInto('collection_featured_posts')
    .values(postIds.map((postId, position) => ({ collection_id: collectionId, post_id: postId, position, created_at: now })))
    .execute();
}

export async function designOf(db: Executor, collectionId: string): Promise<DesignModel | null> {
  const row = await db.selectFrom('collection_designs').selectAll().where('collection_id', '=', collectionId).executeTakeFirst();
  if (!row) return null;
  return {
    id: `design-${row.collection_id}`,
    collectionId: row.collection_id,
    font1: row.font1 as StyleSheetFont,
    font2: row.font2 as StyleSheetFont,
    font3: row.font3 as StyleSheetFont,
    accentColor: row.accent_color,
    backgroundColor: row.background_color,
    headerImageId: row.header_image_id,
    updatedAt: row.updated_at,
  };
}

export async function saveDesign(db: Executor, design: DesignModel, now: number): Promise<void> {
  const values = {
    font1: design.font1,
    font2: design.font2,
    font3: design.font3,
    accent_color: design.accentColor,
    background_color: design.backgroundColor,
    header_image_id: design.headerImageId,
    updated_at: now,
  };
  await db
    .insertInto('collection_designs')
    .values({ collection_id: design.collectionId, ...values, created_at: now })
    .onConflict((oc) => oc.column('collection_id').doUpdateSet(values))
    .execute();
}

// ——— Editors ———

/** Ids of the publication's editors (its creator and members with the editor role), as a subquery. */
export function collectionEditorIds(db: Executor, collectionId: string) {
  return db
    .selectFrom('collection_members')
    .select('user_id')
    .where('collection_id', '=', collectionId)
    .where('role', '=', 'EDITOR')
    .union(db.selectFrom('collections').select('creator_id as user_id').where('id', '=', collectionId));
}

/** Who runs a publication (its creator and its editors), to tell them of what happens in it. */
export async function publicationEditorIds(db: Executor, collectionId: string): Promise<string[]> {
  return (await collectionEditorIds(db, collectionId).execute()).map((row) => row.user_id);
}

// ——— Submission notes ———

export async function upsertSubmissionNote(db: Executor, note: SubmissionNoteModel & { decidedBy: string }): Promise<void> {
  const values = { note: note.note, decided_by: note.decidedBy, decided_at: note.decidedAt };
  await db
    .insertInto('collection_submission_notes')
    .values({ post_id: note.postId, collection_id: note.collectionId, ...values })
    .onConflict((oc) => oc.columns(['post_id', 'collection_id']).doUpdateSet(values))
    .execute();
}

export async function deleteSubmissionNotes(db: Executor, postId: string): Promise<void> {
  await db.deleteFrom('collection_submission_notes').where('post_id', '=', postId).execute();
}

/** The newest note on each of these stories' declined submissions. */
export async function submissionNotesByPostIds(db: Executor, postIds: readonly string[]): Promise<Map<string, SubmissionNoteModel>> {
  const notes = new Map<string, SubmissionNoteModel>();
  if (postIds.length === 0) return notes;
  const rows = await db
    .selectFrom('collection_submission_notes')
    .selectAll()
    .where('post_id', 'in', [...postIds])
    .orderBy('decided_at')
    .execute();
  for (const row of rows) notes.set(row.post_id, { postId: row.post_id, collectionId: row.collection_id, note: row.note, decidedAt: row.decided_at });
  return notes;
}


// ——— A member's publications ———

/**
 * Publications the user edits or writes for (a creator counts as an editor), by name, each with the user's role
 * there (the bar on every signed-in page asks both: one statement instead of three). Two seeks joined by UNION
 * (the ones they created, by `collections_creator`; the ones they are a member of, by membership): with OR,
 * PostgreSQL read every publication of the site.
 */
const publicationsOfMemberQuery = preparedQuery((db, userId: string) =>
  db
    .selectFrom('collections')
    .selectAll()
    .select(sql<string>`'EDITOR'`.as('member_role'))
    .where('creator_id', '=', userId)
    .union(
      db
        .selectFrom('collections')
        .innerJoin('collection_members', 'collection_members.collection_id', 'collections.id')
        .selectAll('collections')
        .select('collection_members.role as member_role')
        .where('collection_members.user_id', '=', userId),
    )
    .orderBy('name')
    .orderBy('id'),
);

export async function publicationsOfMember(db: Executor, userId: string): Promise<{ collection: CollectionModel; role: 'EDITOR' | 'WRITER' }[]> {
  const rows = await publicationsOfMemberQuery.execute(db, userId);
  const found = new Map<string, { collection: CollectionModel; role: 'EDITOR' | 'WRITER' }>();
  for (const row of rows) {
    // A creator who is also a member row is an editor all the same.
    const role = row.member_role === 'EDITOR' || found.get(row.id)?.role === 'EDITOR' ? 'EDITOR' : 'WRITER';
    found.set(row.id, { collection: found.get(row.id)?.collection ?? toCollection(row), role });
  }
  return [...found.values()];
}

/** Publications, for another module's query to compose with (its own joins, columns and conditions): one statement. */
export function collectionsQuery(db: Executor) {
  return db.selectFrom('collections');
}
