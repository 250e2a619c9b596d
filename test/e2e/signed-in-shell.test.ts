import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, signInLink, waitForHydration, type BrowserSession, type SessionOptions } from './browser';

const accountsBaseUrl = inject('accountsBaseUrl');

/** ada: a member and an editor of The Long Read; linus: a writer for it whose membership has ended (a past member). */
const MEMBER_EDITOR = 'ada@quire.test';
const NON_MEMBER_WRITER = 'linus@quire.test';
/** tim: the demo's staff account. */
const STAFF = 'tim@quire.test';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const bar = (page: Page) => page.locator('header.metabar');
const userMenuButton = (page: Page) => page.getByRole('button', { name: 'User menu', exact: true });

async function signedIn(options: SessionOptions, email: string, path = '/'): Promise<BrowserSession> {
  const session = await openBrowser(options);
  await session.page.goto(await signInLink(email));
  await session.page.goto(path);
  await waitForHydration(session.page, '.user-menu__button');
  return session;
}

async function menuEntries(page: Page, name: string): Promise<string[]> {
  const menu = page.getByRole('menu', { name });
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map(squash);
}

/** Scrolls the window and resolves once the page has handled the scroll and painted twice since. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((done) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done()));
        const reachable = Math.min(target, document.documentElement.scrollHeight - window.innerHeight);
        if (Math.abs(window.scrollY - reachable) < 1) return frames();
        addEventListener('scroll', frames, { once: true });
        window.scrollTo(0, target);
      }),
    y,
  );
}

/** Where the bar is: its top and bottom edges relative to the window. */
const barBox = (page: Page) =>
  bar(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), height: Math.round(rect.height) };
  });

