import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_WINDOW_MS } from '../../src/shared/trending';
import { systemContext } from '../../src/server/core';
import type { Database } from '../../src/server/db';
import { newId } from '../../src/server/db/ids';
import { recomputeTrending, trendingPostIds } from '../../src/server/modules/trending';
import { TRENDING_INTERVAL_MS, TRENDING_LEASE_MS } from '../../src/server/modules/trending/trending.job';
import { activityOf, claimRun, forgetWatermark, recordActivity, scoredAt, type ActivityKind } from '../../src/server/modules/trending/trending.repo';
import { hourOf, scoresOf } from '../../src/server/modules/trending/trending.scores';
import { freshDatabaseUrl } from '../support/database';
import { createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp, type TestClock } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Twenty past an hour: a run ten minutes later crosses no hour, so only touched stories change. */
const START = Date.UTC(2026, 2, 2, 12, 20);

interface Score {
  mode: string;
  postId: string;
  score: number;
}
const byKey = (a: Score, b: Score) => a.mode.localeCompare(b.mode) || a.postId.localeCompare(b.postId);

/** What a full rescore would store at `at`: every story with activity in the longest window, scored from its rows. */
async function fullRescore(db: Database, at: number): Promise<Score[]> {
  const since = at - LONGEST_WINDOW_MS;
  const ids = (await db.selectFrom('trending_activity').select('post_id').distinct().where('hour', '>=', since).execute()).map((r) => r.post_id);
  return scoresOf(await activityOf(db, ids, since), at).sort(byKey);
}

async function storedScores(db: Database): Promise<Score[]> {
  const rows = await db.selectFrom('trending_scores').select(['mode', 'post_id', 'score']).execute();
  return rows.map((r) => ({ mode: r.mode, postId: r.post_id, score: Number(r.score) })).sort(byKey);
}

/** One counted event, as the subscriber counts it: `occurredAt` names its hour, the clock its arrival. */
async function count(t: TestApp, clock: TestClock, postId: string, kind: ActivityKind, amount: number, occurredAt = clock.now()) {
  await recordActivity(t.deps.db, { eventId: newId(), postId, hour: hourOf(occurredAt), kind, amount, now: clock.now() });
}

/** The run of the interval the clock is in, as the recurring job runs it. */
const run = (t: TestApp, clock: TestClock) =>
  recomputeTrending(systemContext(t.deps), { at: Math.floor(clock.now() / TRENDING_INTERVAL_MS) * TRENDING_INTERVAL_MS });

/** A small deterministic generator (mulberry32), so a failure is reproducible from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isSqlite = (t: TestApp) => t.config.databaseUrl.startsWith('sqlite:');

/** Makes writing a score of one story fail, as a crash would in the middle of a run; answers how to undo it. */
async function failScoresOf(t: TestApp, postId: string): Promise<() => Promise<void>> {
  const db = t.deps.db;
  if (isSqlite(t)) {
    await sql`create trigger trending_crash before insert on trending_scores when new.post_id = ${sql.lit(postId)}
      begin select raise(abort, 'crash'); end`.execute(db);
    return async () => void (await sql`drop trigger trending_crash`.execute(db));
  }
  await sql`create function trending_crash() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`.execute(db);
  await sql`create trigger trending_crash before insert on trending_scores for each row
    when (new.post_id = ${sql.lit(postId)}) execute function trending_crash()`.execute(db);
  return async () => {
    await sql`drop trigger trending_crash on trending_scores`.execute(db);
    await sql`drop function trending_crash()`.execute(db);
  };
}

