import { mentionedUserIds, type PostBody } from '../../shared/content';
import { usernameMentions } from '../../shared/validation/mentions';
import type { Executor } from '../db';
import { notify, type NotifyInput } from '../modules/notifications';
import { publicationEditorIds } from '../modules/collections';
import type { DemoRefs } from './demo-refs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The newest rows Ada has not seen yet. */
const UNREAD = 4;

type Activity = Omit<NotifyInput, 'dedupeKey' | 'occurredAt'> & { ago: number };

/**
 * Ada's feed, made with `notify` (rollups, mutes and all) from the demo's real follows, claps, responses,
 * highlights and notes: from minutes to weeks ago, a few newest rows unread. Linus's activity stays out
 * (Ada muted him), as it would live.
 */
export async function seedDemoNotifications(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const ada = user('ada');
  const activities = [
    ...(await follows(trx, ada)),
    ...(await claps(trx, ada)),
    ...(await responses(trx, ada)),
    ...(await highlights(trx, ada)),
    ...(await piledOnto(trx, ada)),
    ...(await notes(trx, ada)),
    ...(await publication(trx, demo.collection('the-long-read'))),
    ...(await storiesFollowed(trx, ada, now)),
    ...(await seriesFollowed(trx, ada, now)),
    ...(await seriesMentioning(trx, ada)),
    ...(await editing(trx, ada, demo.collection('the-long-read'))),
    // Katherine sent Ada a story she thought Ada would like.
    { recipientId: ada, type: 'post_shared' as const, actorId: user('katherine'), target: { postId: demo.post('Tides, Explained Slowly') }, ago: 50 * MINUTE },
  ];
  activities.sort((a, b) => b.ago - a.ago);
  for (const [index, { ago, ...input }] of activities.entries()) {
    await notify(demo.ctx, { ...input, dedupeKey: `demo:${index}`, occurredAt: now - ago });
  }
  await markSeen(trx, ada);
}

/** Recent followers in one rolled-up row (a day's worth), the earliest on their own weeks before. */
async function follows(trx: Executor, ada: string): Promise<Activity[]> {
  const rows = await trx.selectFrom('user_follows').select('follower_id').where('followed_id', '=', ada).orderBy('created_at').execute();
  return rows.map((row, i) => ({
    recipientId: ada,
    type: 'users_following_you',
    actorId: row.follower_id,
    rollup: { key: 'users_following_you', windowMs: DAY },
    ago: i === 0 ? 18 * DAY : 2 * HOUR + (rows.length - i) * 37 * MINUTE,
  }));
}

/** First claps on Ada's stories (one row per story), and the milestones her stories reached. */
async function claps(trx: Executor, ada: string): Promise<Activity[]> {
  const stories = await trx
    .selectFrom('posts')
    .select(['id'])
    .where('creator_id', '=', ada)
    .where('is_published', '=', 1)
    .where('is_response', '=', 0)
    .orderBy('published_at', 'desc')
    .execute();
  const activities: Activity[] = [];
  for (const [s, story] of stories.entries()) {
    const clappers = await trx.selectFrom('claps').select('user_id').where('target_type', '=', 'post').where('target_id', '=', story.id).orderBy('created_at').execute();
    const base = (s + 1) * 3 * DAY;
    for (const [i, clapper] of clappers.entries()) {
      activities.push({
        recipientId: ada,
        type: 'post_recommended',
        actorId: clapper.user_id,
        rollup: { key: `post_recommended:${story.id}`, windowMs: DAY },
        target: { postId: story.id },
        ago: base - i * HOUR,
      });
    }
    const counter = await trx.selectFrom('clap_counts').select(['milestone', 'clapper_count']).where('target_type', '=', 'post').where('target_id', '=', story.id).executeTakeFirst();
    if (counter && Number(counter.milestone) > 0) {
      activities.push({ recipientId: ada, type: 'post_clapped_milestone', actorId: null, target: { postId: story.id }, milestoneArg: Number(counter.milestone), ago: 20 * MINUTE + s * DAY });
    }
    if (counter && Number(counter.clapper_count) >= 5) {
      activities.push({ recipientId: ada, type: 'post_recommended_milestone', actorId: null, target: { postId: story.id }, milestoneArg: 5, ago: base - 5 * HOUR });
    }
  }
  return activities;
}

