import { slugify } from '../../shared/format/slug';
import { LONGEST_WINDOW_MS, STAFF_PICKS_SLUG } from '../../shared/trending';
import { insertCatalog, insertItem } from '../modules/catalogs';
import { insertClaps } from '../modules/claps';
import { recomputeTrending, setBrowseSlug } from '../modules/trending';
import { addActivity, type ActivityRow } from '../modules/trending';
import { hourOf } from '../modules/trending';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;

/** The staff account of the demo, and its picks, oldest pick first (so the newest is on top). */
const STAFF = 'tim';
const STAFF_PICKS = [
  'The Mathematics of the Post Office Queue',
  'A Field Guide to Lichen on City Walls',
  'Reading Code Aloud',
  'What the Bread Knows',
  'The Quiet Virtue of Plain Text',
];

/** Claps of the last few days (days ago), so this week's top stories are not empty. */
const RECENT_CLAPS: [title: string, claps: [reader: string, count: number, daysAgo: number][]][] = [
  ['Clouds for Beginners', [['radia', 30, 2], ['linus', 15, 1]]],
  ['Street Trees and the People Who Count Them', [['radia', 20, 3]]],
  ['Notes From a Night Train', [['radia', 40, 5], ['linus', 6, 4]]],
];

/**
 * The reads, claps and responses the demo made so far (they were written as rows, not events) counted into
 * trending's hours, so the first scores match them.
 */
async function demoActivity(demo: DemoRefs): Promise<ActivityRow[]> {
  const since = demo.now - LONGEST_WINDOW_MS;
  const byHour = new Map<string, ActivityRow>();
  const add = (postId: string, time: number, kind: 'reads' | 'claps' | 'responses', amount: number) => {
    const hour = hourOf(time);
    const key = `${postId}:${hour}`;
    const row = byHour.get(key) ?? { postId, hour, reads: 0, claps: 0, responses: 0 };
    row[kind] += amount;
    byHour.set(key, row);
  };
  const reads = await demo.trx.selectFrom('post_views').select(['post_id', 'read_at']).where('read_at', '>=', since).execute();
  for (const r of reads) add(r.post_id, r.read_at ?? demo.now, 'reads', 1);
  const claps = await demo.trx
    .selectFrom('claps')
    .select(['target_id', 'claps', 'updated_at'])
    .where('target_type', '=', 'post')
    .where('updated_at', '>=', since)
    .execute();
  for (const c of claps) add(c.target_id, c.updated_at, 'claps', c.claps);
  const responses = await demo.trx
    .selectFrom('posts')
    .select(['response_root_post_id', 'published_at'])
    .where('is_response', '=', 1)
    .where('is_published', '=', 1)
    .where('response_root_post_id', 'is not', null)
    .where('published_at', '>=', since)
    .execute();
  for (const r of responses) add(r.response_root_post_id!, r.published_at ?? demo.now, 'responses', 1);
  return [...byHour.values()];
}

/**
 * Staff picks (a public list of tim's, made staff for the demo, at /browse/staff-picks), a few claps of this
 * week, and the first trending scores.
 */
export async function seedDemoTrending(demo: DemoRefs): Promise<void> {
  const { trx, now, user, post } = demo;
  const staffId = user(STAFF);
  await trx.updateTable('users').set({ is_staff: 1 }).where('id', '=', staffId).execute();
  const picksAt = now - 20 * 24 * HOUR;
  const list = await insertCatalog(trx, {
    creatorId: staffId,
    name: 'Staff Picks',
    description: 'Stories our editors loved this month: patient, curious and well made.',
    visibility: 'PUBLIC',
    slug: slugify('Staff Picks'),
    now: picksAt,
  });
  for (const [index, title] of STAFF_PICKS.entries()) {
    await insertItem(trx, { catalogId: list.id, postId: post(title), state: 'QUEUE', now: picksAt + index * 3 * 24 * HOUR });
  }
  await setBrowseSlug(trx, { slug: STAFF_PICKS_SLUG, catalogId: list.id, createdBy: staffId, now: picksAt });

  for (const [title, claps] of RECENT_CLAPS) {
    for (const [reader, count, daysAgo] of claps) {
      await insertClaps(trx, { type: 'post', id: post(title) }, user(reader), count, now - daysAgo * 24 * HOUR);
    }
  }
  await addActivity(trx, await demoActivity(demo), now);
  await recomputeTrending(demo.ctx, { at: now });
}
