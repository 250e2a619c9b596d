import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers } from './browser';
import { latestEmail, linkFrom } from './mail';
import { dataDir, query } from './server-db';

/**
 * The Long Read's newsletter: a signed-out reader finds it on the publication's page, subscribes by address,
 * confirms through the emailed link and gets the next story published in the publication; an editor writes an
 * email-only issue in the story editor and sends it, and someone who is not an editor gets the 404.
 */
const SHOTS = process.env.QUIRE_SCREENSHOTS_DIR;
const READER = 'long.read.fan@example.com';
// A title no other test searches for: the e2e server's database is shared by every file.
const STORY = 'Notes from a lighthouse keeper';
const ISSUE = 'A note from the editors';
// The one 404 expected: someone who is not an editor opening the new-email page.
const { open: browser } = trackedBrowsers({ ignoreErrors: /404 \(Not Found\) \(http:\/\/[^)]+\/newsletters\/[0-9a-f]{12}\/new-email\)/ });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe("The Long Read's newsletter", () => {
  it('subscribes a signed-out reader by email from the publication page, confirms, and sends them the next publication story', async () => {
    const before = Date.now() - 1;
    const phone = await browser({ viewport: PHONE });
    await phone.page.goto('/the-long-read');
    const envelope = phone.page.getByRole('link', { name: 'Get The Long Read Weekly by email' });
    await envelope.waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'publication-newsletter-home-390.png') });
    await envelope.click();
    await phone.page.getByRole('heading', { name: 'The Long Read Weekly' }).waitFor();
    expect(new URL(phone.page.url()).pathname).toBe('/the-long-read/newsletters/the-long-read-weekly');
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'publication-newsletter-landing-390.png'), fullPage: true });
    await phone.page.getByLabel('Your email').fill(READER);
    await phone.page.getByRole('button', { name: 'Subscribe' }).click();
    await phone.page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const confirmation = await latestEmail(dataDir, READER, before, 15_000);
    expect(confirmation.subject).toBe('Confirm your subscription to The Long Read Weekly');
    const desktop = await browser({ viewport: DESKTOP });
    await desktop.page.goto('/the-long-read/newsletters/the-long-read-weekly');
    if (SHOTS) await desktop.page.screenshot({ path: join(SHOTS, 'publication-newsletter-landing-1280.png') });
    await desktop.page.goto(new URL(linkFrom(confirmation, '/_/newsletters/confirm/')).pathname);
    await desktop.page.getByRole('button', { name: 'Confirm subscription' }).click();
    await desktop.page.getByRole('heading', { name: 'Your subscription to The Long Read Weekly is confirmed.' }).waitFor();

    // ada, an editor, publishes in the publication; the story comes by email.
    const published = Date.now() - 1;
    const ada = await browser({ viewport: DESKTOP });
    await ada.page.goto(await signInLink('ada@quire.test'));
    const collectionId = query<{ id: string }>('select id from collections where slug = ?', 'the-long-read')[0]!.id;
    const body = { paragraphs: [{ name: 'a001', type: 'P', text: 'The river keeps the shape of every flood.', markups: [] }], sections: [{ name: 'b001', startIndex: 0 }] };
    const { createPost } = await pageGraphQL<{ createPost: { id: string } }>(ada.page, 'mutation($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { ... on Post { id } } }', {
      title: STORY,
      body: JSON.stringify(body),
    });
    const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string } }>(
      ada.page,
      'mutation($id: ID!, $c: ID) { publishPost(postId: $id, input: { tags: [], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED", collectionId: $c, sendNewsletter: true }) { __typename } }',
      { id: createPost.id, c: collectionId },
    );
    expect(publishPost.__typename).toBe('Post');
    const story = await latestEmail(dataDir, READER, published, 30_000);
    expect(story.subject).toBe(STORY);
    expect(story.text).toContain('The river keeps the shape of every flood.');
    expect(story.text).toContain('subscribed to The Long Read Weekly');

    // The editors' menu names the newsletter; its page edits it.
    await ada.page.goto('/the-long-read/new-newsletter');
    await ada.page.getByRole('heading', { name: 'Edit The Long Read Weekly' }).waitFor();
    if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, 'publication-newsletter-edit-1280.png') });
  });

  it('lets an editor write and send an email-only issue in the story editor, and nobody else open it', async () => {
    const newsletterId = query<{ id: string }>("select n.id from newsletters n join collections c on c.id = n.collection_id where c.slug = 'the-long-read'")[0]!.id;
    const tim = await browser({ viewport: PHONE });
    await tim.page.goto(await signInLink('tim@quire.test'));
    await tim.page.goto(`/newsletters/${newsletterId}/new-email`);
    await tim.page.getByText(/not found|doesn.t exist|404/i).first().waitFor();
    expect(await tim.page.locator('.ProseMirror').count()).toBe(0);

    for (const viewport of [DESKTOP, PHONE]) {
      const title = `${ISSUE} at ${viewport.width}`;
      const sentAfter = Date.now() - 1;
      const ada = await browser({ viewport });
      await ada.page.goto(await signInLink('ada@quire.test'));
      await ada.page.goto(`/newsletters/${newsletterId}/new-email`);
      await ada.page.waitForFunction(() => document.activeElement?.classList.contains('ProseMirror') === true || document.querySelector('.ProseMirror') !== null);
      await ada.page.locator('.ProseMirror h1, .ProseMirror h3, .ProseMirror p').first().click();
      await ada.page.keyboard.type(title);
      await ada.page.keyboard.press('Enter');
      await ada.page.keyboard.type('For subscribers only');
      await ada.page.keyboard.press('Enter');
      await ada.page.keyboard.type('This letter goes to your inbox and nowhere else.');
      await expect.poll(() => ada.page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');
      expect(new URL(ada.page.url()).pathname).toMatch(/^\/p\/[0-9a-f]{12}\/edit$/);
      await ada.page.getByRole('button', { name: 'Send email' }).click();
      await ada.page.getByRole('alertdialog', { name: 'Send this email?' }).waitFor();
      if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, `publication-newsletter-send-${viewport.width}.png`) });
      await ada.page.getByRole('button', { name: 'Send now' }).click();
      await ada.page.getByRole('button', { name: 'Sent' }).waitFor();
      if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, `publication-newsletter-sent-${viewport.width}.png`) });

      const mail = await latestEmail(dataDir, 'essay.reader@example.com', sentAfter, 30_000);
      expect(mail.subject).toBe(title);
      expect(mail.text).toContain('This letter goes to your inbox and nowhere else.');
      const postId = /\/p\/([0-9a-f]{12})\/edit/.exec(ada.page.url())![1]!;
      expect(query<{ is_published: number; email_only: number }>('select is_published, email_only from posts where id = ?', postId)[0]).toEqual({ is_published: 0, email_only: 1 });
    }
  });
});
