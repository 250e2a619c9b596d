import { baseKeymap, chainCommands, exitCode, newlineInCode } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { Schema } from 'prosemirror-model';
import { liftListItem, splitListItem } from 'prosemirror-schema-list';
import { TextSelection } from 'prosemirror-state';
import type { Command, EditorState, Plugin } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { blockAttrsOf } from './blocks';
import { headEnd, leaveCodeBlockOnEmptyLastLine, markExtent, toggleMark } from './commands';

/** What the UI needs to ask the writer for a link (Mod-k). */
export interface LinkRequest {
  from: number;
  to: number;
  /** The link already there, if any. */
  href: string | null;
  state: EditorState;
  view?: EditorView;
}

export interface EditorKeymapOptions {
  /** Opens the UI's link prompt; Mod-k does nothing without it. */
  onLinkRequest?: (request: LinkRequest) => void;
}

const CAPTIONED = new Set(['image', 'iframe_embed', 'mixtape_embed']);

/** Where the cursor is in the head, if it is there: 'kicker', 'title' or 'subtitle'. */
function headField(state: EditorState): string | null {
  const { $from } = state.selection;
  if ($from.depth !== 1 || $from.before(1) >= headEnd(state.doc)) return null;
  return $from.parent.type.name;
}

function atBlockStart(state: EditorState): boolean {
  const { empty, $from } = state.selection;
  return empty && $from.parentOffset === 0;
}

function atBlockEnd(state: EditorState): boolean {
  const { empty, $from } = state.selection;
  return empty && $from.parentOffset === $from.parent.content.size;
}

/** Enter in the head moves on: kicker → title → subtitle → the first body paragraph. */
const enterInHead: Command = (state, dispatch) => {
  const field = headField(state);
  if (!field) return false;
  if (!dispatch) return true;
  const tr = state.tr.deleteSelection();
  const doc = tr.doc;
  const nextPos = tr.selection.$from.after(1);
  if (field !== 'subtitle') {
    dispatch(tr.setSelection(TextSelection.create(doc, nextPos + 1)).scrollIntoView());
    return true;
  }
  const next = doc.resolve(nextPos).nodeAfter;
  if (next?.isTextblock && !CAPTIONED.has(next.type.name)) {
    dispatch(tr.setSelection(TextSelection.create(doc, nextPos + 1)).scrollIntoView());
    return true;
  }
  tr.insert(nextPos, state.schema.nodes.paragraph!.create());
  dispatch(tr.setSelection(TextSelection.create(tr.doc, nextPos + 1)).scrollIntoView());
  return true;
};

/** Enter in a caption (or a link card) starts a new paragraph after the figure. */
const exitCaption: Command = (state, dispatch) => {
  const { $from } = state.selection;
  if (!CAPTIONED.has($from.parent.type.name)) return false;
  if (dispatch) {
    const after = $from.after();
    const tr = state.tr.insert(after, state.schema.nodes.paragraph!.create());
    dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
  }
  return true;
};

/**
 * Enter at the start of a non-empty paragraph opens an empty one above it, so the text
 * keeps its paragraph (and the highlights and notes on it) instead of moving to a copy.
 */
const openAbove: Command = (state, dispatch) => {
  if (!atBlockStart(state) || headField(state)) return false;
  const { $from } = state.selection;
  const parent = $from.parent;
  if (!parent.isTextblock || parent.content.size === 0 || parent.type.spec.code || CAPTIONED.has(parent.type.name)) return false;
  const { paragraph, list_item } = state.schema.nodes;
  if ($from.depth === 1) {
    dispatch?.(state.tr.insert($from.before(1), paragraph!.create()).scrollIntoView());
    return true;
  }
  if ($from.depth === 3 && $from.node(2).type === list_item && $from.index(2) === 0) {
    dispatch?.(state.tr.insert($from.before(2), list_item!.create(null, paragraph!.create())).scrollIntoView());
    return true;
  }
  return false;
};

/** Backspace at the start of the title does nothing; at the start of the subtitle it moves up to the title. */
const backspaceInHead: Command = (state, dispatch) => {
  const field = headField(state);
  if (!field || !atBlockStart(state)) return false;
  const { $from } = state.selection;
  if (field === 'subtitle' || (field === 'title' && $from.index(0) > 0)) {
    const end = $from.before(1) - 1;
    dispatch?.(state.tr.setSelection(TextSelection.create(state.doc, end)));
  }
  return true;
};

