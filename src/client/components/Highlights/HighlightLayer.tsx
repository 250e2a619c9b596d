import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canShareStory, HIGHLIGHT_MESSAGES, HOVER_GRACE_MS } from '../../../shared/validation/highlights';
import { useClient, useMutation, useQuery } from '../../data';
import type { HighlightQuoteFragment, PostHighlightsQuery as PostHighlightsData } from '../../gql/graphql';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import { useShell } from '../../shell/shell-context';
import { prepareHighlightGate, requestHighlightGate } from '../StoryActions/HighlightGate';
import { useToasts } from '../Toasts/toasts';
import { CreateQuoteMutation, DeleteQuoteMutation, PostHighlightsQuery } from './highlights-operations';
import { MarginMarkers } from './MarginMarkers';
import { placeMenu } from './menu-position';
import { MARK_CLASS, paint, SEGMENT_ATTRIBUTE, unpaint } from './paint';
import { passageFromHash, paragraphText, selectedPassage, selectPassage, type DomPassage } from './passage';
import { segmentsFor, type Segment } from './segments';
import { requestPrivateNote, requestResponseToPassage, type SelectedPassage } from './selection-events';
import { ShareButtons } from './ShareButtons';
import type { HighlightedStory } from './StoryHighlights';
import './highlights.css';

type Anchor = Pick<SelectedPassage, 'paragraphNames' | 'startOffset' | 'endOffset'>;

/** What a menu is open for: a fresh selection, or a painted highlight (hovered, or focused by a click). */
type Open =
  | { kind: 'selection'; passage: DomPassage }
  | { kind: 'highlight'; segment: Segment; rect: DOMRect; pinned: boolean };

const sameAnchor = (a: Anchor, b: Anchor) =>
  a.startOffset === b.startOffset && a.endOffset === b.endOffset && a.paragraphNames.join(',') === b.paragraphNames.join(',');

const anchorOf = (quote: HighlightQuoteFragment): Anchor => ({
  paragraphNames: quote.paragraphs.map((p) => p.name),
  startOffset: quote.startOffset,
  endOffset: quote.endOffset,
});

const canHover = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;
const isTouch = () => window.matchMedia('(pointer: coarse)').matches;

let temporaryIds = 0;

