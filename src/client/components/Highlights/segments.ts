import { attribution, isTopHighlight, mergeHighlights } from '../../../shared/content/highlights';

export interface HighlightQuote {
  id: string;
  userId: string;
  user?: { id: string; name: string } | null;
  users: readonly { id: string; name: string }[];
  startOffset: number;
  endOffset: number;
  text: string;
  count: number;
  paragraphs: readonly { name: string; text: string }[];
}

/** One painted stretch of a paragraph: the highlights that overlap there, merged (spec 1 §5). */
export interface Segment {
  key: string;
  paragraphName: string;
  start: number;
  end: number;
  quotes: HighlightQuote[];
  own: boolean;
  label: string;
}

/** The stretch of each paragraph a quote covers. */
function pieces(quote: HighlightQuote) {
  const last = quote.paragraphs.length - 1;
  return quote.paragraphs.map((p, i) => ({
    paragraphName: p.name,
    start: i === 0 ? quote.startOffset : 0,
    end: i === last ? quote.endOffset : p.text.length,
    quote,
  }));
}

/** Labels a set of overlapping highlights for this viewer: 'You highlighted', 'Top highlight', 'A and B'… */
export function labelFor(quotes: readonly HighlightQuote[], viewerId: string | null): string {
  const own = viewerId !== null && quotes.some((q) => q.userId === viewerId);
  const names = [...new Map(quotes.flatMap((q) => q.users).filter((u) => u.id !== viewerId).map((u) => [u.id, u.name])).values()];
  const readers = Math.max(0, ...quotes.filter(isTopHighlight).map((q) => q.count));
  return attribution({ own, names, othersCount: readers - names.length - (own ? 1 : 0) });
}

/** Every paragraph's painted segments, in story order. */
export function segmentsFor(quotes: readonly HighlightQuote[], viewerId: string | null): Segment[] {
  const byParagraph = new Map<string, ReturnType<typeof pieces>>();
  for (const piece of quotes.flatMap(pieces)) {
    if (piece.end <= piece.start) continue;
    byParagraph.set(piece.paragraphName, [...(byParagraph.get(piece.paragraphName) ?? []), piece]);
  }
  const segments: Segment[] = [];
  for (const [paragraphName, list] of byParagraph) {
    for (const group of mergeHighlights(list)) {
      const grouped = [...new Set(group.members.map((m) => m.quote))];
      segments.push({
        key: `${paragraphName}:${group.start}-${group.end}`,
        paragraphName,
        start: group.start,
        end: group.end,
        quotes: grouped,
        own: viewerId !== null && grouped.some((q) => q.userId === viewerId),
        label: labelFor(grouped, viewerId),
      });
    }
  }
  return segments;
}

/**
 * Vertical places of the margin's labels: each at its highlight's top, pushed down just enough not to overlap
 * the one above, so every label stays within a line height of its neighbour's end (spec 1 §9).
 */
export function placeLabels(tops: readonly number[], labelHeight: number): number[] {
  const placed: number[] = [];
  for (const top of tops) {
    const previous = placed[placed.length - 1];
    placed.push(previous === undefined ? top : Math.max(top, previous + labelHeight));
  }
  return placed;
}
