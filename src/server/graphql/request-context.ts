import type { FastifyReply, FastifyRequest } from 'fastify';
import { newCacheControl } from '../http/cache-control';
import { fastifyCookieJar } from '../http/cookie-jar';
import { readSessionToken } from '../http/session-cookie';
import { resumeSession } from '../modules/auth';
import { flagsFor } from '../modules/flags';
import type { AppDeps, ServiceContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    quireContext?: Promise<ServiceContext>;
  }
}

function xsrfHeaderOf(request: FastifyRequest): string | null {
  const sent = request.headers['x-xsrf-token'];
  return typeof sent === 'string' ? sent : null;
}

async function build(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<ServiceContext> {
  const cookies = fastifyCookieJar(request, reply);
  const token = readSessionToken(cookies, deps.config);
  // A custom domain's session is good on its own domain only.
  const host = request.hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const cacheTags = new Set<string>();
  const loaders = deps.createLoaders(deps.db, (tag) => cacheTags.add(tag));
  const ctx: ServiceContext = {
    deps,
    config: deps.config,
    now: deps.now,
    bus: deps.bus,
    db: deps.db,
    kv: deps.kv,
    cookies,
    viewer: null,
    loaders,
    cacheTags,
    cacheControl: newCacheControl(),
    flags: deps.config.flags,
    session: null,
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', host, xsrfHeader: xsrfHeaderOf(request) },
    budget: { searches: 0 },
  };
  const resumed = token ? await resumeSession(ctx, { token, host }) : null;
  if (resumed) {
    ctx.viewer = resumed.user;
    ctx.session = { id: resumed.session.id, xsrf: resumed.session.xsrf };
    loaders.userById.prime(resumed.user.id, resumed.user);
  }
  ctx.flags = await flagsFor(ctx, { userId: ctx.viewer?.id ?? null });
  return ctx;
}

/** Who is asking and what they may see, built once per HTTP request and shared by GraphQL and page rendering. */
export function requestContext(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<ServiceContext> {
  request.quireContext ??= build(deps, request, reply);
  return request.quireContext;
}
