import { describe, expect, it } from 'vitest';
import { markupTree, sliceMarkups, usableMarkups } from './markups';
import type { MarkupNode } from './markups';
import type { Markup } from './model';

/** Serialises a tree as pseudo-HTML to keep expectations readable. */
function show(nodes: MarkupNode[]): string {
  return nodes
    .map((n) => (n.kind === 'text' ? n.text : `<${n.markup.type}>${show(n.children)}</${n.markup.type}>`))
    .join('');
}

const m = (type: Markup['type'], start: number, end: number, extra: Partial<Markup> = {}): Markup => ({
  type,
  start,
  end,
  ...extra,
});

describe('usableMarkups', () => {
  it('drops markups missing type, start or end, or out of range', () => {
    const text = 'hello world';
    const good = m('EM', 0, 5);
    const input: unknown[] = [
      good,
      { start: 0, end: 2 },
      { type: 'EM', end: 2 },
      { type: 'EM', start: 0 },
      { type: 'BLINK', start: 0, end: 2 },
      m('EM', -1, 2),
      m('EM', 3, 3),
      m('EM', 4, 2),
      m('EM', 0, 12),
      m('EM', 0.5, 2),
      null,
      'EM',
    ];
    expect(usableMarkups(text, input)).toEqual([good]);
    expect(usableMarkups(text, undefined)).toEqual([]);
  });
});

describe('sliceMarkups', () => {
  it('clips and shifts', () => {
    expect(sliceMarkups([m('EM', 0, 5), m('STRONG', 6, 9), m('CODE', 2, 3)], 3, 8)).toEqual([
      m('EM', 0, 2),
      m('STRONG', 3, 5),
    ]);
  });
});

describe('markupTree', () => {
  it('returns plain text as one segment', () => {
    expect(markupTree('plain', [])).toEqual([{ kind: 'text', text: 'plain', start: 0, end: 5 }]);
  });

  it('returns nothing for empty text', () => {
    expect(markupTree('', [])).toEqual([]);
  });

  it('wraps simple ranges', () => {
    expect(show(markupTree('one two three', [m('STRONG', 4, 7)]))).toBe('one <STRONG>two</STRONG> three');
  });

  it('nests by markup order regardless of input order', () => {
    const text = 'abcdef';
    const expected = '<A>ab<STRONG>cd</STRONG>ef</A>';
    expect(show(markupTree(text, [m('STRONG', 2, 4), m('A', 0, 6, { href: 'https://x.com' })]))).toBe(expected);
    expect(show(markupTree(text, [m('A', 0, 6, { href: 'https://x.com' }), m('STRONG', 2, 4)]))).toBe(expected);
  });

  it('keeps the outer type outside even when the inner range is larger', () => {
    expect(show(markupTree('abcdef', [m('EM', 0, 6), m('STRONG', 2, 4)]))).toBe('<EM>ab</EM><STRONG><EM>cd</EM></STRONG><EM>ef</EM>');
  });

  it('splits inner runs that cross an outer boundary', () => {
    expect(show(markupTree('abcdef', [m('EM', 1, 5), m('A', 3, 6, { href: 'https://x.com' })]))).toBe(
      'a<EM>bc</EM><A><EM>de</EM>f</A>',
    );
  });

  it('puts highlights outside links, links outside emphasis', () => {
    const text = 'abcdefgh';
    const tree = markupTree(text, [m('EM', 0, 8), m('A', 2, 6, { href: 'https://x.com' }), m('HIGHLIGHT', 4, 8)]);
    expect(show(tree)).toBe('<EM>ab</EM><A><EM>cd</EM></A><HIGHLIGHT><A><EM>ef</EM></A><EM>gh</EM></HIGHLIGHT>');
  });

  it('merges equal and touching runs of the same type', () => {
    expect(show(markupTree('abcdef', [m('STRONG', 0, 3), m('STRONG', 0, 3)]))).toBe('<STRONG>abc</STRONG>def');
    expect(show(markupTree('abcdef', [m('STRONG', 0, 3), m('STRONG', 3, 6)]))).toBe('<STRONG>abcdef</STRONG>');
    expect(show(markupTree('abcdef', [m('STRONG', 0, 4), m('STRONG', 2, 6)]))).toBe('<STRONG>abcdef</STRONG>');
  });

  it('never nests a link inside a link', () => {
    const tree = markupTree('abcdef', [m('A', 0, 4, { href: 'https://a.com' }), m('A', 2, 6, { href: 'https://b.com' })]);
    expect(show(tree)).toBe('<A>abcd</A><A>ef</A>');
    const second = tree[1];
    expect(second?.kind === 'markup' && second.markup.href).toBe('https://b.com');
  });

  it('keeps touching links to different targets apart', () => {
    expect(
      show(markupTree('abcd', [m('A', 0, 2, { href: 'https://a.com' }), m('A', 2, 4, { href: 'https://b.com' })])),
    ).toBe('<A>ab</A><A>cd</A>');
  });

  it('records offsets on every node', () => {
    const [before, strong, after] = markupTree('one two three', [m('STRONG', 4, 7)]);
    expect(before).toMatchObject({ start: 0, end: 4 });
    expect(strong).toMatchObject({ start: 4, end: 7 });
    expect(after).toMatchObject({ start: 7, end: 13 });
  });

  it('covers every character exactly once', () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    const markups = [m('EM', 0, 20), m('CODE', 4, 9), m('QUOTE', 10, 30), m('STRONG', 15, 44 - 1), m('A', 35, 43, { href: 'https://x.com' })];
    const flatten = (nodes: MarkupNode[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : flatten(n.children))).join('');
    expect(flatten(markupTree(text, markups))).toBe(text);
  });

  it('ignores unusable markups', () => {
    expect(show(markupTree('abc', [{ type: 'STRONG', start: 0 }, m('EM', 1, 99)]))).toBe('abc');
  });
});
