import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPeople } from '../../src/server/seed/demo-people';
import { openBrowser, signInLink, trackedBrowsers, waitForHydration } from './browser';

/** A writer with published stories whose profile the other browser tests leave alone. */
const OWNER = 'barbara';
const ownerEmail = `${OWNER}@quire.test`;

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const xsrf = await page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf);
  const response = await page.request.post('/_/graphql', { headers: { 'x-xsrf-token': xsrf }, data: { query, variables } });
  const json = (await response.json()) as { data?: T; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
  return json.data;
}

const { open: browser } = trackedBrowsers({ ignoreErrors: /status of (403|404|410)/ });

describe('profiles', () => {
  let restoreBio: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await restoreBio?.();
  });

  it('opens from a story’s byline, wears the author’s design, and switches tabs without reloading', async () => {
    const { page } = await browser();
    await page.goto('/@ada');
    const storyLink = page.locator('.profile-story__link', { hasText: 'How to Keep a Commonplace Book' });
    await storyLink.click();
    await page.waitForURL(/\/@ada\/how-to-keep-a-commonplace-book-[0-9a-f]+$/);
    // The story page wears Ada's design too: Charis for the title, her background.
    await expect.poll(() => page.locator('article.story').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 244, 237)');
    expect(await page.locator('.story-body .title').first().evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Charis SIL');

    await waitForHydration(page, '.story__author');
    await page.locator('.story__author').first().click();
    await page.waitForURL(/\/@ada$/);
    await expect.poll(() => page.locator('h1.profile__name').textContent()).toBe('Ada Lovelace');
    expect(await page.locator('.profile').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 244, 237)');
    expect(await page.locator('h1.profile__name').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Charis SIL');
    expect(await page.locator('.profile__banner img').count()).toBe(1);

    // Client-side navigation between tabs: the marker set on this document survives.
    await waitForHydration(page, '.profile__tab');
    await page.evaluate(() => ((window as unknown as { __profileMarker: number }).__profileMarker = 1));
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/@ada\/about$/);
    await expect.poll(() => page.locator('.profile-about__joined').textContent()).toMatch(/^Joined Quire \w+ \d{4}$/);
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Recommended' }).click();
    await page.waitForURL(/\/@ada\/has-recommended$/);
    await expect.poll(() => page.locator('.profile-empty').textContent()).toBe('Ada hasn’t recommended any stories yet.');
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(/\/@ada$/);
    await expect.poll(() => page.locator('.profile-story').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __profileMarker?: number }).__profileMarker)).toBe(1);
    expect(await page.title()).toBe('Ada Lovelace – Quire');
  });

  it('lets its owner edit the bio in place, with a counter, and keeps it', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(ownerEmail));
    await page.goto(`/@${OWNER}/about`);
    await waitForHydration(page, '.profile-about__edit');
    const original = (await page.locator('.profile-about__bio').textContent()) ?? '';
    const seeded = demoPeople.find((p) => p.key === OWNER)!.bio;
    restoreBio = async () => {
      const { page: cleanup, close } = await openBrowser();
      try {
        await cleanup.goto(await signInLink(ownerEmail));
        await graphql(cleanup, 'mutation($bio: String!) { updateUserProfile(bio: $bio) { __typename } }', { bio: original || seeded });
      } finally {
        await close();
      }
    };

    await page.locator('.profile-about__edit').click();
    const field = page.getByLabel('Your bio');
    await field.fill('x'.repeat(161));
    await expect.poll(() => page.locator('.profile-field__counter').textContent()).toBe('161/160');
    expect(await page.locator('.profile-about__editor button[type="submit"]').isDisabled()).toBe(true);
    const bio = `Abstractions and city walks, edited in place ${Date.now() % 10_000}.`;
    await field.fill(bio);
    await expect.poll(() => page.locator('.profile-field__counter').textContent()).toBe(`${bio.length}/160`);
    await page.locator('.profile-about__editor button[type="submit"]').click();
    await expect.poll(() => page.locator('.profile-about__bio').textContent()).toBe(bio);
    await page.reload();
    await expect.poll(() => page.locator('.profile-about__bio').textContent()).toBe(bio);
    expect(await page.locator('.profile__bio').textContent()).toBe(bio);
  });

  it('checks a new username as it is typed: taken, reserved, available', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(ownerEmail));
    await page.goto('/me/settings#profile');
    await waitForHydration(page, '.profile-settings button[type="submit"]');
    const field = page.getByLabel('Username');
    const status = page.locator('[data-availability]');
    await field.fill('ada');
    await expect.poll(() => status.textContent()).toBe('That username is already taken. Please choose another.');
    expect(await status.getAttribute('data-availability')).toBe('taken');
    expect(await page.locator('.profile-settings button[type="submit"]').isDisabled()).toBe(true);
    await field.fill('settings');
    await expect.poll(() => status.textContent()).toBe('That username is reserved. Please choose another.');
    await field.fill(`free_${Date.now().toString(36)}`);
    await expect.poll(() => status.textContent()).toBe('This username is available.');
    expect(await page.locator('.profile-settings button[type="submit"]').isDisabled()).toBe(false);
  });

  it('shows the style reminder once to a writer without a design; Got it puts it away for good', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(ownerEmail));
    await page.goto(`/@${OWNER}`);
    await waitForHydration(page, '.profile__tab');
    const reminder = page.locator('[data-style-reminder]');
    await reminder.waitFor();
    expect(await reminder.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(200);
    await reminder.getByRole('button', { name: 'Got it' }).click();
    await reminder.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page, '.profile__tab');
    await page.waitForLoadState('networkidle');
    expect(await reminder.count()).toBe(0);
  });

  it('saves a design at /me/design with a live preview, wears it on the profile, and resets it', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(ownerEmail));
    await page.goto('/me/design');
    await waitForHydration(page, '.design__controls button[type="submit"]');
    const preview = page.locator('[data-design-preview]');
    await page.getByRole('button', { name: 'Sage' }).click();
    await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(240, 245, 238)');
    // A colour that is not one is refused before anything is sent, and the typed text stays.
    const accent = page.getByRole('group', { name: 'Accent colour' }).getByRole('textbox');
    await accent.fill('not a colour');
    await expect.poll(() => page.locator('.design-field__error').first().textContent()).toContain('must be a colour');
    await accent.fill('#b3265e');
    await page.locator('.design-font', { hasText: 'Charis' }).first().click();
    await expect.poll(() => preview.locator('.design-preview__title').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Charis SIL');
    await page.locator('.design__controls button[type="submit"]').click();
    await page.getByText('Your design was saved.').waitFor();

    await page.goto(`/@${OWNER}`);
    expect(await page.locator('.profile').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(240, 245, 238)');
    expect(await page.locator('h1.profile__name').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Charis SIL');

    await page.goto('/me/design');
    await waitForHydration(page, '.design__controls button[type="submit"]');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByText('Your profile is back to the default design.').waitFor();
    await page.goto(`/@${OWNER}`);
    expect(await page.locator('.profile.custom-style').count()).toBe(0);
  });

  it('works with JavaScript off: the frame, the stories and the tabs are plain HTML and links', async () => {
    const { page } = await browser({ javaScriptEnabled: false });
    const response = await page.goto('/@ada');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1.profile__name').textContent()).toBe('Ada Lovelace');
    expect(await page.locator('.profile-story__title').first().textContent()).toBeTruthy();
    await page.locator('.profile__followers a').click();
    await page.waitForURL(/\/@ada\/followers$/);
    expect(await page.locator('.profile-people__title').textContent()).toMatch(/Followers?$/);
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/@ada\/about$/);
    expect(await page.locator('.profile-about__bio').textContent()).toContain('machines that weave patterns');
    expect((await page.goto('/@formerwriter'))?.status()).toBe(410);
    expect((await page.goto('/@orion'))?.status()).toBe(410);
    expect(await page.locator('.profile-suspended__banner').textContent()).toBe('This account is under investigation or was found in violation of the rules.');
  });

  it('fits a 390 px phone: one column, the person above the tabs, nothing wider than the screen', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await page.goto('/@ada');
    await waitForHydration(page, '.profile__tab');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.profile__head-avatar').isVisible()).toBe(true);
    expect(await page.locator('.profile__side-avatar').isVisible()).toBe(false);
    const [bio, tabs] = await Promise.all([page.locator('.profile__bio').boundingBox(), page.locator('.profile__tabs').boundingBox()]);
    expect(bio!.y).toBeLessThan(tabs!.y);
    expect(tabs!.width).toBeLessThanOrEqual(390);
  });
});
