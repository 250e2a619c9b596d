import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postBodyArb } from './editor-document.arbitraries';
import {
  bodyToDocJSON,
  docJSONToBody,
  freshParagraphName,
  normaliseMarkups,
  normalisePostBody,
} from './editor-document';
import type { EditorDocJSON, EditorNodeJSON } from './editor-document';
import { markupTree } from './markups';
import type { MarkupNode } from './markups';
import type { Markup, Paragraph, PostBody } from './model';
import { titleAndSubtitle } from './text';
import { validatePostBody } from './validate';

const NO_HEAD = { title: '', subtitle: '' };
const roundTrip = (body: PostBody, head = NO_HEAD) => docJSONToBody(bodyToDocJSON(body, head));

const p = (name: string, type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name,
  type,
  text,
  markups: [],
  ...extra,
});

/** What a reader sees on each character: the chain of markups markupTree renders it in. */
function visibleMarkups(text: string, markups: readonly Markup[]): string[] {
  const perChar: string[] = Array.from({ length: text.length }, () => '');
  const walk = (nodes: MarkupNode[], chain: string) => {
    for (const node of nodes) {
      if (node.kind === 'text') {
        for (let i = node.start; i < node.end; i++) perChar[i] = chain;
      } else {
        const m = node.markup;
        walk(node.children, `${chain}|${m.type}:${m.href ?? ''}:${m.anchorType ?? ''}:${m.userId ?? ''}:${m.linkMetadata?.httpStatus ?? ''}`);
      }
    }
  };
  walk(markupTree(text, markups), '');
  return perChar;
}

describe('bodyToDocJSON / docJSONToBody properties', () => {
  it('generates only bodies the validator accepts', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const result = validatePostBody(body);
        expect(result.ok ? [] : result.errors).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips every valid body to its normal form', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        expect(roundTrip(body).body).toStrictEqual(normalisePostBody(body));
      }),
      { numRuns: 600 },
    );
  });

  it('normalises idempotently, to bodies that are still valid', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const once = normalisePostBody(body);
        expect(normalisePostBody(once)).toStrictEqual(once);
        expect(validatePostBody(once).ok).toBe(true);
        expect(roundTrip(once).body).toStrictEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps what the reader sees: every character shows the same markups', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const normal = normalisePostBody(body);
        body.paragraphs.forEach((paragraph, i) => {
          const after = normal.paragraphs[i]!;
          expect(visibleMarkups(after.text, after.markups)).toEqual(visibleMarkups(paragraph.text, paragraph.markups));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('returns the title and subtitle the rest of the product reads from the body', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const { title, subtitle } = roundTrip(body);
        const expected = titleAndSubtitle(normalisePostBody(body));
        expect(title).toBe(expected.title ?? '');
        expect(subtitle).toBe(expected.subtitle ?? '');
      }),
      { numRuns: 200 },
    );
  });

  it('always starts the document with the head fields', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const types = (bodyToDocJSON(body, NO_HEAD).content ?? []).map((n) => n.type);
        const head = types[0] === 'kicker' ? types.slice(1, 3) : types.slice(0, 2);
        expect(head).toEqual(['title', 'subtitle']);
      }),
      { numRuns: 200 },
    );
  });
});

describe('normaliseMarkups', () => {
  it('merges touching and overlapping runs of the same markup and sorts by start, then MARKUP_ORDER', () => {
    const markups: Markup[] = [
      { type: 'EM', start: 4, end: 8 },
      { type: 'STRONG', start: 0, end: 3 },
      { type: 'STRONG', start: 3, end: 5 },
      { type: 'STRONG', start: 4, end: 6 },
      { type: 'A', start: 2, end: 4, href: 'https://a.test/', linkMetadata: {} },
    ];
    expect(normaliseMarkups('abcdefghij', markups)).toStrictEqual([
      { type: 'STRONG', start: 0, end: 6 },
      { type: 'A', start: 2, end: 4, href: 'https://a.test/' },
      { type: 'EM', start: 4, end: 8 },
    ]);
  });

  it('keeps overlapping markups of different types as they are', () => {
    const markups: Markup[] = [
      { type: 'STRONG', start: 0, end: 4 },
      { type: 'EM', start: 2, end: 6 },
    ];
    expect(normaliseMarkups('abcdefgh', markups)).toStrictEqual(markups);
  });

  it('gives each character the link the reader sees when links of different targets overlap', () => {
    const markups: Markup[] = [
      { type: 'A', start: 3, end: 8, href: 'https://b.test/' },
      { type: 'A', start: 0, end: 5, href: 'https://a.test/' },
    ];
    expect(normaliseMarkups('abcdefghij', markups)).toStrictEqual([
      { type: 'A', start: 0, end: 5, href: 'https://a.test/' },
      { type: 'A', start: 5, end: 8, href: 'https://b.test/' },
    ]);
  });

  it('keeps adjacent links to different places apart', () => {
    const markups: Markup[] = [
      { type: 'A', start: 0, end: 2, href: 'https://a.test/' },
      { type: 'A', start: 2, end: 4, href: 'https://b.test/' },
    ];
    expect(normaliseMarkups('abcd', markups)).toStrictEqual(markups);
  });

  it('keeps a link status code and the mention fields', () => {
    const markups: Markup[] = [
      { type: 'A', start: 0, end: 3, anchorType: 'USER', userId: 'u1', href: 'https://quire.test/@ada' },
      { type: 'A', start: 4, end: 6, href: 'https://a.test/', anchorType: 'LINK', linkMetadata: { httpStatus: 404 } },
    ];
    expect(normaliseMarkups('Ada is ok', markups)).toStrictEqual(markups);
  });
});

