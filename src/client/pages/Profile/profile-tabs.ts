import { countLabel } from '../../../shared/format/intl';
import { buildPath, type RouteName } from '../../../shared/routes';

export type ProfileTab =
  | 'home'
  | 'about'
  | 'followers'
  | 'following'
  | 'hasRecommended'
  | 'highlights'
  | 'responses'
  | 'lists'
  | 'series'
  | 'books';

interface TabDefinition {
  tab: ProfileTab;
  route: RouteName;
  label: string;
  /** Shown in the tab strip always; the others appear there only while open (they are reached by links). */
  inStrip: boolean;
}

export const PROFILE_TABS: readonly TabDefinition[] = [
  { tab: 'home', route: 'ShowUser', label: 'Home', inStrip: true },
  { tab: 'lists', route: 'ShowUserLists', label: 'Lists', inStrip: true },
  { tab: 'highlights', route: 'ShowUserHighlights', label: 'Highlights', inStrip: true },
  { tab: 'responses', route: 'ShowUserResponses', label: 'Responses', inStrip: true },
  { tab: 'hasRecommended', route: 'ShowUserHasRecommended', label: 'Recommended', inStrip: true },
  { tab: 'series', route: 'ShowUserSeries', label: 'Series', inStrip: false },
  { tab: 'books', route: 'ShowUserBooks', label: 'Books', inStrip: false },
  { tab: 'about', route: 'ShowUserAbout', label: 'About', inStrip: true },
  { tab: 'followers', route: 'ShowUserFollowers', label: 'Followers', inStrip: false },
  { tab: 'following', route: 'ShowUserFollowing', label: 'Following', inStrip: false },
];

/** Which tab a profile route shows (`/@{username}/latest` is the home tab, as is `/u/{id}`). */
export function tabOfRoute(routeName: string): ProfileTab {
  if (routeName === 'ShowUserLatest' || routeName === 'ShowUserById' || routeName === 'ShowUser') return 'home';
  return PROFILE_TABS.find((t) => t.route === routeName)?.tab ?? 'home';
}

/** A tab's address for a person (by id when they have no username: only the home tab has such an address). */
export function tabPath(tab: ProfileTab, user: { id: string; username?: string | null }): string {
  const definition = PROFILE_TABS.find((t) => t.tab === tab);
  if (!user.username) return buildPath('ShowUserById', { userId: user.id });
  return buildPath(definition?.route ?? 'ShowUser', { username: user.username });
}

/** The tabs the strip shows: the usual ones, plus the open one when it is not among them. */
export function stripTabs(current: ProfileTab): TabDefinition[] {
  return PROFILE_TABS.filter((t) => t.inStrip || (t.tab === current && t.tab !== 'followers' && t.tab !== 'following'));
}

/** The first word of a name, as empty states speak of the person ('Ada hasn't …'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * What a tab shows while it has nothing (the features behind some tabs arrive later): about the person, or
 * about "you" on one's own profile.
 */
export function emptyTabMessage(tab: ProfileTab, name: string, own: boolean): string {
  const who = own ? 'You' : firstName(name);
  const has = own ? 'haven’t' : 'hasn’t';
  switch (tab) {
    case 'home':
      return `${who} ${has} published any stories yet.`;
    case 'hasRecommended':
      return `${who} ${has} recommended any stories yet.`;
    case 'highlights':
      return `${who} ${has} highlighted any stories yet.`;
    case 'responses':
      return `${who} ${has} responded to any stories yet.`;
    case 'lists':
      return `${who} ${has} made any public lists yet.`;
    case 'series':
      return `${who} ${has} published any series yet.`;
    case 'books':
      return `${who} ${has} published any books yet.`;
    case 'followers':
      return own ? 'Nobody follows you yet.' : `Nobody follows ${firstName(name)} yet.`;
    case 'following':
      return `${who} ${has} followed anyone yet.`;
    case 'about':
      return own ? 'Tell readers about yourself.' : `${firstName(name)} hasn’t written a bio yet.`;
  }
}

/** 1,234 → '1.2K', 2,500,000 → '2.5M' (spec 2 §9: numbers shortened with K and M). */
export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  const [value, unit] = n < 1_000_000 ? [n / 1000, 'K'] : [n / 1_000_000, 'M'];
  const text = value >= 100 ? String(Math.floor(value)) : String(Math.floor(value * 10) / 10);
  return `${text}${unit}`;
}

export function followersLabel(n: number): string {
  return countLabel(n, 'Follower', 'Followers', formatCount(n));
}

export function followingLabel(n: number): string {
  return `${formatCount(n)} Following`;
}
