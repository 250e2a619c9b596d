import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getNamedType, isObjectType, isUnionType, parse } from 'graphql';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESPONSE_ACTIVITY_TYPES, type ActivityType } from '../../src/shared/notifications';
import { systemContext, withTransaction } from '../../src/server/core';
import { newId } from '../../src/server/db/ids';
import { operationCost } from '../../src/server/graphql/cost';
import { buildSchema } from '../../src/server/graphql/schema';
import { insertCatalog } from '../../src/server/modules/catalogs';
import { insertNote, insertReply } from '../../src/server/modules/notes';
import { notify, type NotificationTarget, type NotifyInput } from '../../src/server/modules/notifications';
import { feedPageQuery } from '../../src/server/modules/notifications/notifications.repo';
import { insertBlock, insertUserMute } from '../../src/server/modules/relations';
import { createHighlight, createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const postgres = () => !t.config.databaseUrl.startsWith('sqlite:');

const STATUS = `{ notificationStatus { unreadNotificationCount } }`;
const FEED = `query($paging: PagingOptions, $types: [String!]) {
  notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $types) {
    notifications {
      id notificationName notificationType actorCount occurredAt isUnread milestoneArg
      actor { id name username imageId bio }
      rollupItems { actor { id name } }
      post { id title } responsePost { id } collection { id } catalog { id name } quote { id text } note { id content } noteReply { id content }
    }
    pagingInfo { next { limit page source to } }
  }
}`;
const VIEWED = `mutation { updateActivityLastViewed {
  __typename
  ... on ActivityLastViewed { lastViewedAt notificationStatus { unreadNotificationCount } }
  ... on TooManyRequests { message }
} }`;

interface Row {
  id: string;
  notificationName: string;
  notificationType: string;
  actorCount: number;
  occurredAt: number;
  isUnread: boolean;
  milestoneArg: number | null;
  actor: { id: string; name: string } | null;
  rollupItems: { actor: { id: string } }[];
  post: { id: string; title: string } | null;
  responsePost: { id: string } | null;
  collection: { id: string } | null;
  catalog: { id: string; name: string } | null;
  quote: { id: string; text: string } | null;
  note: { id: string; content: string } | null;
  noteReply: { id: string; content: string } | null;
}
interface Feed {
  notifications: Row[];
  pagingInfo: { next: { limit: number; page: number | null; source: string | null; to: string } | null };
}

type Gql = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => ReturnType<TestApp['graphql']> & Promise<{ data?: T }>;

async function as(userId: string, app: TestApp = t): Promise<Gql> {
  const session = await app.signIn(userId);
  return ((query: string, variables?: Record<string, unknown>) => app.graphql(query, variables, session)) as Gql;
}

async function feed(gql: Gql, variables: { paging?: { limit?: number; to?: string }; types?: string[] } = {}): Promise<Feed> {
  const answer = await gql<{ notificationsConnectionByActivityTypes: Feed }>(FEED, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.notificationsConnectionByActivityTypes;
}

async function unread(gql: Gql): Promise<number> {
  return (await gql<{ notificationStatus: { unreadNotificationCount: number } }>(STATUS)).data!.notificationStatus.unreadNotificationCount;
}

let delivery = 0;
/** A delivery as a subscriber makes it: in a transaction of its own. */
const deliver = (input: NotifyInput) => withTransaction(systemContext(t.deps), (ctx) => notify(ctx, input));

/** A follow of the recipient, rolled up with other follows within a day, as a fresh event. */
function followed(recipientId: string, actorId: string, options: { at?: number; dedupeKey?: string } = {}) {
  return deliver({
    recipientId,
    type: 'users_following_you',
    actorId,
    dedupeKey: options.dedupeKey ?? `test-${++delivery}`,
    rollup: { key: 'users_following_you', windowMs: DAY },
    occurredAt: options.at ?? clock.now(),
  });
}

/** A row of its own (a response, a highlight…), as a fresh event. */
function single(recipientId: string, type: ActivityType, actorId: string | null, target: NotificationTarget = {}, options: { at?: number; dedupeKey?: string; milestoneArg?: number } = {}) {
  return deliver({
    recipientId,
    type,
    actorId,
    dedupeKey: options.dedupeKey ?? `test-${++delivery}`,
    target,
    milestoneArg: options.milestoneArg ?? null,
    occurredAt: options.at ?? clock.now(),
  });
}

describe('the bell and the feed', () => {
  it('counts nothing for a reader never notified, and answers null signed out', async () => {
    const reader = await createUser(t.deps.db);
    expect(await unread(await as(reader.id))).toBe(0);
    expect((await t.graphql(STATUS)).data).toEqual({ notificationStatus: null });
    expect(await feed(await as(reader.id))).toEqual({ notifications: [], pagingInfo: { next: null } });
  });

  it('rolls two follows into one unread row; a third after the reader looked makes it unread again, counted once', async () => {
    const [reader, first, second, third] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps.db)));
    const gql = await as(reader!.id);
    await followed(reader!.id, first!.id);
    clock.advance(1000);
    await followed(reader!.id, second!.id);
    expect(await unread(gql)).toBe(1);
    let [row, ...rest] = (await feed(gql)).notifications;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      notificationName: 'users_following_you_rollup',
      notificationType: 'users_following_you',
      actorCount: 2,
      isUnread: true,
      occurredAt: clock.now(),
      actor: { id: second!.id },
      rollupItems: [{ actor: { id: second!.id } }, { actor: { id: first!.id } }],
    });

    clock.advance(1000);
    const viewed = await gql(VIEWED);
    expect(viewed.data).toEqual({
      updateActivityLastViewed: { __typename: 'ActivityLastViewed', lastViewedAt: clock.now(), notificationStatus: { unreadNotificationCount: 0 } },
    });
    expect(await unread(gql)).toBe(0);
    expect((await feed(gql)).notifications[0]?.isUnread).toBe(false);

    clock.advance(1000);
    await followed(reader!.id, third!.id);
    expect(await unread(gql)).toBe(1);
    [row, ...rest] = (await feed(gql)).notifications;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ actorCount: 3, isUnread: true, actor: { id: third!.id } });
    expect(row!.rollupItems.map((item) => item.actor.id)).toEqual([third!.id, second!.id, first!.id]);
  });

  it('a single actor is named without the rollup suffix; a milestone has no actor', async () => {
    const [reader, actor] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const post = await createPost(t.deps.db, reader.id, { title: 'Counted' });
    await followed(reader.id, actor.id);
    clock.advance(1);
    await single(reader.id, 'post_clapped_milestone', null, { postId: post.id }, { milestoneArg: 100 });
    const rows = (await feed(await as(reader.id))).notifications;
    expect(rows.map((r) => [r.notificationName, r.actorCount, r.actor?.id ?? null, r.rollupItems.length, r.milestoneArg])).toEqual([
      ['post_clapped_milestone', 0, null, 0, 100],
      ['users_following_you', 1, actor.id, 1, null],
    ]);
    expect(rows[0]?.post).toEqual({ id: post.id, title: 'Counted' });
  });

  it('a second delivery of the same event adds nothing', async () => {
    const [reader, actor, other] = await Promise.all([1, 2, 3].map(() => createUser(t.deps.db)));
    const post = await createPost(t.deps.db, reader!.id);
    const first = await single(reader!.id, 'response_created', actor!.id, { postId: post.id }, { dedupeKey: 'event-a:reader' });
    expect(first).toMatchObject({ isNew: true });
    expect(await single(reader!.id, 'response_created', actor!.id, { postId: post.id }, { dedupeKey: 'event-a:reader' })).toBeNull();
    await followed(reader!.id, other!.id, { dedupeKey: 'event-b:reader' });
    expect(await followed(reader!.id, other!.id, { dedupeKey: 'event-b:reader' })).toBeNull();
    const gql = await as(reader!.id);
    expect(await unread(gql)).toBe(2);
    expect((await feed(gql)).notifications.map((r) => r.actorCount)).toEqual([1, 1]);
  });

  it('nothing reaches a reader from someone they mute or block, or who blocks them, or from themselves', async () => {
    const [reader, muted, blocked, blocker, friend] = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.deps.db)));
    await insertUserMute(t.deps.db, reader!.id, muted!.id, clock.now());
    await insertBlock(t.deps.db, reader!.id, blocked!.id, clock.now());
    await insertBlock(t.deps.db, blocker!.id, reader!.id, clock.now());
    for (const actor of [muted!, blocked!, blocker!, reader!]) expect(await followed(reader!.id, actor.id)).toBeNull();
    await followed(reader!.id, friend!.id);
    const gql = await as(reader!.id);
    expect((await feed(gql)).notifications.map((r) => r.rollupItems.map((i) => i.actor.id))).toEqual([[friend!.id]]);
    expect(await unread(gql)).toBe(1);
  });

  it('filters by activity type (the Responses tab), ignoring names it does not know', async () => {
    const [reader, actor] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const post = await createPost(t.deps.db, reader.id);
    const types: ActivityType[] = ['response_created', 'post_recommended', 'catalog_response_created', 'quote', 'response_created'];
    for (const type of types) {
      clock.advance(10);
      await single(reader.id, type, actor.id, { postId: post.id });
    }
    const gql = await as(reader.id);
    const names = async (filter?: string[]) => (await feed(gql, { types: filter })).notifications.map((r) => r.notificationType);
    expect(await names([...RESPONSE_ACTIVITY_TYPES])).toEqual(['response_created', 'catalog_response_created', 'response_created']);
    expect(await names(['quote', 'no_such_type'])).toEqual(['quote']);
    expect(await names(['no_such_type'])).toEqual([]);
    expect(await names([])).toEqual([...types].reverse());
    expect(await names()).toEqual([...types].reverse());
  });

  it('pages newest first with no duplicate or gap while new rows arrive, and says when there is no more', async () => {
    const [reader, actor] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const post = await createPost(t.deps.db, reader.id);
    const at = clock.now();
    // Several in the same millisecond: the id breaks the tie.
    for (let i = 0; i < 23; i++) await single(reader.id, i % 2 ? 'response_created' : 'quote', actor.id, { postId: post.id }, { at: at + Math.floor(i / 3) });
    const gql = await as(reader.id);
    const everything = (await feed(gql, { paging: { limit: 50 } })).notifications.map((r) => r.id);
    expect(everything).toHaveLength(23);

    const seen: string[] = [];
    let to: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await feed(gql, { paging: { limit: 10, ...(to ? { to } : {}) } });
      seen.push(...page.notifications.map((r) => r.id));
      sizes.push(page.notifications.length);
      // Someone keeps responding while the reader reads on: newer rows, never in the older pages.
      clock.advance(5);
      await single(reader.id, 'response_created', actor.id, { postId: post.id });
      if (!page.pagingInfo.next) break;
      expect(page.pagingInfo.next).toMatchObject({ limit: 10, page: null, source: null });
      to = page.pagingInfo.next.to;
    }
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(everything);

    // The Responses tab pages the same way.
    const responses = (await feed(gql, { types: ['response_created'], paging: { limit: 50 } })).notifications.map((r) => r.id);
    const paged: string[] = [];
    to = undefined;
    do {
      const page = await feed(gql, { types: ['response_created'], paging: { limit: 4, ...(to ? { to } : {}) } });
      paged.push(...page.notifications.map((r) => r.id));
      to = page.pagingInfo.next?.to;
    } while (to);
    expect(paged).toEqual(responses);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it('caps the page size and uses the default without a limit', async () => {
    const [reader, actor] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    for (let i = 0; i < 55; i++) await single(reader.id, 'quote', actor.id, {}, { at: clock.now() + i });
    const gql = await as(reader.id);
    expect((await feed(gql)).notifications).toHaveLength(20);
    const big = await feed(gql, { paging: { limit: 500 } });
    expect(big.notifications).toHaveLength(50);
    expect(big.pagingInfo.next?.limit).toBe(50);
  });

  it('updateActivityLastViewed sets the time from the app clock, and is rate limited per account', async () => {
    const [reader, other] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const gql = await as(reader.id);
    const answers: string[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await gql<{ updateActivityLastViewed: { __typename: string; lastViewedAt?: number; message?: string } }>(VIEWED);
      if (i === 0) expect(answer.data?.updateActivityLastViewed.lastViewedAt).toBe(clock.now());
      answers.push(answer.data!.updateActivityLastViewed.__typename);
    }
    expect(answers.slice(0, 30).every((name) => name === 'ActivityLastViewed')).toBe(true);
    expect(answers[30]).toBe('TooManyRequests');
    // Another reader is not held back by this one.
    expect((await (await as(other.id))(VIEWED)).data).toMatchObject({ updateActivityLastViewed: { __typename: 'ActivityLastViewed' } });
    expect((await t.graphql(VIEWED)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an event dated before the last look but landing after it still reads as unread and is counted', async () => {
    const [reader, actor] = await Promise.all([createUser(t.deps.db), createUser(t.deps.db)]);
    const post = await createPost(t.deps.db, reader.id);
    const gql = await as(reader.id);
    const eventAt = clock.now();
    clock.advance(1000);
    await gql(VIEWED);
    await single(reader.id, 'response_created', actor.id, { postId: post.id }, { at: eventAt });
    expect(await unread(gql)).toBe(1);
    expect((await feed(gql)).notifications.map((r) => r.isUnread)).toEqual([true]);
  });
});

describe('what a row names, as the reader may see it', () => {
  it('resolves each target through its own rules: gone, unpublished or private targets are null', async () => {
    const [reader, actor, stranger] = await Promise.all([1, 2, 3].map(() => createUser(t.deps.db)));
    const story = await createPost(t.deps.db, reader!.id, { title: 'Mine' });
    const deleted = await createPost(t.deps.db, reader!.id, { title: 'Gone', deleted: true });
    const draft = await createPost(t.deps.db, stranger!.id, { title: 'Not yet', published: false });
    const response = await createPost(t.deps.db, actor!.id, { title: 'A response' });
    const own = await insertCatalog(t.deps.db, { creatorId: reader!.id, name: 'Mine too', description: '', visibility: 'PUBLIC', slug: 'mine-too', now: clock.now() });
    const hidden = await insertCatalog(t.deps.db, { creatorId: stranger!.id, name: 'Secret', description: '', visibility: 'PRIVATE', slug: 'secret', now: clock.now() });
    const quoteId = await createHighlight(t.deps.db, { postId: story.id, userId: actor!.id, createdAt: clock.now() });
    const note = { id: newId(), postId: story.id, postVersion: 1, anchor: 'p000', authorId: actor!.id, content: 'A note for you.', selectionStart: 0, selectionEnd: 5, dismissedAt: null, createdAt: clock.now() };
    const strangersNote = { ...note, id: newId(), postId: draft.id, authorId: actor!.id, content: 'Not yours.' };
    await insertNote(t.deps.db, note);
    await insertNote(t.deps.db, strangersNote);
    const reply = { id: newId(), noteId: note.id, postId: story.id, authorId: actor!.id, content: 'And a reply.', createdAt: clock.now() };
    await insertReply(t.deps.db, reply);

    const scenes: [ActivityType, NotificationTarget][] = [
      ['response_created', { postId: story.id, responsePostId: response.id }],
      ['post_recommended', { postId: deleted.id }],
      ['post_published_by_someone_you_follow', { postId: draft.id }],
      ['catalog_recommended', { catalogId: own.id }],
      ['catalog_recommended', { catalogId: hidden.id }],
      ['quote', { postId: story.id, quoteId }],
      ['post_noted', { postId: story.id, noteId: note.id }],
      ['note_replied', { postId: story.id, noteId: note.id, noteReplyId: reply.id }],
      ['post_noted', { postId: draft.id, noteId: strangersNote.id }],
    ];
    for (const [type, target] of scenes) {
      clock.advance(1);
      await single(reader!.id, type, actor!.id, target);
    }
    const rows = (await feed(await as(reader!.id))).notifications.reverse();
    const shown = rows.map((r) => ({
      post: r.post?.title ?? null,
      responsePost: r.responsePost?.id ?? null,
      catalog: r.catalog?.name ?? null,
      quote: r.quote?.text ?? null,
      note: r.note?.content ?? null,
      noteReply: r.noteReply?.content ?? null,
    }));
    const none = { post: null, responsePost: null, catalog: null, quote: null, note: null, noteReply: null };
    expect(shown).toEqual([
      { ...none, post: 'Mine', responsePost: response.id },
      none,
      none,
      { ...none, catalog: 'Mine too' },
      none,
      { ...none, post: 'Mine', quote: 'First' },
      { ...none, post: 'Mine', note: 'A note for you.' },
      { ...none, post: 'Mine', note: 'A note for you.', noteReply: 'And a reply.' },
      none,
    ]);
  });

  it('an actor whose account is gone or suspended is null, and leaves the rolled-up list', async () => {
    const [reader, gone, suspended, kept] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps.db)));
    for (const actor of [gone!, suspended!, kept!]) {
      clock.advance(1);
      await followed(reader!.id, actor.id);
    }
    await t.deps.db.updateTable('users').set({ deleted_at: clock.now() }).where('id', '=', gone!.id).execute();
    await t.deps.db.updateTable('users').set({ is_suspended: 1 }).where('id', '=', suspended!.id).execute();
    const single_ = await createUser(t.deps.db);
    clock.advance(1);
    await single(reader!.id, 'post_shared', single_.id);
    await t.deps.db.updateTable('users').set({ deleted_at: clock.now() }).where('id', '=', single_.id).execute();
    const [shared, follows] = (await feed(await as(reader!.id))).notifications;
    expect(shared).toMatchObject({ actor: null, rollupItems: [] });
    expect(follows).toMatchObject({ actorCount: 3, actor: { id: kept!.id }, rollupItems: [{ actor: { id: kept!.id } }] });
  });

  it('a page of twenty rows costs a handful of queries, and the feed fits the cost limit per operation', async () => {
    const [reader, ...actors] = await Promise.all(Array.from({ length: 6 }, () => createUser(t.deps.db)));
    const posts = await Promise.all([1, 2, 3].map(() => createPost(t.deps.db, reader!.id)));
    for (let i = 0; i < 20; i++) {
      clock.advance(1);
      await single(reader!.id, i % 2 ? 'response_created' : 'post_recommended', actors[i % actors.length]!.id, { postId: posts[i % 3]!.id });
    }
    const gql = await as(reader!.id);
    await t.jobsSettled();
    const counted = await countQueries(() => feed(gql));
    expect(counted.result.notifications).toHaveLength(20);
    expect(counted.count).toBeLessThanOrEqual(12);
    expect(operationCost(buildSchema(), parse(FEED), { paging: { limit: 20 } })).toBeLessThanOrEqual(2000);
  });
});

