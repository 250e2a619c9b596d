import { useEffect, useRef, useState } from 'react';
import { AutosaveController, type SaveOutcome } from '../../editor/ui/autosave';
import { hasUnsavedChanges, type SaveState } from '../../editor/ui/save-state';

export interface Autosave {
  state: SaveState;
  controller: AutosaveController;
  /** Lets the page go without the browser's "leave site?" question (after a deliberate reload, a delete…). */
  allowLeaving(): void;
}

/**
 * Autosave for the editor page: saves after a pause in typing, when the tab is hidden or the page is
 * left, and asks the browser to warn before leaving while text is unsaved.
 */
export function useAutosave(baseVersion: number | null, save: (baseVersion: number | null) => Promise<SaveOutcome>): Autosave {
  const saveRef = useRef(save);
  saveRef.current = save;
  const [state, setState] = useState<SaveState | null>(null);
  const [controller] = useState(() => new AutosaveController({ baseVersion, save: (base) => saveRef.current(base), onChange: setState }));
  const leaving = useRef(false);

  useEffect(() => {
    const flush = () => void controller.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !hasUnsavedChanges(controller.state)) return;
      flush();
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [controller]);

  // Leaving for another page of the app: what is unsaved is still sent, then the controller stops.
  useEffect(() => () => void controller.flush().finally(() => controller.dispose()), [controller]);

  return {
    state: state ?? controller.state,
    controller,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
