import type { CookieJar } from '../security';
import type { Config } from '../config';
import { secretCookie } from '../security';

const session = secretCookie('quire_sid');

export function sessionCookieName(config: Config): string {
  return session.name(config);
}

export function readSessionToken(cookies: CookieJar, config: Config): string | null {
  return session.read(cookies, config);
}

export function setSessionCookie(cookies: CookieJar, config: Config, token: string, maxAgeMs: number) {
  session.set(cookies, config, token, maxAgeMs);
}

export function clearSessionCookie(cookies: CookieJar, config: Config) {
  session.clear(cookies, config);
}
