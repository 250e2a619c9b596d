import type { Resolvers } from '../../graphql/resolvers.generated';
import { flagList } from './flags.service';

export const flagsResolvers: Resolvers = {
  Query: {
    featureFlags: (_, __, ctx) => flagList(ctx.flags),
  },
};
