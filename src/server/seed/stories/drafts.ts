import { h3, img, p, story, ul } from './builders';
import type { DemoStory } from './builders';

export const draftStories: DemoStory[] = [
  story(
    {
      key: 'maps-half-thought',
      authorKey: 'tim',
      title: 'Half a Thought About Maps',
      subtitle: 'Every map is an argument about what matters',
      tags: ['cities', 'maps'],
      visibility: 'PUBLIC',
      published: false,
      publishedDaysAgo: 1,
    },
    [
      p(
        'A transit map that shows stations evenly spaced is lying about distance in order to tell the truth about connections. I think every useful map makes a trade like that, and the interesting question is what each one chooses to give up.',
      ),
      p('Notes: compare the tube map with a cycling map of the same area. Ask Barbara about tree maps.'),
    ],
  ),

  story(
    {
      key: 'on-mentors',
      authorKey: 'ada',
      title: 'On Mentors',
      subtitle: 'What the best teachers I had did differently',
      tags: ['learning', 'careers'],
      visibility: 'PUBLIC',
      published: false,
      publishedDaysAgo: 4,
    },
    [
      p('The best mentor I had never once told me what to do. She asked questions until I told myself.'),
      h3('Things to cover'),
      ul('Questions instead of answers', 'Letting people fail safely', 'Saying “I do not know” out loud'),
    ],
  ),

  story(
    {
      key: 'winter-greens',
      authorKey: 'katherine',
      collectionKey: 'field-notes',
      title: 'Winter Greens',
      subtitle: 'Kale, chard and the case for bitterness',
      tags: ['cooking', 'vegetables'],
      visibility: 'PUBLIC',
      published: false,
      publishedDaysAgo: 6,
      previewImageKey: 'soup-pot',
    },
    [
      p(
        'Bitterness is the flavour most of us were taught to avoid, and the one I have come to love most in winter. A handful of dark greens, wilted in garlic and oil, makes a plate of beans into a meal.',
      ),
      img('soup-pot', 'Placeholder photo until I shoot the greens.'),
    ],
  ),

  story(
    {
      key: 'spanning-trees-gardeners',
      authorKey: 'radia',
      title: 'Spanning Trees for Gardeners',
      subtitle: 'Laying a hose, a path or a network: the same small problem',
      tags: ['networking', 'gardening', 'mathematics'],
      visibility: 'PUBLIC',
      published: false,
      publishedDaysAgo: 10,
    },
    [
      p(
        'If you want to water every bed in a garden with the least hose, you are solving the same problem as a network switch deciding which links to use: connect everything, with no loops, as cheaply as possible.',
      ),
      p('To do: a diagram of the garden, and the greedy algorithm explained with a watering can.'),
    ],
  ),
];
