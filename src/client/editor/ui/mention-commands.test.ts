import { TextSelection, type EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import type { PostBody } from '../../../shared/content/model';
import { createEditorState } from '../plugins';
import { insertMention, mentionAtCursor } from './mention-commands';

const grace = { id: 'u1a2b3c4d5e6', name: 'Grace Hopper', username: 'grace', mediumUrl: 'https://quire.test/@grace' };

function stateWith(text: string): EditorState {
  const body: PostBody = { paragraphs: [{ name: 'p1', type: 'P', text, markups: [] }], sections: [] };
  return createEditorState({ body, title: 'A title', subtitle: '' });
}

/** The state with the cursor right after `before` in the body paragraph. */
function cursorAfter(state: EditorState, before: string): EditorState {
  let pos = -1;
  state.doc.descendants((node, at) => {
    if (pos < 0 && node.isText && node.text!.includes(before) && state.doc.resolve(at).parent.type.name === 'paragraph') {
      pos = at + node.text!.indexOf(before) + before.length;
    }
  });
  if (pos < 0) throw new Error(`no "${before}"`);
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, pos)));
}

describe('mentions typed with @', () => {
  it('finds the name being typed after an @ that starts a word', () => {
    const state = cursorAfter(stateWith('Thanks to @Gra for this'), '@Gra');
    const found = mentionAtCursor(state);
    expect(found?.query).toBe('Gra');
    expect(state.doc.textBetween(found!.from, found!.to)).toBe('@Gra');
  });

  it('ignores an @ inside a word (an email address) and a bare @', () => {
    expect(mentionAtCursor(cursorAfter(stateWith('write to ada@exa'), 'ada@exa'))).toBeNull();
    expect(mentionAtCursor(cursorAfter(stateWith('just @ here'), 'just @'))).toBeNull();
  });

  it('replaces the typed name with a linked mention and moves on after it', () => {
    const state = cursorAfter(stateWith('Thanks to @Gra for this'), '@Gra');
    const found = mentionAtCursor(state)!;
    const next = state.apply(insertMention(state, found.from, found.to, grace)!);
    const paragraph = next.doc.lastChild!;
    expect(paragraph.textContent).toBe('Thanks to Grace Hopper for this');
    const linked = paragraph.child(1);
    expect(linked.text).toBe('Grace Hopper');
    expect(linked.marks.map((m) => [m.type.name, m.attrs.anchorType, m.attrs.userId, m.attrs.href])).toEqual([['link', 'USER', grace.id, grace.mediumUrl]]);
    expect(next.selection.empty).toBe(true);
    expect(next.doc.textBetween(next.selection.from - 1, next.selection.from)).toBe(' ');
    expect(mentionAtCursor(next)).toBeNull();
  });

  it('adds a space when the mention ends the text, so typing goes on outside the link', () => {
    const state = cursorAfter(stateWith('Hello @gr'), '@gr');
    const found = mentionAtCursor(state)!;
    const next = state.apply(insertMention(state, found.from, found.to, grace)!);
    expect(next.doc.lastChild!.textContent).toBe('Hello Grace Hopper ');
    expect(next.doc.lastChild!.lastChild!.marks).toEqual([]);
  });

  it('is not offered in the title', () => {
    const state = createEditorState({ body: { paragraphs: [], sections: [] }, title: 'Hi @Gra', subtitle: '' });
    const titleEnd = state.doc.firstChild!.nodeSize - 1;
    expect(mentionAtCursor(state.apply(state.tr.setSelection(TextSelection.create(state.doc, titleEnd))))).toBeNull();
  });
});
