import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers } from './browser';

const browsers = trackedBrowsers();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const title = (page: Page) => page.locator('.editor__prose h1.title');
const saveState = (page: Page) => page.getByTestId('save-state');

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const { page } = await browsers.open({ viewport });
  await page.goto(await signInLink('ada@quire.test'));
  return page;
}

/** A new story with the cursor in its (ready) editor's title. */
async function newStory(page: Page) {
  await page.goto('/new-story');
  await page.waitForFunction(() => document.activeElement?.classList.contains('ProseMirror') === true);
}

/** Two frames later: the editor has read where the browser moved the cursor. */
function nextFrames(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('a new story', () => {
  it('has the cursor in its title at once: what is typed right after the page arrives is all there, every time', async () => {
    const page = await signedIn();
    const typed: string[] = [];
    for (let load = 1; load <= 12; load++) {
      await page.goto('/new-story', { waitUntil: 'domcontentloaded' });
      const text = `Fresh start number ${load}`;
      await page.keyboard.type(text);
      await expect.poll(() => title(page).textContent()).toBe(text);
      await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
      typed.push(text);
    }
    expect(typed).toHaveLength(12);
  }, 180_000);

  it('keeps the lines and the caret typed while the editor is still loading, and carries on from there', async () => {
    const page = await signedIn();
    // The application's scripts wait until the writer has typed; the page's first script (boot) does not.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/(?!boot-)[^/?]+\.js(\?.*)?$/, (route) => (holding ? held.push(route) : route.continue()));
    await page.goto('/new-story', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.activeElement?.matches('.editor__static h1.title') === true)).toBe(true);

    await page.keyboard.type('A story begun early');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Its subtitle');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The body');
    for (let i = 0; i < 'body'.length; i++) await page.keyboard.press('ArrowLeft');
    expect(await page.locator('.editor__prose').count()).toBe(0);

    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.waitForFunction(() => document.activeElement?.classList.contains('ProseMirror') === true);
    await page.keyboard.type('whole ');

    const prose = page.locator('.editor__prose');
    await expect.poll(() => prose.locator('h1.title').textContent()).toBe('A story begun early');
    expect(await prose.locator('h2.subtitle').textContent()).toBe('Its subtitle');
    expect(await prose.locator('p').allTextContents()).toEqual(['The whole body']);
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');
    await page.reload();
    await expect.poll(() => prose.locator('h1.title').textContent()).toBe('A story begun early');
    expect(await prose.locator('p').allTextContents()).toEqual(['The whole body']);
  });
});

describe('a code block', () => {
  it('is left by Enter on its empty last line, and its trailing empty lines are not saved', async () => {
    const page = await signedIn();
    await newStory(page);
    await page.keyboard.type('Some code');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByTestId('add-menu').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Add a code block' }).click();
    await page.keyboard.type('const a = 1;');
    await page.keyboard.press('Enter');
    await page.keyboard.type('const b = 2;');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Back to prose.');

    const prose = page.locator('.editor__prose');
    await expect.poll(() => prose.locator('pre').textContent()).toBe('const a = 1;\nconst b = 2;');
    await expect.poll(() => prose.locator('pre + p').textContent()).toBe('Back to prose.');

    // Empty lines typed at the end of the block (Shift+Enter stays in it) are trimmed when the draft is saved.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await nextFrames(page);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => prose.locator('pre').textContent()).toBe('const a = 1;\nconst b = 2;\n\n');
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');
    const postId = /\/p\/([0-9a-f]{12})\/edit$/.exec(page.url())![1]!;
    const { postForEditing } = await pageGraphQL<{ postForEditing: { latestDraft: { bodyJson: string } } }>(
      page,
      'query($id: ID!) { postForEditing(id: $id) { ... on Post { latestDraft { bodyJson } } } }',
      { id: postId },
    );
    const paragraphs = (JSON.parse(postForEditing.latestDraft.bodyJson) as { paragraphs: { type: string; text: string }[] }).paragraphs;
    expect(paragraphs.map((p) => [p.type, p.text])).toEqual([
      ['TITLE', 'Some code'],
      ['PRE', 'const a = 1;\nconst b = 2;'],
      ['P', 'Back to prose.'],
    ]);
  });
});

describe('the drop cap toggle', () => {
  for (const [name, viewport] of [
    ['on a phone', PHONE],
    ['on a desktop', DESKTOP],
  ] as const) {
    it(`${name}, leaves the first line of the first paragraph and the subtitle uncovered`, async () => {
      const page = await signedIn(viewport);
      await newStory(page);
      await page.keyboard.type('A story with a drop cap');
      await page.keyboard.press('Enter');
      await page.keyboard.type('And a subtitle long enough to run onto a second line on a phone');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Once upon a time there was a first paragraph that ran over more than one line.');
      const toggle = page.getByRole('button', { name: 'Drop cap' });
      await toggle.waitFor();
      const boxes = await page.evaluate(() => {
        const box = (r: DOMRect) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
        const linesOf = (selector: string) => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector(selector)!);
          return [...range.getClientRects()].map(box);
        };
        return {
          toggle: box(document.querySelector('button[aria-label="Drop cap"]')!.getBoundingClientRect()),
          firstLine: linesOf('.editor__prose > p')[0]!,
          subtitle: linesOf('.editor__prose .subtitle'),
        };
      });
      expect(overlaps(boxes.toggle, boxes.firstLine), JSON.stringify(boxes)).toBe(false);
      for (const line of boxes.subtitle) expect(overlaps(boxes.toggle, line), JSON.stringify(boxes)).toBe(false);
      expect(boxes.toggle.left).toBeGreaterThanOrEqual(0);
      await toggle.click();
      await expect.poll(() => page.locator('.editor__prose p.has-dropcap').count()).toBe(1);
    });
  }
});
