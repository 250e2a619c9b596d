import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ESTIMATE_NOTE, earningStateLabel, longMonthLabel, monthLabel, readingMinutesLabel } from '../../../shared/format/earnings';
import { formatMoney } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { shortCount } from '../../../shared/validation/relations';
import { PARTNER_ENROLL_FIRST_STEP } from '../../components/Metabar/menu-items';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { EarningsChart } from './dashboard/EarningsChart';
import { PartnerEarningsQuery, StoryEarningsAuditQuery } from './dashboard/dashboard-operations';
import './partner.css';
import './dashboard/dashboard.css';

const MONTH_PATTERN = /^\d{4}-\d{2}$/;
const ID_PATTERN = /^[0-9a-f]{12}$/;

/** /me/partner/dashboard?month=2026-10&audit={postId}: the writer's earnings (enrolled writers; others go to enrolment). */
export default function PartnerDashboardPage(_props: PageProps) {
  const { productName } = useShell();
  useHead({ title: `Earnings – Partner Program – ${productName}`, robots: 'noindex' });
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const monthParam = query.get('month');
  const month = monthParam && MONTH_PATTERN.test(monthParam) ? monthParam : null;
  const auditParam = query.get('audit');
  const audit = auditParam && ID_PATTERN.test(auditParam) ? auditParam : null;
  const navigate = useNavigate();
  const siteHref = useSiteHrefs();
  const { data, error, loading, refetch } = useQuery(PartnerEarningsQuery, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const earnings = data?.viewerPartnerEarnings ?? null;
  const enrollPath = buildPath('ShowPartnerEnroll', { step: PARTNER_ENROLL_FIRST_STEP });
  const notEnrolled = earnings !== null && !earnings.isEnrolled;

  useEffect(() => {
    if (notEnrolled) void navigate(enrollPath, { replace: true });
  }, [notEnrolled, navigate, enrollPath]);

  if (!earnings) {
    return (
      <div className="partner partner--wide earnings">
        <h1 className="partner__title">Earnings</h1>
        {error && !loading ? (
          <p role="alert" className="partner__hint">
            We couldn’t load your earnings.{' '}
            <button type="button" className="button button--outline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <p className="partner__hint">Loading…</p>
        )}
      </div>
    );
  }
  if (notEnrolled) {
    return (
      <div className="partner partner--wide earnings">
        <h1 className="partner__title">Earnings</h1>
        <p className="partner__lede">Join the Partner Program to earn from members’ reading time.</p>
        <Link className="button button--dark" to={enrollPath}>
          Join the Partner Program
        </Link>
      </div>
    );
  }

  const money = (cents: number) => formatMoney(cents, earnings.currency);
  const chosen = earnings.months.find((m) => m.month === month) ?? earnings.months.find((m) => m.month === earnings.lastMonth.month) ?? earnings.lastMonth;
  const heldBack = earnings.lifetime - earnings.lifetimePayable;
  const monthsNewestFirst = [...earnings.months].reverse();

  return (
    <div className="partner partner--wide earnings">
      <p className="partner__kicker">Partner Program</p>
      <h1 className="partner__title">Earnings</h1>
      <p className="earnings__links">
        <Link to={buildPath('ShowPartnerTaxes')}>Tax information</Link>
        <span aria-hidden="true"> · </span>
        <Link to={buildPath('ShowPartnerUnenroll')}>Leave the Partner Program</Link>
      </p>

      <section className="earnings__figures" aria-label="Totals">
        <div className="earnings__figure" data-testid="earnings-this-month">
          <p className="earnings__label">This month (estimate)</p>
          <p className="earnings__number">{money(earnings.thisMonth.amount)}</p>
          <p className="earnings__sub">{longMonthLabel(earnings.thisMonth.periodStart)} so far</p>
        </div>
        <div className="earnings__figure" data-testid="earnings-last-month">
          <p className="earnings__label">Last month</p>
          <p className="earnings__number">{money(earnings.lastMonth.amount)}</p>
          <p className="earnings__sub">{longMonthLabel(earnings.lastMonth.periodStart)}</p>
        </div>
        <div className="earnings__figure" data-testid="earnings-lifetime">
          <p className="earnings__label">Lifetime</p>
          <p className="earnings__number">{money(earnings.lifetime)}</p>
          <p className="earnings__sub">{heldBack > 0 ? `${money(heldBack)} not paid out` : 'Every closed month'}</p>
        </div>
      </section>
      <p className="earnings__note">{ESTIMATE_NOTE}</p>
      {heldBack > 0 && (
        <p className="earnings__note earnings__note--warn">
          Some of your earnings are withheld or forfeited under the tax rules. <Link to={buildPath('ShowPartnerTaxes')}>Check your tax information</Link>.
        </p>
      )}

      <section aria-labelledby="earnings-chart-title">
        <h2 id="earnings-chart-title" className="earnings__subtitle">
          Earnings per month
        </h2>
        <EarningsChart months={earnings.months} currency={earnings.currency} />
      </section>

      <section aria-labelledby="earnings-stories-title">
        <div className="earnings__stories-head">
          <h2 id="earnings-stories-title" className="earnings__subtitle">
            Stories in {longMonthLabel(chosen.periodStart)}
            {chosen.isEstimate ? ' (estimate)' : ''}
          </h2>
          <form method="get" action={buildPath('ShowPartnerDashboard')} className="earnings__month-form">
            <label htmlFor="earnings-month" className="visually-hidden">
              Month
            </label>
            <select
              id="earnings-month"
              name="month"
              defaultValue={chosen.month}
              key={chosen.month}
              onChange={(event) => void navigate(`${buildPath('ShowPartnerDashboard')}?month=${event.currentTarget.value}`)}
            >
              {monthsNewestFirst.map((m) => (
                <option key={m.month} value={m.month}>
                  {monthLabel(m.periodStart)}
                  {m.isEstimate ? ' (so far)' : ''}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button button--outline">
                Show
              </button>
            </noscript>
          </form>
        </div>
        {earnings.stories.length === 0 ? (
          <p className="earnings__empty">No story earned in {longMonthLabel(chosen.periodStart)}. Stories earn when members read them.</p>
        ) : (
          <table className="earnings-table earnings-table--stories">
            <caption className="visually-hidden">Earnings per story, most first</caption>
            <thead>
              <tr>
                <th scope="col">Story</th>
                <th scope="col" className="earnings-table__num">
                  Member reading time
                </th>
                <th scope="col" className="earnings-table__num">
                  Earnings
                </th>
              </tr>
            </thead>
            <tbody>
              {earnings.stories.map((story) => {
                const state = earningStateLabel(story.state);
                const auditHref = `${buildPath('ShowPartnerDashboard')}?month=${chosen.month}&audit=${story.postId}#audit`;
                return (
                  <tr key={story.postId} data-testid="earnings-story">
                    <td>
                      {story.post ? (
                        <Link className="earnings-table__title" to={siteHref(story.post.mediumUrl)}>
                          {story.title}
                        </Link>
                      ) : (
                        <span className="earnings-table__title">{story.title}</span>
                      )}
                      <span className="earnings-table__meta">
                        <Link to={auditHref} aria-label={`Audit: ${story.title}`}>
                          Audit
                        </Link>
                        {state && <span className="earnings-table__state"> · {state}</span>}
                      </span>
                    </td>
                    <td className="earnings-table__num">{readingMinutesLabel(story.memberReadingTime)}</td>
                    <td className="earnings-table__num">{money(story.amount)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      {audit && <StoryAudit postId={audit} />}

      <p className="earnings__note earnings__explain">
        Each member’s fee for a month is shared among the stories they read that month, in proportion to the time they spent
        reading each one; your share is counted to the cent when the month closes (months in UTC). Your own reading and
        non-members’ reading earn nothing. Who read your stories stays private: you see how many members, never who.
      </p>
    </div>
  );
}

function StoryAudit({ postId }: { postId: string }) {
  const { data, error } = useQuery(StoryEarningsAuditQuery, { variables: { postId }, fetchPolicy: 'cache-and-network' });
  const audit = data?.storyEarningsAudit;
  if (error && !audit) return null;
  if (!audit) return null;
  if (audit.__typename !== 'StoryEarningsAudit') {
    return (
      <section id="audit" className="earnings__audit">
        <p className="earnings__empty">There’s no audit for that story.</p>
      </section>
    );
  }
  const money = (cents: number) => formatMoney(cents, audit.currency);
  return (
    <section id="audit" className="earnings__audit" aria-labelledby="earnings-audit-title">
      <h2 id="earnings-audit-title" className="earnings__subtitle">
        Audit: {audit.title}
      </h2>
      <p className="earnings__note">
        {money(audit.lifetime)} over every closed month. For each month: how many members’ fees it shared in, their reading time,
        and what it earned.
      </p>
      {audit.periods.length === 0 ? (
        <p className="earnings__empty">This story hasn’t earned yet.</p>
      ) : (
        <table className="earnings-table" data-testid="earnings-audit">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="earnings-table__num">
                Members
              </th>
              <th scope="col" className="earnings-table__num">
                Reading time
              </th>
              <th scope="col" className="earnings-table__num">
                Earnings
              </th>
            </tr>
          </thead>
          <tbody>
            {audit.periods.map((p) => {
              const state = earningStateLabel(p.state);
              return (
                <tr key={p.month}>
                  <td>
                    {longMonthLabel(p.periodStart)}
                    {p.isEstimate ? ' (estimate)' : ''}
                    {state && <span className="earnings-table__meta">{state}</span>}
                  </td>
                  <td className="earnings-table__num">{shortCount(p.memberCount)}</td>
                  <td className="earnings-table__num">{readingMinutesLabel(p.memberReadingTime)}</td>
                  <td className="earnings-table__num">{money(p.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
