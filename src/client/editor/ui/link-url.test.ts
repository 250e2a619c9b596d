import { describe, expect, it } from 'vitest';
import { LINK_PROTOCOL_MESSAGE, linkUrl, WEB_LINK_MESSAGE, webUrl } from './link-url';

describe('link fields', () => {
  it('accepts http, https and mailto as typed', () => {
    expect(linkUrl(' https://example.com/a?b=1 ')).toEqual({ ok: true, href: 'https://example.com/a?b=1' });
    expect(linkUrl('http://example.com')).toEqual({ ok: true, href: 'http://example.com' });
    expect(linkUrl('mailto:ada@example.com')).toEqual({ ok: true, href: 'mailto:ada@example.com' });
  });

  it('gives a bare address its scheme', () => {
    expect(linkUrl('example.com/path')).toEqual({ ok: true, href: 'https://example.com/path' });
    expect(linkUrl('ada@example.com')).toEqual({ ok: true, href: 'mailto:ada@example.com' });
  });

  it('refuses every other scheme and what is not an address, with a clear message', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'data:text/html,hi', 'just words', '', 'java\tscript:x']) {
      expect(linkUrl(bad)).toEqual({ ok: false, error: LINK_PROTOCOL_MESSAGE });
    }
  });

  it('web addresses exclude mailto', () => {
    expect(webUrl('mailto:ada@example.com')).toEqual({ ok: false, error: WEB_LINK_MESSAGE });
    expect(webUrl('example.org/story')).toEqual({ ok: true, href: 'https://example.org/story' });
  });
});
