import { monthStart, nextMonthStart, type MeterState } from '../../../shared/validation/meter';
import type { Config } from '../../config';
import type { ServiceContext } from '../../core';
import { deleteMeterRead, hasMeterRead, insertMeterRead, meterReadPostIds, takeFromAllowance, usedThisMonth } from './meter.repo';

/** Why the reader gets the whole text without the meter (decided by the posts policy), or null. */
export type MeterFreeReason = 'open' | 'member' | 'friendLink' | 'crawler' | null;

export interface MeterDecision {
  state: MeterState;
  /** Whether this reader gets the whole text. */
  whole: boolean;
}

function allowanceOf(ctx: ServiceContext): number {
  return ctx.config.meterFreeStories;
}

export function meterAllowance(config: Pick<Config, 'meterFreeStories'>): number {
  return Math.max(0, Math.floor(config.meterFreeStories));
}

/**
 * Spends one story of the reader's month on this story, unless it was already read on the meter this month
 * (then it is free). True when the reader may read it in full on the meter. The read is recorded first (of
 * concurrent reads of one story, one records it and the others find it), then taken from the allowance; a
 * read the allowance cannot pay for is taken back. It needs no transaction of its own, so it composes
 * inside the caller's.
 */
export async function spendMeter(ctx: ServiceContext, input: { userId: string; postId: string; now: number; allowance: number }): Promise<boolean> {
  if (input.allowance <= 0) return false;
  const month = monthStart(input.now);
  const fresh = await insertMeterRead(ctx.db, { userId: input.userId, month, postId: input.postId, at: input.now });
  if (!fresh) return true;
  if (await takeFromAllowance(ctx.db, input.userId, month, input.allowance)) return true;
  await deleteMeterRead(ctx.db, { userId: input.userId, month, postId: input.postId });
  return false;
}

/** One decision per request, reader and story: the story page asks several times (its page, its text). */
const decisions = new WeakMap<object, Map<string, Promise<MeterDecision>>>();

/**
 * How this reader gets a story. `free` says why the policy already gives the whole text; `spend` is true only
 * for a read that returns the text of one story (the story page, `post(id)`), never lists, cards or search.
 */
export function meterDecision(
  ctx: ServiceContext,
  input: { story: { id: string; locked: boolean }; free: MeterFreeReason; spend: boolean },
): Promise<MeterDecision> {
  const { story, free, spend } = input;
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

async function decide(ctx: ServiceContext, userId: string, postId: string, spend: boolean): Promise<MeterDecision> {
  const allowance = allowanceOf(ctx);
  if (allowance <= 0) return { state: 'paywalled', whole: false };
  const now = ctx.now();
  if (spend) {
    const metered = await spendMeter(ctx, { userId, postId, now, allowance });
    return metered ? { state: 'metered', whole: true } : { state: 'paywalled', whole: false };
  }
  // A peek (cards, the story's other parts) spends nothing: the story is whole if it was read on the meter.
  const month = monthStart(now);
  if (await hasMeterRead(ctx.db, userId, month, postId)) return { state: 'metered', whole: true };
  return { state: (await usedThisMonth(ctx.db, userId, month)) < allowance ? 'metered' : 'paywalled', whole: false };
}

/** Whether the reader read this story on the meter this month (its notes, highlights and claps follow the text). */
export async function readOnMeter(ctx: ServiceContext, input: { userId: string; postId: string }): Promise<boolean> {
  if (allowanceOf(ctx) <= 0) return false;
  return hasMeterRead(ctx.db, input.userId, monthStart(ctx.now()), input.postId);
}

export interface MeteringInfo {
  postIds: string[];
  freeStoriesPerMonth: number;
  remaining: number;
  resetsAt: number;
}

/** The reader's month on the meter. */
export async function meteringInfo(ctx: ServiceContext, input: { userId: string }): Promise<MeteringInfo> {
  const { userId } = input;
  const now = ctx.now();
  const allowance = meterAllowance(ctx.config);
  const month = monthStart(now);
  const [postIds, used] = await Promise.all([meterReadPostIds(ctx.db, userId, month), usedThisMonth(ctx.db, userId, month)]);
  return { postIds, freeStoriesPerMonth: allowance, remaining: Math.max(0, allowance - used), resetsAt: nextMonthStart(now) };
}
