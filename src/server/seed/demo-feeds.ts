import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;

/**
 * What shapes the demo readers' For you feeds. Ada's signals are already there by now: she follows six
 * writers and both publications (relations), two topics (topics), has read a dozen stories (reads) and
 * clapped for several (claps). Here she asks to see less like one story, so Control your recommendations
 * shows one to undo. Her list itself is computed on her first visit.
 */
export async function seedDemoFeeds(demo: DemoRefs): Promise<void> {
  const { trx, now, user, post } = demo;
  await trx
    .insertInto('feed_signal_removals')
    .values({ user_id: user('ada'), kind: 'SHOW_LESS', post_id: post('Learning to Draw at Forty'), created_at: now - 20 * HOUR })
    .execute();
}
