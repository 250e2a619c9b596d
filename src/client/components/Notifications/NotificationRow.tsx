import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NotificationLinkKind, SentencePart } from '../../../shared/format/notification-sentence';
import type { NotificationRowFragment } from '../../gql/graphql';
import { Avatar } from '../Avatar/Avatar';
import { NotificationFollowsDialog } from './NotificationFollowsDialog';
import type { NotificationRowModel } from './notification-row-model';
import { notificationTime } from './notification-time';

/** A plain click, which the page may handle itself; one with a modifier key opens a new tab as usual. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function MilestoneIcon() {
  return (
    <span className="notification__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="currentColor" />
      </svg>
    </span>
  );
}

interface RowProps {
  row: NotificationRowFragment;
  model: NotificationRowModel;
  now: number;
  avatarSize: 32 | 40;
}

/**
 * One notification (spec 1 §2): the actor's avatar, the sentence with its links, and when it happened. The
 * whole row opens where it leads; a rolled-up follow's 'N others' (and the row) open the Follows dialog.
 */
export function NotificationRow({ row, model, now, avatarSize }: RowProps) {
  const [showFollowers, setShowFollowers] = useState(false);
  const opensFollowers = model.sentence.link === 'followers' && row.actorCount > 1;

  const openFollowers = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setShowFollowers(true);
  };

  const link = (kind: NotificationLinkKind | null, className: string, children: ReactNode, key?: number) => {
    const href = kind ? model.hrefs[kind] : null;
    if (!href) return <span key={key} className={className}>{children}</span>;
    return (
      <Link key={key} to={href} className={className} onClick={kind === 'followers' && opensFollowers ? openFollowers : undefined}>
        {children}
      </Link>
    );
  };

  const part = (p: SentencePart, index: number) => {
    switch (p.type) {
      case 'actor':
        return link(row.actor ? 'actor' : null, 'notification__strong', p.text, index);
      case 'others':
        return opensFollowers ? link('followers', 'notification__strong', p.text, index) : <span key={index} className="notification__strong">{p.text}</span>;
      case 'target':
        return link(p.link, 'notification__strong', p.text, index);
      case 'snippet':
        return <span key={index} className="notification__snippet">{p.text}</span>;
      default:
        return p.text;
    }
  };

  const time = notificationTime(row.occurredAt, now);
  return (
    <li className={row.isUnread ? 'notification notification--unread' : 'notification'} data-notification-type={row.notificationType}>
      {model.href && (
        // The row as one large target for a pointer; keyboards and screen readers use the sentence's own links.
        <Link to={model.href} className="notification__cover" tabIndex={-1} aria-hidden="true" onClick={opensFollowers ? openFollowers : undefined} />
      )}
      {row.actor ? (
        <Link to={model.hrefs.actor ?? '#'} className="notification__avatar" tabIndex={-1} aria-hidden="true">
          <Avatar name={row.actor.name} imageId={row.actor.imageId} size={avatarSize} isMember={row.actor.mediumMemberAt != null} />
        </Link>
      ) : (
        <span className="notification__avatar">
          <MilestoneIcon />
        </span>
      )}
      <div className="notification__body">
        <p className="notification__sentence">{model.sentence.parts.map(part)}</p>
        <time className="notification__time" dateTime={new Date(row.occurredAt).toISOString()} suppressHydrationWarning>
          {time}
        </time>
      </div>
      {showFollowers && <NotificationFollowsDialog notificationId={row.id} onClose={() => setShowFollowers(false)} />}
    </li>
  );
}