describe('the trending job scores only what changed', () => {
  let t: TestApp;
  const clock = testClock(START);
  let writerId: string;
  const posts: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    writerId = (await createUser(t.deps.db)).id;
    for (let i = 0; i < 40; i++) posts.push((await createPost(t.deps.db, writerId)).id);
  });
  afterAll(() => t.close());

  it('scores every story with activity on its first run, then only the stories touched since', async () => {
    for (const [i, id] of posts.entries()) await count(t, clock, id, 'reads', 1 + (i % 7), clock.now() - (i % 5) * HOUR);
    const first = await run(t, clock);
    expect(first).toMatchObject({ skipped: false, full: true, changed: 40, timed: 40 });
    expect(await scoredAt(t.deps.db)).toBe(first.at);

    clock.advance(TRENDING_INTERVAL_MS);
    await count(t, clock, posts[3]!, 'claps', 12);
    await count(t, clock, posts[3]!, 'reads', 1);
    await count(t, clock, posts[17]!, 'responses', 1);
    const second = await run(t, clock);
    // Two stories touched, no hour crossed: two stories scored, however many have scores.
    expect(second).toMatchObject({ full: false, changed: 2, timed: 0, stories: 2 });
    expect(second.at).toBe(first.at + TRENDING_INTERVAL_MS);
    expect(await scoredAt(t.deps.db)).toBe(second.at);
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, second.at));

    clock.advance(TRENDING_INTERVAL_MS);
    expect(await run(t, clock)).toMatchObject({ full: false, changed: 0, timed: 0 });
  });

  it('counts a story touched through its events (the subscriber marks it)', async () => {
    clock.advance(TRENDING_INTERVAL_MS);
    await t.deps.bus.publish(t.deps.db, 'post.read', { readerId: writerId, postId: posts[5]!, authorId: writerId, collectionId: null, engagedMs: 60_000 });
    await t.jobsSettled();
    expect(await run(t, clock)).toMatchObject({ full: false, changed: 1 });
  });

  it('scores again, when an hour passes, only the stories whose activity came due or left a window', async () => {
    // From twenty past to twenty past the next hour: the hour four hours ago is still in every window, so no
    // story changes; two days on, the oldest hours leave the "today" window.
    clock.advance(HOUR);
    expect(await run(t, clock)).toMatchObject({ changed: 0, timed: 0 });
    clock.advance(2 * DAY - 3 * HOUR);
    const edge = await run(t, clock);
    expect(edge.changed).toBe(0);
    expect(edge.timed).toBeGreaterThan(0);
    expect(edge.timed).toBeLessThan(posts.length);
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, edge.at));
  });

  it('lets decay demote an old story with no run scoring it again', async () => {
    const [old, fresh] = [await createPost(t.deps.db, writerId), await createPost(t.deps.db, writerId)];
    clock.advance(TRENDING_INTERVAL_MS);
    await count(t, clock, old.id, 'reads', 100);
    await run(t, clock);
    const today = async () => (await storedScores(t.deps.db)).filter((s) => s.mode === 'today');
    const rankOf = async (id: string) => (await today()).sort((a, b) => b.score - a.score).findIndex((s) => s.postId === id);
    const oldScore = (await today()).find((s) => s.postId === old.id)!.score;

    // Thirteen hours later (about two half-lives of "today"), a quarter of the reads outranks the old story.
    clock.advance(13 * HOUR);
    await count(t, clock, fresh.id, 'reads', 25);
    const later = await run(t, clock);
    expect(later.changed).toBe(1);
    expect((await today()).find((s) => s.postId === old.id)!.score).toBe(oldScore);
    expect(await rankOf(fresh.id)).toBeLessThan(await rankOf(old.id));
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, later.at));
  });
});

describe('the trending watermark', () => {
  let t: TestApp;
  const clock = testClock(START);
  let postIds: string[];

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const writer = await createUser(t.deps.db);
    postIds = [];
    for (let i = 0; i < 6; i++) postIds.push((await createPost(t.deps.db, writer.id)).id);
    for (const id of postIds) await count(t, clock, id, 'reads', 3, clock.now() - 2 * DAY + 2 * HOUR);
    await run(t, clock);
  });
  afterAll(() => t.close());

  it('lets one run at a time write: a second run while the first holds the lease does nothing', async () => {
    clock.advance(TRENDING_INTERVAL_MS);
    await count(t, clock, postIds[0]!, 'claps', 4);
    const [a, b] = await Promise.all([run(t, clock), run(t, clock)]);
    expect([a.skipped, b.skipped].sort()).toEqual([false, true]);
    expect(a.changed + b.changed).toBe(1);
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, a.at));
  });

  it('takes over from a run that died holding the lease, once the lease runs out', async () => {
    clock.advance(TRENDING_INTERVAL_MS);
    const before = await scoredAt(t.deps.db);
    expect(await claimRun(t.deps.db, { runId: 'deadbeef0000', now: clock.now(), leaseMs: TRENDING_LEASE_MS })).toEqual({ scoredAt: before });
    await count(t, clock, postIds[1]!, 'reads', 2);
    expect(await run(t, clock)).toMatchObject({ skipped: true });
    clock.advance(TRENDING_LEASE_MS + MINUTE);
    expect(await run(t, clock)).toMatchObject({ skipped: false, changed: 1 });
  });

  it('loses nothing when a run fails half way: the next run redoes the interval from the same watermark', async () => {
    // Two hours on: the activity two days ago leaves "today" (a timed story), and one story is touched.
    clock.advance(2 * HOUR);
    const before = await scoredAt(t.deps.db);
    await count(t, clock, postIds[2]!, 'reads', 5);
    const undo = await failScoresOf(t, postIds[4]!);
    await expect(run(t, clock)).rejects.toThrow();
    await undo();
    // The touched story was scored and its mark removed in a batch that committed; the watermark did not move.
    expect(await scoredAt(t.deps.db)).toBe(before);
    clock.advance(TRENDING_LEASE_MS + MINUTE);
    const redo = await run(t, clock);
    expect(redo).toMatchObject({ skipped: false, full: false, changed: 0 });
    expect(redo.timed).toBe(postIds.length);
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, redo.at));
  });

  it('starts again from a full run when the watermark is forgotten', async () => {
    await forgetWatermark(t.deps.db);
    clock.advance(TRENDING_INTERVAL_MS);
    const full = await run(t, clock);
    expect(full).toMatchObject({ full: true, timed: postIds.length });
    expect(await storedScores(t.deps.db)).toEqual(await fullRescore(t.deps.db, full.at));
  });
});

