import { useEffect } from 'react';
import { useShell } from '../../shell/shell-context';
import { passageHash } from '../Highlights/passage';
import type { SelectedPassage } from '../Highlights/selection-events';
import { useSignIn } from '../SignIn/SignInModalProvider';
import type { SignInConfig } from '../SignIn/susi-types';
import { gateConfig, storyPath, type GatedStory } from './gating';

const GATE_EVENT = 'quire:highlight-gate';
const PREPARE_EVENT = 'quire:highlight-gate-prepare';

type GatedPassageAction = 'highlight' | 'respond';

interface GateRequest {
  action: GatedPassageAction;
  passage: Pick<SelectedPassage, 'paragraphNames' | 'startOffset' | 'endOffset'>;
}

/**
 * The sign-up prompt for a signed-out reader's Highlight or Respond in the selection menu: operation 'register',
 * with the story, and the passage's paragraph names and offsets in the address the reader comes back to, where
 * the passage is selected again with its menu open (spec 1 §6).
 */
export function highlightGateConfig(story: GatedStory, { action, passage }: GateRequest): SignInConfig {
  return { ...gateConfig(action, story), redirectTo: storyPath(story) + passageHash(passage) };
}

/** Asked by the selection menu (loaded later, on demand) of a signed-out reader. */
export const requestHighlightGate = (request: GateRequest) => window.dispatchEvent(new CustomEvent<GateRequest>(GATE_EVENT, { detail: request }));
/** The selection menu opened: the modal's code starts loading ahead of a likely click. */
export const prepareHighlightGate = () => window.dispatchEvent(new Event(PREPARE_EVENT));

/** Opens the sign-up modal when a signed-out reader asks to highlight or respond to a passage. */
export function HighlightGate({ story }: { story: GatedStory }) {
  const { session } = useShell();
  const { openSignIn, prepareSignIn } = useSignIn();
  const signedIn = session.isLoggedInCookie;

  useEffect(() => {
    if (signedIn) return;
    const onGate = (event: Event) => openSignIn(highlightGateConfig(story, (event as CustomEvent<GateRequest>).detail));
    window.addEventListener(GATE_EVENT, onGate);
    window.addEventListener(PREPARE_EVENT, prepareSignIn);
    return () => {
      window.removeEventListener(GATE_EVENT, onGate);
      window.removeEventListener(PREPARE_EVENT, prepareSignIn);
    };
  }, [signedIn, story, openSignIn, prepareSignIn]);

  return null;
}
