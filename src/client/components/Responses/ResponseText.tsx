import type { ReactNode } from 'react';
import { safeHref } from '../../../shared/content';

interface TextParagraph {
  name: string;
  type: string;
  text: string;
  markups: { type: string; start: number; end: number; href?: string | null }[];
}

/** A line with its links (only http, https and mailto become links; spec 1 §5). */
function withLinks(p: TextParagraph): ReactNode[] {
  const links = p.markups.filter((m) => m.type === 'A' && m.start < m.end).sort((a, b) => a.start - b.start);
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
