import { describe, expect, it } from 'vitest';
import { usernameFromName } from './username';

describe('usernameFromName', () => {
  it('keeps lowercase letters and digits, dropping accents, spaces and punctuation', () => {
    expect(usernameFromName('Ada Lovelace')).toBe('adalovelace');
    expect(usernameFromName('Émile Zola-Jr. 2')).toBe('emilezolajr2');
  });

  it('pads short names and leaves room for a suffix on long ones', () => {
    expect(usernameFromName('Al')).toBe('readeral');
    expect(usernameFromName('x'.repeat(40))).toHaveLength(25);
  });

  it('offers nothing for a name without a usable letter', () => {
    expect(usernameFromName('   ')).toBe('');
    expect(usernameFromName('李')).toBe('');
  });
});
