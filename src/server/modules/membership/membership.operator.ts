import type { Config } from '../../config';
import type { Database } from '../../db';
import type { EventLog } from '../../jobs';
import { stripeClient } from '../payments';
import { endMembership, grantMembership } from './membership.service';

/** What the operator command works with: the database, the event log (membership.started/ended), Stripe when configured. */
export interface OperatorDeps {
  db: Database;
  bus: EventLog;
  config: Pick<Config, 'stripe'>;
  now: number;
}

export class OperatorError extends Error {}

async function findUser(db: Database, who: string) {
  const handle = who.trim().replace(/^@/, '');
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'email', 'medium_member_at'])
    .where((eb) => (handle.includes('@') ? eb('email', '=', handle.toLowerCase()) : eb('username', '=', handle)))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw new OperatorError(`No user with the ${handle.includes('@') ? 'email' : 'username'} "${handle}".`);
  return user;
}

const label = (u: { username: string | null; email: string | null; name: string }) => `${u.name} (${u.username ? '@' + u.username : (u.email ?? 'no username')})`;
const day = (ms: number | null) => (ms === null ? 'no end' : new Date(ms).toISOString().slice(0, 10));

/** Grants (or extends by) N months, without payment. */
export async function operatorGrant(deps: OperatorDeps, who: string, months: number): Promise<string> {
  if (!Number.isInteger(months) || months < 1 || months > 120) throw new OperatorError('--months must be a whole number from 1 to 120.');
  const user = await findUser(deps.db, who);
  const membership = await deps.db.transaction().execute((trx) =>
    grantMembership(trx, { userId: user.id, months, source: 'OPERATOR', now: deps.now, note: 'granted by an operator', bus: deps.bus }),
  );
  return `Granted ${months} month${months === 1 ? '' : 's'} of membership to ${label(user)}: a member until ${day(membership.currentPeriodEnd)}.`;
}

/** Ends every membership of the user now; a paid subscription is cancelled at Stripe too (no refund). */
export async function operatorRevoke(deps: OperatorDeps, who: string): Promise<string> {
  const user = await findUser(deps.db, who);
  const live = await deps.db.selectFrom('memberships').select(['id', 'stripe_subscription_id']).where('user_id', '=', user.id).where('status', '!=', 'ENDED').execute();
  if (live.length === 0) return `${label(user)} has no membership to revoke.`;
  const stripe = stripeClient(deps.config);
  const notes: string[] = [];
  for (const row of live) {
    if (row.stripe_subscription_id) {
      if (stripe) {
        await stripe.subscriptions.cancel(row.stripe_subscription_id);
        notes.push(`cancelled Stripe subscription ${row.stripe_subscription_id}`);
      } else {
        notes.push(`Stripe subscription ${row.stripe_subscription_id} left as it is (no Stripe keys here: cancel it in the Stripe dashboard)`);
      }
    }
    await deps.db.transaction().execute((trx) => endMembership(trx, { id: row.id, userId: user.id }, deps.now, deps.bus));
  }
  return `Revoked ${live.length} membership${live.length === 1 ? '' : 's'} of ${label(user)}${notes.length ? `; ${notes.join('; ')}` : ''}.`;
}

/** Every membership that is not ENDED, one line each. */
export async function operatorList(deps: Pick<OperatorDeps, 'db'>): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.name', 'users.username', 'users.email', 'memberships.status', 'memberships.source', 'memberships.plan_id', 'memberships.current_period_end', 'memberships.grace_ends_at'])
    .where('memberships.status', '!=', 'ENDED')
    .orderBy('users.name')
    .execute();
  if (rows.length === 0) return ['No members.'];
  return rows.map(
    (r) =>
      `${label(r)}  ${r.status}  ${r.source}${r.plan_id ? ` ${r.plan_id}` : ''}  until ${day(r.current_period_end)}${r.grace_ends_at ? `  (grace until ${day(r.grace_ends_at)})` : ''}`,
  );
}