/** Highlights over the story's adopted HTML, with the selection menu, the highlight menu and the margin markers. */
export default function HighlightLayer({ post, rootSelector }: { post: HighlightedStory; rootSelector: string }) {
  const { session } = useShell();
  const signedIn = session.isLoggedInCookie;
  const client = useClient();
  const { showToast } = useToasts();
  const variables = useMemo(() => ({ id: post.id }), [post.id]);
  const { data } = useQuery(PostHighlightsQuery, { variables, ssr: false, context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const [createQuote] = useMutation(CreateQuoteMutation);
  const [deleteQuote] = useMutation(DeleteQuoteMutation);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [marks, setMarks] = useState<Map<string, HTMLElement[]>>(new Map());
  const menuRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const story = data?.post?.id === post.id ? data.post : null;
  const viewerId = data?.viewer?.id ?? null;
  const quotes = useMemo(() => story?.highlights ?? [], [story]);
  const segments = useMemo(() => segmentsFor(quotes, viewerId), [quotes, viewerId]);
  const shareable = story ? canShareStory(story) : false;

  useEffect(() => setRoot(document.querySelector<HTMLElement>(rootSelector)), [rootSelector]);

  // Painted after every change of the highlights; unpainted first, so marks never nest.
  useLayoutEffect(() => {
    if (!root) return;
    setMarks(paint(root, segments));
    return () => unpaint(root);
  }, [root, segments]);

  const readQuotes = useCallback((): PostHighlightsData | undefined => client.cache.readQuery<PostHighlightsData>(client.key(PostHighlightsQuery, variables)), [client, variables]);
  const writeQuotes = useCallback(
    (change: (list: HighlightQuoteFragment[]) => HighlightQuoteFragment[]) => {
      const current = readQuotes();
      if (!current?.post) return;
      client.writeQuery({ query: PostHighlightsQuery, variables, data: { ...current, post: { ...current.post, highlights: change(current.post.highlights) } } });
    },
    [client, readQuotes, variables],
  );

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen((o) => (o?.kind === 'highlight' && !o.pinned ? null : o)), HOVER_GRACE_MS);
  }, []);

  // The selection menu: after a selection ends (mouse, touch, keyboard), or when a touch selection's handles move.
  useEffect(() => {
    if (!root) return;
    let pointerDown = false;
    let pending: number | undefined;
    const check = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        const passage = selectedPassage(root, post.id);
        if (passage) {
          setOpen({ kind: 'selection', passage });
          if (!signedIn) prepareHighlightGate();
        } else setOpen((o) => (o?.kind === 'selection' ? null : o));
      }, isTouch() ? 250 : 0);
    };
    const onDown = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      pointerDown = true;
    };
    const onUp = (event: Event) => {
      pointerDown = false;
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      check();
    };
    const onSelectionChange = () => {
      if (!pointerDown) check();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keyup', onUp);
    document.addEventListener('selectionchange', onSelectionChange);
    // The reader's first selection may have ended while this code was loading.
    check();
    return () => {
      window.clearTimeout(pending);
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('mouseup', onUp);
      document.removeEventListener('keyup', onUp);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [root, post.id, signedIn]);

  // Hover (with a grace period on leaving) and click on a painted highlight.
  useEffect(() => {
    if (!root) return;
    const segmentOf = (target: EventTarget | null) => {
      const mark = target instanceof Element ? target.closest<HTMLElement>(`mark.${MARK_CLASS}`) : null;
      const segment = mark && segments.find((s) => s.key === mark.getAttribute(SEGMENT_ATTRIBUTE));
      return mark && segment ? { mark, segment } : null;
    };
    const openFor = (found: { mark: HTMLElement; segment: Segment }, pinned: boolean) => {
      const rect = (marks.get(found.segment.key)?.[0] ?? found.mark).getBoundingClientRect();
      setOpen((o) => (o?.kind === 'selection' ? o : { kind: 'highlight', segment: found.segment, rect, pinned }));
    };
    const onOver = (event: MouseEvent) => {
      if (!canHover()) return;
      const found = segmentOf(event.target);
      if (!found) return;
      cancelClose();
      openFor(found, false);
    };
    const onOut = (event: MouseEvent) => {
      if (segmentOf(event.target) && !segmentOf(event.relatedTarget)) closeSoon();
    };
    const onClick = (event: MouseEvent) => {
      const found = segmentOf(event.target);
      const selection = window.getSelection();
      if (!found || (selection && !selection.isCollapsed)) return;
      cancelClose();
      openFor(found, true);
      // Focus moves into the menu, so the keyboard can reach its buttons.
      requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('button, a')?.focus());
    };
    root.addEventListener('mouseover', onOver);
    root.addEventListener('mouseout', onOut);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('mouseover', onOver);
      root.removeEventListener('mouseout', onOut);
      root.removeEventListener('click', onClick);
    };
  }, [root, segments, marks, closeSoon]);

  // Clicking elsewhere or Escape dismisses a pinned menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && menuRef.current?.contains(target)) return;
      if (target instanceof Element && target.closest(`mark.${MARK_CLASS}`)) return;
      if (open.kind === 'highlight') setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A reader back from signing up finds the passage selected, with its menu open.
  useEffect(() => {
    if (!root || !story || !signedIn) return;
    const anchor = passageFromHash(window.location.hash);
    if (!anchor) return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    if (!selectPassage(root, anchor)) return;
    const passage = selectedPassage(root, post.id);
    if (passage) {
      document.querySelector(`[data-name="${CSS.escape(anchor.paragraphNames[0]!)}"]`)?.scrollIntoView({ block: 'center' });
      setOpen({ kind: 'selection', passage: { ...passage, rect: window.getSelection()!.getRangeAt(0).getBoundingClientRect() } });
    }
  }, [root, story, signedIn, post.id]);

  const fail = useCallback((message: string = HIGHLIGHT_MESSAGES.failed) => showToast({ message, duration: 5000 }), [showToast]);

  /** Highlights a passage, or removes the reader's identical one (a toggle), showing the change at once. */
  const toggleHighlight = useCallback(
    async (anchor: Anchor, text: string) => {
      if (!signedIn) {
        requestHighlightGate({ action: 'highlight', passage: anchor });
        return;
      }
      if (!story || story.latestPublishedVersion == null || !viewerId) return;
      const before = readQuotes()?.post?.highlights ?? [];
      const existing = before.find((q) => q.userId === viewerId && sameAnchor(anchorOf(q), anchor));
      const temporaryId = `temporary-${++temporaryIds}`;
      if (existing) writeQuotes((list) => list.filter((q) => q.id !== existing.id));
      else {
        const paragraphs = anchor.paragraphNames.map((name) => {
          const element = root?.querySelector(`[data-name="${CSS.escape(name)}"]`);
          return { __typename: 'QuoteParagraph' as const, id: `${post.id}_${name}`, name, text: element ? paragraphText(element) : '', type: 'P' };
        });
        const optimistic: HighlightQuoteFragment = {
          __typename: 'Quote',
          id: temporaryId,
          userId: viewerId,
          user: { __typename: 'User', id: viewerId, name: data?.viewer?.name ?? '' },
          users: [],
          startOffset: anchor.startOffset,
          endOffset: anchor.endOffset,
          text,
          count: 1,
          paragraphs,
        };
        writeQuotes((list) => [...list, optimistic]);
      }
      try {
        const { data: answer } = await createQuote({
          variables: {
            targetPostId: post.id,
            targetPostVersionId: String(story.latestPublishedVersion),
            targetParagraphNames: anchor.paragraphNames,
            startOffset: anchor.startOffset,
            endOffset: anchor.endOffset,
            quoteType: 'HIGHLIGHT',
          },
        });
        const result = answer.createQuote;
        if (result.__typename === 'Quote') writeQuotes((list) => [...list.filter((q) => q.id !== temporaryId && q.id !== result.id), result]);
        else if (result.__typename === 'QuoteRemoved') writeQuotes((list) => list.filter((q) => q.id !== result.id && q.id !== temporaryId));
        else {
          writeQuotes(() => before);
          fail(result.message);
        }
      } catch {
        writeQuotes(() => before);
        fail();
      }
    },
    [signedIn, story, viewerId, readQuotes, writeQuotes, root, post.id, data?.viewer?.name, createQuote, fail],
  );

  /** Removes the reader's own highlights in a painted segment. */
  const removeHighlights = useCallback(
    async (segment: Segment) => {
      const own = segment.quotes.filter((q) => q.userId === viewerId);
      const before = readQuotes()?.post?.highlights ?? [];
      writeQuotes((list) => list.filter((q) => !own.some((o) => o.id === q.id)));
      try {
        for (const quote of own) {
          if (quote.id.startsWith('temporary-')) continue;
          const { data: answer } = await deleteQuote({ variables: { targetPostId: post.id, targetQuoteId: quote.id } });
          if (answer.deleteQuote.__typename !== 'QuoteRemoved' && answer.deleteQuote.__typename !== 'NotFound') {
            writeQuotes(() => before);
            fail(answer.deleteQuote.message);
            return;
          }
        }
      } catch {
        writeQuotes(() => before);
        fail();
      }
    },
    [viewerId, readQuotes, writeQuotes, deleteQuote, post.id, fail],
  );

  const respond = (passage: SelectedPassage) => {
    if (signedIn) requestResponseToPassage(passage);
    else requestHighlightGate({ action: 'respond', passage });
  };

  const close = () => {
    setOpen(null);
    window.getSelection()?.removeAllRanges();
  };

  // Actions need the story's version and the reader: the menu waits for them.
  const menu = open && story ? (
    <FloatingMenu menuRef={menuRef} rect={open.kind === 'selection' ? open.passage.rect : open.rect} onEnter={cancelClose} onLeave={open.kind === 'highlight' ? closeSoon : undefined}>
      {open.kind === 'selection' ? (
        <SelectionActions
          passage={open.passage}
          isHighlighted={quotes.some((q) => q.userId === viewerId && sameAnchor(anchorOf(q), open.passage))}
          canNote={signedIn && story?.creator.allowNotes === true}
          shareable={shareable}
          onHighlight={() => {
            void toggleHighlight(open.passage, open.passage.text);
            close();
          }}
          onRespond={() => {
            respond(open.passage);
            close();
          }}
          onNote={() => {
            requestPrivateNote(open.passage);
            close();
          }}
          onShared={close}
        />
      ) : (
        <SegmentActions
          segment={open.segment}
          shareable={shareable}
          onHighlight={(quote) => {
            void toggleHighlight(anchorOf(quote), quote.text);
            setOpen(null);
          }}
          onRemove={() => {
            void removeHighlights(open.segment);
            setOpen(null);
          }}
          onRespond={(quote) => {
            respond({ postId: post.id, paragraphName: quote.paragraphs[0]?.name ?? '', ...anchorOf(quote), text: quote.text });
            setOpen(null);
          }}
          onShared={() => setOpen(null)}
          postId={post.id}
        />
      )}
    </FloatingMenu>
  ) : null;

  return (
    <>
      {menu && createPortal(menu, document.body)}
      {root && <MarginMarkers root={root} segments={segments} marks={marks} onOpen={(segment, rect) => setOpen({ kind: 'highlight', segment, rect, pinned: true })} />}
    </>
  );
}

