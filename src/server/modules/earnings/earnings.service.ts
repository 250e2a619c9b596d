import { monthFrom, monthKey, monthOf, parseMonthKey } from '../../../shared/format/earnings';
import type { ServiceContext } from '../../core';
import type { PostModel } from '../posts';
import { engagedTimeInPeriod, readersOfWriterInPeriod } from '../reads';
import { isPeriodClosed, storyMonths, writeClosedPeriod, writerLifetime, writerMonths, writerStoriesInPeriod, type StoryMonth } from './earnings.repo';
import { currentSources, type EarningsSources } from './earnings.sources';
import { allocate, type Allocation, type EarningState, type MemberRead } from './earnings.split';

/** Earnings are in the instance's currency (the plans' currency). */
export const EARNINGS_CURRENCY = 'USD' as const;
/** Members whose page views are read together. */
const READER_BATCH = 500;
const MONTHS_SHOWN = 12;
const MONTHS_MAX = 36;
export const STORY_EARNINGS_NOT_FOUND = 'Story not found';

interface EarningsDeps {
  /** Reads go through `ctx.db` (the caller's transaction when there is one). */
  ctx: ServiceContext;
  /** The share of each member's fee, in percent, that goes to writers (config.partnerSharePercent). */
  percent: number;
}

/** The writer's state for money earned in a period: as of the end of the period (or now, if sooner). */
function stateAt(period: { end: number }, now: number): number {
  return Math.min(now, period.end - 1);
}

/** The allocation of a period over the given members' fees (all members with a fee when `onlyReaders` is absent). */
async function allocatePeriod(
  deps: EarningsDeps,
  period: { start: number; end: number },
  now: number,
  sources: EarningsSources,
  onlyReaders?: ReadonlySet<string>,
): Promise<Allocation> {
  let fees = await sources.memberFeesInPeriod(deps.ctx, { from: period.start, to: period.end });
  if (onlyReaders) fees = fees.filter((f) => onlyReaders.has(f.userId));
  const memberIds = [...new Set(fees.map((f) => f.userId))].sort();
  const reads: MemberRead[] = [];
  for (let i = 0; i < memberIds.length; i += READER_BATCH) {
    reads.push(...(await engagedTimeInPeriod(deps.ctx.db, { from: period.start, to: period.end, readerIds: memberIds.slice(i, i + READER_BATCH) })));
  }
  const enrolled = await sources.enrolledWriterIds(deps.ctx, { ids: [...new Set(reads.map((r) => r.creatorId))] });
  const states = new Map<string, EarningState>();
  for (const writerId of enrolled) states.set(writerId, await sources.earningStatus(deps.ctx, { userId: writerId, now: stateAt(period, now) }));
  return allocate({ fees, reads, percent: deps.percent, enrolled, stateOf: (id) => states.get(id) ?? 'EARNING' });
}

/**
 * What closing a UTC month writes: every member's pool split among the eligible stories they read. Null when the
 * month is not over yet or is closed already (the write still decides: see `recordClosedPeriod`). Reads only.
 */
export async function allocateClosedPeriod(
  ctx: ServiceContext,
  input: { periodStart: number; sources?: EarningsSources },
): Promise<{ periodStart: number; now: number; percent: number; allocation: Allocation } | null> {
  const now = ctx.now();
  const percent = ctx.config.partnerSharePercent;
  const period = monthOf(input.periodStart);
  if (period.start !== input.periodStart || period.end > now) return null;
  // Closed already (the usual answer to a job run again): nothing to compute.
  if (await isPeriodClosed(ctx.db, period.start)) return null;
  return { periodStart: period.start, now, percent, allocation: await allocatePeriod({ ctx, percent }, period, now, input.sources ?? currentSources()) };
}

/** Writes a month's closing with its audit trail through `ctx.db`: the caller's transaction. A month closed already is left as it is. */
export async function recordClosedPeriod(
  ctx: ServiceContext,
  input: { periodStart: number; now: number; percent: number; allocation: Allocation },
): Promise<{ closed: boolean; allocation: Allocation | null }> {
  const period = monthOf(input.periodStart);
  const closed = await writeClosedPeriod(ctx.db, { start: period.start, end: period.end, percent: input.percent, closedAt: input.now }, input.allocation);
  return { closed, allocation: closed ? input.allocation : null };
}

