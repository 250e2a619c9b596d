import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteGenericInterface, RouteOptions } from 'fastify';
import * as v from 'valibot';
import { buildPath } from '../../shared/routes';
import { withTransaction, type AppDeps, type ServiceContext, type SessionRef, type SignedInContext } from '../core';
import { requestContext } from '../graphql/request-context';
import { XSRF_HEADER, XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../security/redirects';
import { safeEqual } from '../security/tokens';
import { SIGN_IN_FIRST, STAFF_ONLY } from '../security/guards';
import { goBackPage, sendSimplePage } from './simple-page';

/**
 * Every web route outside GraphQL (forms, uploads, pings, sign-in redirects, pages, files) is registered
 * here, through `defineRoute`, with one declaration: who may call it, whether it needs the session's xsrf
 * token, the schema of its form body, and whether it writes (its handler then runs in one transaction).
 * The pre-handler does the checks in that order, so handlers only see a caller that passed them and a body
 * that has the schema's shape. `requireRouteDeclarations` makes a route registered any other way fail at
 * startup, and `routeDeclarations` lists them all (a test snapshots the list, so a change shows in review).
 */

/**
 * A reply whose send and redirect wait until `send()` (after the transaction commits); everything else
 * (status, headers, cookies) goes through. It is not thenable, so a handler returning it does not wait for
 * an answer that waits for the handler.
 */
export function holdAnswer(reply: FastifyReply): { reply: FastifyReply; send(): boolean } {
  let pending: (() => void) | null = null;
  const held: FastifyReply = new Proxy(reply, {
    get(target, property) {
      if (property === 'then') return undefined;
      if (property === 'send' || property === 'redirect') {
        return (...args: unknown[]) => {
          pending = () => void (Reflect.get(target, property, target) as (...a: unknown[]) => unknown).apply(target, args);
          return held;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const returned = (value as (...a: unknown[]) => unknown).apply(target, args);
        return returned === target ? held : returned;
      };
    },
  });
  return {
    reply: held,
    send() {
      if (!pending) return false;
      pending();
      return true;
    },
  };
}

/** A rule about one request of a signed-in caller: null when they may go on, else the refusal's message. */
export type RoutePolicy = ((ctx: SignedInContext, request: FastifyRequest) => Promise<string | null> | string | null) & { readonly policyName: string };

export function defineRoutePolicy(policyName: string, check: (ctx: SignedInContext, request: FastifyRequest) => Promise<string | null> | string | null): RoutePolicy {
  return Object.assign(check, { policyName });
}

/**
 * Who may call a route: anyone (`{ public: why }`, the reason written down), any signed-in reader acting on
 * their own data, staff only, or a signed-in reader a policy admits.
 */
export type RouteAuth = { readonly public: string } | 'signedIn' | 'staff' | RoutePolicy;

/**
 * Where the session's xsrf token comes with the request: the `x-xsrf-token` header (scripts), the form field
 * `xsrf` (plain forms: a form cannot send a header), the parsed body's `xsrf` (a beacon cannot either), or the
 * path parameter `xsrf` (the sign-out link). On a public route it is compared only when a session exists.
 */
export type XsrfSource = false | 'header' | 'form' | 'body' | 'param';

/** How a route answers a caller its declaration refuses (each has a plain default). */
export interface RouteRefusals {
  signedOut?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  xsrf?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  forbidden?: (request: FastifyRequest, reply: FastifyReply, message: string) => unknown;
  badBody?: (request: FastifyRequest, reply: FastifyReply, message: string) => unknown;
}

export interface RouteDeclaration<B = undefined> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  auth: RouteAuth;
  xsrf: XsrfSource;
  /**
   * The handler runs in one transaction, handed in as `ctx.db`. Its answer must not reach the client before the
   * commit: a handler that sends (a redirect) inside it lets the browser's next request miss the change.
   */
  writes: boolean;
  /** The form or JSON body, checked before the handler runs; a body that fails is answered 400 (`refuse.badBody`). */
  body?: v.GenericSchema<unknown, B>;
  /**
   * False for routes that never ask who is calling (health, files, webhooks signed by their sender, pages and the
   * GraphQL endpoint, which build the context themselves): no session is looked up before the handler.
   */
  context?: false;
  /** Checks made before the caller is known (an address that names nothing, a cross-site ping, a rate limit). */
  precheck?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
  refuse?: RouteRefusals;
  /** Fastify's own options this route needs (a body limit, an onSend hook). */
  options?: Pick<RouteOptions, 'bodyLimit' | 'onSend'>;
}

export interface RouteCall<G extends RouteGenericInterface, B, C> {
  request: FastifyRequest<G>;
  reply: FastifyReply;
  body: B;
  ctx: C;
}

/** A signed-in caller of a web route: a reader with a session. */
export type SignedInRouteContext = SignedInContext & { session: SessionRef };

type PublicDeclaration<B> = RouteDeclaration<B> & { auth: { readonly public: string } };
type Handler<G extends RouteGenericInterface, B, C> = (call: RouteCall<G, B, C>) => unknown;

const DECLARATION = 'quireRoute';

declare module 'fastify' {
  interface FastifyContextConfig {
    quireRoute?: RouteDeclaration<unknown>;
  }
  interface FastifyRequest {
    quireCall?: { ctx: ServiceContext | null; body: unknown };
  }
}

function authLabel(auth: RouteAuth): string {
  if (typeof auth === 'string') return auth;
  if (typeof auth === 'function') return `policy:${auth.policyName}`;
  return 'public';
}

function sentXsrf(source: XsrfSource, request: FastifyRequest, body: unknown): string | null {
  const read = (value: unknown) => (typeof value === 'string' ? value : null);
  switch (source) {
    case 'header':
      return read(request.headers[XSRF_HEADER]);
    case 'form':
      return formField(request.body, 'xsrf');
    case 'body':
      return body && typeof body === 'object' ? read((body as Record<string, unknown>).xsrf) : null;
    case 'param':
      return read((request.params as Record<string, unknown> | undefined)?.xsrf);
    default:
      return null;
  }
}

const json = (reply: FastifyReply, status: number, message: string) => reply.code(status).header('cache-control', 'no-store').send({ message });

/** Registers one declared route. Its handler gets the checked caller's context and the body the schema gave. */
export function defineRoute<G extends RouteGenericInterface = RouteGenericInterface, B = undefined>(
  app: FastifyInstance,
  deps: AppDeps | null,
  declaration: PublicDeclaration<B> & { context: false },
  handler: Handler<G, B, null>,
): void;
export function defineRoute<G extends RouteGenericInterface = RouteGenericInterface, B = undefined>(
  app: FastifyInstance,
  deps: AppDeps,
  declaration: PublicDeclaration<B>,
  handler: Handler<G, B, ServiceContext>,
): void;
export function defineRoute<G extends RouteGenericInterface = RouteGenericInterface, B = undefined>(
  app: FastifyInstance,
  deps: AppDeps,
  declaration: RouteDeclaration<B> & { auth: 'signedIn' | 'staff' | RoutePolicy },
  handler: Handler<G, B, SignedInRouteContext>,
): void;
export function defineRoute<G extends RouteGenericInterface, B>(
  app: FastifyInstance,
  deps: AppDeps | null,
  declaration: RouteDeclaration<B>,
  handler: Handler<G, B, never>,
): void {
  const { auth, xsrf, refuse = {} } = declaration;
  if (declaration.context === false && (typeof auth !== 'object' || xsrf || declaration.writes)) {
    throw new Error(`${declaration.url}: a route that never looks up its caller must be public, without xsrf, and not write`);
  }
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (declaration.precheck) {
      await declaration.precheck(request, reply);
      if (reply.sent) return reply;
    }
    if (declaration.context === false) {
      request.quireCall = { ctx: null, body: request.body };
      return;
    }
    const ctx = await requestContext(deps!, request, reply);
    if (typeof auth !== 'object') {
      if (!ctx.viewer || !ctx.session) return refuse.signedOut ? refuse.signedOut(request, reply) : json(reply, 401, SIGN_IN_FIRST);
      const refusal =
        auth === 'staff' ? (ctx.viewer.isStaff ? null : STAFF_ONLY) : auth === 'signedIn' ? null : await auth(ctx as SignedInContext, request);
      if (refusal !== null) return refuse.forbidden ? refuse.forbidden(request, reply, refusal) : json(reply, 403, refusal);
    }
    let body: unknown = request.body;
    if (declaration.body) {
      const parsed = v.safeParse(declaration.body, request.body);
      if (!parsed.success) {
        const message = parsed.issues[0]?.message ?? 'The request is not valid.';
        return refuse.badBody ? refuse.badBody(request, reply, message) : json(reply, 400, message);
      }
      body = parsed.output;
    }
    if (xsrf && ctx.session) {
      const sent = sentXsrf(xsrf, request, body);
      if (!sent || !safeEqual(sent, ctx.session.xsrf)) return refuse.xsrf ? refuse.xsrf(request, reply) : json(reply, 403, XSRF_MESSAGE);
    }
    request.quireCall = { ctx, body };
  };
  app.route({
    method: declaration.method,
    url: declaration.url,
    ...declaration.options,
    config: { [DECLARATION]: declaration as RouteDeclaration<unknown> },
    preHandler,
    handler: async (request, reply) => {
      const { ctx, body } = request.quireCall!;
      const call = { request: request as unknown as FastifyRequest<G>, reply, body: body as B };
      if (!ctx || !declaration.writes) return handler({ ...call, ctx: ctx as never });
      // The answer is sent after the commit, so the browser's next request sees the change it reports.
      const held = holdAnswer(reply);
      // Wrapped in an object: a bare reply is thenable, and awaiting it would wait for the answer held here.
      const { answer } = await withTransaction(ctx, async (tx) => ({ answer: await handler({ ...call, reply: held.reply, ctx: tx as never }) }));
      return held.send() || answer === held.reply ? reply : answer;
    },
  });
}

