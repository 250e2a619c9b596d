import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESPONSE_MESSAGES } from '../../src/shared/validation/responses';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { dataDir, query } from './server-db';
import { latestEmail, linkFrom } from './mail';

/**
 * A writer gets an email about a response and unsubscribes from it signed out, in one click from the
 * email's link: edsger responds to one of radia's stories (people the other browser tests leave alone).
 */
const SHOTS = process.env.QUIRE_SCREENSHOTS_DIR;
const RESPONSE_TEXT = 'The part about spanning trees finally made it click for me.';

const { open: browser } = trackedBrowsers();

const PHONE = { width: 390, height: 844 };

describe('one-click unsubscribe from a notification email', () => {
  it('unsubscribes signed out from the emailed link, and settings then show Off', async () => {
    const story = query<{ id: string; slug: string; title: string; username: string }>(
      `select p.id, p.slug, p.title, u.username from posts p join users u on u.id = p.creator_id
       where u.email = 'radia@quire.test' and p.is_published = 1 and p.is_response = 0 and p.collection_id is null order by p.published_at limit 1`,
    )[0]!;
    const before = Date.now() - 1;

    const reader = await browser();
    await reader.page.goto(await signInLink('edsger@quire.test'));
    await reader.page.goto(`/@${story.username}/${story.slug}-${story.id}#responses`);
    await waitForHydration(reader.page, '.story__body');
    const editor = reader.page.getByRole('textbox', { name: 'What are your thoughts?' });
    await editor.click();
    await editor.fill(RESPONSE_TEXT);
    await reader.page.getByRole('button', { name: 'Respond', exact: true }).click();
    await reader.page.locator('.toast', { hasText: RESPONSE_MESSAGES.published }).waitFor();

    const email = await latestEmail(dataDir, 'radia@quire.test', before, 15_000);
    expect(email.subject).toBe(`Edsger Dijkstra responded to ${story.title}`);
    expect(email.text).toContain(RESPONSE_TEXT.slice(0, 40));
    const link = new URL(linkFrom(email, '/_/unsubscribe/'));

    // Signed out, on a phone: the link asks first, then confirms.
    const phone = await browser({ viewport: PHONE });
    await phone.page.goto(link.pathname);
    await phone.page.getByRole('heading', { name: 'Unsubscribe from Responses emails?' }).waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'unsubscribe-confirm-390.png'), fullPage: true });
    await phone.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await phone.page.getByRole('heading', { name: "You're unsubscribed from Responses emails." }).waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'unsubscribe-done-390.png'), fullPage: true });

    const desktop = await browser();
    await desktop.page.goto(link.pathname);
    if (SHOTS) await desktop.page.screenshot({ path: join(SHOTS, 'unsubscribe-confirm-1280.png') });
    await desktop.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await desktop.page.getByRole('heading', { name: "You're unsubscribed from Responses emails." }).waitFor();
    await desktop.page.getByRole('button', { name: 'Undo' }).waitFor();
    if (SHOTS) await desktop.page.screenshot({ path: join(SHOTS, 'unsubscribe-done-1280.png') });

    // The writer's settings show it.
    for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
      const writer = await browser({ viewport });
      await writer.page.goto(await signInLink('radia@quire.test'));
      await writer.page.goto('/me/settings#email-notifications');
      await waitForHydration(writer.page, '.email-settings__select');
      const responses = writer.page.getByLabel('Responses', { exact: true });
      await expect.poll(() => responses.inputValue()).toBe('off');
      expect(await writer.page.getByLabel('Mentions', { exact: true }).inputValue()).toBe('instant');
      if (SHOTS) await writer.page.locator('#email-notifications').screenshot({ path: join(SHOTS, `settings-email-${viewport.width}.png`) });
      if (viewport.width === 390) {
        // Changing a category there saves at once.
        await responses.selectOption('daily');
        await writer.page.locator('.toast', { hasText: 'Responses will come in your daily digest.' }).waitFor();
        const rows = query<{ mode: string }>(
          `select s.mode from notification_email_settings s join users u on u.id = s.user_id where u.email = 'radia@quire.test' and s.category = 'responses'`,
        );
        expect(rows[0]?.mode).toBe('daily');
      }
    }
  });
});
