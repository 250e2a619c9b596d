import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { systemContext } from '../../src/server/core';
import { closeEarningsPeriod, enqueueDueEarnings } from '../../src/server/modules/earnings';
import { memberFeesInPeriod } from '../../src/server/modules/membership';
import { taxDeadlinesFrom } from '../../src/shared/validation/partner';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The app's clock: tests move it forward, month by month. */
let time = Date.UTC(2026, 0, 10, 12);
const clock = { now: () => time, to: (at: number) => (time = Math.max(time, at)) };
const month = (year: number, index: number) => Date.UTC(year, index, 1);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PARTNER_SHARE_PERCENT: '50' }, { now: clock.now });
});
afterAll(() => t.close());

/**
 * A writer enrolled in the Partner Program (as the enrolment flow leaves it), `enrolledDaysAgo` before the app's
 * clock: without a tax form, their earning status moves from EARNING to WITHHELD after 30 days, LIMITED after
 * 60 and FORFEITED after 90 (the partner module's rules).
 */
async function writer(enrolled = true, enrolledDaysAgo = 0) {
  const user = await createUser(t.deps.db);
  if (enrolled) {
    const at = clock.now() - enrolledDaysAgo * DAY;
    const d = taxDeadlinesFrom(at);
    await t.deps.db
      .insertInto('partner_enrollments')
      .values({
        user_id: user.id,
        eligibility_checked_at: at,
        terms_accepted_at: at,
        payout_skipped_at: at,
        enrolled_at: at,
        earnings_first_withheld_at: d.earningsFirstWithheldAt,
        earnings_limited_at: d.earningsLimitedAt,
        earnings_forfeited_at: d.earningsForfeitedAt,
        earnings_internally_forfeited_at: d.earningsInternallyForfeitedAt,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.deps.db.updateTable('users').set({ is_partner_program_enrolled: 1 }).where('id', '=', user.id).execute();
  }
  return user;
}
const nextMonth = (start: number) => Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth() + 1, 1);
/** A fee paid for [from, to), as membership records it. */
async function fee(userId: string, amountCents: number, from: number, to: number) {
  await t.deps.db
    .insertInto('membership_fees')
    .values({ id: newId(), user_id: userId, source_ref: `test-${newId()}`, amount: amountCents, currency: 'USD', period_start: from, period_end: to })
    .execute();
}
/** A member who paid `amountCents` for the month starting at `periodStart`. */
async function member(periodStart: number, amountCents: number) {
  const user = await createUser(t.deps.db, { member: true });
  await fee(user.id, amountCents, periodStart, nextMonth(periodStart));
  return user;
}
/** A page view by `readerId` begun at `at` with this much engaged time (as the stat pings leave it). */
async function view(readerId: string | null, postId: string, engagedMs: number, at: number) {
  await t.deps.db
    .insertInto('post_views')
    .values({ id: randomBytes(16).toString('hex'), post_id: postId, viewer_id: readerId, collection_id: null, engaged_ms: engagedMs, created_at: at, updated_at: at })
    .execute();
}
async function close(periodStart: number) {
  clock.to(Date.UTC(new Date(periodStart).getUTCFullYear(), new Date(periodStart).getUTCMonth() + 1, 1, 0, 5));
  return closeEarningsPeriod(systemContext(t.deps), { periodStart });
}
async function shares(periodStart: number, memberId: string) {
  const rows = await t.deps.db
    .selectFrom('earnings_shares')
    .selectAll()
    .where('period_start', '=', periodStart)
    .where('member_id', '=', memberId)
    .orderBy('post_id')
    .execute();
  return rows.map((r) => ({ postId: r.post_id, writerId: r.writer_id, engagedMs: Number(r.engaged_ms), cents: Number(r.cents), state: r.state }));
}
async function pool(periodStart: number, memberId: string) {
  const row = await t.deps.db
    .selectFrom('earnings_member_pools')
    .selectAll()
    .where('period_start', '=', periodStart)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row && { fee: Number(row.fee_cents), pool: Number(row.pool_cents), allocated: Number(row.allocated_cents), engagedMs: Number(row.engaged_ms) };
}
const sum = (rows: { cents: number }[]) => rows.reduce((a, r) => a + r.cents, 0);

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}

