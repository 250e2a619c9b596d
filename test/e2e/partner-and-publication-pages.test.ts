import { afterAll, describe, expect, it } from 'vitest';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';

/**
 * A tour of the pages that used to end on the fallback screen: the Partner Program's three public pages, a
 * publication's trending and numbered all-stories pages (reached from its home, and readable without
 * JavaScript), /not-available, /unrecognized-account, and /me for signed-out and signed-in readers.
 */
// Chrome reports a 404 document itself as a failed resource; the page past the last is one on purpose.
const browsers = trackedBrowsers({ ignoreErrors: /Failed to load resource: the server responded with a status of 404/ });
afterAll(() => browsers.closeAll());

const PUBLICATION = 'the-long-read';
const READER = 'alan@quire.test';

describe('the Partner Program, publication lists and notice pages', () => {
  it('a signed-out reader moves between the Partner Program pages, and is asked to sign up before enrolling', async () => {
    const { page, errors } = await browsers.open();
    const response = await page.goto('/creators');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Partner Program – Quire');
    await page.getByRole('heading', { level: 1, name: 'Get paid for the stories you write' }).waitFor();
    await expect(page.getByRole('link', { name: 'Get started' }).last().getAttribute('href')).resolves.toContain('redirect=%2Fme%2Fpartner%2Fenroll%2Feligibility');

    await waitForHydration(page, '.creators-nav__link');
    const nav = page.getByRole('navigation', { name: 'Partner Program' });
    await nav.getByRole('link', { name: 'How earning works' }).click();
    await page.waitForURL((url) => url.pathname === '/earn');
    await page.getByRole('heading', { level: 1, name: 'How earning works' }).waitFor();
    await page.getByText(/% of every member’s fee goes to the writers they read\./).waitFor();

    await nav.getByRole('link', { name: 'Creator tools' }).click();
    await page.waitForURL((url) => url.pathname === '/creator-tools');
    await page.getByRole('heading', { level: 1, name: 'Everything you need to write and grow' }).waitFor();
    for (const [name, href] of [
      ['See your stats →', '/me/stats'],
      ['Your newsletters →', '/me/newsletters'],
      ['Write a story →', '/new-story'],
      ['Start a publication →', '/new-publication'],
    ] as const) {
      await expect(page.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
    }
    expect(errors).toEqual([]);
  });

  it('a publication’s home leads to every story page by page and to its trending stories; a page past the last is a 404', async () => {
    const { page } = await browsers.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`/${PUBLICATION}`);
    await waitForHydration(page, '.publication-aside__links a');
    await page.getByRole('link', { name: 'All stories' }).click();
    await page.waitForURL((url) => url.pathname === `/${PUBLICATION}/all/1`);
    await page.getByRole('heading', { level: 1, name: 'All stories' }).waitFor();
    expect(await page.locator('.publication-feed .post-card').count()).toBeGreaterThan(0);
    await page.getByText(/stories?, newest first/).waitFor();

    await page.getByRole('link', { name: 'Trending' }).last().click();
    await page.waitForURL((url) => url.pathname === `/${PUBLICATION}/trending`);
    await page.getByRole('heading', { level: 1, name: 'Trending' }).waitFor();
    await expect(page.title()).resolves.toMatch(/^Trending in /);

    const missing = await page.goto(`/${PUBLICATION}/all/999`);
    expect(missing?.status()).toBe(404);
    await page.getByText('PAGE NOT FOUND').waitFor();
  });

  it('the numbered pages read whole without JavaScript', async () => {
    const { page } = await browsers.open({ javaScriptEnabled: false });
    const response = await page.goto(`/${PUBLICATION}/all/1`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('.publication-feed .post-card').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Archive by date' }).click();
    await page.waitForURL((url) => url.pathname === `/${PUBLICATION}/archive`);
  });

  it('/not-available and /unrecognized-account explain themselves; /me signs in first, then goes to the reader’s profile', async () => {
    const { page } = await browsers.open();
    await page.goto('/not-available');
    await page.getByRole('heading', { level: 1, name: 'This page is not available' }).waitFor();
    await page.goto('/unrecognized-account');
    await page.getByRole('heading', { level: 1, name: 'Sorry, we didn’t recognize that account.' }).waitFor();
    await page.getByRole('link', { name: 'See all sign in options' }).waitFor();
    await page.getByRole('link', { name: 'Create a new account' }).waitFor();

    await page.goto('/me');
    await page.waitForURL((url) => url.pathname === '/m/signin' && url.searchParams.get('redirect') === '/me');

    await page.goto(await signInLink(READER));
    await page.goto('/me');
    await page.waitForURL((url) => url.pathname === '/@alan');
    await page.goto('/unrecognized-account');
    await page.getByText('Sign out first to use another account.').waitFor();
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
  });
});
