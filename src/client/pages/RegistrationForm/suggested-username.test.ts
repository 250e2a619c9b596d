import { describe, expect, it } from 'vitest';
import { suggestedUsername } from './suggested-username';

describe('suggestedUsername', () => {
  it('keeps lowercase letters and digits, dropping accents, spaces and punctuation', () => {
    expect(suggestedUsername('Ada Lovelace')).toBe('adalovelace');
    expect(suggestedUsername('Émile Zola-Jr. 2')).toBe('emilezolajr2');
  });

  it('pads short names and leaves room for a suffix on long ones', () => {
    expect(suggestedUsername('Al')).toBe('readeral');
    expect(suggestedUsername('x'.repeat(40))).toHaveLength(25);
  });

  it('offers nothing for a name without a usable letter', () => {
    expect(suggestedUsername('   ')).toBe('');
    expect(suggestedUsername('李')).toBe('');
  });
});
