import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone } from '../../security';
import { flagList } from './flags.service';

export const flagsResolvers: Resolvers = {
  Query: {
    featureFlags: anyone('the flags this request already runs with (instance defaults, or the viewer\'s own)', (_, __, ctx) => flagList(ctx.flags)),
  },
};
