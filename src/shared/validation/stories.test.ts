import { describe, expect, it } from 'vitest';
import { isFocusPercent, isLicense, normalizeCanonicalUrl, normalizeTags, STORY_MESSAGES } from './stories';

describe('normalizeTags', () => {
  it('turns tags into slugs and keeps the display name', () => {
    expect(normalizeTags(['  Machine   Learning ', 'Poetry'])).toEqual({
      ok: true,
      tags: [
        { slug: 'machine-learning', name: 'Machine Learning' },
        { slug: 'poetry', name: 'Poetry' },
      ],
    });
  });

  it('drops blanks and duplicates by slug', () => {
    const check = normalizeTags(['Poetry', 'poetry', '', '  ', 'POETRY!']);
    expect(check).toEqual({ ok: true, tags: [{ slug: 'poetry', name: 'Poetry' }] });
  });

  it('refuses more than 5 tags in the spec’s words', () => {
    expect(normalizeTags(['a', 'b', 'c', 'd', 'e'])).toMatchObject({ ok: true });
    expect(normalizeTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ ok: false, message: 'You can add up to 5 tags.' });
  });

  it('lets a story have no tags', () => {
    expect(normalizeTags([])).toEqual({ ok: true, tags: [] });
    expect(normalizeTags(['  '])).toEqual({ ok: true, tags: [] });
  });

  it('refuses tags without letters or digits, and overlong tags', () => {
    expect(normalizeTags(['!!!'])).toEqual({ ok: false, message: STORY_MESSAGES.tagNeedsLetters });
    expect(normalizeTags(['x'.repeat(41)])).toEqual({ ok: false, message: STORY_MESSAGES.tagTooLong });
  });
});

describe('normalizeCanonicalUrl', () => {
  it('accepts http and https addresses and treats blank as none', () => {
    expect(normalizeCanonicalUrl('https://example.com/a')).toEqual({ ok: true, url: 'https://example.com/a' });
    expect(normalizeCanonicalUrl(' http://example.com ')).toEqual({ ok: true, url: 'http://example.com/' });
    expect(normalizeCanonicalUrl('')).toEqual({ ok: true, url: null });
    expect(normalizeCanonicalUrl(null)).toEqual({ ok: true, url: null });
  });

  it('refuses other protocols and relative addresses', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', '/p/abc', 'example.com', 'mailto:a@b.c']) {
      expect(normalizeCanonicalUrl(bad)).toEqual({ ok: false });
    }
  });
});

describe('licenses and focus points', () => {
  it('knows the spec’s licenses only', () => {
    expect(isLicense('CC_40_BY_SA')).toBe(true);
    expect(isLicense('MIT')).toBe(false);
  });

  it('accepts focus percentages from 0 to 100', () => {
    expect([0, 50, 100, null, undefined].every(isFocusPercent)).toBe(true);
    expect([-1, 101, Number.NaN].some(isFocusPercent)).toBe(false);
  });
});

describe('story setting schemas', () => {
  it('canonical links: blank is none, else a full http(s) address, normalised', async () => {
    const { normalizeCanonicalUrl, canonicalUrlSchema, STORY_MESSAGES } = await import('./stories');
    const { verdict } = await import('./schema');
    expect(normalizeCanonicalUrl('  ')).toEqual({ ok: true, url: null });
    expect(normalizeCanonicalUrl(' https://example.com ')).toEqual({ ok: true, url: 'https://example.com/' });
    for (const bad of ['javascript:alert(1)', 'ftp://x.test', 'example.com', `https://x.test/${'a'.repeat(2000)}`]) {
      expect(normalizeCanonicalUrl(bad), bad).toEqual({ ok: false });
      expect(verdict(canonicalUrlSchema, bad)).toEqual({ ok: false, message: 'The canonical link must be a full http or https address.' });
    }
    expect(STORY_MESSAGES.badCanonicalUrl).toBe('The canonical link must be a full http or https address.');
  });

  it('licenses and focus points', async () => {
    const { isLicense, isFocusPercent } = await import('./stories');
    expect(isLicense('ALL_RIGHTS_RESERVED')).toBe(true);
    expect(isLicense('MINE')).toBe(false);
    expect([null, undefined, 0, 50.5, 100].every(isFocusPercent)).toBe(true);
    expect([-1, 101, Number.NaN, Infinity].some(isFocusPercent)).toBe(false);
  });
});
