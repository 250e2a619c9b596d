import { isMarkupType, MARKUP_ORDER } from './model';
import type { Markup, MarkupType } from './model';

export type MarkupNode =
  | { kind: 'text'; text: string; start: number; end: number }
  | { kind: 'markup'; markup: Markup; start: number; end: number; children: MarkupNode[] };

const RANK = new Map<MarkupType, number>(MARKUP_ORDER.map((type, index) => [type, index]));

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * The markups that can be applied to `text`: known type, integer offsets, a non-empty
 * range inside the text. Anything else is dropped rather than guessed at.
 */
export function usableMarkups(text: string, markups: readonly unknown[] | undefined): Markup[] {
  if (!Array.isArray(markups)) return [];
  return markups.filter((m): m is Markup => {
    if (typeof m !== 'object' || m === null) return false;
    const { type, start, end } = m as Partial<Markup>;
    return isMarkupType(type) && isIndex(start) && isIndex(end) && start < end && end <= text.length;
  });
}

/** Clips markups to [from, to) and shifts them so that `from` becomes 0. */
export function sliceMarkups(markups: readonly Markup[], from: number, to: number): Markup[] {
  const result: Markup[] = [];
  for (const m of markups) {
    const start = Math.max(m.start, from);
    const end = Math.min(m.end, to);
    if (start < end) result.push({ ...m, start: start - from, end: end - from });
  }
  return result;
}

// Two markups of the same type and target are one run when they touch or overlap.
function sameRun(a: Markup, b: Markup): boolean {
  return a.type === b.type && a.href === b.href && a.anchorType === b.anchorType && a.userId === b.userId;
}

function compareMarkups(a: Markup, b: Markup): number {
  return (RANK.get(a.type) ?? 0) - (RANK.get(b.type) ?? 0) || a.start - b.start || b.end - a.end;
}

interface OpenNode {
  markup: Markup;
  node: Extract<MarkupNode, { kind: 'markup' }>;
}

/**
 * Splits `text` into nested segments. Overlapping markups nest by MARKUP_ORDER: an outer
 * type always wraps an inner one, so an inner run that crosses an outer boundary is split
 * in two. Each type appears at most once on any path (no link inside a link); touching
 * runs of the same type and target render as one element.
 */
export function markupTree(text: string, markups: readonly unknown[] | undefined): MarkupNode[] {
  const usable = usableMarkups(text, markups).sort(compareMarkups);
  const cuts = new Set<number>([0, text.length]);
  for (const m of usable) {
    cuts.add(m.start);
    cuts.add(m.end);
  }
  const points = [...cuts].sort((a, b) => a - b);

  const root: MarkupNode[] = [];
  const stack: OpenNode[] = [];
  const childrenOf = (depth: number): MarkupNode[] => (depth === 0 ? root : stack[depth - 1]!.node.children);

  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (start === end) continue;

    const chain: Markup[] = [];
    for (const m of usable) {
      if (m.start <= start && m.end >= end && !chain.some((c) => c.type === m.type)) chain.push(m);
    }

    let common = 0;
    while (common < stack.length && common < chain.length && sameRun(stack[common]!.markup, chain[common]!)) {
      common++;
    }
    stack.length = common;
    for (const open of stack) open.node.end = end;

    for (let depth = common; depth < chain.length; depth++) {
      const markup = chain[depth]!;
      const node: OpenNode['node'] = { kind: 'markup', markup, start, end, children: [] };
      childrenOf(depth).push(node);
      stack.push({ markup, node });
    }

    const siblings = childrenOf(stack.length);
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text' && last.end === start) {
      last.text += text.slice(start, end);
      last.end = end;
    } else {
      siblings.push({ kind: 'text', text: text.slice(start, end), start, end });
    }
  }
  return root;
}
