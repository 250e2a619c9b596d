import { randomBytes } from 'node:crypto';
import { monthFrom } from '../../shared/format/earnings';
import { newId } from '../db/ids';
import { closeDemoPeriod } from '../modules/earnings';
import type { DemoRefs } from './demo-refs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The demo's share of members' fees: the default PARTNER_SHARE_PERCENT. */
const DEMO_SHARE_PERCENT = 50;
/** A member's monthly fee in the demo when membership recorded none for a month: the built-in monthly plan. */
const DEMO_MONTHLY_FEE = 500;

/** A small deterministic generator, so every fresh demo has the same numbers. */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Closed months of earnings the demo's Partner Program writer has before this one: the dashboard's year. */
export const DEMO_EARNING_MONTHS = 11;

/**
 * Earnings for the demo's Partner Program writers (ada, and radia since she joined): the demo members (grace,
 * margaret) read their stories, and others', over the eleven months before this one and this month so far,
 * more in some months than others; each member's share of their fee goes to the two by reading time, so their
 * months differ. The closed months are closed now, as the monthly job would, so each dashboard has a history of
 * months, last month's stories and this month's estimate (a month of its own, never the sum of those before).
 * Members without a recorded fee for a month get the monthly plan's (marked as the demo's own).
 */
export async function seedDemoEarnings(demo: DemoRefs): Promise<void> {
  const { trx, now, user } = demo;
  const writer = user('ada');
  const partners = await trx.selectFrom('partner_enrollments').select(['user_id', 'enrolled_at']).execute();
  const enrolledAt = new Map(partners.map((p) => [p.user_id, Number(p.enrolled_at)]));
  const members = ['grace', 'margaret'].map(user);
  const random = sequence(20_261_125);
  const stories = await trx
    .selectFrom('posts')
    .select(['id', 'creator_id', 'reading_time'])
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    // Stories, not responses (which earn too, but the demo's readers read stories).
    .where('in_response_to_post_id', 'is', null)
    .where('in_response_to_catalog_id', 'is', null)
    .orderBy('id')
    .execute();
  const hers = stories.filter((s) => s.creator_id === writer);
  const partnerStories = stories.filter((s) => s.creator_id !== writer && enrolledAt.has(s.creator_id));
  const others = stories.filter((s) => s.creator_id !== writer && !enrolledAt.has(s.creator_id) && !members.includes(s.creator_id)).slice(0, 4);
  if (hers.length === 0) return;

  const months = Array.from({ length: DEMO_EARNING_MONTHS + 1 }, (_, i) => monthFrom(now, i - DEMO_EARNING_MONTHS));
  for (const [m, period] of months.entries()) {
    const until = Math.min(period.end, now);
    if (until - period.start < HOUR) continue;
    for (const [n, member] of members.entries()) {
      const paid = await trx
        .selectFrom('membership_fees')
        .select('id')
        .where('user_id', '=', member)
        .where('period_start', '<', period.end)
        .where('period_end', '>', period.start)
        .executeTakeFirst();
      if (!paid) {
        await trx
          .insertInto('membership_fees')
          .values({
            id: newId(),
            user_id: member,
            source_ref: `demo:earnings:${member}:${period.start}`,
            amount: DEMO_MONTHLY_FEE,
            currency: 'USD',
            period_start: period.start,
            period_end: period.end,
          })
          .execute();
      }
      // Each member reads most of ada's stories, more in later months (a quiet one now and then), and a few others'.
      const quiet = (m + n) % 4 === 1;
      // Another partner's stories count from the month she joined.
      const theirs = partnerStories.filter((s) => (enrolledAt.get(s.creator_id) ?? Infinity) < period.end && random() < 0.6);
      const read = [...hers.filter(() => random() < (quiet ? 0.4 : 0.85)), ...theirs, ...others.filter(() => random() < 0.5)];
      for (const story of read) {
        const minutes = Math.max(1, story.reading_time);
        const engaged = Math.round((0.3 + random() * 0.9 + m * 0.05 + n * 0.1) * minutes * MINUTE);
        const at = period.start + Math.floor(random() * Math.max(1, until - period.start - HOUR));
        await trx
          .insertInto('post_views')
          .values({
            id: randomBytes(16).toString('hex'),
            post_id: story.id,
            viewer_id: member,
            collection_id: null,
            engaged_ms: engaged,
            created_at: at,
            updated_at: at + engaged,
          })
          .execute();
      }
    }
  }
  for (const period of months.slice(0, -1)) {
    await closeDemoPeriod(demo.ctx, { periodStart: period.start, now, percent: DEMO_SHARE_PERCENT });
  }
}
