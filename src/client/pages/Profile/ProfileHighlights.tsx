import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** Scaffold: the profile's highlights tab (replaced by the feature). */
export function ProfileHighlights({ user, own }: { user: ProfileUser; own: boolean }) {
  return <p className="profile-empty">{emptyTabMessage('highlights', user.name, own)}</p>;
}
