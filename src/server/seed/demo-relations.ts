import { insertBlock, insertCollectionFollow, insertUserFollow, insertUserMute, upsertReport } from '../modules/relations';
import type { DemoRefs } from './demo-refs';

const DAY = 86_400_000;

/** Who follows whom among the demo people: ada reads widely; the writers follow one another here and there. */
const FOLLOWS: [follower: string, followed: string[]][] = [
  ['ada', ['grace', 'margaret', 'alan', 'katherine', 'edsger', 'tim']],
  ['grace', ['ada', 'margaret', 'katherine', 'barbara']],
  ['margaret', ['ada', 'grace', 'barbara']],
  ['alan', ['ada', 'edsger', 'katherine']],
  ['katherine', ['grace', 'margaret']],
  ['edsger', ['barbara', 'alan', 'tim']],
  ['barbara', ['edsger', 'grace']],
  ['tim', ['ada', 'radia', 'barbara']],
  ['linus', ['grace', 'ada']],
];

/** Publications followed: ada follows both. */
const COLLECTION_FOLLOWS: [follower: string, collections: string[]][] = [
  ['ada', ['the-long-read', 'field-notes']],
  ['margaret', ['the-long-read']],
  ['tim', ['field-notes']],
  ['barbara', ['the-long-read', 'field-notes']],
];

/**
 * Follows, a mute, a block and a report among the demo people. Signed in as ada, linus's stories are off
 * the home page (she muted him), and radia's profile and stories answer 403 (radia blocked her).
 */
export async function seedDemoRelations(demo: DemoRefs): Promise<void> {
  const { trx, now, user, collection } = demo;
  let step = 0;
  // Spread over the last five weeks, newest last, so lists read newest first in a stable order and the
  // audience chart of the stats page has new followers on most of its days.
  const when = () => now - 36 * DAY + step++ * 20 * 3_600_000;
  for (const [follower, followed] of FOLLOWS) {
    for (const key of followed) await insertUserFollow(trx, user(follower), user(key), when());
  }
  for (const [follower, keys] of COLLECTION_FOLLOWS) {
    for (const key of keys) await insertCollectionFollow(trx, user(follower), collection(key), when());
  }
  await insertUserMute(trx, user('ada'), user('linus'), when());
  await insertBlock(trx, user('radia'), user('ada'), when());
  await upsertReport(trx, { reporterId: user('margaret'), reportedUserId: user('linus'), reason: 'spam', now: when() });
}
