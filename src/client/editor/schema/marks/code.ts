import type { MarkSpec } from 'prosemirror-model';
import { markupAttrSpecs } from './markup-attrs';

function insidePre(dom: HTMLElement): boolean {
  for (let node: Node | null = dom.parentNode; node; node = node.parentNode) {
    if (node.nodeName.toUpperCase() === 'PRE') return true;
  }
  return false;
}

/** CODE: inline code. (The <code> inside a <pre> is the code block itself.) */
export const code: MarkSpec = {
  attrs: markupAttrSpecs,
  parseDOM: [{ tag: 'code', getAttrs: (dom) => (insidePre(dom) ? false : null) }],
  toDOM: () => ['code', 0],
};
