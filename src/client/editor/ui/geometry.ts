import type { EditorView } from 'prosemirror-view';

export interface Anchor {
  /** Pixels from the editor wrapper's top-left corner. */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where a range of the document is, relative to `wrapper`, or null when it is not laid out. */
export function rangeAnchor(view: EditorView, wrapper: HTMLElement, from: number, to: number): Anchor | null {
  try {
    const start = view.coordsAtPos(from, 1);
    const end = view.coordsAtPos(to, -1);
    const box = wrapper.getBoundingClientRect();
    const top = Math.min(start.top, end.top);
    const bottom = Math.max(start.bottom, end.bottom);
    // A selection spanning lines is centred on the text column rather than its ragged ends.
    const left = start.top === end.top ? start.left : Math.min(start.left, end.left);
    const right = start.top === end.top ? end.right : Math.max(start.right, end.right);
    return { top: top - box.top, bottom: bottom - box.top, left: left - box.left, right: right - box.left };
  } catch {
    return null;
  }
}

/** Where the block node at `pos` is, relative to `wrapper`. */
export function blockAnchor(view: EditorView, wrapper: HTMLElement, pos: number): Anchor | null {
  const dom = view.nodeDOM(pos);
  if (!(dom instanceof HTMLElement)) return null;
  const rect = dom.getBoundingClientRect();
  const box = wrapper.getBoundingClientRect();
  return { top: rect.top - box.top, bottom: rect.bottom - box.top, left: rect.left - box.left, right: rect.right - box.left };
}
