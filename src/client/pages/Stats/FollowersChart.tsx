import { DailyChart, type DayCount } from './DailyChart';

export type { DayCount } from './DailyChart';

/** Bars of new followers per day (UTC days). */
export function FollowersChart({ days }: { days: readonly DayCount[] }) {
  return <DailyChart title="New followers per day" series={[{ name: 'New followers', one: 'new follower', many: 'new followers', days }]} />;
}
