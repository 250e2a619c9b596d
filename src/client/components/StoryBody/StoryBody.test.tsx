import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MARKUP_ORDER, PARAGRAPH_LAYOUTS } from '../../../shared/content';
import type { Markup, Paragraph, ParagraphType, PostBody, RichTextStyle } from '../../../shared/content';
import { StoryBody } from './StoryBody';

const imageUrl = (id: string, width: number) => `/_/img/${id}?w=${width}`;
const image = (id: string, w = 1600, h = 900) => ({ id, originalWidth: w, originalHeight: h });

let counter = 0;
function para(type: ParagraphType, text = '', extra: Partial<Paragraph> = {}): Paragraph {
  counter += 1;
  return { name: `p${counter.toString(16).padStart(3, '0')}`, type, text, markups: [], ...extra };
}

function render(body: Partial<PostBody> & Pick<PostBody, 'paragraphs'>, style: RichTextStyle = 'FULL_PAGE'): string {
  return renderToStaticMarkup(<StoryBody body={{ sections: [], ...body }} style={style} imageUrl={imageUrl} />);
}

function renderText(text: string, markups: Markup[], style: RichTextStyle = 'CARD'): string {
  return render({ paragraphs: [para('P', text, { markups })] }, style);
}

describe('StoryBody paragraph types', () => {
  it('promotes and renders the title block', () => {
    const html = render({ paragraphs: [para('H4', 'Kicker'), para('H3', 'The Title'), para('H4', 'The subtitle'), para('P', 'Body')] });
    expect(html).toMatch(/<p id="p\w+" data-name="p\w+" class="kicker">/);
    expect(html).toMatch(/<h1 id="p\w+" data-name="p\w+" class="title">/);
    expect(html).toMatch(/<h2 id="p\w+" data-name="p\w+" class="subtitle">/);
  });

  it('renders every text type with its element', () => {
    const cases: [ParagraphType, RegExp][] = [
      ['P', /<p id="(\w+)" data-name="\1">Text<\/p>/],
      ['BQ', /<blockquote id="\w+" data-name="\w+" class="blockquote">Text<\/blockquote>/],
      ['PQ', /<blockquote id="\w+" data-name="\w+" class="pullquote">Text<\/blockquote>/],
      ['H1', /<h2 [^>]*class="heading heading--h1">Text<\/h2>/],
      ['H2', /<h2 [^>]*class="heading">Text<\/h2>/],
      ['H3', /<h3 [^>]*class="heading">Text<\/h3>/],
      ['H4', /<h4 [^>]*class="heading">Text<\/h4>/],
      ['ULI', /<ul class="list"><li id="\w+" data-name="\w+">Text<\/li><\/ul>/],
      ['OLI', /<ol class="list list--ordered"><li id="\w+" data-name="\w+">Text<\/li><\/ol>/],
      ['PRE', /<pre [^>]*class="code-block"><code>Text<\/code><\/pre>/],
      ['KICKER', /<p [^>]*class="kicker">Text<\/p>/],
      ['SUBTITLE', /<h2 [^>]*class="subtitle">Text<\/h2>/],
      ['TITLE', /<h1 [^>]*class="title">Text<\/h1>/],
      ['COVER_TITLE', /<h1 [^>]*class="cover-title">Text<\/h1>/],
      ['SECTION_CAPTION', /<p [^>]*class="section-caption">Text<\/p>/],
    ];
    for (const [type, pattern] of cases) {
      // A paragraph before keeps H2/H3 from being promoted to the title.
      expect(render({ paragraphs: [para('P', 'Lead'), para(type, 'Text')] }, 'CARD')).toMatch(pattern);
    }
  });

  it('renders HR as the dot separator', () => {
    expect(render({ paragraphs: [para('HR')] })).toMatch(/<hr id="\w+" data-name="\w+" class="separator"\/>/);
  });

  it('keeps code whitespace and its language', () => {
    const html = render({ paragraphs: [para('PRE', 'if (a < b) {\n  go();\n}', { codeBlockMetadata: { lang: 'js' } })] }, 'CARD');
    expect(html).toContain('data-lang="js"><code class="language-js">if (a &lt; b) {\n  go();\n}</code></pre>');
  });

  it('turns newlines in prose into line breaks', () => {
    expect(render({ paragraphs: [para('P', 'one\ntwo')] }, 'CARD')).toContain('one<br/>two');
  });

  it('groups consecutive list items and splits lists of different kinds', () => {
    const html = render({
      paragraphs: [para('ULI', 'a'), para('ULI', 'b'), para('OLI', '1'), para('OLI', '2'), para('P', 'x'), para('ULI', 'c')],
    }, 'CARD');
    expect(html.match(/<ul/g)).toHaveLength(2);
    expect(html.match(/<ol/g)).toHaveLength(1);
    expect(html).toMatch(/<ul class="list"><li [^>]*>a<\/li><li [^>]*>b<\/li><\/ul><ol class="list list--ordered"><li [^>]*>1<\/li><li [^>]*>2<\/li><\/ol>/);
  });
});

