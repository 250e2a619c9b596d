import { useEffect, useId, useRef, useState } from 'react';
import { editorState, NOTE_TEXT, type NoteTextKind } from '../../../shared/validation/notes';

interface NoteEditorProps {
  kind: NoteTextKind;
  /** Sends the text; resolves true when it was saved (the editor then empties and closes). */
  onSend: (text: string) => Promise<boolean>;
  onCancel: () => void;
  /** Told whether the editor holds text, for the warning on leaving the page. */
  onDirtyChange: (dirty: boolean) => void;
  error?: string | null;
}

/** A note or reply editor: the counter from its threshold, the error colour above the limit, Send only when sendable. */
export function NoteEditor({ kind, onSend, onCancel, onDirtyChange, error }: NoteEditorProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const state = editorState(kind, text);
  const dirty = text.trim() !== '';

  useEffect(() => {
    field.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function send() {
    if (!state.canSend || busy) return;
    setBusy(true);
    const saved = await onSend(text).catch(() => false);
    setBusy(false);
    if (saved) setText('');
  }

  return (
    <form
      className={`note-editor note-editor--${kind}`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={field}
        className="note-editor__field"
        placeholder={kind === 'note' ? NOTE_TEXT.notePlaceholder : NOTE_TEXT.replyPlaceholder}
        aria-label={kind === 'note' ? NOTE_TEXT.notePlaceholder : NOTE_TEXT.replyPlaceholder}
        aria-describedby={state.counter ? counterId : undefined}
        aria-invalid={state.over || undefined}
        value={text}
        rows={kind === 'note' ? 3 : 2}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      {error && (
        <p className="note-editor__error" role="alert">
          {error}
        </p>
      )}
      <div className="note-editor__bar">
        <span id={counterId} className={state.over ? 'note-editor__counter note-editor__counter--over' : 'note-editor__counter'} aria-live="polite">
          {state.counter}
        </span>
        <button type="button" className="button button--ghost note-editor__cancel" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--accent note-editor__send" disabled={!state.canSend || busy} aria-busy={busy}>
          Send
        </button>
      </div>
    </form>
  );
}
