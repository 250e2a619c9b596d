import type { Config } from '../config';
import { isWellFormedToken } from './tokens';
import type { CookieJar, CookieOptions } from '../core';
export type { CookieJar, CookieOptions } from '../core';



export interface SecretCookie {
  name(config: Config): string;
  /** The token the browser holds, if it has the shape of one (anything else is ignored). */
  read(cookies: Pick<CookieJar, 'get'>, config: Config): string | null;
  set(cookies: CookieJar, config: Config, token: string, maxAgeMs: number): void;
  clear(cookies: CookieJar, config: Config): void;
}

/**
 * A cookie holding one of our random tokens: HttpOnly, SameSite=Lax, whole site; over https it is
 * Secure and takes the __Host- prefix, which browsers only accept with Secure, Path=/ and no Domain.
 */
export function secretCookie(baseName: string): SecretCookie {
  const secure = (config: Config) => config.publicUrl.startsWith('https:');
  const name = (config: Config) => (secure(config) ? `__Host-${baseName}` : baseName);
  const options = (config: Config): CookieOptions => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secure(config) });
  return {
    name,
    read(cookies, config) {
      const value = cookies.get(name(config));
      return isWellFormedToken(value) ? value : null;
    },
    set(cookies, config, token, maxAgeMs) {
      cookies.set(name(config), token, { ...options(config), maxAge: Math.floor(maxAgeMs / 1000) });
    },
    clear(cookies, config) {
      cookies.clear(name(config), options(config));
    },
  };
}
