import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInLink, trackedBrowsers } from './browser';
import { query, readerClaps, storyPath } from './server-db';

/**
 * Reading pages load no application until the reader first reaches for a control (src/client/boot.ts): what a
 * reader who never acts still gets (the view counted, their own highlights), and what one who acts before the
 * application is there keeps (the click, the selection, the typed words). katherine reads and claps on "Reading Code Aloud", which
 * no other browser test claps on or counts views of.
 */
const STORY = 'Reading Code Aloud';
const READER = 'katherine';

const viewsBy = (username: string, title: string) =>
  query<{ id: string; engaged_ms: number; progress: number; scroll_top: number }>(
    `select v.id, v.engaged_ms, v.progress, v.scroll_top from post_views v join users u on u.id = v.viewer_id join posts p on p.id = v.post_id
     where u.username = ? and p.title = ? order by v.created_at`,
    username,
    title,
  );

/** Any script but the boot script: the application (React, the page's code). */
const APPLICATION_SCRIPT = /\/assets\/(?!boot-)[^/?]+\.js(\?.*)?$/;

/** The application's script requests the page makes, from now on. */
function applicationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (APPLICATION_SCRIPT.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Holds the application's scripts until `release` is called, so the reader surely acts before it starts. */
async function holdApplication(page: Page): Promise<{ release: () => Promise<void> }> {
  let holding = true;
  const held: Route[] = [];
  await page.route(APPLICATION_SCRIPT, (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const appState = (page: Page) => page.evaluate(() => document.documentElement.dataset.app);
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

const { open: browser } = trackedBrowsers();

describe('a reading page before the reader acts', () => {
  it('a signed-out story page fetches only the boot script, and the application at the first key', async () => {
    const { page } = await browser();
    const scripts = applicationRequests(page);
    const response = await page.goto(storyPath(STORY));
    const html = (await response!.text()).toLowerCase();
    expect(html).not.toContain('modulepreload');
    await page.waitForLoadState('networkidle');
    expect(await appState(page)).toBe('waiting');
    expect(scripts).toEqual([]);
    // Scrolling is reading: still nothing.
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 500);
    await page.keyboard.press('PageDown');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await page.keyboard.press('Shift');
    await hydrated(page);
    expect(scripts.some((url) => /\/entry-client-[^/]+\.js$/.test(url))).toBe(true);
  });

  it('a reader who only scrolls has the view and how far they read recorded, and the story counted on the meter', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(`${READER}@quire.test`));
    const before = viewsBy(READER, STORY).length;
    const scripts = applicationRequests(page);
    await page.goto(storyPath(STORY));
    await expect.poll(() => viewsBy(READER, STORY).length, { timeout: 10_000 }).toBe(before + 1);
    const month = await page.evaluate(() => JSON.parse(localStorage.getItem('quire:viewing-counters') ?? '{}')?.month?.count as number | undefined);
    expect(month).toBe(1);
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await appState(page)).toBe('waiting');
    expect(scripts).toEqual([]);
    // Leaving sends the view's last totals.
    await page.goto('/about');
    await expect.poll(() => viewsBy(READER, STORY).at(-1)?.progress ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(viewsBy(READER, STORY).at(-1)!.scroll_top).toBeGreaterThan(0);
    expect(viewsBy(READER, STORY).length).toBe(before + 1);
  });

  it('a view counted before the application starts is not counted again when it does', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(`${READER}@quire.test`));
    const before = viewsBy(READER, STORY).length;
    await page.goto(storyPath(STORY));
    await expect.poll(() => viewsBy(READER, STORY).length, { timeout: 10_000 }).toBe(before + 1);
    await page.keyboard.press('Shift');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(viewsBy(READER, STORY).length).toBe(before + 1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quire:viewing-counters') ?? '{}')?.month?.count as number | undefined)).toBe(1);
  });
});

describe("a signed-in reader's own parts of a reading page", () => {
  it('a reader with a highlight in the story sees it without any interaction: the page starts the application at load', async () => {
    // ada's highlight in grace's story (demo content), no other reader's.
    const { page } = await browser();
    await page.goto(await signInLink('ada@quire.test'));
    await page.goto(storyPath('Debugging Is a Conversation'));
    expect(await appState(page)).not.toBe('waiting');
    const own = page.locator('.story__body mark.story-highlight--own');
    await own.first().waitFor();
    expect((await own.allTextContents()).join('')).toBe('The computer is always telling you something');
  });

  it('a signed-in reader with nothing of their own in the story still waits for the first interaction', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(`${READER}@quire.test`));
    const scripts = applicationRequests(page);
    await page.goto(storyPath(STORY));
    await page.waitForLoadState('networkidle');
    expect(await appState(page)).toBe('waiting');
    expect(scripts).toEqual([]);
  });
});

describe('what the reader does before the application is there', () => {
  it('the first click on a control acts once, after the application starts', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(`${READER}@quire.test`));
    const claps = readerClaps(READER, STORY);
    const app = await holdApplication(page);
    await page.goto(storyPath(STORY));
    expect(await appState(page)).toBe('waiting');
    const count = page.locator('.story-actions--top .claps__count');
    const shown = Number(await count.textContent());
    await page.locator('.story-actions--top .claps__button').click();
    expect(await appState(page)).toBe('starting');
    await app.release();
    await hydrated(page);
    await expect.poll(() => count.textContent()).toBe(String(shown + 1));
    await expect.poll(() => readerClaps(READER, STORY), { timeout: 10_000 }).toBe(claps + 1);
    await page.waitForLoadState('networkidle');
    expect(readerClaps(READER, STORY)).toBe(claps + 1);
  });

  it('selecting words of the story starts the application and opens the highlight menu', async () => {
    const { page } = await browser();
    await page.goto(storyPath(STORY));
    await page.waitForLoadState('networkidle');
    expect(await appState(page)).toBe('waiting');
    // A selection alone, as a long press or the keyboard makes one: no pointer pressed on the page, no key.
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('.story__body')!, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode() as Text | null;
      while (text && (text.data.trim().length < 20 || !text.parentElement?.closest('p'))) text = walker.nextNode() as Text | null;
      if (!text) throw new Error('the story has no paragraph of text');
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 20);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await hydrated(page);
    await page.locator('.highlight-menu').waitFor();
  });

  it('words typed in the search field before the application starts are all searched for', async () => {
    const { page } = await browser();
    // The metabar's search field is a signed-in reader's.
    await page.goto(await signInLink(`${READER}@quire.test`));
    const app = await holdApplication(page);
    await page.goto('/');
    const field = page.locator('.metabar-search__input');
    await field.click();
    await page.keyboard.type('reading code');
    expect(await appState(page)).toBe('starting');
    await app.release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await field.inputValue()).toBe('reading code');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('reading code');
  });
});
