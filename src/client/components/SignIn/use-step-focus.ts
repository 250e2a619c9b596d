import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Moves focus into each new step: its marked field or button, otherwise its title, so a screen reader
 * hears where it is. The first step is focused too unless `focusFirst` is false (a page, not a dialog).
 */
export function useStepFocus(container: RefObject<HTMLElement | null>, step: string, titleId: string, focusFirst: boolean) {
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (isFirst && !focusFirst) return;
    const root = container.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? (document.getElementById(titleId) as HTMLElement | null);
    target?.focus();
  }, [container, step, titleId, focusFirst]);
}
