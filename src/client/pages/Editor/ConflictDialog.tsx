import { useState } from 'react';
import { ModalDialog } from '../../editor/ui/ModalDialog';
import { CONFLICT_MESSAGE } from '../../editor/ui/save-state';

export const COPIED_MESSAGE = 'Your text is on the clipboard.';
export const COPY_FAILED_MESSAGE = 'The browser did not allow copying. Select the text in the editor and copy it yourself.';

/**
 * Shown when another tab or window saved this story first. Saving has stopped, nothing was overwritten,
 * and the text typed here is still in the editor until the writer reloads.
 */
export function ConflictDialog({ copyText, onReload }: { copyText: () => string; onReload: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  async function copyMine() {
    try {
      await navigator.clipboard.writeText(copyText());
      setCopy('done');
    } catch {
      setCopy('failed');
    }
  }
  return (
    <ModalDialog labelledBy="conflict-title" describedBy="conflict-message" role="alertdialog" className="editor-dialog editor-dialog--conflict">
      <h2 id="conflict-title" className="editor-dialog__title">
        Your changes were not saved
      </h2>
      <p id="conflict-message" className="editor-dialog__text">
        {CONFLICT_MESSAGE}
      </p>
      <p className="editor-dialog__status" role="status" aria-live="polite">
        {copy === 'done' ? COPIED_MESSAGE : copy === 'failed' ? COPY_FAILED_MESSAGE : ''}
      </p>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--outline" onClick={copyMine} autoFocus>
          Copy my text
        </button>
        <button type="button" className="button button--dark" onClick={onReload}>
          Reload
        </button>
      </div>
    </ModalDialog>
  );
}