/** How many statements the database runs while `run` does. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; count: number }> {
  const executor = t.deps.db.getExecutor();
  const provider = executor as unknown as { provideConnection: (consumer: (connection: { executeQuery: (q: { sql: string }) => Promise<unknown> }) => Promise<unknown>) => Promise<unknown> };
  const original = provider.provideConnection.bind(executor);
  let count = 0;
  provider.provideConnection = (consumer) =>
    original((connection) =>
      consumer({
        ...connection,
        executeQuery: (query: { sql: string }) => {
          // The job runner polls beside the request.
          if (!/\b(from|update|into) "jobs"/.test(query.sql)) count++;
          return connection.executeQuery(query);
        },
      } as never),
    );
  try {
    return { result: await run(), count };
  } finally {
    provider.provideConnection = original;
  }
}

describe('privacy', () => {
  it('signed out there is no feed; another reader sees only their own', async () => {
    const [reader, other, actor] = await Promise.all([1, 2, 3].map(() => createUser(t.deps.db)));
    await followed(reader!.id, actor!.id);
    const signedOut = await t.graphql(FEED);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const otherGql = await as(other!.id);
    expect((await feed(otherGql)).notifications).toEqual([]);
    expect(await unread(otherGql)).toBe(0);
    // Viewing one's own feed changes nobody else's count.
    await otherGql(VIEWED);
    expect(await unread(await as(reader!.id))).toBe(1);
  });

  it('one notification by its id: its people for its own reader, nothing for anyone else', async () => {
    const [reader, other, first, second] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps.db)));
    await followed(reader!.id, first!.id);
    await followed(reader!.id, second!.id);
    const [row] = (await feed(await as(reader!.id))).notifications;
    const ONE = `query($id: ID!) { notification(id: $id) { id rollupItems { actor { id } } } }`;
    type One = { notification: { id: string; rollupItems: { actor: { id: string } }[] } | null };
    const own = await (await as(reader!.id))<One>(ONE, { id: row!.id });
    expect(own.data?.notification?.rollupItems.map((item) => item.actor.id).sort()).toEqual([first!.id, second!.id].sort());
    expect((await (await as(other!.id))<One>(ONE, { id: row!.id })).data?.notification).toBeNull();
    expect((await t.graphql(ONE, { id: row!.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('notifications reach the API only through the signed-in reader’s own entry points', () => {
    const schema = buildSchema();
    const paths: string[] = [];
    const watched = new Set(['Notification', 'NotificationsConnection', 'NotificationStatus', 'NotificationRollupItem', 'ActivityLastViewed']);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        const members = isUnionType(named) ? named.getTypes().map((m) => m.name) : [named.name];
        if (members.some((name) => watched.has(name))) paths.push(`${type.name}.${field.name}`);
      }
    }
    expect(paths.sort()).toEqual(
      [
        'ActivityLastViewed.notificationStatus',
        'Mutation.updateActivityLastViewed',
        'Notification.rollupItems',
        'NotificationsConnection.notifications',
        'Query.notification',
        'Query.notificationStatus',
        'Query.notificationsConnectionByActivityTypes',
      ].sort(),
    );
    // None of them takes a person (`id` names one of the reader's own rows): they answer for the signed-in reader alone.
    for (const path of paths) {
      const [typeName, fieldName] = path.split('.') as [string, string];
      const type = schema.getType(typeName);
      const args = isObjectType(type) ? type.getFields()[fieldName]!.args.map((a) => a.name) : [];
      expect(args.filter((name) => !['paging', 'activityTypes', 'id'].includes(name))).toEqual([]);
    }
  });
});

describe('concurrency', () => {
  it('twenty deliveries at once for one reader end with one rolled-up row and an exact count', async () => {
    const reader = await createUser(t.deps.db);
    const actors = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps.db)));
    const post = await createPost(t.deps.db, reader.id);
    const gql = await as(reader.id);
    // A reader who has opened the bell before: their counter row exists, so nothing but its lock orders the writers.
    await gql(VIEWED);
    clock.advance(1);
    await Promise.all(actors.map((actor) => followed(reader.id, actor.id)));
    await Promise.all(actors.map((actor) => single(reader.id, 'response_created', actor.id, { postId: post.id })));
    expect(await unread(gql)).toBe(21);
    const rows = (await feed(gql, { paging: { limit: 50 } })).notifications;
    expect(rows).toHaveLength(21);
    expect(rows.filter((r) => r.notificationType === 'users_following_you').map((r) => r.actorCount)).toEqual([20]);
  });

  it('a look racing with deliveries never loses one: the count is exactly the rows newer than the last look', async () => {
    const reader = await createUser(t.deps.db);
    const actors = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps.db)));
    const gql = await as(reader.id);
    await gql(VIEWED);
    clock.advance(1);
    await Promise.all([
      ...actors.map((actor, i) => (i % 2 ? followed(reader.id, actor.id) : single(reader.id, 'post_shared', actor.id))),
      ...[1, 2, 3].map(() => gql(VIEWED)),
    ]);
    const rows = (await feed(gql, { paging: { limit: 50 } })).notifications;
    expect(await unread(gql)).toBe(rows.filter((r) => r.isUnread).length);
    expect(rows.reduce((sum, r) => sum + r.actorCount, 0)).toBe(20);
  });
});

describe('with a hundred thousand rows', () => {
  it('seeks to the cursor through the feed indexes, without a scan or a sort of the reader’s rows', async () => {
    const reader = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const types = `'quote', 'response_created', 'post_recommended', 'users_following_you', 'catalog_response_created'`;
    if (postgres()) {
      await sql`insert into notifications (id, user_id, activity_type, dedupe_key, actor_id, actor_count, first_at, occurred_at)
        select lpad(to_hex(n), 12, '0'), case when n % 10 = 0 then ${other.id} else ${reader.id} end,
          (array[${sql.raw(types)}])[1 + n % 5], 'bulk-' || n, ${other.id}, 1, n, n
        from generate_series(1, 100000) as n`.execute(t.deps.db);
      await sql`analyze notifications`.execute(t.deps.db);
    } else {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
        insert into notifications (id, user_id, activity_type, dedupe_key, actor_id, actor_count, first_at, occurred_at)
        select printf('%012x', i), case when i % 10 = 0 then ${other.id} else ${reader.id} end,
          json_extract(json_array(${sql.raw(types)}), '$[' || (i % 5) || ']'), 'bulk-' || i, ${other.id}, 1, i, i from n`.execute(t.deps.db);
      await sql`analyze`.execute(t.deps.db);
    }
    const after = { occurredAt: 50_000, id: '00000000c350' };
    const plans = {
      all: await plan(feedPageQuery(t.deps.db, { userId: reader.id, types: null, limit: 21, after }).compile()),
      responses: await plan(feedPageQuery(t.deps.db, { userId: reader.id, types: [...RESPONSE_ACTIVITY_TYPES], limit: 21, after }).compile()),
    };
    if (postgres()) {
      expect(plans.all).toContain('"Index Name":"notifications_feed"');
      expect(plans.all).not.toContain('"Node Type":"Sort"');
      expect(plans.responses).toContain('"Index Name":"notifications_feed_by_type"');
      for (const text of Object.values(plans)) expect(text).not.toContain('"Node Type":"Seq Scan"');
    } else {
      expect(plans.all).toMatch(/SEARCH notifications USING (COVERING )?INDEX notifications_feed \(user_id=\? AND \(occurred_at,id\)<\(\?,\?\)\)/);
      expect(plans.all).not.toContain('TEMP B-TREE');
      expect(plans.responses.match(/SEARCH notifications USING (COVERING )?INDEX notifications_feed_by_type \(user_id=\? AND activity_type=\? AND \(occurred_at,id\)<\(\?,\?\)\)/g)).toHaveLength(2);
      for (const text of Object.values(plans)) expect(text).not.toMatch(/SCAN notifications\b/);
    }

    const gql = await as(reader.id);
    const first = await feed(gql, { paging: { limit: 20 } });
    expect(first.notifications[0]).toMatchObject({ occurredAt: 99_999, notificationType: 'catalog_response_created' });
    const responses = await feed(gql, { types: [...RESPONSE_ACTIVITY_TYPES], paging: { limit: 20, to: first.pagingInfo.next!.to } });
    expect(responses.notifications.map((r) => r.notificationType).every((type) => RESPONSE_ACTIVITY_TYPES.includes(type as ActivityType))).toBe(true);
    expect(responses.notifications[0]!.occurredAt).toBeLessThan(first.notifications[19]!.occurredAt);
  }, 60_000);
});

async function plan(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  if (postgres()) {
    const explained = await t.deps.db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
    return JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
  }
  const explained = await t.deps.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
  return explained.rows.map((row) => row.detail).join('\n');
}

describe('delivery across processes', () => {
  const FOLLOW = `mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`;

  /** Two apps over one database: a file for SQLite, the suite's database for PostgreSQL; one queue with Redis. */
  function shared() {
    const dir = mkdtempSync(join(tmpdir(), 'quire-notifications-'));
    const databaseUrl = postgres() ? t.config.databaseUrl : `sqlite:${join(dir, 'shared.db')}`;
    const env = { DATABASE_URL: databaseUrl, ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}) };
    const queueName = `quire-notifications-${Math.random().toString(36).slice(2)}`;
    return { dir, env, queueName };
  }

  it('a follow made through one process shows in the feed read through another', async () => {
    const { dir, env, queueName } = shared();
    const writer = await createTestApp(env, { queueName });
    const reader = await createTestApp(env, { queueName });
    try {
      const [followed_, follower] = [await createUser(writer.deps.db), await createUser(writer.deps.db)];
      const answer = await (await as(follower.id, writer))(FOLLOW, { id: followed_.id });
      expect(answer.errors).toBeUndefined();
      const gql = await as(followed_.id, reader);
      await Promise.all([writer.jobsSettled(), reader.jobsSettled()]);
      await vi.waitFor(
        async () => {
          const rows = (await gql<{ notificationsConnectionByActivityTypes: Feed }>(FEED)).data?.notificationsConnectionByActivityTypes.notifications;
          expect(rows?.map((r) => [r.notificationName, r.actor?.id])).toEqual([['users_following_you', follower.id]]);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(await unread(gql)).toBe(1);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('an event in the outbox when its process stopped is delivered by the next process on the same database', async () => {
    const { dir, env, queueName } = shared();
    const stopped = await createTestApp({ ...env, JOBS_WORKER: '0' }, { queueName });
    let next: TestApp | null = null;
    try {
      const [followed_, follower] = [await createUser(stopped.deps.db), await createUser(stopped.deps.db)];
      expect((await (await as(follower.id, stopped))(FOLLOW, { id: followed_.id })).errors).toBeUndefined();
      await stopped.close();
      next = await createTestApp(env, { queueName });
      const gql = await as(followed_.id, next);
      await vi.waitFor(
        async () => {
          const rows = (await gql<{ notificationsConnectionByActivityTypes: Feed }>(FEED)).data?.notificationsConnectionByActivityTypes.notifications;
          expect(rows?.map((r) => [r.notificationName, r.actor?.id])).toEqual([['users_following_you', follower.id]]);
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await next?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
