import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from './kv';

const redisUrl = process.env.TEST_REDIS_URL;

function contract(name: string, make: () => KeyValueStore) {
  describe(name, () => {
    it('counts within a window and starts again after it', async () => {
      const kv = make();
      const key = `k${Math.random()}`;
      expect(await kv.increment(key, 200)).toBe(1);
      expect(await kv.increment(key, 200)).toBe(2);
      await new Promise((r) => setTimeout(r, 260));
      expect(await kv.increment(key, 200)).toBe(1);
      await kv.close();
    });

    it('keeps values until they expire', async () => {
      const kv = make();
      const key = `v${Math.random()}`;
      await kv.set(key, 'hello', 150);
      expect(await kv.get(key)).toBe('hello');
      await kv.delete(key);
      expect(await kv.get(key)).toBeNull();
      await kv.set(key, 'again', 50);
      await new Promise((r) => setTimeout(r, 80));
      expect(await kv.get(key)).toBeNull();
      await kv.close();
    });
  });
}

contract('in-process store', () => createMemoryStore());
if (redisUrl) contract('Redis store', () => createRedisStore(redisUrl, `quire-test-${process.pid}:`));
