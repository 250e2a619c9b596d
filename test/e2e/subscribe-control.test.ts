import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../src/shared/validation/newsletters';
import { signInLink, trackedBrowsers } from './browser';
import { query } from './server-db';

/**
 * The envelope beside Follow, signed in: one click subscribes in place (even the click made before the page's
 * application has loaded, which the boot script holds and gives back), the envelope shows it, and the toast offers
 * to unsubscribe. katherine and linus's newsletter: no other browser test subscribes her, or anyone, to it.
 */
const SHOTS = process.env.QUIRE_SCREENSHOTS_DIR;
const READER = 'katherine';
const WRITER = 'Linus Pauling';
const LABEL = `Get an email whenever ${WRITER} publishes`;

/** Any script but the boot script: the application (React, the page's code). */
const APPLICATION_SCRIPT = /\/assets\/(?!boot-)[^/?]+\.js(\?.*)?$/;

/** Holds the application's scripts until `release` is called, so the reader surely clicks before it starts. */
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

/** katherine's subscription to linus's newsletter: null until his newsletter has her row. */
const status = () =>
  query<{ status: string }>(
    `select s.status from newsletter_subscribers s join newsletters n on n.id = s.newsletter_id join users w on w.id = n.user_id
     where w.username = 'linus' and s.email = ?`,
    `${READER}@quire.test`,
  )[0]?.status ?? null;

function linusStory(): string {
  const row = query<{ id: string; slug: string }>(
    `select p.id, p.slug from posts p join users u on u.id = p.creator_id
     where u.username = 'linus' and p.is_published = 1 and p.is_response = 0 and p.collection_id is null order by p.published_at limit 1`,
  )[0]!;
  return `/@linus/${row.slug}-${row.id}`;
}

const { open: browser } = trackedBrowsers();

async function subscribeAndUndo(page: Page, path: string, shot: string) {
  const app = await holdApplication(page);
  await page.goto(path);
  expect(await appState(page)).toBe('waiting');
  const envelope = page.getByRole('button', { name: LABEL });
  expect(await envelope.getAttribute('aria-pressed')).toBe('false');
  if (SHOTS) {
    await envelope.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${shot}-envelope.png`) });
  }

  // The first click, before the application is there: held, and given to the envelope once it is.
  await envelope.click();
  expect(await appState(page)).toBe('starting');
  await app.release();
  const toast = page.locator('.toast').filter({ hasText: NEWSLETTER_MESSAGES.subscribed(WRITER) });
  await toast.waitFor();
  // The pointer on the toast keeps it open (its timer pauses) while the page is checked.
  await toast.hover();
  await expect.poll(() => envelope.getAttribute('aria-pressed')).toBe('true');
  expect(await envelope.getAttribute('class')).toContain('subscribe-email--subscribed');
  await expect.poll(status, { timeout: 10_000 }).toBe('confirmed');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${shot}-subscribed.png`) });

  // The toast's Unsubscribe undoes it, and says so.
  await toast.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.locator('.toast').filter({ hasText: NEWSLETTER_MESSAGES.unsubscribed(WRITER) }).waitFor();
  await expect.poll(() => envelope.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(status, { timeout: 10_000 }).toBe('unsubscribed');
  await page.waitForLoadState('networkidle');
}

describe('the envelope beside Follow', () => {
  it('subscribes at the first click on a profile, before the application has loaded, and unsubscribes from its toast (1280 px)', async () => {
    const { page } = await browser({ viewport: { width: 1280, height: 900 } });
    await page.goto(await signInLink(`${READER}@quire.test`));
    await subscribeAndUndo(page, '/@linus', 'subscribe-profile-1280');
  }, 120_000);

  it('does the same at the end of a story on a phone (390 px)', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await page.goto(await signInLink(`${READER}@quire.test`));
    await subscribeAndUndo(page, linusStory(), 'subscribe-story-390');
  }, 120_000);

  it('is a link to the subscribe page for a signed-out reader, and works as a form with no JavaScript', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await page.goto('/@linus');
    await page.getByRole('link', { name: LABEL }).click();
    await page.getByRole('heading', { name: LABEL }).waitFor();

    const noScript = await browser({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    await noScript.page.goto(await signInLink(`${READER}@quire.test`));
    await noScript.page.goto('/the-long-read');
    const envelope = noScript.page.getByRole('button', { name: 'Get The Long Read Weekly by email' });
    expect(await envelope.getAttribute('aria-pressed')).toBe('false');
    if (SHOTS) await noScript.page.screenshot({ path: join(SHOTS, 'subscribe-publication-1280.png') });
    // Without JavaScript the envelope is a form; on a writer's page it posts, and the page comes back subscribed.
    await noScript.page.goto('/@linus');
    await Promise.all([noScript.page.waitForURL('**/@linus'), noScript.page.getByRole('button', { name: LABEL }).click()]);
    expect(await noScript.page.getByRole('button', { name: LABEL }).getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('confirmed');
    await Promise.all([noScript.page.waitForURL('**/@linus'), noScript.page.getByRole('button', { name: LABEL }).click()]);
    expect(await noScript.page.getByRole('button', { name: LABEL }).getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('unsubscribed');
  }, 120_000);
});
