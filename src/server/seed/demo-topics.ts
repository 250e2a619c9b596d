import { slugify } from '../../shared/format/slug';
import { newId } from '../db/ids';
import { rebuildStoryIndex } from '../modules/topics';
import type { DemoRefs } from './demo-refs';

interface DemoTopic {
  name: string;
  category: string;
  description: string;
  visibility?: 'PUBLIC' | 'SPECIAL' | 'STAFF';
  tags: string[];
  followers: string[];
}

const DAY = 86_400_000;

/** Topics over the demo stories' tags, under the headings /topics shows, and who follows each. */
const demoTopics: DemoTopic[] = [
  {
    name: 'Programming',
    category: 'Technology',
    description: 'Writing code, reading code, and the habits that make both easier.',
    tags: ['programming', 'code review', 'debugging', 'naming'],
    followers: ['ada', 'margaret', 'edsger', 'barbara'],
  },
  {
    name: 'Software Engineering',
    category: 'Technology',
    description: 'Systems, teams and plans: building software that lasts.',
    tags: ['software', 'engineering', 'management', 'planning'],
    followers: ['margaret', 'grace'],
  },
  {
    name: 'Technology',
    category: 'Technology',
    description: 'Networks, machines and the web, and what they change.',
    tags: ['technology', 'networking'],
    followers: ['tim', 'radia', 'alan'],
  },
  {
    name: 'Science',
    category: 'Science',
    description: 'Physics, oceans, weather and numbers, explained by people who love them.',
    tags: ['science', 'physics', 'oceans', 'weather', 'mathematics'],
    followers: ['ada', 'katherine', 'linus', 'alan'],
  },
  {
    name: 'Nature',
    category: 'Science',
    description: 'Lichen, insects, rivers and gardens: the living world up close.',
    tags: ['nature', 'lichen', 'insects', 'trees', 'rivers', 'geography', 'gardening'],
    followers: ['radia', 'linus'],
  },
  {
    name: 'Food',
    category: 'Life',
    description: 'Cooking, bread and fermentation, from the kitchens of our writers.',
    tags: ['cooking', 'recipes', 'bread', 'sourdough', 'fermentation', 'food', 'vegetables', 'winter'],
    followers: ['linus', 'grace', 'katherine'],
  },
  {
    name: 'Travel',
    category: 'Life',
    description: 'Trains, maps and going slowly.',
    tags: ['travel', 'trains', 'slow travel', 'maps'],
    followers: ['barbara'],
  },
  {
    name: 'Productivity',
    category: 'Life',
    description: 'Notebooks, stationery and careers: working well without hurry.',
    tags: ['productivity', 'stationery', 'notebooks', 'careers'],
    followers: ['grace', 'edsger'],
  },
  {
    name: 'Writing',
    category: 'Culture',
    description: 'The craft of putting words in order, and letters worth keeping.',
    tags: ['writing', 'editing', 'craft', 'letters', 'personal'],
    followers: ['ada', 'grace', 'edsger', 'tim'],
  },
  {
    name: 'Books',
    category: 'Culture',
    description: 'Reading, libraries and the books that stay with us.',
    tags: ['books', 'libraries', 'reading'],
    followers: ['grace', 'barbara'],
  },
  {
    name: 'Art & Design',
    category: 'Culture',
    description: 'Drawing, design and learning to see.',
    tags: ['art', 'drawing', 'design'],
    followers: ['tim'],
  },
  {
    name: 'Cities',
    category: 'Society',
    description: 'Streets, trees and the communities that make a place.',
    tags: ['cities', 'urbanism', 'community'],
    followers: ['barbara', 'radia', 'katherine'],
  },
  {
    name: 'Learning',
    category: 'Society',
    description: 'Picking up new skills at any age.',
    tags: ['learning', 'everyday'],
    followers: ['alan'],
  },
  {
    name: 'Things We Mend',
    category: 'Life',
    description: 'A collection from the editors: repairs, bicycles and making by hand.',
    visibility: 'SPECIAL',
    tags: ['repair', 'cycling', 'craft'],
    followers: ['linus'],
  },
  {
    name: 'Staff Watchlist',
    category: 'Technology',
    description: 'Stories the staff keep an eye on. Only staff see this topic.',
    visibility: 'STAFF',
    tags: ['software', 'networking'],
    followers: [],
  },
];

/** Topics grouping the demo stories' tags, and who follows them (Ada follows Programming, Science and Writing). */
export async function seedDemoTopics(demo: DemoRefs): Promise<void> {
  const { trx, now } = demo;
  for (const [position, topic] of demoTopics.entries()) {
    const id = newId();
    await trx
      .insertInto('topics')
      .values({
        id,
        slug: slugify(topic.name),
        name: topic.name,
        description: topic.description,
        visibility: topic.visibility ?? 'PUBLIC',
        category: topic.category,
        position,
        follower_count: topic.followers.length,
        created_at: now - 300 * DAY,
      })
      .execute();
    for (const [tagPosition, tag] of topic.tags.entries()) {
      await trx.insertInto('topic_tags').values({ topic_id: id, tag_slug: slugify(tag), position: tagPosition }).execute();
    }
    for (const [i, key] of topic.followers.entries()) {
      await trx.insertInto('topic_follows').values({ user_id: demo.user(key), topic_id: id, created_at: now - (30 - position - i) * DAY }).execute();
    }
  }
  await rebuildStoryIndex(trx);
}
