import type { FastifyInstance, FastifyReply, RouteGenericInterface } from 'fastify';
import { withTransaction, type ServiceContext } from '../core';
import { buildPath } from '../../shared/routes';
import type { AppDeps } from '../graphql/context';
import { safeRedirectPath } from '../security/redirects';
import { completeSocialSignIn } from '../modules/auth';
import { verifyGoogleIdentityToken } from '../modules/social';
import { flowCookieName, OAUTH_FLOW_TTL_MS, readFlowCookie, readOAuthState, startOAuthFlow } from '../modules/social';
import { issueOneTapNonce, ONE_TAP_NONCE_COOKIE, ONE_TAP_NONCE_TTL_MS, readOneTapNonce } from '../modules/social';
import { nameFromAppleUser } from '../modules/social';
import { authorizationUrl, profileFromCallback } from '../modules/social';
import { providerAvailable, providerClient, SOCIAL_PROVIDERS, type SocialProviderName } from '../modules/social';
import { SECURITY_SETTINGS_PATH, type SocialOutcome } from '../modules/social';
import { SOCIAL_MESSAGES } from '../modules/social';
import { enqueueToast } from './toast-cookie';
import { acceptForms, defineRoute, type RouteCall } from './web-routes';

type Call = RouteCall<RouteGenericInterface, unknown, ServiceContext>;

/** The spec's start addresses (§7), one per provider. */
const START_PATHS: Record<SocialProviderName, string> = {
  google: buildPath('ConnectGoogle'),
  facebook: buildPath('ConnectFacebook'),
  apple: buildPath('StartAppleAuth'),
  twitter: buildPath('AuthenticateTwitter'),
};

const callbackPath = (provider: string) => buildPath('HandleAuthCallback', { provider });
export const ONE_TAP_CALLBACK_PATH = callbackPath('google-one-tap');
export const ONE_TAP_NONCE_PATH = '/m/google-one-tap/nonce';

const MAX_REDIRECT_LENGTH = 2048;

function redirectTarget(raw: unknown): string {
  return typeof raw === 'string' && raw.length <= MAX_REDIRECT_LENGTH ? safeRedirectPath(raw) : '/';
}

function formFields(body: unknown): URLSearchParams {
  const fields = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields.append(name, value);
  }
  return fields;
}

/** Back to where sign-in starts (or the security settings when connecting), with a toast saying why. */
function refuse(reply: FastifyReply, message: string, to: string) {
  enqueueToast(reply, { message, toastStyle: 'ERROR' });
  return reply.redirect(to, 302);
}

function signInPage(redirect: string): string {
  return buildPath('ShowSignIn', {}, { query: redirect === '/' ? {} : { redirect } });
}

function finish(reply: FastifyReply, outcome: SocialOutcome) {
  if (outcome.kind === 'linked' || outcome.kind === 'refused') {
    enqueueToast(reply, { message: outcome.message, toastStyle: outcome.kind === 'refused' ? 'ERROR' : 'MESSAGE' });
  }
  return reply.redirect(outcome.redirect, 302);
}