const DASHBOARD = `query($month: String, $count: Int) { viewerPartnerEarnings {
  isEnrolled currency lifetime lifetimePayable
  thisMonth { month amount isEstimate }
  lastMonth { month amount withheldAmount forfeitedAmount isEstimate }
  months(count: $count) { month periodStart amount withheldAmount isEstimate }
  stories(month: $month) { postId title memberReadingTime amount state post { id } }
} }`;
const AUDIT = `query($postId: ID!) { storyEarningsAudit(postId: $postId) {
  __typename
  ... on StoryEarningsAudit { postId title currency lifetime periods { month memberCount memberReadingTime amount state isEstimate } }
  ... on NotFound { message }
} }`;

describe('closing a month', () => {
  const jan = month(2026, 0);

  it('splits a $5.00 fee read 1/1/1 ms among three stories as 84/83/83 of the $2.50 pool, to the cent', async () => {
    const w = await writer();
    const posts = await Promise.all([1, 2, 3].map(() => createPost(t.deps.db, w.id)));
    const m = await member(jan, 500);
    for (const post of posts) await view(m.id, post.id, 1, jan + DAY);
    const result = await close(jan);
    expect(result.closed).toBe(true);
    const rows = await shares(jan, m.id);
    expect(sum(rows)).toBe(250);
    const sortedIds = posts.map((p) => p.id).sort();
    // 250 / 3 = 83.33…: one leftover cent, to the smallest story id (equal remainders).
    expect(rows.map((r) => [r.postId, r.cents])).toEqual([
      [sortedIds[0], 84],
      [sortedIds[1], 83],
      [sortedIds[2], 83],
    ]);
    expect(await pool(jan, m.id)).toEqual({ fee: 500, pool: 250, allocated: 250, engagedMs: 3 });
  });

  it('is a no-op the second time, by the job or by hand', async () => {
    const count = async () => Number((await t.deps.db.selectFrom('earnings_shares').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    const before = await count();
    expect((await closeEarningsPeriod(systemContext(t.deps), { periodStart: jan })).closed).toBe(false);
    await enqueueDueEarnings(t.deps);
    await t.jobsSettled();
    await enqueueDueEarnings(t.deps);
    await t.jobsSettled();
    expect(await count()).toBe(before);
    const periods = await t.deps.db.selectFrom('earnings_periods').selectAll().where('period_start', '=', jan).execute();
    expect(periods).toHaveLength(1);
  });
});

describe('who earns', () => {
  it('leaves out writers not in the Partner Program and the member’s own stories, and records an unallocated pool', async () => {
    const feb = month(2026, 1);
    const enrolled = await writer();
    const outsider = await writer(false);
    // The member is a Partner Program writer too: their own story still earns them nothing.
    const m = await writer();
    await fee(m.id, 500, feb, nextMonth(feb));
    const paid = await createPost(t.deps.db, enrolled.id);
    const unpaid = await createPost(t.deps.db, outsider.id);
    const own = await createPost(t.deps.db, m.id);
    await view(m.id, paid.id, 5 * MINUTE, feb + DAY);
    await view(m.id, unpaid.id, 50 * MINUTE, feb + DAY);
    await view(m.id, own.id, 50 * MINUTE, feb + DAY);
    // Someone with no fee (not a member) and a signed-out reader earn the writer nothing.
    const stranger = await createUser(t.deps.db);
    await view(stranger.id, paid.id, 50 * MINUTE, feb + DAY);
    await view(null, paid.id, 50 * MINUTE, feb + DAY);
    // A member who read only ineligible stories leaves the whole pool unallocated.
    const idle = await member(feb, 500);
    await view(idle.id, unpaid.id, 10 * MINUTE, feb + 2 * DAY);

    expect((await close(feb)).closed).toBe(true);
    expect(await shares(feb, m.id)).toEqual([{ postId: paid.id, writerId: enrolled.id, engagedMs: 5 * MINUTE, cents: 250, state: 'EARNING' }]);
    expect(await shares(feb, idle.id)).toEqual([]);
    expect(await pool(feb, idle.id)).toEqual({ fee: 500, pool: 250, allocated: 0, engagedMs: 0 });
    const period = await t.deps.db.selectFrom('earnings_periods').selectAll().where('period_start', '=', feb).executeTakeFirstOrThrow();
    expect({ pool: Number(period.pool_cents), allocated: Number(period.allocated_cents), unallocated: Number(period.unallocated_cents) }).toEqual({
      pool: 500,
      allocated: 250,
      unallocated: 250,
    });
    const story = await t.deps.db.selectFrom('earnings_story_totals').selectAll().where('post_id', '=', paid.id).executeTakeFirstOrThrow();
    expect({ members: Number(story.member_count), engagedMs: Number(story.engaged_ms), cents: Number(story.cents) }).toEqual({
      members: 1,
      engagedMs: 5 * MINUTE,
      cents: 250,
    });
  });
});

describe('awkward numbers', () => {
  it('shares a $50 yearly fee month by month, each month’s shares adding up to its pool', async () => {
    const w = await writer();
    const posts = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createPost(t.deps.db, w.id)));
    const user = await createUser(t.deps.db, { member: true });
    // $50.00 for a year from March: membership gives each month its share (416 or 417 cents, or by length).
    await fee(user.id, 5000, month(2026, 2), month(2027, 2));
    for (let index = 0; index < 3; index++) {
      const start = month(2026, 2 + index);
      for (const [i, post] of posts.entries()) await view(user.id, post.id, (i + 1) * 7_919 + index, start + (i + 1) * HOUR);
    }
    const monthly: number[] = [];
    for (let index = 0; index < 3; index++) {
      const start = month(2026, 2 + index);
      expect((await close(start)).closed).toBe(true);
      const paid = (await memberFeesInPeriod(systemContext(t.deps), { from: start, to: nextMonth(start) })).find((f) => f.userId === user.id)!.amountCents;
      monthly.push(paid);
      const rows = await shares(start, user.id);
      expect(rows).toHaveLength(7);
      expect(sum(rows)).toBe(Math.floor(paid / 2));
      expect(await pool(start, user.id)).toMatchObject({ fee: paid, pool: Math.floor(paid / 2), allocated: Math.floor(paid / 2) });
    }
    // About a twelfth of $50.00 each month, however membership rounds its monthly shares.
    for (const paid of monthly) {
      expect(paid).toBeGreaterThanOrEqual(400);
      expect(paid).toBeLessThanOrEqual(430);
    }
  });

  it('adds up to the pool to the cent over many members and stories (bounded random runs)', async () => {
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      return seed / 2 ** 32;
    };
    const jun = month(2026, 5);
    const writers = await Promise.all([1, 2, 3, 4].map(() => writer()));
    const posts = [];
    for (let i = 0; i < 40; i++) posts.push(await createPost(t.deps.db, writers[i % writers.length]!.id));
    const members = [];
    const amounts: number[] = [];
    for (let i = 0; i < 12; i++) {
      amounts.push(1 + Math.floor(random() * 9_999));
      members.push(await member(jun, amounts[i]!));
    }
    for (const m of members) {
      for (const post of posts) if (random() < 0.5) await view(m.id, post.id, 1 + Math.floor(random() * 2 * HOUR), jun + Math.floor(random() * 29 * DAY));
    }
    expect((await close(jun)).closed).toBe(true);
    for (const [i, m] of members.entries()) {
      const rows = await shares(jun, m.id);
      const p = (await pool(jun, m.id))!;
      expect(p.pool).toBe(Math.floor(amounts[i]! / 2));
      expect(sum(rows)).toBe(rows.length > 0 ? p.pool : 0);
      expect(p.allocated).toBe(sum(rows));
    }
    // Story totals add up to writer totals, and both to what the members' pools allocated.
    const storyRows = await t.deps.db.selectFrom('earnings_story_totals').select(['writer_id', 'cents']).where('period_start', '=', jun).execute();
    const writerRows = await t.deps.db.selectFrom('earnings_writer_totals').select(['writer_id', 'cents']).where('period_start', '=', jun).execute();
    const period = await t.deps.db.selectFrom('earnings_periods').selectAll().where('period_start', '=', jun).executeTakeFirstOrThrow();
    const total = (rows: { cents: number | string }[]) => rows.reduce((a, r) => a + Number(r.cents), 0);
    expect(total(storyRows)).toBe(Number(period.allocated_cents));
    expect(total(writerRows)).toBe(Number(period.allocated_cents));
    for (const w of writerRows) expect(total(storyRows.filter((s) => s.writer_id === w.writer_id))).toBe(Number(w.cents));
  });
});

