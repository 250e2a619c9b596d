/**
 * Highlights over a story's paragraphs: the text a quote covers, whether a selection is valid, where a quote
 * made on an older version of the story lies now (or that it is gone), merging overlapping highlights, and
 * how a highlight is attributed. Offsets count UTF-16 code units of `Paragraph.text`, as the browser does.
 */
import { ANONYMOUS_QUOTE_USER_ID, ATTRIBUTION, HIGHLIGHT_MERGE_GAP, MAX_QUOTE_PARAGRAPHS, QUOTE_CONTEXT_CHARS } from '../validation/highlights';
import { countLabel, listOf } from '../format/intl';

export interface QuotedParagraph {
  name: string;
  text: string;
}

/** Where a quote lies: from `startOffset` in the first named paragraph to `endOffset` in the last. */
export interface QuoteAnchor {
  paragraphNames: string[];
  startOffset: number;
  endOffset: number;
}

/** A quote as stored: its anchor on the version it was made on, the text it covered and its paragraphs' text then. */
export interface StoredQuote extends QuoteAnchor {
  text: string;
  paragraphTexts: string[];
}

/** The text an anchor covers in these paragraphs (the spanned ones, first to last); paragraphs joined by a newline. */
export function quotedText(spanned: readonly QuotedParagraph[], startOffset: number, endOffset: number): string {
  if (spanned.length === 1) return spanned[0]!.text.slice(startOffset, endOffset);
  return spanned
    .map((p, i) => (i === 0 ? p.text.slice(startOffset) : i === spanned.length - 1 ? p.text.slice(0, endOffset) : p.text))
    .join('\n');
}

/** The paragraphs an anchor names, in order, when they follow one another in the story; otherwise null. */
export function spannedParagraphs<P extends QuotedParagraph>(paragraphs: readonly P[], names: readonly string[]): P[] | null {
  const first = paragraphs.findIndex((p) => p.name === names[0]);
  if (first < 0 || names.length === 0) return null;
  const spanned = paragraphs.slice(first, first + names.length);
  return spanned.length === names.length && spanned.every((p, i) => p.name === names[i]) ? spanned : null;
}

export type SelectionCheck<P> = { ok: true; paragraphs: P[]; text: string } | { ok: false };

/**
 * A selection may be highlighted when its paragraphs follow one another in the text the reader has, both
 * offsets lie within them, and it covers some visible text (spec 1 §5: both offsets found, length above zero).
 */
export function checkSelection<P extends QuotedParagraph>(paragraphs: readonly P[], anchor: QuoteAnchor): SelectionCheck<P> {
  const { paragraphNames: names, startOffset: start, endOffset: end } = anchor;
  if (names.length === 0 || names.length > MAX_QUOTE_PARAGRAPHS || new Set(names).size !== names.length) return { ok: false };
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < 0) return { ok: false };
  const spanned = spannedParagraphs(paragraphs, names);
  if (!spanned) return { ok: false };
  const first = spanned[0]!;
  const last = spanned[spanned.length - 1]!;
  if (start > first.text.length || end > last.text.length) return { ok: false };
  if (spanned.length === 1 && end <= start) return { ok: false };
  const text = quotedText(spanned, start, end);
  return text.trim() === '' ? { ok: false } : { ok: true, paragraphs: spanned, text };
}

/** Every index at which `needle` occurs in `haystack`. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/**
 * Where a stored quote lies in the current text. Paragraphs are followed by name: a quote stays where it was
 * when its text is still there, moves with it when the paragraph kept the passage elsewhere (the occurrence
 * nearest the old place), and is dropped (null) otherwise; never placed over different words.
 */
export function locateQuote(stored: StoredQuote, current: readonly QuotedParagraph[]): QuoteAnchor | null {
  const spanned = spannedParagraphs(current, stored.paragraphNames);
  if (!spanned) return null;
  const first = spanned[0]!;
  const last = spanned[spanned.length - 1]!;
  if (stored.startOffset <= first.text.length && stored.endOffset <= last.text.length) {
    if (quotedText(spanned, stored.startOffset, stored.endOffset) === stored.text && stored.text !== '') {
      return { paragraphNames: [...stored.paragraphNames], startOffset: stored.startOffset, endOffset: stored.endOffset };
    }
  }
  if (stored.text.trim() === '') return null;
  if (spanned.length === 1) {
    const at = occurrences(first.text, stored.text).sort(
      (a, b) => Math.abs(a - stored.startOffset) - Math.abs(b - stored.startOffset) || a - b,
    )[0];
    return at === undefined ? null : { paragraphNames: [first.name], startOffset: at, endOffset: at + stored.text.length };
  }
  // Across paragraphs: the first must end with the quote's head, the last begin with its tail, the middle ones unchanged.
  const parts = stored.text.split('\n');
  if (parts.length !== spanned.length) return null;
  const head = parts[0]!;
  const tail = parts[parts.length - 1]!;
  const middleKept = spanned.slice(1, -1).every((p, i) => p.text === parts[i + 1]);
  if (!middleKept || !first.text.endsWith(head) || !last.text.startsWith(tail)) return null;
  return { paragraphNames: [...stored.paragraphNames], startOffset: first.text.length - head.length, endOffset: tail.length };
}

