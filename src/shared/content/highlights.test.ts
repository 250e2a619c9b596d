import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attribution, checkSelection, locateQuote, mergeHighlights, quoteContext, quotedText, storySpans, type StoredQuote } from './highlights';
import { shareText } from '../validation/highlights';

const paragraphs = [
  { name: 'a', text: 'The sea keeps time by the Moon.' },
  { name: 'b', text: 'Sailors learned to read it.' },
  { name: 'c', text: 'Nobody could explain why.' },
];

function stored(names: string[], start: number, end: number, texts = paragraphs): StoredQuote {
  const check = checkSelection(texts, { paragraphNames: names, startOffset: start, endOffset: end });
  if (!check.ok) throw new Error('bad selection');
  return { paragraphNames: names, startOffset: start, endOffset: end, text: check.text, paragraphTexts: check.paragraphs.map((p) => p.text) };
}

describe('selections', () => {
  it('need paragraphs in order, offsets within them and some text', () => {
    expect(checkSelection(paragraphs, { paragraphNames: ['a'], startOffset: 4, endOffset: 7 })).toMatchObject({ ok: true, text: 'sea' });
    expect(checkSelection(paragraphs, { paragraphNames: ['a', 'b'], startOffset: 26, endOffset: 7 })).toMatchObject({ ok: true, text: 'Moon.\nSailors' });
    expect(checkSelection(paragraphs, { paragraphNames: ['a', 'c'], startOffset: 0, endOffset: 3 }).ok).toBe(false);
    expect(checkSelection(paragraphs, { paragraphNames: ['a'], startOffset: 7, endOffset: 7 }).ok).toBe(false);
    expect(checkSelection(paragraphs, { paragraphNames: ['a'], startOffset: 3, endOffset: 4 }).ok).toBe(false);
    expect(checkSelection(paragraphs, { paragraphNames: ['a'], startOffset: 0, endOffset: 99 }).ok).toBe(false);
    expect(checkSelection(paragraphs, { paragraphNames: [], startOffset: 0, endOffset: 1 }).ok).toBe(false);
  });
});

