import { baseKeymap } from 'prosemirror-commands';
import { undoDepth } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import { describe, expect, it, vi } from 'vitest';
import { editorSchema } from '../schema';
import { buildKeymap } from './keymap';
import type { LinkRequest } from './keymap';
import { blockTypes, bodyOf, cursorAt, cursorInName, editorState, para, posOfType, run, typesOf } from './testing/editor-helpers';

const keys = buildKeymap(editorSchema);

/** Presses a key: the editor's binding, then the base keymap, as the keymap plugins do. */
function press(state: EditorState, key: string, bindings = keys): EditorState {
  const own = bindings[key];
  const fallback = baseKeymap[key];
  return (own && run(state, own)) || (fallback && run(state, fallback)) || state;
}

const where = (state: EditorState) => ({ node: state.selection.$from.parent.type.name, index: state.selection.$from.index(0), offset: state.selection.$from.parentOffset });

describe('Enter', () => {
  it('moves from the title to the subtitle, and from the subtitle to the first body paragraph', () => {
    let state = editorState([para('a', 'Body')], { title: 'Title', subtitle: '' });
    state = cursorAt(state, posOfType(state.doc, 'title'), 2);
    state = press(state, 'Enter');
    expect(where(state)).toEqual({ node: 'subtitle', index: 1, offset: 0 });
    state = press(state, 'Enter');
    expect(where(state)).toEqual({ node: 'paragraph', index: 2, offset: 0 });
    expect(bodyOf(state).title).toBe('Title');
    expect(textsOf(state)).toEqual(['Title', 'Body']);
  });

  it('adds a paragraph after the subtitle when the body starts with an image', () => {
    let state = editorState([para('i', '', { type: 'IMG', metadata: { id: 'x', originalWidth: 1, originalHeight: 1 } })], { title: 'T', subtitle: 'S' });
    state = cursorAt(state, posOfType(state.doc, 'subtitle'), -1);
    state = press(state, 'Enter');
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'paragraph', 'image']);
    expect(where(state)).toEqual({ node: 'paragraph', index: 2, offset: 0 });
  });

  it('splits a paragraph; the first half keeps the name, the second gets a fresh one', () => {
    let state = cursorInName(editorState([para('ab12', 'Hello world')]), 'ab12', 5);
    state = press(state, 'Enter');
    const [first, second] = bodyOf(state).body.paragraphs;
    expect(first).toMatchObject({ name: 'ab12', text: 'Hello' });
    expect(second!.text).toBe(' world');
    expect(second!.name).toMatch(/^[0-9a-f]{4}$/);
    expect(second!.name).not.toBe('ab12');
  });

  it('is undone in one step, renaming included', () => {
    const before = cursorInName(editorState([para('ab12', 'Hello world')]), 'ab12', 5);
    const split = press(before, 'Enter');
    expect(split.doc.eq(before.doc)).toBe(false);
    expect(press(split, 'Mod-z').doc.eq(before.doc)).toBe(true);
    expect(undoDepth(before)).toBe(0);
  });

  it('at the start of a paragraph opens an empty one above, so the text keeps its name', () => {
    let state = cursorInName(editorState([para('a', 'One'), para('ab12', 'Two')]), 'ab12', 0);
    state = press(state, 'Enter');
    const paragraphs = bodyOf(state).body.paragraphs;
    expect(paragraphs.map((p) => p.text)).toEqual(['One', '', 'Two']);
    expect(paragraphs[2]!.name).toBe('ab12');
    expect(where(state)).toMatchObject({ node: 'paragraph', offset: 0, index: 4 });
  });

  it('in a caption moves on to a new paragraph after the figure', () => {
    let state = editorState([para('i', 'Caption', { type: 'IMG', metadata: { id: 'x', originalWidth: 1, originalHeight: 1 } })]);
    state = cursorInName(state, 'i', 3);
    state = press(state, 'Enter');
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'image', 'paragraph']);
    expect(bodyOf(state).body.paragraphs[0]!.text).toBe('Caption');
  });

  it('in a list adds an item, and on an empty item leaves the list', () => {
    let state = cursorInName(editorState([para('l', 'One', { type: 'ULI' })]), 'l', -1);
    state = press(state, 'Enter');
    expect(typesOf(state)).toEqual(['ULI', 'ULI']);
    state = press(state, 'Enter');
    expect(typesOf(state)).toEqual(['ULI', 'P']);
  });

  it('in a code block inserts a newline', () => {
    let state = cursorInName(editorState([para('c', 'ab', { type: 'PRE' })]), 'c', 1);
    state = press(state, 'Enter');
    expect(bodyOf(state).body.paragraphs[0]).toMatchObject({ type: 'PRE', text: 'a\nb' });
  });

  it('at the end of a code block starts a new line, and on that empty last line leaves the block for a paragraph', () => {
    let state = cursorInName(editorState([para('c', 'const a = 1;', { type: 'PRE' })]), 'c', -1);
    state = press(state, 'Enter');
    expect(textsOf(state)).toEqual(['const a = 1;\n']);
    state = press(state, 'Enter');
    expect(typesOf(state)).toEqual(['PRE', 'P']);
    expect(textsOf(state)).toEqual(['const a = 1;', '']);
    expect(where(state)).toMatchObject({ node: 'paragraph', offset: 0 });
  });

  it('on an empty last line moves into the empty paragraph already after the block instead of adding another', () => {
    let state = editorState([para('c', 'x\n', { type: 'PRE' }), para('p', '')]);
    state = cursorInName(state, 'c', -1);
    state = press(state, 'Enter');
    expect(textsOf(state)).toEqual(['x', '']);
    expect(where(state)).toMatchObject({ node: 'paragraph', offset: 0 });
  });

  it('on an empty line inside a code block, or in its middle, stays in the block', () => {
    let state = cursorInName(editorState([para('c', 'a\n\nb', { type: 'PRE' })]), 'c', 2);
    state = press(state, 'Enter');
    expect(typesOf(state)).toEqual(['PRE']);
    expect(textsOf(state)).toEqual(['a\n\n\nb']);
  });

  it('in an empty code block turns it into a paragraph', () => {
    let state = cursorInName(editorState([para('a', 'Intro'), para('c', '', { type: 'PRE' })]), 'c', 0);
    state = press(state, 'Enter');
    expect(typesOf(state)).toEqual(['P', 'P']);
    expect(bodyOf(state).body.paragraphs[1]!.name).toBe('c');
  });
});

