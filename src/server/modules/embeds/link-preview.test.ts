import { describe, expect, it } from 'vitest';
import { cleanText, decodeEntities, decodeHtml, headEnded, parseLinkPreview } from './link-preview';

const page = new URL('https://blog.example/posts/tides?ref=1');

describe('parseLinkPreview', () => {
  it('reads OpenGraph tags, whatever the attribute order and quoting', () => {
    const html = `<!doctype html><html><head>
      <title>Ignored when og:title exists</title>
      <meta content="Why the sea keeps time" property="og:title">
      <meta property='og:description' content='The Moon pulls &amp; the Earth turns.'>
      <meta property=og:image content=/images/tide.png>
      </head><body></body></html>`;
    expect(parseLinkPreview(html, page)).toEqual({
      title: 'Why the sea keeps time',
      description: 'The Moon pulls & the Earth turns.',
      imageUrl: 'https://blog.example/images/tide.png',
    });
  });

  it('falls back to Twitter tags, then the title and the description meta tag', () => {
    expect(parseLinkPreview('<meta name="twitter:title" content="From Twitter"><meta name="twitter:image" content="https://cdn.example/x.jpg">', page)).toEqual({
      title: 'From Twitter',
      description: null,
      imageUrl: 'https://cdn.example/x.jpg',
    });
    expect(parseLinkPreview('<TITLE>  Plain\n  title </TITLE><meta name="Description" content="Plain description">', page)).toEqual({
      title: 'Plain title',
      description: 'Plain description',
      imageUrl: null,
    });
  });

  it('has nothing to show without a title', () => {
    expect(parseLinkPreview('<html><head><meta property="og:description" content="x"></head></html>', page)).toBeNull();
    expect(parseLinkPreview('<title>   </title>', page)).toBeNull();
  });

  it('ignores tags inside comments and scripts, and images that are not http(s)', () => {
    const html = `<!-- <meta property="og:title" content="Commented out"> -->
      <script>var s = '<meta property="og:title" content="In a script">';</script>
      <meta property="og:title" content="Real">
      <meta property="og:image" content="javascript:alert(1)">`;
    expect(parseLinkPreview(html, page)).toEqual({ title: 'Real', description: null, imageUrl: null });
  });

  it('cuts long text at a word', () => {
    const long = 'word '.repeat(100);
    const preview = parseLinkPreview(`<meta property="og:title" content="${long}">`, page);
    expect(preview!.title.length).toBeLessThanOrEqual(200);
    expect(preview!.title.endsWith('word…')).toBe(true);
    expect(cleanText('a\u0000b\tc', 50)).toBe('a b c');
  });
});

describe('decoding', () => {
  it('decodes named and numeric entities, leaving unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &#8212; &#x2014; &rsquo; &bogus; &#0;')).toBe('<b> — — ’ &bogus; &#0;');
  });

  it('decodes the declared charset', () => {
    const latin1 = Buffer.from('<title>Caf\xe9</title>', 'latin1');
    expect(decodeHtml(latin1, 'text/html; charset=ISO-8859-1')).toBe('<title>Café</title>');
    const meta = Buffer.concat([Buffer.from('<meta charset="iso-8859-1"><title>Caf'), Buffer.from([0xe9]), Buffer.from('</title>')]);
    expect(decodeHtml(meta, 'text/html')).toContain('<title>Café</title>');
    expect(decodeHtml(Buffer.from('<title>é</title>'), 'text/html; charset=nonsense')).toBe('<title>é</title>');
  });

  it('sees the end of the head', () => {
    expect(headEnded(Buffer.from('...</head>'))).toBe(true);
    expect(headEnded(Buffer.from('<BODY class="x">'))).toBe(true);
    expect(headEnded(Buffer.from('<meta property="og:title">'))).toBe(false);
  });
});
