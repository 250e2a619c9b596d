import { formatDate } from '../../../shared/format/dates';
import { countLabel } from './stats-format';

export interface DayCount {
  day: number;
  count: number;
}

/** The drawing's own units; it stretches to the width of the page and the height the stylesheet gives it. */
const WIDTH = 600;
const HEIGHT = 160;

/** Bars of new followers per day (UTC days), drawn as inline SVG; the same numbers are in a table for screen readers. */
export function FollowersChart({ days }: { days: readonly DayCount[] }) {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...days.map((d) => d.count));
  const slot = WIDTH / days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const label = (ms: number) => formatDate(ms, last.day);
  const middle = days[Math.floor(days.length / 2)];
  const summary = `New followers per day from ${label(first.day)} to ${label(last.day)}: ${countLabel(total, 'follower', 'followers')} in all, at most ${countLabel(Math.max(...days.map((d) => d.count)), 'follower', 'followers')} on one day.`;
  return (
    <figure className="stats-chart">
      <div className="stats-chart__plot">
        <div className="stats-chart__scale" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg className="stats-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
          <line className="stats-chart__grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className="stats-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
          {days.map((d, i) => {
            const h = Math.max((d.count / max) * (HEIGHT - 4), 2);
            return (
              <rect
                key={d.day}
                className={d.count > 0 ? 'stats-chart__bar' : 'stats-chart__bar stats-chart__bar--empty'}
                x={i * slot + (slot - barWidth) / 2}
                y={HEIGHT - h}
                width={barWidth}
                height={h}
              >
                <title>{`${label(d.day)}: ${countLabel(d.count, 'new follower', 'new followers')}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="stats-chart__labels" aria-hidden="true">
        <span>{label(first.day)}</span>
        {middle && <span>{label(middle.day)}</span>}
        <span>{label(last.day)}</span>
      </div>
      {/* A table ignores a height limit, so the hidden box is a div around it. */}
      <div className="visually-hidden">
        <table>
        <caption>New followers per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">New followers</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{label(d.day)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </figure>
  );
}
