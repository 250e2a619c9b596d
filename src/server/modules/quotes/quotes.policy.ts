import { HIGHLIGHT_MESSAGES } from '../../../shared/validation/highlights';
import type { QuoteRow } from './quotes.repo';

export type Decision = { allowed: true } | { allowed: false; kind: 'Forbidden' | 'NotFound'; message: string };

/** Readers delete only their own highlights (spec 1 §6), and only on the story named. */
export function canDeleteQuote(viewerId: string, quote: QuoteRow | null, postId: string): Decision {
  if (!quote || quote.postId !== postId) return { allowed: false, kind: 'NotFound', message: HIGHLIGHT_MESSAGES.quoteNotFound };
  if (quote.userId !== viewerId) return { allowed: false, kind: 'Forbidden', message: HIGHLIGHT_MESSAGES.notYours };
  return { allowed: true };
}

/** Highlights go on published stories only: drafts change under the reader and have no readers yet. */
export function canQuoteStory(post: { isPublished: boolean; latestPublishedVersion: number | null }): boolean {
  return post.isPublished && post.latestPublishedVersion !== null;
}
