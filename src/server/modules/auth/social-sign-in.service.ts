import type { ServiceContext, SignedInContext } from '../../core';
import { accountForProfile, connectToViewer, disconnectProvider, type SocialOutcome, type SocialProfile, type SocialProviderName } from '../social';
import { hasPassword } from './passwords.repo';
import { passFirstFactor, secondFactorPagePath } from './sign-in.service';

/**
 * A provider has vouched for an account, in the caller's transaction. With a viewer in the state it is connected
 * to that viewer; otherwise it signs in whoever it is linked to, or the account with the same verified email
 * (linking it), or a new account.
 */
export async function completeSocialSignIn(
  ctx: ServiceContext,
  input: { provider: SocialProviderName; profile: SocialProfile; redirect: string; viewerId: string | null },
): Promise<SocialOutcome> {
  const { provider, profile } = input;
  if (input.viewerId) return connectToViewer(ctx, { provider, profile, viewerId: input.viewerId });
  const user = await accountForProfile(ctx, { provider, profile });
  const outcome = await passFirstFactor(ctx, { user, redirect: input.redirect });
  return outcome.kind === 'signed-in'
    ? { kind: 'signed-in', redirect: outcome.redirect }
    : { kind: 'second-factor', redirect: secondFactorPagePath(outcome.token) };
}

/**
 * Disconnects one of the viewer's providers, in the caller's transaction, unless it is their last way in (no
 * verified email, no password, no other provider): the password is this module's to know.
 */
export async function disconnectSocialAccount(ctx: SignedInContext, input: { provider: SocialProviderName }) {
  const userId = ctx.viewer.id;
  return disconnectProvider(ctx, { userId, provider: input.provider, hasPassword: await hasPassword(ctx.db, userId) });
}
