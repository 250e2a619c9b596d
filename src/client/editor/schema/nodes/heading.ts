import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs, dataNumber } from '../attrs';

const LEVELS = new Set([1, 2, 3, 4]);

/** H1–H4 (attr level). The writer's big heading is H3, the small heading H4. */
export const heading: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  attrs: { ...blockAttrSpecs, level: { default: 3 } },
  parseDOM: [
    // Copied from the editor itself: keep the level.
    {
      tag: 'h1[data-node=heading], h2[data-node=heading], h3[data-node=heading], h4[data-node=heading]',
      priority: 60,
      getAttrs: (dom) => {
        const level = dataNumber(dom, 'level');
        return { level: level !== null && LEVELS.has(level) ? level : 3 };
      },
    },
    // From elsewhere: top-level headings become big headings, the rest small ones.
    { tag: 'h1', attrs: { level: 3 } },
    { tag: 'h2', attrs: { level: 3 } },
    { tag: 'h3', attrs: { level: 4 } },
    { tag: 'h4', attrs: { level: 4 } },
    { tag: 'h5', attrs: { level: 4 } },
    { tag: 'h6', attrs: { level: 4 } },
  ],
  toDOM: (node) => [`h${node.attrs.level as number}`, { ...blockDOMAttrs(node, 'heading'), 'data-level': String(node.attrs.level) }, 0],
};