async function responses(trx: Executor, ada: string): Promise<Activity[]> {
  const rows = await trx
    .selectFrom('posts as response')
    .innerJoin('posts as parent', 'parent.id', 'response.in_response_to_post_id')
    .select(['response.id', 'response.creator_id', 'response.response_root_post_id', 'response.response_root_catalog_id'])
    .where('parent.creator_id', '=', ada)
    .where('response.is_response', '=', 1)
    .where('response.deleted_at', 'is', null)
    .orderBy('response.created_at')
    .execute();
  return rows.map((row, i) => ({
    recipientId: ada,
    type: 'response_created',
    actorId: row.creator_id,
    target: { postId: row.response_root_post_id, catalogId: row.response_root_catalog_id, responsePostId: row.id },
    ago: 45 * MINUTE + (rows.length - i) * 9 * HOUR,
  }));
}

/** Each reader's highlights in Ada's stories, counted in one row per reader and story. */
async function highlights(trx: Executor, ada: string): Promise<Activity[]> {
  const rows = await trx
    .selectFrom('quotes')
    .innerJoin('posts', 'posts.id', 'quotes.post_id')
    .select(['quotes.id', 'quotes.user_id', 'quotes.post_id'])
    .select((eb) => eb.fn.countAll<number>().over((o) => o.partitionBy(['quotes.user_id', 'quotes.post_id'])).as('n'))
    .where('posts.creator_id', '=', ada)
    .where('quotes.user_id', '!=', ada)
    .where('quotes.quote_type', '=', 'HIGHLIGHT')
    .orderBy('quotes.created_at')
    .execute();
  return rows.map((row, i) => ({
    recipientId: ada,
    type: 'quote',
    actorId: row.user_id,
    rollup: { key: `quote:${row.post_id}:${row.user_id}`, windowMs: DAY },
    target: { postId: row.post_id, quoteId: row.id },
    milestoneArg: Number(row.n),
    ago: 5 * HOUR + i * 2 * DAY,
  }));
}

/** Readers who highlighted, after Ada, a passage she highlighted: one row per story. */
async function piledOnto(trx: Executor, ada: string): Promise<Activity[]> {
  const rows = await trx
    .selectFrom('quotes as later')
    .innerJoin('quotes as hers', (join) => join.onRef('hers.post_id', '=', 'later.post_id').onRef('hers.text', '=', 'later.text'))
    .select(['later.id', 'later.user_id', 'later.post_id'])
    .where('hers.user_id', '=', ada)
    .where('later.user_id', '!=', ada)
    .whereRef('later.created_at', '>', 'hers.created_at')
    .where('later.quote_type', '=', 'HIGHLIGHT')
    .orderBy('later.created_at')
    .execute();
  const stories = [...new Set(rows.map((r) => r.post_id))];
  return rows.map((row, i) => ({
    recipientId: ada,
    type: 'highlight_was_piled_onto',
    actorId: row.user_id,
    rollup: { key: `highlight_was_piled_onto:${row.post_id}`, windowMs: DAY },
    target: { postId: row.post_id, quoteId: row.id },
    ago: 4 * DAY + stories.indexOf(row.post_id) * 6 * DAY - i * HOUR,
  }));
}

