import { openRedis } from './redis';

/** Short-lived shared state: counters for rate limits and small caches. In process by default, Redis when configured. */
export interface KeyValueStore {
  /** Adds one to the counter and returns the new value; the window starts with the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Kept in this process; `now` is its clock (the app's, or a test's that moves only when told). */
export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Evicts this process's expired entries (memory only: no work is enqueued).
  // eslint-disable-next-line no-restricted-syntax
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const entry = live(key);
      const value = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? now() + windowMs });
      return value;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

/** Kept in Redis, shared by every process; Redis expires the keys by its own clock. */
export function createRedisStore(url: string, prefix = 'quire:'): KeyValueStore {
  const redis = openRedis(url, 'kv');
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const [[, count] = [null, 0]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) ?? [];
      return Number(count);
    },
    async get(key) {
      return redis.get(prefix + key);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
