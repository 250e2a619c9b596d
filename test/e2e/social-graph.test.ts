import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query, storyPath } from './server-db';

/**
 * The social graph in a browser. The reader is tim, whom the other browser tests leave alone; what he
 * follows, mutes and blocks changes only his own pages (and the counts of the people involved).
 */
const READER = 'tim@quire.test';

const userId = (username: string) => query<{ id: string }>('select id from users where username = ?', username)[0]!.id;
const collectionId = (slug: string) => query<{ id: string }>('select id from collections where slug = ?', slug)[0]!.id;
const follows = (follower: string, followed: string) =>
  query('select 1 from user_follows where follower_id = ? and followed_id = ?', userId(follower), userId(followed)).length === 1;
const followsCollection = (follower: string, slug: string) =>
  query('select 1 from collection_follows where user_id = ? and collection_id = ?', userId(follower), collectionId(slug)).length === 1;
const mutes = (muter: string, muted: string) =>
  query('select 1 from user_mutes where user_id = ? and muted_user_id = ?', userId(muter), userId(muted)).length === 1;
const blocks = (blocker: string, blocked: string) =>
  query('select 1 from user_blocks where blocker_id = ? and blocked_id = ?', userId(blocker), userId(blocked)).length === 1;

/** A demo story's canonical path, read from the e2e server's database. */
async function homeFeedAuthors(page: Page): Promise<string[]> {
  const xsrf = await page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf);
  const response = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': xsrf },
    data: { query: '{ latestPostsConnection(paging: { limit: 50 }) { posts { creator { username } } } }' },
  });
  const json = (await response.json()) as { data: { latestPostsConnection: { posts: { creator: { username: string } }[] } } };
  return json.data.latestPostsConnection.posts.map((p) => p.creator.username);
}

const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

// A 403 is the page's own answer for a blocked reader, not a failure.
const { open: browser } = trackedBrowsers({ ignoreErrors: /status of 403/ });

