/** Rules, limits and messages of claps (stories and lists), shared by server and client. */
import { integer, maxValue, minValue, notValue, number, pipe } from 'valibot';
import { passes } from './schema';
import { shortCount } from './relations';
import { countLabel } from '../format/intl';

/** A reader gives a story or a list at most this many claps, in as many taps as they like. */
export const MAX_CLAPS_PER_READER = 50;

/** What a target can be clapped for: a story, or a list. */
export type ClapTargetKind = 'post' | 'catalog';

export const CLAP_MESSAGES = {
  ownStory: 'You can’t clap for your own story.',
  ownList: 'You can’t clap for your own list.',
  youBlocked: (name: string) => `You have blocked ${name}. Unblock them to clap for their work.`,
  blockedYou: 'This user had blocked you from following them or viewing their stories.',
  membersOnly: 'Only members can clap for this story. Become a member to read it in full and clap.',
  notPublished: 'You can clap for a story once it is published.',
  storyNotFound: 'Story not found',
  listNotFound: 'List not found',
  badCount: `Claps come ${MAX_CLAPS_PER_READER} at most at a time, and never 0.`,
  notYou: 'You can only clap for your own account.',
  tooMany: 'You’re clapping very fast. Wait a moment and try again.',
  /** The bubble over the button once the reader has given all their claps. */
  capReached: `${MAX_CLAPS_PER_READER} claps is the most you can give.`,
  /** The toast when the claps could not be saved (they are taken back from the count). */
  notSaved: 'Your claps were not saved. Please try again.',
  undone: 'Your claps were taken back.',
  notLoaded: 'The clappers could not be loaded. Please try again.',
} as const;

export interface ClapRateWindow {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * Attempts one account may make. The client sends a burst of taps as one call once the reader pauses (about
 * a second), so a reader clapping through a whole feed stays far inside; a script does not.
 */
export const CLAP_RATE_LIMITS: ClapRateWindow[] = [
  { limit: 60, windowMs: MINUTE },
  { limit: 600, windowMs: HOUR },
];

/** The client sends the taps of a burst once the reader has paused this long. */
export const CLAP_BURST_PAUSE_MS = 1000;

/** Clappers lists load this many people at a time. */
export const CLAPPERS_PAGE_SIZE = 20;
export const MAX_CLAPPERS_PAGE_SIZE = 50;

/** Totals whose crossing is a milestone for the author: these, then every thousand. */
const FIRST_MILESTONES = [10, 50, 100, 250, 500, 1000] as const;
const MILESTONE_STEP = 1000;

/** The highest milestone at or below `total` (0 when none). */
export function milestoneAtOrBelow(total: number): number {
  if (total >= MILESTONE_STEP) return Math.floor(total / MILESTONE_STEP) * MILESTONE_STEP;
  let reached = 0;
  for (const milestone of FIRST_MILESTONES) if (milestone <= total) reached = milestone;
  return reached;
}

/**
 * The milestone a change of the total from `before` to `after` crosses going up, or null: the highest one,
 * so a burst that passes 10 and 50 at once is one milestone (50), not two notifications.
 */
export function milestoneCrossed(before: number, after: number): number | null {
  if (after <= before) return null;
  const reached = milestoneAtOrBelow(after);
  return reached > before ? reached : null;
}

/** A reader's claps after adding `delta` (negative takes claps back): never below 0 nor above the cap. */
export function clampClaps(current: number, delta: number): number {
  return Math.min(MAX_CLAPS_PER_READER, Math.max(0, current + delta));
}

/** A count of claps a client may send in one call: a whole number, not 0, at most the cap either way. */
export const clapDeltaSchema = pipe(
  number(),
  integer(),
  notValue(0),
  minValue(-MAX_CLAPS_PER_READER),
  maxValue(MAX_CLAPS_PER_READER),
);

export function isValidClapDelta(n: number): boolean {
  return passes(clapDeltaSchema, n);
}

/** '1 clap', '12 claps', '1.2K claps' (numbers shortened with K and M). */
export function clapsLabel(count: number): string {
  return countLabel(count, 'clap', 'claps', shortCount(count));
}
