import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageGraphQL, signInLink, trackedBrowsers } from './browser';
import { latestEmail, linkFrom } from './mail';
import { dataDir, query } from './server-db';

/**
 * A signed-out reader subscribes to ada's newsletter with an address, confirms through the emailed link,
 * gets her next story by email, and unsubscribes in one click from it.
 */
const SHOTS = process.env.QUIRE_SCREENSHOTS_DIR;
const READER = 'newsletter.reader@example.com';
const TITLE = 'What the engine could weave';
const { open: browser } = trackedBrowsers();

describe("ada's newsletter", () => {
  it('subscribes by email, confirms, receives the next story, and unsubscribes in one click', async () => {
    const before = Date.now() - 1;
    const phone = await browser({ viewport: { width: 390, height: 844 } });
    await phone.page.goto('/@ada/subscribe');
    await phone.page.getByRole('heading', { name: 'Get an email whenever Ada Lovelace publishes' }).waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'newsletter-subscribe-390.png'), fullPage: true });
    await phone.page.getByLabel('Your email').fill(READER);
    await phone.page.getByRole('button', { name: 'Subscribe' }).click();
    await phone.page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, 'newsletter-check-inbox-390.png'), fullPage: true });

    const confirmation = await latestEmail(dataDir, READER, before, 15_000);
    expect(confirmation.subject).toBe('Confirm your subscription to Ada Lovelace');
    const desktop = await browser({ viewport: { width: 1280, height: 900 } });
    await desktop.page.goto(new URL(linkFrom(confirmation, '/_/newsletters/confirm/')).pathname);
    if (SHOTS) await desktop.page.screenshot({ path: join(SHOTS, 'newsletter-confirm-1280.png') });
    await desktop.page.getByRole('button', { name: 'Confirm subscription' }).click();
    await desktop.page.getByRole('heading', { name: 'Your subscription to Ada Lovelace is confirmed.' }).waitFor();

    // ada publishes; the story comes by email.
    const published = Date.now() - 1;
    const ada = await browser();
    await ada.page.goto(await signInLink('ada@quire.test'));
    const body = { paragraphs: [{ name: 'a001', type: 'P', text: 'It might compose elaborate pieces of music.', markups: [] }], sections: [{ name: 'b001', startIndex: 0 }] };
    const { createPost } = await pageGraphQL<{ createPost: { id: string } }>(ada.page, 'mutation($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { ... on Post { id } } }', {
      title: TITLE,
      body: JSON.stringify(body),
    });
    const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string } }>(
      ada.page,
      'mutation($id: ID!) { publishPost(postId: $id, input: { tags: [], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }',
      { id: createPost.id },
    );
    expect(publishPost.__typename).toBe('Post');
    const story = await latestEmail(dataDir, READER, published, 30_000);
    expect(story.subject).toBe(TITLE);
    expect(story.text).toContain('It might compose elaborate pieces of music.');

    // One click from the email's link.
    await desktop.page.goto(new URL(linkFrom(story, '/_/newsletters/unsubscribe/')).pathname);
    await desktop.page.getByRole('heading', { name: 'Unsubscribe from Ada Lovelace?' }).waitFor();
    if (SHOTS) await desktop.page.screenshot({ path: join(SHOTS, 'newsletter-unsubscribe-1280.png') });
    await desktop.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await desktop.page.getByRole('heading', { name: /You're unsubscribed from Ada Lovelace/ }).waitFor();
    expect(query<{ status: string }>('select status from newsletter_subscribers where email = ?', READER)[0]?.status).toBe('unsubscribed');
  });

  it("lists a signed-in reader's newsletters at /me/newsletters, beside the profile's email button", async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const grace = await browser({ viewport });
      await grace.page.goto(await signInLink('grace@quire.test'));
      await grace.page.goto('/@ada');
      await grace.page.getByRole('button', { name: 'Get an email whenever Ada Lovelace publishes', pressed: true }).waitFor();
      if (SHOTS) await grace.page.screenshot({ path: join(SHOTS, `newsletter-profile-${viewport.width}.png`) });
      await grace.page.goto('/me/newsletters');
      await grace.page.getByRole('heading', { name: 'Your newsletters' }).waitFor();
      await grace.page.getByText('Ada Lovelace').waitFor();
      if (SHOTS) await grace.page.screenshot({ path: join(SHOTS, `newsletter-mine-${viewport.width}.png`) });
    }
  });
});
