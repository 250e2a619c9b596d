import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import type { Refusal } from './claps.policy';
import { clapCatalog, clapPost, clappers, clapTotals, viewerClapCount, type ClapOutcome, type ClapsContext } from './claps.service';

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
    clap: signedIn(async (_, args, ctx) => clappedOrThrow(await clapPost(ctx as ClapsContext, args))),
    clapCatalog: signedIn(async (_, args, ctx) => clappedOrThrow(await clapCatalog(ctx as ClapsContext, args))),
  },
  Post: {
    clapCount: async (post, _, ctx) => (await clapTotals(ctx, 'post', post.id)).clapCount,
    clapperCount: async (post, _, ctx) => (await clapTotals(ctx, 'post', post.id)).clapperCount,
    viewerClapCount: (post, _, ctx) => viewerClapCount(ctx, 'post', post.id),
    clappers: (post, { paging }, ctx) => clappers(ctx, 'post', post.id, paging ?? {}),
  },
  Catalog: {
    clapCount: async (catalog, _, ctx) => (await clapTotals(ctx, 'catalog', catalog.id)).clapCount,
    clapperCount: async (catalog, _, ctx) => (await clapTotals(ctx, 'catalog', catalog.id)).clapperCount,
    viewerClapCount: (catalog, _, ctx) => viewerClapCount(ctx, 'catalog', catalog.id),
    clappers: (catalog, { paging }, ctx) => clappers(ctx, 'catalog', catalog.id, paging ?? {}),
  },
};
