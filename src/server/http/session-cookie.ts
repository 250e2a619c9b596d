import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { secretCookie } from './secret-cookie';

const session = secretCookie('quire_sid');

export function sessionCookieName(config: Config): string {
  return session.name(config);
}

export function readSessionToken(request: FastifyRequest, config: Config): string | null {
  return session.read(request, config);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAgeMs: number) {
  session.set(reply, config, token, maxAgeMs);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  session.clear(reply, config);
}
