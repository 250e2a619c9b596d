import type { ServiceContext } from '../../core';
import { isUniqueViolation, withSavepoint } from '../../db/dialect';
import { buildPath } from '../../../shared/routes';
import { NAME_MAX_LENGTH } from '../../../shared/validation/auth';
import { insertAccount, lockAccount, userByEmail, usersByIds } from '../users';
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

/** A provider has vouched for an account while a reader is signed in: it is connected to that reader's account. */
export async function connectToViewer(
  ctx: ServiceContext,
  input: { provider: SocialProviderName; profile: SocialProfile; viewerId: string },
): Promise<SocialOutcome> {
  const { provider, profile, viewerId } = input;
  const product = ctx.config.productName;
  const refuse = (message: string): SocialOutcome => ({ kind: 'refused', redirect: SECURITY_SETTINGS_PATH, message });
  const linked = await socialAccount(ctx.db, provider, profile.providerUserId);
  if (linked) {
    return linked.userId === viewerId
      ? { kind: 'linked', redirect: SECURITY_SETTINGS_PATH, message: SOCIAL_MESSAGES.alreadyConnected(provider) }
      : refuse(SOCIAL_MESSAGES.connectedElsewhere(provider, product));
  }
  if ((await socialConnections(ctx.db, viewerId)).some((c) => c.provider === provider)) return refuse(SOCIAL_MESSAGES.differentAccountConnected(provider));
  try {
    // A savepoint: a link another request made meanwhile undoes only this step, and the answer below is kept.
    await withSavepoint(ctx.db, (db) => linkSocialAccount(db, { provider, providerUserId: profile.providerUserId, userId: viewerId, email: profile.email }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return refuse(SOCIAL_MESSAGES.connectedElsewhere(provider, product));
  }
  return { kind: 'linked', redirect: SECURITY_SETTINGS_PATH, message: SOCIAL_MESSAGES.connected(provider) };
}

/** The account the provider account belongs to, linking or creating it on first use (in the caller's transaction). */
export async function accountForProfile(
  ctx: ServiceContext,
  input: { provider: SocialProviderName; profile: SocialProfile },
): Promise<{ id: string; email: string | null }> {
  // Two first sign-ins racing each other: the loser's step fails on a unique key, is undone, and finds the winner's account.
  for (let attempt = 0; ; attempt++) {
    try {
      return await withSavepoint(ctx.db, (db) => findOrCreateAccount({ ...ctx, db }, input.provider, input.profile));
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function findOrCreateAccount(ctx: ServiceContext, provider: SocialProviderName, profile: SocialProfile): Promise<{ id: string; email: string | null }> {
  const { db } = ctx;
  const linked = await socialAccount(db, provider, profile.providerUserId);
  if (linked) {
    const [user] = await usersByIds(db, [linked.userId]);
    if (!user) throw new Error(`The account ${linked.userId} linked to ${provider} is missing`);
    return { id: user.id, email: user.email };
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
 * (`hasPassword`, which the auth module knows) must keep its only provider. Runs in the caller's transaction.
 */
export async function disconnectProvider(
  ctx: ServiceContext,
  input: { userId: string; provider: SocialProviderName; hasPassword: boolean },
): Promise<SocialAccount[]> {
  const { userId, provider } = input;
  // Touching the account row first makes concurrent disconnects of the same account take turns.
  const user = await lockAccount(ctx, { userId });
  const connections = await socialConnections(ctx.db, userId);
  const others = connections.filter((c) => c.provider !== provider);
  if (others.length === connections.length) return connections;
  if (!user.email && others.length === 0 && !input.hasPassword) throw new SocialRuleError(SOCIAL_MESSAGES.lastWayIn(provider));
  await unlink(ctx.db, userId, provider);
  return others;
}

/** The account's connected providers, oldest first. */
export function connectionsOf(ctx: ServiceContext, input: { userId: string }): Promise<SocialAccount[]> {
  return socialConnections(ctx.db, input.userId);
}
