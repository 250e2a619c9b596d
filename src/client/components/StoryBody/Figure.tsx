import type { Paragraph } from '../../../shared/content';
import { safeHref } from '../../../shared/content';
import type { Indexed } from './blocks';
import { classNames, layoutClass } from './context';
import type { RenderContext } from './context';
import { aspectRatio, fallbackWidth, rowSizes, sizesFor, widthsFor } from './images';
import { EXTERNAL_REL, RichText } from './Markups';
import { StoryImage } from './StoryImage';

function Caption({ paragraph }: { paragraph: Paragraph }) {
  if (!paragraph.text.trim()) return null;
  return (
    <figcaption className="caption">
      <RichText text={paragraph.text} markups={paragraph.markups} />
    </figcaption>
  );
}

/** An IMG paragraph: the image (linked when it has a safe href) and its caption. */
export function ImageFigure({ paragraph, index, ctx }: { paragraph: Paragraph; index: number; ctx: RenderContext }) {
  const image = paragraph.metadata;
  const layout = paragraph.layout ?? 'INSET_CENTER';
  const href = safeHref(paragraph.href);
  const picture = image ? (
    <StoryImage
      image={image}
      imageUrl={ctx.imageUrl}
      sizes={sizesFor(layout)}
      fallbackWidth={fallbackWidth(layout)}
      widths={widthsFor(layout)}
      eager={index === ctx.eagerImageIndex}
      cover={layout === 'FULL_WIDTH_CROPPED_COVER'}
    />
  ) : null;
  return (
    <figure id={paragraph.name} data-name={paragraph.name} className={classNames('figure', 'figure--image', layoutClass(layout))}>
      <div className="figure-media">
        {href && picture ? (
          <a href={href} rel={EXTERNAL_REL} target="_blank">
            {picture}
          </a>
        ) : (
          picture
        )}
      </div>
      <Caption paragraph={paragraph} />
    </figure>
  );
}

/** Images laid side by side at a common height; each takes width in proportion to its aspect ratio. */
export function RowFigure({ items, ctx }: { items: Indexed[]; ctx: RenderContext }) {
  const ratios = items.map(({ paragraph }) => (paragraph.metadata ? aspectRatio(paragraph.metadata) : 1));
  const total = ratios.reduce((sum, r) => sum + r, 0) || 1;
  const captioned = items.filter(({ paragraph }) => paragraph.text.trim());
  return (
    <figure className={classNames('figure', 'figure--row', layoutClass('OUTSET_ROW'))}>
      <div className="row-images">
        {items.map(({ paragraph, index }, i) => {
          const ratio = ratios[i] ?? 1;
          return (
            <div
              key={paragraph.name}
              id={paragraph.name}
              data-name={paragraph.name}
              className={classNames('row-item', layoutClass(paragraph.layout))}
              style={{ flex: `${ratio} 1 0%` }}
            >
              {paragraph.metadata && (
                <StoryImage
                  image={paragraph.metadata}
                  imageUrl={ctx.imageUrl}
                  sizes={rowSizes(ratio / total)}
                  fallbackWidth={fallbackWidth('OUTSET_ROW')}
                  eager={index === ctx.eagerImageIndex}
                />
              )}
            </div>
          );
        })}
      </div>
      {captioned.length > 0 && (
        <figcaption className="caption">
          {captioned.map(({ paragraph }, i) => (
            <span key={paragraph.name} className="row-caption">
              {i > 0 && ' '}
              <RichText text={paragraph.text} markups={paragraph.markups} />
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