function FloatingMenu({
  rect,
  menuRef,
  onEnter,
  onLeave,
  children,
}: {
  rect: DOMRect;
  menuRef: React.RefObject<HTMLDivElement | null>;
  onEnter: () => void;
  onLeave?: () => void;
  children: React.ReactNode;
}) {
  const [place, setPlace] = useState<{ top: number; left: number; below: boolean } | null>(null);
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const topInset = document.querySelector('.metabar')?.getBoundingClientRect().bottom ?? 0;
    setPlace(
      placeMenu(
        rect,
        { width: menu.offsetWidth, height: menu.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight, scrollX: window.scrollX, scrollY: window.scrollY, topInset: Math.max(0, topInset) },
        isTouch(),
      ),
    );
  }, [rect, menuRef, children]);
  return (
    <div
      ref={menuRef}
      className={`highlight-menu${place?.below ? ' highlight-menu--below' : ''}`}
      role="toolbar"
      aria-label="Highlight options"
      style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      // Keeps the reader's selection while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </div>
  );
}

function SelectionActions({
  passage,
  isHighlighted,
  canNote,
  shareable,
  onHighlight,
  onRespond,
  onNote,
  onShared,
}: {
  passage: DomPassage;
  isHighlighted: boolean;
  canNote: boolean;
  shareable: boolean;
  onHighlight: () => void;
  onRespond: () => void;
  onNote: () => void;
  onShared: () => void;
}) {
  return (
    <>
      <button type="button" className="highlight-menu__button" onClick={onHighlight} aria-pressed={isHighlighted}>
        <HighlighterIcon /> <span>{isHighlighted ? 'Remove highlight' : 'Highlight'}</span>
      </button>
      <button type="button" className="highlight-menu__button" onClick={onRespond}>
        <RespondIcon /> <span>Respond</span>
      </button>
      {canNote && (
        <button type="button" className="highlight-menu__button" onClick={onNote}>
          <NoteIcon /> <span>Private note</span>
        </button>
      )}
      {shareable && <ShareButtons postId={passage.postId} text={passage.text} onShared={onShared} />}
    </>
  );
}

