import type { NodeSpec } from 'prosemirror-model';

/** One list entry; each paragraph in it is one ULI / OLI paragraph of the model. */
export const listItem: NodeSpec = {
  content: 'paragraph+',
  defining: true,
  parseDOM: [{ tag: 'li' }],
  toDOM: () => ['li', 0],
};
