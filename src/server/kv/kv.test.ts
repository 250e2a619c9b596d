import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type KeyValueStore } from './kv';
import { openRedis } from './redis';

const redisUrl = process.env.TEST_REDIS_URL;

/** A store with its clock in the test's hands: nothing expires until the test lets the time pass. */
interface Harness {
  kv: KeyValueStore;
  /** Lets `ms` of the store's time go by. */
  pass(ms: number): Promise<void>;
  close(): Promise<void>;
}

function memoryHarness(): Harness {
  let time = 1_700_000_000_000;
  const kv = createMemoryStore(() => time);
  return {
    kv,
    async pass(ms) {
      time += ms;
    },
    close: () => kv.close(),
  };
}

/**
 * Redis keeps the time of its own keys, so time passes by shortening what each key of the store has left
 * (and removing a key whose time runs out, as Redis would). Windows in these tests are long enough that
 * the real time a test takes never matters.
 */
function redisHarness(url: string): Harness {
  const prefix = `quire-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const kv = createRedisStore(url, prefix);
  const admin = openRedis(url, 'kv');
  return {
    kv,
    async pass(ms) {
      for (const key of await admin.keys(`${prefix}*`)) {
        const left = await admin.pttl(key);
        if (left < 0) continue;
        if (left <= ms) await admin.del(key);
        else await admin.pexpire(key, left - ms);
      }
    },
    async close() {
      await kv.close();
      await admin.quit();
    },
  };
}

const WINDOW_MS = 60_000;

function contract(name: string, make: () => Harness) {
  describe(name, () => {
    it('counts within a window and starts again after it', async () => {
      const { kv, pass, close } = make();
      expect(await kv.increment('k', WINDOW_MS)).toBe(1);
      expect(await kv.increment('k', WINDOW_MS)).toBe(2);
      await pass(WINDOW_MS / 2);
      // Later increments count in the window the first one started; they do not stretch it.
      expect(await kv.increment('k', WINDOW_MS)).toBe(3);
      await pass(WINDOW_MS / 2);
      expect(await kv.increment('k', WINDOW_MS)).toBe(1);
      await close();
    });

    it('keeps values until they expire', async () => {
      const { kv, pass, close } = make();
      await kv.set('v', 'hello', WINDOW_MS);
      expect(await kv.get('v')).toBe('hello');
      await kv.delete('v');
      expect(await kv.get('v')).toBeNull();
      await kv.set('v', 'again', WINDOW_MS);
      await pass(WINDOW_MS / 2);
      expect(await kv.get('v')).toBe('again');
      await pass(WINDOW_MS / 2);
      expect(await kv.get('v')).toBeNull();
      await close();
    });
  });
}

contract('in-process store', memoryHarness);
if (redisUrl) contract('Redis store', () => redisHarness(redisUrl));

describe('in-process store, to the millisecond', () => {
  it('ends a window and a value exactly when their time is up', async () => {
    const { kv, pass, close } = memoryHarness();
    expect(await kv.increment('k', 200)).toBe(1);
    await kv.set('v', 'kept', 50);
    await pass(49);
    expect(await kv.get('v')).toBe('kept');
    await pass(1);
    expect(await kv.get('v')).toBeNull();
    await pass(149);
    expect(await kv.increment('k', 200)).toBe(2);
    await pass(1);
    expect(await kv.increment('k', 200)).toBe(1);
    await close();
  });
});
