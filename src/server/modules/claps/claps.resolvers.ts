import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import type { Refusal } from './claps.policy';
import { clapCatalog, clapPost, clappers, clapTotals, viewerClapCount, type ClapOutcome } from './claps.service';

const ERROR_CODES: Record<Refusal['kind'], string> = {
  BadRequest: 'BAD_REQUEST',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  TooManyRequests: 'TOO_MANY_REQUESTS',
};

/** Medium's clients read the clapped target itself; a refusal is an error with its message and kind. */
export function clappedOrThrow<T>(outcome: ClapOutcome<T>): T {
  if (outcome.ok) return outcome.target;
  throw new GraphQLError(outcome.message, { extensions: { code: ERROR_CODES[outcome.kind], kind: outcome.kind } });
}

export const clapsResolvers: Resolvers = {
  Mutation: {
    clap: signedIn(async (_, args, ctx) => clappedOrThrow(await clapPost(ctx, args)), { writes: true }),
    clapCatalog: signedIn(async (_, args, ctx) => clappedOrThrow(await clapCatalog(ctx, args)), { writes: true }),
  },
  Post: {
    clapCount: async (post, _, ctx) => (await clapTotals(ctx, { type: 'post', id: post.id })).clapCount,
    clapperCount: async (post, _, ctx) => (await clapTotals(ctx, { type: 'post', id: post.id })).clapperCount,
    viewerClapCount: (post, _, ctx) => viewerClapCount(ctx, { type: 'post', id: post.id }),
    clappers: (post, { paging }, ctx) => clappers(ctx, { type: 'post', id: post.id, paging: paging ?? {} }),
  },
  Catalog: {
    clapCount: async (catalog, _, ctx) => (await clapTotals(ctx, { type: 'catalog', id: catalog.id })).clapCount,
    clapperCount: async (catalog, _, ctx) => (await clapTotals(ctx, { type: 'catalog', id: catalog.id })).clapperCount,
    viewerClapCount: (catalog, _, ctx) => viewerClapCount(ctx, { type: 'catalog', id: catalog.id }),
    clappers: (catalog, { paging }, ctx) => clappers(ctx, { type: 'catalog', id: catalog.id, paging: paging ?? {} }),
  },
};
