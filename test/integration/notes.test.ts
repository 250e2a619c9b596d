import { getNamedType, isObjectType, isUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/server/graphql/schema';
import { SIGN_IN_FIRST } from '../../src/server/security';
import { NOTE_LIMITS, NOTE_MESSAGES, NOTE_RATE_LIMITS } from '../../src/shared/validation/notes';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const clock = testClock(Date.UTC(2026, 10, 20, 12));
const events: { name: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  for (const name of ['note.created', 'note.replied', 'note.dismissed', 'note.reported'] as const) {
    t.deps.bus.subscribe(name, 'notes-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const REFUSAL = `__typename
  ... on BadRequest { message }
  ... on Forbidden { message }
  ... on NotFound { message }
  ... on TooManyRequests { message }`;
const NOTE_FIELDS = `id anchor author { id } content createdAt postId postVersion selectionStartOffset selectionEndOffset isDismissed isReportedByViewer url
  replies { id noteId postId author { id } content createdAt isReportedByViewer }`;

const CREATE = `mutation($post: ID!, $version: Int!, $para: String!, $content: String!, $start: Int!, $end: Int!) {
  createNote(targetPostId: $post, targetPostVersion: $version, targetParagraphName: $para, noteContent: $content, selectionStartOffset: $start, selectionEndOffset: $end) {
    ${REFUSAL} ... on Note { ${NOTE_FIELDS} }
  }
}`;
const REPLY = `mutation($post: ID!, $note: ID!, $content: String!) {
  createNoteReply(targetPostId: $post, targetNoteId: $note, replyContent: $content) {
    ${REFUSAL} ... on NoteReply { id noteId author { id } content note { id replies { id content } } }
  }
}`;
const DELETE = `mutation($post: ID!, $note: ID!) { deleteNote(targetPostId: $post, targetNoteId: $note) { ${REFUSAL} ... on NoteRemoval { noteId postId post { id privateNotes { id } } } } }`;
const DISMISS = `mutation($post: ID!, $note: ID!) { dismissNote(targetPostId: $post, targetNoteId: $note) { ${REFUSAL} ... on NoteRemoval { noteId post { id privateNotes { id } } } } }`;
const DELETE_REPLY = `mutation($post: ID!, $note: ID!, $reply: ID!) {
  deleteNoteReply(targetPostId: $post, targetNoteId: $note, targetReplyId: $reply) { ${REFUSAL} ... on NoteReplyRemoval { replyId noteId note { id replies { id } } } }
}`;
const REPORT = `mutation($note: ID!) { reportNote(targetNoteId: $note) { ${REFUSAL} ... on Note { id isReportedByViewer } } }`;
const REPORT_REPLY = `mutation($reply: ID!) { reportNoteReply(targetNoteReplyId: $reply) { ${REFUSAL} ... on NoteReply { id isReportedByViewer } } }`;
const POST_NOTES = `query PostNotes($id: ID!) { post(id: $id) { id privateNoteCount privateNotes { ${NOTE_FIELDS} } } }`;

const TEXT = 'Curiosity is a habit you keep by feeding it.';

async function story(options: Parameters<typeof createPost>[2] = {}) {
  const author = await createUser(t.deps.db, { name: 'Mary Shelley' });
  const post = await createPost(t.deps.db, author.id, { body: { paragraphs: paragraphs(TEXT, 'Second thought.'), sections: [] }, ...options });
  return { author, post };
}

function noteVars(postId: string, overrides: Record<string, unknown> = {}) {
  return { post: postId, version: 1, para: 'p000', content: 'This line stayed with me.', start: 0, end: 9, ...overrides };
}

async function scene(options: Parameters<typeof createPost>[2] = {}) {
  const { author, post } = await story(options);
  const reader = await createUser(t.deps.db, { name: 'Percy Reader' });
  const authorGql = await as(author.id);
  const readerGql = await as(reader.id);
  const created = await readerGql(CREATE, noteVars(post.id));
  expect(created.data?.createNote.__typename).toBe('Note');
  return { author, post, reader, authorGql, readerGql, note: created.data!.createNote };
}

function eventsFor(name: string, match: Record<string, unknown>) {
  return events.filter((e) => e.name === name && Object.entries(match).every(([k, v]) => e.payload[k] === v));
}

describe('creating notes', () => {
  it('creates a note on a passage, for its writer and the story’s author alone, and tells the author', async () => {
    const { author, post, reader, authorGql, readerGql, note } = await scene();
    expect(note).toMatchObject({
      anchor: 'p000',
      author: { id: reader.id },
      content: 'This line stayed with me.',
      createdAt: clock.now(),
      postId: post.id,
      postVersion: 1,
      selectionStartOffset: 0,
      selectionEndOffset: 9,
      isDismissed: false,
      isReportedByViewer: false,
      replies: [],
    });
    expect(note.url).toMatch(new RegExp(`/p/${post.id}#p000-${note.id}$|-${post.id}#p000-${note.id}$`));

    for (const gql of [readerGql, authorGql]) {
      const read = await gql(POST_NOTES, { id: post.id });
      expect(read.data?.post).toMatchObject({ privateNoteCount: 1, privateNotes: [{ id: note.id }] });
    }
    await t.jobsSettled();
    expect(eventsFor('note.created', { actorId: reader.id, noteId: note.id, postId: post.id, postCreatorId: author.id })).toHaveLength(1);
  });

  it('trims the note and enforces 400 characters, counting characters rather than code units', async () => {
    const { post } = await story();
    const reader = await as((await createUser(t.deps.db)).id);
    const empty = await reader(CREATE, noteVars(post.id, { content: '   ' }));
    expect(empty.data?.createNote).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.contentRequired });
    const over = await reader(CREATE, noteVars(post.id, { content: 'x'.repeat(NOTE_LIMITS.note.max + 1) }));
    expect(over.data?.createNote).toEqual({ __typename: 'BadRequest', message: 'A note can be at most 400 characters.' });
    const emoji = await reader(CREATE, noteVars(post.id, { content: `  ${'🌿'.repeat(NOTE_LIMITS.note.max)}  ` }));
    expect(emoji.data?.createNote).toMatchObject({ __typename: 'Note', content: '🌿'.repeat(400) });
  });

  it('refuses a passage outside the paragraph, an unknown paragraph and an old version', async () => {
    const { post } = await story();
    const reader = await as((await createUser(t.deps.db)).id);
    for (const overrides of [{ end: TEXT.length + 1 }, { start: 5, end: 5 }, { start: -1 }, { para: 'nope' }]) {
      expect((await reader(CREATE, noteVars(post.id, overrides))).data?.createNote).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.badPassage });
    }
    expect((await reader(CREATE, noteVars(post.id, { version: 2 }))).data?.createNote).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.staleVersion });
  });

  it('needs a signed-in reader, a story that exists and is published, and not the author’s own', async () => {
    const { author, post } = await story();
    const signedOut = await anonymous(CREATE, noteVars(post.id));
    expect(signedOut.errors?.[0]?.message).toBe(NOTE_MESSAGES.signInFirst);
    const own = await (await as(author.id))(CREATE, noteVars(post.id));
    expect(own.data?.createNote).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.ownStory });
    const reader = await as((await createUser(t.deps.db)).id);
    expect((await reader(CREATE, noteVars('ffffffffffff'))).data?.createNote.__typename).toBe('NotFound');
    const draft = await createPost(t.deps.db, author.id, { published: false });
    expect((await reader(CREATE, noteVars(draft.id))).data?.createNote.__typename).toBe('NotFound');
  });

  it('refuses when the author turned notes off in settings, and takes them again once turned back on', async () => {
    const { author, post } = await story();
    const authorGql = await as(author.id);
    const SET = `mutation($allow: Boolean!) { updateAllowNotes(allowNotes: $allow) { id allowNotes } }`;
    expect((await anonymous(SET, { allow: false })).errors?.[0]?.message).toBe(SIGN_IN_FIRST);
    expect((await authorGql(SET, { allow: false })).data?.updateAllowNotes).toEqual({ id: author.id, allowNotes: false });
    const reader = await as((await createUser(t.deps.db)).id);
    expect((await reader(CREATE, noteVars(post.id))).data?.createNote).toEqual({ __typename: 'Forbidden', message: 'Mary Shelley does not accept private notes.' });
    await authorGql(SET, { allow: true });
    expect((await reader(CREATE, noteVars(post.id))).data?.createNote.__typename).toBe('Note');
  });

  it('refuses blocked readers both ways', async () => {
    const { author, post } = await story();
    const reader = await createUser(t.deps.db);
    const authorGql = await as(author.id);
    const readerGql = await as(reader.id);
    const BLOCK = `mutation($u: ID!, $t: ID!) { blockUser(userId: $u, targetUserId: $t) { __typename } }`;
    await authorGql(BLOCK, { u: author.id, t: reader.id });
    expect((await readerGql(CREATE, noteVars(post.id))).data?.createNote).toEqual({ __typename: 'Forbidden', message: NOTE_MESSAGES.blocked });
    await authorGql(`mutation($u: ID!, $t: ID!) { unblockUser(userId: $u, targetUserId: $t) { __typename } }`, { u: author.id, t: reader.id });
    await readerGql(BLOCK, { u: reader.id, t: author.id });
    expect((await readerGql(CREATE, noteVars(post.id))).data?.createNote).toEqual({ __typename: 'Forbidden', message: NOTE_MESSAGES.blocked });
  });

  it('on a members-only story, only readers of the whole text may leave notes', async () => {
    const { post } = await story({ visibility: 'LOCKED' });
    const nonMember = await as((await createUser(t.deps.db)).id);
    expect((await nonMember(CREATE, noteVars(post.id))).data?.createNote).toEqual({ __typename: 'Forbidden', message: NOTE_MESSAGES.lockedStory });
    const member = await as((await createUser(t.deps.db, { member: true })).id);
    expect((await member(CREATE, noteVars(post.id))).data?.createNote.__typename).toBe('Note');
  });

  it('limits notes and replies per account', async () => {
    const { post } = await story();
    const reader = await as((await createUser(t.deps.db)).id);
    const perMinute = NOTE_RATE_LIMITS.write[0]!.limit;
    for (let i = 0; i < perMinute; i++) expect((await reader(CREATE, noteVars(post.id))).data?.createNote.__typename).toBe('Note');
    expect((await reader(CREATE, noteVars(post.id))).data?.createNote).toEqual({ __typename: 'TooManyRequests', message: NOTE_MESSAGES.tooMany });
    // Another account is counted apart.
    const other = await as((await createUser(t.deps.db)).id);
    expect((await other(CREATE, noteVars(post.id))).data?.createNote.__typename).toBe('Note');
    clock.advance(2 * 60_000);
    expect((await reader(CREATE, noteVars(post.id))).data?.createNote.__typename).toBe('Note');
  });
});

