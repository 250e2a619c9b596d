import { PROVIDER_LABELS, type SocialProviderName } from './providers';

/** What a reader is told when a provider sign-in or connection does not go through (shown as a toast). */
export const SOCIAL_MESSAGES = {
  unavailable: (p: SocialProviderName) => `Signing in with ${PROVIDER_LABELS[p]} is not available.`,
  cancelled: (p: SocialProviderName) => `You cancelled signing in with ${PROVIDER_LABELS[p]}.`,
  expired: (p: SocialProviderName) =>
    `Your sign-in with ${PROVIDER_LABELS[p]} expired or was started in another browser. Please try again.`,
  failed: (p: SocialProviderName) => `We couldn't sign you in with ${PROVIDER_LABELS[p]}. Please try again.`,
  connected: (p: SocialProviderName) => `Your ${PROVIDER_LABELS[p]} account is now connected.`,
  alreadyConnected: (p: SocialProviderName) => `Your ${PROVIDER_LABELS[p]} account is already connected.`,
  connectedElsewhere: (p: SocialProviderName, product: string) =>
    `That ${PROVIDER_LABELS[p]} account is already connected to another ${product} account.`,
  differentAccountConnected: (p: SocialProviderName) =>
    `Your account is already connected to a different ${PROVIDER_LABELS[p]} account. Disconnect it first.`,
  lastWayIn: (p: SocialProviderName) =>
    `You can't disconnect ${PROVIDER_LABELS[p]}: it is the only way to sign in to your account. Add a verified email address or a password first.`,
  unknownProvider: 'That sign-in provider is not supported.',
} as const;