describe('highlights across versions', () => {
  it('stay, move with their words, or are dropped', () => {
    const quote = stored(['b'], 0, 7); // "Sailors"
    expect(locateQuote(quote, paragraphs)).toEqual({ paragraphNames: ['b'], startOffset: 0, endOffset: 7 });
    const edited = [paragraphs[0]!, { name: 'b', text: 'Long ago, Sailors learned.' }, paragraphs[2]!];
    expect(locateQuote(quote, edited)).toEqual({ paragraphNames: ['b'], startOffset: 10, endOffset: 17 });
    expect(locateQuote(quote, [paragraphs[0]!, { name: 'b', text: 'Mariners learned.' }])).toBeNull();
    expect(locateQuote(quote, [paragraphs[0]!])).toBeNull();
    const across = stored(['a', 'b'], 26, 7);
    expect(locateQuote(across, [{ name: 'a', text: 'Now: by the Moon.' }, paragraphs[1]!])).toEqual({ paragraphNames: ['a', 'b'], startOffset: 12, endOffset: 7 });
    expect(locateQuote(across, [{ name: 'a', text: 'By the Sun.' }, paragraphs[1]!])).toBeNull();
  });

  const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'c', '.'), minLength: 1, maxLength: 40 });

  it('are never placed over other words (property)', () => {
    fc.assert(
      fc.property(text, text, fc.nat(), fc.nat(), (before, after, s, l) => {
        const start = s % before.length;
        const end = Math.min(before.length, start + 1 + (l % before.length));
        const quote: StoredQuote = { paragraphNames: ['p'], startOffset: start, endOffset: end, text: before.slice(start, end), paragraphTexts: [before] };
        if (quote.text.trim() === '') return;
        const placed = locateQuote(quote, [{ name: 'p', text: after }]);
        if (placed) expect(quotedText([{ name: 'p', text: after }], placed.startOffset, placed.endOffset)).toBe(quote.text);
        else expect(after.includes(quote.text)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('follow their words when text is added before them (property)', () => {
    fc.assert(
      fc.property(text, text, (paragraph, added) => {
        const quote: StoredQuote = { paragraphNames: ['p'], startOffset: 0, endOffset: paragraph.length, text: paragraph, paragraphTexts: [paragraph] };
        if (paragraph.trim() === '') return;
        const placed = locateQuote(quote, [{ name: 'p', text: added + paragraph }]);
        expect(placed && quotedText([{ name: 'p', text: added + paragraph }], placed.startOffset, placed.endOffset)).toBe(paragraph);
      }),
      { numRuns: 200 },
    );
  });
});

describe('merging', () => {
  it('joins highlights within one character of each other (property)', () => {
    const range = fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 30 })).map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 20 }), (ranges) => {
        const groups = mergeHighlights(ranges);
        expect(groups.reduce((n, g) => n + g.members.length, 0)).toBe(ranges.length);
        for (const group of groups) for (const m of group.members) expect(m.start >= group.start && m.end <= group.end).toBe(true);
        for (let i = 1; i < groups.length; i++) expect(groups[i]!.start - groups[i - 1]!.end).toBeGreaterThan(1);
      }),
      { numRuns: 200 },
    );
  });

  it('never joins across paragraphs that merely touch', () => {
    const spans = storySpans(paragraphs);
    const endOfA = spans.toSpan({ paragraphNames: ['a'], startOffset: 20, endOffset: paragraphs[0]!.text.length })!;
    const startOfB = spans.toSpan({ paragraphNames: ['b'], startOffset: 0, endOffset: 7 })!;
    expect(mergeHighlights([endOfA, startOfB])).toHaveLength(2);
    expect(spans.toAnchor({ start: endOfA.start, end: startOfB.end })).toEqual({ paragraphNames: ['a', 'b'], startOffset: 20, endOffset: 7 });
  });
});

describe('attribution', () => {
  it('reads as the spec words it', () => {
    expect(attribution({ own: true, names: ['Ann'], othersCount: 3 })).toBe('You highlighted');
    expect(attribution({ own: false, names: [], othersCount: 4 })).toBe('Top highlight');
    expect(attribution({ own: false, names: ['Ann', 'Ben'], othersCount: 0 })).toBe('Ann and Ben');
    expect(attribution({ own: false, names: ['Ann', 'Ben'], othersCount: 3 })).toBe('Ann, Ben, and 3 others');
    expect(attribution({ own: false, names: ['Ann', 'Ben', 'Cy'], othersCount: 0 })).toBe('Ann, Ben, and 1 other');
    expect(attribution({ own: false, names: ['Ann'], othersCount: 0 })).toBe('Ann highlighted');
  });
});

describe('context and sharing', () => {
  it('shows up to 100 characters each side, cut at a word', () => {
    const text = `${'word '.repeat(30)}PASSAGE${' more'.repeat(30)}`;
    const at = text.indexOf('PASSAGE');
    const context = quoteContext([{ name: 'p', text }], at, at + 7);
    expect(context.before.length).toBeLessThanOrEqual(100);
    expect(context.before.startsWith('word')).toBe(true);
    expect(context.after.length).toBeLessThanOrEqual(100);
    expect(context.after.endsWith('more')).toBe(true);
    expect(context).toMatchObject({ cutBefore: true, cutAfter: true });
    expect(quoteContext([{ name: 'p', text: 'a PASSAGE b' }], 2, 9)).toEqual({ before: 'a ', after: ' b', cutBefore: false, cutAfter: false });
  });

  it('cuts share text at 185 characters plus an ellipsis', () => {
    expect(shareText('short')).toBe('short');
    expect(shareText('x'.repeat(185))).toBe('x'.repeat(185));
    expect(shareText('x'.repeat(186))).toBe(`${'x'.repeat(185)}…`);
  });
});
