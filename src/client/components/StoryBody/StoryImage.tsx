import type { CSSProperties } from 'react';
import type { ImageMetadata } from '../../../shared/content';
import type { ImageUrl } from './context';
import { IMAGE_WIDTHS, focusPosition, srcSet } from './images';

export interface StoryImageProps {
  image: ImageMetadata;
  imageUrl: ImageUrl;
  sizes: string;
  fallbackWidth: number;
  /** Widths offered in the srcset (full-width layouts go higher than the rest). */
  widths?: readonly number[];
  eager?: boolean;
  className?: string;
  /** Crop to the box and keep the focus point in view. */
  cover?: boolean;
  alt?: string;
}

/** A responsive image: srcset over every standard width, intrinsic size to avoid layout shift. */
export function StoryImage({ image, imageUrl, sizes, fallbackWidth, widths = IMAGE_WIDTHS, eager = false, className, cover = false, alt }: StoryImageProps) {
  const position = cover ? focusPosition(image) : undefined;
  const style: CSSProperties | undefined = position ? { objectPosition: position } : undefined;
  // The plain src asks for a width the server renders anyway, and never for more than the original.
  const wanted = image.originalWidth > 0 ? Math.min(fallbackWidth, image.originalWidth) : fallbackWidth;
  const width = widths.find((w) => w >= wanted) ?? widths[widths.length - 1]!;
  return (
    <img
      className={className}
      src={imageUrl(image.id, width)}
      srcSet={srcSet(image, imageUrl, widths)}
      sizes={sizes}
      width={image.originalWidth}
      height={image.originalHeight}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={style}
    />
  );
}
