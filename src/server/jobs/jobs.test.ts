import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db';
import { createJobSystem, type JobSystem } from '.';
import { MAX_ATTEMPTS, retryDelayMs } from './queue';

declare module './events' {
  interface DomainEvents {
    'test.happened': { n: number };
  }
}

let handle: DatabaseHandle;
let clock: number;
let system: JobSystem;
const errors: object[] = [];

beforeEach(async () => {
  handle = openDatabase('sqlite::memory:');
  await migrateToLatest(handle.db as never);
  clock = 1_000_000;
  errors.length = 0;
  system = createJobSystem({ config: { redisUrl: null }, db: handle.db, log: { error: (details) => void errors.push(details) }, now: () => clock });
});

afterEach(async () => {
  await system.runner.stop();
  await handle.close();
});

const jobRows = () => handle.db.selectFrom('jobs').selectAll().orderBy('created_at').execute();

describe('jobs in process', () => {
  it('runs a job once, then keeps its key but not its payload', async () => {
    const seen: unknown[] = [];
    system.jobs.register('greet', async (payload) => void seen.push(payload));
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'greet', payload: { token: 'secret' }, key: 'greet-1' });
    await system.jobs.enqueue(handle.db, { name: 'greet', payload: { token: 'secret' }, key: 'greet-1' });
    await vi.waitFor(async () => expect((await jobRows())[0]?.status).toBe('done'));
    expect(seen).toEqual([{ token: 'secret' }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ key: 'greet-1', payload: 'null', attempts: 1 });
  });

  it('retries with growing waits, then keeps a dead letter an operator can replay', async () => {
    let failing = true;
    let runs = 0;
    system.jobs.register('flaky', async () => {
      runs += 1;
      if (failing) throw new Error('mail server down');
    });
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'flaky', payload: null });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await vi.waitFor(async () => expect((await jobRows())[0]?.attempts).toBe(attempt));
      await vi.waitFor(async () => expect((await jobRows())[0]?.locked_until).toBeNull());
      const [row] = await jobRows();
      if (attempt < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'pending', run_at: clock + retryDelayMs(attempt), last_error: 'mail server down' });
        // Not due yet: nudging runs nothing until the clock reaches the retry time.
        system.runner.nudge();
        clock += retryDelayMs(attempt) - 1;
        system.runner.nudge();
        expect(runs).toBe(attempt);
        clock += 1;
        system.runner.nudge();
      }
    }
    await vi.waitFor(async () => expect((await jobRows())[0]?.status).toBe('dead'));
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(await system.runner.deadLetters()).toMatchObject([{ name: 'flaky', attempts: MAX_ATTEMPTS, error: 'mail server down' }]);

    failing = false;
    expect(await system.runner.replay()).toBe(1);
    await vi.waitFor(async () => expect((await jobRows())[0]?.status).toBe('done'));
    expect(await system.runner.deadLetters()).toEqual([]);
  });

  it('finishes the job under way before stopping', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      system.jobs.register('slow', () => {
        resolve();
        return new Promise<void>((done) => (release = done));
      });
    });
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'slow', payload: null });
    await started;
    let stopped = false;
    const stopping = system.runner.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await jobRows())[0]?.status).toBe('done');
  });

  it('runs other jobs beside a long one: a long job holds one slot, not the runner', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const quick: string[] = [];
    system.jobs.register('long', () => released);
    system.jobs.register('quick', async (payload) => void quick.push(String(payload)));
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'long', payload: null, key: 'long' });
    await vi.waitFor(async () => expect((await jobRows())[0]?.attempts).toBe(1));
    await system.jobs.enqueue(handle.db, { name: 'quick', payload: 'first' });
    await vi.waitFor(() => expect(quick).toEqual(['first']));
    await system.jobs.enqueue(handle.db, { name: 'quick', payload: 'second' });
    await vi.waitFor(() => expect(quick).toEqual(['first', 'second']));
    release();
    await vi.waitFor(async () => expect((await jobRows()).map((r) => r.status)).toEqual(['done', 'done', 'done']));
  });
});

describe('durable events', () => {
  it('are written with the change: a rolled-back transaction delivers nothing', async () => {
    const delivered: number[] = [];
    system.events.subscribe('test.happened', 'recorder', ({ n }) => void delivered.push(n));
    system.runner.start();
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await system.events.publish(trx, 'test.happened', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await handle.db.transaction().execute((trx) => system.events.publish(trx, 'test.happened', { n: 2 }));
    await vi.waitFor(async () => expect((await jobRows()).map((r) => r.status)).toEqual(['done']));
    expect(delivered).toEqual([2]);
  });

  it('reach every subscriber once, each with its own delivery key', async () => {
    const delivered: string[] = [];
    system.events.subscribe('test.happened', 'first', () => void delivered.push('first'));
    system.events.subscribe('test.happened', 'second', () => void delivered.push('second'));
    system.runner.start();
    await system.events.publish(handle.db, 'test.happened', { n: 3 });
    await vi.waitFor(async () => expect((await jobRows()).every((r) => r.status === 'done')).toBe(true));
    expect(delivered.sort()).toEqual(['first', 'second']);
    const keys = (await jobRows()).map((r) => r.key);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => /:(first|second)$/.test(key))).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('jobs on BullMQ', () => {
  it('relays a job whose row id is all digits (BullMQ refuses such custom ids) and the ones behind it', async () => {
    const done: string[] = [];
    const queued = createJobSystem({
      config: { redisUrl: process.env.TEST_REDIS_URL ?? null },
      db: handle.db,
      log: { error: (details) => void errors.push(details) },
      queueName: `quire-test-digits-${Date.now()}`,
    });
    queued.jobs.register('test.job', async (payload) => void done.push(String(payload)));
    await handle.db
      .insertInto('jobs')
      .values({ id: '123456789012', key: 'digits', name: 'test.job', payload: JSON.stringify('digits'), run_at: 0, created_at: 0 })
      .execute();
    await queued.jobs.enqueue(handle.db, { name: 'test.job', payload: 'after' });
    queued.runner.start();
    try {
      await vi.waitFor(() => expect(done.sort()).toEqual(['after', 'digits']), { timeout: 20_000, interval: 20 });
    } finally {
      await queued.runner.stop();
    }
  });
});
