import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/server/core';
import { storeImage } from '../../src/server/modules/media';
import { insertBlock } from '../../src/server/modules/relations';
import { markUserDeleted } from '../../src/server/modules/users';
import { BIO_MAX_LENGTH, PROFILE_MESSAGES } from '../../src/shared/validation/profile';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { cookie: string; xsrf: string };
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
let serial = 0;
const uniqueName = (base: string) => `${base}${++serial}${Math.random().toString(36).slice(2, 6)}`.toLowerCase().slice(0, 30);

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.deps.db, { username: uniqueName('p'), ...overrides });
  return { ...user, username: user.username! };
}

const USER_RESULT = `query($id: ID, $userId: ID, $username: String) {
  userResult(id: $id, userId: $userId, username: $username) {
    __typename
    ... on User { id name username bio }
    ... on NotFound { message }
    ... on AccountSuspended { message }
    ... on Blocked { message }
    ... on AccountDeleted { message }
  }
}`;
type UserResult = { __typename: string; id?: string; message?: string; username?: string };
const userResult = async (variables: Record<string, string>, session?: Session) =>
  (await t.graphql<{ userResult: UserResult }>(USER_RESULT, variables, session)).data!.userResult;

const UPDATE_PROFILE = `mutation($name: String, $bio: String, $username: String, $imageId: ID, $imageCrop: ImageCropInput) {
  updateUserProfile(name: $name, bio: $bio, username: $username, imageId: $imageId, imageCrop: $imageCrop) {
    __typename
    ... on User { id name bio username imageId }
    ... on InvalidProfileInput { field message }
    ... on Forbidden { message }
  }
}`;
type ProfileAnswer = { __typename: string; field?: string; message?: string; name?: string; bio?: string; username?: string; imageId?: string };
const updateProfile = async (variables: Record<string, unknown>, session?: Session) =>
  (await t.graphql<{ updateUserProfile: ProfileAnswer }>(UPDATE_PROFILE, variables, session)).data?.updateUserProfile;

const AVAILABILITY = 'query($u: String!) { usernameAvailability(username: $u) { username available message } }';
const availability = async (u: string, session?: Session) =>
  (await t.graphql<{ usernameAvailability: { username: string; available: boolean; message: string } }>(AVAILABILITY, { u }, session)).data!.usernameAvailability;

const UPDATE_STYLE = `mutation($input: CustomStyleSheetInput!) {
  updateCustomStyleSheet(input: $input) {
    __typename
    ... on User { id customStyleSheet { id fonts { font1 font2 font3 } colorPalette { accentColor backgroundColor highlightSpectrum { colorPoints { color point } } } header { backgroundImage { id } } } }
    ... on InvalidProfileInput { field message }
    ... on Forbidden { message }
  }
}`;
type StyleAnswer = {
  __typename: string;
  field?: string;
  message?: string;
  customStyleSheet?: {
    id: string;
    fonts: Record<string, string>;
    colorPalette: { accentColor: string; backgroundColor: string; highlightSpectrum: { colorPoints: { color: string; point: number }[] } };
    header: { backgroundImage: { id: string } | null };
  } | null;
};
const updateStyle = async (input: Record<string, unknown>, session?: Session) => {
  const answer = await t.graphql<{ updateCustomStyleSheet: StyleAnswer }>(UPDATE_STYLE, { input }, session);
  return { answer: answer.data?.updateCustomStyleSheet, errors: answer.errors };
};

async function picture(creatorId: string | null, width = 600, height = 400) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
  return storeImage(systemContext(t.deps), { bytes, creatorId });
}