describe('month boundaries (the app clock)', () => {
  it('counts a view in the month it began, closes a month only once it is over, by the job', async () => {
    const jul = month(2026, 6);
    const aug = month(2026, 7);
    clock.to(jul + 3 * DAY);
    const w = await writer();
    const post = await createPost(t.deps.db, w.id);
    const late = await createPost(t.deps.db, w.id);
    const m = await member(jul, 500);
    await view(m.id, post.id, MINUTE, aug - 1); // the last millisecond of July
    await view(m.id, late.id, MINUTE, aug); // the first of August
    await view(m.id, late.id, MINUTE, jul - 1); // the last of June

    // Still July: nothing to close yet, whoever asks.
    expect((await closeEarningsPeriod(systemContext(t.deps), { periodStart: jul })).closed).toBe(false);
    clock.to(aug - 1);
    expect((await closeEarningsPeriod(systemContext(t.deps), { periodStart: jul })).closed).toBe(false);
    // August begins: the job closes July.
    clock.to(aug + 10 * MINUTE);
    await enqueueDueEarnings(t.deps);
    await t.jobsSettled();
    expect(await shares(jul, m.id)).toEqual([{ postId: post.id, writerId: w.id, engagedMs: MINUTE, cents: 250, state: 'EARNING' }]);
  });
});

