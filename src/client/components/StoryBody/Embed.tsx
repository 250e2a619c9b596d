import { useRef } from 'react';
import type { Paragraph } from '../../../shared/content';
import { safeEmbedSrc } from '../../../shared/content';
import { EMBED_PERMISSIONS } from '../../../shared/embeds';
import { classNames, layoutClass } from './context';
import { useFrameHeight } from './frame-height';
import { RichText } from './Markups';

/** The frame page nests the provider's player, whose sandbox can only be narrower than this one. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/**
 * An IFRAME paragraph in a box with the frame's aspect ratio, until the frame reports its own height.
 * Only our own frame pages and https frames load.
 */
export function EmbedFigure({ paragraph }: { paragraph: Paragraph }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const reportedHeight = useFrameHeight(frame);
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
        <div className="embed" style={reportedHeight === null ? { aspectRatio: `${width} / ${height}` } : { height: reportedHeight }}>
          <iframe
            ref={frame}
            src={src}
            title={title}
            width={width}
            height={height}
            sandbox={EMBED_SANDBOX}
            allow={EMBED_PERMISSIONS}
            loading="lazy"
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
