import { insertClaps } from '../modules/claps';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;

/**
 * Who clapped for which demo story, and how many times. Several stories are well past a milestone (The
 * Sentence Is a Unit of Breath past 250, How to Keep a Commonplace Book, ada's own, past 100); radia blocked
 * ada, so ada never claps for her. "Debugging Is a Conversation" keeps few claps, none of ada's: a story to
 * try clapping on.
 */
const STORY_CLAPS: [title: string, claps: [reader: string, count: number][]][] = [
  ['The Sentence Is a Unit of Breath', [['grace', 50], ['ada', 50], ['alan', 50], ['katherine', 50], ['edsger', 40], ['tim', 50], ['barbara', 30]]],
  ['How to Keep a Commonplace Book', [['grace', 30], ['margaret', 50], ['katherine', 12], ['tim', 50], ['alan', 20], ['edsger', 15], ['barbara', 50], ['linus', 10]]],
  ['Protocols Are Promises', [['tim', 50], ['edsger', 50], ['barbara', 40]]],
  ['Reading Code Aloud', [['grace', 20], ['margaret', 35], ['alan', 15], ['barbara', 12], ['tim', 8]]],
  ['What the Bread Knows', [['ada', 25], ['barbara', 3], ['tim', 7], ['edsger', 50]]],
  ['Tides, Explained Slowly', [['ada', 10], ['katherine', 50], ['grace', 5]]],
  ['Cities Are Made of Corners', [['margaret', 22], ['alan', 6], ['ada', 3]]],
  ['The Long Afternoon of the Honeybee', [['linus', 4], ['grace', 9]]],
  ['The Mathematics of the Post Office Queue', [['grace', 15], ['margaret', 10]]],
  ['Debugging Is a Conversation', [['margaret', 3], ['alan', 1]]],
];

/** Readers who clap for every public list someone else made (the lists are seeded just before). */
const LIST_CLAPPERS: [reader: string, count: number][] = [
  ['grace', 12],
  ['tim', 30],
  ['katherine', 5],
];

export async function seedDemoClaps(demo: DemoRefs): Promise<void> {
  const { trx, now, user, post } = demo;
  let step = 0;
  // Spread over the last ten days, so the clappers lists read newest first in a stable order.
  const when = () => now - 10 * 24 * HOUR + step++ * HOUR;
  for (const [title, claps] of STORY_CLAPS) {
    const target = { type: 'post' as const, id: post(title) };
    for (const [reader, count] of claps) await insertClaps(trx, target, user(reader), count, when());
  }
  const lists = await trx
    .selectFrom('catalogs')
    .select(['id', 'creator_id'])
    .where('visibility', '=', 'PUBLIC')
    .where('predefined', 'is', null)
    .orderBy('created_at')
    .execute();
  for (const list of lists) {
    for (const [reader, count] of LIST_CLAPPERS) {
      if (user(reader) !== list.creator_id) await insertClaps(trx, { type: 'catalog', id: list.id }, user(reader), count, when());
    }
  }
}
