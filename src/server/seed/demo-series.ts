import { randomBytes } from 'node:crypto';
import { countWords, plainText, readingTimeMinutes } from '../../shared/content';
import { slugify } from '../../shared/format/slug';
import { partBodyFromText } from '../../shared/validation/series';
import { newId } from '../db/ids';
import { withMentions } from '../modules/series';
import type { DemoRefs } from './demo-refs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoSeries {
  writer: string;
  title: string;
  description: string;
  tags: string[];
  published: boolean;
  /** Readers who follow it. */
  followers: string[];
  parts: string[];
}

const SERIES: DemoSeries[] = [
  {
    writer: 'grace',
    title: 'Night Trains',
    description: 'A journey across a continent, one carriage at a time.',
    tags: ['travel', 'trains'],
    published: true,
    followers: ['ada', 'margaret'],
    parts: [
      'The station clock said ten past nine, and the platform was nearly empty. A porter leaned on a trolley of mail sacks, and somewhere behind me a child was asking, again, whether we would sleep on the train.\n\nWe would. That was the whole point.',
      'My compartment had four bunks and one window. The other three bunks belonged to a retired teacher, a student with a cello, and a man who introduced himself only as “the snorer”, apologising in advance.\n\nHe was right.',
      'Somewhere after midnight the train stopped at a border nobody announced. Torches moved along the corridor; passports were looked at, not read. Then the wheels found their rhythm again, and the country outside changed its language in the dark.',
      'Breakfast came on a tray: black bread, a boiled egg, tea in a glass with a metal holder. The cellist played scales in the corridor while the teacher corrected the grammar of the menu, gently, in pencil. I kept the timetable for @ada, who collects them.',
      'We arrived in rain. Everyone stood in the corridor with their bags, suddenly strangers again. The snorer shook my hand and said the next night train leaves on Thursday. I have not stopped thinking about Thursday.',
    ],
  },
  {
    writer: 'ada',
    title: 'Letters From the Garden',
    description: 'Small notes from a first year of growing things.',
    tags: ['gardening'],
    published: false,
    followers: [],
    parts: [
      'The seed packets promised everything. The soil, when I finally dug into it, promised clay.',
      'Week three: the radishes are up, and so, enthusiastically, is everything I did not plant.',
    ],
  },
];

/** A reading path through stories that belong together, read in this order. */
const SEQUENCES: { curator: string; title: string; description: string; stories: string[] }[] = [
  {
    curator: 'margaret',
    title: 'A Slow Science Primer',
    description: 'Five patient explanations of the world outside your window, best read in this order.',
    stories: [
      'Clouds for Beginners',
      'Tides, Explained Slowly',
      'What Rivers Remember',
      'A Field Guide to Lichen on City Walls',
      'The Long Afternoon of the Honeybee',
    ],
  },
  {
    curator: 'grace',
    title: 'Learning to Cook',
    description: 'From one loaf to a winter of soups: patience first, recipes second.',
    stories: ['What the Bread Knows', 'Fermentation Is Patience You Can Taste', 'Soup Season'],
  },
];

/** Grace's published series Night Trains (five parts, followed by ada), a draft series of ada's, and two sequences. */
export async function seedDemoSeries(demo: DemoRefs): Promise<void> {
  const { trx, now, user, post } = demo;
  for (const [index, series] of SERIES.entries()) {
    const id = newId();
    const started = now - (12 - index * 4) * DAY;
    const intro = { paragraphs: [{ name: 't000', type: 'H3' as const, text: series.title, markups: [] }, { name: 'd000', type: 'P' as const, text: series.description, markups: [] }], sections: [] };
    await trx
      .insertInto('posts')
      .values({
        id,
        creator_id: user(series.writer),
        title: series.title,
        subtitle: series.description,
        slug: slugify(series.title),
        is_series: 1,
        is_published: series.published ? 1 : 0,
        first_published_at: series.published ? started : null,
        published_at: series.published ? started : null,
        latest_version: 1,
        latest_published_version: series.published ? 1 : null,
        reading_time: readingTimeMinutes(intro),
        word_count: countWords(plainText(intro)),
        share_key: randomBytes(16).toString('hex'),
        created_at: started,
        updated_at: started + series.parts.length * 2 * DAY,
      })
      .execute();
    await trx.insertInto('post_versions').values({ post_id: id, version: 1, title: series.title, subtitle: series.description, body: JSON.stringify(intro), created_at: started }).execute();
    if (series.tags.length > 0) {
      await trx
        .insertInto('tags')
        .values(series.tags.map((slug) => ({ slug, name: slug.charAt(0).toUpperCase() + slug.slice(1), created_at: started })))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      await trx.insertInto('post_tags').values(series.tags.map((slug, position) => ({ post_id: id, tag_slug: slug, position }))).execute();
    }
    // A part every other day since the series began.
    for (const [position, text] of series.parts.entries()) {
      const body = await withMentions(trx, partBodyFromText(text));
      const at = started + position * 2 * DAY;
      await trx
        .insertInto('series_parts')
        .values({
          id: newId(),
          series_id: id,
          position: position + 1,
          body: JSON.stringify(body),
          word_count: countWords(plainText(body)),
          published_at: series.published ? at : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    for (const [step, follower] of series.followers.entries()) {
      await trx.insertInto('series_follows').values({ series_id: id, user_id: user(follower), created_at: started + (step + 1) * HOUR }).execute();
    }
  }

  for (const [index, sequence] of SEQUENCES.entries()) {
    const id = newId();
    const created = now - (6 - index) * DAY;
    await trx
      .insertInto('sequences')
      .values({
        id,
        slug: slugify(sequence.title),
        title: sequence.title,
        description: sequence.description,
        creator_id: user(sequence.curator),
        post_count: sequence.stories.length,
        created_at: created,
        updated_at: created,
      })
      .execute();
    await trx
      .insertInto('sequence_posts')
      .values(sequence.stories.map((title, position) => ({ sequence_id: id, post_id: post(title), position: position + 1, added_at: created })))
      .execute();
  }
}