describe('the privacy rule', () => {
  it('nobody but the writer and the author reads a note, by any query', async () => {
    const collectionOwner = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const collection = await createCollection(t.deps.db, collectionOwner.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const { post, note, reader, authorGql, readerGql } = await scene({ collectionId: collection.id });
    const reply = await authorGql(REPLY, { post: post.id, note: note.id, content: 'Thank you.' });
    const replyId = reply.data?.createNoteReply.id as string;
    const staff = await createUser(t.deps.db);
    await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
    const outsiders: [string, Gql][] = [
      ['signed out', anonymous],
      ['another reader', await as((await createUser(t.deps.db, { member: true })).id)],
      ['a publication editor', await as(editor.id)],
      ['the publication’s owner', await as(collectionOwner.id)],
      ['staff', await as(staff.id)],
    ];
    const FEED = `{ latestPostsConnection(paging: { limit: 50 }) { posts { id privateNoteCount privateNotes { id } } } }`;
    const RESULT = `query($id: ID!) { postResult(id: $id) { ... on Post { id privateNoteCount privateNotes { id content } } } }`;
    for (const [who, gql] of outsiders) {
      expect((await gql(POST_NOTES, { id: post.id })).data?.post, who).toEqual({ id: post.id, privateNoteCount: 0, privateNotes: [] });
      expect((await gql(RESULT, { id: post.id })).data?.postResult, who).toEqual({ id: post.id, privateNoteCount: 0, privateNotes: [] });
      const feed = (await gql(FEED)).data?.latestPostsConnection.posts as { id: string; privateNotes: unknown[] }[];
      expect(feed.find((p) => p.id === post.id), who).toEqual({ id: post.id, privateNoteCount: 0, privateNotes: [] });
      // Acting on the note by id answers as if it did not exist.
      if (gql === anonymous) continue;
      expect((await gql(REPORT, { note: note.id })).data?.reportNote, who).toEqual({ __typename: 'NotFound', message: NOTE_MESSAGES.noteNotFound });
      expect((await gql(REPORT_REPLY, { reply: replyId })).data?.reportNoteReply, who).toEqual({ __typename: 'NotFound', message: NOTE_MESSAGES.replyNotFound });
      expect((await gql(REPLY, { post: post.id, note: note.id, content: 'Hi' })).data?.createNoteReply.__typename, who).toBe('NotFound');
      expect((await gql(DELETE, { post: post.id, note: note.id })).data?.deleteNote.__typename, who).toBe('NotFound');
      expect((await gql(DELETE_REPLY, { post: post.id, note: note.id, reply: replyId })).data?.deleteNoteReply.__typename, who).toBe('NotFound');
    }
    // The writer and the author still read it, with the reply.
    for (const gql of [readerGql, authorGql]) {
      expect((await gql(POST_NOTES, { id: post.id })).data?.post.privateNotes[0].replies).toEqual([
        expect.objectContaining({ id: replyId, content: 'Thank you.' }),
      ]);
    }
    expect(reader.id).toBeTruthy();
  });

  it('notes reach the API only through Post.privateNotes and the notes mutations', () => {
    const schema = buildSchema();
    const paths: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        const members = isUnionType(named) ? named.getTypes().map((m) => m.name) : [named.name];
        if (members.some((name) => name === 'Note' || name === 'NoteReply')) paths.push(`${type.name}.${field.name}`);
      }
    }
    expect(paths.sort()).toEqual(
      [
        'Mutation.createNote',
        'Mutation.createNoteReply',
        'Mutation.reportNote',
        'Mutation.reportNoteReply',
        'Note.replies',
        // Through the reader's own notifications, with the same rule (readableNote).
        'Notification.note',
        'Notification.noteReply',
        'NoteReply.note',
        'NoteReplyRemoval.note',
        'Post.privateNotes',
      ].sort(),
    );
  });

  it('each reader sees only their own notes on a story; the author sees them all', async () => {
    const { post, note, authorGql } = await scene();
    const second = await createUser(t.deps.db);
    const secondGql = await as(second.id);
    clock.advance(1000);
    const theirs = (await secondGql(CREATE, noteVars(post.id, { content: 'Mine alone.' }))).data?.createNote;
    expect((await secondGql(POST_NOTES, { id: post.id })).data?.post.privateNotes.map((n: { id: string }) => n.id)).toEqual([theirs.id]);
    expect((await authorGql(POST_NOTES, { id: post.id })).data?.post.privateNotes.map((n: { id: string }) => n.id)).toEqual([note.id, theirs.id]);
  });

  it('the author no longer sees notes from someone blocked either way', async () => {
    const { author, post, reader, authorGql } = await scene();
    await authorGql(`mutation($u: ID!, $t: ID!) { blockUser(userId: $u, targetUserId: $t) { __typename } }`, { u: author.id, t: reader.id });
    expect((await authorGql(POST_NOTES, { id: post.id })).data?.post).toMatchObject({ privateNoteCount: 0, privateNotes: [] });
  });
});

