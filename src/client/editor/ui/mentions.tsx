import { useClient } from '../../data';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar';
import { MentionSuggestionsQuery } from './operations';

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