/** What the declarations snapshot shows of one route. */
export interface DeclaredRoute {
  method: string;
  url: string;
  auth: string;
  why?: string;
  xsrf: XsrfSource;
  writes: boolean;
}

interface Registry {
  routes: DeclaredRoute[];
  prefixes: { prefix: string; why: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    quireRoutes?: Registry;
  }
}

function registryOf(app: FastifyInstance): Registry {
  if (!app.quireRoutes) throw new Error('requireRouteDeclarations must be called on the app before routes are declared');
  return app.quireRoutes;
}

/**
 * Files a plugin registers (the built assets) cannot carry a declaration of their own: this declares every
 * route under `prefix` public, with the reason. Call it before registering the plugin.
 */
export function declarePublicPrefix(app: FastifyInstance, prefix: string, why: string): void {
  registryOf(app).prefixes.push({ prefix, why });
}

/**
 * Deny by default: from here on, a route registered without a declaration (a plain `app.get`) throws, so the
 * app does not start. Call it on the root instance before any route is registered.
 */
export function requireRouteDeclarations(app: FastifyInstance): void {
  const registry: Registry = { routes: [], prefixes: [] };
  app.decorate('quireRoutes', registry);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const declaration = route.config?.[DECLARATION];
    const url = route.url ?? route.path;
    if (!declaration) {
      const prefix = registry.prefixes.find((p) => url.startsWith(p.prefix));
      if (!prefix) throw new Error(`${methods.join(',')} ${url} is registered without a declaration: register it with defineRoute`);
      for (const method of methods) registry.routes.push({ method, url: `${prefix.prefix}*`, auth: 'public', why: prefix.why, xsrf: false, writes: false });
      return;
    }
    for (const method of methods) {
      const entry: DeclaredRoute = { method, url, auth: authLabel(declaration.auth), xsrf: declaration.xsrf, writes: declaration.writes };
      if (typeof declaration.auth === 'object') entry.why = declaration.auth.public;
      registry.routes.push(entry);
    }
  });
}

