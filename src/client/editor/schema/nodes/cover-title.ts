import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

/** COVER_TITLE: a title set over a section's cover image. */
export const coverTitle: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: blockAttrSpecs,
  parseDOM: [{ tag: 'h1[data-node=cover_title]', priority: 60 }],
  toDOM: (node) => ['h1', blockDOMAttrs(node, 'cover-title'), 0],
};
