import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { inject } from 'vitest';

/** The e2e server's data directory: its SQLite database and its outbox. */
export const dataDir = inject('dataDir');

/** Rows from the e2e server's database, opened read-only for each call so the server's own writes are never held up. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(dataDir, 'quire.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A demo story's address by its title: under its publication when it is in one, else under its writer. */
export function storyPath(title: string): string {
  const row = query<{ id: string; slug: string; username: string; collectionSlug: string | null }>(
    `select p.id, p.slug, u.username, c.slug as collectionSlug from posts p
     join users u on u.id = p.creator_id left join collections c on c.id = p.collection_id where p.title = ?`,
    title,
  )[0]!;
  return row.collectionSlug ? `/${row.collectionSlug}/${row.slug}-${row.id}` : `/@${row.username}/${row.slug}-${row.id}`;
}

/** How many times a reader (by username) has clapped for a story (by title). */
export function readerClaps(username: string, title: string): number {
  return (
    query<{ claps: number }>(
      `select c.claps from claps c join users u on u.id = c.user_id join posts p on p.id = c.target_id
       where c.target_type = 'post' and u.username = ? and p.title = ?`,
      username,
      title,
    )[0]?.claps ?? 0
  );
}
