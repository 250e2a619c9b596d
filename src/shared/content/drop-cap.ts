import type { Paragraph, RichTextStyle } from './model';

const DROP_CAP_STYLES: ReadonlySet<RichTextStyle> = new Set(['FULL_PAGE', 'INLINE']);
const NO_DROP_CAP_TYPES: ReadonlySet<Paragraph['type']> = new Set(['IMG', 'IFRAME', 'MIXTAPE_EMBED', 'HR', 'PRE']);

// An optional opening quote mark, then one letter or digit.
const DROP_CAP_PATTERN = /^["'“‘«„‚‹]?[\p{L}\p{N}]/u;

export interface DropCapSplit {
  cap: string;
  rest: string;
}

/**
 * Splits off the characters shown as a drop cap: only for full-page or inline text with
 * the flag set, only when the text opens with the pattern, and never the whole text.
 */
export function dropCapSplit(paragraph: Pick<Paragraph, 'type' | 'text' | 'hasDropCap'>, style: RichTextStyle): DropCapSplit | null {
  if (!paragraph.hasDropCap || !DROP_CAP_STYLES.has(style) || NO_DROP_CAP_TYPES.has(paragraph.type)) return null;
  const match = DROP_CAP_PATTERN.exec(paragraph.text);
  if (!match) return null;
  const cap = match[0];
  if (cap.length >= paragraph.text.length) return null;
  return { cap, rest: paragraph.text.slice(cap.length) };
}
