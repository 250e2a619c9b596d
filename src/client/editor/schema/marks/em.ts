import type { MarkSpec } from 'prosemirror-model';
import { markupAttrSpecs } from './markup-attrs';

/** EM: italics. */
export const em: MarkSpec = {
  attrs: markupAttrSpecs,
  parseDOM: [
    { tag: 'em' },
    { tag: 'i' },
    { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'em' },
    { style: 'font-style=italic' },
  ],
  toDOM: () => ['em', 0],
};