describe('StoryBody images', () => {
  it('renders a figure with a srcset of the served widths up to the original, and a caption', () => {
    const html = render({
      paragraphs: [para('IMG', 'A *caption*', { metadata: { ...image('abc'), alt: 'Alt text' }, markups: [{ type: 'EM', start: 2, end: 11 }] })],
    });
    const widths = [400, 600, 800, 1000, 1200, 1400, 1600];
    expect(html).toContain(`srcSet="${widths.map((w) => `/_/img/abc?w=${w} ${w}w`).join(', ')}"`);
    expect(html).toContain('src="/_/img/abc?w=800"');
    expect(html).toMatch(/<figure id="\w+" data-name="\w+" class="figure figure--image layout-inset-center">/);
    expect(html).toContain('alt="Alt text"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('<figcaption class="caption">A <em>*caption*</em></figcaption>');
    expect(html).toContain('sizes="(min-width: 728px) 680px, 100vw"');
  });

  it('offers an original between served widths at its true width, and asks no more of a small one', () => {
    const html = render({ paragraphs: [para('IMG', '', { metadata: image('odd', 1500, 1000) }), para('IMG', '', { metadata: image('tiny', 300, 200) })] });
    expect(html).toContain('srcSet="/_/img/odd?w=400 400w, /_/img/odd?w=600 600w, /_/img/odd?w=800 800w, /_/img/odd?w=1000 1000w, /_/img/odd?w=1200 1200w, /_/img/odd?w=1400 1400w, /_/img/odd?w=1600 1500w"');
    expect(html).toContain('src="/_/img/tiny?w=400" srcSet="/_/img/tiny?w=400 300w"');
  });

  it('serves full-width images up to 2400 and the rest up to 2000, with the spec’s fallback widths', () => {
    const big = (layout: Paragraph['layout']) => render({ paragraphs: [para('IMG', '', { metadata: image('big', 4000, 2000), layout })] });
    for (const layout of ['FULL_WIDTH', 'FULL_WIDTH_CROPPED_COVER'] as const) {
      expect(big(layout), layout).toContain('/_/img/big?w=2000 2000w, /_/img/big?w=2400 2400w"');
      expect(big(layout), layout).toContain('src="/_/img/big?w=2400"');
    }
    expect(big('OUTSET_CENTER')).toContain('/_/img/big?w=2000 2000w"');
    expect(big('OUTSET_CENTER')).not.toContain('2400');
    expect(big('OUTSET_CENTER')).toContain('src="/_/img/big?w=1000"');
    expect(big('INSET_LEFT')).toContain('src="/_/img/big?w=400"');
    expect(big('INSET_CENTER')).toContain('src="/_/img/big?w=800"');
  });

  it('loads only the first image eagerly', () => {
    const html = render({ paragraphs: [para('IMG', '', { metadata: image('a') }), para('IMG', '', { metadata: image('b') })] });
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
  });

  it('renders every layout as a class', () => {
    for (const layout of PARAGRAPH_LAYOUTS) {
      const html = render({ paragraphs: [para('IMG', 'cap', { metadata: image('x'), layout })] });
      expect(html).toContain(`layout-${layout.toLowerCase().replace(/_/g, '-')}`);
    }
  });

  it('crops the cover layout around the focus point', () => {
    const html = render({
      paragraphs: [para('IMG', '', { metadata: { ...image('x'), focusPercentX: 20, focusPercentY: 70 }, layout: 'FULL_WIDTH_CROPPED_COVER' })],
    });
    expect(html).toContain('style="object-position:20% 70%"');
    expect(html).toContain('sizes="100vw"');
  });

  it('groups OUTSET_ROW with the OUTSET_ROW_CONTINUE images after it', () => {
    const html = render({
      paragraphs: [
        para('IMG', 'Left', { metadata: image('a', 1200, 800), layout: 'OUTSET_ROW' }),
        para('IMG', 'Right', { metadata: image('b', 800, 800), layout: 'OUTSET_ROW_CONTINUE' }),
        para('IMG', '', { metadata: image('c'), layout: 'OUTSET_ROW' }),
      ],
    });
    expect(html.match(/figure--row/g)).toHaveLength(2);
    expect(html).toContain('style="flex:1.5 1 0%"');
    expect(html).toContain('style="flex:1 1 0%"');
    expect(html).toMatch(/<div id="\w+" data-name="\w+" class="row-item layout-outset-row-continue"/);
    expect(html).toContain('<span class="row-caption">Left</span><span class="row-caption"> Right</span>');
  });

  it('links an image only to a safe href', () => {
    expect(render({ paragraphs: [para('IMG', '', { metadata: image('a'), href: 'https://example.com' })] })).toContain(
      '<a href="https://example.com" rel="noopener nofollow ugc" target="_blank"><img',
    );
    expect(render({ paragraphs: [para('IMG', '', { metadata: image('a'), href: 'javascript:alert(1)' })] })).not.toContain('<a');
  });
});

describe('StoryBody embeds and cards', () => {
  const embed = (iframeSrc: string) =>
    para('IFRAME', 'A video', { iframe: { mediaResource: { id: 'm1', iframeSrc, iframeWidth: 640, iframeHeight: 360, title: 'Clip' } } });

  it('renders our own frame page, sandboxed, in an aspect-ratio box', () => {
    const html = render({ paragraphs: [embed('/media/frame/a1b2c3d4e5f6')] });
    expect(html).toContain('<div class="embed" style="aspect-ratio:640 / 360">');
    expect(html).toContain('src="/media/frame/a1b2c3d4e5f6"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"');
    expect(html).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"');
    expect(html).toContain('title="Clip"');
    expect(html).toContain('<figcaption class="caption">A video</figcaption>');
  });

  it('loads no other relative address', () => {
    for (const src of ['/media/frame/../../p/x', '/media/a1b2c3d4e5f6', '//evil.example/media/frame/a1b2c3d4e5f6']) {
      expect(render({ paragraphs: [embed(src)] }), src).not.toContain('<iframe');
    }
  });

  it('never frames an outside page directly, even over https: it shows its title and link instead', () => {
    for (const src of ['https://www.youtube-nocookie.com/embed/abc', 'https://evil.example/steal']) {
      const html = render({ paragraphs: [embed(src)] });
      expect(html).not.toContain('<iframe');
      expect(html).toContain('embed--unavailable');
      expect(html).toContain(`href="${src}"`);
      expect(html).toContain('<strong class="embed__title">Clip</strong>');
    }
  });

  it('refuses unsafe frame addresses, and links to none of them', () => {
    for (const src of ['http://example.com/embed', 'javascript:alert(1)', 'data:text/html,x']) {
      const html = render({ paragraphs: [embed(src)] });
      expect(html).not.toContain('<iframe');
      expect(html).toContain('embed--unavailable');
      if (!src.startsWith('http:')) expect(html).not.toContain('href=');
    }
  });

  it('renders a mixtape card with a 160×167 thumbnail', () => {
    const html = render({
      paragraphs: [
        para('MIXTAPE_EMBED', 'ignored', {
          mixtapeMetadata: { href: 'https://www.example.org/a', thumbnailImageId: 't1', title: 'Other story', description: 'About things' },
        }),
      ],
    });
    expect(html).toContain('<a class="mixtape-link" href="https://www.example.org/a" rel="noopener nofollow ugc" target="_blank">');
    expect(html).toContain('<strong class="mixtape-title">Other story</strong>');
    expect(html).toContain('<em class="mixtape-description">About things</em>');
    expect(html).toContain('<span class="mixtape-host">example.org</span>');
    expect(html).toMatch(/<img class="mixtape-thumbnail" src="\/_\/img\/t1\?w=400" width="160" height="167"/);
  });

  it('renders a mixtape card from its text without nesting links', () => {
    const html = render({
      paragraphs: [
        para('MIXTAPE_EMBED', 'Title\nDescription', {
          mixtapeMetadata: { href: 'https://example.org' },
          markups: [{ type: 'A', start: 0, end: 17, href: 'https://example.org' }, { type: 'STRONG', start: 0, end: 5 }],
        }),
      ],
    });
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<strong>Title</strong><br/>Description');
  });

  it('renders an unsafe mixtape as a card without a link', () => {
    const html = render({ paragraphs: [para('MIXTAPE_EMBED', 'x', { mixtapeMetadata: { href: 'javascript:alert(1)', title: 'T' } })] });
    expect(html).not.toContain('<a');
    expect(html).toContain('<div class="mixtape-link">');
  });
});

describe('StoryBody markups', () => {
  it('renders every markup type', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz';
    const markups: Markup[] = MARKUP_ORDER.map((type, i) => ({ type, start: i * 2, end: i * 2 + 2, ...(type === 'A' ? { href: 'https://x.com' } : {}) }));
    const html = renderText(text, markups);
    expect(html).toContain('<span class="markup-comment">ab</span>');
    expect(html).toContain('<mark class="markup-highlight">cd</mark>');
    expect(html).toContain('<mark class="markup-highlight markup-highlight--full">ef</mark>');
    expect(html).toContain('<mark class="markup-highlight-segment">gh</mark>');
    expect(html).toContain('<mark class="markup-quote">ij</mark>');
    expect(html).toContain('<mark class="markup-query">kl</mark>');
    expect(html).toContain('<code class="markup-code">mn</code>');
    expect(html).toContain('<a href="https://x.com" rel="noopener nofollow ugc" target="_blank" class="markup-link">op</a>');
    expect(html).toContain('<strong>qr</strong>');
    expect(html).toContain('<em>st</em>');
    expect(html).toContain('<span class="markup-warning">uv</span>');
    expect(html).toContain('<span class="dropcap">wx</span>');
    expect(html).toContain('<span class="markup-id-wrapper">yz</span>');
  });

  it('nests by markup order', () => {
    const html = renderText('Hello world', [
      { type: 'EM', start: 0, end: 11 },
      { type: 'STRONG', start: 0, end: 11 },
      { type: 'A', start: 0, end: 11, href: 'https://x.com' },
      { type: 'HIGHLIGHT', start: 6, end: 11 },
    ]);
    expect(html).toContain(
      '<a href="https://x.com" rel="noopener nofollow ugc" target="_blank" class="markup-link"><strong><em>Hello </em></strong></a>' +
        '<mark class="markup-highlight"><a href="https://x.com" rel="noopener nofollow ugc" target="_blank" class="markup-link"><strong><em>world</em></strong></a></mark>',
    );
  });

  it('never turns an unsafe link into an href', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' java\nscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/relative']) {
      const html = renderText('click here', [{ type: 'A', start: 0, end: 5, href }]);
      expect(html).not.toContain('<a');
      expect(html).not.toMatch(/javascript/i);
      expect(html).toContain('<p id="');
      expect(html).toContain('>click here</p>');
    }
  });

  it('links user mentions to their profile', () => {
    const html = renderText('Thanks @ada', [{ type: 'A', start: 7, end: 11, anchorType: 'USER', userId: 'a1b2c3d4e5f6' }]);
    expect(html).toContain('<a class="markup-user" href="/u/a1b2c3d4e5f6" data-user-id="a1b2c3d4e5f6">@ada</a>');
    expect(html).not.toContain('nofollow');
  });

  it('opens mail links without a new tab', () => {
    const html = renderText('mail me', [{ type: 'A', start: 0, end: 7, href: 'mailto:me@example.com' }]);
    expect(html).toContain('<a href="mailto:me@example.com" rel="noopener nofollow ugc" class="markup-link">mail me</a>');
  });

  it('marks links known to be broken', () => {
    const html = renderText('gone', [{ type: 'A', start: 0, end: 4, href: 'https://x.com', linkMetadata: { httpStatus: 404 } }]);
    expect(html).toContain('class="markup-link markup-link--broken"');
  });

  it('escapes text and ignores broken markups', () => {
    const html = renderText('<script>alert(1)</script>', [{ type: 'EM', start: 0, end: 999 }, { type: 'NOPE', start: 0, end: 2 } as unknown as Markup]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<em>');
  });
});

