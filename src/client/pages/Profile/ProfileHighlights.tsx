import { HighlightList } from '../../components/Highlights/HighlightList';
import type { ProfileUser } from './ProfileFrame';
import { emptyTabMessage } from './profile-tabs';

/** The profile's Highlights tab: the person's highlights with their context, public like the profile. */
export function ProfileHighlights({ user, own }: { user: ProfileUser; own: boolean }) {
  return <HighlightList userId={user.id} own={own} empty={emptyTabMessage('highlights', user.name, own)} />;
}
