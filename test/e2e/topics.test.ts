import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers, waitForHydration, type BrowserSession, type SessionOptions } from './browser';
import { query } from './server-db';

/**
 * Tags and topics in a browser: Linus publishes enough stories tagged "programming" for a second page,
 * then opens the tag from a story's tag pill, pages through with "Show more", opens the tag's topic,
 * follows it and finds it under /me/following/topics. Without JavaScript, the tag's next page is a link
 * and Follow is a form.
 */
const READER = 'linus';
const TAG = 'programming';
const TOPIC = 'Programming';
const DESKTOP = { width: 1280, height: 900 };

// The unknown Top period is meant to answer 404, which the browser logs.
const browsers = trackedBrowsers({ ignoreErrors: /\/tag\/programming\/top\/decade/ });
async function signedIn(options: SessionOptions = {}): Promise<BrowserSession> {
  const session = await browsers.open({ viewport: DESKTOP, ...options });
  await session.page.goto(await signInLink(`${READER}@quire.test`));
  return session;
}

async function publishTagged(page: Page, title: string) {
  const body = { paragraphs: [{ name: 'a001', type: 'TITLE', text: title, markups: [] }, { name: 'a002', type: 'P', text: 'Notes from a long afternoon with a compiler.', markups: [] }], sections: [{ name: 'b001', startIndex: 0 }] };
  const { createPost } = await pageGraphQL<{ createPost: { id: string } }>(page, 'mutation($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { ... on Post { id } } }', {
    title,
    body: JSON.stringify(body),
  });
  const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string } }>(
    page,
    `mutation($id: ID!) { publishPost(postId: $id, input: { tags: ["Programming"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }`,
    { id: createPost.id },
  );
  expect(publishPost.__typename).toBe('Post');
}

const cards = (page: Page) => page.locator('.topic-page__stories .post-card');

describe('tags and topics', () => {
  it('opens a tag from a story, pages through it, opens its topic, follows it and finds it in Following', async () => {
    const { page, errors } = await signedIn();
    await page.goto('/');
    const suffix = Date.now().toString(36);
    for (let i = 0; i < 9; i++) await publishTagged(page, `Compiler afternoon ${i} ${suffix}`);
    // The tag's story index catches up with the publishing in the background.
    await vi.waitFor(async () => {
      const { tagFromSlug } = await pageGraphQL<{ tagFromSlug: { postCount: number } }>(page, `{ tagFromSlug(tagSlug: "${TAG}") { postCount } }`);
      expect(tagFromSlug.postCount).toBeGreaterThan(10);
    }, { timeout: 20_000, interval: 200 });

    const [story] = query<{ id: string }>("select id from posts where title = 'Reading Code Aloud'");
    await page.goto(`/p/${story!.id}`);
    await page.locator('a.tag-pill', { hasText: TAG }).first().click();
    await page.waitForURL(`**/tag/${TAG}`);
    await page.getByRole('heading', { level: 1, name: TAG }).waitFor();
    await waitForHydration(page, '.topic-page__more a');
    expect(await cards(page).count()).toBe(10);
    await page.getByRole('link', { name: 'Show more' }).click();
    await vi.waitFor(async () => expect(await cards(page).count()).toBeGreaterThan(10), { timeout: 10_000 });
    expect(page.url()).toMatch(new RegExp(`/tag/${TAG}$`));

    await page.locator('.topic-header__kind a', { hasText: TOPIC }).click();
    await page.waitForURL(`**/topic/${TOPIC.toLowerCase()}`);
    await page.getByRole('heading', { level: 1, name: TOPIC }).waitFor();
    await waitForHydration(page, '.topic-header__follow button');
    const follow = page.locator('.topic-header__follow button');
    expect(await follow.getAttribute('data-following')).toBe('false');
    await follow.click();
    await vi.waitFor(async () => expect(await follow.getAttribute('data-following')).toBe('true'));
    await vi.waitFor(async () => {
      const { topic } = await pageGraphQL<{ topic: { viewerEdge: { isFollowing: boolean } } }>(page, `{ topic(slug: "programming") { viewerEdge { isFollowing } } }`);
      expect(topic.viewerEdge.isFollowing).toBe(true);
    });

    await page.goto('/me/following/topics');
    await page.locator('.relation-row__name', { hasText: TOPIC }).waitFor();
    expect(await page.locator('.relations-page__tab[aria-current="page"]').textContent()).toBe('Topics');
    expect(errors).toEqual([]);
  });

  it('works without JavaScript: the next page is a link and Follow is a form', async () => {
    const { page } = await signedIn({ javaScriptEnabled: false });
    await page.goto(`/tag/${TAG}`);
    expect(await cards(page).count()).toBe(10);
    const first = await cards(page).first().textContent();
    await page.getByRole('link', { name: 'Show more' }).click();
    await page.waitForURL(/\?to=/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await cards(page).first().textContent()).not.toBe(first);

    await page.goto('/tag/programming/top/decade');
    expect(await page.getByText('PAGE NOT FOUND').count()).toBe(1);

    await page.goto('/topic/travel');
    const button = page.locator('.topic-header__follow button');
    expect(await button.getAttribute('data-following')).toBe('false');
    await button.click();
    await page.waitForURL('**/topic/travel');
    expect(await page.locator('.topic-header__follow button').getAttribute('data-following')).toBe('true');
    await page.locator('.topic-header__follow button').click();
    await page.waitForURL('**/topic/travel');
    expect(await page.locator('.topic-header__follow button').getAttribute('data-following')).toBe('false');
  });
});