describe('the trending watermark across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-trending-'));
  let database: { url: string; drop: () => Promise<void> };
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is kept in the database: a new process goes on from it', async () => {
    const fresh = await freshDatabaseUrl();
    database = fresh.url.startsWith('sqlite:') ? { url: `sqlite:${join(dir, 'quire.db')}`, drop: async () => {} } : fresh;
    const clock = testClock(START);
    const before = await createTestApp({ DATABASE_URL: database.url }, { now: clock.now });
    const writer = await createUser(before.deps.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createPost(before.deps.db, writer.id)).id);
    for (const id of ids) await count(before, clock, id, 'reads', 2);
    const first = await run(before, clock);
    expect(first).toMatchObject({ full: true, timed: 5 });
    await before.close();

    clock.advance(TRENDING_INTERVAL_MS);
    const after = await createTestApp({ DATABASE_URL: database.url }, { now: clock.now });
    try {
      expect(await scoredAt(after.deps.db)).toBe(first.at);
      await count(after, clock, ids[0]!, 'claps', 3);
      expect(await run(after, clock)).toMatchObject({ full: false, changed: 1, timed: 0 });
      expect(await trendingPostIds(systemContext(after.deps), { limit: 1 })).toEqual([ids[0]]);
    } finally {
      await after.close();
    }
  }, 120_000);
});

describe('incremental runs against a full rescore', () => {
  let t: TestApp;
  const clock = testClock(START);
  const posts: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    const writer = await createUser(t.deps.db);
    for (let i = 0; i < 30; i++) posts.push((await createPost(t.deps.db, writer.id)).id);
  });
  afterAll(() => t.close());

  it('stores exactly the scores a full rescore would, run after run, on random activity and random gaps', async () => {
    const next = random(20261128);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const kinds: ActivityKind[] = ['reads', 'reads', 'reads', 'claps', 'claps', 'responses'];
    // Mostly ten minutes apart; now and then an hour, half a day, or several days without a run.
    const gaps = [...Array<number>(12).fill(TRENDING_INTERVAL_MS), HOUR, 5 * HOUR, 13 * HOUR, 2 * DAY, 8 * DAY];
    const runs = { full: 0, incremental: 0, skipped: 0, scored: 0 };
    for (let step = 0; step < 60; step++) {
      clock.advance(pick(gaps));
      const events = Math.floor(next() * 6);
      for (let e = 0; e < events; e++) {
        const kind = pick(kinds);
        // Claps are also taken back; events arrive late (minutes to days) and now and then in the next hour.
        const amount = kind === 'claps' ? (next() < 0.2 ? -1 : 1 + Math.floor(next() * 20)) : kind === 'responses' && next() < 0.1 ? -1 : 1;
        const lateness = next() < 0.15 ? Math.floor(next() * 3 * DAY) : next() < 0.1 ? -HOUR : Math.floor(next() * 30 * MINUTE);
        await count(t, clock, pick(posts), kind, amount, clock.now() - lateness);
      }
      if (step === 30) await forgetWatermark(t.deps.db);
      // Now and then two workers run the same interval at once.
      const results = next() < 0.15 ? await Promise.all([run(t, clock), run(t, clock)]) : [await run(t, clock)];
      for (const result of results) {
        if (result.skipped) runs.skipped++;
        else if (result.full) runs.full++;
        else runs.incremental++;
        runs.scored += result.stories;
      }
      const at = results.find((r) => !r.skipped)!.at;
      expect(await storedScores(t.deps.db), `step ${step}`).toEqual(await fullRescore(t.deps.db, at));
    }
    // The runs were mostly incremental and scored far fewer stories than a full run each time would have.
    expect(runs.full).toBe(2);
    expect(runs.incremental).toBeGreaterThan(45);
    expect(runs.skipped).toBeGreaterThan(0);
  }, 240_000);
});
