import { monthStart } from '../../shared/validation/meter';
import type { DemoRefs } from './demo-refs';

/** The demo story Radia (not a member) read on this month's meter: she has two free member-only stories left. */
export const DEMO_METERED_READ = { reader: 'radia', story: 'Soup Season' } as const;

/**
 * The meter: five demo stories are member-only (see stories/independent.ts); one signed-in non-member has read
 * one of them in full on this month's meter, so her next locked story shows the banner with what is left.
 */
export async function seedDemoMeter(demo: DemoRefs): Promise<void> {
  const userId = demo.user(DEMO_METERED_READ.reader);
  const postId = demo.post(DEMO_METERED_READ.story);
  const month = monthStart(demo.now);
  await demo.trx.insertInto('meter_months').values({ user_id: userId, month, used: 1 }).execute();
  await demo.trx.insertInto('meter_reads').values({ user_id: userId, month, post_id: postId, read_at: demo.now }).execute();
}
