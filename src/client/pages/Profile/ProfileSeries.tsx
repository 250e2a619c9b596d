import { useQuery } from '../../data';
import { SeriesCard } from '../Series/SeriesCard';
import { UserSeriesQuery } from '../Series/series-operations';
import '../Series/series.css';
import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** The profile's series tab: the writer's published series, last updated first. */
export function ProfileSeries({ user, own }: { user: ProfileUser; own: boolean }) {
  const { data, loading } = useQuery(UserSeriesQuery, { variables: { id: user.id, paging: { limit: 30 } } });
  const series = data?.user?.seriesConnection.posts ?? [];
  if (!data && loading) return null;
  if (series.length === 0) return <p className="profile-empty">{emptyTabMessage('series', user.name, own)}</p>;
  return (
    <div className="profile-series">
      {series.map((item) => (
        <SeriesCard key={item.id} series={item} showWriter={false} />
      ))}
    </div>
  );
}