describe('userResult', () => {
  it('answers User by id, userId or username (in any case), and NotFound for nobody', async () => {
    const ada = await person({ name: 'Ada Person' });
    expect(await userResult({ id: ada.id })).toMatchObject({ __typename: 'User', id: ada.id, username: ada.username });
    expect(await userResult({ userId: ada.id })).toMatchObject({ __typename: 'User', id: ada.id });
    expect(await userResult({ username: ada.username.toUpperCase() })).toMatchObject({ __typename: 'User', id: ada.id });
    expect(await userResult({ username: 'nobody_here_at_all' })).toEqual({ __typename: 'NotFound', message: 'User not found' });
    expect(await userResult({ id: 'aaaaaaaaaaaa' })).toMatchObject({ __typename: 'NotFound' });
  });

  it('answers AccountSuspended to others (the person themselves still sees their profile)', async () => {
    const suspended = await person({ suspended: true });
    const expected = { __typename: 'AccountSuspended', message: 'This account is under investigation or was found in violation of the rules.' };
    expect(await userResult({ id: suspended.id })).toEqual(expected);
    expect(await userResult({ id: suspended.id }, await t.signIn((await person()).id))).toEqual(expected);
    expect(await userResult({ id: suspended.id }, await t.signIn(suspended.id))).toMatchObject({ __typename: 'User' });
  });

  it('answers AccountDeleted for a soft-deleted account, to everyone', async () => {
    const gone = await person();
    await markUserDeleted(t.deps.db, gone.id);
    expect(await userResult({ username: gone.username })).toMatchObject({ __typename: 'AccountDeleted' });
    expect(await userResult({ id: gone.id }, await t.signIn((await person()).id))).toMatchObject({ __typename: 'AccountDeleted' });
  });

  it('answers Blocked to a reader the person blocked, and User to everyone else', async () => {
    const blocker = await person();
    const blocked = await person();
    await insertBlock(t.deps.db, blocker.id, blocked.id, Date.now());
    expect(await userResult({ id: blocker.id }, await t.signIn(blocked.id))).toEqual({
      __typename: 'Blocked',
      message: 'This user had blocked you from following them or viewing their stories.',
    });
    expect(await userResult({ id: blocker.id })).toMatchObject({ __typename: 'User' });
    expect(await userResult({ id: blocker.id }, await t.signIn((await person()).id))).toMatchObject({ __typename: 'User' });
    // The blocker still sees the person they blocked.
    expect(await userResult({ id: blocked.id }, await t.signIn(blocker.id))).toMatchObject({ __typename: 'User' });
  });
});

describe('homepagePostsConnection', () => {
  const STORIES = `query($username: String!, $paging: PagingOptions) {
    userResult(username: $username) { __typename ... on User { homepagePostsConnection(paging: $paging) { posts { id title } pagingInfo { next { limit to } } } } }
  }`;
  type Page = { posts: { id: string; title: string }[]; pagingInfo: { next: { limit: number; to: string } | null } };
  const page = async (username: string, paging: Record<string, unknown>) =>
    ((await t.graphql<{ userResult: { homepagePostsConnection: Page } }>(STORIES, { username, paging })).data!.userResult).homepagePostsConnection;

  it('lists the author’s published stories newest first, a page at a time, without drafts, unlisted, deleted or suspended ones', async () => {
    const author = await person();
    const other = await person();
    const base = 1_700_000_000_000;
    const titles: string[] = [];
    for (let i = 0; i < 7; i++) {
      const title = `Story number ${i}`;
      titles.push(title);
      await createPost(t.deps.db, author.id, { title, publishedAt: base + i * 60_000 });
    }
    // Two stories published at the same moment page by id, never skipped or repeated.
    await createPost(t.deps.db, author.id, { title: 'Same moment A', publishedAt: base + 3 * 60_000 });
    await createPost(t.deps.db, author.id, { title: 'Draft', published: false });
    await createPost(t.deps.db, author.id, { title: 'Unlisted', visibility: 'UNLISTED' });
    await createPost(t.deps.db, author.id, { title: 'Deleted', deleted: true });
    await createPost(t.deps.db, author.id, { title: 'Suspended', suspended: true });
    await createPost(t.deps.db, author.id, { title: 'Members only', visibility: 'LOCKED', publishedAt: base - 60_000 });
    await createPost(t.deps.db, other.id, { title: 'Someone else’s' });

    const seen: string[] = [];
    let next: { limit: number; to: string } | null = { limit: 3, to: '' };
    let pages = 0;
    while (next) {
      const result: Page = await page(author.username, next.to ? next : { limit: 3 });
      seen.push(...result.posts.map((p) => p.title));
      next = result.pagingInfo.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    // Newest first; the two of the same moment in either order (by id).
    expect([...seen.slice(0, 3), ...seen.slice(5)]).toEqual(['Story number 6', 'Story number 5', 'Story number 4', 'Story number 2', 'Story number 1', 'Story number 0', 'Members only']);
    expect(new Set(seen.slice(3, 5))).toEqual(new Set(['Story number 3', 'Same moment A']));
    for (const hidden of ['Draft', 'Unlisted', 'Deleted', 'Suspended', 'Someone else’s']) expect(seen).not.toContain(hidden);
  });
});

describe('usernameAvailability', () => {
  it('says whether a username is free: format, reserved words, taken, former usernames, and one’s own', async () => {
    const owner = await person();
    const session = await t.signIn(owner.id);
    expect(await availability('ab')).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameFormat });
    expect(await availability('has space')).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameFormat });
    expect(await availability('a'.repeat(31))).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameFormat });
    for (const reserved of ['settings', 'search', 'membership', 'new_story', 'admin']) {
      expect(await availability(reserved), reserved).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameReserved });
    }
    expect(await availability(owner.username.toUpperCase())).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameTaken });
    expect(await availability(owner.username, session)).toMatchObject({ available: true, message: PROFILE_MESSAGES.usernameYours });
    const free = uniqueName('free');
    expect(await availability(`@${free.toUpperCase()}`)).toEqual({ username: free, available: true, message: PROFILE_MESSAGES.usernameAvailable });
  });
});

