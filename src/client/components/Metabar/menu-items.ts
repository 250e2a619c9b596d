/**
 * What the signed-in navigation bar and its menus offer, and when (spec 1 §2 "Navigation bar", §6 roles).
 * Pure, so the rules are tested on their own; Metabar.tsx, UserMenu.tsx and PublicationMenu.tsx draw them.
 */
import { buildPath } from '../../../shared/routes';
import type { SessionState } from '../../../shared/preloaded-state';

/** The signed-in reader as the bar needs them (a subset of Viewer). */
export interface ShellViewer {
  id: string;
  username?: string | null;
  name: string;
  imageId?: string | null;
  /** Set for members (spec 1 §6). */
  mediumMemberAt?: number | null;
  hasPastMemberships: boolean;
  isAuroraVisible: boolean;
  isPartnerProgramEnrolled: boolean;
  /** Quire staff (the Staff section of the user menu). */
  isStaff: boolean;
}

/** A publication the reader writes or edits for (viewerPublications). */
export interface ShellPublication {
  id: string;
  slug: string;
  name: string;
  avatar?: { id: string } | null;
  isAuroraVisible: boolean;
  isAuroraEligible: boolean;
  viewerEdge: { isEditor: boolean; isWriter: boolean };
}

/**
 * One entry of a menu: `to` is an address the application routes to; `href` one the server answers (a
 * full page load, e.g. signing out). `group` starts at 0; a new group is drawn with a line above it.
 */
export type ShellMenuItem = { key: string; label: string; group: number } & ({ to: string } | { href: string });

/** The user menu's first entry: the reader's avatar, name and 'View profile'. */
export interface ProfileCard {
  key: 'profile-card';
  group: 0;
  to: string;
  name: string;
  imageId: string | null;
  isMember: boolean;
}

export type UserMenuEntry = ProfileCard | ShellMenuItem;

export const isProfileCard = (entry: UserMenuEntry): entry is ProfileCard => entry.key === 'profile-card' && 'name' in entry;

/** Where 'Control your recommendations' leads: the people (then publications) the reader follows. */
export const RECOMMENDATIONS_ENTITY = 'people';
/** The first step of the Partner Program enrolment. */
export const PARTNER_ENROLL_FIRST_STEP = 'eligibility';
/** The user menu's last group: the legal links, drawn smaller. */
export const LEGAL_GROUP = 6;

/**
 * The pages only staff may open (their data is refused to anyone else), for the user menu's Staff section.
 * Routes without a page of their own yet (internal status, author curation) are left out.
 */
export const STAFF_PAGES: readonly { key: string; label: string; route: string }[] = [
  { key: 'staff-tax-review', label: 'Staff: Tax forms to review', route: 'ShowPartnerTaxReview' },
];

/** Where an editor's 'Stories' opens: the stories submitted to the publication. */
export const PUBLICATION_STORIES_FILTER = 'submissions';

export const isMember = (viewer: Pick<ShellViewer, 'mediumMemberAt'>): boolean => viewer.mediumMemberAt != null;

/** A viewer who writes or edits for any publication (such readers get no Lists link in the bar). */
export function writesOrEdits(publications: readonly ShellPublication[]): boolean {
  return publications.some((p) => p.viewerEdge.isWriter || p.viewerEdge.isEditor);
}

/** The publications whose editor (or creator) the viewer is, each getting a publication menu. */
export function editedPublications(publications: readonly ShellPublication[]): ShellPublication[] {
  return publications.filter((p) => p.viewerEdge.isEditor);
}

export interface MetabarActions {
  search: true;
  /** The Lists link (bookmark icon), hidden for writers and editors. */
  lists: boolean;
  notifications: true;
  /** The Upgrade button's label for non-members, or null for members. */
  upgrade: 'Upgrade' | 'Resume membership' | null;
  /**
   * The Write button, for every signed-in reader: spec 1 §2 lists it for members, but anyone signed in may
   * write, and without it a non-member finds the editor only in the user menu.
   */
  write: true;
  publicationMenus: ShellPublication[];
}

/** The signed-in bar's actions, left to right (the user menu's avatar comes last, drawn when there is a username). */
export function metabarActions(viewer: ShellViewer, publications: readonly ShellPublication[]): MetabarActions {
  const member = isMember(viewer);
  return {
    search: true,
    lists: !writesOrEdits(publications),
    notifications: true,
    upgrade: member ? null : viewer.hasPastMemberships ? 'Resume membership' : 'Upgrade',
    write: true,
    publicationMenus: editedPublications(publications),
  };
}

/**
 * The user menu's entries in order, or null when the reader has no username (the menu is not rendered).
 * Sign out needs the session's xsrf token; without one it is left out (the menu logs why).
 */
