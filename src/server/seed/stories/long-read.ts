import { bq, coverTitle, embed, h3, hr, img, p, pq, pre, section, sectionCaption, story, ul } from './builders';
import type { DemoEmbed, DemoStory } from './builders';

const OPEN_FILM: DemoEmbed = {
  id: 'b0b0de000001',
  sourceUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  width: 640,
  height: 360,
  title: 'Big Buck Bunny, an open film',
};

/** Provider links the demo stories embed; the seed stores each as a media resource behind a frame page. */
export const longReadEmbeds: DemoEmbed[] = [OPEN_FILM];

export const longReadStories: DemoStory[] = [
  story(
    {
      key: 'sentence-breath',
      authorKey: 'margaret',
      collectionKey: 'the-long-read',
      title: 'The Sentence Is a Unit of Breath',
      subtitle: 'Why good prose sounds right before it reads right',
      tags: ['writing', 'craft', 'editing'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 3,
      previewImageKey: 'desk-morning',
    },
    [
      p(
        'Read any paragraph you admire out loud and you will notice something your eyes missed: it breathes. The long sentences rise and carry you, the short ones land. {HIGHLIGHT|A sentence is not only a unit of grammar; it is a unit of breath.} When the breath is wrong, the reader feels it as fatigue long before they could name the cause.',
        { dropCap: true },
      ),
      p(
        'I learned this the slow way, from a teacher who made us read our essays to the class. Nobody could hide behind a semicolon. If you ran out of air halfway through a clause, everyone heard it, and you heard it most of all. The fix was almost never a better word. It was a better place to stop.',
      ),
      img('desk-morning', 'Most of my drafts start here, and most of them are too long.'),
      p(
        'There is a reason editors talk about *rhythm* and not about *length*. A page of twelve-word sentences is as tiring as a page of sixty-word ones. What a reader wants is variation that follows meaning: expand when the idea needs room, contract when it needs weight.',
      ),
      pq('Expand when the idea needs room. Contract when it needs weight.'),
      h3('Three habits that help'),
      p(
        'None of these are rules. They are habits that make the breath of a sentence easier to hear, which is the only thing that matters.',
      ),
      ul(
        '**Read the draft aloud**, all of it, at the speed you would read to a friend.',
        '**Mark every place you paused for air** that has no punctuation. That is where a sentence wants to end.',
        '**Cut the second adjective** before you cut anything else. It is nearly always the one carrying no weight.',
      ),
      bq(
        'The most valuable of all talents is that of never using two words when one will do. — a line pinned above more writing desks than anyone could count',
      ),
      p(
        'My friend [Ada](@ada) keeps a commonplace book of sentences that breathe well, copied out by hand. She says the copying is the point: your hand slows down enough for your ear to catch up. If you want to try it, the [Gutenberg library](https://www.gutenberg.org/) is a good place to find long-dead writers whose breath is still perfectly audible.',
      ),
      p('Write it, then say it. Whatever you stumble over, your reader will too.'),
    ],
  ),

  story(
    {
      key: 'cities-corners',
      authorKey: 'tim',
      collectionKey: 'the-long-read',
      kicker: 'Urbanism',
      title: 'Cities Are Made of Corners',
      subtitle: 'The best public spaces are the ones nobody designed',
      tags: ['cities', 'urbanism', 'design'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 9,
      previewImageKey: 'city-corner',
    },
    [
      p(
        'Ask people to describe their favourite part of a city and very few will name a plaza. They will name a corner: the one with the newsagent who knows their order, the bench under the plane tree, the step outside the bakery where the sun lands at four.',
      ),
      p(
        'Corners are where two flows of people cross, and crossing is what cities are for. A corner gives you a reason to slow down without asking you to stop. You can wait there for a friend without looking like you are waiting.',
      ),
      section({ backgroundImageKey: 'city-corner', imageLayout: 'FULL_PAGE', textLayout: 'OVERLAY_CENTER' }),
      coverTitle('Part one: the view from the step'),
      sectionCaption('A corner at dusk, photographed from the steps opposite.'),
      p(
        'For a month I spent an hour a day on the same corner with a notebook. Nothing dramatic happened. A man repaired a pram wheel with a hair tie. Two schoolgirls divided a pastry with the precision of diplomats. A delivery driver and a pensioner argued, amiably, about football.',
      ),
      p(
        'What struck me was how much of it depended on small, unplanned things: a ledge the right height for sitting, an awning deep enough to shelter under, a shop window with something worth looking at. Remove any one of them and the corner empties.',
      ),
      section(),
      h3('What planners can learn'),
      p(
        'You cannot design a good corner from above, but you can avoid designing a bad one. Blank walls, deep setbacks, benches that face the traffic instead of each other: these are the usual culprits. The [Project for Public Spaces](https://www.pps.org/) has catalogued them for decades.',
      ),
      img('city-steps', 'Library steps do the work of a plaza at a fraction of the cost.', 'FULL_WIDTH'),
      p(
        'The cheapest intervention is often the most effective: a few movable chairs. People will carry them a metre to the left to get out of the wind or into the sun, and that tiny act of choosing makes the place feel like theirs.',
      ),
      hr(),
      p('Next time you love a place in a city, look down. You are probably standing on a corner.'),
    ],
  ),

  story(
    {
      key: 'tides-slowly',
      authorKey: 'alan',
      collectionKey: 'the-long-read',
      title: 'Tides, Explained Slowly',
      subtitle: 'The Moon pulls, the Earth turns, and the sea keeps time',
      tags: ['science', 'oceans', 'physics'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 14,
      previewImageKey: 'tide-pool',
    },
    [
      p(
        'Most of us learned that the Moon causes the tides and left it there. It is true, but it is the least interesting part of the story. The interesting part is why there are two high tides a day and not one, and why the biggest tides come at new moon as well as full.',
        { dropCap: true },
      ),
      p(
        'Gravity weakens with distance. The side of the Earth facing the Moon is pulled a little harder than the centre, and the centre a little harder than the far side. The result is a stretch: the oceans bulge towards the Moon *and* away from it. The Earth turns under both bulges, so most coasts pass through two of them every day.',
      ),
      img('tide-pool', 'At low water the rock pools hold a whole second coastline.', 'OUTSET_CENTER'),
      p(
        'The Sun does the same thing, about half as strongly. When Sun and Moon line up, at new and full moon, their stretches add and we get *spring tides*, which have nothing to do with the season. When they pull at right angles we get the gentler *neap tides*.',
      ),
      embed(OPEN_FILM, 'A short film, embedded here to show how video sits within a story.'),
      h3('Why the real sea disagrees'),
      p(
        'If the Earth were covered in a smooth, deep ocean, that would be the whole story. It is not. Continents get in the way, basins slosh at their own natural rhythms, and some bays amplify the tide the way a bathtub amplifies a wave you push at the right moment. That is why the Bay of Fundy sees tides of fifteen metres while parts of the Mediterranean barely notice.',
      ),
      p(
        'Tide tables are built by measuring the tide at a port for a long time and breaking the record into dozens of regular components, each tied to some cycle of Sun and Moon. Add them back together and you can predict the water years ahead. The first machines to do this were made of brass pulleys; [Lord Kelvin’s tide predictor](https://en.wikipedia.org/wiki/Tide-predicting_machine) summed ten of them with a single wire.',
      ),
      pre('height(t) = mean + Σ amplitude_i · cos(speed_i · t + phase_i)', 'text'),
      p('Stand on a beach at low water and you are standing in the gap between two bulges of an ocean that is always, very slowly, falling towards the Moon.'),
    ],
  ),

  story(
    {
      key: 'honeybee-afternoon',
      authorKey: 'barbara',
      collectionKey: 'the-long-read',
      kicker: 'Natural history',
      title: 'The Long Afternoon of the Honeybee',
      subtitle: 'A forager’s life is short, busy and astonishingly precise',
      tags: ['nature', 'insects', 'science'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 21,
      previewImageKey: 'honeybee',
    },
    [
      p(
        'A summer worker bee lives about six weeks. She spends the first three indoors, cleaning cells, feeding larvae, building comb and guarding the entrance. Only in the last part of her life does she fly out to forage, and by then her wings are already beginning to fray.',
        { dropCap: true },
      ),
      p(
        '{FULL_HIGHLIGHT|In those final weeks she may visit several thousand flowers a day.} She remembers which patches were good, at what time of day they gave nectar, and how to get home from three kilometres away using the angle of the sun.',
      ),
      img('honeybee', 'A forager on lavender, pollen baskets half full.', 'OUTSET_CENTER'),
      pq('She remembers which flowers were good, and at what time of day.', 'OUTSET_LEFT'),
      p(
        'When she finds something worth sharing she returns and dances. The famous waggle run points, relative to straight up on the comb, in the direction of the food relative to the sun. {HIGHLIGHT_SEGMENT|The length of the waggle encodes the distance.} Her sisters follow her closely, feel the vibration, smell the flowers on her, and fly out to check.',
      ),
      p(
        'What still surprises me is that the colony as a whole makes good decisions without anybody deciding. Dances for rich sources last longer and recruit more followers; poor sources are quietly abandoned. The hive allocates its foragers as if it had a spreadsheet.',
      ),
      h3('How to watch them'),
      p(
        'You do not need a hive to see any of this. Sit by a patch of lavender or borage on a warm afternoon and watch one bee at a time. Notice how she works each flower head in a pattern, and how she rarely revisits a floret she has just emptied. Notice when she leaves. She is going home to tell the others.',
      ),
      p('If you want a good introduction, the [British Beekeepers Association](https://www.bbka.org.uk/) publishes clear guides for beginners.'),
    ],
  ),

  story(
    {
      key: 'protocols-promises',
      authorKey: 'radia',
      collectionKey: 'the-long-read',
      title: 'Protocols Are Promises',
      subtitle: 'What a network agreement really asks of the people who build on it',
      tags: ['technology', 'networking', 'engineering'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 30,
      previewImageKey: 'network-cables',
    },
    [
      p(
        'Every protocol is a promise between strangers. When I send a packet, I am trusting that a machine I will never see, run by people I will never meet, will interpret a handful of bits the same way I do. The astonishing thing is not that networks sometimes fail. It is that they mostly work.',
      ),
      img('network-cables', 'Every cable here is a small agreement about what the bits mean.', 'INSET_RIGHT'),
      h3('Be conservative in what you send'),
      p(
        'The old robustness principle says to be conservative in what you send and liberal in what you accept. It sounds generous. In practice, {ID_WRAPPER|accepting malformed input teaches everyone that malformed input is fine}, and after a decade the “liberal” behaviour becomes a requirement nobody wrote down.',
      ),
      p(
        'A better reading is that a protocol is only as strong as its least careful implementation. If you want the promise to hold, reject what the specification rejects, and say clearly why. A message like `400 Bad Request: header line too long` is a kindness to the next engineer.',
      ),
      h3('Versioning is a promise about the future'),
      p(
        'Most protocol pain comes from change. The trick, which the best designs all share, is to leave room: unknown fields are ignored rather than rejected, lengths are explicit, and there is always a version number even when there is only one version.',
      ),
      pre('struct Frame {\n  uint8  version;   // always check this first\n  uint8  type;\n  uint16 length;    // of the payload, in bytes\n  byte   payload[length];\n}', 'c'),
      p(
        'A frame that announces its own length can be skipped by a reader that does not understand it. That one habit has kept more systems working across upgrades than any clever negotiation scheme.',
      ),
      h3('The human part'),
      p(
        'Protocols are written by committees, argued over in mailing lists and implemented by tired people at the end of a sprint. The promise holds because enough of those people decide, each time, to do the careful thing. That is worth remembering the next time a page loads in under a second from the other side of the world.',
      ),
    ],
  ),

  story(
    {
      key: 'library-closing',
      authorKey: 'ada',
      collectionKey: 'the-long-read',
      title: 'The Library at Closing Time',
      subtitle: 'Fifteen minutes in which a public building becomes a private one',
      tags: ['cities', 'books', 'libraries'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 40,
      previewImageKey: 'library-stacks',
    },
    [
      p(
        '{DROPCAP|T}he announcement comes at a quarter to eight: the library will close in fifteen minutes. Nobody moves. It is understood that the first announcement is a courtesy and the second is a request. Only the third, at five to, is an instruction.',
      ),
      img('library-stacks', 'The stacks at ten to eight, when the lights on the top floor go off first.', 'OUTSET_LEFT'),
      p(
        'I have been coming here most evenings for a year, and I have come to love those fifteen minutes more than any other part of the day. The room changes. The students who were pretending to work start working. The man who reads every newspaper in the building folds the last one with great care.',
      ),
      p(
        'A librarian once told me that {QUOTE|closing time is when you see who really needs the place.} The people who stay until the lights dim are not always the studious ones. Some have nowhere warmer to be. Some simply like the company of strangers who are all, for once, being quiet together.',
      ),
      p(
        'Public libraries are one of the few indoor places left where you are welcome without buying anything. That is easy to forget until you watch someone be gently asked to leave, and see how carefully it is done.',
      ),
      bq('A library is not a luxury but one of the necessities of life.'),
      p(
        'At eight the doors lock behind the last of us. We stand on the steps for a moment, a small crowd that did not know it was a crowd, and then we scatter into the evening.',
      ),
    ],
  ),

  story(
    {
      key: 'letters-unsent',
      authorKey: 'grace',
      collectionKey: 'the-long-read',
      title: 'Letters I Never Sent',
      subtitle: 'On the drafts we keep, and what they were for',
      tags: ['writing', 'personal', 'letters'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 55,
      previewImageKey: 'letters',
    },
    [
      p(
        'In the bottom drawer of my desk there is a shoebox of letters I never sent. Some are apologies, some are thanks, one is a very long complaint to a bank that has since ceased to exist. I kept them because throwing them away felt like sending them somewhere.',
        { dropCap: true },
      ),
      img('letters', 'The shoebox, tied with the string it came with.', 'INSET_CENTER_SMALL'),
      p(
        'Reading them now, I notice that the unsent letters are better written than most of the ones I posted. They took longer. They went through drafts. They were addressed to someone I was still trying to understand, and you can feel the effort in every line.',
      ),
      bq('Dear M., I have started this letter four times, and each time I have said something true and then crossed it out.'),
      p(
        'That opening is from a letter to an old friend I had drifted away from. I never finished it. We met again years later by accident, at a railway station, and talked for an hour as if no time had passed. I did not mention the letter. I did not need to.',
      ),
      hr(),
      p(
        'I think an unsent letter is a way of thinking with a particular person in mind. You imagine their face as they read it, and that changes what you are willing to say. Sometimes, having said it to the page, you no longer need to say it to them.',
      ),
      p('If you have a drawer like mine, do not empty it too quickly. Some of those letters have already done their work.'),
    ],
  ),
];
