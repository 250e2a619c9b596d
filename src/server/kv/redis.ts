import { Redis, type RedisOptions } from 'ioredis';

/** What a connection is for: its name in Redis's CLIENT LIST, and whether it may block (BullMQ). */
export type RedisUse = 'kv' | 'rate-limits' | 'page-cache' | 'page-cache-subscriber' | 'jobs-queue' | 'jobs-worker';

/** BullMQ's connections wait on blocking commands and retry on their own: ioredis must not give up on a command. */
const BLOCKING: ReadonlySet<RedisUse> = new Set(['jobs-queue', 'jobs-worker']);

/** The options every connection of the app shares. */
export function redisOptions(use: RedisUse): RedisOptions {
  return {
    connectionName: `quire:${use}`,
    // A command fails after two reconnection attempts instead of waiting forever (a request must not hang).
    maxRetriesPerRequest: BLOCKING.has(use) ? null : 2,
  };
}

/** Opens a connection to REDIS_URL: the only place in the server that does. */
export function openRedis(url: string, use: RedisUse): Redis {
  return new Redis(url, redisOptions(use));
}
