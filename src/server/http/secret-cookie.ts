import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isWellFormedToken } from '../security/tokens';

export interface SecretCookie {
  name(config: Config): string;
  /** The token the browser holds, if it has the shape of one (anything else is ignored). */
  read(request: FastifyRequest, config: Config): string | null;
  set(reply: FastifyReply, config: Config, token: string, maxAgeMs: number): void;
  clear(reply: FastifyReply, config: Config): void;
}

/**
 * A cookie holding one of our random tokens: HttpOnly, SameSite=Lax, whole site; over https it is
 * Secure and takes the __Host- prefix, which browsers only accept with Secure, Path=/ and no Domain.
 */
export function secretCookie(baseName: string): SecretCookie {
  const secure = (config: Config) => config.publicUrl.startsWith('https:');
  const name = (config: Config) => (secure(config) ? `__Host-${baseName}` : baseName);
  return {
    name,
    read(request, config) {
      const value = request.cookies[name(config)];
      return isWellFormedToken(value) ? value : null;
    },
    set(reply, config, token, maxAgeMs) {
      reply.setCookie(name(config), token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(config), maxAge: Math.floor(maxAgeMs / 1000) });
    },
    clear(reply, config) {
      reply.clearCookie(name(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(config) });
    },
  };
}
