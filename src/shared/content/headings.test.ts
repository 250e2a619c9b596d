import { describe, expect, it } from 'vitest';
import { promoteHeadings } from './headings';
import type { Paragraph, ParagraphType } from './model';

const para = (type: ParagraphType, text = type): Paragraph => ({ name: text, type, text, markups: [] });
const types = (ps: Paragraph[]) => ps.map((p) => p.type);

describe('promoteHeadings', () => {
  it('turns a leading H3 into the title and the H4 after it into the subtitle', () => {
    expect(types(promoteHeadings([para('H3'), para('H4'), para('P')]))).toEqual(['TITLE', 'SUBTITLE', 'P']);
  });

  it('accepts a leading H2 as the title', () => {
    expect(types(promoteHeadings([para('H2'), para('P')]))).toEqual(['TITLE', 'P']);
  });

  it('turns an H4 before the title into the kicker', () => {
    expect(types(promoteHeadings([para('H4'), para('H3'), para('H4'), para('P')]))).toEqual([
      'KICKER',
      'TITLE',
      'SUBTITLE',
      'P',
    ]);
  });

  it('leaves bodies that do not start with a heading alone', () => {
    expect(types(promoteHeadings([para('P'), para('H3'), para('H4')]))).toEqual(['P', 'H3', 'H4']);
    expect(types(promoteHeadings([para('H4'), para('P')]))).toEqual(['H4', 'P']);
    expect(types(promoteHeadings([para('H1'), para('H4')]))).toEqual(['H1', 'H4']);
  });

  it('only promotes the leading headings', () => {
    expect(types(promoteHeadings([para('H3'), para('P'), para('H3'), para('H4')]))).toEqual([
      'TITLE',
      'P',
      'H3',
      'H4',
    ]);
  });

  it('does not mutate its input', () => {
    const input = [para('H3'), para('H4')];
    promoteHeadings(input);
    expect(types(input)).toEqual(['H3', 'H4']);
  });

  it('handles an empty body', () => {
    expect(promoteHeadings([])).toEqual([]);
  });
});
