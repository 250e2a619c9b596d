import { useState } from 'react';
import { ModalDialog } from '../../editor/ui/ModalDialog';

/** Asks before deleting; the server's refusal is shown here. */
export function DeleteStoryDialog({ onConfirm, onClose }: { onConfirm: () => Promise<string | null>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
  }
  return (
    <ModalDialog labelledBy="delete-title" describedBy="delete-text" role="alertdialog" onClose={onClose} className="editor-dialog">
      <h2 id="delete-title" className="editor-dialog__title">
        Delete story
      </h2>
      <p id="delete-text" className="editor-dialog__text">
        Are you sure you want to delete this story? It will be gone for good, with its responses and stats.
      </p>
      <p className="editor-dialog__error" role="alert">
        {error}
      </p>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}
