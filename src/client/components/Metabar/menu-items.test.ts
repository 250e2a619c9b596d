import { describe, expect, it } from 'vitest';
import {
  metabarActions,
  publicationMenuItems,
  userMenuItems,
  type ShellMenuItem,
  type ShellPublication,
  type ShellViewer,
  type UserMenuEntry,
} from './menu-items';

const reader: ShellViewer = {
  id: 'u1',
  username: 'ada',
  name: 'Ada Lovelace',
  imageId: 'img1',
  mediumMemberAt: null,
  hasPastMemberships: false,
  isAuroraVisible: true,
  isPartnerProgramEnrolled: false,
  isStaff: false,
};
const member: ShellViewer = { ...reader, mediumMemberAt: 1_700_000_000_000 };
const session = { xsrf: 'tok123' };

function publication(over: Partial<ShellPublication> & { isEditor?: boolean; isWriter?: boolean } = {}): ShellPublication {
  const { isEditor = false, isWriter = false, ...rest } = over;
  return {
    id: 'c1',
    slug: 'the-long-read',
    name: 'The Long Read',
    avatar: null,
    isAuroraVisible: false,
    isAuroraEligible: false,
    viewerEdge: { isEditor, isWriter },
    ...rest,
  };
}

const labels = (items: readonly UserMenuEntry[] | null) => (items ?? []).map((i) => ('label' in i ? i.label : `[${i.key}]`));
const find = (items: readonly UserMenuEntry[] | null, label: string) =>
  (items ?? []).find((i): i is ShellMenuItem => 'label' in i && i.label === label);
const target = (item: ShellMenuItem | undefined) => (item ? ('to' in item ? item.to : item.href) : undefined);

describe('user menu', () => {
  it('lists the spec’s entries in order for a non-member with the Aurora profile', () => {
    expect(labels(userMenuItems(reader, session))).toEqual([
      '[profile-card]',
      'Write a story',
      'Stories',
      'Stats',
      'Design your profile',
      'Settings',
      'Lists',
      'Publications',
      'Control your recommendations',
      'Partner Program',
      'Become a member',
      'Profile',
      'Help',
      'Sign out',
      'Privacy',
      'Terms',
    ]);
  });

  it('is not rendered without a username', () => {
    expect(userMenuItems({ ...reader, username: null }, session)).toBeNull();
    expect(userMenuItems({ ...reader, username: '' }, session)).toBeNull();
  });

  it('starts with the profile card: avatar, name and the profile address', () => {
    const [card] = userMenuItems(member, session)!;
    expect(card).toEqual({ key: 'profile-card', group: 0, to: '/@ada', name: 'Ada Lovelace', imageId: 'img1', isMember: true });
  });

  it('shows Series only when the Aurora profile is not visible, and Design your profile only when it is', () => {
    const classic = labels(userMenuItems({ ...reader, isAuroraVisible: false }, session));
    expect(classic).toContain('Series');
    expect(classic).not.toContain('Design your profile');
    expect(classic.slice(1, 5)).toEqual(['Write a story', 'Stories', 'Series', 'Stats']);
    const aurora = labels(userMenuItems(reader, session));
    expect(aurora).not.toContain('Series');
    expect(aurora).toContain('Design your profile');
  });

  it('offers members Gift a membership instead of Become a member', () => {
    const items = userMenuItems(member, session);
    expect(target(find(items, 'Gift a membership'))).toBe('/gift');
    expect(find(items, 'Become a member')).toBeUndefined();
    expect(target(find(userMenuItems(reader, session), 'Become a member'))).toBe('/membership');
  });

  it('sends the Partner Program item to the dashboard when enrolled, else to enrolment', () => {
    expect(target(find(userMenuItems({ ...reader, isPartnerProgramEnrolled: true }, session), 'Partner Program'))).toBe('/me/partner/dashboard');
    expect(target(find(userMenuItems(reader, session), 'Partner Program'))).toMatch(/^\/me\/partner\/enroll\/[a-z-]+$/);
  });

  it('gives staff, and only staff, a section of their own linking the staff-only pages', () => {
    expect(labels(userMenuItems(reader, session)).filter((l) => l.startsWith('Staff'))).toEqual([]);
    const items = userMenuItems({ ...reader, isStaff: true }, session)!;
    expect(target(find(items, 'Staff: Tax forms to review'))).toBe('/_/admin/partner/taxes');
    // A section of its own: after membership, before Profile, Help and Sign out.
    const at = labels(items).indexOf('Staff: Tax forms to review');
    expect(labels(items).slice(at - 1, at + 2)).toEqual(['Become a member', 'Staff: Tax forms to review', 'Profile']);
    const groupOf = (label: string) => items.find((i) => 'label' in i && i.label === label)!.group;
    expect(new Set([groupOf('Become a member'), groupOf('Staff: Tax forms to review'), groupOf('Profile')]).size).toBe(3);
  });

  it('shows Sign out only with the session’s xsrf token, as a link the server answers', () => {
    const signOut = find(userMenuItems(reader, session), 'Sign out');
    expect(signOut).toMatchObject({ href: '/m/signout/tok123' });
    expect(find(userMenuItems(reader, { xsrf: null }), 'Sign out')).toBeUndefined();
    expect(find(userMenuItems(reader, { xsrf: '' }), 'Sign out')).toBeUndefined();
  });

  it('links every entry to its route', () => {
    const items = userMenuItems({ ...reader, isAuroraVisible: false }, session)!;
    const byLabel = Object.fromEntries(items.filter((i): i is ShellMenuItem => 'label' in i).map((i) => [i.label, target(i)]));
    expect(byLabel).toMatchObject({
      'Write a story': '/new-story',
      Stories: '/me/stories/drafts',
      Series: '/me/series',
      Stats: '/me/stats',
      Settings: '/me/settings',
      Lists: '/me/lists',
      Publications: '/me/publications',
      Profile: '/@ada',
      Help: '/help',
      Privacy: '/legal#privacy',
      Terms: '/legal#terms',
    });
    expect(byLabel['Control your recommendations']).toMatch(/^\/me\/following\/[a-z]+$/);
    expect(target(find(userMenuItems(reader, session), 'Design your profile'))).toBe('/me/design');
  });

  it('groups entries in ascending order', () => {
    const groups = userMenuItems(member, session)!.map((i) => i.group);
    expect([...groups].sort((a, b) => a - b)).toEqual(groups);
  });
});

