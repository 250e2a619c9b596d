import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers, waitForHydration, type BrowserSession, type SessionOptions } from './browser';

/**
 * Notifications in a browser: linus publishes a fresh story; tim follows him, claps 10 times (the 10-claps
 * milestone) and leaves a private note; edsger and alan follow him too and respond, enough times to need a
 * second page (within the responses' rate limit of 10 a minute each). Linus opens the bell (the count goes to 0 and the rows appear), then /me/notifications, its
 * Responses tab and 'Older notifications'.
 */
const WRITER = 'linus';
const RESPONDERS = ['edsger', 'alan'] as const;
/** More than one page of the feed (20 rows): responses are never rolled up. */
const RESPONSES_EACH = 10;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const browsers = trackedBrowsers();
async function signedIn(username: string, options: SessionOptions = {}, path = '/'): Promise<BrowserSession> {
  const session = await browsers.open({ viewport: DESKTOP, ...options });
  await session.page.goto(await signInLink(`${username}@quire.test`));
  await session.page.goto(path);
  return session;
}

const unreadCount = async (page: Page) => {
  const { notificationStatus } = await pageGraphQL<{ notificationStatus: { unreadNotificationCount: number } }>(
    page,
    '{ notificationStatus { unreadNotificationCount } }',
  );
  return notificationStatus.unreadNotificationCount;
};

/** A story of the writer's own, published now, so its claps start from 0. */
async function publishStory(page: Page, title: string): Promise<{ id: string; version: number }> {
  const body = {
    paragraphs: [
      { name: 'a001', type: 'TITLE', text: title, markups: [] },
      { name: 'a002', type: 'P', text: 'The sound of rain on a tin roof is the first thing I ever recorded.', markups: [] },
    ],
    sections: [{ name: 'b001', startIndex: 0 }],
  };
  const { createPost } = await pageGraphQL<{ createPost: { __typename: string; id: string } }>(
    page,
    'mutation($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { __typename ... on Post { id } } }',
    { title, body: JSON.stringify(body) },
  );
  expect(createPost.__typename).toBe('Post');
  const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string; latestPublishedVersion: number } }>(
    page,
    `mutation($id: ID!) { publishPost(postId: $id, input: { tags: ["Sound"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) {
      __typename ... on Post { latestPublishedVersion } } }`,
    { id: createPost.id },
  );
  expect(publishPost.__typename).toBe('Post');
  return { id: createPost.id, version: publishPost.latestPublishedVersion };
}

async function follow(page: Page, userId: string) {
  // From scratch, so the follow is news even if the demo had it already.
  await pageGraphQL(page, 'mutation($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }', { id: userId });
  const { followUser } = await pageGraphQL<{ followUser: { __typename: string } }>(
    page,
    'mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }',
    { id: userId },
  );
  expect(followUser.__typename).toBe('User');
}

const TITLE = `Field recordings ${Date.now().toString(36)}`;
const NOTE = 'Tin or zinc? Either way, a lovely opening.';
let writerId = '';
let storyId = '';

/** The activity, made through the same mutations the readers' pages use, and its notifications waited for. */
async function makeActivity() {
  const writer = await signedIn(WRITER);
  writerId = (await pageGraphQL<{ viewer: { id: string } }>(writer.page, '{ viewer { id } }')).viewer.id;
  // Start from a read feed, so the count below is this test's alone.
  await pageGraphQL(writer.page, 'mutation { updateActivityLastViewed { __typename } }');
  const story = await publishStory(writer.page, TITLE);
  storyId = story.id;

  const tim = await signedIn('tim');
  await follow(tim.page, writerId);
  const { clap } = await pageGraphQL<{ clap: { clapCount: number } }>(tim.page, 'mutation($id: ID!) { clap(targetPostId: $id, numClaps: 10) { clapCount } }', {
    id: story.id,
  });
  expect(clap.clapCount).toBe(10);
  const { createNote } = await pageGraphQL<{ createNote: { __typename: string } }>(
    tim.page,
    `mutation($id: ID!, $version: Int!, $text: String!) { createNote(targetPostId: $id, targetPostVersion: $version, targetParagraphName: "a002",
      noteContent: $text, selectionStartOffset: 0, selectionEndOffset: 20) { __typename } }`,
    { id: story.id, version: story.version, text: NOTE },
  );
  expect(createNote.__typename).toBe('Note');

  for (const username of RESPONDERS) {
    const reader = await signedIn(username);
    await follow(reader.page, writerId);
    for (let i = 1; i <= RESPONSES_EACH; i++) {
      const { publishPostResponse } = await pageGraphQL<{ publishPostResponse: { __typename: string } }>(
        reader.page,
        'mutation($id: ID!, $text: String!) { publishPostResponse(inResponseToPostId: $id, text: $text) { __typename } }',
        { id: story.id, text: `Response ${i} from ${username}: this took me right back to summer storms.` },
      );
      expect(publishPostResponse.__typename).toBe('Post');
    }
  }
  // One rolled-up follow, a first clap, the milestone, the note and every response.
  const expected = 1 + 1 + 1 + 1 + RESPONDERS.length * RESPONSES_EACH;
  await vi.waitFor(async () => expect(await unreadCount(writer.page)).toBeGreaterThanOrEqual(expected), { timeout: 30_000, interval: 250 });
  await browsers.closeAll();
}

const bell = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Notifications/ });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const rowTexts = async (page: Page, scope = page.locator('body')) =>
  (await scope.locator('.notification__sentence').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());

