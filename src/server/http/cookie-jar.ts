import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieJar } from '../security';

/** Fastify's cookies behind the jar services use; what a service sets is read back in the same exchange. */
export function fastifyCookieJar(request: FastifyRequest, reply?: FastifyReply): CookieJar {
  return {
    get: (name) => request.cookies[name],
    set(name, value, options) {
      if (!reply) throw new Error('This exchange cannot set cookies');
      reply.setCookie(name, value, options);
    },
    clear(name, options) {
      if (!reply) throw new Error('This exchange cannot clear cookies');
      reply.clearCookie(name, options);
    },
  };
}
