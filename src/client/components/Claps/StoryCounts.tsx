import { countLabel } from '../../../shared/format/intl';
import { clapsLabel } from '../../../shared/validation/claps';
import { shortCount } from '../../../shared/validation/relations';
import './StoryCounts.css';

/** A card's clap and response counts beside its date, each only when there is any. */
export function StoryCounts({ clapCount, responsesCount }: { clapCount: number; responsesCount: number }) {
  return (
    <>
      {clapCount > 0 && (
        <span className="story-counts" title={clapsLabel(clapCount)}>
          <span className="glyph story-counts__claps" aria-hidden="true" />
          <span className="visually-hidden">{clapsLabel(clapCount)}</span>
          <span aria-hidden="true">{shortCount(clapCount)}</span>
        </span>
      )}
      {responsesCount > 0 && (
        <span className="story-counts" title={countLabel(responsesCount, 'response', 'responses')}>
          <span className="glyph story-counts__responses" aria-hidden="true" />
          <span className="visually-hidden">{countLabel(responsesCount, 'response', 'responses')}</span>
          <span aria-hidden="true">{shortCount(responsesCount)}</span>
        </span>
      )}
    </>
  );
}
