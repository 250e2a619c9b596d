import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface RelationDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog> (block, report): the browser keeps focus inside and the page
 * behind inert; Escape or a click on the backdrop cancels. Focus starts on Cancel, the safe choice.
 */
export function RelationDialog({ title, children, confirmLabel, busy, onConfirm, onCancel }: RelationDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => element.close();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <dialog
      ref={dialog}
      className="relation-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <form className="relation-dialog__body" onSubmit={submit}>
        <h2 id={titleId} className="relation-dialog__title">
          {title}
        </h2>
        <div className="relation-dialog__text">{children}</div>
        <div className="relation-dialog__actions">
          <button ref={cancel} type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button relation-dialog__confirm" disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
