import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** Scaffold: the profile's responses tab (replaced by the feature). */
export function ProfileResponses({ user, own }: { user: ProfileUser; own: boolean }) {
  return <p className="profile-empty">{emptyTabMessage('responses', user.name, own)}</p>;
}
