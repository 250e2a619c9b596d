import { useEffect, useRef, type ReactNode } from 'react';
import './ModalDialog.css';

interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  /** Escape and the close button call this; without it the dialog can only be left through its own actions. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>: the rest of the page is inert, focus stays inside, Escape
 * closes it (when it may be closed), and focus goes back where it was when it closes.
 */
export function ModalDialog({ labelledBy, describedBy, onClose, role = 'dialog', className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`editor-modal ${className ?? ''}`} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {onClose && (
        <button type="button" className="editor-modal__close" aria-label="Close" onClick={onClose}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {children}
    </dialog>
  );
}
