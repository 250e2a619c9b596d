import type { NodeSpec } from 'prosemirror-model';
import { safeHref } from '../../../../shared/content/safe-href';
import { blockAttrSpecs, blockDOMAttrs, dataAttr, dataAttrs } from '../attrs';

/**
 * MIXTAPE_EMBED: a link card (attrs href, thumbnailImageId, title, description: the
 * mixtapeMetadata); its content is the card's text.
 */
export const mixtapeEmbed: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  isolating: true,
  draggable: true,
  attrs: {
    ...blockAttrSpecs,
    href: { default: null },
    thumbnailImageId: { default: null },
    title: { default: null },
    description: { default: null },
  },
  parseDOM: [
    {
      tag: 'div[data-node=mixtape_embed]',
      contentElement: 'p',
      getAttrs: (dom) => {
        const href = safeHref(dataAttr(dom, 'href'));
        if (!href) return false;
        return {
          href,
          thumbnailImageId: dataAttr(dom, 'thumbnail'),
          title: dataAttr(dom, 'title'),
          description: dataAttr(dom, 'description'),
        };
      },
    },
  ],
  toDOM: (node) => {
    const a = node.attrs;
    const thumbnail = typeof a.thumbnailImageId === 'string' ? a.thumbnailImageId : null;
    return [
      'div',
      {
        ...blockDOMAttrs(node, 'mixtape'),
        ...dataAttrs({ href: a.href, thumbnail, title: a.title, description: a.description }),
      },
      ['p', { class: 'mixtape-text' }, 0],
      ...(thumbnail
        ? [['img', { class: 'mixtape-thumbnail', src: `/media/${encodeURIComponent(thumbnail)}?w=400`, alt: '', contenteditable: 'false' }]]
        : []),
    ];
  },
};
