import type { Resolvers } from '../../graphql/resolvers.generated';

/** Every entry point reads or changes the signed-in reader's own notifications. */
export const notificationsResolvers: Resolvers = {};