/** Notes on Ada's stories, replies to them, and a reply to the note Ada left on someone else's story. */
async function notes(trx: Executor, ada: string): Promise<Activity[]> {
  const onHers = await trx
    .selectFrom('notes')
    .innerJoin('posts', 'posts.id', 'notes.post_id')
    .select(['notes.id', 'notes.author_id', 'notes.post_id', 'notes.content'])
    .where('posts.creator_id', '=', ada)
    .where('notes.author_id', '!=', ada)
    .where('notes.dismissed_at', 'is', null)
    .orderBy('notes.created_at')
    .execute();
  const replies = await trx
    .selectFrom('note_replies')
    .innerJoin('notes', 'notes.id', 'note_replies.note_id')
    .innerJoin('posts', 'posts.id', 'notes.post_id')
    .select(['note_replies.id', 'note_replies.author_id', 'note_replies.note_id', 'note_replies.post_id', 'posts.creator_id', 'notes.author_id as note_author_id'])
    .where('note_replies.author_id', '!=', ada)
    .where((eb) => eb.or([eb('posts.creator_id', '=', ada), eb('notes.author_id', '=', ada)]))
    .where('notes.dismissed_at', 'is', null)
    .orderBy('note_replies.created_at')
    .execute();
  return [
    ...onHers.map((note, i): Activity => ({
      recipientId: ada,
      // A note that names her ('@ada') is a mention of her, as it would be live.
      type: usernameMentions(note.content).some((m) => m.username === 'ada') ? 'mention_in_note' : 'post_noted',
      actorId: note.author_id,
      target: { postId: note.post_id, noteId: note.id },
      ago: 3 * DAY + i * 4 * DAY,
    })),
    ...replies.map((reply, i): Activity => ({
      recipientId: ada,
      type: reply.creator_id === ada ? 'post_note_replied' : 'note_replied',
      actorId: reply.author_id,
      target: { postId: reply.post_id, noteId: reply.note_id, noteReplyId: reply.id },
      ago: 7 * MINUTE + i * 26 * HOUR,
    })),
  ];
}

/** The Long Read, which Ada edits: its follower milestone and a waiting submission. */
async function publication(trx: Executor, collectionId: string): Promise<Activity[]> {
  const submissions = await trx.selectFrom('posts').select(['id', 'creator_id', 'is_published']).where('pending_collection_id', '=', collectionId).where('status_for_collection', '=', 'PENDING').execute();
  const activities: Activity[] = [];
  for (const recipientId of await publicationEditorIds(trx, collectionId)) {
    activities.push({ recipientId, type: 'collection_followed_milestone', actorId: null, target: { collectionId }, milestoneArg: 1, ago: 30 * DAY });
    for (const [i, post] of submissions.entries()) {
      activities.push({
        recipientId,
        type: post.is_published ? 'collection_post_submitted' : 'collection_draft_submitted',
        actorId: post.creator_id,
        target: { postId: post.id, collectionId },
        ago: 26 * HOUR + i * DAY,
      });
    }
  }
  return activities;
}

/** Stories published in the last two weeks by people Ada follows. */
async function storiesFollowed(trx: Executor, ada: string, now: number): Promise<Activity[]> {
  const rows = await trx
    .selectFrom('posts')
    .innerJoin('user_follows', 'user_follows.followed_id', 'posts.creator_id')
    .select(['posts.id', 'posts.creator_id', 'posts.collection_id', 'posts.first_published_at'])
    .where('user_follows.follower_id', '=', ada)
    .where('posts.is_published', '=', 1)
    .where('posts.is_response', '=', 0)
    .where('posts.first_published_at', '>', now - 14 * DAY)
    .execute();
  return rows.map((row) => ({
    recipientId: ada,
    type: 'post_published_by_someone_you_follow',
    actorId: row.creator_id,
    target: { postId: row.id, collectionId: row.collection_id },
    ago: Math.max(MINUTE, now - Number(row.first_published_at)),
  }));
}

