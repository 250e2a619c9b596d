import { useEffect, useId, useRef, useState } from 'react';
import type { Anchor } from './geometry';
import { webUrl } from './link-url';

export const EMBED_PLACEHOLDER = 'Paste a link to embed content from another site (e.g. YouTube) and press Enter';

interface EmbedPromptProps {
  anchor: Anchor;
  /** Resolves with an error message, or null once the embed is in the story. */
  onSubmit: (url: string) => Promise<string | null>;
  onCancel: () => void;
}

/** In place of the empty line: the address of what to embed. */
export function EmbedPrompt({ anchor, onSubmit, onCancel }: EmbedPromptProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), []);

  async function submit() {
    const url = webUrl(value);
    if (!url.ok) {
      setError(url.error);
      return;
    }
    setBusy(true);
    const failure = await onSubmit(url.href);
    setBusy(false);
    if (failure) setError(failure);
  }

  return (
    <form
      className="embed-prompt"
      style={{ top: anchor.top, left: anchor.left, width: Math.max(280, anchor.right - anchor.left) }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="editor-sr-only" htmlFor={id}>
        Link to embed
      </label>
      <input
        ref={input}
        id={id}
        className="embed-prompt__input"
        value={value}
        placeholder={EMBED_PLACEHOLDER}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        aria-busy={busy}
        readOnly={busy}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={() => {
          if (!value.trim() && !busy) onCancel();
        }}
      />
      <p id={`${id}-error`} className="editor-field__error" role="alert">
        {busy ? '' : error}
      </p>
    </form>
  );
}
