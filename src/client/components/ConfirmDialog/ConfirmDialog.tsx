import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Why the last try failed, shown under the text (`danger` dialogs only). */
  error?: string | null;
  /**
   * `danger` (the default): deleting or clearing something, with a red confirm button and a line for an error
   * (its styles are in pages/YourStories/your-stories.css); `note`: the private notes' quieter question (notes.css).
   */
  look?: 'danger' | 'note';
  onConfirm: () => void;
  onCancel: () => void;
}

const LOOKS = {
  danger: { block: 'confirm-dialog', confirm: 'button confirm-dialog__confirm' },
  note: { block: 'notes-confirm', confirm: 'button button--dark' },
} as const;

/**
 * A modal confirmation on the native <dialog>: the browser keeps focus inside and the page behind inert;
 * Escape or a click on the backdrop cancels. Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, error, look = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const { block, confirm } = LOOKS[look];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={block}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <form
        className={`${block}__body`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className={`${block}__title`}>
          {title}
        </h2>
        <div id={textId} className={`${block}__text`}>
          {children}
        </div>
        {look === 'danger' && (
          <p className={`${block}__error`} role="alert">
            {error ?? ''}
          </p>
        )}
        <div className={`${block}__actions`}>
          <button ref={cancel} type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className={confirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
