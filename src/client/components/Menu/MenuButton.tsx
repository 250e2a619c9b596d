import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';

/**
 * One entry of a menu: a link to an address inside Quire (`to`), a link the server answers with a full page
 * load (`href`, e.g. signing out), or an action. `content` replaces the label inside the entry (the label
 * still keys it); `separated` draws a line above it.
 */
export type MenuItem = { label: string; icon?: ReactNode; danger?: boolean; content?: ReactNode; separated?: boolean; className?: string } & (
  | { to: string }
  | { href: string; /** Opens in a new tab (a share window), so the menu closes behind it. */ newTab?: boolean }
  | { onSelect: () => void; disabled?: boolean; /** The menu stays open (a 'Copied' confirmation shows in place). */ keepOpen?: boolean }
);

interface MenuButtonProps {
  /** The accessible name of the button and of its menu. */
  label: string;
  /** The button's own name, when the button shows words (its name must hold them): e.g. 'Sort responses: Most relevant'. */
  buttonLabel?: string;
  items: MenuItem[];
  /** The button's content (usually an icon). */
  children: ReactNode;
  /**
   * The BEM block naming the parts: `block` (the box), `block__button`, `block__list` (the menu),
   * `block__item` and `block__item--danger`.
   */
  block: string;
  /** Further classes for the button and for the menu. */
  buttonClassName?: string;
  menuClassName?: string;
  /** Attributes such as `data-*` markers for the button. */
  buttonAttributes?: Record<`data-${string}`, string>;
  /** Lets the caller return focus to the button (after a popover opened from an item closes). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Keeps focus where it is (an editor's selection) when the button or an item is pressed with a mouse. */
  keepFocusOnPress?: boolean;
  /** Shown inside the box after the menu, e.g. a popover opened from one of the items. */
  beside?: ReactNode;
  /** Told when the menu opens and closes (the navigation bar stays put while one is open). */
  onOpenChange?: (open: boolean) => void;
  /** Shown at the top of the open menu, not an entry itself (e.g. whose menu it is). */
  heading?: ReactNode;
  /** A change of this value closes the menu (e.g. the page's address, so moving to another page closes it). */
  closeKey?: string;
  /** Entries rendered after `items` inside the menu (elements with role="menuitem", e.g. a publication's editor links); choosing one closes the menu. */
  extraItems?: ReactNode;
}

const ENABLED_ITEMS = '[role="menuitem"]:not(:disabled)';

/**
 * A button opening a menu (the menu-button pattern): the menu opens on click, Enter, Space or ArrowDown with
 * focus on its first item; arrow keys, Home and End move between items; Escape closes and returns focus to the
 * button; Tab, a press elsewhere or a new `closeKey` closes.
 */
export function MenuButton({
  label,
  buttonLabel,
  items,
  children,
  block,
  buttonClassName,
  menuClassName,
  buttonAttributes,
  buttonRef,
  keepFocusOnPress,
  beside,
  onOpenChange,
  closeKey,
  heading,
  extraItems,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(closeKey);
  if (open && openedAt !== closeKey) setOpen(false);
  if (openedAt !== closeKey) setOpenedAt(closeKey);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const menuId = useId();
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const menu = useRef<HTMLDivElement>(null);

  const enabledItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(ENABLED_ITEMS) ?? []);

  useEffect(() => {
    if (!open) return;
    enabledItems()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, button]);

  useEffect(() => onOpenChangeRef.current?.(open), [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = enabledItems();
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
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const keepFocus = keepFocusOnPress ? (event: MouseEvent) => event.preventDefault() : undefined;
  const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

  return (
    <div className={block}>
      <button
        {...buttonAttributes}
        ref={button}
        type="button"
        className={join(`${block}__button`, buttonClassName)}
        aria-label={buttonLabel ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onMouseDown={keepFocus}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label={label} className={join(`${block}__list`, menuClassName)} onKeyDown={onMenuKey}>
          {heading}
          {items.map((item) => {
            const className = join(`${block}__item`, item.danger && `${block}__item--danger`, item.className);
            const inner = item.content ?? (
              <>
                {item.icon}
                {item.label}
              </>
            );
            const entry =
              'to' in item ? (
                <Link role="menuitem" tabIndex={-1} className={className} to={item.to} onMouseDown={keepFocus} onClick={() => close(false)}>
                  {inner}
                </Link>
              ) : 'href' in item ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={className}
                  href={item.href}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener', onClick: () => close(false) } : {})}
                  onMouseDown={keepFocus}
                >
                  {inner}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={className}
                  disabled={item.disabled}
                  onMouseDown={keepFocus}
                  onClick={() => {
                    if (!item.keepOpen) close(false);
                    item.onSelect();
                  }}
                >
                  {inner}
                </button>
              );
            return (
              <Fragment key={item.label}>
                {item.separated && <div role="separator" className={`${block}__separator`} />}
                {entry}
              </Fragment>
            );
          })}
          {extraItems && (
            <div
              role="none"
              className={`${block}__extra`}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(false);
              }}
            >
              {extraItems}
            </div>
          )}
        </div>
      )}
      {beside}
    </div>
  );
}

/** The "…" (more actions) icon of story menus. */
export function MoreIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="6" cy="12" r="1.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="18" cy="12" r="1.6" fill="currentColor" />
    </svg>
  );
}
