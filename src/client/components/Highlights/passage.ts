/**
 * Between the story's HTML and paragraph offsets: each paragraph element carries `data-name`, and its text is
 * the paragraph's text, except that a line break is a <br> and an image drop cap keeps its letter in `alt`.
 * Kept small: the signed-out selection menu uses it before the rest of the highlights code loads.
 */
import type { SelectedPassage } from './selection-events';

export const PARAGRAPH_SELECTOR = '[data-name]';

/** The pieces that make up a paragraph's text, in order: text nodes, line breaks and drop-cap images. */
function atoms(paragraph: Element): Node[] {
  const found: Node[] = [];
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE || (node instanceof HTMLElement && (node.tagName === 'BR' || isDropCapImage(node)))) found.push(node);
  }
  return found;
}

const isDropCapImage = (node: Element) => node.tagName === 'IMG' && node.closest('.dropcap') !== null;

function atomLength(node: Node): number {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data.length;
  if (node instanceof HTMLImageElement) return node.alt.length;
  return 1;
}

/** The text of a paragraph element as the story stores it. */
export function paragraphText(paragraph: Element): string {
  return atoms(paragraph)
    .map((node) => (node.nodeType === Node.TEXT_NODE ? (node as Text).data : node instanceof HTMLImageElement ? node.alt : '\n'))
    .join('');
}

/** The offset in a paragraph's text of a point of the DOM inside it. */
export function offsetIn(paragraph: Element, container: Node, offset: number): number {
  const before = document.createRange();
  before.setStart(paragraph, 0);
  before.setEnd(container, offset);
  let count = 0;
  for (const node of atoms(paragraph)) {
    if (node === container) return count + offset;
    // Wholly before the point: the range ends after the node's end.
    const nodeEnd = document.createRange();
    nodeEnd.selectNode(node);
    if (before.compareBoundaryPoints(Range.END_TO_END, nodeEnd) >= 0) count += atomLength(node);
    else break;
  }
  return count;
}

/** The DOM point at an offset of a paragraph's text (inside a text node where there is one). */
export function pointAt(paragraph: Element, offset: number, preferNext = false): { node: Node; offset: number } {
  let remaining = offset;
  const all = atoms(paragraph);
  for (const node of all) {
    const length = atomLength(node);
    const isText = node.nodeType === Node.TEXT_NODE;
    if (remaining < length || (remaining === length && !preferNext)) {
      if (isText) return { node, offset: remaining };
      const parent = node.parentNode!;
      const index = Array.prototype.indexOf.call(parent.childNodes, node) as number;
      return { node: parent, offset: remaining === 0 ? index : index + 1 };
    }
    remaining -= length;
  }
  return { node: paragraph, offset: paragraph.childNodes.length };
}

export function paragraphsIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(PARAGRAPH_SELECTOR)];
}

function paragraphOf(node: Node, root: Element): HTMLElement | null {
  const element = node instanceof Element ? node : node.parentElement;
  const paragraph = element?.closest<HTMLElement>(PARAGRAPH_SELECTOR) ?? null;
  return paragraph && root.contains(paragraph) ? paragraph : null;
}

export interface DomPassage extends SelectedPassage {
  /** Where the selection is on screen, for placing the menu. */
  rect: DOMRect;
}

/**
 * The passage the reader selected in the story, or null when the selection is empty, outside the story's
 * paragraphs, or covers no text (spec 1 §5: both offsets found and length above zero).
 */
export function selectedPassage(root: Element, postId: string): DomPassage | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const first = paragraphOf(range.startContainer, root);
  let last = paragraphOf(range.endContainer, root);
  if (!first || !last) return null;
  const all = paragraphsIn(root);
  let startOffset = offsetIn(first, range.startContainer, range.startOffset);
  let endOffset = offsetIn(last, range.endContainer, range.endOffset);
  let from = all.indexOf(first);
  let to = all.indexOf(last);
  // A triple click selects up to the start of the next paragraph: that one is not part of it.
  if (to > from && endOffset === 0) {
    to -= 1;
    last = all[to]!;
    endOffset = paragraphText(last).length;
  }
  // A selection starting at the very end of a paragraph starts in the next one.
  if (to > from && startOffset === paragraphText(first).length) {
    from += 1;
    startOffset = 0;
  }
  const spanned = all.slice(from, to + 1);
  if (spanned.length === 0 || (spanned.length === 1 && endOffset <= startOffset)) return null;
  const texts = spanned.map(paragraphText);
  const text =
    texts.length === 1
      ? texts[0]!.slice(startOffset, endOffset)
      : texts.map((t, i) => (i === 0 ? t.slice(startOffset) : i === texts.length - 1 ? t.slice(0, endOffset) : t)).join('\n');
  if (text.trim() === '') return null;
  const names = spanned.map((p) => p.dataset.name ?? '');
  return { postId, paragraphName: names[0]!, paragraphNames: names, startOffset, endOffset, text, rect: range.getBoundingClientRect() };
}

/** Selects a passage again (after signing up from the selection menu, the reader finds it selected). */
export function selectPassage(root: Element, passage: Pick<SelectedPassage, 'paragraphNames' | 'startOffset' | 'endOffset'>): boolean {
  const all = paragraphsIn(root);
  const first = all.find((p) => p.dataset.name === passage.paragraphNames[0]);
  const last = all.find((p) => p.dataset.name === passage.paragraphNames[passage.paragraphNames.length - 1]);
  if (!first || !last) return false;
  const start = pointAt(first, passage.startOffset, true);
  const end = pointAt(last, passage.endOffset);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return true;
}

const PASSAGE_HASH = /^#highlight=([\w,-]+):(\d+):(\d+)$/;

/** The address a signed-out reader comes back to after signing up: the story, with the passage in the hash. */
export function passageHash(passage: Pick<SelectedPassage, 'paragraphNames' | 'startOffset' | 'endOffset'>): string {
  return `#highlight=${passage.paragraphNames.join(',')}:${passage.startOffset}:${passage.endOffset}`;
}

export function passageFromHash(hash: string): Pick<SelectedPassage, 'paragraphNames' | 'startOffset' | 'endOffset'> | null {
  const match = PASSAGE_HASH.exec(hash);
  if (!match) return null;
  return { paragraphNames: match[1]!.split(','), startOffset: Number(match[2]), endOffset: Number(match[3]) };
}
