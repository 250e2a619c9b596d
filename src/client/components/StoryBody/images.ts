import type { ImageMetadata, ParagraphLayout } from '../../../shared/content';
import { IMAGE_WIDTHS } from '../../../shared/images';
import type { ImageUrl } from './context';

export { IMAGE_WIDTHS };

// Breakpoints and column widths from the layout grid.
const MD = 728;
const XL = 1080;
const INSET = 680;
const INSET_SMALL = 350;
const OUTSET = 1192;
const OUTSET_LEFT = 525;

export function srcSet(id: string, imageUrl: ImageUrl): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(id, width)} ${width}w`).join(', ');
}

/** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
export function sizesFor(layout: ParagraphLayout | undefined): string {
  switch (layout) {
    case 'FULL_WIDTH':
    case 'FULL_WIDTH_CROPPED_COVER':
      return '100vw';
    case 'OUTSET_CENTER':
    case 'OUTSET_ROW':
    case 'OUTSET_ROW_CONTINUE':
      return `(min-width: ${OUTSET}px) ${OUTSET}px, 100vw`;
    case 'OUTSET_LEFT':
      return `(min-width: ${XL}px) ${OUTSET_LEFT}px, (min-width: ${MD}px) ${INSET}px, 100vw`;
    case 'INSET_LEFT':
    case 'INSET_RIGHT':
    case 'INSET_CENTER_SMALL':
      return `(min-width: ${MD}px) ${INSET_SMALL}px, 100vw`;
    default:
      return `(min-width: ${MD}px) ${INSET}px, 100vw`;
  }
}

/** `sizes` for one image of a row taking `share` (0..1) of the row's width. */
export function rowSizes(share: number): string {
  const px = Math.round(OUTSET * share);
  const vw = Math.max(1, Math.round(share * 100));
  return `(min-width: ${OUTSET}px) ${px}px, ${vw}vw`;
}

/** Width requested for the plain `src`, used only where srcset is not understood. */
export function fallbackWidth(layout: ParagraphLayout | undefined): number {
  if (layout === 'FULL_WIDTH' || layout === 'FULL_WIDTH_CROPPED_COVER') return 2000;
  if (layout === 'OUTSET_CENTER' || layout === 'OUTSET_ROW' || layout === 'OUTSET_ROW_CONTINUE') return 1200;
  return 800;
}

export function aspectRatio(image: Pick<ImageMetadata, 'originalWidth' | 'originalHeight'>): number {
  const { originalWidth: w, originalHeight: h } = image;
  return w > 0 && h > 0 ? w / h : 1;
}

export function focusPosition(image: ImageMetadata): string | undefined {
  if (image.focusPercentX === undefined && image.focusPercentY === undefined) return undefined;
  return `${image.focusPercentX ?? 50}% ${image.focusPercentY ?? 50}%`;
}
