import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** P; inside a list item, ULI or OLI. */
export const paragraph: NodeSpec = {
  group: 'block',
  content: 'inline*',
  attrs: blockAttrSpecs,
  parseDOM: [{ tag: 'p' }],
  toDOM: (node) => ['p', blockDOMAttrs(node), 0],
};
