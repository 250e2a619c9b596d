import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SusiStepView } from './SusiStepView';
import type { SignInConfig } from './susi-types';
import { focusableIn, useStepFocus } from './use-step-focus';
import { useSusiFlow } from './use-susi-flow';
import './SignInModal.css';

/** Keeps the rest of the page out of reach (and out of the accessibility tree) while the dialog is open. */
function useIsolation() {
  useEffect(() => {
    const root = document.getElementById('root');
    const overflow = document.body.style.overflow;
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, []);
}

/** The sign-in / sign-up dialog. Escape, the close button or a click on the backdrop itself closes it. */
export default function SignInModal({ config, onClose }: { config: SignInConfig; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  // Closing resets the modal to where it started and forgets the email; the owner then unmounts it.
  const { state, dispatch, env } = useSusiFlow(config, () => {
    dispatch({ type: 'close' });
    onClose();
  });
  const close = env.close!;
  useIsolation();
  useStepFocus(dialog, state.step, env.titleId, true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = focusableIn(dialog.current);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.current.contains(active);
      if (event.shiftKey && (active === firstItem || !inside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return createPortal(
    <div
      className="susi-backdrop"
      data-testid="susi-backdrop"
      onMouseDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        // Only a click that began and ended on the backdrop: a text selection dragged out of the dialog stays.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
        pressedOnBackdrop.current = false;
      }}
    >
      <div ref={dialog} className="susi-modal" role="dialog" aria-modal="true" aria-labelledby={env.titleId}>
        {!state.isEmbedded && (
          <button type="button" className="susi-modal__close" aria-label="Close" onClick={close}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <SusiStepView state={state} dispatch={dispatch} env={env} />
      </div>
    </div>,
    document.body,
  );
}
