/** Finding a note's passage in the story's HTML: the paragraph by its name, the text range by its offsets. */

export function paragraphElement(root: Element, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-name="${CSS.escape(name)}"]`);
}

/** A DOM range over characters [start, end) of the element's text, or null when the text is shorter. */
export function rangeFor(element: Element, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

const HIGHLIGHT_NAME = 'private-note';

/** Marks these ranges with the ::highlight(private-note) style (nothing where the browser lacks the API). */
export function showPassages(ranges: Range[]) {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return;
  if (ranges.length === 0) CSS.highlights.delete(HIGHLIGHT_NAME);
  else CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
}
