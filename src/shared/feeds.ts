/** The home page's feeds: why a story is in For you, and the limits and messages shared by server and client. */

/** The signal that put a story in a reader's For you feed (its strongest one). */
export type FeedReasonKind = 'FOLLOWED_USER' | 'FOLLOWED_COLLECTION' | 'FOLLOWED_TOPIC' | 'SIMILAR_READERS' | 'READ' | 'POPULAR' | 'NEW';

/** What a reader can take out of For you: a read or a clap that shapes it, or a story they want less like. */
export type FeedSignalKind = 'READ' | 'CLAP' | 'SHOW_LESS';

/**
 * The line above a story in For you. `label` names the followed person, publication or topic, the story
 * that similar readers liked or that the reader read, or the topic or tag a popular story is in.
 */
export function feedReasonText(kind: FeedReasonKind, label: string | null, productName: string): string {
  switch (kind) {
    case 'FOLLOWED_USER':
    case 'FOLLOWED_COLLECTION':
    case 'FOLLOWED_TOPIC':
      return `Because you follow ${label ?? 'this writer'}`;
    case 'SIMILAR_READERS':
      return label ? `Readers who liked “${label}” also liked this` : 'Readers like you liked this';
    case 'READ':
      return label ? `Because you read “${label}”` : 'Based on your reading history';
    case 'POPULAR':
      return label ? `Popular in ${label}` : `Popular on ${productName}`;
    case 'NEW':
      return `New on ${productName}`;
  }
}

/** Stories per page of either tab, and at most per page. */
export const FEED_PAGE_SIZE = 10;
export const MAX_FEED_PAGE_SIZE = 25;
/** People suggested in Who to follow, and at most. */
export const WHO_TO_FOLLOW_SIZE = 3;
export const MAX_WHO_TO_FOLLOW = 10;

/** Removing and restoring signals: far above a reader's pace, low enough to stop a script. */
export const FEED_SIGNAL_RATE_LIMITS = [
  { limit: 60, windowMs: 60_000 },
  { limit: 600, windowMs: 3_600_000 },
] as const;

export const FEED_MESSAGES = {
  postNotFound: 'Story not found',
  tooMany: 'You have done that too many times in a short while. Please wait a few minutes and try again.',
  shownLess: 'We’ll show you fewer stories like this.',
  removed: 'Removed from your recommendations.',
  restored: 'Added back to your recommendations.',
  retryableError: 'An error occured. Please try again or contact our support team for help.',
} as const;
