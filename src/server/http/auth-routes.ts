import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildPath } from '../../shared/routes';
import type { AppDeps } from '../graphql/context';
import { completeEmailLink, confirmEmail, emailConfirmationFailed, endSessionFamily, secondFactorPagePath, setAccountTokenCookie } from '../modules/auth';
import { safeRedirectPath } from '../security/redirects';
import { isWellFormedToken } from '../security/tokens';
import { ACCOUNT_MESSAGES } from '../modules/users';
import { systemContext, withTransaction } from '../core';
import { clearSessionCookie } from './session-cookie';
import { enqueueToast } from './toast-cookie';
import { defineRoute } from './web-routes';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  // The spec's sign-out link carries the session's xsrf token, so another site cannot sign a reader out.
  const home = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(buildPath('ShowHome'), 302);
  defineRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/m/signout/:xsrf',
      auth: { public: 'signed out, it only goes home; signed in, the link must carry the session token' },
      xsrf: 'param',
      // One statement; and a handler that sends its answer itself must not sit in a transaction (the browser
      // would follow the redirect before the commit).
      writes: false,
      // A link with a stale token signs nobody out: it just goes home.
      refuse: { xsrf: (_request, reply) => home(reply) },
    },
    async ({ ctx, reply }) => {
      if (ctx.session) {
        // Signing out here ends the sign-in everywhere it was carried: the instance's own address and its custom domains.
        await endSessionFamily(ctx.db, ctx.session.id, ctx.now());
        clearSessionCookie(ctx.cookies, deps.config);
        enqueueToast(reply, { message: SIGNED_OUT_MESSAGE });
      }
      return home(reply);
    },
  );

  const emailLink = { public: 'the token in the link is the authority (single use, short-lived)' };
  // The link is claimed and the reader signed in (or the account made) in the route's transaction; the redirect
  // is sent after the commit.
  defineRoute<{ Querystring: { token?: string } }>(app, deps, { method: 'GET', url: '/m/callback/email', auth: emailLink, xsrf: false, writes: true }, async ({ ctx, request, reply }) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = request.query.token ?? '';
    const outcome = isWellFormedToken(token) ? await completeEmailLink(ctx, { token }) : { kind: 'invalid' as const };
    switch (outcome.kind) {
      case 'invalid':
        return reply.redirect(buildPath('ShowSignIn', {}, { query: { entry: 'email_login_timeout' } }), 302);
      case 'second-factor':
        return reply.redirect(secondFactorPagePath(outcome.token), 302);
      case 'finish-registration':
        setAccountTokenCookie(ctx, { token: outcome.accountToken });
        return reply.redirect(buildPath('ShowRegistrationForm', {}, { query: { redirect: safeRedirectPath(outcome.redirect) } }), 302);
      case 'signed-in':
        // Links stored before redirects were kept encoded may still hold characters a header cannot carry.
        return reply.redirect(safeRedirectPath(outcome.redirect), 302);
    }
  });

  // The confirmation link of an address given at sign-up (or changed later).
  // Its own transaction (not the route's): a refusal is answered after the rollback.
  defineRoute<{ Params: { key: string } }>(app, deps, { method: 'GET', url: '/m/account/confirm/:key', auth: emailLink, xsrf: false, writes: false, context: false }, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const result = await withTransaction(systemContext(deps), (tx) => confirmEmail(tx, { key: request.params.key })).catch(emailConfirmationFailed);
    if (result === 'verified') enqueueToast(reply, { message: ACCOUNT_MESSAGES.emailVerified });
    else if (result === 'taken') enqueueToast(reply, { message: ACCOUNT_MESSAGES.emailTakenByAnother, toastStyle: 'ERROR' });
    else enqueueToast(reply, { message: ACCOUNT_MESSAGES.confirmLinkInvalid, toastStyle: 'ERROR' });
    return reply.redirect(buildPath('ShowHome'), 302);
  });
}
