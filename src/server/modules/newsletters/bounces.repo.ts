import type { Executor } from '../../db';

/** An address whose server refused it for good (5xx at RCPT): nothing is sent to it again. */
export async function isBounced(db: Executor, email: string): Promise<boolean> {
  return (await db.selectFrom('email_bounces').select('email').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function recordBounce(db: Executor, email: string, reason: string, now: number): Promise<void> {
  await db
    .insertInto('email_bounces')
    .values({ email, reason: reason.slice(0, 500), bounced_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
