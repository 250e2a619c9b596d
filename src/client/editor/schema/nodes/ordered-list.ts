import type { NodeSpec } from 'prosemirror-model';

/** A run of OLI paragraphs. */
export const orderedList: NodeSpec = {
  group: 'block',
  content: 'list_item+',
  parseDOM: [{ tag: 'ol' }],
  toDOM: () => ['ol', { class: 'list list--ordered' }, 0],
};
