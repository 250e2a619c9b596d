import { describe, expect, it } from 'vitest';
import { bodyOf, editorState } from '../plugins/testing/editor-helpers';
import { applyEarlyTyping } from './early-typing';

const newStory = () => editorState([]);
const where = (state: ReturnType<typeof newStory>) => ({ node: state.selection.$from.parent.type.name, offset: state.selection.$from.parentOffset });

describe('applyEarlyTyping', () => {
  it('puts one typed line in the title, with the caret where it was', () => {
    const state = newStory();
    const next = state.apply(applyEarlyTyping(state, { lines: ['A title'], caret: { line: 0, column: 2 } }));
    expect(bodyOf(next).title).toBe('A title');
    expect(where(next)).toEqual({ node: 'title', offset: 2 });
  });

  it('moves on as Enter does in the editor: title, subtitle, then body paragraphs', () => {
    const state = newStory();
    const typed = { lines: ['Title', 'Sub', 'First', '', 'Third'], caret: { line: 4, column: 5 } };
    const next = state.apply(applyEarlyTyping(state, typed));
    const { title, subtitle, body } = bodyOf(next);
    expect([title, subtitle]).toEqual(['Title', 'Sub']);
    expect(body.paragraphs.filter((p) => p.type === 'P').map((p) => p.text)).toEqual(['First', '', 'Third']);
    expect(where(next)).toEqual({ node: 'paragraph', offset: 5 });
  });

  it('puts the caret in an empty subtitle the writer moved to', () => {
    const state = newStory();
    const next = state.apply(applyEarlyTyping(state, { lines: ['Title', ''], caret: { line: 1, column: 0 } }));
    expect(bodyOf(next).title).toBe('Title');
    expect(where(next)).toEqual({ node: 'subtitle', offset: 0 });
  });

  it('changes nothing but the caret when nothing was typed', () => {
    const state = newStory();
    const tr = applyEarlyTyping(state, { lines: [''], caret: { line: 0, column: 0 } });
    expect(tr.docChanged).toBe(false);
    expect(where(state.apply(tr))).toEqual({ node: 'title', offset: 0 });
  });
});