describe('updateUserProfile', () => {
  it('is for signed-in readers, changing only their own profile', async () => {
    expect(await updateProfile({ bio: 'Hello' })).toEqual({ __typename: 'Forbidden', message: PROFILE_MESSAGES.signInToEdit });
    const owner = await person({ name: 'Owner Person' });
    const other = await person({ name: 'Other Person' });
    const answer = await updateProfile({ name: '  Renamed   Owner ', bio: '  Writes about\nthings.  ' }, await t.signIn(owner.id));
    expect(answer).toMatchObject({ __typename: 'User', id: owner.id, name: 'Renamed Owner', bio: 'Writes about things.' });
    expect(await userResult({ id: other.id })).toMatchObject({ __typename: 'User' });
    const row = await t.deps.db.selectFrom('users').select(['name', 'bio']).where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Other Person', bio: '' });
  });

  it('refuses bad input with the field and a clear message, saving nothing of that call', async () => {
    const owner = await person({ name: 'Careful Person' });
    const session = await t.signIn(owner.id);
    const longBio = 'x'.repeat(BIO_MAX_LENGTH + 1);
    expect(await updateProfile({ name: 'Changed Name', bio: longBio }, session)).toEqual({
      __typename: 'InvalidProfileInput',
      field: 'BIO',
      message: PROFILE_MESSAGES.bioTooLong,
    });
    expect(await updateProfile({ bio: '😀'.repeat(BIO_MAX_LENGTH) }, session)).toMatchObject({ __typename: 'User' });
    expect(await updateProfile({ name: '   ' }, session)).toMatchObject({ __typename: 'InvalidProfileInput', field: 'NAME' });
    expect(await updateProfile({ name: 'x'.repeat(51) }, session)).toMatchObject({ __typename: 'InvalidProfileInput', field: 'NAME' });
    expect(await updateProfile({ username: 'no', name: 'Changed Name' }, session)).toEqual({
      __typename: 'InvalidProfileInput',
      field: 'USERNAME',
      message: PROFILE_MESSAGES.usernameFormat,
    });
    expect(await updateProfile({ username: 'settings' }, session)).toMatchObject({ field: 'USERNAME', message: PROFILE_MESSAGES.usernameReserved });
    const taken = await person();
    expect(await updateProfile({ username: taken.username.toUpperCase() }, session)).toMatchObject({ field: 'USERNAME', message: PROFILE_MESSAGES.usernameTaken });
    const row = await t.deps.db.selectFrom('users').select(['name', 'username']).where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Careful Person', username: owner.username });
  });

  it('changes the username; the old address redirects, and the old name stays out of others’ reach', async () => {
    const owner = await person();
    const session = await t.signIn(owner.id);
    const wanted = uniqueName('renamed');
    expect(await updateProfile({ username: wanted.toUpperCase() }, session)).toMatchObject({ __typename: 'User', username: wanted });
    for (const [from, to] of [
      [`/@${owner.username}`, `/@${wanted}`],
      [`/@${owner.username}/about`, `/@${wanted}/about`],
    ] as const) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    expect(await availability(owner.username)).toMatchObject({ available: false, message: PROFILE_MESSAGES.usernameTaken });
    const intruder = await person();
    expect(await updateProfile({ username: owner.username }, await t.signIn(intruder.id))).toMatchObject({ field: 'USERNAME' });
    // Taking one's old username back is fine.
    expect(await updateProfile({ username: owner.username }, session)).toMatchObject({ __typename: 'User', username: owner.username });
    expect((await get(`/@${owner.username}`)).statusCode).toBe(200);
  });

  it('crops an uploaded picture into a square avatar on the server, from the owner’s own uploads only', async () => {
    const owner = await person();
    const session = await t.signIn(owner.id);
    const mine = await picture(owner.id, 600, 400);
    const answer = await updateProfile({ imageId: mine.id, imageCrop: { x: 100, y: 50, size: 300 } }, session);
    expect(answer).toMatchObject({ __typename: 'User' });
    expect(answer?.imageId).not.toBe(mine.id);
    const avatar = await t.app.inject({ method: 'GET', url: `/media/${answer!.imageId}` });
    expect(avatar.statusCode).toBe(200);
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });

    expect(await updateProfile({ imageId: mine.id, imageCrop: { x: 400, y: 0, size: 300 } }, session)).toEqual({
      __typename: 'InvalidProfileInput',
      field: 'IMAGE',
      message: PROFILE_MESSAGES.cropInvalid,
    });
    const theirs = await picture((await person()).id);
    expect(await updateProfile({ imageId: theirs.id, imageCrop: { x: 0, y: 0, size: 100 } }, session)).toMatchObject({ field: 'IMAGE', message: PROFILE_MESSAGES.imageNotYours });
    const seeded = await picture(null);
    expect(await updateProfile({ imageId: seeded.id }, session)).toMatchObject({ field: 'IMAGE' });
    const big = await picture(owner.id, 1200, 900);
    const large = await updateProfile({ imageId: big.id, imageCrop: { x: 0, y: 0, size: 900 } }, session);
    const stored = await t.app.inject({ method: 'GET', url: `/media/${large!.imageId}` });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
  });
});

