import { describe, expect, it } from 'vitest';
import {
  activeHeadingLevel,
  activeQuoteVariant,
  insertCodeBlock,
  insertEmbed,
  insertImage,
  insertSeparator,
  isMarkActive,
  setHeading,
  setImageLayout,
  toggleDropCap,
  toggleMark,
  toggleQuote,
} from './commands';
import {
  blockTypes,
  bodyOf,
  cursorAt,
  cursorInName,
  editorState,
  para,
  posOfType,
  run,
  selectNode,
  typesOf,
} from './testing/editor-helpers';

const image = { imageId: 'img1', originalWidth: 1200, originalHeight: 800, alt: 'A lake' };

describe('setHeading', () => {
  it('makes a big (H3) or small (H4) heading and back, keeping the paragraph name', () => {
    let state = cursorInName(editorState([para('ab12', 'Hello')]), 'ab12', 2);
    state = run(state, setHeading(3))!;
    expect(bodyOf(state).body.paragraphs[0]).toMatchObject({ name: 'ab12', type: 'TITLE' });
    // Under a typed title there is no promotion: it stays a heading.
    state = editorState([para('ab12', 'Hello')], { title: 'My story' });
    state = cursorInName(state, 'ab12', 0);
    state = run(state, setHeading(3))!;
    expect(activeHeadingLevel(state)).toBe(3);
    expect(bodyOf(state).body.paragraphs.map((p) => [p.name, p.type])).toContainEqual(['ab12', 'H3']);
    state = run(state, setHeading(4))!;
    expect(activeHeadingLevel(state)).toBe(4);
    state = run(state, setHeading(null))!;
    expect(activeHeadingLevel(state)).toBeNull();
    expect(bodyOf(state).body.paragraphs.map((p) => [p.name, p.type])).toContainEqual(['ab12', 'P']);
  });

  it('keeps drop cap, layout and section across the change', () => {
    let state = editorState([para('a', 'x'), para('b', 'Hello', { hasDropCap: true, layout: 'INSET_CENTER' })], { title: 'T' });
    state = cursorInName(state, 'b', 1);
    state = run(state, setHeading(4))!;
    expect(bodyOf(state).body.paragraphs.find((p) => p.name === 'b')).toMatchObject({ type: 'H4', hasDropCap: true, layout: 'INSET_CENTER' });
  });

  it('does not turn the title, an image caption or a list item into a heading', () => {
    const state = editorState([para('i', 'cap', { type: 'IMG', metadata: { id: 'x', originalWidth: 1, originalHeight: 1 } }), para('l', 'item', { type: 'ULI' })], {
      title: 'T',
    });
    expect(run(cursorAt(state, posOfType(state.doc, 'title'), 0), setHeading(3))).toBeNull();
    expect(run(cursorInName(state, 'i', 1), setHeading(3))).toBeNull();
    expect(run(cursorInName(state, 'l', 1), setHeading(3))).toBeNull();
  });
});

describe('toggleQuote', () => {
  it('cycles none → quote → pull quote → none', () => {
    let state = cursorInName(editorState([para('q', 'Wise words')], { title: 'T' }), 'q', 0);
    expect(activeQuoteVariant(state)).toBeNull();
    state = run(state, toggleQuote())!;
    expect(activeQuoteVariant(state)).toBe('BQ');
    state = run(state, toggleQuote())!;
    expect(activeQuoteVariant(state)).toBe('PQ');
    state = run(state, toggleQuote())!;
    expect(activeQuoteVariant(state)).toBeNull();
    expect(bodyOf(state).body.paragraphs.find((p) => p.name === 'q')?.type).toBe('P');
  });
});

describe('toggleDropCap', () => {
  it('turns the drop cap of a paragraph on and off', () => {
    let state = cursorInName(editorState([para('d', 'Once upon a time')]), 'd', 3);
    state = run(state, toggleDropCap)!;
    expect(bodyOf(state).body.paragraphs[0]?.hasDropCap).toBe(true);
    state = run(state, toggleDropCap)!;
    expect(bodyOf(state).body.paragraphs[0]?.hasDropCap).toBeUndefined();
  });

  it('refuses code blocks and images', () => {
    const state = editorState([para('c', 'code', { type: 'PRE' }), para('i', '', { type: 'IMG', metadata: { id: 'x', originalWidth: 1, originalHeight: 1 } })]);
    expect(run(cursorInName(state, 'c', 1), toggleDropCap)).toBeNull();
    expect(run(cursorInName(state, 'i', 0), toggleDropCap)).toBeNull();
  });
});