describe('bodyToDocJSON', () => {
  it('makes the head from the leading kicker, title and subtitle, the rest body blocks', () => {
    const body: PostBody = {
      paragraphs: [
        p('k', 'KICKER', 'Kicker'),
        p('t', 'TITLE', 'Title'),
        p('s', 'SUBTITLE', 'Sub'),
        p('a', 'P', 'Hello'),
      ],
      sections: [],
    };
    const doc = bodyToDocJSON(body, { title: 'Stored', subtitle: 'Stored sub' });
    expect(doc.content?.map((n) => [n.type, n.attrs?.name, n.content?.[0]?.text])).toEqual([
      ['kicker', 'k', 'Kicker'],
      ['title', 't', 'Title'],
      ['subtitle', 's', 'Sub'],
      ['paragraph', 'a', 'Hello'],
    ]);
  });

  it('fills a missing title and subtitle from the stored ones, and saves them into the body', () => {
    const body: PostBody = { paragraphs: [p('a', 'P', 'Hello')], sections: [] };
    const doc = bodyToDocJSON(body, { title: 'My title', subtitle: 'My subtitle' });
    expect(doc.content?.slice(0, 2).map((n) => [n.type, n.attrs?.name, n.content?.[0]?.text])).toEqual([
      ['title', null, 'My title'],
      ['subtitle', null, 'My subtitle'],
    ]);
    const back = docJSONToBody(doc);
    expect(back.title).toBe('My title');
    expect(back.subtitle).toBe('My subtitle');
    expect(back.body.paragraphs.map((x) => x.type)).toEqual(['TITLE', 'SUBTITLE', 'P']);
    expect(new Set(back.body.paragraphs.map((x) => x.name)).size).toBe(3);
  });

  it('promotes a leading big heading to the title', () => {
    const body: PostBody = { paragraphs: [p('h', 'H3', 'Heading'), p('i', 'H4', 'Sub'), p('a', 'P', 'x')], sections: [] };
    const doc = bodyToDocJSON(body, NO_HEAD);
    expect(doc.content?.map((n) => n.type)).toEqual(['title', 'subtitle', 'paragraph']);
    expect(roundTrip(body).body.paragraphs.map((x) => x.type)).toEqual(['TITLE', 'SUBTITLE', 'P']);
  });

  it('groups consecutive list items into lists', () => {
    const body: PostBody = {
      paragraphs: [p('a', 'ULI', 'one'), p('b', 'ULI', 'two'), p('c', 'OLI', 'first'), p('d', 'P', 'after'), p('e', 'ULI', 'again')],
      sections: [],
    };
    const blocks = bodyToDocJSON(body, NO_HEAD).content!.slice(2);
    expect(blocks.map((n) => [n.type, n.content?.length])).toEqual([
      ['bullet_list', 2],
      ['ordered_list', 1],
      ['paragraph', 1],
      ['bullet_list', 1],
    ]);
    expect(blocks[0]!.content![1]).toEqual({
      type: 'list_item',
      content: [expect.objectContaining({ type: 'paragraph', attrs: expect.objectContaining({ name: 'b' }) })],
    });
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('turns line breaks into hard breaks outside code, and keeps them as text in code', () => {
    const body: PostBody = {
      paragraphs: [
        p('a', 'P', 'one\ntwo', { markups: [{ type: 'STRONG', start: 2, end: 5 }] }),
        p('b', 'PRE', 'let a;\nlet b;', { codeBlockMetadata: { lang: 'ts' } }),
      ],
      sections: [],
    };
    const [para, code] = bodyToDocJSON(body, NO_HEAD).content!.slice(2) as [EditorNodeJSON, EditorNodeJSON];
    const strong = [{ type: 'strong', attrs: { href: null, userId: null, httpStatus: null } }];
    expect(para.content).toEqual([
      { type: 'text', text: 'on' },
      { type: 'text', text: 'e', marks: strong },
      { type: 'hard_break', marks: strong },
      { type: 'text', text: 't', marks: strong },
      { type: 'text', text: 'wo' },
    ]);
    expect(code).toMatchObject({ type: 'code_block', attrs: { lang: 'ts' }, content: [{ type: 'text', text: 'let a;\nlet b;' }] });
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('maps every paragraph type to its node', () => {
    const image = { id: 'img1', originalWidth: 800, originalHeight: 600, focusPercentX: 20, focusPercentY: 80, alt: 'A cat' };
    const body: PostBody = {
      paragraphs: [
        p('t', 'TITLE', 'T'),
        p('s', 'SUBTITLE', 'S'),
        p('p', 'P', 'para', { hasDropCap: true, layout: 'INSET_CENTER' }),
        p('h1', 'H1', 'h1'),
        p('h2', 'H2', 'h2'),
        p('h3', 'H3', 'h3'),
        p('h4', 'H4', 'h4'),
        p('bq', 'BQ', 'quote'),
        p('pq', 'PQ', 'pull', { layout: 'OUTSET_LEFT' }),
        p('pre', 'PRE', 'code'),
        p('img', 'IMG', 'caption', { layout: 'FULL_WIDTH', metadata: image, markups: [{ type: 'EM', start: 0, end: 3 }], href: 'https://a.test/' }),
        p('if', 'IFRAME', 'embed caption', {
          layout: 'OUTSET_CENTER',
          iframe: { mediaResource: { id: 'm1', iframeSrc: '/media/frame/a1b2c3d4e5f6', iframeWidth: 640, iframeHeight: 360, title: 'Video' } },
        }),
        p('mx', 'MIXTAPE_EMBED', 'Title\nDesc\nsite.test', {
          mixtapeMetadata: { href: 'https://site.test/a', thumbnailImageId: 'th', title: 'Title', description: 'Desc' },
          markups: [{ type: 'STRONG', start: 0, end: 5 }],
        }),
        p('k', 'KICKER', 'kicker'),
        p('ct', 'COVER_TITLE', 'cover'),
        p('sc', 'SECTION_CAPTION', 'section caption'),
        p('hr', 'HR', ''),
        p('t2', 'TITLE', 'Another title'),
      ],
      sections: [],
    };
    const nodes = bodyToDocJSON(body, NO_HEAD).content!;
    expect(nodes.map((n) => n.type)).toEqual([
      'title',
      'subtitle',
      'paragraph',
      'heading',
      'heading',
      'heading',
      'heading',
      'blockquote',
      'blockquote',
      'code_block',
      'image',
      'iframe_embed',
      'mixtape_embed',
      'kicker',
      'cover_title',
      'section_caption',
      'separator',
      'title',
    ]);
    expect(nodes.slice(3, 7).map((n) => n.attrs?.level)).toEqual([1, 2, 3, 4]);
    expect(nodes.slice(7, 9).map((n) => n.attrs?.variant)).toEqual(['BQ', 'PQ']);
    expect(nodes[10]!.attrs).toMatchObject({
      imageId: 'img1',
      originalWidth: 800,
      originalHeight: 600,
      focusPercentX: 20,
      focusPercentY: 80,
      alt: 'A cat',
      layout: 'FULL_WIDTH',
      paragraphHref: 'https://a.test/',
    });
    expect(nodes[11]!.attrs).toMatchObject({
      mediaResourceId: 'm1',
      iframeSrc: '/media/frame/a1b2c3d4e5f6',
      iframeWidth: 640,
      iframeHeight: 360,
      title: 'Video',
      layout: 'OUTSET_CENTER',
    });
    expect(nodes[12]!.attrs).toMatchObject({ href: 'https://site.test/a', thumbnailImageId: 'th', title: 'Title', description: 'Desc' });
    expect(nodes[12]!.content?.filter((n) => n.type === 'hard_break')).toHaveLength(2);
    expect(nodes[2]!.attrs).toMatchObject({ hasDropCap: true, layout: 'INSET_CENTER', name: 'p' });
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('keeps fields a node type does not edit in extra', () => {
    const body: PostBody = {
      paragraphs: [
        p('a', 'P', 'x', { codeBlockMetadata: { lang: 'js' }, metadata: { id: 'i', originalWidth: 1, originalHeight: 1 } }),
        p('b', 'HR', 'odd', { markups: [{ type: 'EM', start: 0, end: 3 }] }),
        p('c', 'PRE', 'y', { codeBlockMetadata: {} }),
        p('d', 'P', 'z', { hasDropCap: false, dropCapImage: { id: 'd', originalWidth: 2, originalHeight: 3 } }),
      ],
      sections: [],
    };
    const nodes = bodyToDocJSON(body, NO_HEAD).content!.slice(2);
    expect(nodes[0]!.attrs?.extra).toEqual({ codeBlockMetadata: { lang: 'js' }, metadata: { id: 'i', originalWidth: 1, originalHeight: 1 } });
    expect(nodes[1]!.attrs?.extra).toEqual({ text: 'odd', markups: [{ type: 'EM', start: 0, end: 3 }] });
    expect(nodes[2]!.attrs).toMatchObject({ lang: null, extra: { codeBlockMetadata: {} } });
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('keeps sections on the paragraph that starts them, wherever it is', () => {
    const body: PostBody = {
      paragraphs: [p('t', 'TITLE', 'T'), p('a', 'P', 'a'), p('b', 'ULI', 'b'), p('c', 'ULI', 'c')],
      sections: [
        { name: 'cover', startIndex: 0, imageLayout: 'FULL_PAGE', backgroundImage: { id: 'bg', originalWidth: 2000, originalHeight: 1000 }, textLayout: 'OVERLAY_BOTTOM' },
        { name: 'two', startIndex: 3, videoLayout: 'FULL_WIDTH', backgroundVideo: { videoId: 'v', originalWidth: 1, originalHeight: 1 } },
      ],
    };
    const doc = bodyToDocJSON(body, NO_HEAD);
    expect(doc.content![0]!.attrs?.section).toEqual({
      name: 'cover',
      imageLayout: 'FULL_PAGE',
      backgroundImage: { id: 'bg', originalWidth: 2000, originalHeight: 1000 },
      textLayout: 'OVERLAY_BOTTOM',
    });
    expect(doc.content![3]!.content![1]!.content![0]!.attrs?.section).toMatchObject({ name: 'two' });
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('drops the sections of a body without paragraphs (normal form)', () => {
    const body: PostBody = { paragraphs: [], sections: [{ name: 's', startIndex: 0 }] };
    expect(normalisePostBody(body)).toStrictEqual({ paragraphs: [], sections: [] });
    expect(roundTrip(body).body).toStrictEqual({ paragraphs: [], sections: [] });
  });

  it('keeps a title paragraph the body has even when it is empty', () => {
    const body: PostBody = { paragraphs: [p('t', 'TITLE', ''), p('a', 'P', 'x')], sections: [] };
    expect(roundTrip(body).body).toStrictEqual(body);
  });

  it('keeps astral characters and markups that split them', () => {
    const body: PostBody = {
      paragraphs: [p('a', 'P', 'a😀b', { markups: [{ type: 'STRONG', start: 0, end: 2 }, { type: 'EM', start: 2, end: 4 }] })],
      sections: [],
    };
    expect(roundTrip(body).body).toStrictEqual(body);
  });
});

describe('docJSONToBody', () => {
  const para = (name: string | null, text: string, extra: Record<string, unknown> = {}): EditorNodeJSON => ({
    type: 'paragraph',
    attrs: { name, ...extra },
    ...(text ? { content: [{ type: 'text', text }] } : {}),
  });
  const head = (title: string, subtitle: string, attrs: Record<string, unknown> = {}): EditorNodeJSON[] => [
    { type: 'title', attrs: { name: null, ...attrs }, ...(title ? { content: [{ type: 'text', text: title }] } : {}) },
    { type: 'subtitle', attrs: { name: null }, ...(subtitle ? { content: [{ type: 'text', text: subtitle }] } : {}) },
  ];

  it('leaves out an empty title and subtitle the writer never filled in', () => {
    const doc: EditorDocJSON = { type: 'doc', content: [...head('', ''), para('a', 'Body')] };
    expect(docJSONToBody(doc)).toStrictEqual({ body: { paragraphs: [p('a', 'P', 'Body')], sections: [] }, title: '', subtitle: '' });
  });

  it('promotes a big heading that opens an untitled story to its title', () => {
    const doc: EditorDocJSON = {
      type: 'doc',
      content: [
        ...head('', ''),
        { type: 'heading', attrs: { name: 'h', level: 3 }, content: [{ type: 'text', text: 'Big' }] },
        { type: 'heading', attrs: { name: 'i', level: 4 }, content: [{ type: 'text', text: 'Small' }] },
        para('a', 'Body'),
      ],
    };
    const result = docJSONToBody(doc);
    expect(result.body.paragraphs.map((x) => x.type)).toEqual(['TITLE', 'SUBTITLE', 'P']);
    expect(result.title).toBe('Big');
    expect(result.subtitle).toBe('Small');
  });

  it('does not promote headings under a title the writer typed', () => {
    const doc: EditorDocJSON = {
      type: 'doc',
      content: [...head('Mine', ''), { type: 'heading', attrs: { name: 'h', level: 3 }, content: [{ type: 'text', text: 'Big' }] }],
    };
    expect(docJSONToBody(doc).body.paragraphs.map((x) => x.type)).toEqual(['TITLE', 'H3']);
  });

  it('names new paragraphs and renames repeated names, keeping the first', () => {
    const doc: EditorDocJSON = { type: 'doc', content: [...head('', ''), para('ab12', 'one'), para('ab12', 'two'), para(null, 'three'), para('bad name!', 'four')] };
    const names = docJSONToBody(doc).body.paragraphs.map((x) => x.name);
    expect(names[0]).toBe('ab12');
    expect(new Set(names).size).toBe(4);
    for (const name of names.slice(1)) expect(name).toMatch(/^[0-9a-f]{4}$/);
  });

  it('keeps the first of two copies of a section and moves a section off an empty title', () => {
    const section = { name: 'cover', imageLayout: 'FULL_PAGE' };
    const doc: EditorDocJSON = {
      type: 'doc',
      content: [...head('', '', { section }), para('a', 'one'), para('b', 'two', { section: { name: 'x' } }), para('c', 'three', { section: { name: 'x' } })],
    };
    expect(docJSONToBody(doc).body.sections).toStrictEqual([
      { name: 'cover', imageLayout: 'FULL_PAGE', startIndex: 0 },
      { name: 'x', startIndex: 1 },
    ]);
  });

  it('skips media nodes that lost what they need', () => {
    const doc: EditorDocJSON = {
      type: 'doc',
      content: [...head('', ''), { type: 'image', attrs: { name: 'i', imageId: null } }, { type: 'iframe_embed', attrs: { name: 'f' } }, para('a', 'kept')],
    };
    expect(docJSONToBody(doc).body.paragraphs.map((x) => x.name)).toEqual(['a']);
  });

  it('reads a body whose result always validates, whatever names and marks the document holds', () => {
    const doc: EditorDocJSON = {
      type: 'doc',
      content: [
        ...head('T', 'S'),
        {
          type: 'paragraph',
          attrs: { name: 'a' },
          content: [
            { type: 'text', text: 'ab', marks: [{ type: 'strong' }, { type: 'strong' }, { type: 'unknown' }] },
            { type: 'text', text: 'cd', marks: [{ type: 'strong' }, { type: 'link', attrs: { href: 'https://a.test/', anchorType: 'LINK' } }] },
          ],
        },
      ],
    };
    const { body } = docJSONToBody(doc);
    expect(validatePostBody(body).ok).toBe(true);
    expect(body.paragraphs[2]!.markups).toStrictEqual([
      { type: 'STRONG', start: 0, end: 4 },
      { type: 'A', start: 2, end: 4, href: 'https://a.test/', anchorType: 'LINK' },
    ]);
  });
});

describe('freshParagraphName', () => {
  it('gives 4-hex names not yet used', () => {
    const used = new Set<string>();
    for (let i = 0; i < 3000; i++) freshParagraphName(used, 'same seed');
    expect(used.size).toBe(3000);
    expect([...used].every((name) => /^[0-9a-f]{4}$/.test(name))).toBe(true);
  });

  /** A set that counts the probes made against it. */
  class CountingSet extends Set<string> {
    probes = 0;
    override has(value: string): boolean {
      this.probes += 1;
      return super.has(value);
    }
  }

  it('names a 5,000-paragraph document in linear work, even when every seed is the same', () => {
    for (const seedOf of [() => 'same seed', (i: number) => `${i}:P:text`]) {
      const used = new CountingSet();
      for (let i = 0; i < 5000; i++) freshParagraphName(used, seedOf(i));
      expect(used.size).toBe(5000);
      // Re-walking earlier probes would take about 12.5 million; a few per name is linear.
      expect(used.probes).toBeLessThan(5000 * 3);
    }
  });

  it('widens to eight hex digits once four get crowded, and stays unique', () => {
    const used = new Set<string>();
    for (let i = 0; i < 20_000; i++) freshParagraphName(used, 'x');
    expect(used.size).toBe(20_000);
    expect([...used].filter((name) => name.length === 8).length).toBe(20_000 - 4096);
  });
});
