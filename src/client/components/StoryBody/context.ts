import type { FirstWordsBoundary, RichTextStyle } from '../../../shared/content';

/** Builds the address of image `id` resized to `width` pixels wide. */
export type ImageUrl = (id: string, width: number) => string;

export interface RenderContext {
  style: RichTextStyle;
  imageUrl: ImageUrl;
  firstWords: FirstWordsBoundary | null;
  /** Index of the paragraph whose image loads eagerly (the likely largest paint). */
  eagerImageIndex: number;
}

export function layoutClass(layout: string | undefined): string | undefined {
  return layout ? `layout-${layout.toLowerCase().replace(/_/g, '-')}` : undefined;
}

export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