describe('signed-in bar', () => {
  it('gives a reader who neither writes nor edits the Lists link, and no publication menu', () => {
    const actions = metabarActions(reader, []);
    expect(actions).toMatchObject({ search: true, lists: true, notifications: true, publicationMenus: [] });
  });

  it('hides the Lists link for writers and for editors', () => {
    expect(metabarActions(reader, [publication({ isWriter: true })]).lists).toBe(false);
    expect(metabarActions(reader, [publication({ isEditor: true })]).lists).toBe(false);
  });

  it('offers non-members Upgrade, or Resume membership after a past membership, beside the Write button', () => {
    expect(metabarActions(reader, [])).toMatchObject({ upgrade: 'Upgrade', write: true });
    expect(metabarActions({ ...reader, hasPastMemberships: true }, [])).toMatchObject({ upgrade: 'Resume membership', write: true });
  });

  it('gives members the Write button and no Upgrade', () => {
    expect(metabarActions(member, [])).toMatchObject({ upgrade: null, write: true });
    expect(metabarActions({ ...member, hasPastMemberships: true }, [])).toMatchObject({ upgrade: null, write: true });
  });

  it('gives a publication menu for each publication the viewer edits, not for those they only write for', () => {
    const edited = publication({ id: 'c1', isEditor: true, isWriter: true });
    const written = publication({ id: 'c2', slug: 'field-notes', isWriter: true });
    expect(metabarActions(member, [edited, written]).publicationMenus.map((p) => p.id)).toEqual(['c1']);
  });
});

describe('publication menu', () => {
  const menuLabels = (p: ShellPublication) => publicationMenuItems(p).map((i) => i.label);

  it('lists the editor’s entries in order for a publication without the Aurora design', () => {
    expect(menuLabels(publication({ isEditor: true }))).toEqual([
      'Write a story',
      'Stories',
      'Stats',
      'Followers',
      'Newsletter',
      'Navigation',
      'Feature pages',
      'Settings',
    ]);
  });

  it('with the Aurora design visible: no Navigation or Feature pages, and Homepage and settings', () => {
    expect(menuLabels(publication({ isEditor: true, isAuroraVisible: true }))).toEqual([
      'Write a story',
      'Stories',
      'Stats',
      'Followers',
      'Newsletter',
      'Homepage and settings',
    ]);
  });

  it('offers Design your publication only when the publication is Aurora eligible', () => {
    expect(menuLabels(publication({ isEditor: true, isAuroraEligible: true })).at(-1)).toBe('Design your publication');
    expect(menuLabels(publication({ isEditor: true }))).not.toContain('Design your publication');
  });

  it('links each entry under the publication', () => {
    const items = publicationMenuItems(publication({ isEditor: true, isAuroraEligible: true }));
    expect(Object.fromEntries(items.map((i) => [i.label, target(i)]))).toEqual({
      'Write a story': '/the-long-read/new-story',
      Stories: '/the-long-read/stories/submissions',
      Stats: '/the-long-read/stats/overview',
      Followers: '/the-long-read/settings/followers',
      Newsletter: '/the-long-read/new-newsletter',
      Navigation: '/the-long-read/settings/navigation',
      'Feature pages': '/the-long-read/settings/feature-pages',
      Settings: '/the-long-read/settings',
      'Design your publication': '/the-long-read/design',
    });
  });
});
