import { describe, expect, it } from 'vitest';
import {
  BIO_MAX_LENGTH,
  DEFAULT_STYLE_SHEET,
  PROFILE_MESSAGES,
  RESERVED_USERNAMES,
  checkBio,
  checkStyleSheet,
  checkUsername,
  colorSpectrum,
  isValidColor,
  normalizeColor,
} from './profile';

describe('usernames', () => {
  it('are 3 to 30 lowercase letters, digits or underscores, compared without case', () => {
    expect(checkUsername('  @Ada_Lovelace ')).toEqual({ ok: true, username: 'ada_lovelace' });
    for (const bad of ['ab', 'a'.repeat(31), 'has space', 'dash-ed', 'dot.ted', 'émile', '']) {
      expect(checkUsername(bad), bad).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameFormat });
    }
  });

  it('may not be a word an address of Quire starts with', () => {
    for (const word of ['me', 'settings', 'search', 'tag', 'topic', 'membership', 'new_story', 'newstory', 'feed', 'admin', 'quire']) {
      if (word.length >= 3) expect(checkUsername(word), word).toEqual({ ok: false, message: PROFILE_MESSAGES.usernameReserved });
    }
    expect(RESERVED_USERNAMES.has('me')).toBe(true);
    expect(checkUsername('ada').ok).toBe(true);
  });
});

describe('bios', () => {
  it('are one trimmed line of at most 160 characters as people count them', () => {
    expect(checkBio('  Writes\n about   things. ')).toEqual({ ok: true, bio: 'Writes about   things.' });
    expect(checkBio('x'.repeat(BIO_MAX_LENGTH)).ok).toBe(true);
    expect(checkBio('😀'.repeat(BIO_MAX_LENGTH)).ok).toBe(true);
    expect(checkBio('x'.repeat(BIO_MAX_LENGTH + 1))).toEqual({ ok: false, message: PROFILE_MESSAGES.bioTooLong });
    expect(checkBio('hidden\u202Etext')).toEqual({ ok: false, message: PROFILE_MESSAGES.bioHiddenCharacters });
  });
});

describe('colours', () => {
  it('are valid hex or rgb()/rgba() strings (spec 2 §5), stored in one form', () => {
    for (const good of ['#fff', '#FFFF', '#1a8917', '#1a8917cc', 'rgb(26, 137, 23)', 'rgba(26,137,23,0.5)', 'RGBA(100%, 0%, 0%, 50%)']) {
      expect(isValidColor(good), good).toBe(true);
    }
    for (const bad of ['green', '#12', '#12345', 'rgba(256, 0, 0, 1)', 'rgba(0, 0, 0, 1.5)', 'rgb(1, 2)', 'url(x)', '#fff; x: y', '']) {
      expect(isValidColor(bad), bad).toBe(false);
    }
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
    expect(normalizeColor('rgba(26, 137, 23, 1)')).toBe('#1a8917');
    expect(normalizeColor('#1a891780')).toBe('rgba(26, 137, 23, 0.502)');
  });

  it('keep text readable: light backgrounds, accents that stand out from them', () => {
    expect(checkStyleSheet({ accentColor: '#6b3fa0', backgroundColor: '#f7f4ed' })).toMatchObject({ ok: true });
    expect(checkStyleSheet({ backgroundColor: '#333333' })).toMatchObject({ ok: false, field: 'backgroundColor' });
    expect(checkStyleSheet({ accentColor: '#f0f0f0' })).toMatchObject({ ok: false, field: 'accentColor' });
    expect(checkStyleSheet({ font1: 'COMIC_SANS' })).toMatchObject({ ok: false, field: 'font1', message: PROFILE_MESSAGES.fontInvalid });
    expect(checkStyleSheet({}, DEFAULT_STYLE_SHEET)).toMatchObject({ ok: true, values: { font1: DEFAULT_STYLE_SHEET.font1, accentColor: DEFAULT_STYLE_SHEET.accentColor } });
  });

  it('spread from the background to the accent in colour points', () => {
    expect(colorSpectrum('#000000', '#ffffff', 3)).toEqual([
      { color: '#ffffff', point: 0 },
      { color: '#808080', point: 0.5 },
      { color: '#000000', point: 1 },
    ]);
  });
});

describe('style sheet schema', () => {
  it('answers with the first field at fault, in the form’s order, and the values over the current ones', () => {
    expect(checkStyleSheet({ font3: 'COMIC_SANS', accentColor: 'nope' })).toEqual({ ok: false, field: 'font3', message: 'Please choose one of the fonts offered.' });
    expect(checkStyleSheet({ accentColor: 'nope', backgroundColor: 'nope' })).toEqual({
      ok: false,
      field: 'accentColor',
      message: 'The accent colour must be a colour such as #1a8917 or rgba(26, 137, 23, 1).',
    });
    expect(checkStyleSheet({ backgroundColor: '#333333' })).toEqual({ ok: false, field: 'backgroundColor', message: 'The background colour must be light enough for text to stay readable.' });
    expect(checkStyleSheet({ accentColor: '#F0F0F0' })).toEqual({ ok: false, field: 'accentColor', message: 'The accent colour must stand out from the background.' });
    expect(checkStyleSheet({ font1: 'SERIF_2', accentColor: 'RGB(30, 90, 168)', backgroundColor: null })).toEqual({
      ok: true,
      values: { ...DEFAULT_STYLE_SHEET, font1: 'SERIF_2', accentColor: '#1e5aa8' },
    });
  });
});