describe('StoryBody drop caps and first words', () => {
  it('renders a drop cap on full-page text', () => {
    const html = render({ paragraphs: [para('P', 'Once upon a time', { hasDropCap: true })] }, 'INLINE');
    expect(html).toMatch(/<p id="\w+" data-name="\w+" class="has-dropcap"><span class="dropcap">O<\/span>nce upon a time<\/p>/);
  });

  it('shows no drop cap in cards or when it would be the whole text', () => {
    expect(render({ paragraphs: [para('P', 'Once', { hasDropCap: true })] }, 'CARD')).not.toContain('dropcap');
    expect(render({ paragraphs: [para('P', 'O', { hasDropCap: true })] }, 'FULL_PAGE')).not.toContain('dropcap');
  });

  it('keeps markups after the drop cap', () => {
    const html = render({ paragraphs: [para('P', 'Once upon', { hasDropCap: true, markups: [{ type: 'EM', start: 0, end: 4 }] })] }, 'INLINE');
    expect(html).toContain('<span class="dropcap">O</span><em>nce</em> upon');
  });

  it('uses a drop cap image when there is one', () => {
    const html = render({ paragraphs: [para('P', 'Once', { hasDropCap: true, dropCapImage: image('cap', 200, 200) })] }, 'INLINE');
    expect(html).toContain('<span class="dropcap dropcap--image"><img src="/_/img/cap?w=400" alt="O" width="200" height="200"/></span>nce');
  });

  it('wraps the first 100 words of a full-page post', () => {
    const words = (from: number, n: number) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');
    const html = render({ paragraphs: [para('P', words(0, 70), { hasDropCap: true }), para('IMG', 'cap', { metadata: image('i') }), para('P', words(70, 50))] });
    expect(html.match(/class="first-words"/g)).toHaveLength(2);
    expect(html).toContain('<span class="first-words"><span class="dropcap">w</span>0 w1');
    expect(html).toContain(' w99</span> w100');
    expect(render({ paragraphs: [para('P', words(0, 10))] }, 'CARD')).not.toContain('first-words');
  });
});