export function registerSocialRoutes(app: FastifyInstance, deps: AppDeps) {
  const https = deps.config.publicUrl.startsWith('https:');

  async function start(provider: SocialProviderName, { ctx, request, reply }: Call) {
    reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    const redirect = redirectTarget(query.redirect);
    if (!providerAvailable(deps.config, ctx.flags, provider)) return refuse(reply, SOCIAL_MESSAGES.unavailable(provider), signInPage(redirect));
    try {
      const client = await providerClient(deps.config, provider);
      const flow = await startOAuthFlow(deps.db, {
        provider,
        redirect,
        operation: query.operation === 'register' ? 'register' : 'login',
        viewerId: ctx.viewer?.id ?? null,
      });
      const target = await authorizationUrl(client, flow.state, flow.secrets);
      reply.setCookie(flowCookieName(provider), flow.cookie, {
        path: callbackPath(provider),
        httpOnly: true,
        secure: https,
        // Apple posts its answer from its own site, which a Lax cookie would not follow (browsers need Secure for None).
        sameSite: client.formPost && https ? 'none' : 'lax',
        maxAge: OAUTH_FLOW_TTL_MS / 1000,
      });
      return reply.redirect(target.href, 302);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'could not start provider sign-in');
      return refuse(reply, SOCIAL_MESSAGES.failed(provider), signInPage(redirect));
    }
  }

  async function callback(provider: SocialProviderName, { ctx, request, reply }: Call) {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const params = request.method === 'POST' ? formFields(request.body) : new URL(request.url, 'http://localhost').searchParams;
    const cookie = request.cookies[flowCookieName(provider)];
    reply.clearCookie(flowCookieName(provider), { path: callbackPath(provider) });
    const rawState = params.get('state') ?? '';
    const state = await readOAuthState(deps.db, rawState, provider);
    const fallback = state?.viewerId ? SECURITY_SETTINGS_PATH : signInPage(state?.redirect ?? '/');
    if (!providerAvailable(deps.config, ctx.flags, provider)) return refuse(reply, SOCIAL_MESSAGES.unavailable(provider), fallback);
    const denied = params.get('error');
    if (denied) return refuse(reply, denied === 'access_denied' ? SOCIAL_MESSAGES.cancelled(provider) : SOCIAL_MESSAGES.failed(provider), fallback);
    const secrets = state ? await readFlowCookie(deps.db, cookie, state) : null;
    // Connecting is for the reader who started it: a different account signed in meanwhile is refused.
    if (!state || !secrets || (state.viewerId && ctx.viewer && ctx.viewer.id !== state.viewerId)) {
      return refuse(reply, SOCIAL_MESSAGES.expired(provider), fallback);
    }
    try {
      const client = await providerClient(deps.config, provider);
      const profile = await profileFromCallback(client, params, rawState, secrets);
      if (!profile) return refuse(reply, SOCIAL_MESSAGES.failed(provider), fallback);
      if (provider === 'apple' && !profile.name) profile.name = nameFromAppleUser(params.get('user'));
      // The provider was asked outside any transaction; signing in (or connecting) writes in one, answered after its commit.
      const outcome = await withTransaction(ctx, (tx) => completeSocialSignIn(tx, { provider, profile, redirect: state.redirect, viewerId: state.viewerId }));
      return finish(reply, outcome);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'provider sign-in failed');
      return refuse(reply, SOCIAL_MESSAGES.failed(provider), fallback);
    }
  }

  async function oneTapNonce({ ctx, reply }: Call) {
    reply.header('cache-control', 'no-store');
    if (!providerAvailable(deps.config, ctx.flags, 'google')) return reply.code(404).send({ error: SOCIAL_MESSAGES.unavailable('google') });
    const { nonce, cookie } = await issueOneTapNonce(deps.db);
    reply.setCookie(ONE_TAP_NONCE_COOKIE, cookie, {
      path: ONE_TAP_CALLBACK_PATH,
      httpOnly: true,
      secure: https,
      sameSite: 'lax',
      maxAge: ONE_TAP_NONCE_TTL_MS / 1000,
    });
    return reply.send({ nonce });
  }

  async function oneTapCallback({ ctx, request, reply }: Call) {
    reply.header('cache-control', 'no-store');
    const fields = formFields(request.body);
    const redirect = redirectTarget(fields.get('redirect'));
    const cookie = request.cookies[ONE_TAP_NONCE_COOKIE];
    reply.clearCookie(ONE_TAP_NONCE_COOKIE, { path: ONE_TAP_CALLBACK_PATH });
    if (!providerAvailable(deps.config, ctx.flags, 'google')) return refuse(reply, SOCIAL_MESSAGES.unavailable('google'), signInPage(redirect));
    const nonce = await readOneTapNonce(deps.db, cookie);
    if (!nonce) return refuse(reply, SOCIAL_MESSAGES.expired('google'), signInPage(redirect));
    try {
      const profile = await verifyGoogleIdentityToken(deps, fields.get('credential') ?? '', nonce);
      if (!profile) return refuse(reply, SOCIAL_MESSAGES.failed('google'), signInPage(redirect));
      return finish(reply, await withTransaction(ctx, (tx) => completeSocialSignIn(tx, { provider: 'google', profile, redirect, viewerId: null })));
    } catch (error) {
      request.log.warn({ err: error }, 'one-tap sign-in failed');
      return refuse(reply, SOCIAL_MESSAGES.failed('google'), signInPage(redirect));
    }
  }

  void app.register(async (scope) => {
    // Apple's form_post answer and the one-tap form arrive URL-encoded; only these routes read such bodies.
    acceptForms(scope, 64 * 1024);
    const route = { xsrf: false, writes: false } as const;
    const starts = { public: 'it starts signing in (or connecting the signed-in reader) with the provider' };
    // The provider's answer is checked against the flow's state, its cookie and the provider's own signature.
    // The callbacks ask the provider first, outside any transaction, then write in one of their own.
    const answers = { public: "the provider's answer, bound to this browser's flow cookie" };
    for (const provider of SOCIAL_PROVIDERS) {
      defineRoute(scope, deps, { ...route, method: 'GET', url: START_PATHS[provider], auth: starts }, (call) => start(provider, call));
      defineRoute(scope, deps, { ...route, method: ['GET', 'POST'], url: callbackPath(provider), auth: answers }, (call) => callback(provider, call));
    }
    defineRoute(scope, deps, { ...route, method: 'GET', url: ONE_TAP_NONCE_PATH, auth: { public: 'a fresh nonce, bound to this browser by a cookie' } }, oneTapNonce);
    defineRoute(scope, deps, { ...route, method: 'POST', url: ONE_TAP_CALLBACK_PATH, auth: { public: "Google's signed token, bound to this browser's nonce" } }, oneTapCallback);
  });
}
