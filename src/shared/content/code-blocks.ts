import type { Markup, Paragraph, PostBody } from './model';

/**
 * A code block's text without the empty lines at its end (lines of nothing but spaces and tabs count as empty):
 * they would be published as a tall grey box. Scanned from the end, so a long run of line breaks costs one pass.
 */
export function trimCodeText(text: string): string {
  let end = text.length;
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text[i];
    if (ch === '\n' || ch === '\r') end = i;
    else if (ch !== ' ' && ch !== '\t') break;
  }
  return text.slice(0, end);
}

function clipMarkups(markups: Markup[], length: number): Markup[] {
  return markups.filter((m) => m.start < length).map((m) => (m.end > length ? { ...m, end: length } : m));
}

/** The body with every code block (PRE) trimmed of its trailing empty lines; the same object when none had any. */
export function trimCodeBlocks(body: PostBody): PostBody {
  let changed = false;
  const paragraphs = body.paragraphs.map((p): Paragraph => {
    if (p.type !== 'PRE') return p;
    const text = trimCodeText(p.text);
    if (text === p.text) return p;
    changed = true;
    return { ...p, text, markups: clipMarkups(p.markups, text.length) };
  });
  return changed ? { ...body, paragraphs } : body;
}
