import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids';
import { systemContext } from '../../src/server/core';
import { enqueueDueDigest } from '../../src/server/modules/email/digest';
import { notify } from '../../src/server/modules/notifications';
import { createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

/**
 * What notification emails say and where they lead, through the real app: the note, reply, response or
 * highlight quoted whole when short (cut at a word when long), the button to that exact thing, the actor's
 * avatar, and the responsive HTML (viewport, logo and images as absolute addresses).
 */
const HOUR = 60 * 60_000;
const clock = testClock(Date.UTC(2026, 2, 2, 10, 0, 0));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}, { now: clock.now });
});
afterAll(() => t?.close());

async function gqlAs(userId: string) {
  const session = await t.signIn(userId);
  return <T = Record<string, { __typename: string; id: string }>>(query: string, variables: Record<string, unknown>) => t.graphql<T>(query, variables, session);
}

/** The newest email to an address, once every job has run. */
async function lastEmailTo(address: string) {
  await t.jobsSettled();
  const row = await t.deps.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`No email to ${address}`);
  return { subject: row.subject, text: row.text_body, html: row.html_body };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const CREATE_NOTE = `mutation($post: ID!, $content: String!) {
  createNote(targetPostId: $post, targetPostVersion: 1, targetParagraphName: "p000", noteContent: $content, selectionStartOffset: 0, selectionEndOffset: 9) {
    __typename ... on Note { id } ... on BadRequest { message }
  }
}`;
const REPLY = `mutation($post: ID!, $note: ID!, $content: String!) {
  createNoteReply(targetPostId: $post, targetNoteId: $note, replyContent: $content) { __typename ... on NoteReply { id } ... on BadRequest { message } }
}`;
const HIGHLIGHT = `mutation($post: ID!) {
  createQuote(targetPostId: $post, targetPostVersionId: "1", targetParagraphNames: ["p001"], startOffset: 0, endOffset: 39) { __typename ... on Quote { id } }
}`;
const SET_MODE = `mutation($category: String!, $mode: NotificationEmailMode!) { updateNotificationEmailSetting(category: $category, mode: $mode) { __typename } }`;

/** A 52-character note: the notifications feed cuts it at 50, an email quotes it whole. */
const NOTE = 'This line about tides made me call my grandmother!!!';
const SECOND = 'Sailors learned to read the tide long before anyone could explain it.';

async function scene() {
  const author = await createUser(t.deps.db, { name: 'Rachel Carson' });
  const reader = await createUser(t.deps.db, { name: 'Ada Lovelace' });
  const post = await createPost(t.deps.db, author.id, { title: 'The sea around us', body: { paragraphs: paragraphs('The sea keeps time by the Moon.', SECOND), sections: [] } });
  return { author, reader, post };
}

