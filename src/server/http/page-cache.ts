import { negotiate } from '@fastify/accept-negotiator';
import { openRedis } from '../kv/redis';
import { compressKept } from './compression';
import type { CachedPage, PageCache } from '../core';
export type { CachedPage, PageCache } from '../core';


interface Entry {
  page: CachedPage;
  tags: ReadonlySet<string>;
  expiresAt: number;
}


export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  redisUrl?: string | null;
  now?: () => number;
  onError?: (error: unknown) => void;
}

const PURGE_CHANNEL = 'quire:page-cache:purge';

export function compressPage(html: string): Omit<CachedPage, 'status' | 'csp'> {
  const identity = Buffer.from(html, 'utf8');
  return { identity, ...compressKept(identity) };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const fragments = new Map<string, { html: string; tags: ReadonlySet<string>; expiresAt: number }>();

  function purgeLocally(tags: readonly string[]) {
    if (tags.length === 0) return;
    for (const map of [entries, fragments]) {
      for (const [key, entry] of map) {
        if (tags.some((tag) => entry.tags.has(tag))) map.delete(key);
      }
    }
  }

  /** Live entries only; the oldest goes when the map is full. */
  function fresh<T extends { expiresAt: number }>(map: Map<string, T>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.expiresAt > now()) return entry;
    map.delete(key);
    return null;
  }
  function makeRoom(map: Map<string, unknown>, key: string) {
    if (!map.has(key) && map.size >= options.maxEntries) map.delete(map.keys().next().value as string);
  }

  const publisher = options.redisUrl ? openRedis(options.redisUrl, 'page-cache') : null;
  const subscriber = options.redisUrl ? openRedis(options.redisUrl, 'page-cache-subscriber') : null;
  const subscribed = subscriber
    ? subscriber.subscribe(PURGE_CHANNEL).then(() => {
        subscriber.on('message', (_channel: string, message: string) => {
          try {
            purgeLocally(JSON.parse(message) as string[]);
          } catch (error) {
            options.onError?.(error);
          }
        });
      })
    : Promise.resolve();

  return {
    get(key) {
      return fresh(entries, key)?.page ?? null;
    },
    fragment(key) {
      return fresh(fragments, key)?.html ?? null;
    },
    setFragment(key, html, tags) {
      makeRoom(fragments, key);
      fragments.set(key, { html, tags: new Set(tags), expiresAt: now() + options.ttlMs });
    },
    set(key, page, tags) {
      makeRoom(entries, key);
      const cached: CachedPage = { status: page.status, csp: page.csp, ...compressPage(page.html) };
      entries.set(key, { page: cached, tags: new Set(tags), expiresAt: now() + options.ttlMs });
      return cached;
    },
    async purge(tags) {
      purgeLocally(tags);
      if (publisher && tags.length > 0) {
        await subscribed;
        await publisher.publish(PURGE_CHANNEL, JSON.stringify(tags));
      }
    },
    async close() {
      entries.clear();
      fragments.clear();
      await Promise.all([subscriber?.quit(), publisher?.quit()]);
    },
  };
}

/** The encoding a cached page is sent in: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  return (negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null) ?? 'identity';
}