describe('Shift-Enter', () => {
  it('inserts a line break', () => {
    let state = cursorInName(editorState([para('a', 'ab')]), 'a', 1);
    state = press(state, 'Shift-Enter');
    expect(bodyOf(state).body.paragraphs[0]).toMatchObject({ name: 'a', text: 'a\nb' });
  });
});

describe('Backspace', () => {
  it('at the start of an empty heading or quote makes it a paragraph again', () => {
    let state = cursorInName(editorState([para('a', 'Intro'), para('h', '', { type: 'H3' })]), 'h', 0);
    state = press(state, 'Backspace');
    expect(typesOf(state)).toEqual(['P', 'P']);
    expect(bodyOf(state).body.paragraphs[1]!.name).toBe('h');
    state = cursorInName(editorState([para('a', 'Intro'), para('q', '', { type: 'PQ' })]), 'q', 0);
    expect(typesOf(press(state, 'Backspace'))).toEqual(['P', 'P']);
  });

  it('at the start of an empty paragraph removes it and moves to the end of the one before', () => {
    let state = cursorInName(editorState([para('a', 'One'), para('b', '')]), 'b', 0);
    state = press(state, 'Backspace');
    expect(textsOf(state)).toEqual(['One']);
    expect(where(state)).toEqual({ node: 'paragraph', index: 2, offset: 3 });
  });

  it('at the start of a paragraph joins it to the one before (which keeps its name)', () => {
    let state = cursorInName(editorState([para('a', 'One'), para('b', 'Two')]), 'b', 0);
    state = press(state, 'Backspace');
    expect(bodyOf(state).body.paragraphs).toMatchObject([{ name: 'a', text: 'OneTwo' }]);
  });

  it('never merges the body into the subtitle, nor the subtitle into the title', () => {
    let state = editorState([para('a', 'Body')], { title: 'Title', subtitle: 'Sub' });
    state = cursorInName(state, bodyOf(state).body.paragraphs[2]!.name, 0);
    state = press(state, 'Backspace');
    expect(textsOf(state)).toEqual(['Title', 'Sub', 'Body']);
    expect(where(state)).toEqual({ node: 'subtitle', index: 1, offset: 3 });
    state = cursorAt(state, posOfType(state.doc, 'subtitle'), 0);
    state = press(state, 'Backspace');
    expect(textsOf(state)).toEqual(['Title', 'Sub', 'Body']);
    expect(where(state)).toEqual({ node: 'title', index: 0, offset: 5 });
    state = cursorAt(state, posOfType(state.doc, 'title'), 0);
    expect(press(state, 'Backspace').doc.eq(state.doc)).toBe(true);
  });

  it('on an empty list item leaves the list', () => {
    let state = cursorInName(editorState([para('a', 'One', { type: 'OLI' }), para('b', '', { type: 'OLI' })]), 'b', 0);
    state = press(state, 'Backspace');
    expect(typesOf(state)).toEqual(['OLI', 'P']);
  });
});

