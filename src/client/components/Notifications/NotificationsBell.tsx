import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { BellIcon } from '../Metabar/icons';
import { MetabarViewerQuery } from '../Metabar/metabar-operations';
import { badgeLabel, bellLabel } from './notification-time';
import { useMarkNotificationsViewed } from './use-mark-viewed';
import './notifications.css';

const loadPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(loadPopover);

interface BellProps {
  /** The page's address: moving to another page closes the popover. */
  closeKey?: string;
  /** Told when the popover opens and closes (the bar stays put while it is open). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The metabar's bell (spec 1 §2): the unread count, and a 360 px popover with the first page of the feed,
 * loaded the first time it opens; opening it marks everything as seen. Without JavaScript it is a link to
 * /me/notifications.
 */
export function NotificationsBell({ closeKey, onOpenChange }: BellProps) {
  const { data } = useQuery(MetabarViewerQuery, {});
  const count = data?.notificationStatus?.unreadNotificationCount ?? 0;
  const viewer = data?.viewer;
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(closeKey);
  if (open && openedAt !== closeKey) setOpen(false);
  if (openedAt !== closeKey) setOpenedAt(closeKey);
  const everMarked = useRef(false);
  const button = useRef<HTMLAnchorElement>(null);
  const popoverId = useId();
  const markViewed = useMarkNotificationsViewed();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => onOpenChangeRef.current?.(open), [open]);

  function toggle(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !viewer) return;
    event.preventDefault();
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
  }

  // Once the rows are shown: the first time, and whenever something new came since.
  function onShown() {
    if (count > 0 || !everMarked.current) void markViewed();
    everMarked.current = true;
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  const badge = badgeLabel(count);
  return (
    <div className="notifications-bell">
      <Link
        ref={button}
        to={buildPath('ShowNotifications')}
        className="metabar__icon-link notifications-bell__button"
        aria-label={bellLabel(count)}
        title="Notifications"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={toggle}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
      >
        <BellIcon />
        {badge && (
          <span className="notifications-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </Link>
      {open && viewer && (
        <Suspense fallback={<div className="notifications-popover notifications-popover--loading" aria-busy="true" />}>
          <NotificationsPopover id={popoverId} viewer={viewer} anchor={button} onClose={close} onShown={onShown} />
        </Suspense>
      )}
    </div>
  );
}