describe('earning status', () => {
  it('records a withheld or forfeited writer’s earnings with that state, and the dashboard says so', async () => {
    const sep = month(2026, 8);
    clock.to(sep + DAY);
    // No tax form: enrolled 20 days before Sep 2, withheld by the end of September (past 30 days); 100 days, forfeited.
    const held = await writer(true, 20);
    const gone = await writer(true, 100);
    const a = await createPost(t.deps.db, held.id);
    const b = await createPost(t.deps.db, gone.id);
    const m = await member(sep, 1000);
    await view(m.id, a.id, 3 * MINUTE, sep + DAY);
    await view(m.id, b.id, MINUTE, sep + DAY);
    expect((await close(sep)).closed).toBe(true);
    expect(await shares(sep, m.id)).toEqual(
      [
        { postId: a.id, writerId: held.id, engagedMs: 3 * MINUTE, cents: 375, state: 'WITHHELD' },
        { postId: b.id, writerId: gone.id, engagedMs: MINUTE, cents: 125, state: 'FORFEITED' },
      ].sort((x, y) => (x.postId < y.postId ? -1 : 1)),
    );
    clock.to(month(2026, 9) + DAY);
    const heldView = await (await as(held.id))(DASHBOARD);
    expect(heldView.errors).toBeUndefined();
    expect(heldView.data.viewerPartnerEarnings).toMatchObject({
      lifetime: 375,
      lifetimePayable: 0,
      lastMonth: { month: '2026-09', amount: 375, withheldAmount: 375, forfeitedAmount: 0, isEstimate: false },
    });
    const goneView = await (await as(gone.id))(DASHBOARD);
    expect(goneView.data.viewerPartnerEarnings.lastMonth).toMatchObject({ amount: 125, withheldAmount: 0, forfeitedAmount: 125 });
  });
});