describe('insertImage and setImageLayout', () => {
  it('replaces an empty paragraph with the image and puts the cursor in its caption', () => {
    let state = cursorInName(editorState([para('a', 'Intro'), para('e', '')]), 'e', 0);
    state = run(state, insertImage(image))!;
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'paragraph', 'image']);
    expect(state.selection.$from.parent.type.name).toBe('image');
    state = state.apply(state.tr.insertText('A caption'));
    const img = bodyOf(state).body.paragraphs.find((p) => p.type === 'IMG')!;
    expect(img).toMatchObject({
      text: 'A caption',
      layout: 'INSET_CENTER',
      metadata: { id: 'img1', originalWidth: 1200, originalHeight: 800, alt: 'A lake' },
    });
    expect(img.name).toMatch(/^[0-9a-f]{4}$/);
  });

  it('inserts after the current paragraph when it has text, and never inside the head', () => {
    let state = cursorInName(editorState([para('a', 'Intro')], { title: 'T' }), 'a', 2);
    state = run(state, insertImage(image))!;
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'paragraph', 'image']);
    state = cursorAt(state, posOfType(state.doc, 'title'), 0);
    state = run(state, insertImage({ ...image, imageId: 'img2' }))!;
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'image', 'paragraph', 'image']);
  });

  it('refuses an image without an id or size', () => {
    const state = editorState([para('a', '')]);
    expect(run(state, insertImage({ ...image, imageId: '' }))).toBeNull();
    expect(run(state, insertImage({ ...image, originalWidth: 0 }))).toBeNull();
  });

  it('sets the layout of the selected image, or the one whose caption has the cursor', () => {
    let state = cursorInName(editorState([para('e', '')]), 'e', 0);
    state = run(state, insertImage(image))!;
    state = run(state, setImageLayout('FULL_WIDTH'))!;
    expect(bodyOf(state).body.paragraphs.find((p) => p.type === 'IMG')?.layout).toBe('FULL_WIDTH');
    state = selectNode(state, posOfType(state.doc, 'image'));
    state = run(state, setImageLayout('OUTSET_LEFT'))!;
    expect(bodyOf(state).body.paragraphs.find((p) => p.type === 'IMG')?.layout).toBe('OUTSET_LEFT');
    expect(run(state, setImageLayout('NOPE' as never))).toBeNull();
    expect(run(cursorAt(state, posOfType(state.doc, 'title'), 0), setImageLayout('FULL_WIDTH'))).toBeNull();
  });
});

describe('insertSeparator and insertCodeBlock', () => {
  it('adds a separator and moves on to a paragraph after it', () => {
    let state = cursorInName(editorState([para('a', 'Before')]), 'a', -1);
    state = run(state, insertSeparator())!;
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'paragraph', 'separator', 'paragraph']);
    expect(state.selection.$from.parent.type.name).toBe('paragraph');
    expect(state.selection.$from.index(0)).toBe(4);
    expect(typesOf(state)).toEqual(['P', 'HR', 'P']);
  });

  it('turns an empty paragraph into a code block with the cursor in it', () => {
    let state = cursorInName(editorState([para('e', '')]), 'e', 0);
    state = run(state, insertCodeBlock())!;
    state = state.apply(state.tr.insertText('const a = 1;'));
    expect(bodyOf(state).body.paragraphs).toMatchObject([{ type: 'PRE', text: 'const a = 1;' }]);
  });
});