describe('replies', () => {
  it('the two people in the conversation reply, each told of the other’s reply', async () => {
    const { author, post, reader, authorGql, readerGql, note } = await scene();
    const fromAuthor = await authorGql(REPLY, { post: post.id, note: note.id, content: '  Glad it did.  ' });
    expect(fromAuthor.data?.createNoteReply).toMatchObject({ __typename: 'NoteReply', noteId: note.id, author: { id: author.id }, content: 'Glad it did.' });
    clock.advance(1000);
    const fromReader = await readerGql(REPLY, { post: post.id, note: note.id, content: 'More, please.' });
    expect(fromReader.data?.createNoteReply.note.replies.map((r: { content: string }) => r.content)).toEqual(['Glad it did.', 'More, please.']);
    await t.jobsSettled();
    expect(eventsFor('note.replied', { actorId: author.id, noteId: note.id, recipientId: reader.id, postId: post.id })).toHaveLength(1);
    expect(eventsFor('note.replied', { actorId: reader.id, noteId: note.id, recipientId: author.id })).toHaveLength(1);
  });

  it('enforces 200 characters and a non-empty reply, and refuses a note of another story', async () => {
    const { post, authorGql, note } = await scene();
    expect((await authorGql(REPLY, { post: post.id, note: note.id, content: ' ' })).data?.createNoteReply).toEqual({
      __typename: 'BadRequest',
      message: NOTE_MESSAGES.replyRequired,
    });
    expect((await authorGql(REPLY, { post: post.id, note: note.id, content: 'y'.repeat(NOTE_LIMITS.reply.max + 1) })).data?.createNoteReply).toEqual({
      __typename: 'BadRequest',
      message: 'A reply can be at most 200 characters.',
    });
    expect((await authorGql(REPLY, { post: post.id, note: note.id, content: 'y'.repeat(NOTE_LIMITS.reply.max) })).data?.createNoteReply.__typename).toBe('NoteReply');
    expect((await authorGql(REPLY, { post: 'ffffffffffff', note: note.id, content: 'Hi' })).data?.createNoteReply.__typename).toBe('NotFound');
  });

  it('deletes a reply by its writer only, with the reply’s toast-worthy answer', async () => {
    const { post, authorGql, readerGql, note } = await scene();
    const reply = (await authorGql(REPLY, { post: post.id, note: note.id, content: 'Noted.' })).data?.createNoteReply;
    const byOther = await readerGql(DELETE_REPLY, { post: post.id, note: note.id, reply: reply.id });
    expect(byOther.data?.deleteNoteReply).toEqual({ __typename: 'Forbidden', message: NOTE_MESSAGES.notYourReply });
    const deleted = await authorGql(DELETE_REPLY, { post: post.id, note: note.id, reply: reply.id });
    expect(deleted.data?.deleteNoteReply).toEqual({ __typename: 'NoteReplyRemoval', replyId: reply.id, noteId: note.id, note: { id: note.id, replies: [] } });
    expect((await authorGql(DELETE_REPLY, { post: post.id, note: note.id, reply: reply.id })).data?.deleteNoteReply.__typename).toBe('NotFound');
  });
});

