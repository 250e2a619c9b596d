import { monthStart, nextMonthStart, type MeterState } from '../../../shared/validation/meter';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db';
import type { GraphQLContext, ServiceContext } from '../../graphql/context';
import { hasMeterRead, insertMeterRead, meterReadPostIds, takeFromAllowance, usedThisMonth } from './meter.repo';

/** What the meter needs of a request: the reader, the database, and (in a request) the app's clock and config. */
export type MeterContext = ServiceContext & Partial<Pick<GraphQLContext, 'deps'>>;

/** Why the reader gets the whole text without the meter (decided by the posts policy), or null. */
export type MeterFreeReason = 'open' | 'member' | 'friendLink' | 'crawler' | null;

export interface MeterDecision {
  state: MeterState;
  /** Whether this reader gets the whole text. */
  whole: boolean;
}

function clockOf(ctx: MeterContext): number {
  // Outside a request (a job), nothing is spent; the wall clock only tells the month of a peek.
  return ctx.deps?.now() ?? Date.now();
}

function allowanceOf(ctx: MeterContext): number {
  return ctx.deps?.config.meterFreeStories ?? 0;
}

export function meterAllowance(config: Pick<Config, 'meterFreeStories'>): number {
  return Math.max(0, Math.floor(config.meterFreeStories));
}

class AllowanceSpent extends Error {}

/**
 * Spends one story of the reader's month on this story, unless it was already read on the meter this month
 * (then it is free). True when the reader may read it in full on the meter.
 */
export async function spendMeter(db: Database, read: { userId: string; postId: string; now: number; allowance: number }): Promise<boolean> {
  if (read.allowance <= 0) return false;
  const month = monthStart(read.now);
  try {
    return await db.transaction().execute(async (trx) => {
      const fresh = await insertMeterRead(trx, { userId: read.userId, month, postId: read.postId, at: read.now });
      if (!fresh) return true;
      if (!(await takeFromAllowance(trx, read.userId, month, read.allowance))) throw new AllowanceSpent();
      return true;
    });
  } catch (error) {
    if (error instanceof AllowanceSpent) return false;
    throw error;
  }
}

/** One decision per request, reader and story: the story page asks several times (its page, its text). */
const decisions = new WeakMap<object, Map<string, Promise<MeterDecision>>>();

/**
 * How this reader gets a story. `free` says why the policy already gives the whole text; `spend` is true only
 * for a read that returns the text of one story (the story page, `post(id)`), never lists, cards or search.
 */
export function meterDecision(
  ctx: MeterContext,
  story: { id: string; locked: boolean },
  free: MeterFreeReason,
  spend: boolean,
): Promise<MeterDecision> {
  if (!story.locked) return Promise.resolve({ state: 'not_metered', whole: true });
  if (free === 'member') return Promise.resolve({ state: 'member', whole: true });
  // A Friend Link and a verified search engine read in full without the meter.
  if (free === 'friendLink' || free === 'crawler') return Promise.resolve({ state: 'not_metered', whole: true });
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve({ state: 'paywalled', whole: false });
  let perRequest = decisions.get(ctx.loaders);
  if (!perRequest) decisions.set(ctx.loaders, (perRequest = new Map()));
  const key = `${story.id}:${spend ? 'spend' : 'peek'}`;
  const spent = perRequest.get(`${story.id}:spend`);
  // Once this request has read the story on the meter, every later question in it gets the same answer.
  if (spent) return spent;
  let decision = perRequest.get(key);
  if (!decision) {
    decision = decide(ctx, viewer.id, story.id, spend);
    perRequest.set(key, decision);
  }
  return decision;
}

async function decide(ctx: MeterContext, userId: string, postId: string, spend: boolean): Promise<MeterDecision> {
  const allowance = allowanceOf(ctx);
  if (allowance <= 0) return { state: 'paywalled', whole: false };
  const now = clockOf(ctx);
  if (spend && ctx.deps) {
    const metered = await spendMeter(ctx.deps.db, { userId, postId, now, allowance });
    return metered ? { state: 'metered', whole: true } : { state: 'paywalled', whole: false };
  }
  // A peek (cards, the story's other parts) spends nothing: the story is whole if it was read on the meter.
  const month = monthStart(now);
  if (await hasMeterRead(ctx.db, userId, month, postId)) return { state: 'metered', whole: true };
  return { state: (await usedThisMonth(ctx.db, userId, month)) < allowance ? 'metered' : 'paywalled', whole: false };
}

/** Whether the reader read this story on the meter this month (its notes, highlights and claps follow the text). */
export async function readOnMeter(ctx: MeterContext, userId: string, postId: string): Promise<boolean> {
  if (allowanceOf(ctx) <= 0) return false;
  return hasMeterRead(ctx.db, userId, monthStart(clockOf(ctx)), postId);
}

export interface MeteringInfo {
  postIds: string[];
  freeStoriesPerMonth: number;
  remaining: number;
  resetsAt: number;
}

/** The reader's month on the meter. */
export async function meteringInfo(db: Executor, userId: string, now: number, allowance: number): Promise<MeteringInfo> {
  const month = monthStart(now);
  const [postIds, used] = await Promise.all([meterReadPostIds(db, userId, month), usedThisMonth(db, userId, month)]);
  return { postIds, freeStoriesPerMonth: allowance, remaining: Math.max(0, allowance - used), resetsAt: nextMonthStart(now) };
}