describe('the dashboard and the audit', () => {
  it('shows the writer this month’s estimate, last month, lifetime, months and stories; and only ever their own', async () => {
    const oct = month(2026, 9);
    const nov = month(2026, 10);
    clock.to(oct + 2 * DAY);
    const w = await writer();
    const other = await writer();
    const big = await createPost(t.deps.db, w.id, { title: 'The big one' });
    const small = await createPost(t.deps.db, w.id, { title: 'The small one' });
    const theirs = await createPost(t.deps.db, other.id, { title: 'Someone else’s' });
    const m1 = await member(oct, 500);
    const m2 = await member(oct, 500);
    await view(m1.id, big.id, 30 * MINUTE, oct + DAY);
    await view(m1.id, small.id, 10 * MINUTE, oct + DAY);
    await view(m2.id, big.id, 5 * MINUTE, oct + DAY);
    await view(m2.id, theirs.id, 5 * MINUTE, oct + DAY);
    expect((await close(oct)).closed).toBe(true);
    // November so far: m1 pays again and reads the small one.
    await fee(m1.id, 500, nov, nextMonth(nov));
    clock.to(nov + 3 * DAY);
    await view(m1.id, small.id, 20 * MINUTE, nov + DAY);

    const gql = await as(w.id);
    const result = await gql(DASHBOARD, { count: 3 });
    expect(result.errors).toBeUndefined();
    const earnings = result.data.viewerPartnerEarnings;
    // October: m1's 250 split 3:1 → 188 + 62 (62.5 → the larger remainder… both .5: the smaller id); m2's 250 split 1:1 → 125 to the big one.
    const octBig = (await t.deps.db.selectFrom('earnings_story_totals').select('cents').where('post_id', '=', big.id).executeTakeFirstOrThrow()).cents;
    const octSmall = (await t.deps.db.selectFrom('earnings_story_totals').select('cents').where('post_id', '=', small.id).executeTakeFirstOrThrow()).cents;
    expect(Number(octBig) + Number(octSmall)).toBe(250 + 125);
    expect(earnings).toMatchObject({
      isEnrolled: true,
      currency: 'USD',
      lifetime: 375,
      lifetimePayable: 375,
      thisMonth: { month: '2026-11', amount: 250, isEstimate: true },
      lastMonth: { month: '2026-10', amount: 375, isEstimate: false },
    });
    expect(earnings.months.map((x: { month: string; amount: number; isEstimate: boolean }) => [x.month, x.amount, x.isEstimate])).toEqual([
      ['2026-09', 0, false],
      ['2026-10', 375, false],
      ['2026-11', 250, true],
    ]);
    // Last month's stories, most first; the writer's only.
    expect(earnings.stories.map((s: { title: string; memberReadingTime: number; amount: number }) => [s.title, s.memberReadingTime, s.amount])).toEqual([
      ['The big one', 35 * MINUTE, Number(octBig)],
      ['The small one', 10 * MINUTE, Number(octSmall)],
    ]);
    const current = await gql(DASHBOARD, { month: '2026-11' });
    expect(current.data.viewerPartnerEarnings.stories).toMatchObject([{ postId: small.id, amount: 250, memberReadingTime: 20 * MINUTE }]);

    // The audit: members counted, never named.
    const audit = await gql(AUDIT, { postId: big.id });
    expect(audit.data.storyEarningsAudit).toEqual({
      __typename: 'StoryEarningsAudit',
      postId: big.id,
      title: 'The big one',
      currency: 'USD',
      lifetime: Number(octBig),
      periods: [{ month: '2026-10', memberCount: 2, memberReadingTime: 35 * MINUTE, amount: Number(octBig), state: 'EARNING', isEstimate: false }],
    });
    const smallAudit = await gql(AUDIT, { postId: small.id });
    expect(smallAudit.data.storyEarningsAudit.periods.map((p: { month: string; isEstimate: boolean }) => [p.month, p.isEstimate])).toEqual([
      ['2026-11', true],
      ['2026-10', false],
    ]);
    for (const answer of [result, current, audit, smallAudit]) {
      const text = JSON.stringify(answer);
      for (const reader of [m1, m2]) expect(text).not.toContain(reader.id);
    }

    // Privacy: nobody else sees this writer's earnings, through any query.
    const otherView = await (await as(other.id))(DASHBOARD, { month: '2026-10' });
    expect(otherView.data.viewerPartnerEarnings.stories.map((s: { postId: string }) => s.postId)).toEqual([theirs.id]);
    expect(otherView.data.viewerPartnerEarnings.lifetime).toBe(125);
    expect(JSON.stringify(otherView)).not.toContain(big.id);
    for (const who of [other.id, m1.id]) {
      const denied = await (await as(who))(AUDIT, { postId: big.id });
      expect(denied.data.storyEarningsAudit).toEqual({ __typename: 'NotFound', message: 'Story not found' });
    }
    const signedOut = await t.graphql<{ viewerPartnerEarnings: null }>(`{ viewerPartnerEarnings { lifetime } }`);
    expect(signedOut.data?.viewerPartnerEarnings).toBeNull();
    const signedOutAudit = await t.graphql(AUDIT, { postId: big.id });
    expect(signedOutAudit.data?.storyEarningsAudit ?? null).toBeNull();
    expect(signedOutAudit.errors?.[0]?.message).toBe('You need to sign in first.');
    // An unknown or malformed id is simply not found.
    expect((await gql(AUDIT, { postId: newId() })).data.storyEarningsAudit.__typename).toBe('NotFound');
    expect((await gql(AUDIT, { postId: 'nope' })).data.storyEarningsAudit.__typename).toBe('NotFound');

    // Staff may audit any story.
    const staff = await createUser(t.deps.db);
    await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
    const staffAudit = await (await as(staff.id))(AUDIT, { postId: big.id });
    expect(staffAudit.data.storyEarningsAudit).toMatchObject({ __typename: 'StoryEarningsAudit', lifetime: Number(octBig) });
  });

  it('tells a writer outside the Partner Program so (the page sends them to enrolment)', async () => {
    const outsider = await writer(false);
    const result = await (await as(outsider.id))(DASHBOARD);
    expect(result.data.viewerPartnerEarnings).toMatchObject({ isEnrolled: false, lifetime: 0, thisMonth: { amount: 0, isEstimate: true } });
  });
});

