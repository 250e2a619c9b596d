import { pluralWord } from '../../../shared/format/intl';
import type { SubscriberStatsFieldsFragment } from '../../gql/graphql';
import { DailyChart } from '../Stats/DailyChart';

/** Subscribers now, the period's new ones and unsubscribes, and both per day (the stats pages' chart). */
export function SubscriberGrowth({ stats, days }: { stats: SubscriberStatsFieldsFragment; days: number }) {
  return (
    <section className="stats__overview" aria-labelledby="subscriber-growth-title">
      <div className="stats__figures">
        <div className="stats__figure">
          <p className="stats__number">{stats.subscriberCount.toLocaleString('en-US')}</p>
          <p className="stats__label">{pluralWord(stats.subscriberCount, 'Email subscriber', 'Email subscribers')}</p>
        </div>
        <div className="stats__figure">
          <p className="stats__number">{stats.newSubscribersInPeriod > 0 ? `+${stats.newSubscribersInPeriod.toLocaleString('en-US')}` : '0'}</p>
          <p className="stats__label">New in the last {days} days</p>
        </div>
        <div className="stats__figure">
          <p className="stats__number">{stats.unsubscribesInPeriod.toLocaleString('en-US')}</p>
          <p className="stats__label">Unsubscribed</p>
        </div>
      </div>
      <h2 id="subscriber-growth-title" className="stats__subtitle">
        New subscribers per day
      </h2>
      <DailyChart
        title="New subscribers and unsubscribes per day"
        series={[
          { name: 'New subscribers', one: 'new subscriber', many: 'new subscribers', days: stats.newSubscribersPerDay },
          { name: 'Unsubscribes', one: 'unsubscribe', many: 'unsubscribes', days: stats.unsubscribesPerDay },
        ]}
      />
      <p className="stats__note">Counts subscriptions on the day they were confirmed, imported ones included, and unsubscribes on the day they happened (days in UTC).</p>
    </section>
  );
}
