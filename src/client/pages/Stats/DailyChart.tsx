import { formatDate } from '../../../shared/format/dates';
import { countLabel } from './stats-format';

export interface DayCount {
  day: number;
  count: number;
}

/** One row of numbers to draw: later series are drawn narrower, in front of earlier ones (reads over views). */
export interface ChartSeries {
  /** Its name in the legend and the table's heading ("Views"). */
  name: string;
  one: string;
  many: string;
  days: readonly DayCount[];
}

/** The drawing's own units; it stretches to the width of the page and the height the stylesheet gives it. */
const WIDTH = 600;
const HEIGHT = 160;

/**
 * Bars per day (UTC days), drawn as inline SVG; the same numbers are in a table for screen readers. Every
 * series has one entry per day of the same period.
 */
export function DailyChart({ title, series }: { title: string; series: readonly ChartSeries[] }) {
  const days = series[0]?.days ?? [];
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const highest = (s: ChartSeries) => Math.max(0, ...s.days.map((d) => d.count));
  const max = Math.max(1, ...series.map(highest));
  const slot = WIDTH / days.length;
  const label = (ms: number) => formatDate(ms, last.day);
  const middle = days[Math.floor(days.length / 2)];
  const totals = series.map((s) => s.days.reduce((sum, d) => sum + d.count, 0));
  const summary = `${title} from ${label(first.day)} to ${label(last.day)}: ${series
    .map((s, i) => `${countLabel(totals[i] ?? 0, s.one, s.many)} in all, at most ${countLabel(highest(s), s.one, s.many)} on one day`)
    .join('; ')}.`;
  const dayText = (i: number) => series.map((s) => countLabel(s.days[i]?.count ?? 0, s.one, s.many)).join(', ');
  return (
    <figure className="stats-chart">
      <div className={series.length > 1 ? 'stats-chart__plot stats-chart__plot--two' : 'stats-chart__plot'}>
        <div className="stats-chart__scale" aria-hidden="true">
          <span>{max.toLocaleString('en-US')}</span>
          <span>0</span>
        </div>
        <svg className="stats-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
          <line className="stats-chart__grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className="stats-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
          {days.map((d, i) => (
            <g key={d.day} className="stats-chart__day">
              <title>{`${label(d.day)}: ${dayText(i)}`}</title>
              <rect className="stats-chart__hit" x={i * slot} y={0} width={slot} height={HEIGHT} />
              {series.map((s, n) => {
                const count = s.days[i]?.count ?? 0;
                // Each later series is narrower, so a taller one in front never hides the one behind.
                const barWidth = Math.max(2, slot * 0.7 * (1 - n * 0.4));
                const h = Math.max((count / max) * (HEIGHT - 4), n === 0 ? 2 : 0);
                if (h === 0) return null;
                const tone = count === 0 ? ' stats-chart__bar--empty' : n > 0 ? ' stats-chart__bar--front' : '';
                return <rect key={s.name} className={`stats-chart__bar${tone}`} x={i * slot + (slot - barWidth) / 2} y={HEIGHT - h} width={barWidth} height={h} />;
              })}
            </g>
          ))}
        </svg>
      </div>
      <div className="stats-chart__labels" aria-hidden="true">
        <span>{label(first.day)}</span>
        {middle && <span>{label(middle.day)}</span>}
        <span>{label(last.day)}</span>
      </div>
      {series.length > 1 && (
        <ul className="stats-chart__legend" aria-hidden="true">
          {series.map((s, n) => (
            <li key={s.name}>
              <span className={n > 0 ? 'stats-chart__swatch stats-chart__swatch--front' : 'stats-chart__swatch'} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      {/* A table ignores a height limit, so the hidden box is a div around it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.day}>
                <td>{label(d.day)}</td>
                {series.map((s) => (
                  <td key={s.name}>{s.days[i]?.count ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
