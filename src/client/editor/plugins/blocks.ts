import type { Attrs, Node, NodeType } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';
import { BLOCK_ATTR_DEFAULTS } from '../../../shared/content/editor-document';
import type { BlockAttrs } from '../../../shared/content/editor-document';

const BLOCK_ATTR_KEYS = Object.keys(BLOCK_ATTR_DEFAULTS) as (keyof BlockAttrs)[];

/** The paragraph-wide attrs of a node (name, section, layout, drop cap…), to carry across a type change. */
export function blockAttrsOf(node: Node): Partial<BlockAttrs> {
  const result: Record<string, unknown> = {};
  for (const key of BLOCK_ATTR_KEYS) if (key in node.attrs) result[key] = node.attrs[key];
  return result as Partial<BlockAttrs>;
}

/**
 * Changes the type of the textblocks in the selection, keeping each paragraph's name,
 * section and other paragraph-wide attrs, so highlights and notes stay attached.
 */
export function changeBlockType(state: EditorState, type: NodeType, attrs: Attrs = {}): Transaction | null {
  const { from, to } = state.selection;
  const tr = state.tr.setBlockType(from, to, type, (old) => ({ ...blockAttrsOf(old), ...attrs }));
  return tr.docChanged ? tr : null;
}

/** The innermost textblock around the selection's start, with its position. */
export function textblockAt(state: EditorState): { node: Node; pos: number; depth: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.isTextblock) return { node, pos: $from.before(depth), depth };
  }
  const selected = (state.selection as { node?: Node }).node;
  if (selected?.isTextblock) return { node: selected, pos: state.selection.from, depth: $from.depth + 1 };
  return null;
}

/** The selected node, or the block whose content holds the cursor (an image when typing its caption). */
export function blockAt(state: EditorState): { node: Node; pos: number } | null {
  const selected = (state.selection as { node?: Node }).node;
  if (selected?.isBlock) return { node: selected, pos: state.selection.from };
  return textblockAt(state);
}
