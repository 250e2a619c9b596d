import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemContext, withTransaction } from '../core';
import { buildPath } from '../../shared/routes';
import { sameSitePath } from '../../shared/validation/redirect';
import type { AppDeps } from '../graphql/context';
import { issueDomainHandoff, redeemDomainHandoff } from '../modules/auth';
import { domainOrigin, liveDomainTarget, ownHost } from '../modules/collections';
import { isWellFormedToken, newSecretToken, secretCookie } from '../security';
import { fastifyCookieJar } from './cookie-jar';
import { siteOf } from './custom-domains';
import { readSessionToken, setSessionCookie } from './session-cookie';
import { defineRoute } from './web-routes';

/**
 * Carrying a reader's session to custom domains without third-party cookies (decision 034). Cookies belong to one
 * host, so the custom domain sends the browser to the instance's own address (the auth domain), which knows the
 * reader and sends it back with a one-time token for that domain; the domain exchanges it for its own session.
 *
 *   custom  /m/signin?redirect=/story            → sets the state cookie, to the auth domain (prompt: sign in if needed)
 *   custom  any page, arriving from the auth domain without a session or state cookie → the same, silently
 *   own     /m/global-identity?redirectUrl&state → signed in: a token, to the domain's /m/session-handoff;
 *                                                  signed out: to /m/signin (prompt), or straight back (silent)
 *   custom  /m/session-handoff?token             → the domain's session, a child of the instance's own one
 */
export const GLOBAL_IDENTITY_PATH = '/m/global-identity';
export const SESSION_HANDOFF_PATH = '/m/session-handoff';

/** Binds a hand-off to the browser that asked for it on the custom domain (so nobody can sign a reader in as someone else). */
const handoffState = secretCookie('quire_gi');
/** Long enough to sign in on the way; it also marks a browser already checked, so a signed-out reader is not sent round again. */
const STATE_TTL_MS = 10 * 60_000;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** A browser navigating to a page (not a script, an image or the API asking). */
function isPageNavigation(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.method === 'GET' && accept.includes('text/html') && !request.url.startsWith('/_/');
}

function arrivesFromOwnSite(deps: AppDeps, request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(deps.config.publicUrl).origin;
  } catch {
    return false;
  }
}

/** On a custom domain: to the auth domain, with a fresh state cookie naming this browser. */
async function toAuthDomain(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, input: { path: string; prompt: boolean; operation?: string }) {
  const site = await siteOf(deps, request);
  const state = newSecretToken();
  handoffState.set(fastifyCookieJar(request, reply), deps.config, state, STATE_TTL_MS);
  const query: Record<string, string> = { redirectUrl: site.origin + input.path, state };
  if (input.prompt) query.prompt = '1';
  if (input.operation === 'register') query.operation = 'register';
  return noStore(reply).redirect(deps.config.publicUrl + buildPathWithQuery(GLOBAL_IDENTITY_PATH, query), 302);
}

function buildPathWithQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** The verified custom domain of this instance an address is on, and its path there; null for anything else. */
async function customDomainTarget(deps: AppDeps, redirectUrl: string | undefined): Promise<{ domain: string; origin: string; path: string } | null> {
  if (!redirectUrl) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  const domain = url.hostname.toLowerCase();
  if (domain === ownHost(deps.config)) return null;
  const origin = domainOrigin(deps.config, domain);
  const path = sameSitePath(url.pathname + url.search);
  if (url.origin !== origin || !path || !(await liveDomainTarget(systemContext(deps), { host: domain }))) return null;
  return { domain, origin, path };
}

export function registerDomainSessions(app: FastifyInstance, deps: AppDeps) {
  const publicHost = ownHost(deps.config);

  // On a custom domain, before the page (and its cache) is looked at.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || hostOf(request) === publicHost) return;
    const [path = '/', search = ''] = request.url.split('?');
    if (path === buildPath('ShowSignIn')) {
      const site = await siteOf(deps, request);
      if (!site.scope) return;
      const params = new URLSearchParams(search);
      const back = sameSitePath(params.get('redirect') ?? '/') ?? '/';
      return toAuthDomain(deps, request, reply, { path: back, prompt: true, operation: params.get('operation') ?? undefined });
    }
    // A reader coming from the instance's own pages may be signed in there: ask once, without a word.
    if (!isPageNavigation(request) || !arrivesFromOwnSite(deps, request)) return;
    const cookies = fastifyCookieJar(request, reply);
    if (readSessionToken(cookies, deps.config) || handoffState.read(cookies, deps.config)) return;
    const site = await siteOf(deps, request);
    if (!site.scope) return;
    return toAuthDomain(deps, request, reply, { path: request.url, prompt: false });
  });

  type IdentityRoute = { Querystring: { redirectUrl?: string; state?: string; prompt?: string; operation?: string } };
  const identityWhy = "signed in, it hands the reader's own session to a verified domain of this instance, bound to the asking browser's state";
  // Not a writing route: the domain lookups go through the root handle. The hand-off token is one statement, stored
  // before the redirect carrying it is sent.
  defineRoute<IdentityRoute>(app, deps, { method: 'GET', url: GLOBAL_IDENTITY_PATH, auth: { public: identityWhy }, xsrf: false, writes: false }, async ({ ctx, request, reply }) => {
    noStore(reply);
    const site = await siteOf(deps, request);
    const target = site.scope ? null : await customDomainTarget(deps, request.query.redirectUrl);
    const state = request.query.state;
    // Only this instance's verified domains are ever sent to, so this is no open redirect.
    if (!target || !isWellFormedToken(state)) return reply.redirect(buildPath('ShowHome'), 302);
    if (ctx.session) {
      const session = { id: ctx.session.id, parentSessionId: null };
      const token = await issueDomainHandoff(ctx, { session, domain: target.domain, state, redirect: target.path });
      return reply.redirect(`${target.origin}${buildPathWithQuery(SESSION_HANDOFF_PATH, { token, redirect: target.path })}`, 302);
    }
    if (request.query.prompt !== '1') return reply.redirect(target.origin + target.path, 302);
    // Signing in here comes back through this address, which then hands the new session over.
    const query: Record<string, string> = { redirect: request.url };
    if (request.query.operation === 'register') query.operation = 'register';
    return reply.redirect(buildPathWithQuery(buildPath('ShowSignIn'), query), 302);
  });

  type HandoffRoute = { Querystring: { token?: string; redirect?: string } };
  const handoffWhy = "the one-time token and this browser's state cookie are the authority";
  // The token is used up and the domain's session opened in one transaction, before the redirect.
  defineRoute<HandoffRoute>(app, deps, { method: 'GET', url: SESSION_HANDOFF_PATH, auth: { public: handoffWhy }, xsrf: false, writes: false, context: false }, async ({ request, reply }) => {
    noStore(reply);
    const site = await siteOf(deps, request);
    if (!site.scope) return reply.callNotFound();
    const cookies = fastifyCookieJar(request, reply);
    const outcome = await withTransaction(systemContext(deps), (tx) =>
      redeemDomainHandoff(tx, {
        token: request.query.token ?? '',
        domain: hostOf(request),
        state: handoffState.read(cookies, deps.config),
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      }),
    );
    if (outcome.kind === 'refused') return reply.redirect(sameSitePath(request.query.redirect ?? '/') ?? '/', 302);
    handoffState.clear(cookies, deps.config);
    setSessionCookie(cookies, deps.config, outcome.token, outcome.maxAgeMs);
    return reply.redirect(outcome.redirect, 302);
  });
}
