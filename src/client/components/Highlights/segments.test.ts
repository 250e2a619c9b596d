import { describe, expect, it } from 'vitest';
import { placeMenu } from './menu-position';
import { placeLabels, segmentsFor, type HighlightQuote } from './segments';

const paragraph = { name: 'p1', text: 'The sea keeps time by the Moon, and the tide turns twice a day.' };
const quote = (id: string, userId: string, start: number, end: number, extra: Partial<HighlightQuote> = {}): HighlightQuote => ({
  id,
  userId,
  user: userId === 'anon' ? null : { id: userId, name: userId },
  users: [],
  startOffset: start,
  endOffset: end,
  text: paragraph.text.slice(start, end),
  count: 1,
  paragraphs: [paragraph],
  ...extra,
});

describe('painted segments', () => {
  it('merge the viewer’s highlight with a top highlight within a character, labelled for the viewer', () => {
    const segments = segmentsFor([quote('q1', 'me', 4, 13), quote('top', 'anon', 14, 30, { count: 3 })], 'me');
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ start: 4, end: 30, own: true, label: 'You highlighted' });
    const apart = segmentsFor([quote('top', 'anon', 14, 30, { count: 3, users: [{ id: 'a', name: 'Ann' }] })], 'me');
    expect(apart[0]).toMatchObject({ own: false, label: 'Ann and 2 others' });
    expect(segmentsFor([quote('top', 'anon', 14, 30, { count: 3 })], null)[0]!.label).toBe('Top highlight');
  });
});

describe('margin labels', () => {
  it('keep their highlight’s top unless the label above is in the way', () => {
    expect(placeLabels([0, 10, 100, 110, 120], 24)).toEqual([0, 24, 100, 124, 148]);
  });
});

describe('menu placement', () => {
  const viewport = { width: 390, height: 800, scrollX: 0, scrollY: 1000, topInset: 56 };
  it('stays on screen at the edges and goes below when there is no room above', () => {
    const atLeft = placeMenu({ top: 400, bottom: 420, left: 0, width: 20 }, { width: 300, height: 44 }, viewport, false);
    expect(atLeft).toEqual({ top: 1000 + 400 - 10 - 44, left: 8, below: false });
    const atRight = placeMenu({ top: 400, bottom: 420, left: 370, width: 20 }, { width: 300, height: 44 }, viewport, false);
    expect(atRight.left).toBe(390 - 300 - 8);
    expect(placeMenu({ top: 70, bottom: 90, left: 100, width: 50 }, { width: 200, height: 44 }, viewport, false).below).toBe(true);
    expect(placeMenu({ top: 400, bottom: 420, left: 100, width: 50 }, { width: 200, height: 44 }, viewport, true)).toMatchObject({ top: 1430, below: true });
  });
});
