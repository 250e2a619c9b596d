import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** HR: the three-dot separator. */
export const separator: NodeSpec = {
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  attrs: blockAttrSpecs,
  parseDOM: [{ tag: 'hr' }],
  toDOM: (node) => ['hr', blockDOMAttrs(node, 'separator')],
};
