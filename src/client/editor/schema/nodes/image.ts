import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs, dataAttr, dataAttrs, dataNumber } from '../attrs';

export const IMAGE_PREVIEW_WIDTH = 1400;

/**
 * IMG: an uploaded image (attrs imageId, original size, focus point, alt, layout); its
 * content is the caption. Only images from this site parse back from HTML: an image
 * pasted from another site has no id here and is dropped (the writer uploads it instead).
 */
export const image: NodeSpec = {
  group: 'block',
  content: 'inline*',
  defining: true,
  isolating: true,
  draggable: true,
  attrs: {
    ...blockAttrSpecs,
    layout: { default: 'INSET_CENTER' },
    imageId: { default: null },
    originalWidth: { default: null },
    originalHeight: { default: null },
    focusPercentX: { default: null },
    focusPercentY: { default: null },
    alt: { default: null },
  },
  parseDOM: [
    {
      tag: 'figure[data-image-id]',
      contentElement: 'figcaption',
      getAttrs: (dom) => {
        const imageId = dataAttr(dom, 'image-id');
        const originalWidth = dataNumber(dom, 'width');
        const originalHeight = dataNumber(dom, 'height');
        if (!imageId || !originalWidth || !originalHeight) return false;
        return {
          imageId,
          originalWidth,
          originalHeight,
          focusPercentX: dataNumber(dom, 'focus-x'),
          focusPercentY: dataNumber(dom, 'focus-y'),
          alt: dataAttr(dom, 'alt'),
          layout: dataAttr(dom, 'layout') ?? 'INSET_CENTER',
        };
      },
    },
  ],
  toDOM: (node) => {
    const a = node.attrs;
    const id = String(a.imageId);
    return [
      'figure',
      {
        ...blockDOMAttrs(node, 'figure'),
        ...dataAttrs({
          'image-id': a.imageId,
          width: a.originalWidth,
          height: a.originalHeight,
          'focus-x': a.focusPercentX,
          'focus-y': a.focusPercentY,
          alt: a.alt,
          layout: a.layout,
        }),
      },
      [
        'img',
        {
          src: `/media/${encodeURIComponent(id)}?w=${IMAGE_PREVIEW_WIDTH}`,
          alt: typeof a.alt === 'string' ? a.alt : '',
          width: String(a.originalWidth),
          height: String(a.originalHeight),
          contenteditable: 'false',
          draggable: 'false',
        },
      ],
      ['figcaption', { class: 'figure-caption' }, 0],
    ];
  },
};
