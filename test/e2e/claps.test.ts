import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';
import { readerClaps, storyPath } from './server-db';

/**
 * Claps in a browser, against the demo content. "Debugging Is a Conversation" (grace's) keeps few demo
 * claps; katherine (desktop) and barbara (phone) have none there, and no other browser test claps.
 */
const STORY = 'Debugging Is a Conversation';

let session: BrowserSession | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, reader: 'katherine' },
  { name: 'phone', viewport: { width: 390, height: 844 }, reader: 'barbara' },
] as const;

describe.each(VIEWPORTS)('claps on the $name viewport', ({ viewport, reader }) => {
  it('a reader claps in a burst, sees the count at once, and finds it kept after a reload; the clappers dialog lists them', async () => {
    session = await openBrowser({ viewport });
    const { page } = session;
    await page.goto(await signInLink(`${reader}@quire.test`));
    await page.goto(storyPath(STORY));
    const bar = page.locator('.story-actions--top');
    const clap = bar.locator('.claps__button');
    const count = bar.locator('.claps__count');
    await waitForHydration(page, '.story-actions--top .claps__button');
    const before = Number(await count.textContent());
    expect(before).toBeGreaterThan(0);
    expect(await clap.getAttribute('aria-pressed')).toBe('false');

    // Five quick taps: each shows at once, the bubble counts the reader's claps, one call goes after a pause.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/_/graphql') && (request.postData() ?? '').includes('ClapPost')) calls.push(request.postData() ?? '');
    });
    for (let i = 0; i < 5; i++) await clap.click();
    expect(await count.textContent()).toBe(String(before + 5));
    expect(await bar.locator('.claps__bubble').textContent()).toBe('+5');
    expect(await clap.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => readerClaps(reader, STORY), { timeout: 10_000 }).toBe(5);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('"numClaps":5');

    await page.reload();
    await waitForHydration(page, '.story-actions--top .claps__button');
    await expect.poll(() => clap.getAttribute('aria-pressed')).toBe('true');
    expect(await count.textContent()).toBe(String(before + 5));
    // The bar at the end of the story shows the same count.
    expect(await page.locator('.story-actions--bottom .claps__count').textContent()).toBe(String(before + 5));

    await count.click();
    const dialog = page.getByRole('dialog', { name: `${before + 5} claps` });
    await dialog.waitFor();
    const mine = dialog.locator('.follows-dialog__person').first();
    expect(await mine.locator('.follows-dialog__name').textContent()).toMatch(reader === 'katherine' ? 'Katherine Johnson' : 'Barbara Liskov');
    expect(await mine.locator('.clappers__claps').textContent()).toBe('5 claps');
    expect(await dialog.locator('.follows-dialog__person .follow-button').count()).toBeGreaterThan(0);

    // Undo claps takes them all back.
    await dialog.getByRole('button', { name: 'Undo claps' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => readerClaps(reader, STORY)).toBe(0);
    await expect.poll(() => count.textContent()).toBe(String(before));
    expect(await clap.getAttribute('aria-pressed')).toBe('false');
    expect(session.errors.filter((e) => !e.includes('WebSocket'))).toEqual([]);
  });
});

describe('claps past the cap and for signed-out readers', () => {
  it('stops at 50: the bubble says so and the count does not move', async () => {
    session = await openBrowser();
    const { page } = session;
    // ada gave 50 claps to this story in the demo content.
    await page.goto(await signInLink('ada@quire.test'));
    await page.goto(storyPath('The Sentence Is a Unit of Breath'));
    await waitForHydration(page, '.story-actions--top .claps__button');
    const bar = page.locator('.story-actions--top');
    await expect.poll(() => bar.locator('.claps__button').getAttribute('aria-pressed')).toBe('true');
    const before = await bar.locator('.claps__count').textContent();
    await bar.locator('.claps__button').click();
    expect(await bar.locator('.claps__bubble').textContent()).toBe('+50max');
    expect(await bar.locator('.claps__count').textContent()).toBe(before);
    expect(await page.getByRole('status').filter({ hasText: '50 claps is the most you can give.' }).count()).toBe(1);
  });

  it('signed out, the clap opens sign-up and the count still opens who clapped', async () => {
    session = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.goto(storyPath(STORY));
    await waitForHydration(page, '.story-actions--top .claps__count');
    await page.locator('.story-actions--top .claps__count').click();
    await page.locator('.clappers .follows-dialog__person').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.story-actions--top').getByRole('link', { name: 'Clap' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Create an account to clap for this story.' }).waitFor();
  });
});
