import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';

/** A writer of Field Notes whose account the other browser tests leave alone. */
const WRITER = 'radia@quire.test';

type Counts = { Drafts: number; Published: number; Unlisted: number; Responses: number };

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const xsrf = await page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf);
  const response = await page.request.post('/_/graphql', { headers: { 'x-xsrf-token': xsrf }, data: { query, variables } });
  const json = (await response.json()) as { data?: T; errors?: unknown };
  if (json.errors || !json.data) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors)}`);
  return json.data;
}

const CREATE = `mutation($title: String!, $body: String!) {
  createPost(title: $title, bodyJson: $body) { __typename ... on Post { id } }
}`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) {
  publishPost(postId: $id, input: $input) { __typename ... on Post { id mediumUrl } }
}`;
const DELETE = `mutation($id: ID!) { deletePost(postId: $id) { __typename } }`;
const READ = `query($id: ID!) {
  post(id: $id) { id visibility license canonicalUrl tags { displayTitle } previewImage { id } }
}`;

function body(text: string): string {
  return JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text, markups: [] }], sections: [] });
}

async function tabCounts(page: Page): Promise<Counts> {
  const texts = await page.locator('.your-stories__tab').allInnerTexts();
  const counts: Record<string, number> = {};
  for (const text of texts) {
    const match = /^(\w+) (\d+)$/.exec(text.trim());
    if (match) counts[match[1]!] = Number(match[2]);
  }
  return counts as Counts;
}

