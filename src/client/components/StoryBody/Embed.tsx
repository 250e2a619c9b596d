import type { Paragraph } from '../../../shared/content';
import { safeEmbedSrc } from '../../../shared/content';
import { classNames, layoutClass } from './context';
import { RichText } from './Markups';

export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/**
 * An IFRAME paragraph in a box with the frame's aspect ratio. Only https frames load;
 * `data-embed-id` lets the page match the frame's resize messages to it.
 */
export function EmbedFigure({ paragraph }: { paragraph: Paragraph }) {
  const resource = paragraph.iframe?.mediaResource;
  const src = safeEmbedSrc(resource?.iframeSrc);
  const width = resource && resource.iframeWidth > 0 ? resource.iframeWidth : 16;
  const height = resource && resource.iframeHeight > 0 ? resource.iframeHeight : 9;
  const title = resource?.title || paragraph.text.trim() || 'Embedded content';
  return (
    <figure
      id={paragraph.name}
      data-name={paragraph.name}
      className={classNames('figure', 'figure--embed', layoutClass(paragraph.layout ?? 'INSET_CENTER'))}
    >
      {resource && src ? (
        <div className="embed" style={{ aspectRatio: `${width} / ${height}` }}>
          <iframe
            src={src}
            title={title}
            width={width}
            height={height}
            sandbox={EMBED_SANDBOX}
            loading="lazy"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-embed-id={resource.id}
          />
        </div>
      ) : (
        <div className="embed embed--unavailable">This embedded content is not available.</div>
      )}
      {paragraph.text.trim() && (
        <figcaption className="caption">
          <RichText text={paragraph.text} markups={paragraph.markups} />
        </figcaption>
      )}
    </figure>
  );
}
