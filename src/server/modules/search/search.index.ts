import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db';
import { dialectOf } from '../../db/dialect';
import type { ParsedQuery } from '../../../shared/search/query';
import { MATCH_END, MATCH_START } from '../../../shared/search/highlight';
import type { EntityKind } from './search.documents';
import { toFts5, toTsquery } from './search.syntax';

/**
 * The one place that knows how each database searches. SQLite: FTS5 tables with porter stemming, bm25
 * weighted title 10, subtitle 4, body 1. PostgreSQL: weighted tsvectors under GIN indexes, ts_rank_cd with
 * A 1.0, B 0.4, C 0.1. Both answer the same questions; the service ranks and pages the answers.
 *
 * The candidates of a common word are bounded: no database ranks every story that says "the". They are
 * the union of the newest `limit` matches in the title or subtitle and the newest `limit` matches
 * anywhere; only those are ranked.
 */
export interface StoryCandidate {
  docId: number;
  postId: string;
  publishedAt: number;
  textRank: number;
  /** The title or subtitle matches (ranked well above a match in the body alone). */
  inHeadline: boolean;
  claps: number;
}

export interface EntityCandidate {
  refId: string;
  popularity: number;
  textRank: number;
}

/** Title and snippet of a result, the matched words between MATCH_START and MATCH_END. */
export interface MarkedExcerpt {
  title: string;
  snippet: string;
}

export interface StoryCandidateOptions {
  collectionId: string | null;
  limit: number;
}

export interface SearchIndex {
  storyCandidates(db: Executor, query: ParsedQuery, options: StoryCandidateOptions): Promise<StoryCandidate[]>;
  storyExcerpts(db: Executor, query: ParsedQuery, docIds: readonly number[]): Promise<Map<number, MarkedExcerpt>>;
  entityCandidates(db: Executor, kind: EntityKind, query: ParsedQuery, limit: number): Promise<EntityCandidate[]>;
}

export function searchIndexFor(db: Executor): SearchIndex {
  return dialectOf(db) === 'postgres' ? postgresIndex : sqliteIndex;
}

const SNIPPET_WORDS = 28;

interface CandidateRow {
  doc_id: number;
  post_id: string;
  published_at: number;
  text_rank: number;
  in_headline: boolean | number;
  claps: number | string | null;
}

function toStoryCandidate(r: CandidateRow): StoryCandidate {
  return {
    docId: Number(r.doc_id),
    postId: r.post_id,
    publishedAt: Number(r.published_at),
    textRank: Number(r.text_rank),
    inHeadline: Boolean(r.in_headline),
    claps: Number(r.claps ?? 0),
  };
}

/** A candidate's clap count, the one thing its ranking needs from outside the index. */
const CLAPS_OF_CANDIDATE = sql`LEFT JOIN clap_counts c ON c.target_type = 'post' AND c.target_id = s.post_id`;

const sqliteIndex: SearchIndex = {
  async storyCandidates(db, query, { collectionId, limit }) {
    const match = toFts5(query);
    if (!match) return [];
    const inCollection = collectionId === null ? sql`` : sql`AND s.collection_id = ${collectionId}`;
    // FTS5 reads matches in document order (documents are numbered as stories are first indexed), newest
    // first, and stops at the limit: each arm is a bounded scan.
    const arm = (expression: string) => sql`
      SELECT * FROM (SELECT f.rowid AS doc_id FROM search_posts_fts f JOIN search_posts s ON s.doc_id = f.rowid
        WHERE f.search_posts_fts MATCH ${expression} ${inCollection} ORDER BY f.rowid DESC LIMIT ${limit})`;
    // A marker in the highlighted title or subtitle says the words matched there.
    const { rows } = await sql<CandidateRow>`
      SELECT s.doc_id, s.post_id, s.published_at, -bm25(search_posts_fts, 10.0, 4.0, 1.0) AS text_rank,
        instr(highlight(search_posts_fts, 0, ${MATCH_START}, '') || highlight(search_posts_fts, 1, ${MATCH_START}, ''), ${MATCH_START}) > 0 AS in_headline,
        c.clap_count AS claps
      FROM search_posts_fts JOIN search_posts s ON s.doc_id = search_posts_fts.rowid ${CLAPS_OF_CANDIDATE}
      WHERE search_posts_fts MATCH ${match} AND search_posts_fts.rowid IN (
        ${arm(`{title subtitle} : (${match})`)}
        UNION ${arm(match)}
      )`.execute(db);
    return rows.map(toStoryCandidate);
  },

  async storyExcerpts(db, query, docIds) {
    const match = toFts5(query);
    const found = new Map<number, MarkedExcerpt>();
    if (!match || docIds.length === 0) return found;
    const { rows } = await sql<{ doc_id: number; title: string; snippet: string }>`
      SELECT rowid AS doc_id,
        highlight(search_posts_fts, 0, ${MATCH_START}, ${MATCH_END}) AS title,
        snippet(search_posts_fts, 2, ${MATCH_START}, ${MATCH_END}, '…', ${SNIPPET_WORDS}) AS snippet
      FROM search_posts_fts WHERE search_posts_fts MATCH ${match} AND rowid IN (${sql.join(docIds)})`.execute(db);
    for (const r of rows) found.set(Number(r.doc_id), { title: r.title ?? '', snippet: r.snippet ?? '' });
    return found;
  },

  async entityCandidates(db, kind, query, limit) {
    const match = toFts5(query);
    if (!match) return [];
    const expression = `kind : "${kind}" AND {name detail body} : (${match})`;
    const { rows } = await sql<{ ref_id: string; popularity: number; text_rank: number }>`
      SELECT e.ref_id, e.popularity, -bm25(search_entities_fts, 0.0, 10.0, 6.0, 1.0) AS text_rank
      FROM search_entities_fts JOIN search_entities e ON e.doc_id = search_entities_fts.rowid
      WHERE search_entities_fts MATCH ${expression} ORDER BY search_entities_fts.rowid DESC LIMIT ${limit}`.execute(db);
    return rows.map((r) => ({ refId: r.ref_id, popularity: Number(r.popularity), textRank: Number(r.text_rank) }));
  },
};

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=${SNIPPET_WORDS}, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/** The words a story's headline must hold for the query to match it: every word of a wanted term but a beginning. */
function requiredWords(query: ParsedQuery): string[] {
  return query.terms.filter((t) => !t.negated).flatMap((t) => (t.prefix ? t.words.slice(0, -1) : t.words));
}

