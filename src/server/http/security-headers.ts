import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** On every answer. Pages carry their own content security policy (the inline state script is allowed by its hash, so a cached page stays valid), so helmet's is off. */
const ALWAYS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const satisfies FastifyHelmetOptions;

/** Added over https: the transport and isolation headers. */
const OVER_HTTPS = {
  ...ALWAYS,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const satisfies FastifyHelmetOptions;

/**
 * Security headers by helmet. An instance whose public address is https sends HSTS, COOP and CORP on every
 * answer, whatever the proxy in front of it says (browsers ignore HSTS over plain http, so it costs nothing
 * there); with an http public address, they go only on requests that came over https (directly, or behind a
 * proxy with TRUST_PROXY=1).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  if (config.publicUrl.startsWith('https:')) {
    await app.register(helmet, { global: true, ...OVER_HTTPS });
    return;
  }
  await app.register(helmet, { global: true, ...ALWAYS, hsts: false, crossOriginOpenerPolicy: false, crossOriginResourcePolicy: false });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') await reply.helmet(OVER_HTTPS);
  });
}