/** Every declared route of the app, sorted by address then method, each once. */
export function routeDeclarations(app: FastifyInstance): DeclaredRoute[] {
  const seen = new Map<string, DeclaredRoute>();
  for (const route of registryOf(app).routes) seen.set(`${route.url} ${route.method}`, route);
  return [...seen.values()].sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url < b.url ? -1 : 1));
}

// ---- Plain forms ---------------------------------------------------------------------------------------------

const FORM = 'application/x-www-form-urlencoded';
/** The longest value a form field may carry; a longer one counts as absent. */
export const MAX_FORM_FIELD = 2048;

/** Form posts from pages read without JavaScript: URL-encoded bodies are read as an object of strings, in this scope only. */
export function acceptForms(scope: FastifyInstance, bodyLimit = 16 * 1024): void {
  if (scope.hasContentTypeParser(FORM)) return;
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** One field of a form body or a query string: a string of at most `MAX_FORM_FIELD` characters, else null. */
export function formField(fields: unknown, name: string): string | null {
  if (!fields || typeof fields !== 'object') return null;
  const value = (fields as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= MAX_FORM_FIELD ? value : null;
}

/** A form field in a body schema: a string of at most `MAX_FORM_FIELD` characters; absent, or anything else, is undefined. */
export const formText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(MAX_FORM_FIELD))), undefined);