/** A range over the whole story: paragraphs laid end to end with a gap wider than the merge distance between them. */
export interface StorySpan {
  start: number;
  end: number;
}

const PARAGRAPH_GAP = HIGHLIGHT_MERGE_GAP + 2;

/** Converts between anchors and story-wide spans for one version of the text. */
export function storySpans(paragraphs: readonly QuotedParagraph[]) {
  const starts = new Map<string, number>();
  const order: { name: string; start: number; length: number }[] = [];
  let at = 0;
  for (const p of paragraphs) {
    starts.set(p.name, at);
    order.push({ name: p.name, start: at, length: p.text.length });
    at += p.text.length + PARAGRAPH_GAP;
  }
  return {
    toSpan(anchor: QuoteAnchor): StorySpan | null {
      const from = starts.get(anchor.paragraphNames[0] ?? '');
      const to = starts.get(anchor.paragraphNames[anchor.paragraphNames.length - 1] ?? '');
      return from === undefined || to === undefined ? null : { start: from + anchor.startOffset, end: to + anchor.endOffset };
    },
    toAnchor(span: StorySpan): QuoteAnchor {
      const within = (pos: number) => order.findLast((p) => p.start <= pos) ?? order[0]!;
      const first = within(span.start);
      const last = within(span.end);
      const names = order.slice(order.indexOf(first), order.indexOf(last) + 1).map((p) => p.name);
      return {
        paragraphNames: names,
        startOffset: Math.min(span.start - first.start, first.length),
        endOffset: Math.min(span.end - last.start, last.length),
      };
    },
  };
}

export interface MergedGroup<T> extends StorySpan {
  members: T[];
}

/**
 * Groups highlights whose spans overlap or lie within `gap` characters of each other (spec 1 §5), in story
 * order; each group spans all of its members.
 */
export function mergeHighlights<T extends StorySpan>(items: readonly T[], gap = HIGHLIGHT_MERGE_GAP): MergedGroup<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const groups: MergedGroup<T>[] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && item.start - last.end <= gap) {
      last.end = Math.max(last.end, item.end);
      last.members.push(item);
    } else {
      groups.push({ start: item.start, end: item.end, members: [item] });
    }
  }
  return groups;
}

export interface AttributionFacts {
  /** The viewer highlighted (part of) this passage. */
  own: boolean;
  /** Names of the named readers who highlighted it (not the viewer). */
  names: readonly string[];
  /** Readers who highlighted it without being named (a top highlight's count, less the named ones). */
  othersCount: number;
}


/** 'You highlighted', 'Top highlight', 'A highlighted', 'A and B', 'A, B, and N others' (spec 1 §5). */
export function attribution({ own, names, othersCount }: AttributionFacts): string {
  if (own) return ATTRIBUTION.own;
  if (names.length === 0) return ATTRIBUTION.top;
  const shown = names.slice(0, 2);
  const others = names.length - shown.length + Math.max(0, othersCount);
  if (others === 0) return shown.length === 1 ? `${shown[0]} highlighted` : listOf(shown);
  return listOf([...shown, countLabel(others, 'other', 'others')]);
}

export const isTopHighlight = (quote: { userId: string }) => quote.userId === ANONYMOUS_QUOTE_USER_ID;

export interface QuoteContext {
  before: string;
  after: string;
  /** The paragraph goes on beyond the context shown. */
  cutBefore: boolean;
  cutAfter: boolean;
}

/** Up to 100 characters of the paragraph on each side of a highlight, cut at a word where one is near (spec 2 §9). */
export function quoteContext(spanned: readonly QuotedParagraph[], startOffset: number, endOffset: number, chars = QUOTE_CONTEXT_CHARS): QuoteContext {
  const firstText = spanned[0]?.text ?? '';
  const lastText = spanned[spanned.length - 1]?.text ?? '';
  const from = Math.max(0, startOffset - chars);
  let before = firstText.slice(from, startOffset);
  if (from > 0) before = before.replace(/^\S*\s/, (cut) => (cut.length < before.length / 2 ? '' : cut));
  const to = Math.min(lastText.length, endOffset + chars);
  let after = lastText.slice(endOffset, to);
  if (to < lastText.length) after = after.replace(/\s\S*$/, (cut) => (cut.length < after.length / 2 ? '' : cut));
  return { before, after, cutBefore: from > 0, cutAfter: to < lastText.length };
}
