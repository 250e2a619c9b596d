import { countWords, plainText, readingTimeMinutes } from '../../shared/content';
import { slugify } from '../../shared/format/slug';
import { newId } from '../db/ids';
import { addToCount, insertResponse, placeReply, responseBody, responseTitle, setHidden, setPostDiscussionClosed } from '../modules/responses';
import type { ResponseFacts } from '../modules/responses';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;

interface DemoResponse {
  key: string;
  writer: string;
  text: string;
  hoursAgo: number;
  /** A story's title, a list's name ('list:…') or another demo response's key. */
  to: string;
  hidden?: boolean;
}

const responses: DemoResponse[] = [
  // The Sentence Is a Unit of Breath: a lively thread, replies two deep.
  { key: 'breath-ada', writer: 'ada', to: 'The Sentence Is a Unit of Breath', hoursAgo: 60, text: 'I read this aloud on the train and caught myself breathing at every comma. The part about long sentences earning their length will stay with me.' },
  { key: 'breath-margaret', writer: 'margaret', to: 'breath-ada', hoursAgo: 52, text: 'That is the best compliment a piece like this can get. Thank you, Ada.' },
  { key: 'breath-ada-2', writer: 'ada', to: 'breath-margaret', hoursAgo: 50, text: 'Now I notice it everywhere, even in recipes.' },
  { key: 'breath-alan', writer: 'alan', to: 'breath-ada-2', hoursAgo: 30, text: 'Recipes are the best test: every step one breath, or the cook gets lost.' },
  { key: 'breath-grace', writer: 'grace', to: 'The Sentence Is a Unit of Breath', hoursAgo: 40, text: 'Editors know this in their bones but rarely say it so plainly. Sharing with the whole desk.\nhttps://en.wikipedia.org/wiki/Prose_rhythm is a good next read.' },
  { key: 'breath-tim', writer: 'tim', to: 'The Sentence Is a Unit of Breath', hoursAgo: 20, text: 'Does this hold for languages with very different rhythms? I would love a follow-up.' },
  { key: 'breath-katherine', writer: 'katherine', to: 'breath-tim', hoursAgo: 12, text: 'Good question. In my experience it holds, but the breath falls in different places.' },
  { key: 'breath-barbara', writer: 'barbara', to: 'The Sentence Is a Unit of Breath', hoursAgo: 6, text: 'Short and true.' },
  // Tides, Explained Slowly: one response hidden by the author.
  { key: 'tides-ada', writer: 'ada', to: 'Tides, Explained Slowly', hoursAgo: 90, text: 'The slowest explanation is often the fastest way to understand. This one finally made the two bulges make sense to me.' },
  { key: 'tides-alan', writer: 'alan', to: 'tides-ada', hoursAgo: 80, text: 'That was exactly the hope. The second bulge is the one everybody trips over.' },
  { key: 'tides-edsger', writer: 'edsger', to: 'Tides, Explained Slowly', hoursAgo: 70, text: 'Buy my course on tidal mathematics! Link in my profile!!!', hidden: true },
  { key: 'tides-katherine', writer: 'katherine', to: 'Tides, Explained Slowly', hoursAgo: 26, text: 'Lovely piece. The harbour timetable photograph says more than a page of equations.' },
  // Debugging Is a Conversation: discussion closed by its author.
  { key: 'debugging-linus', writer: 'linus', to: 'Debugging Is a Conversation', hoursAgo: 300, text: 'Rubber ducks deserve royalties.' },
  // A response to a list.
  { key: 'list-grace', writer: 'grace', to: 'list:Slow science', hoursAgo: 18, text: 'A wonderful list. I would add anything about bees.' },
  { key: 'list-reply', writer: 'ada', to: 'list-grace', hoursAgo: 10, text: 'The honeybee story is in there already, and it is a delight.' },
];

/** Demo discussions: threads two deep, a hidden response, a closed discussion and a list's responses. */
export async function seedDemoResponses(demo: DemoRefs): Promise<void> {
  const { trx, now } = demo;
  const placed = new Map<string, ResponseFacts>();
  for (const r of responses) {
    const id = newId();
    const parent = placed.get(r.to) ?? null;
    let rootPostId: string | null = parent?.rootPostId ?? null;
    let rootCatalogId: string | null = parent?.rootCatalogId ?? null;
    if (!parent && r.to.startsWith('list:')) {
      const list = await trx.selectFrom('catalogs').select('id').where('name', '=', r.to.slice(5)).executeTakeFirst();
      if (!list) continue;
      rootCatalogId = list.id;
    } else if (!parent) {
      rootPostId = demo.post(r.to);
    }
    const place = placeReply(parent, id);
    const body = responseBody(r.text);
    const title = responseTitle(r.text);
    await insertResponse(trx, {
      id,
      creatorId: demo.user(r.writer),
      title,
      slug: slugify(title),
      body: JSON.stringify(body),
      readingTime: readingTimeMinutes(body),
      wordCount: countWords(plainText(body)),
      shareKey: newId(),
      inResponseToPostId: parent ? parent.id : rootPostId,
      inResponseToCatalogId: parent ? null : rootCatalogId,
      rootPostId,
      rootCatalogId,
      ...place,
      now: now - r.hoursAgo * HOUR,
    });
    const root = rootPostId ?? rootCatalogId ?? '';
    if (r.hidden) {
      await setHidden(trx, id, now - (r.hoursAgo - 1) * HOUR);
    } else {
      await addToCount(trx, root, 1);
      if (place.parentId) await addToCount(trx, place.parentId, 1);
    }
    placed.set(r.key, {
      id,
      creatorId: demo.user(r.writer),
      isResponse: true,
      inResponseToPostId: parent ? parent.id : rootPostId,
      inResponseToCatalogId: parent ? null : rootCatalogId,
      rootPostId,
      rootCatalogId,
      threadId: place.threadId,
      parentId: place.parentId,
      depth: place.depth,
      hiddenAt: null,
      deletedAt: null,
      discussionClosedAt: null,
    });
  }
  await setPostDiscussionClosed(trx, demo.post('Debugging Is a Conversation'), now - 100 * HOUR);
}
