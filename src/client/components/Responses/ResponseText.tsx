import type { ReactNode } from 'react';
import { linkMarkups, safeHref } from '../../../shared/content';

interface TextParagraph {
  name: string;
  type: string;
  text: string;
}

/** A line with its links: its web addresses, as they were linked when it was written (only safe schemes; spec 1 §5). */
function withLinks(p: TextParagraph): ReactNode[] {
  const links = linkMarkups(p.text);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const link of links) {
    if (link.start < at) continue;
    const href = safeHref(link.href ?? null);
    parts.push(p.text.slice(at, link.start));
    const words = p.text.slice(link.start, link.end);
    parts.push(
      href ? (
        <a key={link.start} href={href} rel="nofollow ugc noopener">
          {words}
        </a>
      ) : (
        words
      ),
    );
    at = link.end;
  }
  parts.push(p.text.slice(at));
  return parts;
}

/** A response's text: its paragraphs, a quoted passage as a block quote. */
export function ResponseText({ paragraphs }: { paragraphs: TextParagraph[] }) {
  return (
    <div className="response__text">
      {paragraphs.map((p) =>
        p.type === 'BQ' ? (
          <blockquote key={p.name} className="response__quote">
            {withLinks(p)}
          </blockquote>
        ) : (
          <p key={p.name}>{withLinks(p)}</p>
        ),
      )}
    </div>
  );
}
