import { describe, expect, it } from 'vitest';
import { safeEmbedSrc, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    '  https://example.com/padded  ',
  ])('allows %s', (href) => {
    expect(safeHref(href)).toBe(href.trim());
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '/relative/path',
    '//evil.example.com',
    '#anchor',
    'example.com',
    'http:example.com',
    'http://',
    'mailto:',
    'https://exa mple.com',
    'https://example.com/a\u2028b',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref(42)).toBeNull();
    expect(safeHref({ toString: () => 'https://x.com' })).toBeNull();
  });

  it('refuses absurdly long hrefs', () => {
    expect(safeHref(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('safeEmbedSrc', () => {
  it('allows only our own frame pages, never an outside page', () => {
    expect(safeEmbedSrc('/media/frame/a1b2c3d4e5f6')).toBe('/media/frame/a1b2c3d4e5f6');
    expect(safeEmbedSrc('https://www.youtube-nocookie.com/embed/x')).toBeNull();
    expect(safeEmbedSrc('https://evil.example/')).toBeNull();
    expect(safeEmbedSrc('http://example.com/embed')).toBeNull();
    expect(safeEmbedSrc('mailto:a@b.c')).toBeNull();
    expect(safeEmbedSrc('javascript:alert(1)')).toBeNull();
  });
});
