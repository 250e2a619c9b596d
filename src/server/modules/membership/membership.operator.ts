import type { ServiceContext } from '../../core';
import { countLabel } from '../../../shared/format/intl';
import type { Executor } from '../../db';
import { stripeClient } from '../payments';
import { userByEmail, usersByIds, usersByUsernames, type UserModel } from '../users';
import { endMembership, grantMembership } from './membership.service';

/**
 * The operator's membership command (scripts/membership.ts): each call takes a system context; the command opens
 * the transaction (`withTransaction(systemContext(deps), …)`), Stripe's calls staying outside it.
 */
export class OperatorError extends Error {}

async function findUser(db: Executor, who: string): Promise<UserModel> {
  const handle = who.trim().replace(/^@/, '');
  const user = handle.includes('@')
    ? await userByEmail(db, handle)
    : (await usersByUsernames(db, [handle])).find((candidate) => candidate.username === handle);
  if (!user || user.deletedAt !== null) throw new OperatorError(`No user with the ${handle.includes('@') ? 'email' : 'username'} "${handle}".`);
  return user;
}

const label = (u: { username: string | null; email: string | null; name: string }) => `${u.name} (${u.username ? '@' + u.username : (u.email ?? 'no username')})`;
const day = (ms: number | null) => (ms === null ? 'no end' : new Date(ms).toISOString().slice(0, 10));

/** Grants (or extends by) N months, without payment, as of `ctx.now()`. Writes through `ctx.db`: the command's transaction. */
export async function operatorGrant(ctx: ServiceContext, input: { who: string; months: number }): Promise<string> {
  const { who, months } = input;
  if (!Number.isInteger(months) || months < 1 || months > 120) throw new OperatorError('--months must be a whole number from 1 to 120.');
  const user = await findUser(ctx.db, who);
  const membership = await grantMembership(ctx, { userId: user.id, months, source: 'OPERATOR', now: ctx.now(), note: 'granted by an operator', announce: true });
  return `Granted ${countLabel(months, 'month', 'months')} of membership to ${label(user)}: a member until ${day(membership.currentPeriodEnd)}.`;
}

/**
 * Before a revoke, outside its transaction: cancels at Stripe (no refund) every paid subscription of the user's
 * live memberships, and answers what was done, for `operatorRevoke`.
 */
export async function cancelAtStripeForRevoke(ctx: ServiceContext, input: { who: string }): Promise<string[]> {
  const user = await findUser(ctx.db, input.who);
  const live = await ctx.db.selectFrom('memberships').select(['stripe_subscription_id']).where('user_id', '=', user.id).where('status', '!=', 'ENDED').execute();
  const stripe = stripeClient(ctx.config);
  const notes: string[] = [];
  for (const row of live) {
    if (!row.stripe_subscription_id) continue;
    if (stripe) {
      await stripe.subscriptions.cancel(row.stripe_subscription_id);
      notes.push(`cancelled Stripe subscription ${row.stripe_subscription_id}`);
    } else {
      notes.push(`Stripe subscription ${row.stripe_subscription_id} left as it is (no Stripe keys here: cancel it in the Stripe dashboard)`);
    }
  }
  return notes;
}

/** Ends every membership of the user now; `notes` say what `cancelAtStripeForRevoke` did. Writes through `ctx.db`: the command's transaction. */
export async function operatorRevoke(ctx: ServiceContext, input: { who: string; notes: readonly string[] }): Promise<string> {
  const user = await findUser(ctx.db, input.who);
  const live = await ctx.db.selectFrom('memberships').select(['id']).where('user_id', '=', user.id).where('status', '!=', 'ENDED').execute();
  if (live.length === 0) return `${label(user)} has no membership to revoke.`;
  const now = ctx.now();
  for (const row of live) await endMembership(ctx, { id: row.id, userId: user.id, now });
  const { notes } = input;
  return `Revoked ${countLabel(live.length, 'membership', 'memberships')} of ${label(user)}${notes.length ? `; ${notes.join('; ')}` : ''}.`;
}

/** Every membership that is not ENDED, one line each. */
export async function operatorList(ctx: ServiceContext): Promise<string[]> {
  const live = await ctx.db
    .selectFrom('memberships')
    .select(['user_id', 'status', 'source', 'plan_id', 'current_period_end', 'grace_ends_at'])
    .where('status', '!=', 'ENDED')
    .execute();
  const people = new Map((await usersByIds(ctx.db, [...new Set(live.map((r) => r.user_id))])).map((user) => [user.id, user]));
  // By name, in the byte order of the databases' collation (a membership's person is always there: a foreign key).
  const rows = live
    .flatMap((r) => {
      const user = people.get(r.user_id);
      return user ? [{ ...r, name: user.name, username: user.username, email: user.email }] : [];
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (rows.length === 0) return ['No members.'];
  return rows.map(
    (r) =>
      `${label(r)}  ${r.status}  ${r.source}${r.plan_id ? ` ${r.plan_id}` : ''}  until ${day(r.current_period_end)}${r.grace_ends_at ? `  (grace until ${day(r.grace_ends_at)})` : ''}`,
  );
}
