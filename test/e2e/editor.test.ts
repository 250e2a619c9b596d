import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from '../../src/client/editor/ui/save-state';
import { UPLOAD_MESSAGES } from '../../src/shared/validation/uploads';
import { openBrowser, signInLink, type BrowserSession } from './browser';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Selects the first occurrence of `text` in the story, as a writer dragging over it would. */
async function select(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.querySelector('.editor__prose')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the story`);
  }, text);
  await page.getByRole('toolbar', { name: 'Format text' }).waitFor();
}

async function format(page: Page, text: string, tool: string | RegExp) {
  await select(page, text);
  await page.getByRole('toolbar', { name: 'Format text' }).getByRole('button', { name: tool }).click();
}

/**
 * Ends the line and starts a new one, once the editor itself holds a collapsed cursor at the end of the line: the
 * browser's caret is there, two frames have let the editor read it, and the format toolbar (shown while anything
 * is selected) has gone. Enter any earlier would split the line where the cursor was, or replace selected words.
 */
async function newLine(page: Page) {
  await page.keyboard.press('End');
  await page.waitForFunction(() => {
    const selection = getSelection();
    if (!selection || !selection.isCollapsed || !selection.focusNode) return false;
    const block = (selection.focusNode instanceof Element ? selection.focusNode : selection.focusNode.parentElement)?.closest('p, h1, h2, h3, h4, blockquote, li, pre');
    if (!block) return false;
    const rest = document.createRange();
    rest.setStart(selection.focusNode, selection.focusOffset);
    rest.setEnd(block, block.childNodes.length);
    return rest.toString() === '';
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.getByRole('toolbar', { name: 'Format text' }).waitFor({ state: 'hidden' });
  await page.keyboard.press('Enter');
}

async function openNewStory(session: BrowserSession, email = 'ada@quire.test') {
  await session.page.goto(await signInLink(email));
  await session.page.goto('/new-story');
  await session.page.locator('.editor__prose').waitFor();
}

async function addFromMenu(page: Page, item: string) {
  await page.getByTestId('add-menu').getByRole('button').click();
  await page.getByRole('menuitem', { name: item }).click();
}

const saveState = (page: Page) => page.getByTestId('save-state');

describe('the story editor', () => {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  });

  it('writes a story with every kind of block, saves it on its own and finds it all again after a reload', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await openNewStory(session);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect(await page.locator('.editor__prose h1.title').getAttribute('data-placeholder')).toBe('Title');

    await page.locator('.editor__prose h1.title').click();
    await page.keyboard.type('Every kind of block');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A subtitle under it');
    await page.keyboard.press('Enter');
    await page.keyboard.type('First paragraph with bold and italic words.');

    // The first keystrokes created the draft: the address is the story's own, without a reload.
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    const editUrl = page.url();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await format(page, 'bold', 'Bold');
    await format(page, 'italic', 'Italic');
    await newLine(page);
    await page.keyboard.type('A link to example and a word about Grace.');
    await select(page, 'example');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Links must start with http://, https:// or mailto:' }).count()).toBe(1);
    await page.getByLabel('Link address').fill('https://example.com/page');
    await page.keyboard.press('Enter');
    await select(page, 'Grace');
    await page.getByRole('button', { name: 'Mention someone' }).click();
    await page.getByRole('option', { name: /Grace Hopper/ }).waitFor();
    await page.keyboard.press('Enter');

    await newLine(page);
    await page.keyboard.type('A big heading');
    await format(page, 'A big heading', 'Big heading');
    await newLine(page);
    await page.keyboard.type('A small heading');
    await format(page, 'A small heading', 'Small heading');
    await newLine(page);
    await page.keyboard.type('A quoted line');
    await format(page, 'A quoted line', /^Quote/);
    await newLine(page);
    await page.keyboard.type('A pulled line');
    await format(page, 'A pulled line', /^Quote/);
    await format(page, 'A pulled line', /^Quote/);
    await expect.poll(() => page.locator('.editor__prose blockquote[data-variant="PQ"]').textContent()).toBe('A pulled line');
    await newLine(page);
    await page.keyboard.type('- First bullet');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second bullet');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('1. First number');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await addFromMenu(page, 'Add a code block');
    await page.keyboard.type('const answer = 42;');
    await page.keyboard.press('Control+Enter');
    await addFromMenu(page, 'Add a new part');
    await page.keyboard.type('After the break.');
    await page.keyboard.press('Enter');

    // An image: refused bytes first, then a real PNG, switched to full width with its alt text.
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByTestId('add-menu').getByRole('button').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Add an image' }).click();
      await (await chooser).setFiles(file);
    };
    await chooseFile({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await page.locator('.toast', { hasText: UPLOAD_MESSAGES.notAnImage }).waitFor();
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    await chooseFile({ name: 'rust.png', mimeType: 'image/png', buffer: png });
    const figure = page.locator('.editor__prose figure[data-node="image"]');
    await figure.waitFor();
    await figure.locator('img').click();
    const imageTools = page.getByTestId('image-toolbar');
    await imageTools.getByRole('button', { name: 'Full width' }).click();
    await expect.poll(() => imageTools.getByRole('button', { name: 'Full width' }).getAttribute('aria-pressed')).toBe('true');
    await imageTools.getByLabel('Alt text').fill('A rust-coloured rectangle');
    await page.keyboard.press('Enter');

    // An embed from the + menu on the empty line after the image.
    await page.locator('.editor__prose > p').last().click();
    await addFromMenu(page, 'Add an embed');
    await page.getByLabel('Link to embed').fill(YOUTUBE);
    await page.keyboard.press('Enter');
    await page.locator('.editor__prose figure[data-node="iframe_embed"] iframe').waitFor();

    // The drop cap, beside the first paragraph.
    await page.locator('.editor__prose p', { hasText: 'First paragraph' }).click();
    await page.getByRole('button', { name: 'Drop cap' }).click();
    await expect.poll(() => page.locator('.editor__prose p.has-dropcap').count()).toBe(1);

    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');

    // The server renders the draft itself, readable before any script runs.
    const html = await (await page.request.get(editUrl)).text();
    expect(html).toContain('Every kind of block');
    expect(html).toContain('const answer = 42;');

    await page.reload();
    const prose = page.locator('.editor__prose');
    await prose.waitFor();
    await expect.poll(() => prose.locator('h1.title').textContent()).toBe('Every kind of block');
    expect(await prose.locator('h2.subtitle').textContent()).toBe('A subtitle under it');
    expect(await prose.locator('p.has-dropcap').textContent()).toBe('First paragraph with bold and italic words.');
    expect(await prose.locator('p strong').textContent()).toBe('bold');
    expect(await prose.locator('p em').textContent()).toBe('italic');
    expect(await prose.locator('a[href="https://example.com/page"]').textContent()).toBe('example');
    expect(await prose.locator('a[data-anchor-type="USER"]').textContent()).toBe('Grace Hopper');
    expect(await prose.locator('h3').textContent()).toBe('A big heading');
    expect(await prose.locator('h4').textContent()).toBe('A small heading');
    expect(await prose.locator('blockquote[data-variant="BQ"]').textContent()).toBe('A quoted line');
    expect(await prose.locator('blockquote[data-variant="PQ"]').textContent()).toBe('A pulled line');
    expect(await prose.locator('ul > li').allTextContents()).toEqual(['First bullet', 'Second bullet']);
    expect(await prose.locator('ol > li').allTextContents()).toEqual(['First number']);
    expect(await prose.locator('pre').textContent()).toBe('const answer = 42;');
    expect(await prose.locator('hr.separator').count()).toBe(1);
    expect(await prose.locator('figure[data-node="image"]').getAttribute('data-layout')).toBe('FULL_WIDTH');
    expect(await prose.locator('figure[data-node="image"] img').getAttribute('alt')).toBe('A rust-coloured rectangle');
    expect(await prose.locator('figure[data-node="iframe_embed"] iframe').count()).toBe(1);
    // The one failed request is the refused fake image (the browser logs it); nothing else went wrong.
    expect(session.errors.filter((e) => !/status of 415 .*\/_\/upload/.test(e))).toEqual([]);
    expect(session.errors.length).toBeLessThanOrEqual(1);
  });

  it('shows a failed save as retrying and saves once the connection is back', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await openNewStory(session);
    await page.locator('.editor__prose h1.title').click();
    await page.keyboard.type('Offline for a moment');
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');

    await page.route('**/_/graphql', (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed while the network was down');
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Not saved — retrying');

    // Leaving now would lose text: the browser asks first.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.unroute('**/_/graphql');
    await expect.poll(() => saveState(page).textContent(), { timeout: 20_000 }).toBe('Saved');

    await page.reload();
    await page.locator('.editor__prose h2.subtitle', { hasText: 'Typed while the network was down' }).waitFor();
  });

  it('turns a link on its own line into an embed, mentions with @, takes pasted and dropped images, and works from the keyboard', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await openNewStory(session);
    await page.locator('.editor__prose h1.title').click();
    await page.keyboard.type('Shortcuts');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await page.keyboard.type(YOUTUBE);
    await page.keyboard.press('Enter');
    await page.locator('.editor__prose figure[data-node="iframe_embed"] iframe').waitFor();
    // The writer's cursor stayed on the new line after it.
    await page.keyboard.type('Written after the embed, thanks to @Gra');
    await page.getByRole('option', { name: /Grace Hopper/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('and friends.');
    const line = page.locator('.editor__prose p', { hasText: 'Written after the embed' });
    expect(await line.textContent()).toBe('Written after the embed, thanks to Grace Hopper and friends.');
    expect(await line.locator('a[data-anchor-type="USER"]').textContent()).toBe('Grace Hopper');
    const order = await page.evaluate(() => [...document.querySelector('.editor__prose')!.children].map((c) => c.getAttribute('data-node')));
    expect(order.indexOf('iframe_embed')).toBeLessThan(order.lastIndexOf('paragraph'));

    // Alt+F10 reaches the selection toolbar; arrows move in it; Escape goes back to the text.
    await select(page, 'friends');
    await page.keyboard.press('Alt+F10');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bold');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
    await page.keyboard.press('Space');
    await expect.poll(() => line.locator('em').textContent()).toBe('friends');
    expect(await page.getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('editor__prose'))).toBe(true);

    // An image pasted, then one dropped, each uploaded where it landed.
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
    await newLine(page);
    await page.keyboard.type('Last line.');
    const images = page.locator('.editor__prose figure[data-node="image"]');
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
      document.querySelector('.editor__prose')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, Array.from(png));
    await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate((bytes) => {
      const target = [...document.querySelectorAll('.editor__prose p')].find((p) => p.textContent?.startsWith('Written after'))!;
      const box = target.getBoundingClientRect();
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      const at = { clientX: box.left + 5, clientY: box.top + box.height / 2, dataTransfer: data, bubbles: true, cancelable: true };
      target.dispatchEvent(new DragEvent('dragover', at));
      target.dispatchEvent(new DragEvent('drop', at));
    }, Array.from(png));
    await expect.poll(() => images.count(), { timeout: 15_000 }).toBe(2);
    // Each image follows the paragraph it was pasted in or dropped on.
    const blocks = await page.evaluate(() => [...document.querySelector('.editor__prose')!.children].map((c) => c.getAttribute('data-node') === 'image' ? 'image' : (c.textContent ?? '').slice(0, 13)));
    expect(blocks).toContain('Written after');
    expect(blocks).toContain('Last line.');
    expect(blocks[blocks.indexOf('Written after') + 1]).toBe('image');
    expect(blocks[blocks.indexOf('Last line.') + 1]).toBe('image');
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');
    expect(session.errors).toEqual([]);
  });

  it('keeps other people out of a draft, and deletes a story after asking', async () => {
    const author = await openBrowser();
    const other = await openBrowser();
    sessions.push(author, other);
    const { page } = author;
    await openNewStory(author);
    await page.locator('.editor__prose h1.title').click();
    await page.keyboard.type('Soon gone');
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe('Saved');
    const editPath = new URL(page.url()).pathname;

    await other.page.goto(await signInLink('grace@quire.test'));
    // Someone else's draft is not even said to exist.
    const refused = await other.page.goto(editPath);
    expect(refused?.status()).toBe(404);
    await other.page.getByText('PAGE NOT FOUND').waitFor();
    expect(await other.page.locator('.editor__prose, .editor__static').count()).toBe(0);

    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Delete story' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete story' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Delete story' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/me\/stories\/drafts$/);
    await page.locator('.toast', { hasText: 'Your story was deleted.' }).waitFor();

    expect(author.errors).toEqual([]);
    const gone = await page.goto(editPath);
    expect(gone?.status()).toBe(404);
  });

  it('stops a second tab that edits an older version and keeps its text', async () => {
    const session = await openBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });
    sessions.push(session);
    const first = session.page;
    await openNewStory(session);
    await first.locator('.editor__prose h1.title').click();
    await first.keyboard.type('Two windows');
    await first.keyboard.press('Enter');
    await first.keyboard.press('Enter');
    await first.keyboard.type('Written in the first window.');
    await expect.poll(() => saveState(first).textContent(), { timeout: 15_000 }).toBe('Saved');
    const url = first.url();

    const second = await session.context.newPage();
    await second.goto(url);
    await second.locator('.editor__prose p', { hasText: 'Written in the first window.' }).waitFor();

    await first.locator('.editor__prose p', { hasText: 'Written in the first window.' }).click();
    await first.keyboard.press('End');
    await first.keyboard.type(' More from the first.');
    await expect.poll(() => saveState(first).textContent(), { timeout: 15_000 }).toBe('Saved');

    await second.locator('.editor__prose p', { hasText: 'Written in the first window.' }).click();
    await second.keyboard.press('End');
    await second.keyboard.type(' Words only the second window has.');
    const dialog = second.getByRole('alertdialog', { name: 'Your changes were not saved' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain(CONFLICT_MESSAGE);
    expect(await saveState(second).textContent()).toBe('Not saved');
    expect(await second.locator('.editor__prose').textContent()).toContain('Words only the second window has.');

    await dialog.getByRole('button', { name: 'Copy my text' }).click();
    await dialog.getByText('Your text is on the clipboard.').waitFor();
    expect(await second.evaluate(() => navigator.clipboard.readText())).toContain('Words only the second window has.');

    // The first window's text is what was saved; the second one's never overwrote it.
    await first.reload();
    const saved = await first.locator('.editor__prose').textContent();
    expect(saved).toContain('More from the first.');
    expect(saved).not.toContain('Words only the second window has.');
  });
});
