import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query, storyPath } from './server-db';

/**
 * Lists and the reading list in a browser. The reader is edsger, whom no other browser test signs in (test
 * files share one server, so another file's reader could be signing out or reading at the same time); the
 * two tests here run one after the other, save different stories and make lists with their own names.
 * The stories are on the instance's own address: Field Notes' stories move to its custom domain, where a
 * session does not follow (cookies belong to one host), so a reader is signed out there.
 */
const READER = 'edsger';

const userId = (username: string) => query<{ id: string }>('select id from users where username = ?', username)[0]!.id;
const postId = (title: string) => query<{ id: string }>('select id from posts where title = ?', title)[0]!.id;

/** The story's state in the reader's reading list: QUEUE, ARCHIVE or NONE. */
function readingListState(username: string, title: string): string {
  const row = query<{ state: string }>(
    `select i.state from catalog_items i join catalogs c on c.id = i.catalog_id
     where c.creator_id = ? and c.predefined = 'READING_LIST' and i.post_id = ?`,
    userId(username),
    postId(title),
  )[0];
  return row?.state ?? 'NONE';
}

/** A list's stories in their order, by the list's name. */
function listTitles(username: string, name: string): string[] {
  return query<{ title: string }>(
    `select p.title from catalog_items i join catalogs c on c.id = i.catalog_id join posts p on p.id = i.post_id
     where c.creator_id = ? and c.name = ? order by i.position, i.id`,
    userId(username),
    name,
  ).map((r) => r.title);
}

const listVisibility = (username: string, name: string) =>
  query<{ visibility: string }>('select visibility from catalogs where creator_id = ? and name = ?', userId(username), name)[0]?.visibility;

const { open: browser } = trackedBrowsers();

async function saveAndUndo(page: Page, username: string, title: string) {
  await page.goto(storyPath(title));
  // Still on the instance's own address, where the reader's session is.
  expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
  const save = page.locator('.story-actions--top .save__button');
  await waitForHydration(page, '.story-actions--top .save__button');
  await expect.poll(() => save.getAttribute('data-saved')).toBe('false');
  await save.click();
  const toast = page.locator('.toast', { hasText: 'Saved to your reading list.' });
  await toast.waitFor();
  await expect.poll(() => readingListState(username, title)).toBe('QUEUE');
  expect(await save.getAttribute('data-saved')).toBe('true');
  // The bar at the end of the story has the same Save, and shows the same state.
  expect(await page.locator('.story-actions--bottom .save__button').getAttribute('data-saved')).toBe('true');

  // Undo repeats the toggle, says 'Undoing...', then the page reloads.
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.toast__action', { hasText: 'Undoing...' }).waitFor();
  await reloaded;
  expect(readingListState(username, title)).toBe('NONE');
  await waitForHydration(page, '.story-actions--top .save__button');
  await expect.poll(() => save.getAttribute('data-saved')).toBe('false');
}

async function createListFromStory(page: Page, title: string, listName: string) {
  await page.goto(storyPath(title));
  await waitForHydration(page, '.story-actions--top .save__more');
  await page.locator('.story-actions--top .save__more').click();
  const popover = page.locator('.save-popover');
  await popover.getByText('Save to').waitFor();
  await popover.getByRole('button', { name: 'Create new list' }).click();
  const dialog = page.locator('dialog.list-dialog');
  await dialog.getByPlaceholder('Give it a name').fill(listName);
  await dialog.getByPlaceholder('Description').fill('Stories worth a second read.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.locator('.toast', { hasText: `Added to ${listName}.` }).waitFor();
}

async function addFromPopover(page: Page, title: string, listName: string) {
  await page.goto(storyPath(title));
  await waitForHydration(page, '.story-actions--top .save__button');
  await page.locator('.story-actions--top .save__more').click();
  const box = page.locator('.save-popover__item', { hasText: listName }).locator('input');
  await box.waitFor();
  await box.check();
  await page.locator('.toast', { hasText: `Added to ${listName}.` }).waitFor();
}

async function openList(page: Page, listName: string) {
  await page.goto('/me/lists');
  await page.locator('.list-card', { hasText: listName }).click();
  await page.locator('.list-page__name', { hasText: listName }).waitFor();
  await waitForHydration(page, '.list-page__tool');
}

describe('lists in a browser', () => {
  it('saves a story and undoes it, makes a list, adds a story, reorders and makes it private (desktop)', async () => {
    const session = await browser();
    const { page } = session;
    await page.goto(await signInLink(`${READER}@quire.test`));
    await saveAndUndo(page, READER, 'Tides, Explained Slowly');

    const listName = 'Skies and rivers';
    await createListFromStory(page, 'Tides, Explained Slowly', listName);
    expect(listTitles(READER, listName)).toEqual(['Tides, Explained Slowly']);
    await addFromPopover(page, 'The Long Afternoon of the Honeybee', listName);
    expect(listTitles(READER, listName)).toEqual(['The Long Afternoon of the Honeybee', 'Tides, Explained Slowly']);

    await openList(page, listName);
    expect(await page.getByTestId('list-count').textContent()).toBe('2 stories');
    await page.getByRole('button', { name: 'Move “The Long Afternoon of the Honeybee” down' }).click();
    await expect.poll(() => listTitles(READER, listName)).toEqual(['Tides, Explained Slowly', 'The Long Afternoon of the Honeybee']);
    await expect.poll(() => page.locator('.list-page__item .post-card__title').allTextContents()).toEqual(['Tides, Explained Slowly', 'The Long Afternoon of the Honeybee']);

    await page.getByRole('button', { name: 'Edit list' }).click();
    await page.locator('.list-edit').getByLabel('Make it private').check();
    await page.locator('.list-edit').getByRole('button', { name: 'Save' }).click();
    await page.locator('.list-page__private').waitFor();
    expect(listVisibility(READER, listName)).toBe('PRIVATE');

    // Nobody else can open it now.
    const other = await browser();
    const listUrl = new URL(page.url()).pathname.replace('/me/', `/@${READER}/`);
    const response = await other.page.goto(listUrl);
    expect(response?.status()).toBe(404);
    other.errors.splice(0);
  });

  it('works on a phone: save and undo, a new list, reorder with the buttons (390 px)', async () => {
    const session = await browser({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.goto(await signInLink(`${READER}@quire.test`));
    await saveAndUndo(page, READER, 'Debugging Is a Conversation');

    const listName = 'On the train';
    await createListFromStory(page, 'Debugging Is a Conversation', listName);
    await addFromPopover(page, 'Protocols Are Promises', listName);
    await openList(page, listName);
    // The buttons are big enough to press, and work from the keyboard too.
    const up = page.getByRole('button', { name: 'Move “Debugging Is a Conversation” up' });
    const box = await up.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => listTitles(READER, listName)).toEqual(['Debugging Is a Conversation', 'Protocols Are Promises']);
    await page.getByRole('button', { name: 'Remove “Protocols Are Promises” from this list' }).click();
    await expect.poll(() => listTitles(READER, listName)).toEqual(['Debugging Is a Conversation']);
  });
});
