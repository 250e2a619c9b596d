import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '../../src/shared/validation/stories';
import { openBrowser, pageGraphQL, signInLink, type BrowserSession } from './browser';

const PHONE = { width: 390, height: 844 };
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function uploadPng(page: Page): Promise<{ id: string; originalWidth: number; originalHeight: number }> {
  const png = await sharp({ create: { width: 96, height: 60, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
  return page.evaluate(async (bytes) => {
    const xsrf = (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'blue.png');
    const response = await fetch('/_/upload', { method: 'POST', headers: { 'x-xsrf-token': xsrf }, body: form });
    return response.json();
  }, Array.from(png));
}

interface Story {
  id: string;
  title: string;
}

const LINE = 'Once there was bold text, italic text, a link and Grace Hopper.';

/** A draft with every kind of block, in the shape the editor saves (title and subtitle lead the body). */
async function createDraft(page: Page, title: string, collectionSlug: string | null = null): Promise<Story> {
  const image = await uploadPng(page);
  const { resolveEmbed } = await pageGraphQL<{ resolveEmbed: { __typename: string; mediaResource: Record<string, unknown> } }>(
    page,
    `mutation($url: String!) { resolveEmbed(url: $url) { __typename ... on IframeEmbed { mediaResource { id iframeSrc iframeWidth iframeHeight title } } } }`,
    { url: YOUTUBE },
  );
  expect(resolveEmbed.__typename).toBe('IframeEmbed');
  const { mentionSuggestions } = await pageGraphQL<{ mentionSuggestions: { id: string; mediumUrl: string }[] }>(
    page,
    `query { mentionSuggestions(query: "Grace", limit: 1) { id mediumUrl } }`,
  );
  const grace = mentionSuggestions[0]!;
  const at = (word: string) => ({ start: LINE.indexOf(word), end: LINE.indexOf(word) + word.length });
  const p = (name: string, type: string, text: string, extra: Record<string, unknown> = {}) => ({ name, type, text, markups: [], ...extra });
  const body = {
    paragraphs: [
      p('a001', 'TITLE', title),
      p('a002', 'SUBTITLE', 'A subtitle for every reader'),
      p('a003', 'P', LINE, {
        hasDropCap: true,
        markups: [
          { type: 'STRONG', ...at('bold text') },
          { type: 'EM', ...at('italic text') },
          { type: 'A', ...at('a link'), href: 'https://example.com/page', anchorType: 'LINK' },
          { type: 'A', ...at('Grace Hopper'), anchorType: 'USER', userId: grace.id, href: grace.mediumUrl },
        ],
      }),
      p('a004', 'H3', 'A big heading'),
      p('a005', 'H4', 'A small heading'),
      p('a006', 'BQ', 'A quoted line'),
      p('a007', 'PQ', 'A pulled line'),
      p('a008', 'ULI', 'First bullet'),
      p('a009', 'ULI', 'Second bullet'),
      p('a00a', 'OLI', 'First number'),
      p('a00b', 'PRE', 'const answer = 42;'),
      p('a00c', 'HR', ''),
      p('a00d', 'IMG', 'A blue picture', { layout: 'FULL_WIDTH', metadata: { ...image, alt: 'A blue rectangle' } }),
      p('a00e', 'IFRAME', '', { layout: 'INSET_CENTER', iframe: { mediaResource: resolveEmbed.mediaResource } }),
      p('a00f', 'P', 'The last paragraph.'),
    ],
    sections: [{ name: 'b001', startIndex: 0 }],
  };
  const { createPost } = await pageGraphQL<{ createPost: { __typename: string; id: string } }>(
    page,
    `mutation($slug: String, $title: String, $subtitle: String, $body: String) {
      createPost(collectionSlug: $slug, title: $title, subtitle: $subtitle, bodyJson: $body) { __typename ... on Post { id } }
    }`,
    { slug: collectionSlug, title, subtitle: 'A subtitle for every reader', body: JSON.stringify(body) },
  );
  expect(createPost.__typename).toBe('Post');
  return { id: createPost.id, title };
}

/** Every block of the story, as readers see it. */
async function expectEveryBlock(page: Page, story: Story) {
  const body = page.locator('.story-body');
  await body.locator('h1.title', { hasText: story.title }).waitFor();
  expect(await body.locator('h2.subtitle').textContent()).toBe('A subtitle for every reader');
  expect(await body.locator('p', { hasText: 'Once there was' }).textContent()).toBe(LINE);
  expect(await body.locator('.dropcap').count()).toBe(1);
  expect(await body.locator('strong').first().textContent()).toBe('bold text');
  expect(await body.locator('em').first().textContent()).toBe('italic text');
  expect(await body.locator('a[href="https://example.com/page"]').textContent()).toBe('a link');
  expect(await body.locator('a.markup-user').textContent()).toBe('Grace Hopper');
  expect(await body.locator('h3').textContent()).toBe('A big heading');
  expect(await body.locator('h4').textContent()).toBe('A small heading');
  expect(await body.locator('blockquote.blockquote').textContent()).toBe('A quoted line');
  expect(await body.locator('blockquote.pullquote').textContent()).toBe('A pulled line');
  expect(await body.locator('ul > li').allTextContents()).toEqual(['First bullet', 'Second bullet']);
  expect(await body.locator('ol > li').allTextContents()).toEqual(['First number']);
  expect(await body.locator('pre').textContent()).toBe('const answer = 42;');
  expect(await body.locator('hr.separator').count()).toBe(1);
  const figure = body.locator('figure.figure--image');
  expect(await figure.getAttribute('class')).toContain('layout-full-width');
  expect(await figure.locator('img').getAttribute('alt')).toBe('A blue rectangle');
  expect(await figure.locator('figcaption').textContent()).toBe('A blue picture');
  expect(await body.locator('figure.figure--embed iframe').count()).toBe(1);
  expect(await body.locator('p', { hasText: 'The last paragraph.' }).count()).toBe(1);
}

/** The page fits the phone: nothing runs off to the side. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const publishDialog = (page: Page) => page.getByRole('dialog');

async function openPublishDialog(page: Page, storyId: string, button = 'Publish') {
  await page.goto(`/p/${storyId}/edit`);
  await page.locator('.editor__prose').waitFor();
  await page.locator('.editor-bar__publish', { hasText: button }).click();
  await publishDialog(page).waitFor();
}

async function addTopics(page: Page, typed: string) {
  const field = publishDialog(page).getByRole('textbox', { name: 'Topics' });
  await field.fill(typed);
  await field.press('Enter');
}

describe('publishing a story', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });

  async function signedIn(email: string, viewport?: { width: number; height: number }) {
    const session = await openBrowser(viewport ? { viewport } : {});
    sessions.push(session);
    await session.page.goto(await signInLink(email));
    return session;
  }

  it('publishes with topics, visibility, license and an original link, and every block reads right on desktop and phone', async () => {
    const { page, errors } = await signedIn('ada@quire.test');
    const story = await createDraft(page, `Every block, published ${Date.now().toString(36)}`);
    await openPublishDialog(page, story.id);
    const dialog = publishDialog(page);
    expect(await dialog.getByRole('heading', { name: 'Publishing to your profile' }).count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Topics' }).getAttribute('placeholder')).toBe('Add a tag…');

    await addTopics(page, 'Writing, Editing, Craft, Books, Ideas');
    expect(await dialog.locator('.topic-input__chip').allTextContents()).toEqual(['Writing', 'Editing', 'Craft', 'Books', 'Ideas']);
    await addTopics(page, 'Sixth');
    await dialog.getByText(STORY_MESSAGES.tooManyTags).first().waitFor();
    // The field keeps what did not fit, and no longer invites more.
    expect(await dialog.getByRole('textbox', { name: 'Topics' }).inputValue()).toBe('Sixth');
    expect(await dialog.getByRole('textbox', { name: 'Topics' }).getAttribute('placeholder')).toBe('');
    await dialog.getByRole('button', { name: 'Remove tag Ideas' }).click();
    await expect.poll(() => dialog.locator('.topic-input__chip').count()).toBe(4);
    await dialog.getByRole('textbox', { name: 'Topics' }).fill('');

    await dialog.getByRole('radio', { name: /^Public/ }).check();
    await dialog.getByLabel('License').selectOption('CC_40_BY');
    await dialog.getByLabel(/Originally published at/).fill('ftp://example.com/first');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await dialog.getByText(STORY_MESSAGES.badCanonicalUrl).waitFor();
    await dialog.getByLabel(/Originally published at/).fill('https://blog.example.com/first');

    // The focus point: a click on the preview image sets it.
    const focus = dialog.getByTestId('preview-focus');
    const box = (await focus.boundingBox())!;
    await focus.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    expect(await focus.getAttribute('aria-label')).toMatch(/25% across, 75% down/);

    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(new RegExp(`/@ada/[a-z0-9-]*-?${story.id}$`));
    const storyPath = new URL(page.url()).pathname;
    await expectEveryBlock(page, story);
    // A topic that already exists keeps the name it was first given; the slugs are what must match.
    expect((await page.locator('.story__tags a').allTextContents()).map((t) => t.toLowerCase())).toEqual(['writing', 'editing', 'craft', 'books']);

    const { post } = await pageGraphQL<{ post: { visibility: string; license: string; canonicalUrl: string; previewImage: { focusPercentX: number; focusPercentY: number } } }>(
      page,
      `query($id: ID!) { post(id: $id) { visibility license canonicalUrl previewImage { focusPercentX focusPercentY } } }`,
      { id: story.id },
    );
    expect(post).toMatchObject({ visibility: 'PUBLIC', license: 'CC_40_BY', canonicalUrl: 'https://blog.example.com/first' });
    expect(post.previewImage.focusPercentX).toBeCloseTo(25, 0);
    expect(post.previewImage.focusPercentY).toBeCloseTo(75, 0);

    await page.goto(`/p/${story.id}`);
    await expectEveryBlock(page, story);

    const phone = await signedIn('ada@quire.test', PHONE);
    for (const path of [`/p/${story.id}`, storyPath]) {
      await phone.page.goto(path);
      await expectEveryBlock(phone.page, story);
      await expectNoSideScroll(phone.page);
    }

    // Published: the editor offers "Save and publish", which publishes the newest text.
    await openPublishDialog(page, story.id, 'Save and publish');
    await publishDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.editor__prose p', { hasText: 'The last paragraph.' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Revised later.');
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');
    await page.locator('.editor-bar__publish', { hasText: 'Save and publish' }).click();
    await publishDialog(page).getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL((url) => url.pathname === storyPath);
    await page.locator('.story-body p', { hasText: 'The last paragraph. Revised later.' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps an unlisted story off the home feed while a public one is on it', async () => {
    const { page } = await signedIn('ada@quire.test');
    const suffix = Date.now().toString(36);
    const unlisted = await createDraft(page, `Only with the link ${suffix}`);
    const open = await createDraft(page, `For everyone ${suffix}`);
    const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string } }>(
      page,
      `mutation($id: ID!) { publishPost(postId: $id, input: { tags: ["Open"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }`,
      { id: open.id },
    );
    expect(publishPost.__typename).toBe('Post');

    await openPublishDialog(page, unlisted.id);
    const dialog = publishDialog(page);
    await addTopics(page, 'Quiet');
    await dialog.getByLabel('Unlisted').check();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(new RegExp(`${unlisted.id}$`));
    await expectEveryBlock(page, unlisted);

    // The home feed as everyone sees it (a reader's own stories are not in their For you); its shared copy
    // is renewed once the publish purges it.
    const visitor = await openBrowser();
    try {
      await expect
        .poll(async () => {
          await visitor.page.goto('/');
          return visitor.page.getByText(open.title).count();
        })
        .toBeGreaterThan(0);
      expect(await visitor.page.getByText(unlisted.title).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('lets an editor publish in her publication, read at /{publication}/{story}', async () => {
    const { page, errors } = await signedIn('grace@quire.test');

    // A story started at /the-long-read/new-story is a draft in the publication from its first words.
    await page.goto('/the-long-read/new-story');
    await page.locator('.editor__prose h1.title').click();
    await page.keyboard.type('Started in the publication');
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await page.locator('.editor-bar__label', { hasText: 'Draft in The Long Read' }).waitFor();

    const story = await createDraft(page, `Long Read story ${Date.now().toString(36)}`, 'the-long-read');
    await openPublishDialog(page, story.id);
    expect(await page.locator('.editor-bar__label').textContent()).toBe('Draft in The Long Read');
    const dialog = publishDialog(page);
    await dialog.getByRole('heading', { name: 'Publishing to: The Long Read' }).waitFor();
    await dialog.getByText('You edit The Long Read: your story will be published in it right away.').waitFor();
    await addTopics(page, 'Essays');
    await dialog.getByLabel('License').selectOption('CC_40_BY_NC_SA');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(new RegExp(`/the-long-read/[a-z0-9-]*-?${story.id}$`));
    const storyPath = new URL(page.url()).pathname;
    await expectEveryBlock(page, story);
    await page.locator('.story__collection', { hasText: 'The Long Read' }).waitFor();

    const phone = await signedIn('grace@quire.test', PHONE);
    await phone.page.goto(storyPath);
    await expectEveryBlock(phone.page, story);
    await expectNoSideScroll(phone.page);
    expect(errors).toEqual([]);
  });
});
