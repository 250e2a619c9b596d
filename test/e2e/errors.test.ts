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

  it.each([1366, 390])('lays the 404 page out within a %i px window, each card image cropped to its card', async (width) => {
    const { page } = session;
    session.errors.length = 0;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/this/path/does-not-exist');
    await waitForHydration(page, '.not-found .post-card__link');
    // The sample images load lazily: bring each into view so it is laid out at its loaded size.
    for (const image of await page.locator('.not-found .post-card__image img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const layout = await page.locator('.not-found .post-card').evaluateAll((cards) =>
      cards.map((card) => {
        const box = (element: Element | null) => {
          if (!element) return null;
          const { left, top, right, bottom } = element.getBoundingClientRect();
          return { left, top, right, bottom };
        };
        const image = card.querySelector('.post-card__image');
        const img = image?.querySelector('img');
        return {
          card: box(card),
          image: box(image ?? null),
          img: box(img ?? null),
          imgFit: img ? getComputedStyle(img).objectFit : null,
          imageOverflow: image ? getComputedStyle(image).overflow : null,
        };
      }),
    );
    expect(layout).toHaveLength(3);
    for (const { card, image, img, imgFit, imageOverflow } of layout) {
      expect(card!.right).toBeLessThanOrEqual(width);
      if (!image) continue;
      // The image box is a square inside its card; the picture fills it, cut to it, never beyond.
      expect(image.left).toBeGreaterThanOrEqual(card!.left - 0.5);
      expect(image.right).toBeLessThanOrEqual(card!.right + 0.5);
      expect(image.right - image.left).toBeCloseTo(image.bottom - image.top, 0);
      expect(imageOverflow).toBe('hidden');
      if (img) {
        expect(imgFit).toBe('cover');
        expect(img.right - img.left).toBeCloseTo(image.right - image.left, 0);
        expect(img.bottom - img.top).toBeCloseTo(image.bottom - image.top, 0);
      }
    }
    // No card runs into the next one.
    const cards = layout.map((l) => l.card!);
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1]!, cards[i]!];
      const apart = b.left >= a.right - 0.5 || b.top >= a.bottom - 0.5;
      expect(apart).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
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
