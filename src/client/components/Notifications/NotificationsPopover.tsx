import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/notifications';
import { buildPath } from '../../../shared/routes';
import type { NotificationViewer } from './notification-row-model';
import { NotificationsList } from './NotificationsList';

interface PopoverProps {
  id: string;
  viewer: NotificationViewer;
  /** The bell: a press on it is its own (it toggles), not a press outside. */
  anchor: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
  /** The rows are on screen (the bell then marks them seen). */
  onShown: () => void;
}

// Its own page size, so the popover and the page's list (which grows as older rows load) stay apart in the cache.
const FIRST_PAGE = { paging: { limit: NOTIFICATIONS_PAGE_SIZE } };

/**
 * The bell's popover: 360 px wide (a sheet across the screen on phones), the first page of the feed and a
 * link to all of it. Escape closes it and gives focus back to the bell; a press outside closes it.
 */
export default function NotificationsPopover({ id, viewer, anchor, onClose, onShown }: PopoverProps) {
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    box.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      // A dialog opened from a row (Follows) is shown above everything but still belongs to the popover.
      if (!box.current?.contains(target) && !anchor.current?.contains(target)) onCloseRef.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      onCloseRef.current(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [anchor]);

  return (
    <div ref={box} id={id} className="notifications-popover" role="dialog" aria-label="Notifications" tabIndex={-1}>
      <h2 className="notifications-popover__title">Notifications</h2>
      <div className="notifications-popover__rows">
        <NotificationsList
          variables={FIRST_PAGE}
          viewer={viewer}
          avatarSize={32}
          ssr={false}
          onShown={onShown}
          footer={() => (
            <div className="notifications-popover__footer">
              <Link to={buildPath('ShowNotifications')} className="notifications-popover__all">
                See all
              </Link>
            </div>
          )}
        />
      </div>
    </div>
  );
}