/**
 * Closes a month as of `now` with the given share, through `ctx.db` (the demo content's transaction): the same
 * computation and write as the job's, at the demo's own time and share.
 */
export async function closeDemoPeriod(ctx: ServiceContext, input: { periodStart: number; now: number; percent: number }) {
  const period = monthOf(input.periodStart);
  if (period.start !== input.periodStart || period.end > input.now || (await isPeriodClosed(ctx.db, period.start))) return;
  const allocation = await allocatePeriod({ ctx, percent: input.percent }, period, input.now, currentSources());
  await writeClosedPeriod(ctx.db, { start: period.start, end: period.end, percent: input.percent, closedAt: input.now }, allocation);
}

/** One estimate per request and writer: the dashboard's fields ask for it more than once. */
const estimates = new WeakMap<object, Map<string, ReturnType<typeof writerEstimate>>>();

function estimateFor(ctx: ServiceContext, writerId: string, now: number) {
  let perRequest = estimates.get(ctx.loaders);
  if (!perRequest) estimates.set(ctx.loaders, (perRequest = new Map()));
  const key = `${writerId}:${monthOf(now).start}`;
  let estimate = perRequest.get(key);
  if (!estimate) perRequest.set(key, (estimate = writerEstimate(deps(ctx), writerId, now, currentSources())));
  return estimate;
}

/** The current month so far for one writer, computed the way closing will (an estimate). */
async function writerEstimate(deps: EarningsDeps, writerId: string, now: number, sources: EarningsSources = currentSources()) {
  const period = monthOf(now);
  const readers = await readersOfWriterInPeriod(deps.ctx.db, writerId, period.start, period.end);
  if (readers.length === 0) return { period, stories: [] as StoryMonth[], cents: 0, state: 'EARNING' as EarningState };
  const allocation = await allocatePeriod(deps, period, now, sources, new Set(readers));
  const stories = allocation.stories
    .filter((s) => s.writerId === writerId)
    .map((s) => ({ ...s, periodStart: period.start }))
    .sort((a, b) => b.cents - a.cents || (a.postId < b.postId ? -1 : 1));
  const writer = allocation.writers.find((w) => w.writerId === writerId);
  return { period, stories, cents: writer?.cents ?? 0, state: writer?.state ?? ('EARNING' as EarningState) };
}

function monthly(periodStart: number, cents: number, state: EarningState, isEstimate: boolean) {
  return {
    periodStart,
    month: monthKey(periodStart),
    amount: cents,
    withheldAmount: state === 'WITHHELD' || state === 'LIMITED' ? cents : 0,
    forfeitedAmount: state === 'FORFEITED' ? cents : 0,
    isEstimate,
  };
}

function deps(ctx: ServiceContext): EarningsDeps {
  return { ctx, percent: ctx.config.partnerSharePercent };
}

async function storyRows(ctx: ServiceContext, stories: StoryMonth[]) {
  const posts = await Promise.all(stories.map((s) => ctx.loaders.postById.load(s.postId)));
  return stories.map((s, i) => {
    const post: PostModel | null = posts[i] ?? null;
    const live = post && post.deletedAt === null ? post : null;
    return { postId: s.postId, title: post?.title || 'Untitled story', post: live, memberReadingTime: s.engagedMs, amount: s.cents, state: s.state };
  });
}

/** The signed-in writer's earnings: the dashboard's numbers. Another writer's are never reachable from here. */
/** The share of each member's fee, in percent, that goes to the writers they read (this instance's setting). */
export function partnerSharePercent(ctx: ServiceContext): number {
  return ctx.config.partnerSharePercent;
}