describe('StoryBody sections', () => {
  it('separates sections and paints background images', () => {
    const paragraphs = [para('P', 'One'), para('COVER_TITLE', 'Cover'), para('SECTION_CAPTION', 'Photo by me'), para('P', 'Three')];
    const html = render({
      paragraphs,
      sections: [
        { name: 's1', startIndex: 0 },
        { name: 's2', startIndex: 1, backgroundImage: image('bg', 2400, 1600), imageLayout: 'FULL_PAGE' },
        { name: 's3', startIndex: 3 },
      ],
    }, 'CARD');
    expect(html.match(/<section /g)).toHaveLength(3);
    expect(html.match(/<hr class="section-divider"\/>/g)).toHaveLength(2);
    expect(html).toContain('<section class="story-section story-section--background section-image-full-page section-text-overlay-center" data-name="s2">');
    expect(html).toMatch(/<div class="section-background"><img src="\/_\/img\/bg\?w=2000" srcSet="[^"]+2000w" sizes="100vw"/);
    expect(html).toContain('class="cover-title">Cover</h1>');
  });

  it('puts paragraphs before the first section in a section of their own', () => {
    const html = render({ paragraphs: [para('P', 'a'), para('P', 'b')], sections: [{ name: 's', startIndex: 1 }] });
    expect(html.match(/<section /g)).toHaveLength(2);
  });

  it('renders a body without sections as one section', () => {
    const html = render({ paragraphs: [para('P', 'a')] });
    expect(html).toMatch(/^<div class="story-body story-body--full-page"><section class="story-section"><div class="section-content"><p/);
    expect(html).not.toContain('section-divider');
  });

  it('renders an empty body', () => {
    expect(render({ paragraphs: [] })).toBe('<div class="story-body story-body--full-page"></div>');
  });
});

