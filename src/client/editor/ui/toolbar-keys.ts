import type { KeyboardEvent } from 'react';

export const TOOLBAR_ITEM = 'data-toolbar-item';
/** The shortcut from the text to the tools for where the cursor is (as in most rich text editors). */
export const TOOLS_SHORTCUT = 'Alt+F10';

/** Arrow keys, Home and End move between a toolbar's buttons; Escape goes back to the text. */
export function onToolbarKeyDown(event: KeyboardEvent<HTMLElement>, backToText: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    backToText();
    return;
  }
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.hasAttribute(TOOLBAR_ITEM)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${TOOLBAR_ITEM}]:not(:disabled)`));
  const index = items.indexOf(active);
  const go = (to: number) => {
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
  };
  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') go(index + 1);
  else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') go(index - 1);
  else if (event.key === 'Home') go(0);
  else if (event.key === 'End') go(items.length - 1);
}

/** Moves focus into the first tool of `container`; false when there is none. */
export function focusFirstTool(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>(`[${TOOLBAR_ITEM}]:not(:disabled)`);
  if (!first) return false;
  first.focus();
  return true;
}
