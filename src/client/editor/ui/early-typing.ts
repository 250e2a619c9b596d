import type { Node } from 'prosemirror-model';
import { TextSelection, type EditorState, type Transaction } from 'prosemirror-state';
import { headEnd } from '../plugins/commands';

/**
 * What the writer typed into the server-rendered title of a new story before the editor started: its lines
 * (Enter moved on, as in the editor: title, subtitle, then body paragraphs) and where the caret was.
 */
export interface EarlyTyping {
  lines: string[];
  caret: { line: number; column: number };
}

const BLOCKS = new Set(['DIV', 'P', 'H1', 'H2', 'LI']);

/** The text of a plain-text field as the writer sees it: a line break per <br> or block, spaces as typed. */
function fieldText(node: globalThis.Node): string {
  let text = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) text += (child as Text).data;
    else if (child.nodeName === 'BR') text += '\n';
    else if (BLOCKS.has(child.nodeName) && text !== '' && !text.endsWith('\n')) text += `\n${fieldText(child)}`;
    else text += fieldText(child);
  });
  return text.replace(/\u00a0/g, ' ');
}

/** Reads the field the writer typed into: its lines, and the caret (at the end when the selection is elsewhere). */
export function readEarlyTyping(field: HTMLElement): EarlyTyping {
  let text = fieldText(field);
  // An editable field ending in a line break holds one more (or a <br>) so the empty last line has a height.
  if (text.endsWith('\n')) text = text.slice(0, -1);
  let caret = text.length;
  const selection = field.ownerDocument.getSelection();
  if (selection && selection.rangeCount > 0 && selection.focusNode && field.contains(selection.focusNode)) {
    const before = field.ownerDocument.createRange();
    before.setStart(field, 0);
    before.setEnd(selection.focusNode, selection.focusOffset);
    caret = Math.min(text.length, fieldText(before.cloneContents()).length);
  }
  const upToCaret = text.slice(0, caret);
  const line = upToCaret.split('\n').length - 1;
  return { lines: text.split('\n'), caret: { line, column: upToCaret.length - (upToCaret.lastIndexOf('\n') + 1) } };
}

function childPos(doc: Node, type: string): number {
  let found = -1;
  doc.forEach((child, offset) => {
    if (found < 0 && child.type.name === type) found = offset;
  });
  return found;
}

/**
 * The editor taking over what was typed ahead into a new story's empty head: the first line in the title, the
 * second in the subtitle, the rest as body paragraphs, with the caret where it was. One edit, saved like typing.
 */
export function applyEarlyTyping(state: EditorState, typed: EarlyTyping): Transaction {
  const [title = '', subtitle = '', ...body] = typed.lines;
  const { schema } = state;
  const paragraph = schema.nodes.paragraph!;
  const tr = state.tr;
  // From the end backwards, so each position is still the one read from the unchanged document.
  if (body.length > 0) {
    const bodyStart = headEnd(state.doc);
    const first = state.doc.nodeAt(bodyStart);
    const paragraphs = body.map((text) => paragraph.create(null, text ? schema.text(text) : null));
    if (first?.type === paragraph && first.content.size === 0) tr.replaceWith(bodyStart, bodyStart + first.nodeSize, paragraphs);
    else tr.insert(bodyStart, paragraphs);
  }
  const subtitlePos = childPos(state.doc, 'subtitle');
  if (subtitle && subtitlePos >= 0) tr.insertText(subtitle, subtitlePos + 1);
  const titlePos = childPos(state.doc, 'title');
  if (title && titlePos >= 0) tr.insertText(title, titlePos + 1);

  const { line, column } = typed.caret;
  const blockPos = line === 0 ? childPos(tr.doc, 'title') : line === 1 ? childPos(tr.doc, 'subtitle') : nthBodyBlock(tr.doc, line - 2);
  const block = blockPos >= 0 ? tr.doc.nodeAt(blockPos) : null;
  if (block?.isTextblock) tr.setSelection(TextSelection.create(tr.doc, blockPos + 1 + Math.min(column, block.content.size)));
  return tr.scrollIntoView();
}

function nthBodyBlock(doc: Node, index: number): number {
  let pos = headEnd(doc);
  for (let i = 0; i < index; i++) {
    const node = doc.nodeAt(pos);
    if (!node) return -1;
    pos += node.nodeSize;
  }
  return pos < doc.content.size ? pos : -1;
}