describe('from the stat pings', () => {
  async function ping(session: { cookie: string; xsrf: string }, postId: string, pageViewId: string, totalEngagedTime: number, type = 'ping') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/_/stat',
      remoteAddress: '10.0.0.7',
      headers: { host: 'localhost:80', 'content-type': 'application/json', cookie: session.cookie },
      payload: JSON.stringify({
        xsrf: session.xsrf,
        events: [{ type, postId, collectionId: null, pageViewId, scrollTop: 0, totalEngagedTime, progress: 0.5 }],
      }),
    });
    expect(response.statusCode).toBe(202);
  }

  it('counts a member’s engaged time as their browser reports it, in this month’s estimate', async () => {
    const dec = month(2026, 11);
    clock.to(dec + DAY);
    const w = await writer();
    const a = await createPost(t.deps.db, w.id);
    const b = await createPost(t.deps.db, w.id);
    const m = await member(dec, 800);
    const session = await t.signIn(m.id);
    const viewA = randomBytes(16).toString('hex');
    const viewB = randomBytes(16).toString('hex');
    await ping(session, a.id, viewA, 0, 'pageView');
    await ping(session, b.id, viewB, 0, 'pageView');
    clock.to(clock.now() + 10 * MINUTE);
    await ping(session, a.id, viewA, 6 * MINUTE);
    await ping(session, b.id, viewB, 2 * MINUTE);
    // A late, smaller running total changes nothing.
    await ping(session, a.id, viewA, MINUTE);

    const result = await (await as(w.id))(DASHBOARD, { month: '2026-12' });
    expect(result.errors).toBeUndefined();
    expect(result.data.viewerPartnerEarnings.thisMonth).toMatchObject({ month: '2026-12', amount: 400, isEstimate: true });
    expect(result.data.viewerPartnerEarnings.stories.map((s: { postId: string; memberReadingTime: number; amount: number }) => [s.postId, s.memberReadingTime, s.amount])).toEqual([
      [a.id, 6 * MINUTE, 300],
      [b.id, 2 * MINUTE, 100],
    ]);
  });
});


