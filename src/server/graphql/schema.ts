import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind } from 'graphql';
import { signUpResolvers } from '../modules/auth/sign-up.resolvers';
import { emailAuthResolvers } from '../modules/auth/email-auth.resolvers';
import { loginResolvers } from '../modules/auth/login.resolvers';
import { sessionsResolvers } from '../modules/auth/sessions.resolvers';
import { twoFactorResolvers } from '../modules/auth/two-factor.resolvers';
import { collectionsResolvers } from '../modules/collections/collections.resolvers';
import { embedsResolvers } from '../modules/embeds/embeds.resolvers';
import { flagsResolvers } from '../modules/flags/flags.resolvers';
import { authoringResolvers } from '../modules/posts/authoring.resolvers';
import { postsResolvers } from '../modules/posts/posts.resolvers';
import { relationsResolvers } from '../modules/relations/relations.resolvers';
import { socialResolvers } from '../modules/social/social.resolvers';
import { statsResolvers } from '../modules/stats/stats.resolvers';
import { accountsResolvers } from '../modules/users/accounts.resolvers';
import { usersResolvers } from '../modules/users/users.resolvers';
import { clapsResolvers } from '../modules/claps/claps.resolvers';
import { responsesResolvers } from '../modules/responses/responses.resolvers';
import { quotesResolvers } from '../modules/quotes/quotes.resolvers';
import { notesResolvers } from '../modules/notes/notes.resolvers';
import { catalogsResolvers } from '../modules/catalogs/catalogs.resolvers';
import { readsResolvers } from '../modules/reads/reads.resolvers';
import { notificationsResolvers } from '../modules/notifications/notifications.resolvers';
import { emailPreferencesResolvers } from '../modules/email/email-preferences.resolvers';
import { topicsResolvers } from '../modules/topics/topics.resolvers';
import { trendingResolvers } from '../modules/trending/trending.resolvers';
import { seriesResolvers } from '../modules/series/series.resolvers';
import { searchResolvers } from '../modules/search/search.resolvers';
import { feedsResolvers } from '../modules/feeds/feeds.resolvers';
import { paymentsResolvers } from '../modules/payments/payments.resolvers';
import { membershipResolvers } from '../modules/membership/membership.resolvers';
import { giftsResolvers } from '../modules/gifts/gifts.resolvers';
import { meterResolvers } from '../modules/meter/meter.resolvers';
import { partnerResolvers } from '../modules/partner/partner.resolvers';
import { earningsResolvers } from '../modules/earnings/earnings.resolvers';
import { newslettersResolvers } from '../modules/newsletters/newsletters.resolvers';
import { audienceResolvers } from '../modules/newsletters/audience.resolvers';
import { sendsResolvers } from '../modules/newsletters/sends.resolvers';
import { anyone, closeUndeclaredFields, declaredAccess, declaredMutationAccess } from '../security';
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
    about: anyone("the instance's name and version, public anyway", (_, __, ctx) => ({ productName: ctx.config.productName, version: APP_VERSION })),
  },
  Mutation: {
    ping: anyone('it changes nothing: a liveness check for clients', () => true),
  },
};

const moduleResolvers: Resolvers[] = [baseResolvers, usersResolvers, collectionsResolvers, postsResolvers, authoringResolvers, flagsResolvers, sessionsResolvers, twoFactorResolvers, loginResolvers, socialResolvers, emailAuthResolvers, signUpResolvers, accountsResolvers, embedsResolvers, relationsResolvers, statsResolvers, clapsResolvers, responsesResolvers, quotesResolvers, notesResolvers, catalogsResolvers, readsResolvers, notificationsResolvers, emailPreferencesResolvers, topicsResolvers, trendingResolvers, seriesResolvers, searchResolvers, feedsResolvers, paymentsResolvers, membershipResolvers, giftsResolvers, meterResolvers, partnerResolvers, earningsResolvers, newslettersResolvers, audienceResolvers, sendsResolvers];

export function buildSchema() {
  const schema = makeExecutableSchema({ typeDefs, resolvers: moduleResolvers });
  // Deny by default, and refuse to start: a field that does not say who may call it is a mistake to fix now.
  const undeclared = closeUndeclaredFields(schema, fieldAccess());
  if (undeclared.length > 0) throw new Error(`These GraphQL fields do not declare who may call them: ${undeclared.join(', ')}`);
  return schema;
}

/** Who may call each Query and Mutation field (`Root.field`), as declared beside its resolver. */
export function fieldAccess() {
  return declaredAccess(moduleResolvers);
}

/** Who may call each mutation, as declared beside its resolver. */
export function mutationAccess() {
  return declaredMutationAccess(moduleResolvers);
}