function SegmentActions({
  segment,
  shareable,
  postId,
  onHighlight,
  onRemove,
  onRespond,
  onShared,
}: {
  segment: Segment;
  shareable: boolean;
  postId: string;
  onHighlight: (quote: HighlightQuoteFragment) => void;
  onRemove: () => void;
  onRespond: (quote: HighlightQuoteFragment) => void;
  onShared: () => void;
}) {
  const quote = (segment.quotes.find((q) => segment.own && q.user) ?? segment.quotes[0]) as HighlightQuoteFragment;
  return (
    <>
      <span className="highlight-menu__label">{segment.label}</span>
      {segment.own ? (
        <button type="button" className="highlight-menu__button" onClick={onRemove}>
          <HighlighterIcon /> <span>Remove highlight</span>
        </button>
      ) : (
        <button type="button" className="highlight-menu__button" onClick={() => onHighlight(quote)}>
          <HighlighterIcon /> <span>Highlight</span>
        </button>
      )}
      <button type="button" className="highlight-menu__button" onClick={() => onRespond(quote)}>
        <RespondIcon /> <span>Respond</span>
      </button>
      {shareable && <ShareButtons postId={postId} text={quote.text} onShared={onShared} />}
    </>
  );
}

function HighlighterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" d="m14.5 4.5 5 5L10 19H5v-5zM12.5 6.5l5 5M4 21h8" />
    </svg>
  );
}

function RespondIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M18 16.8a7.1 7.1 0 0 0 2.2-5.1C20.2 7.4 16.5 4 12 4s-8.2 3.4-8.2 7.7c0 4.2 3.7 7.6 8.2 7.6 1 0 2-.2 2.9-.5l3.6 1.6-.5-3.6z"
      />
    </svg>
  );
}

function NoteIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" d="M5 4h14v11l-5 5H5zM14 20v-5h5M8 9h8M8 12h5" />
    </svg>
  );
}