describe('deleting and dismissing', () => {
  it('deletes a note, with its replies, by its writer only', async () => {
    const { post, authorGql, readerGql, note } = await scene();
    await authorGql(REPLY, { post: post.id, note: note.id, content: 'Thanks!' });
    expect((await authorGql(DELETE, { post: post.id, note: note.id })).data?.deleteNote).toEqual({ __typename: 'Forbidden', message: NOTE_MESSAGES.notYourNote });
    const deleted = await readerGql(DELETE, { post: post.id, note: note.id });
    expect(deleted.data?.deleteNote).toEqual({ __typename: 'NoteRemoval', noteId: note.id, postId: post.id, post: { id: post.id, privateNotes: [] } });
    expect((await authorGql(POST_NOTES, { id: post.id })).data?.post.privateNotes).toEqual([]);
    const left = await t.deps.db.selectFrom('note_replies').select('id').where('note_id', '=', note.id).execute();
    expect(left).toEqual([]);
  });

  it('dismisses by the author or a publication editor: gone for the author, kept (marked) for its writer, closed to replies', async () => {
    const editor = await createUser(t.deps.db);
    const owner = await createUser(t.deps.db);
    const collection = await createCollection(t.deps.db, owner.id, [{ userId: editor.id, role: 'EDITOR' }]);
    const first = await scene({ collectionId: collection.id });
    const editorGql = await as(editor.id);

    expect((await first.readerGql(DISMISS, { post: first.post.id, note: first.note.id })).data?.dismissNote).toEqual({
      __typename: 'Forbidden',
      message: NOTE_MESSAGES.dismissForbidden,
    });
    const dismissed = await editorGql(DISMISS, { post: first.post.id, note: first.note.id });
    // The editor's answer carries no note: editors dismiss without reading.
    expect(dismissed.data?.dismissNote).toEqual({ __typename: 'NoteRemoval', noteId: first.note.id, post: { id: first.post.id, privateNotes: [] } });
    expect((await first.authorGql(POST_NOTES, { id: first.post.id })).data?.post.privateNotes).toEqual([]);
    const writerView = (await first.readerGql(POST_NOTES, { id: first.post.id })).data?.post.privateNotes;
    expect(writerView).toEqual([expect.objectContaining({ id: first.note.id, isDismissed: true })]);
    expect((await first.readerGql(REPLY, { post: first.post.id, note: first.note.id, content: 'Hello?' })).data?.createNoteReply).toEqual({
      __typename: 'BadRequest',
      message: NOTE_MESSAGES.dismissedNote,
    });
    await t.jobsSettled();
    expect(eventsFor('note.dismissed', { noteId: first.note.id, actorId: editor.id })).toHaveLength(1);

    const second = await scene();
    const byAuthor = await second.authorGql(DISMISS, { post: second.post.id, note: second.note.id });
    expect(byAuthor.data?.dismissNote).toMatchObject({ __typename: 'NoteRemoval', post: { privateNotes: [] } });
    // Dismissing again changes nothing and still answers.
    expect((await second.authorGql(DISMISS, { post: second.post.id, note: second.note.id })).data?.dismissNote.__typename).toBe('NoteRemoval');
    // Another story's editor cannot.
    expect((await editorGql(DISMISS, { post: second.post.id, note: second.note.id })).data?.dismissNote.__typename).toBe('NotFound');
  });
});

