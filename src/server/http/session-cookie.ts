import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Over https the cookie takes the __Host- prefix, which browsers only accept with Secure, Path=/ and no Domain. */
export function sessionCookieName(config: Config): string {
  return config.publicUrl.startsWith('https:') ? '__Host-quire_sid' : 'quire_sid';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | null {
  const value = request.cookies[sessionCookieName(config)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAgeMs: number) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:') });
}
