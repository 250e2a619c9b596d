/** What other modules may use of this one. */

// Events a notification subscribes to: 'quote.created', 'quote.deleted', 'quote.piled_onto' (declared in quotes.service).
export { readableQuote } from './quotes.service';
export { highlightsOfPost, insertQuote, type QuoteRow } from './quotes.repo';
export { highlightCount, newestHighlight } from './quotes.repo';
export { quotesByIds } from './quotes.repo';
