import type { Executor } from '../../db';

/** Every publication's slug, custom domain and last change, in id order, at most `limit` (their number stays small next to stories). */
export async function publicationPages(db: Executor, limit: number) {
  return db.selectFrom('collections').select(['id', 'slug', 'domain', 'updated_at']).orderBy('id').limit(limit).execute();
}
