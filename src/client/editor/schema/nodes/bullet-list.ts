import type { NodeSpec } from 'prosemirror-model';

/** A run of ULI paragraphs. */
export const bulletList: NodeSpec = {
  group: 'block',
  content: 'list_item+',
  parseDOM: [{ tag: 'ul' }],
  toDOM: () => ['ul', { class: 'list' }, 0],
};
