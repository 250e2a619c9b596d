import { ensureWriterNewsletter, writeDemoAudience } from '../modules/newsletters';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

/**
 * ada's audience beyond the subscribe form: readers she imported from a CSV file over the last month (one has
 * since unsubscribed), and her newsletter's email of an earlier story to the subscribers she had then (one
 * address bounced, one failed), so /@ada/audience, /me/stats/subscriptions and the newsletter's stats page
 * show a history on a fresh instance.
 */
const IMPORTED = [
  { email: 'reader.one@example.com', daysAgo: 26 },
  { email: 'reader.two@example.com', daysAgo: 26 },
  { email: 'reader.three@example.com', daysAgo: 18 },
  { email: 'bounced.reader@example.com', daysAgo: 18 },
  { email: 'reader.four@example.com', daysAgo: 9 },
  { email: 'reader.five@example.com', daysAgo: 4, unsubscribedDaysAgo: 1 },
  { email: 'reader.six@example.com', daysAgo: 2 },
];

export async function seedDemoAudience(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const ada = await trx.selectFrom('users').select(['id', 'username', 'name']).where('id', '=', user('ada')).executeTakeFirstOrThrow();
  const newsletter = await ensureWriterNewsletter(trx, ada, now - 30 * DAY);
  const story = await trx
    .selectFrom('posts')
    .select('id')
    .where('creator_id', '=', ada.id)
    .where('first_published_at', 'is not', null)
    .where('in_response_to_post_id', 'is', null)
    .orderBy('first_published_at', 'desc')
    .executeTakeFirst();
  await writeDemoAudience(trx, {
    newsletterId: newsletter.id,
    imported: IMPORTED.map((r) => ({ email: r.email, at: now - r.daysAgo * DAY, unsubscribedAt: r.unsubscribedDaysAgo ? now - r.unsubscribedDaysAgo * DAY : undefined })),
    send: story ? { postId: story.id, at: now - 7 * DAY, outcomes: { 'bounced.reader@example.com': 'bounced', 'reader.two@example.com': 'failed' } } : null,
  });
}
