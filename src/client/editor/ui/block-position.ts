import type { Node } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { headEnd } from '../plugins/commands';
import type { UploadedImage } from './upload';

/**
 * The top-level position where a block dropped or pasted at `pos` goes: in place of the empty
 * paragraph it is in, else after the block it is in; never inside the title and subtitle.
 */
export function blockBoundary(doc: Node, pos: number): number {
  const clamped = Math.max(0, Math.min(pos, doc.content.size));
  const $pos = doc.resolve(clamped);
  let at = clamped;
  if ($pos.depth > 0) {
    const block = $pos.node(1);
    at = block.type.name === 'paragraph' && block.content.size === 0 ? $pos.before(1) : $pos.after(1);
  }
  return Math.max(at, headEnd(doc));
}

/**
 * Places an uploaded image at a top-level position (replacing an empty paragraph there). The
 * cursor moves to its caption only if it was in that empty paragraph; a paragraph follows an
 * image that would end the story, so writing can go on.
 */
export function placeImage(state: EditorState, tr: Transaction, pos: number, image: UploadedImage): Transaction | null {
  const type = state.schema.nodes.image;
  const paragraph = state.schema.nodes.paragraph;
  if (!type || !paragraph) return null;
  const at = blockBoundary(tr.doc, pos);
  const node = type.create({ imageId: image.id, originalWidth: image.originalWidth, originalHeight: image.originalHeight, layout: 'INSET_CENTER' });
  const after = tr.doc.resolve(at).nodeAfter;
  const replacesEmpty = after?.type === paragraph && after.content.size === 0;
  const cursorWasThere = replacesEmpty && tr.selection.empty && tr.selection.from === at + 1;
  if (replacesEmpty) tr.replaceWith(at, at + after.nodeSize, node);
  else tr.insert(at, node);
  const end = at + node.nodeSize;
  if (end === tr.doc.content.size) tr.insert(end, paragraph.create());
  if (cursorWasThere) tr.setSelection(TextSelection.create(tr.doc, at + 1));
  return tr.scrollIntoView();
}
