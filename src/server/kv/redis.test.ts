import { describe, expect, it } from 'vitest';
import { openRedis, redisOptions } from './redis';

describe('the Redis connection factory', () => {
  it('gives every connection the same options, BullMQ\'s without a per-command retry limit', () => {
    expect(redisOptions('kv')).toEqual({ connectionName: 'quire:kv', maxRetriesPerRequest: 2 });
    expect(redisOptions('rate-limits').maxRetriesPerRequest).toBe(2);
    expect(redisOptions('jobs-queue').maxRetriesPerRequest).toBeNull();
    expect(redisOptions('jobs-worker').maxRetriesPerRequest).toBeNull();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('names each connection in Redis by its use', async () => {
    const redis = openRedis(process.env.TEST_REDIS_URL ?? '', 'page-cache');
    try {
      expect(await redis.client('GETNAME')).toBe('quire:page-cache');
    } finally {
      await redis.quit();
    }
  });
});
