import type { Executor } from '../../db';

/**
 * An address nothing is sent to again: its server refused it for good (`hard`, a 5xx at RCPT TO), or its
 * deliveries failed with temporary errors on several sends in a row (`soft`).
 */
export type BounceKind = 'hard' | 'soft';

export async function isBounced(db: Executor, email: string): Promise<boolean> {
  return (await db.selectFrom('email_bounces').select('email').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function recordBounce(db: Executor, email: string, reason: string, now: number, kind: BounceKind = 'hard'): Promise<void> {
  await db
    .insertInto('email_bounces')
    .values({ email, reason: reason.slice(0, 500), bounced_at: now, kind })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/**
 * Counts a send whose delivery to the address ended failed with a temporary error, and answers how many
 * sends in a row have failed so (one send counts once, however many of its attempts failed).
 */
export async function recordSoftFailure(db: Executor, input: { email: string; sendId: string; error: string; now: number }): Promise<number> {
  const row = await db
    .insertInto('email_soft_failures')
    .values({ email: input.email, failures: 1, last_send_id: input.sendId, last_error: input.error.slice(0, 500), updated_at: input.now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('email_soft_failures.last_send_id', '=', input.sendId)
          .then(eb.ref('email_soft_failures.failures'))
          .else(eb('email_soft_failures.failures', '+', 1))
          .end(),
        last_send_id: input.sendId,
        last_error: input.error.slice(0, 500),
        updated_at: input.now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** A message delivered to the address: its run of failed sends is over. */
export async function clearSoftFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('email_soft_failures').where('email', '=', email).execute();
}