describe('StoryBody source', () => {
  it('never uses dangerouslySetInnerHTML', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('.', import.meta.url);
    for (const file of await readdir(dir)) {
      if (!/\.tsx?$/.test(file) || file.endsWith('.test.tsx')) continue;
      expect(await readFile(new URL(file, dir), 'utf8')).not.toContain('dangerouslySetInnerHTML');
    }
  });
});

describe('StoryBody byline slot', () => {
  const withSlot = (paragraphs: Paragraph[]) =>
    renderToStaticMarkup(<StoryBody body={{ sections: [], paragraphs }} style="FULL_PAGE" imageUrl={imageUrl} afterHead={<div className="slot" />} />);

  it('puts the byline after the title and subtitle, before the first paragraph of the story', () => {
    const html = withSlot([para('H3', 'The title'), para('H4', 'The subtitle'), para('P', 'First words.')]);
    const [title, subtitle, slot, first] = ['The title', 'The subtitle', 'class="slot"', 'First words.'].map((text) => html.indexOf(text));
    expect(title).toBeGreaterThan(-1);
    expect(title).toBeLessThan(subtitle!);
    expect(subtitle).toBeLessThan(slot!);
    expect(slot).toBeLessThan(first!);
    expect(html.match(/class="slot"/g)).toHaveLength(1);
  });

  it('puts it first in a story without a title, and once in a story that is all title', () => {
    const untitled = withSlot([para('P', 'Just words.'), para('P', 'More words.')]);
    expect(untitled.indexOf('class="slot"')).toBeLessThan(untitled.indexOf('Just words.'));
    expect(withSlot([para('H3', 'Only a title')]).match(/class="slot"/g)).toHaveLength(1);
  });
});
