/** Search: limits, categories and messages shared by server and client. */

/** The longest query read; the rest is ignored (nobody types more into a search field). */
export const MAX_QUERY_LENGTH = 200;
/** At most this many words count (a phrase counts each of its words); a pasted paragraph does not become a 300-word query. */
export const MAX_QUERY_WORDS = 12;
/** A longer "word" is no word anyone searches for (a pasted hash or address): it is left out. */
export const MAX_WORD_LENGTH = 40;
/**
 * A beginning (`run*`, or the word being typed) matches every word it starts: shorter than this it would
 * match most of the index, so it is read as a whole word.
 */
export const MIN_PREFIX_LENGTH = 2;
/** At most this many beginnings per query (the last ones, the word being typed among them); earlier stars are read as whole words. */
export const MAX_PREFIX_TERMS = 2;

/**
 * How many searches one request may ask for (each search field called is one search, suggestions
 * included; a search page asks for four at once). Per address, the server's settings say.
 */
export const SEARCH_RATE_LIMITS = { perRequest: 8 } as const;

export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 25;
/** How many of each kind the as-you-type suggestions show. */
export const SUGGESTION_LIMITS = { posts: 4, users: 3, collections: 2, tags: 3 } as const;
/** How many results the side column of the Stories tab shows per kind before its "See all" link. */
export const SIDEBAR_LIMIT = 3;
/** Wait this long after the last key before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The categories of /search/{category}, in tab order, with their labels. */
export const SEARCH_CATEGORIES = [
  { key: 'posts', label: 'Stories' },
  { key: 'users', label: 'People' },
  { key: 'publications', label: 'Publications' },
  { key: 'tags', label: 'Topics' },
  { key: 'lists', label: 'Lists' },
] as const;

export type SearchCategoryKey = (typeof SEARCH_CATEGORIES)[number]['key'];

/** The route of each category on the site-wide search (the publication's search has stories only). */
export const SEARCH_CATEGORY_ROUTES: Record<SearchCategoryKey, string> = {
  posts: 'ShowSearchPosts',
  users: 'ShowSearchUsers',
  publications: 'ShowSearchPublications',
  tags: 'ShowSearchTags',
  lists: 'ShowSearchLists',
};

export const SEARCH_MESSAGES = {
  placeholder: 'Search',
  empty: 'What are you looking for?',
  emptyHint: 'Search stories, people, publications, topics and lists.',
  noResults: (q: string) => `No results for “${q}”`,
  noResultsHint: 'Make sure all words are spelled correctly, try different or more general keywords, or fewer of them.',
  retry: 'We couldn’t load more results. Please try again.',
  tooManyAtOnce: `Too many searches in one request (at most ${SEARCH_RATE_LIMITS.perRequest}). Search for fewer things at once.`,
  tooMany: 'Too many searches from your network. Please wait a minute and try again.',
  tooLong: 'This search took too long. Try fewer words, or whole words instead of beginnings.',
  tips: 'Put words in quotes for an exact phrase, end a word with * to match its beginning, and put - before a word to leave it out.',
} as const;
