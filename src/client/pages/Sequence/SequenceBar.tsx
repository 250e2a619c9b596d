import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { sequencePlaceLabel } from '../../../shared/validation/series';

interface Neighbour {
  id: string;
  title: string;
}

export interface SequenceBarProps {
  sequence: { slug: string; title: string };
  position: { number: number; count: number; previous?: Neighbour | null; next?: Neighbour | null };
  placement: 'top' | 'bottom';
}

export const storyInSequence = (slug: string, postId: string) => buildPath('ShowSequencePost', { sequenceSlug: slug, postId });

/** Over and under a story read in a sequence: the sequence's title, "N of M", and Previous and Next. */
export function SequenceBar({ sequence, position, placement }: SequenceBarProps) {
  const { previous, next } = position;
  return (
    <nav className={`sequence-bar sequence-bar--${placement}`} aria-label={placement === 'top' ? `Sequence: ${sequence.title}` : 'Sequence, continued'}>
      <div className="sequence-bar__inner">
        <div className="sequence-bar__where">
          <Link to={buildPath('ShowSequence', { sequenceSlug: sequence.slug })} className="sequence-bar__title">
            {sequence.title}
          </Link>
          <span className="sequence-bar__place" data-testid="sequence-place">
            {sequencePlaceLabel(position.number, position.count)}
          </span>
        </div>
        <div className="sequence-bar__turns">
          {previous ? (
            <Link to={storyInSequence(sequence.slug, previous.id)} className="button button--outline sequence-bar__turn" rel="prev" title={previous.title}>
              ← Previous
            </Link>
          ) : (
            <span className="button button--outline sequence-bar__turn" aria-disabled="true">
              ← Previous
            </span>
          )}
          {next ? (
            <Link to={storyInSequence(sequence.slug, next.id)} className="button button--dark sequence-bar__turn" rel="next" title={next.title}>
              Next →
            </Link>
          ) : (
            <Link to={buildPath('ShowSequence', { sequenceSlug: sequence.slug })} className="button button--dark sequence-bar__turn">
              Finish
            </Link>
          )}
        </div>
      </div>
      {placement === 'bottom' && next && <p className="sequence-bar__up-next">Up next: {next.title}</p>}
    </nav>
  );
}

/** Alt+→ and Alt+← move along the sequence (plain arrows stay with the story's text and the page's scrolling). */
export function useSequenceKeys(slug: string, previous: Neighbour | null | undefined, next: Neighbour | null | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.altKey || event.defaultPrevented) return;
      const to = event.key === 'ArrowRight' ? next : event.key === 'ArrowLeft' ? previous : null;
      if (!to) return;
      event.preventDefault();
      void navigate(storyInSequence(slug, to.id));
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, slug, previous, next]);
}
