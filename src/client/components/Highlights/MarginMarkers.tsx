import { useCallback, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { placeLabels, type Segment } from './segments';

const MARGIN_SELECTOR = '.story__margin';
/** A label's height: one line of the margin's text. */
const LABEL_HEIGHT = 24;

interface Placed {
  key: string;
  top: number;
  segment: Segment;
  label: string;
  own: boolean;
}

interface FirstWords {
  top: number;
  height: number;
}

/** One label per highlight, even when it spans paragraphs: the first segment of each set of highlights. */
function labelled(segments: readonly Segment[]): Segment[] {
  const seen = new Set<string>();
  return segments.filter((segment) => {
    const key = segment.quotes.map((q) => q.id).sort().join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Attribution beside each highlight in the side margin, and the first 100 words' marker: on wide screens only,
 * where the margin is shown (spec 1 §2, §9).
 */
export function MarginMarkers({
  root,
  segments,
  marks,
  onOpen,
}: {
  root: HTMLElement;
  segments: readonly Segment[];
  marks: Map<string, HTMLElement[]>;
  onOpen: (segment: Segment, rect: DOMRect) => void;
}) {
  const [margin, setMargin] = useState<HTMLElement | null>(null);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [firstWords, setFirstWords] = useState<FirstWords | null>(null);

  const measure = useCallback(() => {
    const aside = root.parentElement?.querySelector<HTMLElement>(MARGIN_SELECTOR) ?? null;
    setMargin(aside);
    if (!aside || aside.offsetParent === null) {
      setPlaced([]);
      setFirstWords(null);
      return;
    }
    const origin = aside.getBoundingClientRect().top;
    const shown = labelled(segments)
      .map((segment) => ({ segment, mark: marks.get(segment.key)?.[0] }))
      .filter((s): s is { segment: Segment; mark: HTMLElement } => s.mark !== undefined)
      .map(({ segment, mark }) => ({ segment, top: mark.getBoundingClientRect().top - origin }))
      .sort((a, b) => a.top - b.top);
    const tops = placeLabels(
      shown.map((s) => s.top),
      LABEL_HEIGHT,
    );
    setPlaced(shown.map((s, i) => ({ key: s.segment.key, top: tops[i]!, segment: s.segment, label: s.segment.label, own: s.segment.own })));
    const spans = [...root.querySelectorAll<HTMLElement>('.first-words')];
    const first = spans[0]?.getBoundingClientRect();
    const last = spans[spans.length - 1]?.getBoundingClientRect();
    setFirstWords(first && last ? { top: first.top - origin, height: Math.max(LABEL_HEIGHT, last.bottom - first.top) } : null);
  }, [root, segments, marks]);

  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(() => measure());
    observer.observe(root);
    window.addEventListener('resize', measure);
    void document.fonts?.ready.then(measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, root]);

  if (!margin) return null;
  return createPortal(
    <div className="highlight-margin">
      {firstWords && <div className="highlight-margin__first-words" style={{ top: firstWords.top, height: firstWords.height }} title="The first 100 words" />}
      {placed.map((p) => (
        <button
          key={p.key}
          type="button"
          tabIndex={-1}
          className={`highlight-margin__label${p.own ? ' highlight-margin__label--own' : ''}`}
          style={{ top: p.top }}
          onMouseEnter={() => marks.get(p.key)?.forEach((m) => m.classList.add('story-highlight--active'))}
          onMouseLeave={() => marks.get(p.key)?.forEach((m) => m.classList.remove('story-highlight--active'))}
          onClick={() => {
            const mark = marks.get(p.key)?.[0];
            if (mark) onOpen(p.segment, mark.getBoundingClientRect());
          }}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d="m14.5 4.5 5 5L10 19H5v-5zM12.5 6.5l5 5" />
          </svg>
          {p.label}
        </button>
      ))}
    </div>,
    margin,
  );
}
