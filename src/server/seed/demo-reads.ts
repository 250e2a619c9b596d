import { randomBytes } from 'node:crypto';
import { readThresholdMs } from '../../shared/validation/reads';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Ada's reading history, most recent first: hours ago, and whether she really read it. */
const ADA_HISTORY: [title: string, hoursAgo: number, read: boolean][] = [
  ['The Sentence Is a Unit of Breath', 2, true],
  ['Reading Code Aloud', 5, false],
  ['What the Bread Knows', 26, true],
  ['The Mathematics of the Post Office Queue', 30, true],
  ['Cities Are Made of Corners', 52, false],
  ['A Field Guide to Lichen on City Walls', 75, true],
  ['Tides, Explained Slowly', 98, true],
  ['Notes From a Night Train', 124, false],
  ['Why I Still Fix My Own Bicycle', 150, true],
  ['Debugging Is a Conversation', 172, true],
  ['The Long Afternoon of the Honeybee', 200, false],
  ['Clouds for Beginners', 230, true],
];

/** A small deterministic generator, so every fresh demo has the same numbers. */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pageViewId = () => randomBytes(16).toString('hex');

/**
 * Ada's reading history across a dozen stories over the last ten days (some read, some only opened), and
 * anonymous views and reads on every published demo story since it was published, for the writers' stats.
 */
export async function seedDemoReads(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const ada = user('ada');
  const posts = await trx
    .selectFrom('posts')
    .select(['id', 'creator_id', 'collection_id', 'reading_time', 'first_published_at', 'visibility'])
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  const byId = new Map(posts.map((p) => [p.id, p]));
  const random = sequence(20_240_611);

  for (const post of posts) {
    const since = Math.max(post.first_published_at ?? now, now - 45 * DAY);
    const views = 6 + Math.floor(random() * 60);
    const threshold = readThresholdMs(post.reading_time);
    for (let i = 0; i < views; i++) {
      const at = since + Math.floor(random() * Math.max(HOUR, now - since - HOUR));
      const read = random() < 0.42;
      const engaged = read ? threshold + Math.floor(random() * threshold) : Math.floor(random() * threshold * 0.6);
      await trx
        .insertInto('post_views')
        .values({
          id: pageViewId(),
          post_id: post.id,
          viewer_id: null,
          collection_id: post.collection_id,
          engaged_ms: engaged,
          scroll_top: read ? 4000 + Math.floor(random() * 4000) : Math.floor(random() * 2500),
          progress: read ? 0.92 + random() * 0.08 : Math.round(random() * 60) / 100,
          read_at: read ? at + engaged : null,
          created_at: at,
          updated_at: at + engaged,
        })
        .execute();
    }
  }

  for (const [title, hoursAgo, read] of ADA_HISTORY) {
    const post = byId.get(demo.post(title));
    if (!post || post.creator_id === ada) continue;
    const at = now - hoursAgo * HOUR;
    const threshold = readThresholdMs(post.reading_time);
    const engaged = read ? threshold + 45_000 : Math.round(threshold / 4);
    const progress = read ? 1 : 0.22;
    await trx
      .insertInto('post_views')
      .values({
        id: pageViewId(),
        post_id: post.id,
        viewer_id: ada,
        collection_id: post.collection_id,
        engaged_ms: engaged,
        scroll_top: read ? 6200 : 900,
        progress,
        read_at: read ? at + engaged : null,
        created_at: at,
        updated_at: at + engaged,
      })
      .execute();
    await trx
      .insertInto('reading_history')
      .values({
        user_id: ada,
        post_id: post.id,
        first_viewed_at: at,
        last_viewed_at: at,
        engaged_ms: engaged,
        progress,
        read_at: read ? at + engaged : null,
      })
      .execute();
  }
}