describe('signed-in shell', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('gives a member Write and the user menu in the spec’s order; Escape closes it and returns focus', async () => {
    session = await signedIn({ viewport: { width: 1280, height: 800 } }, MEMBER_EDITOR);
    const { page } = session;
    const actions = page.getByRole('navigation', { name: 'Account' });
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).getAttribute('href')).toBe('/new-story');
    expect(await actions.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    expect(await actions.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/me/notifications');
    // On a wide screen Search is a field (a form that goes to /search); phones get a link to the page.
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    expect(await page.getByRole('search').getAttribute('action')).toBe('/search');
    // An editor (and writer) gets no Lists link in the bar.
    expect(await actions.getByRole('link', { name: 'Lists' }).count()).toBe(0);
    // Spec 1 §9: 65 px high on a desktop.
    expect((await barBox(page)).height).toBe(65);
    // The greeting for the browser's local hour has replaced the neutral heading.
    const hour = await page.evaluate(() => new Date().getHours());
    const expected = hour < 12 ? 'Good morning, Ada' : hour < 17 ? 'Good afternoon, Ada' : 'Good evening, Ada';
    await page.getByRole('heading', { level: 1, name: expected }).waitFor();

    await userMenuButton(page).click();
    expect(await menuEntries(page, 'User menu')).toEqual([
      'Ada Lovelace View profile',
      'Write a story',
      'Stories',
      'Stats',
      'Design your profile',
      'Settings',
      'Lists',
      'Publications',
      'Control your recommendations',
      'Partner Program',
      'Gift a membership',
      'Profile',
      'Help',
      'Sign out',
      'Privacy',
      'Terms',
    ]);
    const menu = page.getByRole('menu', { name: 'User menu' });
    expect(await menu.getByRole('menuitem', { name: 'Sign out' }).getAttribute('href')).toMatch(/^\/m\/signout\/.+/);
    expect(await menu.getByRole('menuitem', { name: /View profile/ }).getAttribute('href')).toBe('/@ada');
    // Spec 1 §9: the user menu is at most 240 px wide.
    expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(240);

    // Keyboard: focus starts on the first entry, arrows move, Escape closes and gives focus back to the avatar.
    const activeText = () => page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(await activeText()).toBe('Ada Lovelace View profile');
    await page.keyboard.press('ArrowDown');
    expect(await activeText()).toBe('Write a story');
    await page.keyboard.press('End');
    expect(await activeText()).toBe('Terms');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await userMenuButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await userMenuButton(page).getAttribute('aria-expanded')).toBe('false');

    // Going to another page closes an open menu. The bell opens its popover; 'See all' goes to the page.
    await actions.getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'See all' }).click();
    await page.waitForURL((url) => url.pathname === '/me/notifications');
    await userMenuButton(page).click();
    await menu.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await menu.waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });

  it('gives staff a Staff section in the user menu that opens the pages only staff may see', async () => {
    session = await signedIn({ viewport: { width: 1280, height: 800 } }, STAFF);
    const { page } = session;
    await userMenuButton(page).click();
    const entries = await menuEntries(page, 'User menu');
    expect(entries.slice(entries.indexOf('Profile') - 1, entries.indexOf('Profile'))).toEqual(['Staff: Tax forms to review']);
    const menu = page.getByRole('menu', { name: 'User menu' });
    await menu.getByRole('menuitem', { name: 'Staff: Tax forms to review' }).click();
    await page.waitForURL((url) => url.pathname === '/_/admin/partner/taxes');
    await page.getByRole('heading', { level: 1, name: 'Tax forms to review' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('gives an editor the publication menu with the editor’s pages', async () => {
    session = await signedIn({ viewport: { width: 1280, height: 800 } }, MEMBER_EDITOR);
    const { page } = session;
    // What the menu offers depends on the publication's design state (spec 1 §2).
    const answer = await page.request.post('/_/graphql', {
      data: { query: '{ collectionByDomainOrSlug(domainOrSlug: "the-long-read") { isAuroraVisible isAuroraEligible } }' },
    });
    const { isAuroraVisible, isAuroraEligible } = ((await answer.json()) as { data: { collectionByDomainOrSlug: Record<string, boolean> } }).data
      .collectionByDomainOrSlug;
    await page.getByRole('button', { name: 'The Long Read menu' }).click();
    expect(await menuEntries(page, 'The Long Read menu')).toEqual([
      'Write a story',
      'Stories',
      'Stats',
      'Followers',
      'Newsletter',
      ...(isAuroraVisible ? [] : ['Navigation', 'Feature pages']),
      isAuroraVisible ? 'Homepage and settings' : 'Settings',
      ...(isAuroraEligible ? ['Design your publication'] : []),
    ]);
    const menu = page.getByRole('menu', { name: 'The Long Read menu' });
    expect(await menu.getByRole('menuitem', { name: 'Write a story' }).getAttribute('href')).toBe('/the-long-read/new-story');
    expect(await menu.getByRole('menuitem', { name: 'Newsletter' }).getAttribute('href')).toBe('/the-long-read/new-newsletter');
    await menu.getByRole('menuitem', { name: 'Stats' }).click();
    await page.waitForURL((url) => url.pathname === '/the-long-read/stats/overview');
    await menu.waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });

  it('offers a past member Resume membership beside Write, and a writer no Lists link and no publication menu', async () => {
    session = await signedIn({ viewport: { width: 1280, height: 800 } }, NON_MEMBER_WRITER);
    const { page } = session;
    const actions = page.getByRole('navigation', { name: 'Account' });
    expect(await actions.getByRole('link', { name: 'Resume membership', exact: true }).getAttribute('href')).toBe('/membership');
    expect(await actions.getByRole('link', { name: 'Upgrade', exact: true }).count()).toBe(0);
    // Anyone signed in may write: the Write button is not for members only.
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).getAttribute('href')).toBe('/new-story');
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).isVisible()).toBe(true);
    expect(await actions.getByRole('link', { name: 'Lists' }).count()).toBe(0);
    expect(await page.locator('.publication-menu').count()).toBe(0);
    await userMenuButton(page).click();
    const entries = await menuEntries(page, 'User menu');
    expect(entries).toContain('Become a member');
    expect(entries).not.toContain('Gift a membership');
    expect(session.errors).toEqual([]);
  });

  it('gives a reader who neither writes nor edits the Lists link', async () => {
    session = await openBrowser({ viewport: { width: 1280, height: 800 } });
    const { page } = session;
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const created = await page.request.post(`${accountsBaseUrl}/_/graphql`, {
      data: {
        query: 'mutation($email: String, $name: String, $password: String, $username: String) { createAccount(email: $email, name: $name, password: $password, username: $username) { __typename } }',
        variables: { email: `shell.${stamp}@example.com`, name: 'Rita Reader', password: `lantern-${stamp}-quiet`, username: `rita_${stamp}` },
      },
    });
    expect(((await created.json()) as { data: { createAccount: { __typename: string } } }).data.createAccount.__typename).toBe('AuthInfo');
    await page.goto(`${accountsBaseUrl}/`);
    await waitForHydration(page, '.user-menu__button');
    const actions = page.getByRole('navigation', { name: 'Account' });
    expect(await actions.getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe('/me/lists');
    expect(await actions.getByRole('link', { name: 'Upgrade', exact: true }).count()).toBe(1);
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).isVisible()).toBe(true);
    // On a phone Write is its icon, and the bar still fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(session.errors).toEqual([]);
  });

  it('on a desktop the bar hides when scrolling down and comes back when scrolling up; an open menu keeps it', async () => {
    session = await signedIn({ viewport: { width: 1280, height: 600 } }, NON_MEMBER_WRITER);
    const { page } = session;
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1600);

    await scrollTo(page, 20);
    expect(await bar(page).getAttribute('class')).not.toContain('metabar--hidden');
    await scrollTo(page, 700);
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(0);
    // Aggressive mode: 25 px or more back up shows it again.
    await scrollTo(page, 650);
    await expect.poll(async () => (await barBox(page)).top).toBe(0);
    await scrollTo(page, 1000);
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(0);
    await scrollTo(page, 0);
    await expect.poll(async () => (await barBox(page)).top).toBe(0);

    // While the user menu is open the bar is locked in place.
    await userMenuButton(page).click();
    await page.getByRole('menu', { name: 'User menu' }).waitFor();
    await expect.poll(() => bar(page).getAttribute('class')).toContain('metabar--locked');
    await scrollTo(page, 900);
    expect(await bar(page).getAttribute('class')).not.toContain('metabar--hidden');
    expect((await barBox(page)).top).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => bar(page).getAttribute('class')).not.toContain('metabar--locked');
    // Escape gave the focus back to the avatar, and a bar holding the focus stays in view; the reader moves on.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scrollTo(page, 1200);
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(0);
    expect(session.errors).toEqual([]);
  });

  it('on a 390 px phone the bar is 56 px, fixed and stays in place while scrolling', async () => {
    session = await signedIn({ viewport: { width: 390, height: 844 } }, NON_MEMBER_WRITER);
    const { page } = session;
    expect((await barBox(page)).height).toBe(56);
    await expect.poll(() => bar(page).getAttribute('class')).toContain('metabar--locked');
    for (const y of [400, 1200, 1100, 2000]) {
      await scrollTo(page, y);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(300);
      expect(await bar(page).getAttribute('class')).not.toContain('metabar--hidden');
      expect(await barBox(page)).toMatchObject({ top: 0, height: 56 });
    }
    // Nothing in the bar sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await userMenuButton(page).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await menu.waitFor();
    const box = await menu.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(session.errors).toEqual([]);
  });

  it('without JavaScript a signed-in reader still gets the bar’s links and can sign out', async () => {
    session = await openBrowser({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const { page } = session;
    await page.goto(await signInLink(MEMBER_EDITOR));
    await page.goto('/');
    const actions = page.getByRole('navigation', { name: 'Account' });
    expect(await actions.getByRole('link', { name: 'Write', exact: true }).isVisible()).toBe(true);
    // The menu buttons cannot open without JavaScript, so they give way to plain links.
    expect(await userMenuButton(page).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).isVisible()).toBe(true);
    await actions.getByRole('link', { name: 'Sign out', exact: true }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  });
});