describe('custom style sheet', () => {
  it('saves a design for the signed-in reader, validating fonts and colours', async () => {
    expect((await updateStyle({ accentColor: '#123456' })).answer).toEqual({ __typename: 'Forbidden', message: PROFILE_MESSAGES.signInToEdit });
    const owner = await person();
    const session = await t.signIn(owner.id);
    for (const bad of ['green', '#12345', 'rgba(300, 0, 0, 1)', 'rgba(0, 0, 0, 2)', 'url(javascript:x)', '#1a8917; color: red']) {
      expect((await updateStyle({ accentColor: bad }, session)).answer, bad).toMatchObject({ __typename: 'InvalidProfileInput', field: 'ACCENT_COLOR' });
    }
    expect((await updateStyle({ backgroundColor: '#111111' }, session)).answer).toMatchObject({ field: 'BACKGROUND_COLOR' });
    expect((await updateStyle({ accentColor: '#fafafa' }, session)).answer).toMatchObject({ field: 'ACCENT_COLOR' });
    const unknownFont = await updateStyle({ font1: 'COMIC_SANS' }, session);
    expect(unknownFont.errors?.[0]?.message).toMatch(/COMIC_SANS/);
    expect(await userResult({ id: owner.id })).toMatchObject({ __typename: 'User' });
    expect((await t.graphql<{ userResult: { customStyleSheet: unknown } }>('query($id: ID) { userResult(id: $id) { ... on User { customStyleSheet { id } } } }', { id: owner.id })).data?.userResult.customStyleSheet).toBeNull();

    const saved = await updateStyle({ font1: 'SERIF_2', font2: 'SERIF_1', font3: 'SANS_SERIF_1', accentColor: 'RGBA(107, 63, 160, 1)', backgroundColor: '#F7F4ED' }, session);
    expect(saved.answer).toMatchObject({
      __typename: 'User',
      customStyleSheet: {
        fonts: { font1: 'SERIF_2', font2: 'SERIF_1', font3: 'SANS_SERIF_1' },
        colorPalette: { accentColor: '#6b3fa0', backgroundColor: '#f7f4ed' },
        header: { backgroundImage: null },
      },
    });
    const points = saved.answer!.customStyleSheet!.colorPalette.highlightSpectrum.colorPoints;
    expect(points[0]).toEqual({ color: '#f7f4ed', point: 0 });
    expect(points.at(-1)).toEqual({ color: '#6b3fa0', point: 1 });
    // Only the fields given change.
    const accent = await updateStyle({ accentColor: 'rgba(26, 137, 23, 0.9)' }, session);
    expect(accent.answer?.customStyleSheet).toMatchObject({ id: saved.answer!.customStyleSheet!.id, fonts: { font1: 'SERIF_2' }, colorPalette: { accentColor: 'rgba(26, 137, 23, 0.9)' } });
  });

  it('takes a header image from the owner’s uploads only, and removes it or the whole design on request', async () => {
    const owner = await person();
    const session = await t.signIn(owner.id);
    const theirs = await picture((await person()).id);
    expect((await updateStyle({ headerImageId: theirs.id }, session)).answer).toMatchObject({ field: 'HEADER_IMAGE', message: PROFILE_MESSAGES.imageNotYours });
    const mine = await picture(owner.id, 1800, 480);
    expect((await updateStyle({ headerImageId: mine.id }, session)).answer?.customStyleSheet?.header.backgroundImage).toEqual({ id: mine.id });
    expect((await updateStyle({ removeHeaderImage: true }, session)).answer?.customStyleSheet?.header.backgroundImage).toBeNull();
    const removed = await t.graphql<{ removeCustomStyleSheet: { customStyleSheet: unknown } }>('mutation { removeCustomStyleSheet { id customStyleSheet { id } } }', {}, session);
    expect(removed.data?.removeCustomStyleSheet.customStyleSheet).toBeNull();
    const signedOut = await t.graphql('mutation { removeCustomStyleSheet { id } }');
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('style reminder', () => {
  const REMINDER = 'query($id: ID!) { userResult(userId: $id) { ... on User { id hasSeenStyleReminder customStyleSheet { id } userPostCounts { publishedPosts } } } }';
  it('records "Got it" for the signed-in reader once, for good', async () => {
    const writer = await person();
    await createPost(t.deps.db, writer.id);
    const session = await t.signIn(writer.id);
    type R = { userResult: { hasSeenStyleReminder: boolean; customStyleSheet: unknown; userPostCounts: { publishedPosts: number } } };
    expect((await t.graphql<R>(REMINDER, { id: writer.id }, session)).data?.userResult).toMatchObject({
      hasSeenStyleReminder: false,
      customStyleSheet: null,
      userPostCounts: { publishedPosts: 1 },
    });
    // Nobody else is reminded of someone else's design.
    expect((await t.graphql<R>(REMINDER, { id: writer.id })).data?.userResult.hasSeenStyleReminder).toBe(true);
    const signedOut = await t.graphql('mutation { setUserStyleReminderSeen { id } }');
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const seen = await t.graphql<{ setUserStyleReminderSeen: { id: string; hasSeenStyleReminder: boolean } }>('mutation { setUserStyleReminderSeen { id hasSeenStyleReminder } }', {}, session);
    expect(seen.data?.setUserStyleReminderSeen).toEqual({ id: writer.id, hasSeenStyleReminder: true });
    expect((await t.graphql<R>(REMINDER, { id: writer.id }, await t.signIn(writer.id))).data?.userResult.hasSeenStyleReminder).toBe(true);
  });
});

describe('profile pages', () => {
  it('render every tab on the server with the profile’s head tags, readable without JavaScript', async () => {
    const author = await person({ name: 'Page Writer' });
    await updateProfile({ bio: 'Writes <b>about</b> pages & tabs.' }, await t.signIn(author.id));
    for (let i = 0; i < 12; i++) await createPost(t.deps.db, author.id, { title: `Profile story ${i}`, publishedAt: 1_700_000_000_000 + i * 1000 });
    const home = await get(`/@${author.username}`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Page Writer – Quire</title>');
    expect(home.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/@${author.username}">`);
    expect(home.body).toContain('<meta property="og:type" content="profile">');
    expect(home.body).toContain('<meta name="description" content="Writes &lt;b&gt;about&lt;/b&gt; pages &amp; tabs.">');
    expect(home.body).toContain('"@type":"ProfilePage"');
    expect(home.body).toContain('Profile story 11');
    expect(home.body).not.toContain('Profile story 1<');
    // The next page is a real link.
    const more = /href="(\/@[^"?]+\?to=[^"]+)"/.exec(home.body)?.[1];
    expect(more).toBeDefined();
    const second = await get(more!.replace(/&amp;/g, '&'));
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Profile story 1<');
    expect(second.body).not.toContain('Profile story 11');

    const about = await get(`/@${author.username}/about`);
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Joined Quire');
    expect(about.body).toContain('<title>About – Page Writer – Quire</title>');
    const empty: Record<string, string> = {
      'has-recommended': 'Page hasn’t recommended any stories yet.',
      highlights: 'Page hasn’t highlighted any stories yet.',
      responses: 'Page hasn’t responded to any stories yet.',
      lists: 'Page hasn’t made any public lists yet.',
      series: 'Page hasn’t published any series yet.',
      books: 'Page hasn’t published any books yet.',
      followers: 'Nobody follows Page yet.',
      following: 'Page hasn’t followed anyone yet.',
    };
    for (const [tab, text] of Object.entries(empty)) {
      const res = await get(`/@${author.username}/${tab}`);
      expect(res.statusCode, tab).toBe(200);
      expect(res.body, tab).toContain(text);
      expect(res.body, tab).not.toContain('This page isn’t available yet');
    }
    expect((await get(`/@${author.username}/latest`)).body).toContain('Profile story 11');
  });

  it('answer 404, 410 (deleted, suspended) and 403 (blocked) as the account’s state says', async () => {
    expect((await get('/@nobody_by_that_name')).statusCode).toBe(404);
    const deleted = await person();
    await markUserDeleted(t.deps.db, deleted.id);
    const gone = await get(`/@${deleted.username}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This account is under investigation or was found in violation of the Rules.');
    expect(gone.body).toContain('410 account suspended');
    const suspended = await person({ suspended: true });
    const banner = await get(`/@${suspended.username}/about`);
    expect(banner.statusCode).toBe(410);
    expect(banner.body).toContain('This account is under investigation or was found in violation of the rules.');

    const blocker = await person();
    const reader = await person();
    await insertBlock(t.deps.db, blocker.id, reader.id, Date.now());
    const session = await t.signIn(reader.id);
    const blocked = await get(`/@${blocker.username}`, session.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body).toContain('This user had blocked you from following them or viewing their stories.');
    expect((await get(`/@${blocker.username}`)).statusCode).toBe(200);
  });

  it('redirect /u/{id} and a username in capitals to the profile’s address with 301', async () => {
    const author = await person();
    const byId = await get(`/u/${author.id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/@${author.username}`);
    const upper = await get(`/@${author.username.toUpperCase()}/about?source=x`);
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(`/@${author.username}/about?source=x`);
    expect((await get('/u/aaaaaaaaaaaa')).statusCode).toBe(404);
  });

  it('are cached for signed-out readers and purged when the profile changes', async () => {
    const author = await person({ name: 'Cached Writer' });
    const url = `/@${author.username}/about`;
    await get(url);
    expect((await get(url)).headers['x-cache-status']).toBe('hit');
    await updateProfile({ bio: 'A brand new bio.' }, await t.signIn(author.id));
    await t.jobsSettled();
    const after = await get(url);
    expect(after.headers['x-cache-status']).toBe('miss');
    expect(after.body).toContain('A brand new bio.');

    // A free username's 404 is cached too, until someone takes it.
    const free = uniqueName('later');
    expect((await get(`/@${free}`)).statusCode).toBe(404);
    expect((await get(`/@${free}`)).headers['x-cache-status']).toBe('hit');
    await updateProfile({ username: free }, await t.signIn(author.id));
    await t.jobsSettled();
    expect((await get(`/@${free}`)).statusCode).toBe(200);
  });

  it('put the author’s design on the profile and on their story pages', async () => {
    const author = await person();
    const session = await t.signIn(author.id);
    await updateStyle({ font1: 'SERIF_2', accentColor: '#b3265e', backgroundColor: '#fbf1f1' }, session);
    await t.jobsSettled();
    const profile = await get(`/@${author.username}`);
    expect(profile.body).toContain('--qs-accent:#b3265e');
    expect(profile.body).toContain('--qs-background:#fbf1f1');
    const story = await createPost(t.deps.db, author.id, { title: 'Designed story' });
    const page = await get(`/@${author.username}/${story.slug}-${story.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<article class="story custom-style" style="[^"]*--qs-font1:[^"]*Charis/);
    const plain = await person();
    const plainStory = await createPost(t.deps.db, plain.id, { title: 'Plain story' });
    expect((await get(`/@${plain.username}/${plainStory.slug}-${plainStory.id}`)).body).not.toContain('--qs-accent');
  });
});
