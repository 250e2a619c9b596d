import { ListCard } from '../../components/Lists/ListCard';
import { useQuery } from '../../data';
import { UserListsQuery } from '../Lists/list-page-operations';
import '../Lists/lists-pages.css';
import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** The profile's lists tab: the person's public lists (and, on one's own profile, the private ones too). */
export function ProfileLists({ user, own }: { user: ProfileUser; own: boolean }) {
  const { data, loading } = useQuery(UserListsQuery, { variables: { id: user.id, paging: { limit: 30 } } });
  const catalogs = data?.user?.catalogsConnection.catalogs ?? [];
  if (!data && loading) return null;
  if (catalogs.length === 0) return <p className="profile-empty">{emptyTabMessage('lists', user.name, own)}</p>;
  return (
    <div className="library__lists">
      {catalogs.map((catalog) => (
        <ListCard key={catalog.id} catalog={catalog} own={own} />
      ))}
    </div>
  );
}
