import type { ParsedQuery, SearchTerm } from '../../../shared/search/query';

/*
 * The parsed query written in each engine's syntax. Every word is letters and digits only (see
 * `parseSearchQuery`) and is written quoted, so nothing a reader types is read as an operator.
 */

function fts5Term(term: SearchTerm): string {
  return `"${term.words.join(' ')}"${term.prefix ? '*' : ''}`;
}

/** An FTS5 MATCH expression, or null when nothing positive is left to look for. */
export function toFts5(query: ParsedQuery): string | null {
  const wanted = query.terms.filter((t) => !t.negated).map(fts5Term);
  if (wanted.length === 0) return null;
  const excluded = query.terms.filter((t) => t.negated).map(fts5Term);
  const positive = wanted.length === 1 ? wanted[0]! : `(${wanted.join(' AND ')})`;
  return excluded.length ? `${positive} NOT ${excluded.length === 1 ? excluded[0] : `(${excluded.join(' OR ')})`}` : positive;
}

function tsqueryTerm(term: SearchTerm): string {
  const lexemes = term.words.map((word, i) => `'${word}'${term.prefix && i === term.words.length - 1 ? ':*' : ''}`);
  return lexemes.length === 1 ? lexemes[0]! : `(${lexemes.join(' <-> ')})`;
}

/**
 * A `to_tsquery` string. `websearch_to_tsquery` reads quotes and minus signs itself but cannot say "a word
 * beginning with", which as-you-type needs; the query is parsed once in shared code and written here.
 */
export function toTsquery(query: ParsedQuery): string | null {
  const wanted = query.terms.filter((t) => !t.negated).map(tsqueryTerm);
  if (wanted.length === 0) return null;
  const excluded = query.terms.filter((t) => t.negated).map((t) => `!${tsqueryTerm(t)}`);
  return [...wanted, ...excluded].join(' & ');
}
