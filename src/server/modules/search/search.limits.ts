import { SEARCH_MESSAGES, SEARCH_RATE_LIMITS } from '../../../shared/validation/search';
import type { ServiceContext } from '../../core';
import { inTurn, isStatementTimeout, withStatementTimeout } from '../../db/dialect';
import type { Executor } from '../../db';
import { expectedRefusal } from '../../graphql/refusal';
import { consumeAttempt } from '../../security';

/** A search still running after this long is stopped: PostgreSQL cancels its statement, and no search starts another. */
export const SEARCH_DEADLINE_MS = 500;

const TOO_MANY_AT_ONCE = expectedRefusal(SEARCH_MESSAGES.tooManyAtOnce, 'TOO_MANY_REQUESTS');
const TOO_MANY_FROM_ADDRESS = expectedRefusal(SEARCH_MESSAGES.tooMany, 'TOO_MANY_REQUESTS');
const TOO_LONG = expectedRefusal(SEARCH_MESSAGES.tooLong, 'SEARCH_TIMEOUT');

/**
 * Counts one search against the request's budget and the address's rate, and refuses it (a GraphQL error
 * on its field, the other fields still answer) once either is spent.
 */
export async function admitSearch(ctx: ServiceContext): Promise<void> {
  ctx.budget.searches += 1;
  if (ctx.budget.searches > SEARCH_RATE_LIMITS.perRequest) throw TOO_MANY_AT_ONCE;
  const { perMinute, perHour } = ctx.config.searchRate;
  const verdict = await consumeAttempt(
    ctx.deps.rateLimits,
    `search:ip:${ctx.request.ip}`,
    [
      { limit: perMinute, windowMs: 60_000 },
      { limit: perHour, windowMs: 3_600_000 },
    ],
    ctx.now(),
  );
  if (!verdict.ok) throw TOO_MANY_FROM_ADDRESS;
}

/**
 * Admits a search the reader asked for, then runs it in its turn (on SQLite, one search at a time, other
 * requests served between two) against a deadline that starts with the turn.
 */
export async function runSearch<T>(ctx: ServiceContext, search: (deadline: SearchDeadline) => Promise<T>): Promise<T> {
  await admitSearch(ctx);
  return inTurn(ctx.db, () => search(searchDeadline()));
}

/** The moment a search must be done by, measured on the process's own clock. */
export interface SearchDeadline {
  remainingMs(): number;
  passed(): boolean;
}

export function searchDeadline(ms = SEARCH_DEADLINE_MS): SearchDeadline {
  const end = performance.now() + ms;
  return {
    remainingMs: () => end - performance.now(),
    passed: () => performance.now() >= end,
  };
}

/** Runs one query of the index within what is left of the deadline; a cancelled statement is the reader's clear error. */
export async function withinDeadline<T>(db: Executor, deadline: SearchDeadline, run: (db: Executor) => Promise<T>): Promise<T> {
  if (deadline.passed()) throw TOO_LONG;
  try {
    return await withStatementTimeout(db, deadline.remainingMs(), run);
  } catch (error) {
    if (isStatementTimeout(error)) throw TOO_LONG;
    throw error;
  }
}
