import { useQuery } from '../../data';
import { FollowsDialog } from '../FollowsDialog/FollowsDialog';
import { NotificationFollowersQuery } from './notifications-operations';

/** The 'Follows' dialog of a rolled-up follow: its people load when it opens. */
export function NotificationFollowsDialog({ notificationId, onClose }: { notificationId: string; onClose: () => void }) {
  const { data } = useQuery(NotificationFollowersQuery, { variables: { id: notificationId }, ssr: false });
  const notification = data?.notification;
  if (!notification) return null;
  const users = notification.rollupItems.flatMap((item) => (item.actor ? [item.actor] : []));
  return <FollowsDialog title="Follows" users={users} onClose={onClose} />;
}
