import { useEffect, useId, useRef, useState } from 'react';
import { MAX_RESPONSE_LENGTH, RESPONSE_PLACEHOLDER } from '../../../shared/validation/responses';
import { Avatar } from '../Avatar/Avatar';

export interface QuotedPassage {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
  text: string;
}

interface ResponseEditorProps {
  writer: { name: string; imageId?: string | null; mediumMemberAt?: number | null } | null;
  /** Sends the text; resolves to an error message to show, or null once published. */
  onSubmit: (text: string, quote: QuotedPassage | null) => Promise<string | null>;
  placeholder?: string;
  /** Open at once, focused (a reply, a quoted passage). */
  autoOpen?: boolean;
  quote?: QuotedPassage | null;
  onCancel?: () => void;
  compact?: boolean;
}

/**
 * The response editor: a quiet box reading 'What are your thoughts?' that opens on focus into a text area
 * (one paragraph per line, addresses become links) with Cancel and Respond.
 */
export function ResponseEditor({ writer, onSubmit, placeholder = RESPONSE_PLACEHOLDER, autoOpen, quote = null, onCancel, compact }: ResponseEditorProps) {
  const [open, setOpen] = useState(!!autoOpen);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (autoOpen || quote) {
      setOpen(true);
      area.current?.focus();
    }
  }, [autoOpen, quote]);

  // The box grows with what is written.
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text, open]);

  function cancel() {
    setText('');
    setError(null);
    setOpen(false);
    onCancel?.();
  }

  async function submit() {
    if (sending || text.trim() === '') return;
    setSending(true);
    setError(null);
    const problem = await onSubmit(text, quote);
    setSending(false);
    if (problem) {
      setError(problem);
      return;
    }
    setText('');
    setOpen(false);
    onCancel?.();
  }

  return (
    <form
      className={`response-editor${open ? ' response-editor--open' : ''}${compact ? ' response-editor--compact' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {open && writer && (
        <div className="response-editor__writer">
          <Avatar name={writer.name} imageId={writer.imageId} size={32} isMember={writer.mediumMemberAt != null} />
          <span>{writer.name}</span>
        </div>
      )}
      {open && quote && <blockquote className="response__quote response-editor__quote">{quote.text}</blockquote>}
      <textarea
        ref={area}
        className="response-editor__input"
        aria-label={placeholder}
        placeholder={placeholder}
        rows={1}
        value={text}
        maxLength={MAX_RESPONSE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={() => setOpen(true)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          if (event.key === 'Escape') cancel();
        }}
      />
      {error && (
        <p className="response-editor__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {open && (
        <div className="response-editor__actions">
          <button type="button" className="button button--ghost" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="button button--dark" disabled={sending || text.trim() === ''}>
            {sending ? 'Responding…' : 'Respond'}
          </button>
        </div>
      )}
    </form>
  );
}
