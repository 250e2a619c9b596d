import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CLAP_BURST_PAUSE_MS, CLAP_MESSAGES, clapsLabel, MAX_CLAPS_PER_READER } from '../../../shared/validation/claps';
import { shortCount } from '../../../shared/validation/relations';
import { CombinedGraphQLErrors, useMutation, useQuery } from '../../data';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { SignInLink } from '../SignIn/SignInLink';
import type { SignInConfig } from '../SignIn/susi-types';
import { useToasts } from '../Toasts/toasts';
import { ClapBurst } from './clap-burst';
import { ClapIcon } from './ClapIcon';
import {
  CatalogClapCountQuery,
  ClapCatalogMutation,
  ClapPostMutation,
  PostClapCountQuery,
  ViewerCatalogClapsQuery,
  ViewerPostClapsQuery,
} from './clap-operations';
import './Claps.css';

export interface ClapTarget {
  kind: 'post' | 'catalog';
  id: string;
  creatorId: string;
}

// The clappers list (its query, follow buttons) loads when the reader first opens it.
const loadDialog = () => import('./ClappersDialog');
const ClappersDialog = lazy(loadDialog);

/** How long the "+N" bubble stays after the last tap. */
const BUBBLE_MS = 1200;

/** The clap count shown (the reader's own given after the page loads), asked only when the page did not. */
function usePublicCount(target: ClapTarget, given: number | undefined): number {
  const skip = given !== undefined;
  const post = useQuery(PostClapCountQuery, { variables: { id: target.id }, skip: skip || target.kind !== 'post' });
  const catalog = useQuery(CatalogClapCountQuery, { variables: { id: target.id }, skip: skip || target.kind !== 'catalog' });
  return given ?? (target.kind === 'post' ? post.data?.post?.clapCount : catalog.data?.catalogById?.clapCount) ?? 0;
}

/** The reader's own claps and id, asked in the browser after the page loads. */
function useViewerClaps(target: ClapTarget, signedIn: boolean) {
  const options = { variables: { id: target.id }, ssr: false, context: { batchKey: VIEWER_EDGE_BATCH_KEY } };
  const post = useQuery(ViewerPostClapsQuery, { ...options, skip: !signedIn || target.kind !== 'post' });
  const catalog = useQuery(ViewerCatalogClapsQuery, { ...options, skip: !signedIn || target.kind !== 'catalog' });
  const data = target.kind === 'post' ? post.data : catalog.data;
  const mine = target.kind === 'post' ? post.data?.post?.viewerClapCount : catalog.data?.catalogById?.viewerClapCount;
  return { loaded: data !== undefined, mine: mine ?? 0, viewerId: data?.viewer?.id ?? null };
}

function errorMessage(error: unknown): string {
  return error instanceof CombinedGraphQLErrors && error.errors[0]?.message ? error.errors[0].message : CLAP_MESSAGES.notSaved;
}

/** Where a clap form posts without JavaScript (spec 2 §7: /_/vote/p/{postId}, /_/vote/{type}/{id}). */
export function votePath(target: Pick<ClapTarget, 'kind' | 'id'>): string {
  return target.kind === 'post' ? `/_/vote/p/${target.id}` : `/_/vote/catalog/${target.id}`;
}

/**
 * Clap for a story or a list, as on Medium: each tap adds a clap at once ("+N" above the button), the taps
 * of a burst go to the server together once the reader pauses (or leaves the page), and 50 is the most a
 * reader gives. The count beside it opens the list of clappers. Without JavaScript the button posts a form
 * that gives one clap. Signed out, it opens the sign-up modal (`gate`, else one that comes back here).
 */
