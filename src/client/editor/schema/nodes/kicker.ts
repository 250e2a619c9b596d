import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** KICKER: a small line above the title. */
export const kicker: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: blockAttrSpecs,
  parseDOM: [{ tag: 'p[data-node=kicker]', priority: 60 }],
  toDOM: (node) => ['p', blockDOMAttrs(node, 'kicker'), 0],
};
