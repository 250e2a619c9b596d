/** Rules, limits and messages of the social graph (follow, mute, block, report), shared by server and client. */
import { picklist } from 'valibot';
import { passes } from './schema';
import { countLabel } from '../format/intl';

/** Spec 2 §8 and spec 1 §8, verbatim where the spec gives them. */
export const RELATION_MESSAGES = {
  followSelf: (productName: string) => `You cannot follow yourself on ${productName}`,
  alreadyFollowing: (name: string, productName: string) => `You're already following ${name} on ${productName}`,
  blockedYou: 'This user had blocked you from following them or viewing their stories.',
  youBlocked: (name: string) => `You have blocked ${name}. Unblock them to follow them.`,
  muteSelf: 'You cannot mute yourself.',
  muteOwnCollection: 'You cannot mute a publication you edit.',
  blockSelf: 'You cannot block yourself.',
  reportSelf: 'You cannot report yourself.',
  notYourself: 'You can only block or report people for your own account.',
  userNotFound: 'User not found',
  collectionNotFound: 'Publication not found',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
  badReason: 'Choose a reason for the report.',
  /** The follow button's toast when a follow failed for another reason (spec 2 §8). */
  followRetry: "Sorry, that didn't work. Click Follow on the page below to try again.",
  /** The retryable error toast (spec 2 §8; the spelling is the spec's). */
  retryableError: 'An error occured. Please try again or contact our support team for help.',
  blocked: 'Successfully blocked user.',
  unblocked: 'Successfully unblocked user.',
  reported: 'Successfully reported user.',
  muted: (name: string) => `${name} has been muted.`,
  unmuted: (name: string) => `${name} has been unmuted.`,
  linkCopied: 'Copied',
} as const;

export const REPORT_REASONS = ['spam', 'harassment', 'rules', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads in the report dialog. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  rules: 'Another violation of the rules',
  other: 'Something else',
};

export const reportReasonSchema = picklist(REPORT_REASONS);

export function isReportReason(value: unknown): value is ReportReason {
  return passes(reportReasonSchema, value);
}

export interface RelationRateWindow {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * Attempts one account may make (every attempt counts, refused ones too). Far above a reader's pace — a
 * reader following everyone in a "Follows" list stays well inside — and low enough to stop a script.
 */
export const RELATION_RATE_LIMITS: Record<'follow' | 'mute' | 'block' | 'report', RelationRateWindow[]> = {
  follow: [
    { limit: 60, windowMs: MINUTE },
    { limit: 500, windowMs: HOUR },
  ],
  mute: [
    { limit: 30, windowMs: MINUTE },
    { limit: 200, windowMs: HOUR },
  ],
  block: [
    { limit: 30, windowMs: MINUTE },
    { limit: 200, windowMs: HOUR },
  ],
  report: [
    { limit: 10, windowMs: MINUTE },
    { limit: 50, windowMs: HOUR },
  ],
};

/** Lists of people and publications (followers, following, muted, blocked) load this many at a time. */
export const RELATION_PAGE_SIZE = 20;
export const MAX_RELATION_PAGE_SIZE = 50;

/** The hover card shows a follower count without a last story only from this many followers (spec 2 §9). */
export const HOVER_CARD_MIN_FOLLOWERS = 100;
/** The hover card opens after the pointer rests this long on a name (spec 2 §9). */
export const HOVER_CARD_DELAY_MS = 500;
/** The "Copied" confirmation of Copy link (spec 2 §4). */
export const COPY_CONFIRMATION_MS = 2000;

/** 'N Followers' ('1 Follower'), shortened with K and M (spec 2 §9). */
export function followerCountLabel(count: number): string {
  return countLabel(count, 'Follower', 'Followers', shortCount(count));
}

/** Numbers shortened with K and M (spec 2 §9): 950, 1.2K, 12K, 1.2M. */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${trimmed(n / 1000)}K`;
  return `${trimmed(n / 1_000_000)}M`;
}

function trimmed(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}
