/** Helpers for unit tests that drive editor states in Node (no view). */
import type { Node } from 'prosemirror-model';
import { NodeSelection, TextSelection } from 'prosemirror-state';
import type { Command, EditorState, Plugin, Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import type { Paragraph, PostBody } from '../../../../shared/content/model';
import { bodyFromDoc } from '../../schema';
import { createEditorState } from '../index';
import type { CreateEditorStateOptions } from '../index';

export const para = (name: string, text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name,
  type: 'P',
  text,
  markups: [],
  ...extra,
});

export function editorState(paragraphs: Paragraph[], options: Partial<CreateEditorStateOptions> = {}): EditorState {
  const body: PostBody = { paragraphs, sections: [] };
  return createEditorState({ body, title: '', subtitle: '', ...options });
}

/** Position of the paragraph named `name` (its opening), or -1. */
export function posOfName(doc: Node, name: string): number {
  let found = -1;
  doc.descendants((node, pos) => {
    if (found >= 0) return false;
    if (node.attrs.name === name) found = pos;
    return true;
  });
  return found;
}

/** Position of the first node of `type`, or -1. */
export function posOfType(doc: Node, type: string): number {
  let found = -1;
  doc.descendants((node, pos) => {
    if (found >= 0) return false;
    if (node.type.name === type) found = pos;
    return true;
  });
  return found;
}

/** A state with the cursor `offset` characters into the text of the node at `pos` (-1: its end). */
export function cursorAt(state: EditorState, pos: number, offset = 0, to?: number): EditorState {
  const node = state.doc.nodeAt(pos)!;
  const start = pos + 1 + (offset < 0 ? node.content.size : offset);
  const end = to === undefined ? start : pos + 1 + to;
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, start, end)));
}

export function cursorInName(state: EditorState, name: string, offset = 0, to?: number): EditorState {
  return cursorAt(state, posOfName(state.doc, name), offset, to);
}

export function selectNode(state: EditorState, pos: number): EditorState {
  return state.apply(state.tr.setSelection(NodeSelection.create(state.doc, pos)));
}

/** Runs a command; returns the new state, or null when the command did not apply. */
export function run(state: EditorState, command: Command): EditorState | null {
  let next: EditorState | null = null;
  const applied = command(state, (tr: Transaction) => {
    next = state.applyTransaction(tr).state;
  });
  if (!applied) return null;
  return next ?? state;
}

/** Types text as a user would: each character through the input rules, else inserted. */
export function type(state: EditorState, text: string): EditorState {
  let current = state;
  const view = {
    get state() {
      return current;
    },
    composing: false,
    dispatch(tr: Transaction) {
      current = current.applyTransaction(tr).state;
    },
  } as unknown as EditorView;
  const rules = current.plugins.find((p: Plugin) => (p.spec as { isInputRules?: boolean }).isInputRules);
  for (const ch of text) {
    const { from, to } = current.selection;
    const handled = rules?.props.handleTextInput?.call(rules, view, from, to, ch, () => current.tr.insertText(ch, from, to));
    if (!handled) view.dispatch(current.tr.insertText(ch, from, to));
  }
  return current;
}

export const bodyOf = (state: EditorState) => bodyFromDoc(state.doc);
export const typesOf = (state: EditorState) => bodyOf(state).body.paragraphs.map((p) => p.type);
export const textsOf = (state: EditorState) => bodyOf(state).body.paragraphs.map((p) => p.text);
export const blockTypes = (state: EditorState) => {
  const types: string[] = [];
  state.doc.forEach((node) => types.push(node.type.name));
  return types;
};
