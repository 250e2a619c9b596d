import { describe, expect, it } from 'vitest';
import { baseUrl, pageGraphQL, signInLink, trackedBrowsers } from '../e2e/browser';
import { headerOf, linkIn } from '../support/smtp';
import { query, scriptEnv, waitForMail } from './server';

/**
 * The newsletters' "Done when" on PostgreSQL, with jobs on BullMQ and email over real SMTP: a signed-out reader
 * subscribes to ada's newsletter by email, confirms through the emailed link, receives her next story by email,
 * and unsubscribes with one click: by the List-Unsubscribe header (RFC 8058) at 1280 px, by the email's
 * visible link at 390 px.
 */
const { open: browser } = trackedBrowsers();

const RUNS = [
  { width: 1280, height: 900, reader: 'pg.reader.desktop@example.com', title: 'The engine weaves algebraic patterns', unsubscribe: 'one-click header' },
  { width: 390, height: 844, reader: 'pg.reader.phone@example.com', title: 'Numbers the engine could arrange', unsubscribe: 'visible link' },
] as const;

async function subscriberStatus(email: string): Promise<string | undefined> {
  return (await query<{ status: string }>('select status from newsletter_subscribers where email = $1', email))[0]?.status;
}

describe("ada's newsletter on PostgreSQL, BullMQ and SMTP", () => {
  for (const run of RUNS) {
    it(`at ${run.width} px: subscribes by email, confirms, receives the next story over SMTP, and unsubscribes by the ${run.unsubscribe}`, async () => {
      const viewport = { width: run.width, height: run.height };
      const reader = await browser({ viewport });
      await reader.page.goto('/@ada/subscribe');
      await reader.page.getByRole('heading', { name: 'Get an email whenever Ada Lovelace publishes' }).waitFor();
      await reader.page.getByLabel('Your email').fill(run.reader);
      await reader.page.getByRole('button', { name: 'Subscribe' }).click();
      await reader.page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

      const confirmation = await waitForMail(run.reader, (mail) => mail.subject === 'Confirm your subscription to Ada Lovelace', 60_000);
      await reader.page.goto(linkIn(confirmation, '/_/newsletters/confirm/'));
      await reader.page.getByRole('button', { name: 'Confirm subscription' }).click();
      await reader.page.getByRole('heading', { name: 'Your subscription to Ada Lovelace is confirmed.' }).waitFor();

      // ada publishes; the story reaches the reader through the queue and the SMTP server.
      const ada = await browser({ viewport });
      await ada.page.goto(await signInLink('ada@quire.test', scriptEnv()));
      const text = `Run ${run.width}: it might compose elaborate pieces of music.`;
      const body = { paragraphs: [{ name: 'a001', type: 'P', text, markups: [] }], sections: [{ name: 'b001', startIndex: 0 }] };
      const { createPost } = await pageGraphQL<{ createPost: { id: string } }>(ada.page, 'mutation($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { ... on Post { id } } }', {
        title: run.title,
        body: JSON.stringify(body),
      });
      const { publishPost } = await pageGraphQL<{ publishPost: { __typename: string } }>(
        ada.page,
        'mutation($id: ID!) { publishPost(postId: $id, input: { tags: [], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }',
        { id: createPost.id },
      );
      expect(publishPost.__typename).toBe('Post');
      const story = await waitForMail(run.reader, (mail) => mail.subject === run.title, 120_000);
      expect(story.text).toContain(text);
      const listUnsubscribe = headerOf(story, 'List-Unsubscribe');
      expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/_\/newsletters\/unsubscribe\/[^>]+>$/);
      expect(headerOf(story, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(await subscriberStatus(run.reader)).not.toBe('unsubscribed');
      // The jobs ran on BullMQ: the database runner marks its jobs done, the relay to the queue marks them relayed.
      const statuses = (await query<{ status: string }>('select distinct status from jobs')).map((row) => row.status);
      expect(statuses).toContain('relayed');
      expect(statuses).not.toContain('done');

      if (run.unsubscribe === 'one-click header') {
        // What a mail client does with the header (RFC 8058): a POST, no page, no cookie.
        const url = /^<([^>]+)>$/.exec(listUnsubscribe!)![1]!;
        expect(new URL(url).origin).toBe(baseUrl);
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status).toBe(200);
      } else {
        await reader.page.goto(linkIn(story, '/_/newsletters/unsubscribe/'));
        await reader.page.getByRole('heading', { name: 'Unsubscribe from Ada Lovelace?' }).waitFor();
        await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await reader.page.getByRole('heading', { name: /You're unsubscribed from Ada Lovelace/ }).waitFor();
      }
      expect(await subscriberStatus(run.reader)).toBe('unsubscribed');
    });
  }
});
