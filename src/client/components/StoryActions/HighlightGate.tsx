import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useShell } from '../../shell/shell-context';
import { useSignIn } from '../SignIn/SignInModalProvider';
import { gateConfig, type GatedStory } from './gating';
import './StoryActions.css';

const BODY_SELECTOR = '.story__body';
/** Height of the button plus a gap, so it sits just above the selection. */
const OFFSET_ABOVE = 48;

interface Anchor {
  top: number;
  left: number;
}

/** Where the Highlight button goes for the current selection, or null when nothing in the story is selected. */
function anchorForSelection(): Anchor | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0 || selection.toString().trim() === '') return null;
  const range = selection.getRangeAt(0);
  const body = document.querySelector(BODY_SELECTOR);
  if (!body || !body.contains(range.commonAncestorContainer)) return null;
  const rect = range.getBoundingClientRect();
  return { top: rect.top + window.scrollY - OFFSET_ABOVE, left: rect.left + window.scrollX + rect.width / 2 };
}

/**
 * Signed-out readers who select text in the story get a small Highlight button above it; highlighting
 * needs an account, so the button opens the sign-up modal.
 */
export function HighlightGate({ story }: { story: GatedStory }) {
  const { session } = useShell();
  const { openSignIn, prepareSignIn } = useSignIn();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const gate = useRef<HTMLDivElement>(null);
  const signedIn = session.isLoggedInCookie;

  useEffect(() => {
    if (signedIn) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onPointerUp = (event: Event) => {
      if (event.target instanceof Node && gate.current?.contains(event.target)) return;
      // The selection is final only after the event has been handled.
      clearTimeout(pending);
      pending = setTimeout(() => setAnchor(anchorForSelection()), 0);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    document.addEventListener('mouseup', onPointerUp);
    document.addEventListener('touchend', onPointerUp);
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(pending);
      document.removeEventListener('mouseup', onPointerUp);
      document.removeEventListener('touchend', onPointerUp);
      document.removeEventListener('keydown', onKey);
    };
  }, [signedIn]);

  useEffect(() => {
    if (anchor) prepareSignIn();
  }, [anchor, prepareSignIn]);

  if (signedIn || !anchor) return null;
  return createPortal(
    <div ref={gate} className="highlight-gate" style={{ top: anchor.top, left: anchor.left }}>
      <button
        type="button"
        className="highlight-gate__button"
        // Keeps the selection while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setAnchor(null);
          openSignIn(gateConfig('highlight', story));
        }}
      >
        Highlight
      </button>
    </div>,
    document.body,
  );
}
