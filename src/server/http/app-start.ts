import type { PostViewerEdgeQuery } from '../../client/gql/graphql';

/** The page's cache state as the server writes it: each answer under its key, with its operation's name. */
type CacheState = Record<string, { op?: unknown; data?: unknown } | undefined>;

/** The story's viewer-edge answer (src/client/pages/Post/viewer-edge-query.ts), asked on the server for a signed-in reader. */
const VIEWER_EDGE_OPERATION = 'PostViewerEdge';

/**
 * Whether the page shows a story in which the signed-in reader has highlights or private notes. Their marks are
 * painted by the application over the story's text, which is kept once for every reader and so cannot carry them.
 */
function showsOwnMarks(pageState: unknown): boolean {
  if (pageState === null || typeof pageState !== 'object') return false;
  return Object.values(pageState as CacheState).some((entry) => {
    if (entry?.op !== VIEWER_EDGE_OPERATION) return false;
    const post = (entry.data as PostViewerEdgeQuery | undefined)?.post;
    return !!post && (post.viewerHighlightCount > 0 || post.privateNoteCount > 0);
  });
}

/**
 * When the boot script starts the application (`<html data-start>`, decision 043): a reading page waits for the
 * reader's first interaction, unless it shows something of the reader's own that only the application draws (their
 * highlights and notes in a story); every other page, and a page that failed to render, starts once loaded.
 */
export function appStart(page: { handler: string | null; pageState: unknown }, readingPage: boolean): 'interaction' | 'load' {
  if (page.handler === null || !readingPage) return 'load';
  return showsOwnMarks(page.pageState) ? 'load' : 'interaction';
}
