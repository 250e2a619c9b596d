import { randomInt } from 'node:crypto';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { newId } from '../../db/ids';
import { usernameFromName } from '../../../shared/format/username';
import { toUser, type UserModel } from './users.repo';

export async function userByEmail(db: Executor, email: string): Promise<UserModel | null> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The accounts waiting to confirm this address (not verified by anyone yet), the oldest first. */
export async function usersByUnverifiedEmail(db: Executor, email: string): Promise<UserModel[]> {
  const rows = await db.selectFrom('users').selectAll().where('unverified_email', '=', email.toLowerCase()).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toUser);
}

/**
 * Creates an account with a unique username derived from the name (editable later). A verified email
 * goes in `email`; one the reader has not yet proven goes in `unverified_email`.
 */
export async function insertAccount(
  db: Executor,
  input: { name: string; email?: string | null; unverifiedEmail?: string | null; username?: string | null; imageId?: string | null },
  now = Date.now(),
): Promise<UserModel> {
  const base = input.username ?? (usernameFromName(input.name) || 'reader');
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(10 ** Math.min(attempt + 1, 5))}`;
    const taken = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (taken) continue;
    const id = newId();
    try {
      await db
        .insertInto('users')
        .values({
          id,
          username,
          name: input.name.trim(),
          email: input.email?.toLowerCase() ?? null,
          unverified_email: input.unverifiedEmail?.toLowerCase() ?? null,
          image_id: input.imageId ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (error) {
      // A username taken between the check and the insert: try the next one. A taken email is the caller's to report.
      if (isUniqueViolation(error) && (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())) continue;
      throw error;
    }
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toUser(row);
  }
  throw new Error(`Could not find a free username for "${input.name}"`);
}
