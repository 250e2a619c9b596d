import { MAX_PREFIX_TERMS, MAX_QUERY_LENGTH, MAX_QUERY_WORDS, MAX_WORD_LENGTH, MIN_PREFIX_LENGTH } from '../validation/search';

/** One thing to look for: a word, or several words that must stand together (a phrase in quotes). */
export interface SearchTerm {
  /** Letters and digits only, lower case: nothing here can be read as search-engine syntax. */
  words: string[];
  /** The last word may be the beginning of a longer one (`run*`, or the word being typed). */
  prefix: boolean;
  /** `-word`: leave out what contains it. */
  negated: boolean;
}

export interface ParsedQuery {
  terms: SearchTerm[];
}

const WORD = /[\p{L}\p{N}]+/gu;
// A quoted phrase, or a run of anything but spaces and quotes; a lone quote with no partner is just a quote.
const TOKEN = /(-?)"([^"]*)"|(-?)([^\s"]+)/g;

function wordsOf(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).filter((word) => word.length <= MAX_WORD_LENGTH);
}

const termKey = (term: SearchTerm) => `${term.negated ? '-' : ''}${term.words.join(' ')}${term.prefix ? '*' : ''}`;

/**
 * What a search costs grows with its words and most with its beginnings, so a query is trimmed, never
 * refused (a long query still finds what its first words find): a repeated term counts once, at most
 * MAX_QUERY_WORDS words are read, a beginning shorter than MIN_PREFIX_LENGTH is a whole word, and only
 * the last MAX_PREFIX_TERMS beginnings stay beginnings.
 */
function bounded(terms: SearchTerm[]): SearchTerm[] {
  let prefixes = 0;
  const shaped = terms
    .map((term) => ({ ...term, prefix: term.prefix && (term.words.at(-1)?.length ?? 0) >= MIN_PREFIX_LENGTH }))
    .reverse()
    .map((term) => (term.prefix && ++prefixes > MAX_PREFIX_TERMS ? { ...term, prefix: false } : term))
    .reverse();
  const kept: SearchTerm[] = [];
  const seen = new Set<string>();
  let words = 0;
  for (const term of shaped) {
    const key = termKey(term);
    if (seen.has(key)) continue;
    const room = MAX_QUERY_WORDS - words;
    if (room <= 0) break;
    const cut = term.words.length > room ? { ...term, words: term.words.slice(0, room), prefix: false } : term;
    seen.add(key);
    kept.push(cut);
    words += cut.words.length;
  }
  return kept;
}

/**
 * Reads what a reader typed: words, "exact phrases", `prefix*` and `-excluded` words. Everything else
 * (operators, brackets, stray quotes, `NEAR(`, colons) is punctuation between words and never reaches a
 * search engine. `asYouType` treats the last word as the beginning of a word still being typed.
 */
export function parseSearchQuery(input: string, options: { asYouType?: boolean } = {}): ParsedQuery {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const terms: SearchTerm[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const quoted = match[2] !== undefined;
    const negated = (quoted ? match[1] : match[3]) === '-';
    const raw = quoted ? (match[2] ?? '') : (match[4] ?? '');
    const words = wordsOf(raw);
    if (words.length === 0) continue;
    if (quoted) {
      terms.push({ words, prefix: false, negated });
    } else {
      // `state-of-the-art` or `e.mail` are several words, each on its own, as the index splits them.
      const starred = /\*$/.test(raw);
      words.forEach((word, i) => terms.push({ words: [word], prefix: starred && i === words.length - 1, negated }));
    }
  }
  const last = terms[terms.length - 1];
  if (options.asYouType && last && !last.negated && !/[\s"]$/.test(text)) last.prefix = true;
  return { terms: bounded(terms) };
}

/** Whether a query can match anything: it needs at least one word that is not excluded. */
export function isSearchable(query: ParsedQuery): boolean {
  return query.terms.some((t) => !t.negated);
}

/** The query as the reader would retype it, for the field and for cache keys: one space between terms. */
export function normalizeQueryText(input: string): string {
  return input.slice(0, MAX_QUERY_LENGTH).replace(/\s+/g, ' ').trim();
}
