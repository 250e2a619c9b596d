import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/**
 * TITLE: the writer's Title field at the top of the document (and any other TITLE
 * paragraph). Pasted headings never become titles.
 */
export const title: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: blockAttrSpecs,
  toDOM: (node) => ['h1', blockDOMAttrs(node, 'title'), 0],
};
