import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';

/** One entry of a menu: a link to an address inside Quire, or an action. */
export type MenuItem = { label: string; icon?: ReactNode; danger?: boolean } & (
  | { to: string }
  | { onSelect: () => void; disabled?: boolean }
);

interface MenuButtonProps {
  /** The accessible name of the button and of its menu. */
  label: string;
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
}

const ENABLED_ITEMS = '[role="menuitem"]:not(:disabled)';

/**
 * A button opening a menu (the menu-button pattern): the menu opens on click, Enter, Space or ArrowDown with
 * focus on its first item; arrow keys, Home and End move between items; Escape closes and returns focus to the
 * button; Tab or a press elsewhere closes.
 */
export function MenuButton({
  label,
  items,
  children,
  block,
  buttonClassName,
  menuClassName,
  buttonAttributes,
  buttonRef,
  keepFocusOnPress,
  beside,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
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
        aria-label={label}
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
          {items.map((item) => {
            const className = join(`${block}__item`, item.danger && `${block}__item--danger`);
            return 'to' in item ? (
              <Link key={item.label} role="menuitem" tabIndex={-1} className={className} to={item.to} onMouseDown={keepFocus} onClick={() => close(false)}>
                {item.icon}
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={className}
                disabled={item.disabled}
                onMouseDown={keepFocus}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            );
          })}
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
