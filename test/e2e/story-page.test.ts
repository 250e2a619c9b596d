import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { demoEmail } from '../../src/server/seed/demo-people';
import { demoStories } from '../../src/server/seed/demo-content';
import { baseUrl, SHARE_BUTTON, openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';
import { bodyTexts, squash } from './demo';

const dataDir = inject('dataDir');

function database(readonly = true) {
  return new SQLite(join(dataDir, 'quire.db'), { readonly, fileMustExist: true });
}

/** A demo story's id, share key and canonical path, read from the e2e server's database. */
function storyRow(title: string): { id: string; shareKey: string; path: string } {
  const db = database();
  try {
    const row = db
      .prepare(
        `select p.id, p.share_key as shareKey, p.slug, u.username, c.slug as collectionSlug
         from posts p join users u on u.id = p.creator_id left join collections c on c.id = p.collection_id
         where p.title = ? and p.deleted_at is null`,
      )
      .get(title) as { id: string; shareKey: string; slug: string; username: string | null; collectionSlug: string | null } | undefined;
    if (!row) throw new Error(`No story titled ${title}`);
    const postId = `${row.slug}-${row.id}`;
    const path = row.collectionSlug ? `/${row.collectionSlug}/${postId}` : row.username ? `/@${row.username}/${postId}` : `/p/${row.id}`;
    return { id: row.id, shareKey: row.shareKey, path };
  } finally {
    db.close();
  }
}

/**
 * Publishes an unlisted story by a writer of its own straight into the e2e server's database (the editor
 * has its own tests), so the demo accounts and the home feed that other tests read stay as seeded.
 */
function publishUnlistedStory(title: string, paragraphs: unknown[]): string {
  const db = database(false);
  try {
    const id = randomBytes(6).toString('hex');
    const writerId = randomBytes(6).toString('hex');
    const now = Date.now();
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    db.prepare('insert into users (id, username, name, email, created_at, updated_at) values (?, ?, ?, ?, ?, ?)').run(
      writerId,
      `embedwriter${writerId.slice(0, 6)}`,
      'Embed Writer',
      `embed-${writerId}@example.com`,
      now,
      now,
    );
    db.prepare(
      `insert into posts (id, creator_id, title, subtitle, slug, visibility, is_published, first_published_at, published_at,
         latest_version, latest_published_version, reading_time, word_count, share_key, license, created_at, updated_at)
       values (?, ?, ?, '', ?, 'UNLISTED', 1, ?, ?, 1, 1, 1, 40, ?, 'ALL_RIGHTS_RESERVED', ?, ?)`,
    ).run(id, writerId, title, slug, now, now, randomBytes(6).toString('hex'), now, now);
    db.prepare(`insert into post_versions (post_id, version, title, subtitle, body, created_at) values (?, 1, ?, '', ?, ?)`).run(
      id,
      title,
      JSON.stringify({ paragraphs, sections: [] }),
      now,
    );
    return id;
  } finally {
    db.close();
  }
}

const embedStory = demoStories.find((s) => s.published && s.body.paragraphs.some((p) => p.type === 'IFRAME'))!;
const lockedStory = demoStories.find((s) => s.published && s.visibility === 'LOCKED')!;

describe('the story page', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('reads in full with JavaScript disabled, reached from its short address', async () => {
    session = await openBrowser({ javaScriptEnabled: false });
    const { page } = session;
    const { id, path } = storyRow(embedStory.title);
    const response = await page.goto(`/p/${id}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);

    const article = squash((await page.locator('article.story').textContent()) ?? '');
    for (const text of bodyTexts(embedStory)) expect(article).toContain(squash(text));
    expect(await page.getByRole('heading', { level: 1, name: embedStory.title }).isVisible()).toBe(true);
    expect(await page.locator('.story__meta').textContent()).toMatch(/\d+ min read/);
    // Images offer the served widths, and the embed is there as a frame.
    const srcset = await page.locator('.story-body figure img').first().getAttribute('srcset');
    expect(srcset).toMatch(/\/media\/\w+\?w=400 400w/);
    expect(await page.locator('.story-body iframe').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(baseUrl + path);
  });

  it('gives the author a post menu whose Share Friend Link copies the Friend Link', async () => {
    session = await openBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = session;
    const { id, path, shareKey } = storyRow(lockedStory.title);
    await page.goto(await signInLink(demoEmail(lockedStory.authorKey)));
    await page.goto(path);
    await waitForHydration(page, '.post-menu__button');

    const menuButton = page.getByRole('button', { name: 'Story options' });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'Story options' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit story', 'Story settings', 'View stats', 'Share Friend Link', 'Close responses']);
    expect(await menu.getByRole('menuitem', { name: 'Edit story' }).getAttribute('href')).toBe(`/p/${id}/edit`);
    expect(await menu.getByRole('menuitem', { name: 'Story settings' }).getAttribute('href')).toBe(`/p/${id}/settings`);
    expect(await menu.getByRole('menuitem', { name: 'View stats' }).getAttribute('href')).toBe(`/me/stats/post/${id}`);
    // Keyboard: the first item has focus, Escape closes and returns to the button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit story');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Story options');

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Share Friend Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Friend Link' });
    const link = `${baseUrl}${path}?sk=${shareKey}`;
    expect(await dialog.getByLabel('Link').inputValue()).toBe(link);
    expect((await dialog.boundingBox())!.width).toBe(330);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('.toast', { hasText: 'Friend Link copied to your clipboard.' }).waitFor({ state: 'visible', timeout: 2_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await dialog.count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('shows no post menu to readers who did not write the story', async () => {
    session = await openBrowser();
    const { page } = session;
    const { path } = storyRow(lockedStory.title);
    const other = lockedStory.authorKey === 'radia' ? 'tim' : 'radia';
    await page.goto(await signInLink(demoEmail(other)));
    await page.goto(path);
    await waitForHydration(page, SHARE_BUTTON);
    expect(await page.locator('.post-menu').count()).toBe(0);
  });

  it('lets a signed-out visitor with the Friend Link read a members-only story in full', async () => {
    session = await openBrowser({ javaScriptEnabled: false });
    const { page } = session;
    const { path, shareKey } = storyRow(lockedStory.title);
    const last = bodyTexts(lockedStory).at(-1)!;

    await page.goto(path);
    expect(await page.getByText('The rest of this story is for members.').isVisible()).toBe(true);
    expect(squash((await page.locator('article.story').textContent()) ?? '')).not.toContain(squash(last));

    await page.goto(`${path}?sk=${shareKey}`);
    const article = squash((await page.locator('article.story').textContent()) ?? '');
    for (const text of bodyTexts(lockedStory)) expect(article).toContain(squash(text));
    expect(await page.getByText('The rest of this story is for members.').count()).toBe(0);
  });

  it('sets an embedded frame’s height from the frame’s resize messages', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto(await signInLink(demoEmail(lockedStory.authorKey)));
    await page.goto('/');
    await page.waitForFunction(() => '__PRELOADED_STATE__' in window);
    const embed = await page.evaluate(async () => {
      const xsrf = (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf;
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({
          query: 'mutation($url: String!) { resolveEmbed(url: $url) { ... on IframeEmbed { mediaResource { id iframeSrc iframeWidth iframeHeight title } } } }',
          variables: { url: 'https://vimeo.com/76979871' },
        }),
      });
      return ((await response.json()) as { data: { resolveEmbed: { mediaResource: Record<string, unknown> } } }).data.resolveEmbed.mediaResource;
    });
    expect(embed.iframeSrc).toBe(`/media/frame/${embed.id as string}`);
    const words = 'A paragraph before the film, long enough to read as a paragraph of a story.';
    const id = publishUnlistedStory('A Story With a Film', [
      { name: 'e001', type: 'H3', text: 'A Story With a Film', markups: [] },
      { name: 'e002', type: 'P', text: words, markups: [] },
      { name: 'e003', type: 'IFRAME', text: 'The film', markups: [], layout: 'INSET_CENTER', iframe: { mediaResource: embed } },
      { name: 'e004', type: 'P', text: 'And a paragraph after it.', markups: [] },
    ]);

    await page.goto(`/p/${id}`);
    await waitForHydration(page, SHARE_BUTTON);
    const box = page.locator('.story-body .embed');
    const iframe = page.locator('.story-body iframe');
    await iframe.scrollIntoViewIfNeeded();
    const frame = await (await iframe.elementHandle())!.contentFrame();
    await frame!.waitForSelector('body[data-embed-id]');

    // 16:9 in the 680 px column: the frame reports its own height, 383 px, and the box takes it.
    await page.waitForFunction(() => (document.querySelector('.story-body .embed') as HTMLElement).style.height === '383px');
    // The frame's content grows: its next message sets the new height.
    await frame!.evaluate(() => {
      (document.querySelector('.frame') as HTMLElement).style.aspectRatio = 'auto';
      (document.querySelector('.frame') as HTMLElement).style.height = '612px';
    });
    await page.waitForFunction(() => (document.querySelector('.story-body .embed') as HTMLElement).style.height === '612px');
    expect(Math.round((await box.boundingBox())!.height)).toBe(612);
    expect(Math.round((await iframe.boundingBox())!.height)).toBe(612);

    // A message that does not come from the frame itself changes nothing.
    // Messages arrive in order: once a probe sent after it has arrived, the stray one was handled.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const probe = (event: MessageEvent) => {
            if (event.data !== 'probe') return;
            window.removeEventListener('message', probe);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          };
          window.addEventListener('message', probe);
          window.postMessage({ type: 'quire:embed-resize', height: 999 }, '*');
          window.postMessage('probe', '*');
        }),
    );
    expect(Math.round((await box.boundingBox())!.height)).toBe(612);
  });
});
