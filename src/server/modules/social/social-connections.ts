import type { SocialAccount } from './social.repo';

/** A connected provider as the Viewer's `socialConnections` shows it. */
export const toConnection = (account: SocialAccount) => ({ provider: account.provider, email: account.email, createdAt: account.createdAt });
