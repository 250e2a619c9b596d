import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_TAGS, STORY_MESSAGES } from '../../../shared/validation/stories';
import { addTag, tagsFull } from './settings-form';

/** Up to 5 tags as removable chips; Enter or a comma adds what was typed. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const full = tagsFull(tags);

  function commit() {
    const result = addTag(tags, typed);
    setError(result.error);
    if (!result.error) {
      onChange(result.tags);
      setTyped('');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
      setError(null);
    }
  }

  return (
    <div className="story-settings__field">
      <label className="story-settings__label" htmlFor={ids.input}>
        Tags
      </label>
      <p id={ids.hint} className="story-settings__hint">
        Optional: add up to {MAX_TAGS} tags. Each tag belongs to a topic, so readers who follow it find your story.
      </p>
      <div className="tag-input">
        <ul className="tag-input__chips" aria-label="Tags on this story">
          {tags.map((tag) => (
            <li key={tag} className="tag-input__chip">
              {tag}
              <button
                type="button"
                className="tag-input__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  onChange(tags.filter((t) => t !== tag));
                  setError(null);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={ids.input}
          className="tag-input__input"
          type="text"
          value={typed}
          placeholder={full ? '' : 'Add a tag…'}
          disabled={full}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => typed.trim() && commit()}
          aria-describedby={`${ids.hint} ${ids.error}`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <p id={ids.error} className="story-settings__error" aria-live="polite">
        {error ?? (full ? STORY_MESSAGES.tooManyTags : '')}
      </p>
    </div>
  );
}
