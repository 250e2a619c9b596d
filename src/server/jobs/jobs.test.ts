import { Queue } from 'bullmq';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db';
import { createJobSystem, type JobSystem } from '.';
import { MAX_ATTEMPTS, retryDelayMs } from './queue';
import { openRedis } from '../kv/redis';
import { declareRetention } from './retention';

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
    system.jobs.register('greet', v.object({ token: v.string() }), async (payload) => void seen.push(payload));
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
    system.jobs.register('flaky', v.null(), async () => {
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
      system.jobs.register('slow', v.null(), () => {
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
    system.jobs.register('long', v.null(), () => released);
    system.jobs.register('quick', v.string(), async (payload) => void quick.push(payload));
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

describe('typed payloads', () => {
  it('checks a payload against its job\'s schema before the handler runs: a bad one is a dead letter at once, with the reason', async () => {
    const seen: number[] = [];
    system.jobs.register('typed', v.object({ n: v.number() }), async ({ n }) => void seen.push(n));
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'typed', payload: { n: 'seven' }, key: 'bad' });
    await system.jobs.enqueue(handle.db, { name: 'typed', payload: { n: 7 }, key: 'good' });
    await vi.waitFor(async () => expect((await jobRows()).map((r) => r.status).sort()).toEqual(['dead', 'done']));
    expect(seen).toEqual([7]);
    const [dead] = await system.runner.deadLetters();
    expect(dead).toMatchObject({ key: 'bad', attempts: 1 });
    expect(dead?.error).toMatch(/^Invalid payload for the job "typed": .*n/);
  });
});

describe('recurring jobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run once per slot of the app clock, from the database runner\'s own schedule, and only where jobs run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const runs: { slot: number; at: number }[] = [];
    system.jobs.recurring({ id: 'test.minutely', every: 60_000, run: async (input) => void runs.push(input) });
    // A process that does not run jobs (JOBS_WORKER=0) never starts its runner: nothing is scheduled.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(await jobRows()).toEqual([]);

    system.runner.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await jobRows()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(runs).toEqual([{ slot: 960_000, at: 1_000_000 }]));
    // More ticks in the same slot of the app clock run nothing more.
    await vi.advanceTimersByTimeAsync(120_000);
    clock += 19_999;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(1);
    clock += 1;
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(runs.map((r) => r.slot)).toEqual([960_000, 1_020_000]));
    expect((await jobRows()).map((r) => [r.name, r.key, r.status])).toEqual([
      ['test.minutely', 'test.minutely:960000', 'done'],
      ['test.minutely', 'test.minutely:1020000', 'done'],
    ]);
  });

  it('slot daily work at its hour: a day with an offset', async () => {
    system.jobs.recurring({ id: 'test.daily', every: 86_400_000, offset: 8 * 3_600_000, run: async () => undefined });
    clock = Date.UTC(2026, 2, 2, 7, 59);
    await system.jobs.enqueueDue(handle.db, 'test.daily');
    clock = Date.UTC(2026, 2, 2, 8);
    await system.jobs.enqueueDue(handle.db, 'test.daily');
    await system.jobs.enqueueDue(handle.db, 'test.daily');
    expect((await jobRows()).map((r) => r.key)).toEqual([`test.daily:${Date.UTC(2026, 2, 1, 8)}`, `test.daily:${Date.UTC(2026, 2, 2, 8)}`]);
  });

  it('are dated by the app clock: the jobs they write, and how those jobs finish', async () => {
    system.jobs.recurring({ id: 'test.dated', every: 60_000, run: async () => undefined });
    system.runner.start();
    await system.jobs.enqueueDue(handle.db, 'test.dated');
    await vi.waitFor(async () => expect((await jobRows())[0]?.status).toBe('done'));
    expect(await jobRows()).toMatchObject([{ run_at: clock, finished_at: clock }]);
  });
});

