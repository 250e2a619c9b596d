import { pluralWord } from '../../../shared/format/intl';
import type { AudienceStatsQuery } from '../../gql/graphql';
import { FollowersChart } from './FollowersChart';

/** Followers now, the period's new ones, and new followers per day: the Stats audience tab and the audience page. */
export function FollowerGrowth({ stats, days }: { stats: AudienceStatsQuery['viewerAudienceStats']; days: number }) {
  return (
    <>
      <div className="stats__figures">
        <div className="stats__figure">
          <p className="stats__number">{stats.followerCount.toLocaleString('en-US')}</p>
          <p className="stats__label">{pluralWord(stats.followerCount, 'Follower', 'Followers')}</p>
        </div>
        <div className="stats__figure">
          <p className="stats__number">{stats.newFollowersInPeriod > 0 ? `+${stats.newFollowersInPeriod.toLocaleString('en-US')}` : '0'}</p>
          <p className="stats__label">New in the last {days} days</p>
        </div>
      </div>
      <h2 className="stats__subtitle">New followers per day</h2>
      <FollowersChart days={stats.newFollowersPerDay} />
    </>
  );
}
