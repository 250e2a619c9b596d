import { linkMarkups, type Paragraph, type PostBody } from '../../../shared/content';

/** A passage of the story the response quotes: shown first, as a block quote. */
export interface QuotedPassage {
  text: string;
}

const paragraphName = (index: number) => `r${index.toString(16).padStart(3, '0')}`;

/**
 * A response's body from the text the reader typed: one paragraph per line (blank lines dropped), web
 * addresses linked, and the quoted passage, if any, first.
 */
export function responseBody(text: string, quote: QuotedPassage | null = null): PostBody {
  const paragraphs: Paragraph[] = [];
  if (quote && quote.text.trim() !== '') {
    paragraphs.push({ name: paragraphName(0), type: 'BQ', text: quote.text.trim(), markups: [] });
  }
  for (const line of text.split('\n')) {
    const clean = line.trim();
    if (clean === '') continue;
    paragraphs.push({ name: paragraphName(paragraphs.length), type: 'P', text: clean, markups: linkMarkups(clean) });
  }
  return { paragraphs, sections: [] };
}

/** The response's title, as lists show it: the start of what the reader wrote. */
export function responseTitle(text: string, max = 100): string {
  const first = text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}
