import type { Database, Executor } from '../../db';
import type { AppDeps } from '../../graphql/context';
import { isUniqueViolation } from '../../db/dialect';
import { buildPath } from '../../../shared/routes';
import { NAME_MAX_LENGTH } from '../../../shared/validation/auth';
import { passFirstFactor, secondFactorPagePath, type SignInExchange } from '../auth';
import { insertAccount, userByEmail } from '../users';
import type { SocialProfile } from './profiles';
import { PROVIDER_LABELS, type SocialProviderName } from './providers';
import { linkSocialAccount, socialAccount, socialConnections, unlink, type SocialAccount } from './social.repo';
import { SOCIAL_MESSAGES } from './social-messages';

/** Where a provider sign-in sends the browser next, and what the next page says about it. */
export type SocialOutcome =
  | { kind: 'signed-in'; redirect: string }
  | { kind: 'second-factor'; redirect: string }
  | { kind: 'linked'; redirect: string; message: string }
  | { kind: 'refused'; redirect: string; message: string };

export const SECURITY_SETTINGS_PATH = buildPath('ShowSettings', {}, { hash: 'security' });

/**
 * A provider has vouched for an account. With a viewer in the state it is connected to that viewer;
 * otherwise it signs in whoever it is linked to, or the account with the same verified email (linking it),
 * or a new account.
 */
export async function completeSocialSignIn(
  exchange: SignInExchange,
  input: { provider: SocialProviderName; profile: SocialProfile; redirect: string; viewerId: string | null },
): Promise<SocialOutcome> {
  const { db } = exchange.deps;
  if (input.viewerId) return connectToViewer(db, input.provider, input.profile, input.viewerId, exchange.deps.config.productName);
  const user = await accountFor(db, input.provider, input.profile);
  const outcome = await passFirstFactor({ ...exchange, db }, { user, redirect: input.redirect });
  return outcome.kind === 'signed-in'
    ? { kind: 'signed-in', redirect: outcome.redirect }
    : { kind: 'second-factor', redirect: secondFactorPagePath(outcome.token) };
}

async function connectToViewer(db: Database, provider: SocialProviderName, profile: SocialProfile, viewerId: string, product: string): Promise<SocialOutcome> {
  const refuse = (message: string): SocialOutcome => ({ kind: 'refused', redirect: SECURITY_SETTINGS_PATH, message });
  const linked = await socialAccount(db, provider, profile.providerUserId);
  if (linked) {
    return linked.userId === viewerId
      ? { kind: 'linked', redirect: SECURITY_SETTINGS_PATH, message: SOCIAL_MESSAGES.alreadyConnected(provider) }
      : refuse(SOCIAL_MESSAGES.connectedElsewhere(provider, product));
  }
  if ((await socialConnections(db, viewerId)).some((c) => c.provider === provider)) return refuse(SOCIAL_MESSAGES.differentAccountConnected(provider));
  try {
    await linkSocialAccount(db, { provider, providerUserId: profile.providerUserId, userId: viewerId, email: profile.email });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refuse(SOCIAL_MESSAGES.connectedElsewhere(provider, product));
  }
  return { kind: 'linked', redirect: SECURITY_SETTINGS_PATH, message: SOCIAL_MESSAGES.connected(provider) };
}

/** The account the provider account belongs to, linking or creating it on first use. */
async function accountFor(db: Database, provider: SocialProviderName, profile: SocialProfile): Promise<{ id: string; email: string | null }> {
  // Two first sign-ins racing each other: the loser's transaction fails on a unique key and finds the winner's account.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => findOrCreateAccount(trx, provider, profile));
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function findOrCreateAccount(db: Executor, provider: SocialProviderName, profile: SocialProfile): Promise<{ id: string; email: string | null }> {
  const linked = await socialAccount(db, provider, profile.providerUserId);
  if (linked) {
    const user = await db.selectFrom('users').select(['id', 'email']).where('id', '=', linked.userId).executeTakeFirstOrThrow();
    return user;
  }
  const link = (userId: string) => linkSocialAccount(db, { provider, providerUserId: profile.providerUserId, userId, email: profile.email });
  // Only an address the provider has verified may open an existing account.
  if (profile.email && profile.emailVerified) {
    const owner = await userByEmail(db, profile.email);
    if (owner) {
      await link(owner.id);
      return { id: owner.id, email: owner.email };
    }
  }
  const user = await insertAccount(db, {
    name: accountName(provider, profile),
    email: profile.emailVerified ? profile.email : null,
    unverifiedEmail: profile.emailVerified ? null : profile.email,
  });
  await link(user.id);
  return { id: user.id, email: user.email };
}

function accountName(provider: SocialProviderName, profile: SocialProfile): string {
  const name = profile.name ?? profile.email?.split('@')[0] ?? `${PROVIDER_LABELS[provider]} reader`;
  return name.slice(0, NAME_MAX_LENGTH).trim() || 'Reader';
}

export class SocialRuleError extends Error {}

/**
 * Disconnects a provider unless it is the last way in: an account with no verified email and no password
 * must keep its only provider.
 */
export async function disconnectProvider(ctx: Pick<AppDeps, 'db'>, input: { userId: string; provider: SocialProviderName }): Promise<SocialAccount[]> {
  const { db } = ctx;
  const { userId, provider } = input;
  return db.transaction().execute(async (trx) => {
    // Touching the account row first makes concurrent disconnects of the same account take turns.
    const user = await trx
      .updateTable('users')
      .set({ updated_at: Date.now() })
      .where('id', '=', userId)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const connections = await socialConnections(trx, userId);
    const others = connections.filter((c) => c.provider !== provider);
    if (others.length === connections.length) return connections;
    if (!user.email && others.length === 0) {
      const password = await trx.selectFrom('user_passwords').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      if (!password) throw new SocialRuleError(SOCIAL_MESSAGES.lastWayIn(provider));
    }
    await unlink(trx, userId, provider);
    return others;
  });
}

export { socialConnections };
