import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_TAGS } from '../../../shared/validation/stories';
import { addTags, removeTag, TAG_PLACEHOLDER, tagHint } from '../../editor/ui/tag-input';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** An error about the tags from outside (the server). */
  error: string | null;
  inputId: string;
}

/** The story's tags as chips (the field the dialog calls Topics): Enter or a comma adds one, Backspace in the empty field takes the last one back. */
export function TagInput({ tags, onChange, error, inputId }: TagInputProps) {
  const [text, setText] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shown = ownError ?? error;

  function commit(typed: string) {
    const result = addTags(tags, typed);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText(result.rest);
    setOwnError(result.error);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter here adds a tag; it never publishes the story by submitting the dialog's form.
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      onChange(tags.slice(0, -1));
      setOwnError(null);
    }
  }

  return (
    <div className="topic-input">
      <div className={`topic-input__box${shown ? ' topic-input__box--invalid' : ''}`} onClick={() => input.current?.focus()}>
        <ul className="topic-input__chips" aria-label="Tags on this story">
          {tags.map((tag, index) => (
            <li key={tag} className="topic-input__chip">
              <span>{tag}</span>
              <button
                type="button"
                className="topic-input__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  onChange(removeTag(tags, index));
                  setOwnError(null);
                  input.current?.focus();
                }}
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={input}
          id={inputId}
          className="topic-input__field"
          value={text}
          placeholder={tags.length < MAX_TAGS ? TAG_PLACEHOLDER : ''}
          aria-describedby={hintId}
          aria-invalid={shown ? true : undefined}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            // A pasted list ("a, b, c") becomes chips at once.
            if (value.includes(',')) commit(value);
            else {
              setText(value);
              if (ownError) setOwnError(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) commit(text);
          }}
        />
      </div>
      <p id={hintId} className={shown ? 'editor-dialog__error' : 'editor-dialog__hint'} aria-live="polite">
        {shown ?? tagHint(tags)}
      </p>
    </div>
  );
}
