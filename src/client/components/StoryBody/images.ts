import type { ImageMetadata, ParagraphLayout } from '../../../shared/content';
import { FULL_WIDTH_IMAGE_WIDTH, IMAGE_WIDTHS, SERVED_IMAGE_WIDTHS } from '../../../shared/images';
import type { ImageUrl } from './context';

export { IMAGE_WIDTHS };

// Breakpoints and column widths from the layout grid.
const MD = 728;
const XL = 1080;
const INSET = 680;
const INSET_SMALL = 350;
const OUTSET = 1192;
const OUTSET_LEFT = 525;

function isFullWidth(layout: ParagraphLayout | undefined): boolean {
  return layout === 'FULL_WIDTH' || layout === 'FULL_WIDTH_CROPPED_COVER';
}

/** Widths an image of a layout is offered at: full-width images go up to 2400, the rest to 2000. */
export function widthsFor(layout: ParagraphLayout | undefined): readonly number[] {
  return isFullWidth(layout) ? SERVED_IMAGE_WIDTHS : IMAGE_WIDTHS;
}

/**
 * The `srcset`: every offered width below the original, then the original itself (asked for at the next
 * offered width, which the server answers with the original). Descriptors never claim more pixels than exist.
 */
export function srcSet(image: Pick<ImageMetadata, 'id' | 'originalWidth'>, imageUrl: ImageUrl, widths: readonly number[] = IMAGE_WIDTHS): string {
  const original = image.originalWidth > 0 ? image.originalWidth : Infinity;
  const smaller = widths.filter((width) => width < original);
  const entries = smaller.map((width) => `${imageUrl(image.id, width)} ${width}w`);
  const next = widths.find((width) => width >= original);
  if (next !== undefined) entries.push(`${imageUrl(image.id, next)} ${original}w`);
  return entries.join(', ');
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

/**
 * Width requested for the plain `src`, used only where srcset is not understood (spec 2 §9: full width
 * 2400, outset 1000, inset 350, default 700; the server snaps each up to a served width).
 */
export function fallbackWidth(layout: ParagraphLayout | undefined): number {
  if (isFullWidth(layout)) return FULL_WIDTH_IMAGE_WIDTH;
  if (layout === 'OUTSET_CENTER' || layout === 'OUTSET_LEFT' || layout === 'OUTSET_ROW' || layout === 'OUTSET_ROW_CONTINUE') return 1000;
  if (layout === 'INSET_LEFT' || layout === 'INSET_RIGHT' || layout === 'INSET_CENTER_SMALL') return 350;
  return 700;
}

export function aspectRatio(image: Pick<ImageMetadata, 'originalWidth' | 'originalHeight'>): number {
  const { originalWidth: w, originalHeight: h } = image;
  return w > 0 && h > 0 ? w / h : 1;
}

export function focusPosition(image: ImageMetadata): string | undefined {
  if (image.focusPercentX === undefined && image.focusPercentY === undefined) return undefined;
  return `${image.focusPercentX ?? 50}% ${image.focusPercentY ?? 50}%`;
}
