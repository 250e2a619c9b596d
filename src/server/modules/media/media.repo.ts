import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';

export interface ImageModel {
  id: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  storageKey: string;
  createdAt: number;
}

const imagesByIdsQuery = preparedQuery((db, ids: readonly string[]) => db.selectFrom('images').selectAll().where('id', 'in', ids));

export async function imagesByIds(db: Executor, ids: readonly string[]): Promise<ImageModel[]> {
  if (ids.length === 0) return [];
  const rows = await imagesByIdsQuery.execute(db, [...ids]);
  return rows.map((r) => ({
    id: r.id,
    mime: r.mime,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    storageKey: r.storage_key,
    createdAt: r.created_at,
  }));
}

export async function insertImage(db: Executor, image: ImageModel & { creatorId: string | null }): Promise<void> {
  await db
    .insertInto('images')
    .values({
      id: image.id,
      creator_id: image.creatorId,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      storage_key: image.storageKey,
      created_at: image.createdAt,
    })
    .execute();
}

export function toImageMetadata(image: ImageModel | null) {
  return image ? { id: image.id, originalWidth: image.width, originalHeight: image.height } : null;
}
