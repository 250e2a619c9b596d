import { Fragment } from 'prosemirror-model';
import { TextSelection, type EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import type { PostBody } from '../../../shared/content/model';
import { createEditorState } from '../plugins';
import { headEnd } from '../plugins/commands';
import { editorSchema } from '../schema';
import { blockBoundary, placeImage } from './block-position';
import { loneLink } from './embed-links';

const image = { id: 'abcdef123456', originalWidth: 40, originalHeight: 30 };

function story(texts: string[]): EditorState {
  const body: PostBody = { paragraphs: texts.map((text, i) => ({ name: `p${i}`, type: 'P' as const, text, markups: [] })), sections: [] };
  return createEditorState({ body, title: 'Title', subtitle: 'Subtitle' });
}

/** Top-level positions of the body's blocks. */
function blockStarts(state: EditorState): number[] {
  const starts: number[] = [];
  state.doc.forEach((_, offset) => {
    if (offset >= headEnd(state.doc)) starts.push(offset);
  });
  return starts;
}

describe('where dropped and pasted images go', () => {
  it('goes after the block the position is in, never into the title', () => {
    const state = story(['One', 'Two']);
    const [one, two] = blockStarts(state);
    expect(blockBoundary(state.doc, one! + 2)).toBe(two);
    expect(blockBoundary(state.doc, 1)).toBe(headEnd(state.doc));
  });

  it('replaces the empty paragraph the cursor is in, and keeps the cursor with the image', () => {
    const state = story(['One', '']);
    const [, empty] = blockStarts(state);
    const withCursor = state.apply(state.tr.setSelection(TextSelection.create(state.doc, empty! + 1)));
    const tr = placeImage(withCursor, withCursor.tr, blockBoundary(withCursor.doc, empty! + 1), image)!;
    const next = withCursor.apply(tr);
    const types: string[] = [];
    next.doc.forEach((node) => types.push(node.type.name));
    expect(types).toEqual(['title', 'subtitle', 'paragraph', 'image', 'paragraph']);
    const placed = next.doc.child(3);
    expect(placed.attrs).toMatchObject({ imageId: image.id, originalWidth: 40, originalHeight: 30, layout: 'INSET_CENTER' });
    expect(next.selection.$from.parent.type.name).toBe('image');
  });

  it('leaves the cursor where the writer moved it meanwhile', () => {
    const state = story(['One', 'Two']);
    const [one, two] = blockStarts(state);
    const writing = state.apply(state.tr.setSelection(TextSelection.create(state.doc, two! + 2)));
    const next = writing.apply(placeImage(writing, writing.tr, one! + 1, image)!);
    expect(next.selection.$from.parent.textContent).toBe('Two');
    expect(next.doc.child(3).type.name).toBe('image');
  });
});

describe('a link alone on its line', () => {
  const paragraph = (content: Fragment) => editorSchema.nodes.paragraph!.create(null, content);
  it('is recognised when the paragraph holds one http(s) address and nothing else', () => {
    expect(loneLink(paragraph(Fragment.from(editorSchema.text('https://www.youtube.com/watch?v=abc'))))).toBe('https://www.youtube.com/watch?v=abc');
    expect(loneLink(paragraph(Fragment.from(editorSchema.text(' http://example.com/a '))))).toBe('http://example.com/a');
  });

  it('is not a link among words, another scheme, or a heading', () => {
    expect(loneLink(paragraph(Fragment.from(editorSchema.text('see https://example.com'))))).toBeNull();
    expect(loneLink(paragraph(Fragment.from(editorSchema.text('javascript:alert(1)'))))).toBeNull();
    expect(loneLink(editorSchema.nodes.heading!.create({ level: 3 }, editorSchema.text('https://example.com')))).toBeNull();
    expect(loneLink(null)).toBeNull();
  });
});
