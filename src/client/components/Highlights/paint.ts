/**
 * Paints highlights over the adopted server HTML without rendering it again: each segment's text is wrapped in
 * <mark> elements (one per text node it crosses); unpainting unwraps them and joins the text back.
 */
import { paragraphsIn } from './passage';
import type { Segment } from './segments';

export const MARK_CLASS = 'story-highlight';
export const SEGMENT_ATTRIBUTE = 'data-highlight';

function textNodesWithOffsets(paragraph: Element): { node: Text; start: number }[] {
  const found: { node: Text; start: number }[] = [];
  let at = 0;
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      found.push({ node: node as Text, start: at });
      at += (node as Text).data.length;
    } else if (node instanceof HTMLBRElement) at += 1;
    else if (node instanceof HTMLImageElement && node.closest('.dropcap')) at += node.alt.length;
  }
  return found;
}

function wrap(paragraph: Element, segment: Segment, own: boolean): HTMLElement[] {
  const marks: HTMLElement[] = [];
  for (const { node, start } of textNodesWithOffsets(paragraph)) {
    const length = node.data.length;
    const from = Math.max(segment.start, start);
    const to = Math.min(segment.end, start + length);
    if (to <= from) continue;
    let target = node;
    if (from > start) target = target.splitText(from - start);
    if (to < start + length) target.splitText(to - from);
    const mark = document.createElement('mark');
    mark.className = own ? `${MARK_CLASS} ${MARK_CLASS}--own` : MARK_CLASS;
    mark.setAttribute(SEGMENT_ATTRIBUTE, segment.key);
    target.replaceWith(mark);
    mark.append(target);
    marks.push(mark);
  }
  return marks;
}

/** Paints the segments; returns the marks of each segment, by key. */
export function paint(root: Element, segments: readonly Segment[]): Map<string, HTMLElement[]> {
  const byName = new Map(paragraphsIn(root).map((p) => [p.dataset.name ?? '', p]));
  const painted = new Map<string, HTMLElement[]>();
  for (const segment of segments) {
    const paragraph = byName.get(segment.paragraphName);
    if (paragraph) painted.set(segment.key, wrap(paragraph, segment, segment.own));
  }
  return painted;
}

/** Removes every painted highlight, leaving the text as the server rendered it. */
export function unpaint(root: Element): void {
  const parents = new Set<Node>();
  for (const mark of root.querySelectorAll(`mark.${MARK_CLASS}`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    mark.replaceWith(...mark.childNodes);
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}
