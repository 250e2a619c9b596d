import type { MarkSpec } from 'prosemirror-model';
import { markupAttrSpecs } from './markup-attrs';

/** STRONG: bold. */
export const strong: MarkSpec = {
  attrs: markupAttrSpecs,
  parseDOM: [
    { tag: 'strong' },
    // Google Docs wraps whole documents in <b style="font-weight:normal">.
    { tag: 'b', getAttrs: (dom) => (dom.style?.fontWeight === 'normal' ? false : null) },
    { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'strong' },
    { style: 'font-weight', getAttrs: (value) => (/^(bold(er)?|[6-9]\d\d)$/.test(value) ? null : false) },
  ],
  toDOM: () => ['strong', 0],
};