describe('closing once across processes', () => {
  it('writes a month once when two closes race', async () => {
    const jan = month(2027, 0);
    clock.to(jan + DAY);
    const w = await writer();
    const post = await createPost(t.deps.db, w.id);
    const m = await member(jan, 300);
    await view(m.id, post.id, MINUTE, jan + DAY);
    clock.to(month(2027, 1) + MINUTE);
    const results = await Promise.all([closeEarningsPeriod(systemContext(t.deps), { periodStart: jan }), closeEarningsPeriod(systemContext(t.deps), { periodStart: jan })]);
    expect(results.map((r) => r.closed).sort()).toEqual([false, true]);
    expect(await shares(jan, m.id)).toEqual([{ postId: post.id, writerId: w.id, engagedMs: MINUTE, cents: 150, state: 'EARNING' }]);
  });
});

describe('this month and lifetime', () => {
  it('keeps them apart: lifetime is the closed months’ sum, this month its own estimate, added to lifetime only once closed', async () => {
    const [aug, sep, oct] = [month(2028, 7), month(2028, 8), month(2028, 9)];
    const w = await writer(true, 0);
    const story = await createPost(t.deps.db, w.id, { publishedAt: clock.now() });
    // Two months of members' reading, each closed: $2.50 (one member's pool) in August, $5.00 (two) in September.
    const a = await member(aug, 500);
    await view(a.id, story.id, 10 * MINUTE, aug + DAY);
    await close(aug);
    const b = await member(sep, 500);
    const c = await member(sep, 500);
    await view(b.id, story.id, 10 * MINUTE, sep + DAY);
    await view(c.id, story.id, 10 * MINUTE, sep + DAY);
    await close(sep);
    // October so far: one member has read, $2.50 if the month closed now.
    const d = await member(oct, 500);
    await view(d.id, story.id, 10 * MINUTE, oct + DAY);
    clock.to(oct + 2 * DAY);

    const gql = await as(w.id);
    const during = (await gql(DASHBOARD, { count: 3 })).data.viewerPartnerEarnings;
    expect(during.months.map((m: { amount: number; isEstimate: boolean }) => [m.amount, m.isEstimate])).toEqual([
      [250, false],
      [500, false],
      [250, true],
    ]);
    expect(during.thisMonth).toMatchObject({ amount: 250, isEstimate: true });
    expect(during.lifetime).toBe(750);

    await close(oct);
    const after = (await gql(DASHBOARD, { count: 3 })).data.viewerPartnerEarnings;
    expect(after.lifetime).toBe(1000);
    expect(after.thisMonth).toMatchObject({ amount: 0, isEstimate: true });
  });
});