describe('retention', () => {
  it('deletes finished jobs older than the retention, keeping newer ones, pending jobs and dead letters', async () => {
    const day = 24 * 60 * 60_000;
    const pruned: number[] = [];
    declareRetention(system.jobs, { db: handle.db, keepMs: 7 * day, prune: [async (_db, before) => pruned.push(before)] });
    system.jobs.register('noop', v.null(), async () => undefined);
    system.jobs.register('broken', v.null(), async () => undefined);
    system.runner.start();
    await system.jobs.enqueue(handle.db, { name: 'noop', payload: null, key: 'old' });
    await system.jobs.enqueue(handle.db, { name: 'broken', payload: 'not null', key: 'dead' });
    await vi.waitFor(async () => expect((await jobRows()).map((r) => r.status).sort()).toEqual(['dead', 'done']));
    clock += 7 * day - 1;
    await system.jobs.enqueue(handle.db, { name: 'noop', payload: null, key: 'recent' });
    await system.jobs.enqueue(handle.db, { name: 'noop', payload: null, key: 'later', runAt: clock + day });
    await vi.waitFor(async () => expect((await jobRows()).find((r) => r.key === 'recent')?.status).toBe('done'));
    clock += 2;
    await system.jobs.enqueueDue(handle.db, 'jobs.retention');
    await vi.waitFor(async () => expect((await jobRows()).find((r) => r.name === 'jobs.retention')?.status).toBe('done'));
    expect((await jobRows()).map((r) => r.key).sort()).toEqual(['dead', 'jobs.retention:' + String(Math.floor(clock / 3_600_000) * 3_600_000), 'later', 'recent']);
    expect(pruned).toEqual([clock - 7 * day]);
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
    queued.jobs.register('test.job', v.string(), async (payload) => void done.push(payload));
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

  it('runs recurring work through one BullMQ job scheduler per recurring job, and removes the schedulers no code declares', async () => {
    const queueName = `quire-test-recurring-${Date.now()}`;
    const redisUrl = process.env.TEST_REDIS_URL ?? '';
    const admin = new Queue(queueName, { connection: openRedis(redisUrl, 'jobs-queue') });
    await admin.upsertJobScheduler('quire:gone', { every: 60_000, startDate: Date.now() + 60_000 }, { name: 'schedule.tick', data: {} });
    const queued = createJobSystem({ config: { redisUrl }, db: handle.db, log: { error: (details) => void errors.push(details) }, now: () => clock, queueName });
    const runs: number[] = [];
    queued.jobs.recurring({ id: 'test.hourly', every: 3_600_000, run: async ({ slot }) => void runs.push(slot) });
    queued.runner.start();
    try {
      await vi.waitFor(async () => expect((await admin.getJobSchedulers()).map((s) => [s.key, s.every])).toEqual([['quire:test.hourly', 60_000]]), { timeout: 10_000, interval: 20 });
      // The scheduler's next tick waits as a delayed job: it is not work left to do.
      expect(await queued.runner.unfinished()).toBe(0);
      // A tick (what the scheduler adds each minute) writes the slot's run once, however many ticks come.
      const tick = { name: 'schedule.tick', key: 'schedule.tick:test.hourly', payload: { id: 'test.hourly' } };
      await admin.add('schedule.tick', tick);
      await admin.add('schedule.tick', tick);
      await vi.waitFor(() => expect(runs).toEqual([0]), { timeout: 20_000, interval: 20 });
      await vi.waitFor(async () => expect(await queued.runner.unfinished()).toBe(0), { timeout: 20_000, interval: 20 });
      expect(runs).toEqual([0]);
      expect((await jobRows()).map((r) => r.key)).toEqual(['test.hourly:0']);
    } finally {
      await queued.runner.stop();
      await admin.obliterate({ force: true });
      await admin.close();
    }
  });

  it('fails a job whose payload its schema refuses for good at once, with the reason', async () => {
    const queued = createJobSystem({
      config: { redisUrl: process.env.TEST_REDIS_URL ?? null },
      db: handle.db,
      log: { error: (details) => void errors.push(details) },
      queueName: `quire-test-payload-${Date.now()}`,
    });
    let runs = 0;
    queued.jobs.register('typed', v.object({ n: v.number() }), async () => void (runs += 1));
    queued.runner.start();
    try {
      await queued.jobs.enqueue(handle.db, { name: 'typed', payload: { n: 'seven' } });
      await vi.waitFor(async () => expect(await queued.runner.deadLetters()).toHaveLength(1), { timeout: 20_000, interval: 20 });
      const [dead] = await queued.runner.deadLetters();
      expect(dead).toMatchObject({ name: 'typed', attempts: 1 });
      expect(dead?.error).toMatch(/^Invalid payload for the job "typed"/);
      expect(runs).toBe(0);
    } finally {
      await queued.runner.stop();
    }
  });
});
