import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../shared/format/html';
import { renderHeadTags } from './head';

describe('head tags', () => {
  it('escapes every value', () => {
    const html = renderHeadTags({ title: '<b>"x"</b>', description: 'a & b', meta: [{ property: 'og:title', content: '"><script>' }] }, 'Quire');
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
    expect(html).not.toContain('"><script>');
  });

  it('writes the feed and oEmbed discovery links', () => {
    const html = renderHeadTags({ alternates: [{ type: 'application/rss+xml', href: '/feed/latest', title: 'A "feed"' }] }, 'Quire');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/feed/latest" title="A &quot;feed&quot;">');
  });

  it('falls back to the product name for the title', () => {
    expect(renderHeadTags({}, 'Quire')).toBe('<title>Quire</title>');
  });

  it('writes JSON that cannot end the script it sits in', () => {
    const json = jsonForScript({ t: '</script><!-- \u2028' });
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(json)).toEqual({ t: '</script><!-- \u2028' });
  });
});
