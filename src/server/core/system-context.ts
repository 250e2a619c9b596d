import { FLAG_DEFAULTS } from '../../shared/flags';
import type { AppDeps, ServiceContext } from './context';
import type { CookieJar } from './ports';
import type { UserModel } from './viewer';

const NO_COOKIES: CookieJar = { get: () => undefined, set: () => {}, clear: () => {} };

/**
 * The context of work no HTTP request started (a job, a subscriber, the seed, an operator's command):
 * no cookies, no session, the root database handle; `viewer` when the work acts as a reader would.
 */
export function systemContext(deps: AppDeps, viewer: UserModel | null = null): ServiceContext {
  const cacheTags = new Set<string>();
  return {
    viewer,
    session: null,
    db: deps.db,
    loaders: deps.createLoaders(deps.db),
    kv: deps.kv,
    now: deps.now,
    bus: deps.bus,
    cookies: NO_COOKIES,
    request: { ip: '', userAgent: '', host: '', xsrfHeader: null },
    config: deps.config,
    flags: { ...FLAG_DEFAULTS },
    budget: { searches: 0 },
    cacheTags,
    cacheControl: { group: 'control', reason: null },
    deps,
  };
}
