import { countLabel } from '../../../shared/format/intl';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { buildPath } from '../../../shared/routes';
import { NOTE_TEXT, noteIdFromFragment, NOTES_PANEL_WIDTH } from '../../../shared/validation/notes';
import { useMutation, useQuery } from '../../data';
import type { NoteFieldsFragment } from '../../gql/graphql';
import { VIEWER_EDGE_BATCH_KEY } from '../../shell/graphql-client';
import type { SelectedPassage } from '../Highlights/selection-events';
import { NoteEditor } from './NoteEditor';
import { NoteThread } from './NoteThread';
import { CreateNoteMutation, PostNotesQuery } from './notes-queries';
import { paragraphElement, rangeFor, showPassages } from './passage';
import type { NotedStory } from './StoryNotes';
import './notes.css';

/** Below this width the panel is a bottom sheet. */
const SHEET_BELOW_PX = 600;
const MARKER_SIZE = 28;
const MARKER_GAP = 12;

interface LayerProps {
  post: NotedStory;
  viewerId: string;
  postVersion: number;
  canWrite: boolean;
  rootSelector: string;
  requested: SelectedPassage | null;
  onRequestHandled: () => void;
}

interface Place {
  top: number;
  left: number;
}

/** Where each paragraph's marker goes, relative to the story's main column. */
function useMarkerPlaces(rootSelector: string, anchors: string[]): { container: HTMLElement | null; places: Map<string, Place> } {
  const [state, setState] = useState<{ container: HTMLElement | null; places: Map<string, Place> }>({ container: null, places: new Map() });
  const key = anchors.join(' ');
  useLayoutEffect(() => {
    const root = document.querySelector(rootSelector);
    const container = root?.closest<HTMLElement>('.story__main') ?? null;
    if (!root || !container) return;
    const measure = () => {
      const box = container.getBoundingClientRect();
      const places = new Map<string, Place>();
      for (const anchor of key.split(' ').filter(Boolean)) {
        const paragraph = paragraphElement(root, anchor);
        if (!paragraph) continue;
        const rect = paragraph.getBoundingClientRect();
        const left = Math.min(rect.right - box.left + MARKER_GAP, box.width - MARKER_SIZE - 4);
        places.set(anchor, { top: rect.top - box.top + 2, left });
      }
      setState({ container, places });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [rootSelector, key]);
  return state;
}

/** The warning on leaving with text in an editor (spec 1 §5), while any editor holds text. */
function useUnsavedWarning() {
  const dirty = useRef(new Set<string>());
  const listener = useRef<((event: BeforeUnloadEvent) => void) | null>(null);
  useEffect(
    () => () => {
      if (listener.current) window.removeEventListener('beforeunload', listener.current);
    },
    [],
  );
  return useCallback((key: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
    if (dirty.current.size > 0 && !listener.current) {
      listener.current = (event: BeforeUnloadEvent) => {
        event.preventDefault();
        event.returnValue = NOTE_TEXT.unsavedWarning;
        return NOTE_TEXT.unsavedWarning;
      };
      window.addEventListener('beforeunload', listener.current);
    } else if (dirty.current.size === 0 && listener.current) {
      window.removeEventListener('beforeunload', listener.current);
      listener.current = null;
    }
  }, []);
}

function isRefusal(answer: { __typename: string }): answer is { __typename: 'BadRequest' | 'Forbidden' | 'NotFound' | 'TooManyRequests'; message: string } {
  return answer.__typename !== 'Note';
}

/** The notes' markers beside the story's paragraphs, the 'Private Notes' panel and the composer. */
export default function NotesLayer({ post, viewerId, postVersion, canWrite, rootSelector, requested, onRequestHandled }: LayerProps) {
  const { data } = useQuery(PostNotesQuery, { variables: { id: post.id }, ssr: false, context: { batchKey: VIEWER_EDGE_BATCH_KEY } });
  const notes = useMemo(() => (data?.post?.id === post.id ? data.post.privateNotes : []), [data, post.id]);
  const byAnchor = useMemo(() => {
    const groups = new Map<string, NoteFieldsFragment[]>();
    for (const note of notes) groups.set(note.anchor, [...(groups.get(note.anchor) ?? []), note]);
    return groups;
  }, [notes]);
  const [open, setOpen] = useState<string | null>(null);
  const [composing, setComposing] = useState<SelectedPassage | null>(null);
  const [composeError, setComposeError] = useState<string | null>(null);
  const [focusedNote, setFocusedNote] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const panel = useRef<HTMLDivElement>(null);
  const setDirty = useUnsavedWarning();
  const [createNote] = useMutation(CreateNoteMutation);
  const anchors = useMemo(() => [...byAnchor.keys()], [byAnchor]);
  const { container, places } = useMarkerPlaces(rootSelector, open && !byAnchor.has(open) ? [...anchors, open] : anchors);
  const root = typeof document === 'undefined' ? null : document.querySelector(rootSelector);

  const rangesOf = useCallback(
    (list: NoteFieldsFragment[]) => {
      if (!root) return [];
      return list.flatMap((note) => {
        const paragraph = paragraphElement(root, note.anchor);
        const range = paragraph ? rangeFor(paragraph, note.selectionStartOffset, note.selectionEndOffset) : null;
        return range ? [range] : [];
      });
    },
    [root],
  );

  // A request from the selection menu opens the composer on that passage.
  useEffect(() => {
    if (!requested) return;
    if (canWrite) {
      setComposing(requested);
      setComposeError(null);
      setOpen(requested.paragraphName);
    }
    onRequestHandled();
  }, [requested, canWrite, onRequestHandled]);

  // A note link (the story's address plus the note's anchor and id) opens the panel on that note.
  const linkHandled = useRef(false);
  useEffect(() => {
    if (linkHandled.current || notes.length === 0) return;
    const linked = noteIdFromFragment(window.location.hash);
    const note = linked ? notes.find((n) => n.id === linked.id) : null;
    linkHandled.current = true;
    if (!note) return;
    setOpen(note.anchor);
    setFocusedNote(note.id);
  }, [notes]);
  // A note link followed on this same page (only the hash changes).
  useEffect(() => {
    const onHash = () => {
      const linked = noteIdFromFragment(window.location.hash);
      const note = linked ? notes.find((n) => n.id === linked.id) : null;
      if (!note) return;
      setOpen(note.anchor);
      setFocusedNote(note.id);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [notes]);
  useEffect(() => {
    if (!focusedNote || !open) return;
    const element = document.getElementById(`note-${focusedNote}`);
    if (!element) return;
    const sheet = window.innerWidth < SHEET_BELOW_PX;
    if (!sheet && root) paragraphElement(root, open)?.scrollIntoView({ block: 'center' });
    element.scrollIntoView({ block: 'nearest' });
    element.focus({ preventScroll: true });
  }, [focusedNote, open, root]);

  // A panel opened on a new passage comes into view whole.
  useEffect(() => {
    if (open && composing && !focusedNote) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [open, composing, focusedNote]);

  // Times stay current while the panel is open.
  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [open]);

  const close = useCallback(() => {
    setOpen(null);
    setComposing(null);
    setFocusedNote(null);
    showPassages([]);
  }, []);

  // Escape closes; so does a click outside the panel and the markers.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || panel.current?.contains(target) || target.closest('.note-marker, dialog')) return;
      if (panel.current?.querySelector('textarea')?.value.trim()) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  // The open paragraph's passages stay marked while its panel is open.
  const openNotes = useMemo(() => (open ? (byAnchor.get(open) ?? []) : []), [open, byAnchor]);
  useEffect(() => {
    if (!open) return;
    const passage = composing && root ? paragraphElement(root, composing.paragraphName) : null;
    const composed = passage && composing ? rangeFor(passage, composing.startOffset, composing.endOffset) : null;
    showPassages([...rangesOf(openNotes), ...(composed ? [composed] : [])]);
  }, [open, openNotes, composing, rangesOf, root]);
  useEffect(() => () => showPassages([]), []);
  // The last note of an open paragraph deleted or dismissed: nothing is left to show.
  useEffect(() => {
    if (open && !composing && data && openNotes.length === 0) close();
  }, [open, composing, data, openNotes.length, close]);

  async function sendNote(text: string): Promise<boolean> {
    if (!composing) return false;
    setComposeError(null);
    const { data: answer } = await createNote({
      variables: {
        targetPostId: post.id,
        targetPostVersion: postVersion,
        targetParagraphName: composing.paragraphName,
        noteContent: text,
        selectionStartOffset: composing.startOffset,
        selectionEndOffset: composing.endOffset,
      },
    });
    const created = answer.createNote;
    if (isRefusal(created)) {
      setComposeError(created.message);
      return false;
    }
    // Submitting creates and opens the note (spec 1 §4).
    setComposing(null);
    setOpen(created.anchor);
    setFocusedNote(created.id);
    return true;
  }

  const passageText = (note: NoteFieldsFragment) => {
    const paragraph = root ? paragraphElement(root, note.anchor) : null;
    return paragraph?.textContent?.slice(note.selectionStartOffset, note.selectionEndOffset) ?? null;
  };

  const markers = container
    ? createPortal(
        <>
          {[...byAnchor].map(([anchor, list]) => {
            const place = places.get(anchor);
            if (!place) return null;
            const label = countLabel(list.length, 'private note', 'private notes');
            return (
              <button
                key={anchor}
                type="button"
                className={open === anchor ? 'note-marker note-marker--open' : 'note-marker'}
                style={{ top: place.top, left: place.left }}
                aria-label={label}
                title={label}
                aria-expanded={open === anchor}
                data-anchor={anchor}
                onPointerEnter={() => showPassages(rangesOf(list))}
                onPointerLeave={() => {
                  if (open !== anchor) showPassages(open ? rangesOf(byAnchor.get(open) ?? []) : []);
                }}
                onClick={() => {
                  if (open === anchor) close();
                  else {
                    setComposing(null);
                    setFocusedNote(null);
                    setOpen(anchor);
                  }
                }}
              >
                <NoteIcon />
                <span className="note-marker__count">{list.length}</span>
              </button>
            );
          })}
        </>,
        container,
      )
    : null;

  if (!open) return markers;
  const place = places.get(open);
  const sheet = typeof window !== 'undefined' && window.innerWidth < SHEET_BELOW_PX;
  const panelStyle = sheet || !place || !container ? undefined : panelPlace(place, container);
  const composingHere = composing && composing.paragraphName === open;

  const body = (
    <div
      ref={panel}
      className={sheet ? 'notes-panel notes-panel--sheet' : 'notes-panel'}
      style={panelStyle}
      role="dialog"
      aria-modal={sheet || undefined}
      aria-labelledby="notes-panel-title"
    >
      <header className="notes-panel__header">
        <h2 id="notes-panel-title" className="notes-panel__title">
          {NOTE_TEXT.panelTitle}
        </h2>
        <a className="notes-panel__learn" href={`${buildPath('ShowHelp')}#private-notes`} target="_blank" rel="noopener">
          {NOTE_TEXT.learnMore}
        </a>
        <button type="button" className="notes-panel__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      <div className="notes-panel__list">
        {composingHere && (
          <div className="notes-panel__compose">
            <blockquote className="note__passage">{composing.text}</blockquote>
            <NoteEditor
              kind="note"
              error={composeError}
              onSend={sendNote}
              onCancel={() => {
                setComposing(null);
                if (openNotes.length === 0) close();
              }}
              onDirtyChange={(dirty) => setDirty('note', dirty)}
            />
          </div>
        )}
        {openNotes.map((note) => (
          <NoteThread
            key={note.id}
            note={note}
            viewerId={viewerId}
            postCreatorId={post.creator.id}
            passage={passageText(note)}
            now={now}
            focused={note.id === focusedNote}
            onDirtyChange={setDirty}
            onHover={(id) => showPassages(rangesOf(id ? openNotes.filter((n) => n.id === id) : openNotes))}
          />
        ))}
      </div>
    </div>
  );

  return (
    <>
      {markers}
      {sheet ? createPortal(<div className="notes-sheet-backdrop" onClick={close} />, document.body) : null}
      {sheet ? createPortal(body, document.body) : container ? createPortal(body, container) : null}
    </>
  );
}

/** Beside the marker when it fits, else under it, never wider than the column. */
function panelPlace(place: Place, container: HTMLElement): { top: number; left: number; width: number } {
  const width = Math.min(NOTES_PANEL_WIDTH, container.clientWidth - 16);
  const box = container.getBoundingClientRect();
  const spaceRight = window.innerWidth - (box.left + place.left + MARKER_SIZE + 8);
  if (spaceRight >= width + 16) return { top: place.top - 8, left: place.left + MARKER_SIZE + 8, width };
  const left = Math.max(8 - box.left, Math.min(place.left + MARKER_SIZE - width, window.innerWidth - box.left - width - 8));
  return { top: place.top + MARKER_SIZE + 8, left, width };
}

function NoteIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 2.5h10a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H7l-3 2.5V11.5H3a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}