describe('Delete', () => {
  it('at the end of the subtitle does not pull the body up', () => {
    let state = editorState([para('a', 'Body')], { title: 'T', subtitle: 'S' });
    state = cursorAt(state, posOfType(state.doc, 'subtitle'), -1);
    state = press(state, 'Delete');
    expect(textsOf(state)).toEqual(['T', 'S', 'Body']);
  });
});

describe('marks and links', () => {
  it('Mod-b and Mod-i toggle bold and italics', () => {
    let state = cursorInName(editorState([para('a', 'Hello')]), 'a', 0, 5);
    state = press(state, 'Mod-b');
    state = press(state, 'Mod-i');
    expect(bodyOf(state).body.paragraphs[0]!.markups).toEqual([
      { type: 'STRONG', start: 0, end: 5 },
      { type: 'EM', start: 0, end: 5 },
    ]);
  });

  it('Mod-k asks the UI for a link with the selection and any link already there', () => {
    const requests: LinkRequest[] = [];
    const onLinkRequest = vi.fn((request: LinkRequest) => requests.push(request));
    const bindings = buildKeymap(editorSchema, { onLinkRequest });
    const state = cursorInName(
      editorState([para('a', 'Read this', { markups: [{ type: 'A', start: 5, end: 9, href: 'https://a.test/' }] })]),
      'a',
      6,
    );
    press(state, 'Mod-k', bindings);
    expect(requests[0]).toMatchObject({ from: state.selection.from - 1, to: state.selection.from + 3, href: 'https://a.test/' });
    const plain = cursorInName(editorState([para('a', 'Read this')]), 'a', 0, 4);
    press(plain, 'Mod-k', bindings);
    expect(requests[1]).toMatchObject({ from: plain.selection.from, to: plain.selection.to, href: null });
    // Nothing selected and no link: nothing to ask.
    press(cursorInName(editorState([para('a', 'Read this')]), 'a', 2), 'Mod-k', bindings);
    expect(onLinkRequest).toHaveBeenCalledTimes(2);
  });

  it('Mod-k does nothing without a link prompt', () => {
    const state = cursorInName(editorState([para('a', 'Read this')]), 'a', 0, 4);
    expect(keys['Mod-k']!(state)).toBe(false);
  });
});

function textsOf(state: EditorState): string[] {
  return bodyOf(state).body.paragraphs.map((p) => p.text);
}
