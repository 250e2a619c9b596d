import { lazy, Suspense, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { LIST_MESSAGES } from '../../../shared/validation/lists';
import { useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import { BookmarkIcon, ChevronIcon } from './icons';
import { PostSavedStateQuery } from './list-operations';
import { useReadingList, type SaveablePost } from './use-reading-list';
import './lists.css';

// The 'Save to' popover and its dialog load on first use: the story page's first load stays small.
const SaveToPopover = lazy(() => import('./SaveToPopover'));

/** How long a press must rest on the bookmark to open 'Save to' instead of saving (touch screens). */
export const LONG_PRESS_MS = 500;

/**
 * The bookmark beside a story: a press saves it to the reading list or takes it out (with the reading-list
 * toast and its Undo); the chevron, or a long press, opens 'Save to' with every list. Before the page is
 * interactive (or without JavaScript) it is a form posting to /_/bookmark/p/{postId}.
 */
export function SaveButton({ post, variant = 'story' }: { post: SaveablePost; variant?: 'story' | 'card' }) {
  const { session } = useShell();
  const location = useLocation();
  const here = location.pathname + location.search;
  if (!session.isLoggedInCookie) {
    // Signed-out pages are one cached copy for everyone: the way back must not carry this visitor's query.
    return (
      <span className={`save save--${variant}`}>
        <SignInLink className="save__button" config={{ operation: 'register', redirectTo: location.pathname, post: { id: post.id, title: post.title } }} aria-label="Save">
          <BookmarkIcon filled={false} />
        </SignInLink>
      </span>
    );
  }
  return <SignedInSave post={post} variant={variant} here={here} xsrf={session.xsrf ?? ''} />;
}

function SignedInSave({ post, variant, here, xsrf }: { post: SaveablePost; variant: 'story' | 'card'; here: string; xsrf: string }) {
  const { data } = useQuery(PostSavedStateQuery, { variables: { id: post.id }, ssr: false, context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const edge = data?.post?.id === post.id ? data.post.catalogEdge : null;
  const inReadingList = edge ? edge.readingList !== 'NONE' : false;
  const saved = inReadingList || (edge?.catalogIds.length ?? 0) > 0;
  const { toggle } = useReadingList(post.id);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (longPressed.current) {
      longPressed.current = false;
      return;
    }
    if (busy) return;
    setBusy(true);
    await toggle('bookmark', { optimistic: inReadingList ? 'NONE' : 'QUEUE', catalogIds: edge?.catalogIds ?? [] });
    setBusy(false);
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'touch') return;
    longPressed.current = false;
    pressTimer.current = setTimeout(() => {
      longPressed.current = true;
      setOpen(true);
    }, LONG_PRESS_MS);
  }
  const cancelPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };

  const label = inReadingList ? `Remove “${post.title}” from your reading list` : `Save “${post.title}” to your reading list`;
  return (
    <span className={`save save--${variant}`} ref={anchor}>
      <form method="post" action={`/_/bookmark/p/${post.id}`} className="save__form" onSubmit={onSubmit}>
        <input type="hidden" name="xsrf" value={xsrf} />
        <input type="hidden" name="redirect" value={here} />
        <button
          type="submit"
          className="save__button"
          aria-label={label}
          title={inReadingList ? 'Saved' : 'Save'}
          aria-pressed={inReadingList}
          data-saved={saved ? 'true' : 'false'}
          aria-busy={busy}
          onPointerDown={onPointerDown}
          onPointerUp={cancelPress}
          onPointerLeave={cancelPress}
          onContextMenu={(event) => longPressed.current && event.preventDefault()}
        >
          <BookmarkIcon filled={saved} />
        </button>
      </form>
      <button type="button" className="save__more" aria-label={`Save “${post.title}” to a list`} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <ChevronIcon />
      </button>
      {open && (
        <Suspense fallback={<span className="save-popover save-popover--loading" role="status">{LIST_MESSAGES.loading}</span>}>
          <SaveToPopover post={post} anchor={anchor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