describe('the social graph', () => {
  it('follows an author from the story’s byline, sees their hover card, and follows a publication', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(READER));
    expect(follows('tim', 'katherine')).toBe(false);
    await page.goto(storyPath('Soup Season'));
    const follow = page.locator('.story__byline .follow-button');
    await waitForHydration(page, '.story__byline .follow-button');
    expect(await follow.textContent()).toBe('Follow Katherine Johnson');
    await follow.click();
    await expect.poll(() => follow.getAttribute('data-following')).toBe('true');
    expect(await follow.textContent()).toBe('Following Katherine Johnson');
    await expect.poll(() => follows('tim', 'katherine')).toBe(true);

    // The author's name opens their card after a rest of the pointer.
    await page.locator('.story__author').hover();
    const card = page.locator('.hover-card');
    await card.locator('.hover-card__name').waitFor();
    expect(await card.locator('.hover-card__name').textContent()).toBe('Katherine Johnson');
    const stats = (await card.locator('.hover-card__stats').textContent()) ?? '';
    expect(stats).toMatch(/Last published .*Followers/);
    expect(stats).toMatch(/Joined Quire [A-Z][a-z]+ \d{4}/);
    expect(await card.locator('.follow-button').getAttribute('data-following')).toBe('true');
    await page.mouse.move(5, 700);
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await waitForHydration(page, '.story__byline .follow-button');
    expect(await follow.getAttribute('data-following')).toBe('true');

    // A publication, from its page.
    expect(followsCollection('tim', 'the-long-read')).toBe(false);
    await page.goto('/the-long-read');
    const followPublication = page.locator('.follow-button', { hasText: 'The Long Read' }).first();
    await waitForHydration(page, '.follow-button');
    await followPublication.click();
    await expect.poll(() => followPublication.getAttribute('data-following')).toBe('true');
    await expect.poll(() => followsCollection('tim', 'the-long-read')).toBe(true);

    await page.goto('/me/following/publications');
    await page.locator('.relation-row__name', { hasText: 'The Long Read' }).waitFor();
    await page.getByRole('link', { name: 'People', exact: true }).click();
    await page.locator('.relation-row__name', { hasText: 'Katherine Johnson' }).waitFor();
  });

  it('mutes an author (the toast’s Undo unmutes), keeps a muted author off the home feed, and blocks and unblocks another', async () => {
    const { page } = await browser();
    await page.goto(await signInLink(READER));
    await page.goto('/@alan');
    await waitForHydration(page, '.publisher-menu__button');
    const menu = page.getByRole('button', { name: 'More about Alan Turing' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Mute Alan Turing' }).click();
    const muted = toast(page, 'Alan Turing has been muted.');
    await muted.waitFor();
    await expect.poll(() => mutes('tim', 'alan')).toBe(true);
    expect(await homeFeedAuthors(page)).not.toContain('alan');
    await muted.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Alan Turing has been unmuted.').waitFor();
    await expect.poll(() => mutes('tim', 'alan')).toBe(false);
    expect(await homeFeedAuthors(page)).toContain('alan');

    // Blocking asks first, then ends follows both ways.
    expect(follows('edsger', 'tim')).toBe(true);
    await page.goto('/@edsger');
    await waitForHydration(page, '.publisher-menu__button');
    await page.getByRole('button', { name: 'More about Edsger Dijkstra' }).click();
    await page.getByRole('menuitem', { name: 'Block Edsger Dijkstra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Edsger Dijkstra?' });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, 'Successfully blocked user.').waitFor();
    await expect.poll(() => blocks('tim', 'edsger')).toBe(true);
    expect(follows('edsger', 'tim')).toBe(false);
    await page.getByRole('button', { name: 'More about Edsger Dijkstra' }).click();
    expect(await page.getByRole('menuitem', { name: 'Unblock Edsger Dijkstra' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // The blocked list in settings unblocks.
    await page.goto('/me/settings/mute/blocked');
    const row = page.locator('.relation-row', { hasText: 'Edsger Dijkstra' });
    await waitForHydration(page, '.relation-row button');
    await row.getByRole('button', { name: 'Unblock Edsger Dijkstra' }).click();
    await toast(page, 'Successfully unblocked user.').waitFor();
    await expect.poll(() => blocks('tim', 'edsger')).toBe(false);

    // Reporting: the dialog with its 'also block' choice; the item then reads Reported.
    await page.goto('/@edsger');
    await waitForHydration(page, '.publisher-menu__button');
    await page.getByRole('button', { name: 'More about Edsger Dijkstra' }).click();
    await page.getByRole('menuitem', { name: 'Report Edsger Dijkstra' }).click();
    const report = page.getByRole('dialog', { name: 'Report Edsger Dijkstra' });
    await report.getByLabel('Spam').check();
    expect(await report.getByLabel('Also block Edsger Dijkstra').isChecked()).toBe(false);
    await report.getByRole('button', { name: 'Report', exact: true }).click();
    await toast(page, 'Successfully reported user.').waitFor();
    await page.getByRole('button', { name: 'More about Edsger Dijkstra' }).click();
    expect(await page.getByRole('menuitem', { name: 'Reported' }).isDisabled()).toBe(true);
    expect(blocks('tim', 'edsger')).toBe(false);
  });

  it('follows and unfollows with JavaScript off, by the form', async () => {
    const { page } = await browser({ javaScriptEnabled: false });
    await page.goto(await signInLink(READER));
    expect(follows('tim', 'grace')).toBe(false);
    await page.goto('/@grace');
    const button = page.locator('.profile .follow-button').first();
    expect(await button.getAttribute('data-following')).toBe('false');
    await button.click();
    await page.waitForURL(/\/@grace$/);
    expect(follows('tim', 'grace')).toBe(true);
    expect(await page.locator('.profile .follow-button').first().getAttribute('data-following')).toBe('true');
    await page.locator('.profile .follow-button').first().click();
    await page.waitForURL(/\/@grace$/);
    expect(follows('tim', 'grace')).toBe(false);
    expect(await page.locator('.profile .follow-button').first().getAttribute('data-following')).toBe('false');
  });

  it('shows a reader the 403 page of a person who blocked them', async () => {
    const { page } = await browser();
    await page.goto(await signInLink('ada@quire.test'));
    const response = await page.goto('/@radia');
    expect(response?.status()).toBe(403);
    expect(await page.getByText('This user had blocked you from following them or viewing their stories.').isVisible()).toBe(true);
    const story = await page.goto(storyPath('Why I Still Fix My Own Bicycle'));
    expect(story?.status()).toBe(403);
    expect(await page.getByText('This user had blocked you from following them or viewing their stories.').isVisible()).toBe(true);
  });
});
