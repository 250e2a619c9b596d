import { describe, expect, it } from 'vitest';
import { countLabel, formatCount, listOf, monthName, monthNameOf, pluralWord } from './intl';

describe('Intl formatting in one place', () => {
  it('names months short and long from Intl, in UTC', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(monthName(8, 'long')).toBe('September');
    // The last millisecond of January in UTC is January wherever the machine is.
    expect(monthNameOf(Date.UTC(2026, 1, 1) - 1, 'long')).toBe('January');
  });

  it('picks the singular for 1 only, as the spec writes counts', () => {
    expect(countLabel(1, 'response', 'responses')).toBe('1 response');
    expect(countLabel(2, 'response', 'responses')).toBe('2 responses');
    expect(countLabel(0, 'response', 'responses')).toBe('0 responses');
    expect(countLabel(1234, 'story', 'stories', formatCount(1234))).toBe('1,234 stories');
    expect(pluralWord(1, 'person', 'people')).toBe('person');
    expect(pluralWord(3, 'person', 'people')).toBe('people');
  });

  it('joins lists with and (serial comma) or with or (none)', () => {
    expect(listOf(['Ada', 'Grace'])).toBe('Ada and Grace');
    expect(listOf(['Ada', 'Grace', '2 others'])).toBe('Ada, Grace, and 2 others');
    expect(listOf(['Google', 'Facebook', 'Apple'], 'or')).toBe('Google, Facebook or Apple');
    expect(listOf(['Google'], 'or')).toBe('Google');
    expect(listOf([], 'or')).toBe('');
  });
});