describe('the private-note email', () => {
  it('quotes a 52-character note whole and leads to the note itself, with the writer’s avatar', async () => {
    expect(Array.from(NOTE)).toHaveLength(52);
    const { author, reader, post } = await scene();
    const imageId = newId();
    await t.deps.db
      .insertInto('images')
      .values({ id: imageId, creator_id: reader.id, mime: 'image/jpeg', width: 400, height: 400, bytes: 1, storage_key: imageId, created_at: clock.now() })
      .execute();
    await t.deps.db.updateTable('users').set({ image_id: imageId }).where('id', '=', reader.id).execute();
    const created = await (await gqlAs(reader.id))(CREATE_NOTE, { post: post.id, content: NOTE });
    expect(created.data?.createNote?.__typename).toBe('Note');
    const noteId = created.data!.createNote!.id;

    const email = await lastEmailTo(author.email);
    const noteUrl = `${t.config.publicUrl}/p/${post.id}#p000-${noteId}`;
    expect(email.subject).toBe('Ada Lovelace left a private note on The sea around us');
    expect(email.text).toContain('Ada Lovelace left a private note on The sea around us:');
    expect(email.text).toContain(`“${NOTE}”`);
    expect(email.text.split('\n')).toContain(`Read the note: ${noteUrl}`);
    expect(email.html).toContain(`>${NOTE}</p>`);
    expect(email.html).toContain(`href="${escaped(noteUrl)}"`);
    // The writer's picture and the logo, as addresses a mail app can load.
    expect(email.html).toContain(`src="${t.config.publicUrl}/media/${imageId}?w=400"`);
    expect(email.html).toContain(`src="${t.config.publicUrl}/email-logo.png"`);
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(email.html).not.toMatch(/src="\//);
  });

  it('quotes the reply to a note and leads to the note’s thread', async () => {
    const { author, reader, post } = await scene();
    const created = await (await gqlAs(reader.id))(CREATE_NOTE, { post: post.id, content: NOTE });
    const noteId = created.data!.createNote!.id;
    const reply = 'Thank you, it was written for her.';
    const replied = await (await gqlAs(author.id))(REPLY, { post: post.id, note: noteId, content: reply });
    expect(replied.data?.createNoteReply?.__typename).toBe('NoteReply');

    const email = await lastEmailTo(reader.email);
    expect(email.text).toContain(`“${reply}”`);
    expect(email.text.split('\n')).toContain(`Read the reply: ${t.config.publicUrl}/p/${post.id}#p000-${noteId}`);
    // No picture: the initial stands in.
    expect(email.html).toMatch(/aria-hidden="true"[^>]*>R<\/div>/);
  });
});

describe('the response email', () => {
  it('cuts a long response at a word with an ellipsis and leads to the response’s own page', async () => {
    const { author, reader, post } = await scene();
    const words = 'Tides are the longest waves on Earth, and every coast hears them differently. '.repeat(6).trim();
    const response = await createPost(t.deps.db, reader.id, { title: '', body: { paragraphs: paragraphs(words), sections: [] } });
    await t.deps.db.updateTable('posts').set({ is_response: 1, in_response_to_post_id: post.id }).where('id', '=', response.id).execute();
    await notify(
      systemContext(t.deps),
      { recipientId: author.id, type: 'response_created', actorId: reader.id, dedupeKey: `r:${response.id}`, target: { postId: post.id, responsePostId: response.id }, occurredAt: clock.now() },
    );

    const email = await lastEmailTo(author.email);
    const quoted = /“([^”]+)”/.exec(email.text)?.[1] ?? '';
    // Cut after a whole word (what follows in the response is a space or punctuation), under 280 characters.
    expect(quoted).toMatch(/\w…$/);
    const kept = quoted.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toMatch(/[\s,.]/);
    expect(Array.from(kept).length).toBeLessThanOrEqual(280);
    expect(Array.from(kept).length).toBeGreaterThan(250);
    expect(email.text.split('\n')).toContain(`Read the response: ${t.config.publicUrl}/p/${response.id}`);
  });
});

describe('the highlight email', () => {
  it('quotes the highlighted words and leads to the highlighted paragraph', async () => {
    const { author, reader, post } = await scene();
    await (await gqlAs(author.id))(SET_MODE, { category: 'recommendations', mode: 'instant' });
    const highlighted = await (await gqlAs(reader.id))(HIGHLIGHT, { post: post.id });
    expect(highlighted.data?.createQuote?.__typename).toBe('Quote');

    const email = await lastEmailTo(author.email);
    expect(email.text).toContain(`“${SECOND.slice(0, 39)}”`);
    expect(email.text.split('\n')).toContain(`See the highlight: ${t.config.publicUrl}/p/${post.id}#p001`);
  });
});

describe('the daily digest', () => {
  it('quotes each note whole, with each actor’s avatar', async () => {
    const { author, reader, post } = await scene();
    await (await gqlAs(author.id))(SET_MODE, { category: 'notes', mode: 'daily' });
    await (await gqlAs(reader.id))(CREATE_NOTE, { post: post.id, content: NOTE });
    await t.jobsSettled();
    clock.advance(24 * HOUR);
    await enqueueDueDigest(systemContext(t.deps));

    const email = await lastEmailTo(author.email);
    expect(email.subject).toMatch(/daily digest/);
    expect(email.text).toContain(`• Ada Lovelace left a private note on The sea around us: “${NOTE}”`);
    expect(email.html).toMatch(/aria-hidden="true"[^>]*>A<\/div>/);
  });
});
