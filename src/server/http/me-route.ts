import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../shared/routes';
import type { AppDeps } from '../graphql/context';
import { defineRoute, signInFirst } from './web-routes';

/** /me: the signed-in reader's own profile; a signed-out one signs in first and comes back here. */
export function registerMeRoute(app: FastifyInstance, deps: AppDeps) {
  defineRoute(
    app,
    deps,
    { method: 'GET', url: '/me', auth: 'signedIn', xsrf: false, writes: false, refuse: { signedOut: (_request, reply) => signInFirst(reply, buildPath('ShowMe')) } },
    async ({ ctx, reply }) => {
      const { username, id } = ctx.viewer;
      const profile = username ? buildPath('ShowUser', { username }) : buildPath('ShowUserById', { userId: id });
      return reply.header('cache-control', 'private, no-store').redirect(profile, 302);
    },
  );
}
