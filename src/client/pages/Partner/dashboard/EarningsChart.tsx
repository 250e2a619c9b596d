import { longMonthLabel, shortMonthLabel } from '../../../../shared/format/earnings';
import { formatMoney } from '../../../../shared/format/money';

export interface MonthBar {
  periodStart: number;
  amount: number;
  isEstimate: boolean;
}

/** The drawing's own units; it stretches to the width of the page and the height the stylesheet gives it. */
const WIDTH = 600;
const HEIGHT = 180;

/**
 * Earnings per month as bars (inline SVG, drawn on the server), the current month's estimate lighter. The same
 * numbers are in a table under the chart (open it with "Show the numbers"), which screen readers read.
 */
export function EarningsChart({ months, currency }: { months: readonly MonthBar[]; currency: string }) {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return null;
  const max = Math.max(1, ...months.map((m) => m.amount));
  const slot = WIDTH / months.length;
  const money = (cents: number) => formatMoney(cents, currency);
  const total = months.reduce((sum, m) => sum + m.amount, 0);
  const best = months.reduce((a, b) => (b.amount > a.amount ? b : a), first);
  const summary =
    `Earnings per month from ${longMonthLabel(first.periodStart)} to ${longMonthLabel(last.periodStart)}: ${money(total)} in all` +
    (best.amount > 0 ? `, most in ${longMonthLabel(best.periodStart)} (${money(best.amount)}).` : '.');
  return (
    <figure className="earnings-chart">
      <div className="earnings-chart__plot">
        <div className="earnings-chart__scale" aria-hidden="true">
          <span>{money(max === 1 ? 0 : max)}</span>
          <span>{money(0)}</span>
        </div>
        <svg className="earnings-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
          <line className="earnings-chart__grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className="earnings-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
          {months.map((m, i) => {
            const h = m.amount > 0 ? Math.max(2, (m.amount / max) * (HEIGHT - 6)) : 0;
            const barWidth = slot * 0.6;
            return (
              <g key={m.periodStart}>
                <title>{`${longMonthLabel(m.periodStart)}: ${money(m.amount)}${m.isEstimate ? ' (estimate)' : ''}`}</title>
                <rect className="earnings-chart__hit" x={i * slot} y={0} width={slot} height={HEIGHT} />
                {h > 0 && (
                  <rect
                    className={m.isEstimate ? 'earnings-chart__bar earnings-chart__bar--estimate' : 'earnings-chart__bar'}
                    x={i * slot + (slot - barWidth) / 2}
                    y={HEIGHT - h}
                    width={barWidth}
                    height={h}
                  />
                )}
              </g>
            );
          })}
        </svg>
        <span aria-hidden="true" />
        <ol className="earnings-chart__labels" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}>
          {months.map((m) => (
            <li key={m.periodStart}>{shortMonthLabel(m.periodStart)}</li>
          ))}
        </ol>
      </div>
      <details className="earnings-chart__numbers">
        <summary>Show the numbers</summary>
        <table className="earnings-table">
          <caption className="visually-hidden">Earnings per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="earnings-table__num">
                Earnings
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.periodStart}>
                <td>
                  {longMonthLabel(m.periodStart)}
                  {m.isEstimate ? ' (estimate)' : ''}
                </td>
                <td className="earnings-table__num">{money(m.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
