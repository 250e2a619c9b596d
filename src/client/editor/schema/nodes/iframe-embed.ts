import type { NodeSpec } from 'prosemirror-model';
import { safeEmbedSrc } from '../../../../shared/content/safe-href';
import { blockAttrSpecs, blockDOMAttrs, dataAttr, dataAttrs, dataNumber } from '../attrs';

export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/**
 * IFRAME: an embedded frame from an allow-listed provider (attrs: the mediaResource's
 * mediaResourceId, iframeSrc, iframeWidth, iframeHeight, title; layout); content is the
 * caption. Frames pasted from other sites are never parsed; embeds come from resolveEmbed.
 */
export const iframeEmbed: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  isolating: true,
  draggable: true,
  attrs: {
    ...blockAttrSpecs,
    layout: { default: 'INSET_CENTER' },
    mediaResourceId: { default: null },
    iframeSrc: { default: null },
    iframeWidth: { default: null },
    iframeHeight: { default: null },
    title: { default: null },
  },
  parseDOM: [
    {
      tag: 'figure[data-node=iframe_embed]',
      contentElement: 'figcaption',
      getAttrs: (dom) => {
        const iframeSrc = safeEmbedSrc(dataAttr(dom, 'src'));
        const mediaResourceId = dataAttr(dom, 'media-id');
        const iframeWidth = dataNumber(dom, 'width');
        const iframeHeight = dataNumber(dom, 'height');
        if (!iframeSrc || !mediaResourceId || !iframeWidth || !iframeHeight) return false;
        return { iframeSrc, mediaResourceId, iframeWidth, iframeHeight, title: dataAttr(dom, 'title'), layout: dataAttr(dom, 'layout') ?? 'INSET_CENTER' };
      },
    },
  ],
  toDOM: (node) => {
    const a = node.attrs;
    const src = safeEmbedSrc(a.iframeSrc);
    const width = Number(a.iframeWidth) > 0 ? Number(a.iframeWidth) : 16;
    const height = Number(a.iframeHeight) > 0 ? Number(a.iframeHeight) : 9;
    const frame = src
      ? [
          'iframe',
          {
            src,
            title: typeof a.title === 'string' && a.title ? a.title : 'Embedded content',
            width: String(width),
            height: String(height),
            sandbox: EMBED_SANDBOX,
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
          },
        ]
      : ['span', 'This embedded content is not available.'];
    return [
      'figure',
      {
        ...blockDOMAttrs(node, 'figure figure--embed'),
        ...dataAttrs({ src: a.iframeSrc, 'media-id': a.mediaResourceId, width: a.iframeWidth, height: a.iframeHeight, title: a.title, layout: a.layout }),
      },
      ['div', { class: 'embed', contenteditable: 'false', style: `aspect-ratio: ${width} / ${height}` }, frame],
      ['figcaption', { class: 'figure-caption' }, 0],
    ];
  },
};