/** Series published in the last two weeks by people Ada follows. */
async function seriesFollowed(trx: Executor, ada: string, now: number): Promise<Activity[]> {
  const rows = await trx
    .selectFrom('posts')
    .innerJoin('user_follows', 'user_follows.followed_id', 'posts.creator_id')
    .select(['posts.id', 'posts.creator_id', 'posts.first_published_at'])
    .where('user_follows.follower_id', '=', ada)
    .where('posts.is_published', '=', 1)
    .where('posts.is_series', '=', 1)
    .where('posts.first_published_at', '>', now - 14 * DAY)
    .execute();
  return rows.map((row) => ({
    recipientId: ada,
    type: 'series_published_by_someone_you_follow',
    actorId: row.creator_id,
    target: { postId: row.id },
    ago: Math.max(MINUTE, now - Number(row.first_published_at)),
  }));
}

/** Published series parts that mention Ada: one row per series. */
async function seriesMentioning(trx: Executor, ada: string): Promise<Activity[]> {
  const parts = await trx
    .selectFrom('series_parts')
    .innerJoin('posts', 'posts.id', 'series_parts.series_id')
    .select(['posts.id', 'posts.creator_id', 'series_parts.body'])
    .where('posts.is_published', '=', 1)
    .where('series_parts.published_at', 'is not', null)
    .where('posts.creator_id', '!=', ada)
    .execute();
  const series = new Map(parts.filter((part) => mentionedUserIds(JSON.parse(part.body) as PostBody).includes(ada)).map((part) => [part.id, part.creator_id]));
  return [...series].map(([postId, writerId], i) => ({ recipientId: ada, type: 'mention_in_series', actorId: writerId, target: { postId }, ago: 3 * HOUR + i * DAY }));
}

/**
 * Ada edits The Long Read: Grace, its creator, added her and put Ada's story at the top of its home page, and
 * a story Ada worked on as its editor was published by its author.
 */
async function editing(trx: Executor, ada: string, collectionId: string): Promise<Activity[]> {
  const collection = await trx.selectFrom('collections').select('creator_id').where('id', '=', collectionId).executeTakeFirstOrThrow();
  const featured = await trx
    .selectFrom('collection_featured_posts')
    .innerJoin('posts', 'posts.id', 'collection_featured_posts.post_id')
    .select('posts.id')
    .where('collection_featured_posts.collection_id', '=', collectionId)
    .where('posts.creator_id', '=', ada)
    .execute();
  const together = await trx
    .selectFrom('post_versions')
    .innerJoin('posts', 'posts.id', 'post_versions.post_id')
    .select(['posts.id', 'posts.creator_id'])
    .distinct()
    .where('post_versions.saved_by', '=', ada)
    .where('posts.creator_id', '!=', ada)
    .where('posts.is_published', '=', 1)
    .execute();
  return [
    { recipientId: ada, type: 'collection_editor_added', actorId: collection.creator_id, target: { collectionId }, ago: 40 * DAY },
    ...featured.map((row, i): Activity => ({ recipientId: ada, type: 'post_added_to_homepage_catalog', actorId: collection.creator_id, target: { postId: row.id, collectionId }, ago: 5 * DAY + i * HOUR })),
    ...together.map((row, i): Activity => ({ recipientId: ada, type: 'post_collaborated_published', actorId: row.creator_id, target: { postId: row.id, collectionId }, ago: 9 * DAY + i * DAY })),
  ];
}

/** Ada looked at her notifications before the newest few came in. */
async function markSeen(trx: Executor, ada: string): Promise<void> {
  const newest = await trx.selectFrom('notifications').select('occurred_at').where('user_id', '=', ada).orderBy('occurred_at', 'desc').limit(UNREAD + 1).execute();
  const seenAt = Number(newest[newest.length - 1]?.occurred_at ?? 0);
  const unread = await trx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', ada)
    .where('occurred_at', '>', seenAt)
    .executeTakeFirst();
  await trx.updateTable('notification_status').set({ last_viewed_at: seenAt, unread_count: Number(unread?.n ?? 0) }).where('user_id', '=', ada).execute();
}
