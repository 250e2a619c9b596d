import { useClient } from '../../data';
import { useEffect, useId, useState, type RefObject } from 'react';
import { Avatar } from '../../components/Avatar/Avatar';
import { MentionSuggestionsQuery } from './operations';
import './mentions.css';

export interface MentionUser {
  id: string;
  name: string;
  username?: string | null;
  imageId?: string | null;
  mediumUrl: string;
}

export const MENTION_LIMIT = 6;
const QUERY_DELAY_MS = 150;

/** People matching what was typed after @, fetched a moment after typing stops. */
export function useMentionSuggestions(query: string | null): { users: MentionUser[]; loading: boolean } {
  const client = useClient();
  const [result, setResult] = useState<{ users: MentionUser[]; loading: boolean }>({ users: [], loading: false });
  useEffect(() => {
    const q = query?.trim() ?? '';
    if (!q) {
      setResult({ users: [], loading: false });
      return;
    }
    let cancelled = false;
    setResult((r) => ({ ...r, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const { data } = await client.query({ query: MentionSuggestionsQuery, variables: { query: q, limit: MENTION_LIMIT } });
        if (!cancelled) setResult({ users: data?.mentionSuggestions ?? [], loading: false });
      } catch {
        if (!cancelled) setResult({ users: [], loading: false });
      }
    }, QUERY_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, query]);
  return result;
}

export function mentionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

interface MentionListProps {
  id: string;
  users: MentionUser[];
  activeIndex: number;
  loading: boolean;
  query: string;
  onPick: (user: MentionUser) => void;
  onHover: (index: number) => void;
}

/** The suggestions as a listbox; the field or the editor that owns it moves the active option. */
export function MentionList({ id, users, activeIndex, loading, query, onPick, onHover }: MentionListProps) {
  return (
    <div className="mention-list">
      <ul id={id} role="listbox" aria-label="People to mention" className="mention-list__options">
        {users.map((user, index) => (
          <li
            key={user.id}
            id={mentionOptionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            className="mention-list__option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(user)}
          >
            <Avatar name={user.name} imageId={user.imageId ?? null} size={24} />
            <span className="mention-list__name">{user.name}</span>
            {user.username && <span className="mention-list__username">@{user.username}</span>}
          </li>
        ))}
      </ul>
      <p className="mention-list__status" role="status" aria-live="polite">
        {query.trim() && !loading && users.length === 0 ? `No one found for “${query.trim()}”.` : loading ? 'Searching…' : ''}
      </p>
    </div>
  );
}

interface MentionComboboxProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (user: MentionUser) => void;
  /** Without it Escape is left to what holds the field (a dialog closes on it). */
  onEscape?: () => void;
  /** False once a person is chosen: the name in the field then asks for nothing. */
  suggest?: boolean;
  label: string;
  labelClassName: string;
  inputClassName: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A field that suggests people as a name is typed (the combobox pattern): arrows move through the suggestions,
 * Enter picks the active one; Enter with nothing to pick is left to the form around it.
 */
export function MentionCombobox({ value, onChange, onPick, onEscape, suggest = true, label, labelClassName, inputClassName, inputRef }: MentionComboboxProps) {
  const [active, setActive] = useState(0);
  const { users, loading } = useMentionSuggestions(suggest ? value : null);
  const listId = useId();
  useEffect(() => setActive(0), [users]);
  const current = users[Math.min(active, users.length - 1)];
  return (
    <>
      <label className={labelClassName} htmlFor={`${listId}-input`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className={inputClassName}
        value={value}
        placeholder="Type a name…"
        autoComplete="off"
        role="combobox"
        aria-expanded={users.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current ? mentionOptionId(listId, users.indexOf(current)) : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) {
            event.preventDefault();
            onEscape();
          } else if (event.key === 'ArrowDown' && users.length > 0) {
            event.preventDefault();
            setActive((i) => (i + 1) % users.length);
          } else if (event.key === 'ArrowUp' && users.length > 0) {
            event.preventDefault();
            setActive((i) => (i - 1 + users.length) % users.length);
          } else if (event.key === 'Enter' && current) {
            event.preventDefault();
            onPick(current);
          }
        }}
      />
      <MentionList id={listId} users={users} activeIndex={active} loading={loading} query={suggest ? value : ''} onPick={onPick} onHover={setActive} />
    </>
  );
}
