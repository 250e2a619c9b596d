import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** Scaffold: the profile's lists tab (replaced by the feature). */
export function ProfileLists({ user, own }: { user: ProfileUser; own: boolean }) {
  return <p className="profile-empty">{emptyTabMessage('lists', user.name, own)}</p>;
}
