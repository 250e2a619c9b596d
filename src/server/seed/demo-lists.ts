import { slugify } from '../../shared/format/slug';
import { ensureReadingList, insertCatalog, insertItem, setItemState } from '../modules/catalogs';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;

/** Ada's reading list: saved stories, newest last here (so newest first on the page), some archived. */
const ADA_SAVED: [title: string, archived: boolean][] = [
  ['Clouds for Beginners', true],
  ['Why I Still Fix My Own Bicycle', true],
  ['Notes From a Night Train', false],
  ['The Long Afternoon of the Honeybee', false],
  ['Cities Are Made of Corners', false],
  ['Reading Code Aloud', false],
];

interface DemoList {
  owner: string;
  name: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  stories: string[];
}

/** Lists in the order they are made; each list shows its first story on top. */
const LISTS: DemoList[] = [
  {
    owner: 'ada',
    name: 'Writing well',
    description: 'Essays on clear sentences and the habits behind them.',
    visibility: 'PUBLIC',
    stories: ['The Sentence Is a Unit of Breath', 'How to Keep a Commonplace Book', 'The Quiet Virtue of Plain Text'],
  },
  {
    owner: 'ada',
    name: 'Slow science',
    description: 'Patient explanations of how the world works.',
    visibility: 'PUBLIC',
    stories: ['Tides, Explained Slowly', 'The Mathematics of the Post Office Queue', 'A Field Guide to Lichen on City Walls', 'Clouds for Beginners'],
  },
  { owner: 'ada', name: 'Gift ideas', description: 'For the bakers in my life.', visibility: 'PRIVATE', stories: ['What the Bread Knows', 'Fermentation Is Patience You Can Taste'] },
  {
    owner: 'grace',
    name: 'Programming as a craft',
    description: 'What I send to new engineers in their first week.',
    visibility: 'PUBLIC',
    stories: ['Debugging Is a Conversation', 'Reading Code Aloud', 'The Quiet Virtue of Plain Text'],
  },
  { owner: 'margaret', name: 'Weekend reading', description: '', visibility: 'PUBLIC', stories: ['Notes From a Night Train', 'Street Trees and the People Who Count Them', 'What the Bread Knows'] },
  { owner: 'edsger', name: 'Drafts to study', description: 'Private notes to self.', visibility: 'PRIVATE', stories: ['Reading Code Aloud'] },
];

/**
 * Ada's reading list (some archived), two public lists and a private one of hers, and lists by grace,
 * margaret and edsger (a private one, which nobody else sees) to visit.
 */
export async function seedDemoLists(demo: DemoRefs): Promise<void> {
  const { trx, now, user, post } = demo;
  let step = 0;
  const when = () => now - 30 * 24 * HOUR + step++ * 5 * HOUR;

  const readingList = await ensureReadingList(trx, user('ada'), when());
  for (const [title, archived] of ADA_SAVED) {
    const item = await insertItem(trx, { catalogId: readingList.id, postId: post(title), state: 'QUEUE', now: when() });
    if (item && archived) await setItemState(trx, item, 'ARCHIVE', when());
  }
  for (const list of LISTS) {
    const made = await insertCatalog(trx, {
      creatorId: user(list.owner),
      name: list.name,
      description: list.description,
      visibility: list.visibility,
      slug: slugify(list.name, 50),
      now: when(),
    });
    for (const title of [...list.stories].reverse()) await insertItem(trx, { catalogId: made.id, postId: post(title), state: 'QUEUE', now: when() });
  }
}
