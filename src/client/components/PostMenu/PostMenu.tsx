import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { friendLink } from './friend-link';
import { FriendLinkPanel } from './FriendLinkPanel';

export interface PostMenuProps {
  postId: string;
  mediumUrl: string;
  /** Present only for those who may edit the story. */
  shareKey: string | null;
  isLocked: boolean;
}

type Open = 'closed' | 'menu' | 'friendLink';

/**
 * The writer's menu on their story (spec 1: Edit story, Story settings, View stats, Share Friend Link).
 * A menu button: arrow keys, Home and End move between items; Escape closes and returns to the button.
 */
export function PostMenu({ postId, mediumUrl, shareKey, isLocked }: PostMenuProps) {
  const [open, setOpen] = useState<Open>('closed');
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open !== 'menu') return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen('closed');
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen('closed');
    if (returnFocus) button.current?.focus();
  }, []);

  function onMenuKey(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const links = [
    { label: 'Edit story', to: buildPath('ShowPostEdit', { postId }) },
    { label: 'Story settings', to: buildPath('ShowPostSettings', { postId }) },
    { label: 'View stats', to: buildPath('ShowPostStats', { postId }) },
  ];

  return (
    <div className="post-menu">
      <button
        ref={button}
        type="button"
        className="post-menu__button"
        aria-label="Story options"
        aria-haspopup="menu"
        aria-expanded={open === 'menu'}
        aria-controls={open === 'menu' ? menuId : undefined}
        onClick={() => setOpen((current) => (current === 'menu' ? 'closed' : 'menu'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && open !== 'menu') {
            event.preventDefault();
            setOpen('menu');
          }
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="6" cy="12" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="18" cy="12" r="1.6" fill="currentColor" />
        </svg>
      </button>
      {open === 'menu' && (
        <ul ref={menu} id={menuId} className="post-menu__list" role="menu" aria-label="Story options" onKeyDown={onMenuKey}>
          {links.map((link) => (
            <li key={link.label} role="none">
              <Link role="menuitem" tabIndex={-1} className="post-menu__item" to={link.to} onClick={() => setOpen('closed')}>
                {link.label}
              </Link>
            </li>
          ))}
          {shareKey && (
            <li role="none">
              <button type="button" role="menuitem" tabIndex={-1} className="post-menu__item" onClick={() => setOpen('friendLink')}>
                Share Friend Link
              </button>
            </li>
          )}
        </ul>
      )}
      {open === 'friendLink' && shareKey && <FriendLinkPanel link={friendLink(mediumUrl, shareKey)} isLocked={isLocked} onClose={close} />}
    </div>
  );
}