describe('your stories', () => {
  const sessions: BrowserSession[] = [];
  const created: string[] = [];
  let cleanupPage: Page | null = null;

  afterAll(async () => {
    if (cleanupPage) {
      for (const id of created) await graphql(cleanupPage, DELETE, { id }).catch(() => undefined);
    }
    await Promise.all(sessions.map((s) => s.close()));
  });

  it('shows stories under the right tabs with counts, deletes one after confirming, unpublishes and changes settings', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    cleanupPage = page;
    await page.goto(await signInLink(WRITER));
    await page.goto('/me/stories/drafts');
    await waitForHydration(page, '.your-stories__header a');
    await expect.poll(async () => Object.keys(await tabCounts(page)).length).toBe(4);
    const before = await tabCounts(page);

    const stamp = Date.now().toString(36);
    const create = async (title: string) => {
      const answer = await graphql<{ createPost: { id: string } }>(page, CREATE, { title, body: body(`Words of ${title}.`) });
      created.push(answer.createPost.id);
      return answer.createPost.id;
    };
    const publish = (id: string, visibility: string) =>
      graphql<{ publishPost: { __typename: string } }>(page, PUBLISH, { id, input: { tags: ['Gardens'], visibility, license: 'ALL_RIGHTS_RESERVED' } });

    const draftTitles = Array.from({ length: 11 }, (_, i) => `Draft ${i + 1} ${stamp}`);
    const draftIds: string[] = [];
    for (const title of draftTitles) draftIds.push(await create(title));
    const publicTitle = `Public ${stamp}`;
    const publicId = await create(publicTitle);
    expect((await publish(publicId, 'PUBLIC')).publishPost.__typename).toBe('Post');
    const unlistedTitle = `Unlisted ${stamp}`;
    const unlistedId = await create(unlistedTitle);
    expect((await publish(unlistedId, 'UNLISTED')).publishPost.__typename).toBe('Post');

    await page.reload();
    await waitForHydration(page, '.your-stories__header a');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Your stories');
    expect(await page.getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe('/new-story');
    expect(await tabCounts(page)).toEqual({
      Drafts: before.Drafts + 11,
      Published: before.Published + 1,
      Unlisted: before.Unlisted + 1,
      Responses: before.Responses,
    });
    expect(await page.locator('.your-stories__tab[aria-current="page"]').innerText()).toMatch(/^Drafts \d+$/);

    // Newest first, ten at a time: the newest draft is on the first page, the oldest behind 'Show more'.
    const rows = page.locator('.your-story');
    const newest = rows.filter({ hasText: draftTitles[10]! });
    await expect.poll(() => newest.count()).toBe(1);
    expect(await newest.locator('.your-story__label').innerText()).toBe('Draft');
    expect(await newest.locator('.your-story__meta').innerText()).toContain('Last edited just now');
    expect(await newest.getByRole('link', { name: draftTitles[10]! }).getAttribute('href')).toBe(`/p/${draftIds[10]}/edit`);
    expect(await rows.count()).toBe(10);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.filter({ hasText: draftTitles[0]! }).count()).toBe(1);

    // The published and unlisted tabs (client-side navigation).
    await page.getByRole('link', { name: /^Published \d+$/ }).click();
    await page.waitForURL('**/me/stories/public');
    const publicRow = rows.filter({ hasText: publicTitle });
    await expect.poll(() => publicRow.count()).toBe(1);
    expect(await publicRow.locator('.your-story__meta').innerText()).toContain('Published just now');
    expect(await rows.filter({ hasText: unlistedTitle }).count()).toBe(0);
    await page.getByRole('link', { name: /^Unlisted \d+$/ }).click();
    await page.waitForURL('**/me/stories/unlisted');
    await expect.poll(() => rows.filter({ hasText: unlistedTitle }).count()).toBe(1);

    // Unpublish from the row menu: the story goes back to the drafts.
    const unlistedRow = rows.filter({ hasText: unlistedTitle });
    await unlistedRow.getByRole('button', { name: `More actions for “${unlistedTitle}”` }).click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    await page.locator('.toast', { hasText: 'Your story was unpublished and is back in your drafts.' }).waitFor();
    await expect.poll(() => rows.filter({ hasText: unlistedTitle }).count()).toBe(0);
    await expect.poll(async () => (await tabCounts(page)).Unlisted).toBe(before.Unlisted);
    expect((await tabCounts(page)).Drafts).toBe(before.Drafts + 12);

    // Delete a draft: the menu works from the keyboard, Cancel keeps the story, Delete removes it.
    await page.getByRole('link', { name: /^Drafts \d+$/ }).click();
    await page.waitForURL('**/me/stories/drafts');
    const doomedTitle = draftTitles[10]!;
    const doomed = rows.filter({ hasText: doomedTitle });
    await expect.poll(() => doomed.count()).toBe(1);
    const menuButton = doomed.getByRole('button', { name: `More actions for “${doomedTitle}”` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit story', 'Story settings', 'Delete story']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit story');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete story');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`More actions for “${doomedTitle}”`);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Delete story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete story?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(doomedTitle);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await doomed.count()).toBe(1);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Delete story' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.toast', { hasText: 'Your story was deleted.' }).waitFor();
    await expect.poll(() => doomed.count()).toBe(0);
    await expect.poll(async () => (await tabCounts(page)).Drafts).toBe(before.Drafts + 11);
    expect(await graphql(page, READ, { id: draftIds[10] })).toEqual({ post: null });
    expect((await page.request.get(`/p/${draftIds[10]}`)).status()).toBe(404);

    // Story settings from the published story's menu.
    await page.getByRole('link', { name: /^Published \d+$/ }).click();
    await page.waitForURL('**/me/stories/public');
    await publicRow.getByRole('button', { name: `More actions for “${publicTitle}”` }).click();
    await page.getByRole('menuitem', { name: 'Story settings' }).click();
    await page.waitForURL(`**/p/${publicId}/settings`);
    await waitForHydration(page, '.story-settings__form button[type="submit"]');
    expect(await page.locator('.story-settings__story').innerText()).toBe(publicTitle);

    const tagInput = page.getByLabel('Tags', { exact: true });
    await tagInput.fill('Soil');
    await tagInput.press('Enter');
    await page.getByRole('button', { name: 'Remove tag Gardens' }).click();
    await page.getByLabel(/^Unlisted/).check();
    await page.getByLabel('License').selectOption('CC_40_BY');
    const canonical = page.getByLabel('Canonical link');
    await canonical.fill('ftp://example.com/first');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.story-settings__error[role="alert"]').innerText()).toBe(
      'The canonical link must be a full http or https address.',
    );
    await canonical.fill('https://example.com/first');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.toast', { hasText: 'Your story settings were saved.' }).waitFor();
    expect(await graphql(page, READ, { id: publicId })).toEqual({
      post: {
        id: publicId,
        visibility: 'UNLISTED',
        license: 'CC_40_BY',
        canonicalUrl: 'https://example.com/first',
        tags: [{ displayTitle: 'Soil' }],
        previewImage: null,
      },
    });

    for (const tag of ['b', 'c', 'd', 'e']) {
      await tagInput.fill(tag);
      await tagInput.press('Enter');
    }
    expect(await tagInput.isDisabled()).toBe(true);
    expect(await page.locator('.story-settings__field .story-settings__error').first().innerText()).toBe('You can add up to 5 tags.');

    expect(session.errors).toEqual([]);
  });
});
