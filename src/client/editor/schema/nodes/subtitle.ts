import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** SUBTITLE: the writer's Subtitle field under the title (and any other SUBTITLE paragraph). */
export const subtitle: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: blockAttrSpecs,
  toDOM: (node) => ['h2', blockDOMAttrs(node, 'subtitle'), 0],
};
