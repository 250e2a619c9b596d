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
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
              d="M7.2 9.9 5.6 7.6a1.2 1.2 0 0 0-2 1.4l4.8 6.9a5.6 5.6 0 0 0 9.2-6.4l-2.8-4a1.2 1.2 0 0 0-2 1.3l1.3 1.9L9.9 6a1.2 1.2 0 0 0-2 1.4l2.1 3.1-2.6-3.7a1.2 1.2 0 0 0-2 1.4l1.8 2.6"
            />
          </svg>
          <span className="visually-hidden">{clapsLabel(clapCount)}</span>
          <span aria-hidden="true">{shortCount(clapCount)}</span>
        </span>
      )}
      {responsesCount > 0 && (
        <span className="story-counts" title={countLabel(responsesCount, 'response', 'responses')}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
              d="M18 16.8a7.1 7.1 0 0 0 2.2-5.1C20.2 7.4 16.5 4 12 4s-8.2 3.4-8.2 7.7c0 4.2 3.7 7.6 8.2 7.6 1 0 2-.2 2.9-.5l3.6 1.6-.5-3.6z"
            />
          </svg>
          <span className="visually-hidden">{countLabel(responsesCount, 'response', 'responses')}</span>
          <span aria-hidden="true">{shortCount(responsesCount)}</span>
        </span>
      )}
    </>
  );
}
