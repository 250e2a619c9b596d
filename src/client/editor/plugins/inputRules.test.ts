import { undoInputRule } from 'prosemirror-inputrules';
import { describe, expect, it } from 'vitest';
import { blockTypes, bodyOf, cursorAt, cursorInName, editorState, para, posOfType, run, type, typesOf } from './testing/editor-helpers';

const TITLED = { title: 'A story' };
const start = () => cursorInName(editorState([para('ab12', '')], TITLED), 'ab12', 0);

describe('input rules', () => {
  it('"# " makes a big heading (H3) and "## " a small heading (H4), keeping the paragraph name', () => {
    let state = type(start(), '# Big');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ name: 'ab12', type: 'H3', text: 'Big' });
    state = type(start(), '## Small');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ name: 'ab12', type: 'H4', text: 'Small' });
  });

  it('"> " makes a quote, and again at the start of a quote a pull quote', () => {
    let state = type(start(), '> Quoted');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ type: 'BQ', text: 'Quoted' });
    state = cursorInName(state, 'ab12', 0);
    state = type(state, '> ');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ type: 'PQ', text: 'Quoted' });
  });

  it('"1. " starts a numbered list and "* " or "- " a bulleted one', () => {
    expect(typesOf(type(start(), '1. First'))).toEqual(['TITLE', 'OLI']);
    expect(typesOf(type(start(), '* Item'))).toEqual(['TITLE', 'ULI']);
    expect(typesOf(type(start(), '- Item'))).toEqual(['TITLE', 'ULI']);
    expect(bodyOf(type(start(), '- Item')).body.paragraphs[1]).toMatchObject({ name: 'ab12', text: 'Item' });
  });

  it('"```" makes a code block', () => {
    const state = type(start(), '```let x');
    expect(bodyOf(state).body.paragraphs[1]).toMatchObject({ type: 'PRE', text: 'let x' });
  });

  it('"---" makes a separator and moves on to a new paragraph', () => {
    const state = type(start(), '---After');
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'separator', 'paragraph']);
    expect(typesOf(state)).toEqual(['TITLE', 'HR', 'P']);
    expect(bodyOf(state).body.paragraphs[2]!.text).toBe('After');
  });

  it('turns straight quotes into curly ones, but not in code', () => {
    expect(bodyOf(type(start(), `"Hi," she said, 'it's fine'`)).body.paragraphs[1]!.text).toBe('“Hi,” she said, ‘it’s fine’');
    const code = cursorInName(editorState([para('c', '', { type: 'PRE' })]), 'c', 0);
    expect(bodyOf(type(code, `"x"`)).body.paragraphs[0]!.text).toBe('"x"');
  });

  it('does nothing in the title, in list items or in the middle of text', () => {
    const titleState = cursorAt(editorState([para('a', 'x')]), posOfType(editorState([para('a', 'x')]).doc, 'title'), 0);
    expect(blockTypes(type(titleState, '# Not a heading'))).toEqual(['title', 'subtitle', 'paragraph']);
    const list = cursorInName(editorState([para('l', '', { type: 'ULI' })], TITLED), 'l', 0);
    expect(typesOf(type(list, '- x'))).toEqual(['TITLE', 'ULI']);
    const middle = cursorInName(editorState([para('m', 'abc')], TITLED), 'm', 3);
    expect(typesOf(type(middle, ' # x'))).toEqual(['TITLE', 'P']);
  });

  it('can be undone with Backspace right after it fired', () => {
    const state = type(start(), '# ');
    expect(typesOf(state)).toEqual(['TITLE', 'H3']);
    const undone = run(state, undoInputRule)!;
    expect(bodyOf(undone).body.paragraphs[1]).toMatchObject({ type: 'P', text: '# ' });
  });
});
