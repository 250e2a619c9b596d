import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../shared/routes';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { redeemMagicLink } from '../modules/auth/magic-link.service';
import { endSession, sessionTimeouts, startSession } from '../modules/auth/sessions.service';
import { safeEqual } from '../modules/auth/tokens';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { enqueueToast } from './toast-cookie';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  // The spec's sign-out link carries the session's xsrf token, so another site cannot sign a reader out.
  app.get<{ Params: { xsrf: string } }>('/m/signout/:xsrf', async (request, reply) => {
    const ctx = await requestContext(deps, request, reply);
    if (ctx.session && safeEqual(request.params.xsrf, ctx.session.xsrf)) {
      await endSession(deps.db, ctx.session.id, Date.now());
      clearSessionCookie(reply, deps.config);
      enqueueToast(reply, { message: SIGNED_OUT_MESSAGE });
    }
    return reply.header('cache-control', 'no-store').redirect(buildPath('ShowHome'), 302);
  });

  app.get<{ Querystring: { token?: string } }>('/m/callback/email', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = request.query.token ?? '';
    const timeouts = sessionTimeouts(deps.config);
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    // Claiming the link and opening the session happen together or not at all.
    const signedIn = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await deps.db.transaction().execute(async (trx) => {
          const result = await redeemMagicLink(trx, token);
          if (result.kind !== 'ok') return null;
          // A new session on every sign-in: whatever session the browser had before is not carried over.
          const { token: sessionToken } = await startSession(trx, timeouts, { id: result.userId }, client);
          return { sessionToken, redirect: result.redirect };
        })
      : null;
    if (!signedIn) {
      return reply.redirect(buildPath('ShowSignIn', {}, { query: { entry: 'email_login_timeout' } }), 302);
    }
    const { sessionToken } = signedIn;
    setSessionCookie(reply, deps.config, sessionToken, timeouts.absoluteMs);
    return reply.redirect(signedIn.redirect, 302);
  });
}
