import { useEffect } from 'react';
import type { SessionState } from '../../../shared/preloaded-state';
import { buildPath } from '../../../shared/routes';
import { Avatar } from '../Avatar/Avatar';
import { MenuButton, type MenuItem } from '../Menu/MenuButton';
import { ChevronIcon } from './icons';
import { isMember, isProfileCard, LEGAL_GROUP, userMenuItems, type ShellViewer, type UserMenuEntry } from './menu-items';

export const USER_MENU_LABEL = 'User menu';

interface UserMenuProps {
  viewer: ShellViewer;
  session: Pick<SessionState, 'xsrf'>;
  /** The page's address: moving to another page closes the menu. */
  closeKey: string;
  onOpenChange: (open: boolean) => void;
}

function toMenuItem(entry: UserMenuEntry, previous: UserMenuEntry | undefined): MenuItem {
  const separated = previous !== undefined && previous.group !== entry.group;
  if (isProfileCard(entry)) {
    return {
      label: 'View profile',
      to: entry.to,
      className: 'user-menu__profile',
      content: (
        <>
          <span aria-hidden="true">
            <Avatar name={entry.name} imageId={entry.imageId} size={40} isMember={entry.isMember} />
          </span>
          <span className="user-menu__who">
            <span className="user-menu__name">{entry.name}</span>{' '}
            <span className="user-menu__view">View profile</span>
          </span>
        </>
      ),
    };
  }
  const className = entry.group === LEGAL_GROUP ? 'user-menu__item--legal' : undefined;
  return 'href' in entry
    ? { label: entry.label, href: entry.href, separated, className }
    : { label: entry.label, to: entry.to, separated, className };
}

/**
 * The avatar opening the user menu (spec 1 §2): the profile card, then the reader's pages, membership, the
 * staff's pages (staff only), help, Sign out and the legal links. Not rendered without a username (a plain Sign out link stands in). Without
 * JavaScript the avatar's place is taken by plain Profile and Sign out links.
 */
export function UserMenu({ viewer, session, closeKey, onOpenChange }: UserMenuProps) {
  const entries = userMenuItems(viewer, session);
  useEffect(() => {
    if (!session.xsrf) console.error('The session has no xsrf token: Sign out is hidden.');
  }, [session.xsrf]);
  if (!entries) {
    // No user menu without a username (spec 1 §2); such a reader can still sign out.
    return session.xsrf ? (
      <a className="metabar__link" href={buildPath('SignOut', { xsrf: session.xsrf })}>
        Sign out
      </a>
    ) : null;
  }
  const items = entries.map((entry, index) => toMenuItem(entry, entries[index - 1]));
  const card = entries.find(isProfileCard);
  const signOut = entries.find((e) => e.key === 'sign-out');
  const member = isMember(viewer);
  return (
    <>
      <MenuButton
        block="user-menu"
        label={USER_MENU_LABEL}
        items={items}
        closeKey={closeKey}
        onOpenChange={onOpenChange}
        buttonClassName="metabar__menu-button"
      >
        <Avatar name={viewer.name} imageId={viewer.imageId} size={32} isMember={member} />
        <span className="metabar__chevron">
          <ChevronIcon />
        </span>
      </MenuButton>
      <noscript>
        {card && (
          <a className="metabar__link" href={card.to}>
            Profile
          </a>
        )}
        {signOut && 'href' in signOut && (
          <a className="metabar__link" href={signOut.href}>
            Sign out
          </a>
        )}
      </noscript>
    </>
  );
}