/** The form every state-changing form of the site posts: the session's token and the page to go back to. */
/** A form body of these fields; no body at all is a form with none of them. */
export function formOf<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.unknown(),
    v.transform((body) => body ?? {}),
    v.object(entries),
  );
}

export const BackForm = formOf({ xsrf: formText, redirect: formText });
export type BackForm = v.InferOutput<typeof BackForm>;

/** The page to go back to: the form's own field, else (when allowed) the referring page of this site, else home. */
export function backTo(request: FastifyRequest, given: string | null | undefined, { referer = true } = {}): string {
  if (given) return safeRedirectPath(given);
  const from = request.headers.referer;
  if (!referer || !from) return '/';
  try {
    const url = new URL(from);
    return url.host === request.headers.host ? safeRedirectPath(url.pathname + url.search) : '/';
  } catch {
    return '/';
  }
}

/** Where a form's request says to go back to: its `redirect` field (a post's body, a link's query), checked. */
export function formBack(request: FastifyRequest, options?: { referer?: boolean }): string {
  const fields = request.method === 'GET' ? request.query : request.body;
  return backTo(request, formField(fields, 'redirect'), options);
}

/** The address of this form's question page (a GET of the same path), carrying where to go afterwards. */
export function questionPath(request: FastifyRequest, back: string): string {
  return `${request.url.split('?')[0]}?${new URLSearchParams({ redirect: back })}`;
}

/** To sign in, coming back to `comeBack` afterwards. */
export function signInFirst(reply: FastifyReply, comeBack: string) {
  return reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: comeBack } }), 302);
}

/**
 * How the site's forms answer a refusal: signed out, to sign in and back to the question page; a missing or
 * stale token, a page saying to try again with a way back.
 */
export function formRefusals(
  productName: string,
  options: { comeBack?: (request: FastifyRequest, back: string) => string; referer?: boolean } = {},
): RouteRefusals {
  const comeBack = options.comeBack ?? questionPath;
  return {
    signedOut: (request, reply) => signInFirst(reply, comeBack(request, formBack(request, options))),
    xsrf: (request, reply) =>
      sendSimplePage(reply.header('cache-control', 'no-store'), 403, productName, goBackPage('Try again', formBack(request, options), XSRF_MESSAGE)),
  };
}
