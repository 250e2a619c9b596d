import { promoteHeadings } from './headings';
import { TEXT_PARAGRAPH_TYPES } from './model';
import type { Paragraph, ParagraphType, PostBody } from './model';

export const SNIPPET_LENGTH = 50;

const NOT_IN_EXCERPT: ReadonlySet<ParagraphType> = new Set([
  'TITLE',
  'SUBTITLE',
  'KICKER',
  'COVER_TITLE',
  'SECTION_CAPTION',
  'PRE',
]);

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** All text of a post, one paragraph per line pair; image captions included. */
export function plainText(body: Pick<PostBody, 'paragraphs'>): string {
  return body.paragraphs
    .map((p) => p.text.trim())
    .filter((text) => text.length > 0)
    .join('\n\n');
}

/**
 * The opening prose of a post (title, subtitle, kicker, captions and code skipped), on one
 * line and cut at a word boundary to at most `maxChars` characters including the ellipsis.
 */
export function excerpt(body: Pick<PostBody, 'paragraphs'>, maxChars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const paragraph of promoteHeadings(body.paragraphs)) {
    if (!TEXT_PARAGRAPH_TYPES.has(paragraph.type) || NOT_IN_EXCERPT.has(paragraph.type)) continue;
    const text = collapse(paragraph.text);
    if (!text) continue;
    parts.push(text);
    length += text.length + 1;
    if (length > maxChars) break;
  }
  const full = parts.join(' ');
  if (Array.from(full).length <= maxChars) return full;
  if (maxChars <= 1) return cut(full, maxChars);
  const head = cut(full, maxChars - 1);
  const lastSpace = head.lastIndexOf(' ');
  const trimmed = lastSpace > maxChars / 2 ? head.slice(0, lastSpace) : head;
  return `${trimmed.replace(/[\s.,;:!?—–-]+$/u, '')}…`;
}

/** The first 50 characters of `text`, on one line, with an ellipsis when anything was cut. */
export function snippet(text: string, max = SNIPPET_LENGTH): string {
  const line = collapse(text);
  const head = cut(line, max);
  return head.length < line.length ? `${head.trimEnd()}…` : head;
}

export interface TitleParts {
  kicker: string | null;
  title: string | null;
  subtitle: string | null;
}

/** The kicker, title and subtitle of a post after heading promotion. */
export function titleAndSubtitle(body: Pick<PostBody, 'paragraphs'>): TitleParts {
  const find = (ps: Paragraph[], type: ParagraphType) => {
    const text = ps.find((p) => p.type === type)?.text;
    const clean = text === undefined ? '' : collapse(text);
    return clean || null;
  };
  const paragraphs = promoteHeadings(body.paragraphs);
  return {
    kicker: find(paragraphs, 'KICKER'),
    title: find(paragraphs, 'TITLE'),
    subtitle: find(paragraphs, 'SUBTITLE'),
  };
}
