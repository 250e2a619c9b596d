import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
  icon?: ReactNode;
}

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  children: ReactNode;
  items: MenuItem[];
  className?: string;
  menuClassName?: string;
  /** Keeps the editor's selection when the button is clicked with a mouse. */
  keepFocusOnPress?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Marks the button as one of the editor's tools (reached with the tools shortcut). */
  toolItem?: boolean;
}

/** A button opening a menu: arrow keys move, Enter picks, Escape closes and returns to the button. */
export function MenuButton({ label, children, items, className, menuClassName, keepFocusOnPress, onOpenChange, toolItem }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  function setOpenState(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  const enabled = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []);

  useEffect(() => {
    if (!open) return;
    enabled()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpenState(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpenState(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = enabled();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
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

  return (
    <span className="editor-menu-button">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-toolbar-item={toolItem ? '' : undefined}
        onMouseDown={keepFocusOnPress ? (event) => event.preventDefault() : undefined}
        onClick={() => setOpenState(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpenState(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label={label} className={`editor-menu ${menuClassName ?? ''}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`editor-menu__item${item.danger ? ' editor-menu__item--danger' : ''}`}
              disabled={item.disabled}
              onMouseDown={keepFocusOnPress ? (event) => event.preventDefault() : undefined}
              onClick={() => {
                close(false);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
