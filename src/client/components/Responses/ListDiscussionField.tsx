import { useState, type ReactNode } from 'react';
import { useQuery } from '../../data';
import { RESPONSE_MESSAGES } from '../../../shared/validation/responses';
import { useListDiscussionSwitch } from './discussion-switch';
import { CatalogDiscussionStateQuery } from './responses-operations';

/**
 * 'Allow responses' on a list's edit form: the owner closes or reopens the discussion under the list, saved
 * with the form. `save` answers an error message, or null once saved (or when nothing changed).
 */
export function useListDiscussionField(catalogId: string): { field: ReactNode; save: () => Promise<string | null> } {
  const { data } = useQuery(CatalogDiscussionStateQuery, { variables: { catalogId }, ssr: false, fetchPolicy: 'cache-and-network' });
  const setClosed = useListDiscussionSwitch(catalogId);
  const [draft, setDraft] = useState<boolean | null>(null);
  const saved = data?.catalogDiscussion?.isDiscussionClosed ?? null;
  const closed = draft ?? saved;
  const field =
    closed === null ? null : (
      <label className="list-edit__check">
        <input type="checkbox" name="allowResponses" checked={!closed} onChange={(e) => setDraft(!e.target.checked)} />
        {RESPONSE_MESSAGES.allowResponses}
      </label>
    );
  return {
    field,
    save: async () => {
      if (closed === null || closed === saved) return null;
      return setClosed(closed).catch(() => RESPONSE_MESSAGES.tryAgain);
    },
  };
}
