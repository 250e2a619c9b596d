/** Where a menu of this size goes over a rectangle of the page (viewport coordinates in, page coordinates out). */
export interface MenuPlacement {
  top: number;
  left: number;
  below: boolean;
}

const MARGIN = 8;
const GAP = 10;

/**
 * Centred over the selection and kept on screen: shifted sideways at the edges, and below the selection when
 * there is no room above (under the top bar) or on touch screens, where the system's own menu sits above it.
 */
export function placeMenu(
  rect: { top: number; bottom: number; left: number; width: number },
  menu: { width: number; height: number },
  viewport: { width: number; height: number; scrollX: number; scrollY: number; topInset: number },
  preferBelow: boolean,
): MenuPlacement {
  const centre = rect.left + rect.width / 2;
  const maxLeft = Math.max(MARGIN, viewport.width - menu.width - MARGIN);
  const left = Math.min(Math.max(MARGIN, centre - menu.width / 2), maxLeft);
  const roomAbove = rect.top - viewport.topInset - MARGIN >= menu.height + GAP;
  const roomBelow = viewport.height - rect.bottom - MARGIN >= menu.height + GAP;
  const below = preferBelow ? roomBelow || !roomAbove : !roomAbove;
  const top = below ? rect.bottom + GAP : rect.top - GAP - menu.height;
  return { top: top + viewport.scrollY, left: left + viewport.scrollX, below };
}