export function ClapButton({ target, clapCount, gate }: { target: ClapTarget; clapCount?: number; gate?: SignInConfig }) {
  const { session } = useShell();
  const signedIn = session.isLoggedInCookie;
  const location = useLocation();
  const here = location.pathname + location.search;
  const total = usePublicCount(target, clapCount);
  const viewer = useViewerClaps(target, signedIn);
  const { showToast } = useToasts();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [bubble, setBubble] = useState<'count' | 'cap' | null>(null);
  const [clappedSinceFetch, setClappedSinceFetch] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const bubbleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const shown = useRef({ total, mine: viewer.mine });
  shown.current = { total, mine: viewer.mine };

  const [clapPost] = useMutation(ClapPostMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const [clapCatalog] = useMutation(ClapCatalogMutation, { context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const send = useRef<(claps: number) => Promise<unknown>>(async () => undefined);
  send.current = async (claps: number) => {
    const { total: before, mine } = shown.current;
    const guess = { id: target.id, clapCount: before + claps, viewerClapCount: Math.min(MAX_CLAPS_PER_READER, mine + claps) };
    try {
      if (target.kind === 'post') {
        await clapPost({ variables: { targetPostId: target.id, numClaps: claps }, optimisticResponse: { __typename: 'Mutation', clap: { __typename: 'Post', ...guess } } });
      } else {
        await clapCatalog({ variables: { catalogId: target.id, numClaps: claps }, optimisticResponse: { __typename: 'Mutation', clapCatalog: { __typename: 'Catalog', ...guess } } });
      }
    } catch (error) {
      showToast({ message: errorMessage(error), toastStyle: 'ERROR' });
    }
  };

  const burst = useRef<ClapBurst | null>(null);
  burst.current ??= new ClapBurst({ pauseMs: CLAP_BURST_PAUSE_MS, send: (claps) => send.current(claps), onChange: rerender });

  // Taps not sent yet go when the reader leaves: on another page of the app at once, and as a beacon
  // (the no-JavaScript form, which carries the xsrf token) when the tab closes or navigates away.
  useEffect(() => {
    const current = burst.current;
    const xsrf = session.xsrf;
    const onHide = () => {
      const claps = current?.takeUnsent() ?? 0;
      if (claps > 0 && xsrf) navigator.sendBeacon(votePath(target), new URLSearchParams({ xsrf, claps: String(claps), quiet: '1' }));
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      current?.flush();
    };
  }, [target, session.xsrf]);
  useEffect(() => () => clearTimeout(bubbleTimer.current), []);

  const unsent = burst.current.unsent;
  const mine = Math.min(MAX_CLAPS_PER_READER, viewer.mine + unsent);
  const count = total + unsent;
  const own = viewer.viewerId !== null && viewer.viewerId === target.creatorId;

  function showBubble(kind: 'count' | 'cap') {
    setBubble(kind);
    clearTimeout(bubbleTimer.current);
    bubbleTimer.current = setTimeout(() => setBubble(null), BUBBLE_MS);
  }

  function tap() {
    if (own) {
      showToast({ message: target.kind === 'post' ? CLAP_MESSAGES.ownStory : CLAP_MESSAGES.ownList });
      return;
    }
    if (mine >= MAX_CLAPS_PER_READER) {
      showBubble('cap');
      return;
    }
    setClappedSinceFetch(true);
    burst.current?.tap();
    showBubble(mine + 1 >= MAX_CLAPS_PER_READER ? 'cap' : 'count');
  }

  const icon = <ClapIcon filled={mine > 0} />;
  const countButton =
    count > 0 ? (
      <button
        type="button"
        className="claps__count"
        aria-haspopup="dialog"
        aria-label={`${clapsLabel(count)}: see who clapped`}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onClick={() => setDialogOpen(true)}
      >
        {shortCount(count)}
      </button>
    ) : null;
  const dialog = dialogOpen ? (
    <Suspense fallback={null}>
      <ClappersDialog target={target} onClose={() => setDialogOpen(false)} />
    </Suspense>
  ) : null;

  if (!signedIn) {
    return (
      <div className="claps">
        <SignInLink
          className="claps__button"
          aria-label="Clap"
          config={gate ?? { operation: 'register', susiEntry: 'clap', redirectTo: here }}
        >
          {icon}
        </SignInLink>
        {countButton}
        {dialog}
      </div>
    );
  }

  return (
    <div className="claps" data-clapped-since-fetch={clappedSinceFetch || undefined}>
      {/* Without JavaScript the form gives one clap; with it, the click is a tap of a burst. */}
      <form method="post" action={votePath(target)} className="claps__form">
        <input type="hidden" name="xsrf" value={session.xsrf ?? ''} />
        <input type="hidden" name="redirect" value={here} />
        <button
          type="submit"
          className={mine > 0 ? 'claps__button claps__button--clapped' : 'claps__button'}
          aria-label={mine > 0 ? `Clap (you gave ${clapsLabel(mine)})` : 'Clap'}
          aria-pressed={mine > 0}
          onClick={(event) => {
            event.preventDefault();
            tap();
          }}
        >
          {icon}
        </button>
        {bubble && (
          <span className={bubble === 'cap' ? 'claps__bubble claps__bubble--cap' : 'claps__bubble'} aria-hidden="true">
            +{mine}
            {bubble === 'cap' && <small>max</small>}
          </span>
        )}
      </form>
      {countButton}
      <span className="visually-hidden" role="status">
        {bubble === 'cap' ? CLAP_MESSAGES.capReached : clappedSinceFetch ? `You gave ${clapsLabel(mine)}.` : ''}
      </span>
      {dialog}
    </div>
  );
}