/**
 * Backspace at the start of the first body block never merges it into the subtitle: an
 * empty paragraph is removed (unless it is the only one), then the cursor moves up.
 */
const backspaceAtBodyStart: Command = (state, dispatch) => {
  const { $from } = state.selection;
  if (!atBlockStart(state) || $from.depth !== 1 || $from.before(1) !== headEnd(state.doc)) return false;
  if (dispatch) {
    const tr = state.tr;
    const block = $from.parent;
    const isOnly = $from.after(1) === state.doc.content.size;
    if (block.type.name === 'paragraph' && block.content.size === 0 && !isOnly) tr.delete($from.before(1), $from.after(1));
    dispatch(tr.setSelection(TextSelection.create(tr.doc, headEnd(tr.doc) - 1)));
  }
  return true;
};

/** Backspace in an empty heading, quote or code block turns it back into a paragraph. */
const resetEmptyBlock: Command = (state, dispatch) => {
  const { $from } = state.selection;
  const parent = $from.parent;
  if (!atBlockStart(state) || headField(state) || parent.content.size > 0) return false;
  if (!['heading', 'blockquote', 'code_block', 'kicker', 'cover_title', 'section_caption'].includes(parent.type.name)) return false;
  dispatch?.(state.tr.setNodeMarkup($from.before(), state.schema.nodes.paragraph!, blockAttrsOf(parent)));
  return true;
};

/** Delete at the end of the head never pulls body text up into it. */
const deleteAtHeadEnd: Command = (state, dispatch) => {
  const field = headField(state);
  if (!field || !atBlockEnd(state)) return false;
  const { $from } = state.selection;
  if (field === 'subtitle') {
    const after = $from.after(1);
    const next = state.doc.resolve(after).nodeAfter;
    const isOnly = next && after + next.nodeSize === state.doc.content.size;
    if (next?.type.name === 'paragraph' && next.content.size === 0 && !isOnly) {
      dispatch?.(state.tr.delete(after, after + next.nodeSize));
    }
  }
  return true;
};

function requestLink(options: EditorKeymapOptions): Command {
  return (state, _dispatch, view) => {
    if (!options.onLinkRequest) return false;
    const type = state.schema.marks.link!;
    const extent = markExtent(state.selection.$from, type);
    let { from, to } = state.selection;
    if (state.selection.empty) {
      if (!extent) return false;
      ({ from, to } = extent);
    }
    const href = extent && extent.from <= from && extent.to >= to ? ((extent.attrs.href as string | null) ?? null) : null;
    options.onLinkRequest({ from, to, href, state, ...(view ? { view } : {}) });
    return true;
  };
}

/** The editor's own key bindings (see editorKeymap). */
export function buildKeymap(schema: Schema, options: EditorKeymapOptions = {}): Record<string, Command> {
  const listItem = schema.nodes.list_item!;
  const hardBreak = schema.nodes.hard_break!;
  const insertBreak: Command = (state, dispatch) => {
    if (state.selection.$from.parent.type.spec.code) return false;
    dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
    return true;
  };
  return {
    'Mod-b': toggleMark('strong'),
    'Mod-i': toggleMark('em'),
    'Mod-k': requestLink(options),
    Enter: chainCommands(enterInHead, exitCaption, leaveCodeBlockOnEmptyLastLine, newlineInCode, openAbove, splitListItem(listItem)),
    'Shift-Enter': chainCommands(newlineInCode, insertBreak),
    'Mod-Enter': exitCode,
    Backspace: chainCommands(undoInputRule, backspaceInHead, resetEmptyBlock, liftEmptyListItem(schema), backspaceAtBodyStart),
    Delete: deleteAtHeadEnd,
    'Mod-[': liftListItem(listItem),
    'Shift-Tab': liftListItem(listItem),
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
  };
}

function liftEmptyListItem(schema: Schema): Command {
  const lift = liftListItem(schema.nodes.list_item!);
  return (state, dispatch, view) => {
    const { $from } = state.selection;
    if (!atBlockStart(state) || $from.parent.content.size > 0 || $from.depth < 3) return false;
    return lift(state, dispatch, view);
  };
}

/** The editor's key bindings, falling back to ProseMirror's base keymap. */
export function editorKeymap(schema: Schema, options: EditorKeymapOptions = {}): Plugin[] {
  return [keymap(buildKeymap(schema, options)), keymap(baseKeymap)];
}
