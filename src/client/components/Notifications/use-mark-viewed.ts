import { useCallback } from 'react';
import { useClient, useMutation } from '../../data';
import type { MetabarViewerQuery as MetabarViewerData } from '../../gql/graphql';
import { MetabarViewerQuery } from '../Metabar/metabar-operations';
import { UpdateActivityLastViewedMutation } from './notifications-operations';

/** The bell's count as the bar shows it (it comes with the bar's own query). */
function writeUnreadCount(client: ReturnType<typeof useClient>, count: number): number | null {
  const key = client.key(MetabarViewerQuery, undefined);
  const data = client.cache.readQuery<MetabarViewerData>(key);
  if (!data?.notificationStatus) return null;
  const before = data.notificationStatus.unreadNotificationCount;
  client.writeQuery({ query: MetabarViewerQuery, data: { ...data, notificationStatus: { ...data.notificationStatus, unreadNotificationCount: count } } });
  return before;
}

/**
 * Marks the feed as seen (spec 1 §2): the bell's count goes to 0 at once and comes back if the server says no.
 */
export function useMarkNotificationsViewed(): () => Promise<void> {
  const client = useClient();
  const [update] = useMutation(UpdateActivityLastViewedMutation);
  return useCallback(async () => {
    const before = writeUnreadCount(client, 0);
    try {
      const answer = (await update()).data.updateActivityLastViewed;
      if (answer.__typename === 'ActivityLastViewed') writeUnreadCount(client, answer.notificationStatus.unreadNotificationCount);
      else if (before !== null) writeUnreadCount(client, before);
    } catch {
      if (before !== null) writeUnreadCount(client, before);
    }
  }, [client, update]);
}
