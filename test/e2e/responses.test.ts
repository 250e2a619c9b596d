import { describe, expect, it } from 'vitest';
import { closedDiscussionNotice, RESPONSE_MESSAGES } from '../../src/shared/validation/responses';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query, storyPath } from './server-db';

/**
 * Responses in a browser, on a story the other browser tests leave alone: katherine responds and replies on
 * a desktop, barbara (the story's author) hides the response on a phone and takes it back with Undo.
 */
const STORY = 'The Long Afternoon of the Honeybee';

const hiddenState = (text: string) =>
  query<{ hidden: number | null }>('select hidden_on_parent_at as hidden from posts where is_response = 1 and title = ?', text)[0]?.hidden ?? null;

const { open: browser } = trackedBrowsers();

const RESPONSE_TEXT = 'Bees keep better time than most clocks.';
const REPLY_TEXT = 'And they never need winding.';

describe('responses', () => {
  it('responds under a story and replies in the thread (desktop)', async () => {
    const { page } = await browser();
    await page.goto(await signInLink('katherine@quire.test'));
    await page.goto(`${storyPath(STORY)}#responses`);
    await waitForHydration(page, '.story__body');
    const editor = page.getByRole('textbox', { name: 'What are your thoughts?' });
    await editor.click();
    await editor.fill(RESPONSE_TEXT);
    await page.getByRole('button', { name: 'Respond', exact: true }).click();
    await page.locator('.toast', { hasText: RESPONSE_MESSAGES.published }).waitFor();
    const card = page.locator('.response', { hasText: RESPONSE_TEXT });
    await card.waitFor();
    expect(await page.locator('.responses__title').textContent()).toMatch(/^Responses \(\d+\)$/);

    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = card.getByRole('textbox', { name: /Replying to/ });
    await reply.fill(REPLY_TEXT);
    await card.getByRole('button', { name: 'Respond', exact: true }).click();
    await card.locator('.response__replies .response', { hasText: REPLY_TEXT }).waitFor();
    await page.reload();
    await waitForHydration(page, '.story__body');
    const again = page.locator('.response', { hasText: RESPONSE_TEXT }).first();
    await again.getByRole('button', { name: 'See 1 more reply' }).click();
    await again.locator('.response', { hasText: REPLY_TEXT }).waitFor();
  });

  it('lets the author hide a response and take it back with Undo (phone)', async () => {
    const { page } = await browser({ viewport: { width: 390, height: 844 } });
    await page.goto(await signInLink('barbara@quire.test'));
    await page.goto(`${storyPath(STORY)}#responses`);
    await waitForHydration(page, '.story__body');
    const card = page.locator('.responses__list > .response', { hasText: RESPONSE_TEXT });
    await card.waitFor();
    await card.getByRole('button', { name: 'More options for this response' }).first().click();
    await page.getByRole('menuitem', { name: 'Hide response' }).click();
    const toast = page.locator('.toast', { hasText: RESPONSE_MESSAGES.hidden });
    await toast.waitFor();
    await card.locator('.response__badge').first().waitFor();
    await expect.poll(() => hiddenState(RESPONSE_TEXT)).not.toBeNull();

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => hiddenState(RESPONSE_TEXT)).toBeNull();
    await expect.poll(() => card.locator(':scope > .response__head .response__badge').count()).toBe(0);
  });

  // Learning to Draw at Forty (tim's, members-only: grace is a member) is left alone by the other browser tests; it ends open again.
  const CLOSABLE = 'Learning to Draw at Forty';
  const closedAt = () => query<{ closed: number | null }>('select discussion_closed_at as closed from posts where title = ?', CLOSABLE)[0]?.closed ?? null;

  it("lets the author close responses from the story's menu; readers then see the notice instead of the editor (desktop)", async () => {
    const { page } = await browser();
    await page.goto(await signInLink('tim@quire.test'));
    await page.goto(storyPath(CLOSABLE));
    await waitForHydration(page, '.story__body');
    await page.getByRole('button', { name: 'Story options' }).click();
    await page.getByRole('menuitem', { name: RESPONSE_MESSAGES.closeAction }).click();
    await page.locator('.toast', { hasText: RESPONSE_MESSAGES.discussionClosed }).waitFor();
    await expect.poll(closedAt).not.toBeNull();
    await page.locator('#responses .responses__closed', { hasText: closedDiscussionNotice('story') }).waitFor();
    await page.getByRole('button', { name: 'Story options' }).click();
    await page.getByRole('menuitem', { name: RESPONSE_MESSAGES.reopenAction }).waitFor();

    const reader = (await browser()).page;
    await reader.goto(`${storyPath(CLOSABLE)}#responses`);
    await waitForHydration(reader, '.story__body');
    await reader.locator('#responses .responses__closed', { hasText: closedDiscussionNotice('story') }).waitFor();
    expect(await reader.locator('#responses .response-editor__gate').count()).toBe(0);
  });

  it('lets the author reopen responses under the story, and readers can respond again (phone)', async () => {
    const phone = { viewport: { width: 390, height: 844 } };
    const reader = (await browser(phone)).page;
    await reader.goto(await signInLink('grace@quire.test'));
    await reader.goto(`${storyPath(CLOSABLE)}#responses`);
    await waitForHydration(reader, '.story__body');
    await reader.locator('#responses .responses__closed', { hasText: closedDiscussionNotice('story') }).waitFor();
    expect(await reader.getByRole('textbox', { name: 'What are your thoughts?' }).count()).toBe(0);

    const { page } = await browser(phone);
    await page.goto(await signInLink('tim@quire.test'));
    await page.goto(`${storyPath(CLOSABLE)}#responses`);
    await waitForHydration(page, '.story__body');
    await page.locator('#responses').getByRole('button', { name: RESPONSE_MESSAGES.reopenAction }).click();
    await page.locator('.toast', { hasText: RESPONSE_MESSAGES.discussionOpened }).waitFor();
    await expect.poll(closedAt).toBeNull();
    await page.getByRole('textbox', { name: 'What are your thoughts?' }).waitFor();

    await reader.reload();
    await waitForHydration(reader, '.story__body');
    await reader.getByRole('textbox', { name: 'What are your thoughts?' }).waitFor();
    expect(await reader.locator('#responses .responses__closed').count()).toBe(0);
  });
});