describe('insertEmbed', () => {
  it('places a frame from resolveEmbed with the cursor in its caption', () => {
    let state = cursorInName(editorState([para('e', '')]), 'e', 0);
    state = run(
      state,
      insertEmbed({
        __typename: 'IframeEmbed',
        mediaResource: { id: 'yt1', iframeSrc: '/media/frame/0123456789ab', iframeWidth: 640, iframeHeight: 360, title: null },
      }),
    )!;
    expect(state.selection.$from.parent.type.name).toBe('iframe_embed');
    expect(bodyOf(state).body.paragraphs[0]).toMatchObject({
      type: 'IFRAME',
      layout: 'INSET_CENTER',
      iframe: { mediaResource: { id: 'yt1', iframeSrc: '/media/frame/0123456789ab', iframeWidth: 640, iframeHeight: 360 } },
    });
    expect(bodyOf(state).body.paragraphs[0]!.iframe!.mediaResource).not.toHaveProperty('title');
  });

  it('places a link card with its title, description and host as text', () => {
    let state = cursorInName(editorState([para('e', '')]), 'e', 0);
    state = run(
      state,
      insertEmbed({
        __typename: 'MixtapeEmbed',
        mixtapeMetadata: { href: 'https://www.example.com/post', title: 'A post', description: 'About things', thumbnailImageId: 'th1' },
      }),
    )!;
    const card = bodyOf(state).body.paragraphs[0]!;
    expect(card).toMatchObject({
      type: 'MIXTAPE_EMBED',
      text: 'A post\nAbout things\nexample.com',
      markups: [
        { type: 'STRONG', start: 0, end: 6 },
        { type: 'EM', start: 7, end: 19 },
      ],
      mixtapeMetadata: { href: 'https://www.example.com/post', title: 'A post', description: 'About things', thumbnailImageId: 'th1' },
    });
    expect(state.selection.$from.parent.type.name).toBe('paragraph');
  });

  it('refuses frames that are not https and cards with unsafe links', () => {
    const state = editorState([para('e', '')]);
    expect(
      run(state, insertEmbed({ mediaResource: { id: 'x', iframeSrc: 'http://insecure.test/', iframeWidth: 1, iframeHeight: 1 } })),
    ).toBeNull();
    expect(run(state, insertEmbed({ mixtapeMetadata: { href: 'javascript:alert(1)' } }))).toBeNull();
  });
});

describe('toggleMark', () => {
  it('toggles bold and italic on the selection', () => {
    let state = cursorInName(editorState([para('a', 'Hello world')]), 'a', 0, 5);
    state = run(state, toggleMark('strong'))!;
    expect(isMarkActive(state, 'strong')).toBe(true);
    state = run(state, toggleMark('em'))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([
      { type: 'STRONG', start: 0, end: 5 },
      { type: 'EM', start: 0, end: 5 },
    ]);
    state = run(state, toggleMark('strong'))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([{ type: 'EM', start: 0, end: 5 }]);
  });

  it('sets, replaces and removes a link; unsafe addresses are refused', () => {
    let state = cursorInName(editorState([para('a', 'Read this now')]), 'a', 5, 9);
    expect(run(state, toggleMark('link', { href: 'javascript:alert(1)' }))).toBeNull();
    state = run(state, toggleMark('link', { href: 'https://a.test/' }))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([{ type: 'A', start: 5, end: 9, href: 'https://a.test/' }]);
    // With the cursor inside the link, the whole link changes.
    state = cursorInName(state, 'a', 7);
    state = run(state, toggleMark('link', { href: 'https://b.test/', anchorType: 'LINK' }))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([{ type: 'A', start: 5, end: 9, href: 'https://b.test/', anchorType: 'LINK' }]);
    state = run(state, toggleMark('link'))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([]);
    expect(run(state, toggleMark('link'))).toBeNull();
  });

  it('makes mentions as links with anchorType USER', () => {
    let state = cursorInName(editorState([para('a', 'Hi Ada')]), 'a', 3, 6);
    state = run(state, toggleMark('link', { anchorType: 'USER', userId: 'u123', href: 'https://quire.test/@ada' }))!;
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([
      { type: 'A', start: 3, end: 6, anchorType: 'USER', userId: 'u123', href: 'https://quire.test/@ada' },
    ]);
  });

  it('refuses unknown marks', () => {
    expect(run(editorState([para('a', 'x')]), toggleMark('blink'))).toBeNull();
  });
});
