import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** SECTION_CAPTION: the caption of a section's background image. */
export const sectionCaption: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: blockAttrSpecs,
  parseDOM: [{ tag: 'p[data-node=section_caption]', priority: 60 }],
  toDOM: (node) => ['p', blockDOMAttrs(node, 'section-caption'), 0],
};
