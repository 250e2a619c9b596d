import { useState } from 'react';
import { ModalDialog } from '../../editor/ui/ModalDialog';
import type { EmailNewsletterFragment } from '../../gql/graphql';

const subscribers = (n: number) => (n === 1 ? '1 subscriber' : `${n.toLocaleString('en-US')} subscribers`);

/** Asks before an email-only issue goes out: to whom, and that it is sent by email only, once. */
export function SendEmailDialog({ title, newsletter, onConfirm, onClose }: { title: string; newsletter: EmailNewsletterFragment; onConfirm: () => Promise<string | null>; onClose: () => void }) {
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
    <ModalDialog labelledBy="send-title" describedBy="send-text" role="alertdialog" onClose={busy ? undefined : onClose} className="editor-dialog">
      <h2 id="send-title" className="editor-dialog__title">
        Send this email?
      </h2>
      <p id="send-text" className="editor-dialog__text">
        “{title || 'Untitled'}” goes to the {subscribers(newsletter.subscriberCount)} of {newsletter.name}, by email only: it is not published as a story. You can send it once.
      </p>
      <p className="editor-dialog__error" role="alert">
        {error}
      </p>
      <div className="editor-dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--accent" onClick={confirm} disabled={busy}>
          {busy ? 'Sending…' : 'Send now'}
        </button>
      </div>
    </ModalDialog>
  );
}
