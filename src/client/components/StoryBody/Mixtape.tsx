import type { Paragraph } from '../../../shared/content';
import { safeHref } from '../../../shared/content';
import { MIXTAPE_THUMBNAIL } from '../../../shared/embeds';
import { classNames, layoutClass } from './context';
import type { ImageUrl } from './context';
import { EXTERNAL_REL, RichText } from './Markups';


function hostOf(href: string): string | null {
  try {
    return new URL(href).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** A MIXTAPE_EMBED paragraph: a card linking to another page, with a thumbnail. */
export function MixtapeCard({ paragraph, imageUrl }: { paragraph: Paragraph; imageUrl: ImageUrl }) {
  const meta = paragraph.mixtapeMetadata;
  const href = safeHref(meta?.href ?? paragraph.href);
  const host = href ? hostOf(href) : null;
  const structured = Boolean(meta?.title || meta?.description);

  const content = (
    <>
      <span className="mixtape-text">
        {structured ? (
          <>
            {meta?.title && <strong className="mixtape-title">{meta.title}</strong>}
            {meta?.description && <em className="mixtape-description">{meta.description}</em>}
            {host && <span className="mixtape-host">{host}</span>}
          </>
        ) : (
          // The card is already a link, so links inside its text would nest.
          <RichText text={paragraph.text} markups={paragraph.markups} stripLinks />
        )}
      </span>
      {meta?.thumbnailImageId && (
        <img
          className="mixtape-thumbnail"
          src={imageUrl(meta.thumbnailImageId, 400)}
          width={MIXTAPE_THUMBNAIL.width}
          height={MIXTAPE_THUMBNAIL.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
    </>
  );

  return (
    <div id={paragraph.name} data-name={paragraph.name} className={classNames('mixtape', layoutClass(paragraph.layout))}>
      {href ? (
        <a className="mixtape-link" href={href} rel={EXTERNAL_REL} target="_blank">
          {content}
        </a>
      ) : (
        <div className="mixtape-link">{content}</div>
      )}
    </div>
  );
}
