import type { Selectable } from 'kysely';
import type { QuoteType } from '../../../shared/validation/highlights';
import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { QuotesTable } from '../../db/schema.generated';

export interface QuoteRow {
  id: string;
  postId: string;
  userId: string;
  version: number;
  quoteType: QuoteType;
  paragraphNames: string[];
  startOffset: number;
  endOffset: number;
  text: string;
  paragraphTexts: string[];
  createdAt: number;
}

function toQuote(row: Selectable<QuotesTable>): QuoteRow {
  return {
    id: row.id,
    postId: row.post_id,
    userId: row.user_id,
    version: Number(row.version),
    quoteType: row.quote_type as QuoteType,
    paragraphNames: JSON.parse(row.paragraph_names) as string[],
    startOffset: Number(row.start_offset),
    endOffset: Number(row.end_offset),
    text: row.text,
    paragraphTexts: JSON.parse(row.paragraph_texts) as string[],
    createdAt: Number(row.created_at),
  };
}

export async function insertQuote(db: Executor, quote: QuoteRow): Promise<void> {
  await db
    .insertInto('quotes')
    .values({
      id: quote.id,
      post_id: quote.postId,
      user_id: quote.userId,
      version: quote.version,
      quote_type: quote.quoteType,
      paragraph_names: JSON.stringify(quote.paragraphNames),
      start_offset: quote.startOffset,
      end_offset: quote.endOffset,
      text: quote.text,
      paragraph_texts: JSON.stringify(quote.paragraphTexts),
      created_at: quote.createdAt,
    })
    .execute();
}

/** Deletes a quote if it is still there; true when this call removed it. */
export async function deleteQuoteRow(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('quotes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function quoteById(db: Executor, id: string): Promise<QuoteRow | null> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toQuote(row) : null;
}

/** Several quotes in one query, by id. */
export async function quotesByIds(db: Executor, ids: readonly string[]): Promise<Map<string, QuoteRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('quotes').selectAll().where('id', 'in', [...ids]).execute();
  return new Map(rows.map((row) => [row.id, toQuote(row)]));
}

/**
 * The highlights of a story, newest first: one reader's, or everyone's up to `limit` (top highlights are
 * computed from the newest ones, so a story with a great many stays cheap to show).
 */
export async function highlightsOfPost(db: Executor, postId: string, options: { userId?: string; limit?: number } = {}): Promise<QuoteRow[]> {
  let query = db.selectFrom('quotes').selectAll().where('post_id', '=', postId).where('quote_type', '=', 'HIGHLIGHT');
  if (options.userId) query = query.where('user_id', '=', options.userId);
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(toQuote);
}

export interface QuoteCursor {
  createdAt: number;
  id: string;
}

/** A reader's highlights, newest first, keyset-paged on (created_at, id). */
export async function highlightsOfUser(db: Executor, userId: string, limit: number, after: QuoteCursor | null): Promise<QuoteRow[]> {
  let query = db.selectFrom('quotes').selectAll().where('user_id', '=', userId).where('quote_type', '=', 'HIGHLIGHT');
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map(toQuote);
}

/** How many highlights one reader has in one story. */
export async function highlightCount(db: Executor, postId: string, userId: string): Promise<number> {
  const row = await highlightCountQuery.executeTakeFirst(db, postId, userId);
  return Number(row?.n ?? 0);
}

// Asked on every signed-in story page (whether the reader's highlights need the application at load).
const highlightCountQuery = preparedQuery((db, postId: string, userId: string) =>
  db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .where('quote_type', '=', 'HIGHLIGHT'),
);

/** One reader's newest highlight in one story, or null when they have none. */
export async function newestHighlight(db: Executor, postId: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('quotes')
    .select('id')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .where('quote_type', '=', 'HIGHLIGHT')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