describe('reporting', () => {
  it('the author reports a note once; the writer reports a reply; nobody reports their own', async () => {
    const { post, author, reader, authorGql, readerGql, note } = await scene();
    expect((await readerGql(REPORT, { note: note.id })).data?.reportNote).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.reportOwnNote });
    for (let i = 0; i < 2; i++) {
      expect((await authorGql(REPORT, { note: note.id })).data?.reportNote).toEqual({ __typename: 'Note', id: note.id, isReportedByViewer: true });
    }
    expect((await authorGql(POST_NOTES, { id: post.id })).data?.post.privateNotes[0].isReportedByViewer).toBe(true);
    expect((await readerGql(POST_NOTES, { id: post.id })).data?.post.privateNotes[0].isReportedByViewer).toBe(false);

    const reply = (await authorGql(REPLY, { post: post.id, note: note.id, content: 'Rude.' })).data?.createNoteReply;
    expect((await authorGql(REPORT_REPLY, { reply: reply.id })).data?.reportNoteReply).toEqual({ __typename: 'BadRequest', message: NOTE_MESSAGES.reportOwnReply });
    expect((await readerGql(REPORT_REPLY, { reply: reply.id })).data?.reportNoteReply).toEqual({ __typename: 'NoteReply', id: reply.id, isReportedByViewer: true });
    await t.jobsSettled();
    expect(eventsFor('note.reported', { actorId: author.id, targetId: note.id, kind: 'note', reportedUserId: reader.id })).toHaveLength(1);
    expect(eventsFor('note.reported', { actorId: reader.id, targetId: reply.id, kind: 'reply', reportedUserId: author.id })).toHaveLength(1);
  });

  it('limits reports per account', async () => {
    const { authorGql, note } = await scene();
    const limit = NOTE_RATE_LIMITS.report[0]!.limit;
    for (let i = 0; i < limit; i++) expect((await authorGql(REPORT, { note: note.id })).data?.reportNote.__typename).toBe('Note');
    expect((await authorGql(REPORT, { note: note.id })).data?.reportNote.__typename).toBe('TooManyRequests');
  });
});

describe('guards', () => {
  it('every note mutation refuses signed-out callers', async () => {
    const { post, note } = await scene();
    const calls: [string, Record<string, unknown>][] = [
      [DELETE, { post: post.id, note: note.id }],
      [DISMISS, { post: post.id, note: note.id }],
      [REPLY, { post: post.id, note: note.id, content: 'x' }],
      [DELETE_REPLY, { post: post.id, note: note.id, reply: 'ffffffffffff' }],
      [REPORT, { note: note.id }],
      [REPORT_REPLY, { reply: 'ffffffffffff' }],
    ];
    for (const [query, variables] of calls) {
      const answer = await anonymous(query, variables);
      expect(answer.errors?.[0]?.message).toBe(NOTE_MESSAGES.signInFirst);
      expect(answer.data ?? null).toBeNull();
    }
  });
});