export async function viewerPartnerEarnings(ctx: ServiceContext) {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const sources = currentSources();
  const now = ctx.now();
  const current = monthOf(now);
  const enrolled = (await sources.enrolledWriterIds(ctx, { ids: [viewer.id] })).has(viewer.id);
  const lifetimeByState = await writerLifetime(ctx.db, viewer.id);
  const estimate = await estimateFor(ctx, viewer.id, now);
  const [last] = await closedMonths(ctx, viewer.id, now, 2);
  return {
    isEnrolled: enrolled,
    currency: EARNINGS_CURRENCY,
    thisMonth: monthly(current.start, estimate.cents, estimate.state, true),
    lastMonth: last!,
    lifetime: [...lifetimeByState.values()].reduce((a, b) => a + b, 0),
    lifetimePayable: lifetimeByState.get('EARNING') ?? 0,
    // Resolved by the fields below, with their arguments.
    months: [],
    stories: [],
  };
}

/** The viewer's closed months before the current one (count − 1 of them), oldest first, months without earnings included. */
async function closedMonths(ctx: ServiceContext, writerId: string, now: number, count: number) {
  const from = monthFrom(now, -(count - 1)).start;
  const rows = new Map((await writerMonths(ctx.db, writerId, from)).map((m) => [m.periodStart, m]));
  const out = [];
  for (let offset = -(count - 1); offset < 0; offset++) {
    const start = monthFrom(now, offset).start;
    const row = rows.get(start);
    out.push(monthly(start, row?.cents ?? 0, row?.state ?? 'EARNING', false));
  }
  return out;
}

/** The viewer's last `count` months, oldest first, ending with the current month's estimate. */
export async function viewerEarningsMonths(ctx: ServiceContext, { count }: { count: number | null | undefined }) {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const now = ctx.now();
  const n = Math.min(MONTHS_MAX, Math.max(1, count ?? MONTHS_SHOWN));
  const closed = n > 1 ? await closedMonths(ctx, viewer.id, now, n) : [];
  const estimate = await estimateFor(ctx, viewer.id, now);
  return [...closed, monthly(monthOf(now).start, estimate.cents, estimate.state, true)];
}

/** The viewer's stories that earned in a month ("2026-11"; the previous month by default), most first. */
export async function viewerEarningsStories(ctx: ServiceContext, { month }: { month: string | null | undefined }) {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const now = ctx.now();
  const start = month ? parseMonthKey(month) : monthFrom(now, -1).start;
  if (start === null || start > monthOf(now).start) return [];
  if (start === monthOf(now).start) return storyRows(ctx, (await estimateFor(ctx, viewer.id, now)).stories);
  return storyRows(ctx, await writerStoriesInPeriod(ctx.db, viewer.id, start));
}

/** A story's earnings by month: its writer, or staff; anyone else (and an unknown story) gets NotFound. */
export async function storyEarningsAudit(ctx: ServiceContext, { postId }: { postId: string }) {
  const notFound = { __typename: 'NotFound' as const, message: STORY_EARNINGS_NOT_FOUND };
  const viewer = ctx.viewer;
  if (!viewer || !/^[0-9a-f]{12}$/.test(postId)) return notFound;
  const post = await ctx.loaders.postById.load(postId);
  if (!post || (post.creatorId !== viewer.id && !viewer.isStaff)) return notFound;
  const now = ctx.now();
  const closed = await storyMonths(ctx.db, postId);
  const estimate = await estimateFor(ctx, post.creatorId, now);
  const current = estimate.stories.find((s) => s.postId === postId);
  const periods = [...(current ? [{ ...current, isEstimate: true }] : []), ...closed.map((s) => ({ ...s, isEstimate: false }))];
  return {
    __typename: 'StoryEarningsAudit' as const,
    postId,
    title: post.title || 'Untitled story',
    currency: EARNINGS_CURRENCY,
    lifetime: closed.reduce((sum, s) => sum + s.cents, 0),
    periods: periods.map((p) => ({
      periodStart: p.periodStart,
      month: monthKey(p.periodStart),
      memberCount: p.memberCount,
      memberReadingTime: p.engagedMs,
      amount: p.cents,
      state: p.state,
      isEstimate: p.isEstimate,
    })),
  };
}
