import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTE_TEXT } from '../../src/shared/validation/notes';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query } from './server-db';

/**
 * Private notes in a browser, on grace's 'Debugging Is a Conversation': margaret (a reader no other browser
 * test writes notes as) leaves a note, grace reads it and replies, and margaret reads the reply through the
 * note's link. The selection menu asks for a note with the `quire:private-note` event; so does this test.
 */
const READER = 'margaret@quire.test';
const AUTHOR = 'grace@quire.test';
const STORY = 'Debugging Is a Conversation';

function storyPath(title: string): string {
  const row = query<{ id: string; slug: string; username: string }>(
    'select p.id, p.slug, u.username from posts p join users u on u.id = p.creator_id where p.title = ?',
    title,
  )[0]!;
  return `/@${row.username}/${row.slug}-${row.id}`;
}

const notesBy = (username: string) =>
  query<{ id: string; content: string; anchor: string }>('select n.id, n.content, n.anchor from notes n join users u on u.id = n.author_id where u.username = ?', username);

const { open: browser } = trackedBrowsers();

/** What the selection menu sends for a passage: the first 'words' characters of the n-th text paragraph. */
async function requestNote(page: Page, paragraphIndex: number, length: number) {
  await page.evaluate(
    ({ paragraphIndex, length }) => {
      const paragraph = document.querySelectorAll<HTMLElement>('.story__body p[data-name]')[paragraphIndex]!;
      const postId = document.querySelector<HTMLElement>('[data-post-id]')!.dataset.postId!;
      const name = paragraph.dataset.name!;
      const text = (paragraph.textContent ?? '').slice(0, length);
      window.dispatchEvent(
        new CustomEvent('quire:private-note', { detail: { postId, paragraphName: name, paragraphNames: [name], startOffset: 0, endOffset: length, text } }),
      );
    },
    { paragraphIndex, length },
  );
}

async function openStory(page: Page, email: string, path = storyPath(STORY)) {
  await page.goto(await signInLink(email));
  await page.goto(path);
  await waitForHydration(page, '.story__byline');
}

describe('private notes', () => {
  it('a reader writes a note, the author replies, and the reader opens the reply from the note link', async () => {
    const reader = await browser();
    await openStory(reader.page, READER);
    await requestNote(reader.page, 1, 24);

    const panel = reader.page.getByRole('dialog', { name: NOTE_TEXT.panelTitle });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: NOTE_TEXT.learnMore }).getAttribute('href')).toBe('/help#private-notes');
    const field = panel.getByPlaceholder(NOTE_TEXT.notePlaceholder);
    const send = panel.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    // The counter shows from 255 characters and turns to the error colour over 400, where Send is off.
    await field.fill('a'.repeat(254));
    expect(await panel.locator('.note-editor__counter').textContent()).toBe('');
    await field.fill('a'.repeat(401));
    expect(await panel.locator('.note-editor__counter').textContent()).toBe('401/400');
    expect(await panel.locator('.note-editor__counter--over').count()).toBe(1);
    expect(await send.isDisabled()).toBe(true);
    // Leaving with text asks first.
    expect(await reader.page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
      window.dispatchEvent(event);
      return event.defaultPrevented;
    })).toBe(true);

    await field.fill('Printing the value is the whole trick, isn’t it?');
    await send.click();
    const note = panel.locator('.note', { hasText: 'Printing the value is the whole trick' });
    await note.waitFor();
    expect(await note.locator('.note__time').textContent()).toBe('Just now');
    await expect.poll(() => notesBy('margaret').length).toBe(1);
    const saved = notesBy('margaret')[0]!;
    const marker = reader.page.locator(`.note-marker[data-anchor="${saved.anchor}"]`);
    expect(await marker.getAttribute('aria-label')).toBe('1 private note');

    // The author reads it in the same panel and replies.
    const author = await browser();
    await openStory(author.page, AUTHOR);
    const authorMarker = author.page.locator(`.note-marker[data-anchor="${saved.anchor}"]`);
    await authorMarker.click();
    const authorPanel = author.page.getByRole('dialog', { name: NOTE_TEXT.panelTitle });
    const thread = authorPanel.locator('.note', { hasText: 'Printing the value is the whole trick' });
    await thread.getByRole('button', { name: 'Reply' }).click();
    const replyField = thread.getByPlaceholder(NOTE_TEXT.replyPlaceholder);
    await replyField.fill('b'.repeat(133));
    expect(await thread.locator('.note-editor__counter').textContent()).toBe('133/200');
    await replyField.fill('Most of it. The rest is reading the whole error message.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.locator('.note-reply', { hasText: 'reading the whole error message' }).waitFor();
    expect(await thread.getByPlaceholder(NOTE_TEXT.replyPlaceholder).count()).toBe(0);

    // The reader opens the note's link: the panel opens on the note, with the reply.
    const linkPage = await reader.context.newPage();
    await linkPage.goto(`${storyPath(STORY)}#${saved.anchor}-${saved.id}`);
    const linked = linkPage.locator(`#note-${saved.id}`);
    await linked.locator('.note-reply', { hasText: 'reading the whole error message' }).waitFor();
    await expect.poll(() => linked.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await linked.getAttribute('class')).toContain('note--focused');
  });

  it('on a phone the panel is a bottom sheet; the author reports a note after confirming, then sees Reported', async () => {
    const author = await browser({ viewport: { width: 390, height: 844 } });
    await openStory(author.page, 'ada@quire.test', storyPath('How to Keep a Commonplace Book'));
    const marker = author.page.locator('.note-marker').first();
    await marker.click();
    const sheet = author.page.locator('.notes-panel--sheet');
    await sheet.waitFor();
    // Once its opening slide has ended, the sheet spans the width and sits on the bottom edge.
    await expect.poll(async () => {
      const box = (await sheet.boundingBox())!;
      return [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    }).toEqual([0, 390, 844]);

    const noteId = await sheet.evaluate((element) => element.querySelector('button[aria-label="Report note"]')?.closest('.note')?.getAttribute('data-note-id'));
    const thread = sheet.locator(`.note[data-note-id="${noteId}"]`);
    await thread.getByRole('button', { name: 'Report note' }).click();
    const confirm = author.page.getByRole('dialog', { name: 'Report this note?' });
    await confirm.getByRole('button', { name: 'Report', exact: true }).click();
    const reported = thread.getByRole('button', { name: NOTE_TEXT.reported });
    await reported.waitFor();
    expect(await reported.isDisabled()).toBe(true);
  });

  it('other readers get no markers and never ask for the notes themselves', async () => {
    const outsider = await browser();
    await outsider.page.goto(await signInLink('linus@quire.test'));
    const asked: string[] = [];
    outsider.page.on('request', (request) => {
      if (request.url().includes('/_/graphql')) asked.push(request.postData() ?? '');
    });
    await outsider.page.goto(storyPath('How to Keep a Commonplace Book'));
    await waitForHydration(outsider.page, '.story__byline');
    await expect.poll(() => asked.some((body) => body.includes('PostNoteSummary'))).toBe(true);
    expect(await outsider.page.locator('.note-marker').count()).toBe(0);
    expect(asked.filter((body) => body.includes('"operationName":"PostNotes"'))).toEqual([]);
  });
});
