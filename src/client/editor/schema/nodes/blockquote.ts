import type { DOMOutputSpec, NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

const BLOCK_CHILD = /^(P|DIV|H[1-6]|UL|OL|LI|PRE|BLOCKQUOTE|FIGURE|TABLE|SECTION|ARTICLE)$/;

function hasBlockChildren(dom: HTMLElement): boolean {
  return Array.from(dom.childNodes).some((child) => child.nodeType === 1 && BLOCK_CHILD.test(child.nodeName.toUpperCase()));
}

/**
 * BQ and PQ (attr variant). A quote is one paragraph in the model, so a pasted
 * <blockquote> holding several paragraphs becomes one quote per paragraph.
 */
export const blockquote: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: { ...blockAttrSpecs, variant: { default: 'BQ' } },
  parseDOM: [
    { tag: 'blockquote[data-variant=PQ]', priority: 60, attrs: { variant: 'PQ' } },
    { tag: 'blockquote > p', priority: 60, attrs: { variant: 'BQ' } },
    { tag: 'blockquote', getAttrs: (dom) => (hasBlockChildren(dom) ? false : { variant: 'BQ' }) },
    { tag: 'blockquote', skip: true, priority: 40 },
  ],
  toDOM: (node): DOMOutputSpec => {
    const variant = node.attrs.variant === 'PQ' ? 'PQ' : 'BQ';
    return ['blockquote', { ...blockDOMAttrs(node, variant === 'PQ' ? 'pullquote' : 'blockquote'), 'data-variant': variant }, 0];
  },
};
