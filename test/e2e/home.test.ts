import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEED_MESSAGES } from '../../src/shared/feeds';
import { pageGraphQL, signInLink, startApplication, trackedBrowsers, waitForHydration, type SessionOptions } from './browser';

/**
 * The home page in a browser: signed out (hero, trending numbered 01–06, latest stories, staff picks, topics),
 * signed in (For you and Following tabs, reasons, the aside), a reader following a topic and seeing it in
 * For you, "Show less like this" undone from Control your recommendations, and both without JavaScript.
 * Edsger is the reader: other browser tests leave his topics and For you alone, and this one puts them back.
 */
const READER = 'edsger';
const DESKTOP = { width: 1280, height: 900 };

const browsers = trackedBrowsers();

async function signedIn(options: SessionOptions = {}) {
  const session = await browsers.open({ viewport: DESKTOP, ...options });
  await session.page.goto(await signInLink(`${READER}@quire.test`));
  return session;
}

const reasons = (page: Page) => page.locator('.feed-item__reason').allInnerTexts();

async function topicNamed(page: Page, name: string): Promise<{ id: string; slug: string }> {
  const { topics } = await pageGraphQL<{ topics: { id: string; slug: string; name: string }[] }>(page, '{ topics { id slug name } }');
  const topic = topics.find((t) => t.name === name);
  if (!topic) throw new Error(`No topic named ${name}`);
  return topic;
}

describe('signed out', () => {
  it('shows the hero, trending numbered 01 to 06, the latest stories, staff picks and topics to explore', async () => {
    const { page } = await browsers.open({ viewport: DESKTOP });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: 'Human stories & ideas' }).isVisible()).toBe(true);
    const trending = page.getByRole('region', { name: 'Trending on Quire' });
    expect(await trending.locator('.home-trending__rank').allInnerTexts()).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(await page.getByRole('heading', { name: 'Latest stories' }).isVisible()).toBe(true);
    expect(await page.locator('.home__feed .post-card').count()).toBe(10);
    expect(await page.getByRole('region', { name: 'Staff Picks' }).locator('.story-line').count()).toBeGreaterThan(0);
    const topics = page.getByRole('region', { name: 'Discover more of what matters to you' });
    const chip = topics.locator('.topic-chip').first();
    expect(await chip.getAttribute('href')).toMatch(/^\/topic\/[a-z0-9-]+$/);
    expect(await topics.getByRole('link', { name: 'See more topics' }).getAttribute('href')).toBe('/topics');
  });

  it('works without JavaScript: "Show more" is a link to the next page', async () => {
    const { page } = await browsers.open({ viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/');
    const firstPage = await page.locator('.home__feed .post-card__title').allInnerTexts();
    const more = page.getByRole('link', { name: 'Show more' });
    expect(await more.getAttribute('href')).toMatch(/^\/\?to=/);
    await more.click();
    await page.waitForURL(/\?to=/);
    const secondPage = await page.locator('.home__feed .post-card__title').allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
  });
});

describe('signed in', () => {
  it('has For you and Following tabs with reasons, and the aside', async () => {
    const { page } = await signedIn();
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Feeds' });
    expect(await tabs.getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
    expect((await reasons(page)).length).toBeGreaterThan(0);
    // Who to follow comes with the page, before the reader does anything; the topic chips are loaded by the
    // application (at the reader's first interaction).
    expect(await page.getByRole('heading', { name: 'Who to follow' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('waiting');
    await startApplication(page);
    await page.getByRole('complementary', { name: 'Recommendations' }).locator('.topic-chip').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Recommended topics' }).isVisible()).toBe(true);

    await waitForHydration(page, '.home-tabs__tab');
    await tabs.getByRole('link', { name: 'Following' }).click();
    await page.waitForURL((url) => url.search === '?feed=following');
    await page.locator('section[aria-label="Following"] .post-card').first().waitFor();
    expect(await page.locator('.feed-item__reason').count()).toBe(0);
  });

  it('a reader follows a topic and sees it shape For you, with its reason', async () => {
    const { page } = await signedIn();
    await page.goto('/');
    const food = await topicNamed(page, 'Food');
    expect(await reasons(page)).not.toContain('Because you follow Food');
    const follow = await pageGraphQL<{ followTopic: { __typename: string } }>(page, 'mutation($id: ID!) { followTopic(topicId: $id) { __typename } }', {
      id: food.id,
    });
    expect(follow.followTopic.__typename).not.toMatch(/BadRequest|NotFound|TooManyRequests/);
    try {
      await page.goto('/');
      // Other browser tests publish stories meanwhile, so the Food story may sit below the first page: the
      // first page shows reasons, and the reader's whole list has the new one.
      expect((await reasons(page)).length).toBeGreaterThan(0);
      const { forYouFeed } = await pageGraphQL<{ forYouFeed: { items: { reason: string | null }[] } }>(
        page,
        '{ forYouFeed(paging: { limit: 50 }) { items { reason } } }',
      );
      expect(forYouFeed.items.map((item) => item.reason)).toContain('Because you follow Food');
    } finally {
      await pageGraphQL(page, 'mutation($id: ID!) { unfollowTopic(topicId: $id) { __typename } }', { id: food.id });
    }
  });

  it('"Show less like this" takes a story out, and Control your recommendations puts it back', async () => {
    const { page } = await signedIn();
    await page.goto('/');
    await waitForHydration(page, '.feed-item__less');
    const first = page.locator('.feed-item').first();
    const title = await first.locator('.post-card__title').innerText();
    await first.getByRole('button', { name: `Show less like “${title}”` }).click();
    await page.getByText(FEED_MESSAGES.shownLess).waitFor();
    await page.goto('/');
    expect(await page.locator('.post-card__title').allInnerTexts()).not.toContain(title);

    await page.goto('/me/following/for-you');
    const shownLess = page.getByRole('region', { name: 'Showing less like' });
    await shownLess.getByRole('link', { name: title }).waitFor();
    await waitForHydration(page, '.for-you-signal__action');
    await shownLess.getByRole('button', { name: `Undo ${title}` }).click();
    await page.getByText(FEED_MESSAGES.restored).waitFor();
    await page.goto('/');
    expect(await page.locator('.post-card__title').allInnerTexts()).toContain(title);
  });

  it('works without JavaScript: the tabs are links and For you is in the page', async () => {
    const { page } = await signedIn({ javaScriptEnabled: false });
    await page.goto('/');
    expect((await reasons(page)).length).toBeGreaterThan(0);
    const aside = page.getByRole('complementary', { name: 'Recommendations' });
    expect(await aside.getByRole('link', { name: 'See more topics' }).getAttribute('href')).toBe('/topics');
    await page.getByRole('navigation', { name: 'Feeds' }).getByRole('link', { name: 'Following' }).click();
    await page.waitForURL((url) => url.search === '?feed=following');
    expect(await page.getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('section[aria-label="Following"] .post-card').count()).toBeGreaterThan(0);
    await page.goto('/me/following/for-you');
    expect(await page.getByRole('heading', { name: 'Recent claps' }).isVisible()).toBe(true);
  });
});
