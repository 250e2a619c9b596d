import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { CollectionsTable } from '../../db/schema.generated';
import type { CollectionRole } from '../posts';

export interface CollectionModel {
  id: string;
  slug: string;
  name: string;
  description: string;
  domain: string | null;
  avatarImageId: string | null;
  creatorId: string;
  createdAt: number;
}

export function toCollection(row: Selectable<CollectionsTable>): CollectionModel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    domain: row.domain,
    avatarImageId: row.avatar_image_id,
    creatorId: row.creator_id,
    createdAt: row.created_at,
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

/** Keys are "collectionId:userId"; the creator counts as an editor. */
export async function rolesByKeys(db: Executor, keys: readonly string[]): Promise<Map<string, CollectionRole>> {
  const pairs = keys.map((k) => k.split(':') as [string, string]);
  const roles = new Map<string, CollectionRole>();
  if (pairs.length === 0) return roles;
  const collectionIds = [...new Set(pairs.map(([c]) => c))];
  const userIds = [...new Set(pairs.map(([, u]) => u))];
  const [members, creators] = await Promise.all([
    db
      .selectFrom('collection_members')
      .select(['collection_id', 'user_id', 'role'])
      .where('collection_id', 'in', collectionIds)
      .where('user_id', 'in', userIds)
      .execute(),
    db.selectFrom('collections').select(['id', 'creator_id']).where('id', 'in', collectionIds).execute(),
  ]);
  for (const m of members) roles.set(`${m.collection_id}:${m.user_id}`, m.role === 'EDITOR' ? 'EDITOR' : 'WRITER');
  for (const c of creators) roles.set(`${c.id}:${c.creator_id}`, 'EDITOR');
  return roles;
}