/**
 * How the title-or-subtitle arm finds its newest matches on PostgreSQL. With a word the headline must hold,
 * it reads that word's range of `search_headline_words` (migration 0036) newest first: when that word is the
 * whole query, the range is the answer (200 entries read for 200 kept, at any size); otherwise each entry's
 * headline is tested against the whole query. A query with no such word (only beginnings, only stop words)
 * walks `published_at` as before.
 */
async function headlineArm(db: Executor, query: ParsedQuery, q: RawBuilder<unknown>, limit: number) {
  const words = requiredWords(query);
  if (words.length > 0) {
    const { rows } = await sql<{ lexemes: string[] }>`
      SELECT tsvector_to_array(to_tsvector('english', w)) AS lexemes FROM unnest(${words}::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n`.execute(db);
    const first = rows.findIndex((r) => r.lexemes.length > 0);
    if (first >= 0) {
      const lexeme = rows[first]!.lexemes[0]!;
      const wholeQuery = query.terms.length === 1 && words.length === 1 && rows[0]!.lexemes.length === 1;
      return wholeQuery
        ? sql`SELECT doc_id FROM search_headline_words WHERE lexeme = ${lexeme} ORDER BY published_at DESC, doc_id DESC LIMIT ${limit}`
        : sql`SELECT w.doc_id FROM search_headline_words w JOIN search_posts h ON h.doc_id = w.doc_id
            WHERE w.lexeme = ${lexeme} AND h.headline @@ ${q} ORDER BY w.published_at DESC, w.doc_id DESC LIMIT ${limit}`;
    }
  }
  return sql`SELECT doc_id FROM search_posts WHERE headline @@ ${q} ORDER BY published_at DESC LIMIT ${limit}`;
}

const postgresIndex: SearchIndex = {
  async storyCandidates(db, query, { collectionId, limit }) {
    const text = toTsquery(query);
    if (!text) return [];
    const q = sql`to_tsquery('english', ${text})`;
    const inCollection = collectionId === null ? sql`` : sql`AND collection_id = ${collectionId}`;
    // A publication's stories are few: both arms read its own index. Across the site, the headline arm
    // reads the word's own date-ordered range (above); the document arm walks the published_at index and
    // stops after `limit` matches for a common word (most stories that say it in the body are near each
    // other in time), and takes the GIN bitmap and sorts the few rows for a rare one. The union is
    // materialized first and joined on the key, so the outer plan never depends on the size of the table;
    // only the union is ranked.
    const headline =
      collectionId === null
        ? await headlineArm(db, query, q, limit)
        : sql`SELECT doc_id FROM search_posts WHERE headline @@ ${q} ${inCollection} ORDER BY published_at DESC LIMIT ${limit}`;
    const { rows } = await sql<CandidateRow>`
      WITH candidate AS MATERIALIZED (
        (${headline})
        UNION (SELECT doc_id FROM search_posts WHERE document @@ ${q} ${inCollection} ORDER BY published_at DESC LIMIT ${limit})
      )
      SELECT s.doc_id, s.post_id, s.published_at, ts_rank_cd('{0.1, 0.1, 0.4, 1.0}', s.document, ${q}, 1) AS text_rank,
        s.headline @@ ${q} AS in_headline, c.clap_count AS claps
      FROM candidate JOIN search_posts s ON s.doc_id = candidate.doc_id ${CLAPS_OF_CANDIDATE}
      WHERE s.document @@ ${q}`.execute(db);
    return rows.map(toStoryCandidate);
  },

  async storyExcerpts(db, query, docIds) {
    const text = toTsquery(query);
    const found = new Map<number, MarkedExcerpt>();
    if (!text || docIds.length === 0) return found;
    const q = sql`to_tsquery('english', ${text})`;
    const { rows } = await sql<{ doc_id: number; title: string; snippet: string }>`
      SELECT doc_id, ts_headline('english', title, ${q}, ${TITLE_OPTIONS}) AS title,
        ts_headline('english', body, ${q}, ${HEADLINE_OPTIONS}) AS snippet
      FROM search_posts WHERE doc_id IN (${sql.join(docIds)})`.execute(db);
    for (const r of rows) found.set(Number(r.doc_id), { title: r.title ?? '', snippet: r.snippet ?? '' });
    return found;
  },

  async entityCandidates(db, kind, query, limit) {
    const text = toTsquery(query);
    if (!text) return [];
    const q = sql`to_tsquery('english', ${text})`;
    const { rows } = await sql<{ ref_id: string; popularity: number; text_rank: number }>`
      SELECT ref_id, popularity, ts_rank_cd('{0.1, 0.1, 0.4, 1.0}', document, ${q}, 1) AS text_rank
      FROM search_entities WHERE kind = ${kind} AND document @@ ${q} LIMIT ${limit}`.execute(db);
    return rows.map((r) => ({ refId: r.ref_id, popularity: Number(r.popularity), textRank: Number(r.text_rank) }));
  },
};
