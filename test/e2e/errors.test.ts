import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, waitForHydration, type BrowserSession } from './browser';

// Chrome reports the 404 document itself as a failed resource; that one is expected here.
const isExpected404 = (error: string) => /Failed to load resource: the server responded with a status of 404/.test(error);

async function expectNotFoundPage(page: Page) {
  expect(await page.getByText('PAGE NOT FOUND', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { level: 1, name: 'Out of nothing, something.' }).isVisible()).toBe(true);
  const home = page.getByRole('link', { name: 'Home', exact: true });
  expect(await home.isVisible()).toBe(true);
  expect(await home.getAttribute('href')).toBe('/');
  const cards = page.locator('.not-found .post-card');
  expect(await cards.count()).toBe(3);
  for (const title of await cards.locator('.post-card__title').all()) expect(await title.isVisible()).toBe(true);
  expect(await page.title()).toBe('Page not found');
}

describe('error pages and redirects', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  it('answers an unknown address with a 404 page that suggests stories', async () => {
    const { page } = session;
    const response = await page.goto('/this/path/does-not-exist');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    // Still the same page once the client has taken over.
    await waitForHydration(page, '.not-found .post-card__link');
    await expectNotFoundPage(page);
    expect(session.errors.filter((e) => !isExpected404(e))).toEqual([]);
  });

  it('answers a story id that does not exist with the 404 page', async () => {
    const { page } = session;
    session.errors.length = 0;
    const response = await page.goto('/p/000000000000');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    await waitForHydration(page, '.not-found .post-card__link');
    await expectNotFoundPage(page);
    expect(session.errors.filter((e) => !isExpected404(e))).toEqual([]);
  });

  it('redirects an address with a trailing slash to the one without, keeping the query', async () => {
    const plain = await fetch(`${baseUrl}/@ada/`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/@ada');

    const withQuery = await fetch(`${baseUrl}/this/path/does-not-exist/?a=1`, { redirect: 'manual' });
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/this/path/does-not-exist?a=1');

    const home = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(home.status).toBe(200);
  });
});