export function userMenuItems(viewer: ShellViewer, session: Pick<SessionState, 'xsrf'>): UserMenuEntry[] | null {
  const username = viewer.username;
  if (!username) return null;
  const member = isMember(viewer);
  const profile = buildPath('ShowUser', { username });
  const items: (UserMenuEntry | false)[] = [
    { key: 'profile-card', group: 0, to: profile, name: viewer.name, imageId: viewer.imageId ?? null, isMember: member },
    { key: 'write', group: 1, label: 'Write a story', to: buildPath('ShowNewStory') },
    { key: 'stories', group: 1, label: 'Stories', to: buildPath('ShowYourStories', { filterBy: 'drafts' }) },
    !viewer.isAuroraVisible && { key: 'series', group: 1, label: 'Series', to: buildPath('ShowYourSeries') },
    { key: 'stats', group: 1, label: 'Stats', to: buildPath('ShowStats') },
    viewer.isAuroraVisible && { key: 'design', group: 1, label: 'Design your profile', to: buildPath('ShowDesign') },
    { key: 'settings', group: 2, label: 'Settings', to: buildPath('ShowSettings') },
    { key: 'lists', group: 2, label: 'Lists', to: buildPath('ShowYourLists') },
    { key: 'publications', group: 2, label: 'Publications', to: buildPath('ShowYourPublications') },
    {
      key: 'recommendations',
      group: 2,
      label: 'Control your recommendations',
      to: buildPath('ShowFollowingEntities', { entityName: RECOMMENDATIONS_ENTITY }),
    },
    {
      key: 'partner-program',
      group: 2,
      label: 'Partner Program',
      to: viewer.isPartnerProgramEnrolled ? buildPath('ShowPartnerDashboard') : buildPath('ShowPartnerEnroll', { step: PARTNER_ENROLL_FIRST_STEP }),
    },
    member
      ? { key: 'gift', group: 3, label: 'Gift a membership', to: buildPath('ShowGift') }
      : { key: 'membership', group: 3, label: 'Become a member', to: buildPath('ShowMembership') },
    ...(viewer.isStaff ? STAFF_PAGES.map(({ key, label, route }) => ({ key, group: 4, label, to: buildPath(route) })) : []),
    { key: 'profile', group: 5, label: 'Profile', to: profile },
    { key: 'help', group: 5, label: 'Help', to: buildPath('ShowHelp') },
    session.xsrf !== null && session.xsrf !== '' && { key: 'sign-out', group: 5, label: 'Sign out', href: buildPath('SignOut', { xsrf: session.xsrf }) },
    { key: 'privacy', group: LEGAL_GROUP, label: 'Privacy', to: buildPath('ShowLegal', {}, { hash: 'privacy' }) },
    { key: 'terms', group: LEGAL_GROUP, label: 'Terms', to: buildPath('ShowLegal', {}, { hash: 'terms' }) },
  ];
  return items.filter((item): item is UserMenuEntry => item !== false);
}

/** An editor's publication menu; Newsletter opens the page that creates the publication's newsletter, or edits it. */
export function publicationMenuItems(publication: ShellPublication): ShellMenuItem[] {
  const collectionSlug = publication.slug;
  const at = (name: string, params: Record<string, string> = {}) => buildPath(name, { collectionSlug, ...params });
  const items: (ShellMenuItem | false)[] = [
    { key: 'write', group: 0, label: 'Write a story', to: at('ShowCollectionNewStory') },
    { key: 'stories', group: 0, label: 'Stories', to: at('ShowCollectionStories', { filterBy: PUBLICATION_STORIES_FILTER }) },
    { key: 'stats', group: 0, label: 'Stats', to: at('ShowCollectionStatsOverview') },
    { key: 'followers', group: 0, label: 'Followers', to: at('ShowCollectionFollowers') },
    { key: 'newsletter', group: 0, label: 'Newsletter', to: at('ShowCollectionNewNewsletter') },
    !publication.isAuroraVisible && { key: 'navigation', group: 1, label: 'Navigation', to: at('ShowCollectionNavigationSettings') },
    !publication.isAuroraVisible && { key: 'feature-pages', group: 1, label: 'Feature pages', to: at('ShowCollectionFeaturePages') },
    {
      key: 'settings',
      group: 1,
      label: publication.isAuroraVisible ? 'Homepage and settings' : 'Settings',
      to: at('ShowCollectionSettings'),
    },
    publication.isAuroraEligible && { key: 'design', group: 1, label: 'Design your publication', to: at('ShowCollectionDesign') },
  ];
  return items.filter((item): item is ShellMenuItem => item !== false);
}
