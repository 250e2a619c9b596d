import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind } from 'graphql';
import { emailAuthResolvers } from '../modules/auth';
import { loginResolvers } from '../modules/auth';
import { sessionsResolvers } from '../modules/auth';
import { twoFactorResolvers } from '../modules/auth';
import { collectionsResolvers } from '../modules/collections';
import { embedsResolvers } from '../modules/embeds';
import { flagsResolvers } from '../modules/flags';
import { authoringResolvers } from '../modules/posts';
import { postsResolvers } from '../modules/posts';
import { relationsResolvers } from '../modules/relations';
import { socialResolvers } from '../modules/social';
import { statsResolvers } from '../modules/stats';
import { accountsResolvers } from '../modules/users';
import { usersResolvers } from '../modules/users';
import { clapsResolvers } from '../modules/claps';
import { responsesResolvers } from '../modules/responses';
import { quotesResolvers } from '../modules/quotes';
import { notesResolvers } from '../modules/notes';
import { catalogsResolvers } from '../modules/catalogs';
import { readsResolvers } from '../modules/reads';
import { notificationsResolvers } from '../modules/notifications';
import { emailPreferencesResolvers } from '../modules/email';
import { topicsResolvers } from '../modules/topics';
import { trendingResolvers } from '../modules/trending';
import { seriesResolvers } from '../modules/series';
import { searchResolvers } from '../modules/search';
import { feedsResolvers } from '../modules/feeds';
import { paymentsResolvers } from '../modules/payments';
import { membershipResolvers } from '../modules/membership';
import { giftsResolvers } from '../modules/gifts';
import { meterResolvers } from '../modules/meter';
import { partnerResolvers } from '../modules/partner';
import { earningsResolvers } from '../modules/earnings';
import { anyone, closeUndeclaredMutations, declaredMutationAccess } from '../security';
import type { Resolvers } from './resolvers.generated';
import { typeDefs } from './typeDefs.generated';

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

const Long = new GraphQLScalarType({
  name: 'Long',
  description: 'Milliseconds since the epoch',
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError('Long must be a whole number');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError('Long must be a whole number');
    return Number(ast.value);
  },
});

const baseResolvers: Resolvers = {
  Long,
  Query: {
    about: (_, __, ctx) => ({ productName: ctx.config.productName, version: APP_VERSION }),
  },
  Mutation: {
    ping: anyone('it changes nothing: a liveness check for clients', () => true),
  },
};

const moduleResolvers: Resolvers[] = [baseResolvers, usersResolvers, collectionsResolvers, postsResolvers, authoringResolvers, flagsResolvers, sessionsResolvers, twoFactorResolvers, loginResolvers, socialResolvers, emailAuthResolvers, accountsResolvers, embedsResolvers, relationsResolvers, statsResolvers, clapsResolvers, responsesResolvers, quotesResolvers, notesResolvers, catalogsResolvers, readsResolvers, notificationsResolvers, emailPreferencesResolvers, topicsResolvers, trendingResolvers, seriesResolvers, searchResolvers, feedsResolvers, paymentsResolvers, membershipResolvers, giftsResolvers, meterResolvers, partnerResolvers, earningsResolvers];

export function buildSchema() {
  const schema = makeExecutableSchema({ typeDefs, resolvers: moduleResolvers });
  closeUndeclaredMutations(schema, mutationAccess());
  return schema;
}

/** Who may call each mutation, as declared beside its resolver. */
export function mutationAccess() {
  return declaredMutationAccess(moduleResolvers);
}