describe('notifications', () => {
  beforeAll(makeActivity, 180_000);

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the bell shows the count, opens the feed and marks it seen (${viewport.width} px)`, async () => {
      if (viewport === PHONE) {
        // The desktop run read everything: one more response makes the bell count again.
        const reader = await signedIn('katherine');
        const { publishPostResponse } = await pageGraphQL<{ publishPostResponse: { __typename: string } }>(
          reader.page,
          'mutation($id: ID!, $text: String!) { publishPostResponse(inResponseToPostId: $id, text: $text) { __typename } }',
          { id: storyId, text: 'One more thought, read on my phone.' },
        );
        expect(publishPostResponse.__typename).toBe('Post');
      }
      const { page } = await signedIn(WRITER, { viewport });
      await waitForHydration(page, '.notifications-bell__button');
      await vi.waitFor(async () => expect(await unreadCount(page)).toBeGreaterThan(0), { timeout: 30_000, interval: 250 });
      await page.reload();
      await waitForHydration(page, '.notifications-bell__button');
      expect(await bell(page).getAttribute('aria-label')).toMatch(/^Notifications, (\d+|more than 99) unread$/);
      expect(await page.locator('.notifications-bell__badge').textContent()).toMatch(/^(\d+|99\+)$/);
      // Without a click it is a plain link to the page.
      expect(await bell(page).getAttribute('href')).toBe('/me/notifications');

      await bell(page).click();
      const box = popover(page);
      await box.waitFor();
      await box.locator('.notification').first().waitFor();
      // The count goes to 0 at once, and so it stays.
      await page.locator('.notifications-bell__badge').waitFor({ state: 'detached' });
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      await vi.waitFor(async () => expect(await unreadCount(page)).toBe(0));

      const texts = await rowTexts(page, box);
      expect(texts.length).toBe(20);
      expect(texts.some((t) => /^Alan Turing responded to .+: “Response \d+ from alan: this took me right back to.*…”$/.test(t))).toBe(true);

      // Spec 1 §9: 360 px under the bell; across the whole screen on a phone.
      const width = await box.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBe(viewport === PHONE ? PHONE.width : 360);
      // An open popover keeps the bar in place.
      expect(await page.locator('header.metabar').getAttribute('class')).toContain('metabar--locked');

      // Escape closes it and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      expect(await bell(page).evaluate((el) => el === document.activeElement)).toBe(true);

      // A press outside closes it too; 'See all' leads to the page.
      await bell(page).click();
      await box.waitFor();
      // An empty stretch of the bar.
      await page.mouse.click(viewport === PHONE ? 150 : 600, 28);
      await box.waitFor({ state: 'detached' });
      await bell(page).click();
      await box.getByRole('link', { name: 'See all' }).click();
      await page.waitForURL((url) => url.pathname === '/me/notifications');
      await box.waitFor({ state: 'detached' });
    });

    it(`/me/notifications: the rows, the Responses tab and older notifications (${viewport.width} px)`, async () => {
      const { page } = await signedIn(WRITER, { viewport }, '/me/notifications');
      await waitForHydration(page, '.notifications-page__older');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Notifications');
      const tabs = page.getByRole('navigation', { name: 'Notifications' });
      expect(await tabs.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: 'Your stats' }).getAttribute('href')).toBe('/me/stats');

      // The older rows load in place; the link itself is a real address (it works without JavaScript).
      const older = page.getByRole('link', { name: 'Older notifications' });
      expect(await older.getAttribute('href')).toMatch(/^\/me\/notifications\?to=.+/);
      expect(await page.locator('.notification').count()).toBe(20);
      await older.click();
      await vi.waitFor(async () => expect(await page.locator('.notification').count()).toBeGreaterThan(20));
      expect(new URL(page.url()).search).toBe('');
      const texts = await rowTexts(page);
      expect(texts).toContain(`Your story ${TITLE} got 10 claps.`);
      expect(texts).toContain(`Tim Berners-Lee left a private note on ${TITLE}: “${NOTE}”`);
      expect(texts).toContain(`Tim Berners-Lee clapped for ${TITLE}.`);
      expect(texts).toContain('Alan Turing and 2 others started following you.');
      // A rolled-up follow opens the Follows dialog with each follower.
      await page.getByRole('link', { name: '2 others' }).click();
      const dialog = page.getByRole('dialog', { name: 'Follows' });
      await dialog.waitFor();
      const names = await dialog.locator('.follows-dialog__name').allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Tim Berners-Lee', 'Edsger Dijkstra', 'Alan Turing']));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The Responses tab: responses only, in the address so that a reload keeps it.
      await tabs.getByRole('link', { name: 'Responses' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'responses');
      // The All tab's rows stay until the Responses tab's have loaded in their place.
      await vi.waitFor(
        async () => {
          const types = await page.locator('.notification').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.notificationType));
          expect(types.length).toBeGreaterThan(0);
          expect(new Set(types)).toEqual(new Set(['response_created']));
        },
        { timeout: 15_000, interval: 100 },
      );
      await page.reload();
      expect(await tabs.getByRole('link', { name: 'Responses' }).getAttribute('aria-current')).toBe('page');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }

  it('without JavaScript the bell and Older notifications are plain links', async () => {
    const { page } = await signedIn(WRITER, { javaScriptEnabled: false }, '/');
    await bell(page).click();
    await page.waitForURL((url) => url.pathname === '/me/notifications');
    expect(await page.locator('.notification').count()).toBe(20);
    const first = await rowTexts(page);
    await page.getByRole('link', { name: 'Older notifications' }).click();
    await page.waitForURL((url) => url.searchParams.has('to'));
    const next = await rowTexts(page);
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((t) => first.includes(t))).toEqual([]);
  });
});
