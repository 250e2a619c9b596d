import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARE_BUTTON, signInLink, trackedBrowsers, waitForHydration } from './browser';
import { feedStories, squash } from './demo';
import { query } from './server-db';

/**
 * 'Share with someone on Quire…' in a browser: margaret shares a story with katherine (no other browser test
 * shares anything, so katherine's only 'shared' notification is this one), and katherine reads it on
 * /me/notifications. The story is on the instance's own address, by neither of them.
 */
const SHARER = 'margaret';
const RECIPIENT = { key: 'katherine', name: 'Katherine Johnson' };
const story = feedStories.find((s) => s.visibility === 'PUBLIC' && !s.collectionKey && s.authorKey !== SHARER && s.authorKey !== RECIPIENT.key)!;
const MENU_ENTRY = 'Share with someone on Quire…';

const browsers = trackedBrowsers();

function storyPath(): string {
  const [row] = query<{ id: string }>('select id from posts where title = ?', story.title);
  return `/p/${row!.id}`;
}

async function openShareMenu(page: Page) {
  await page.goto(storyPath());
  await waitForHydration(page, SHARE_BUTTON);
  await page.locator(SHARE_BUTTON).click();
  return page.getByRole('menu', { name: 'Share' });
}

describe('sharing a story with someone on Quire', () => {
  it('is not offered to a signed-out reader', async () => {
    const { page } = await browsers.open();
    const menu = await openShareMenu(page);
    await menu.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: MENU_ENTRY }).count()).toBe(0);
  });

  it('tells the person picked in the dialog, who reads it in their notifications', async () => {
    const sharer = await browsers.open();
    const page = sharer.page;
    await page.goto(await signInLink(`${SHARER}@quire.test`));
    const menu = await openShareMenu(page);
    await menu.getByRole('menuitem', { name: MENU_ENTRY }).click();

    const dialog = page.getByRole('dialog', { name: 'Share with someone on Quire' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox', { name: 'Who should read it?' });
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    expect(await share.isDisabled()).toBe(true);

    // Escape closes it, and it opens again empty.
    await field.pressSequentially('Kath');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator(SHARE_BUTTON).click();
    await menu.getByRole('menuitem', { name: MENU_ENTRY }).click();
    expect(await field.inputValue()).toBe('');

    // Picking oneself is refused in the dialog, in the server's words.
    await field.pressSequentially('Margaret');
    await dialog.getByRole('option', { name: /Margaret Hamilton/ }).waitFor();
    await page.keyboard.press('Enter');
    await share.click();
    await dialog.getByRole('alert').filter({ hasText: 'You can’t share a story with yourself.' }).waitFor();

    // The keyboard: type, arrow to the person, Enter picks, Enter again shares.
    await field.fill('');
    await field.pressSequentially('Kath');
    const option = dialog.getByRole('option', { name: new RegExp(RECIPIENT.name) });
    await option.waitFor();
    const options = await dialog.getByRole('option').allTextContents();
    for (let i = 0; i < options.findIndex((text) => text.includes(RECIPIENT.name)); i++) await page.keyboard.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe(RECIPIENT.name);
    expect(await dialog.locator('.editor-dialog__error').textContent()).toBe('');
    await page.keyboard.press('Enter');

    await page.locator('.toast', { hasText: `Shared with ${RECIPIENT.name}.` }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(sharer.errors).toEqual([]);

    const recipient = await browsers.open();
    await recipient.page.goto(await signInLink(`${RECIPIENT.key}@quire.test`));
    const sentence = `Margaret Hamilton shared ${story.title} with you.`;
    const sentences = async () => {
      await recipient.page.goto('/me/notifications');
      return (await recipient.page.locator('.notification__sentence').allTextContents()).map(squash);
    };
    await expect.poll(sentences, { timeout: 15_000 }).toContain(sentence);
  });

  it('fits a phone (390 px)', async () => {
    const { page } = await browsers.open({ viewport: { width: 390, height: 844 } });
    await page.goto(await signInLink(`${SHARER}@quire.test`));
    const menu = await openShareMenu(page);
    await menu.getByRole('menuitem', { name: MENU_ENTRY }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with someone on Quire' });
    await dialog.getByRole('combobox').pressSequentially('a');
    await dialog.getByRole('option').first().waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
