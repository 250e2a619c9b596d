import { useRef } from 'react';
import type { Paragraph } from '../../../shared/content';
import { safeEmbedSrc, safeHref } from '../../../shared/content';
import { EMBED_PERMISSIONS } from '../../../shared/embeds';
import { classNames, layoutClass } from './context';
import { useFrameHeight } from './frame-height';
import { RichText } from './Markups';

/** The frame page nests the provider's player, whose sandbox can only be narrower than this one. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** An embed that cannot load here: its title, and its address as a plain link when it has a safe one. */
function UnavailableEmbed({ title, href }: { title: string; href: string | null }) {
  return (
    <div className="embed embed--unavailable">
      {href ? (
        <a href={href} rel="nofollow noopener noreferrer" target="_blank">
          <strong className="embed__title">{title}</strong>
          <span className="embed__host">{new URL(href).hostname}</span>
        </a>
      ) : (
        <>
          <strong className="embed__title">{title}</strong>
          <span className="embed__host">This embedded content is not available.</span>
        </>
      )}
    </div>
  );
}

/**
 * An IFRAME paragraph in a box with the frame's aspect ratio, until the frame reports its own height.
 * Only our own frame pages load.
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
        <UnavailableEmbed title={title} href={safeHref(resource?.iframeSrc)} />
      )}
      {paragraph.text.trim() && (
        <figcaption className="caption">
          <RichText text={paragraph.text} markups={paragraph.markups} />
        </figcaption>
      )}
    </figure>
  );
}
