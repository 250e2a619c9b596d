import { h3, h4, img, mixtape, ol, p, row, story, ul } from './builders';
import type { DemoStory } from './builders';

export const fieldNotesStories: DemoStory[] = [
  story(
    {
      key: 'bread-knows',
      authorKey: 'katherine',
      collectionKey: 'field-notes',
      title: 'What the Bread Knows',
      subtitle: 'A year of sourdough, and what it taught me about waiting',
      tags: ['cooking', 'bread', 'sourdough'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 5,
      previewImageKey: 'bread-crumb',
    },
    [
      p(
        'My first loaf was a brick. So was my second. By the tenth I had read every forum thread and bought a thermometer, a proving basket and a razor blade on a stick, and the loaves were still bricks. The problem, it turned out, was not equipment. It was that I kept telling the bread what to do instead of watching what it was doing.',
      ),
      p(
        'Sourdough is a negotiation with a colony of wild yeast and bacteria that has its own ideas about time. A warm kitchen makes it hurry; a cold one slows it down. The recipe says four hours. The dough says *it depends*.',
      ),
      row(['bread-crumb', 'An open crumb, finally.'], ['bread-oven', 'Two loaves, one lid, twenty minutes of steam.']),
      h3('The routine that works for me'),
      ol(
        'Feed the starter in the morning and wait until it has doubled and smells pleasantly sour, not sharp.',
        'Mix flour and water and leave them alone for an hour. The flour does a surprising amount of work on its own.',
        'Add the starter and salt, then fold the dough every half hour for two hours.',
        'Let it rise until it is about half as big again, jiggles when you shake the bowl, and shows a few bubbles at the edges.',
        'Shape it, put it in the fridge overnight, and bake it straight from cold in the hottest oven you have.',
      ),
      p(
        'The step people skip is the fourth. *Wait for the dough, not the clock.* Everything else is forgiving; under-proved bread is not.',
      ),
      p(
        'If you want a starter, ask a friend who bakes. Mine came from [Grace](@grace), in a jam jar, with a note that said “feed me on Sundays”. It is four years old now and has outlived two ovens.',
      ),
    ],
  ),

  story(
    {
      key: 'lichen-walls',
      authorKey: 'barbara',
      collectionKey: 'field-notes',
      title: 'A Field Guide to Lichen on City Walls',
      subtitle: 'The slowest residents of your street, and what they say about its air',
      tags: ['nature', 'cities', 'lichen'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 11,
      previewImageKey: 'lichen-orange',
    },
    [
      img('lichen-wall', 'Lichen on a brick wall that has not been cleaned since it was built.', 'INSET_LEFT'),
      p(
        'Lichens are not plants. Each one is a partnership between a fungus and an alga or a cyanobacterium, and often a few other microbes besides. The fungus provides shelter and holds on; the partner makes food from sunlight. Together they can live on bare stone, which neither could do alone.',
      ),
      p(
        'They grow astonishingly slowly, a millimetre or two a year for many species. A patch the size of a dinner plate on a churchyard wall may be older than the church’s current roof.',
      ),
      p(
        'Because they take everything they need from the air and rain, lichens are sensitive to pollution. For much of the last century city walls were nearly bare. Their return, in many places, is one of the quieter good-news stories of cleaner air.',
      ),
      row(['lichen-orange', 'Xanthoria, the bright orange one, likes nitrogen.'], ['lichen-grey', 'Grey-green leafy lichens prefer cleaner air.']),
      h3('Three to look for'),
      ul(
        '**Orange crusts** on walls and roofs. Often *Xanthoria*, which tolerates and even enjoys nitrogen from traffic and farmland.',
        '**Grey rosettes** on old stone. Slow, patient, and a good sign that the wall has been left alone.',
        '**Pale green tufts** on twigs. Bushy lichens like these only appear where the air is fairly clean.',
      ),
      p('Take a hand lens on your next walk. The wall outside your front door is a forest at the right magnification.'),
    ],
  ),

  story(
    {
      key: 'night-train',
      authorKey: 'grace',
      collectionKey: 'field-notes',
      title: 'Notes From a Night Train',
      subtitle: 'Twelve hours, four countries and one very small bunk',
      tags: ['travel', 'trains', 'slow travel'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 17,
      previewImageKey: 'night-train',
    },
    [
      p(
        'The sleeper left at nine in the evening from a platform lit like a stage set. The attendant checked our tickets against a paper list, handed out small bottles of water, and told us breakfast would be at seven, “or whenever the border lets us”.',
      ),
      img('night-train', 'The view from the top bunk, somewhere after midnight.'),
      p(
        'My compartment had three bunks and one other passenger, a retired engineer travelling to see his granddaughter. He had taken this route every year for thirty years and narrated it like a tour guide: here is the river, here is the long tunnel, here is where the old line used to split.',
      ),
      p(
        'Sleep on a train comes in short stretches. You wake at stations you will never see in daylight, to voices on a platform, a door slamming, the rattle of couplings. Then the carriage jolts and the lights slide away and you are asleep again before you notice.',
      ),
      h4('Things worth packing'),
      ul('Earplugs and an eye mask.', 'A bottle of water more than you think you need.', 'Something to read that does not need a charger.'),
      p(
        'In the morning the landscape had changed completely: different roofs, different fields, a different language on the station signs. I have flown the same distance many times and never once felt that I had travelled. On the train I felt every kilometre.',
      ),
      p('If the idea appeals, a good place to start planning is this well-loved guide:'),
      mixtape({
        href: 'https://www.seat61.com/',
        title: 'The Man in Seat Sixty-One',
        description: 'How to travel comfortably by train and ship, route by route.',
        thumbnailKey: 'night-train',
      }),
    ],
  ),

  story(
    {
      key: 'street-trees',
      authorKey: 'tim',
      collectionKey: 'field-notes',
      title: 'Street Trees and the People Who Count Them',
      subtitle: 'A weekend with the volunteers mapping every tree in the city',
      tags: ['cities', 'trees', 'community'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 26,
      previewImageKey: 'street-tree',
    },
    [
      p(
        'On Saturday morning twelve volunteers met outside a café with clipboards, tape measures and a shared spreadsheet. Their job for the weekend was to record every street tree in four postcodes: species, trunk width, condition, and anything that looked wrong.',
      ),
      img('street-tree', 'A London plane, probably planted in the 1890s, still going strong.', 'INSET_RIGHT'),
      p(
        'I tagged along with [Barbara](@barbara), who has been doing this for six years and can name most trees from fifty metres by their bark alone. “Planes look like camouflage,” she said, “limes have those little suckers round the base, and if you are not sure, look at the leaves on the ground.”',
      ),
      p(
        'The work is slower than it sounds. You measure the trunk at chest height, which is harder than it seems when there is a parked van in the way. You note whether the pit is too small, whether the roots are lifting the pavement, whether someone has tied a bicycle to it again.',
      ),
      h3('Why it matters'),
      ul(
        'Councils plan planting and felling from these records, and many have no budget to collect them.',
        'Knowing the species mix helps a city avoid losing half its trees to a single disease.',
        'The data is open, so anyone can see which streets are shaded and which bake in summer.',
      ),
      p(
        'By Sunday evening we had recorded four hundred and eleven trees. Barbara looked at the total on her phone, nodded, and said there were at least twenty we had missed. She was probably right.',
      ),
    ],
  ),

  story(
    {
      key: 'fermentation-patience',
      authorKey: 'katherine',
      collectionKey: 'field-notes',
      title: 'Fermentation Is Patience You Can Taste',
      subtitle: 'Salt, vegetables, time, and a little courage',
      tags: ['cooking', 'fermentation', 'food'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 34,
      previewImageKey: 'ferment-jars',
    },
    [
      p(
        'The first time I made sauerkraut I checked the jar every hour, convinced something was going wrong. Nothing was. Cabbage, salt and a week of waiting is one of the oldest recipes we have, and it has survived precisely because it is hard to ruin.',
      ),
      p(
        'Salt draws water out of the vegetables and makes a brine. In that brine, the bacteria already living on the leaves get to work turning sugars into lactic acid, which sours the vegetables and keeps other microbes out. You provide the salt and the jar; they do the rest.',
      ),
      row(['ferment-jars', 'Day three: bubbles, which is exactly what you want.'], ['soup-pot', 'The same kraut, a fortnight later, in soup.']),
      h3('A first jar'),
      ol(
        'Shred a cabbage finely and weigh it.',
        'Add two per cent of that weight in salt and massage it in until the cabbage is limp and wet.',
        'Pack it tightly into a clean jar, pressing until the brine rises above the cabbage.',
        'Keep it covered and at room temperature, and taste it after five days.',
      ),
      p(
        '{WARNING|Keep the vegetables under the brine, and throw the batch away if you see fuzzy mould or it smells rotten rather than sour.} A white film on the surface is usually harmless yeast; fuzz is not.',
      ),
      p('After that, it is just a matter of tasting every day or two until you like it, then moving the jar to the fridge to slow everything down.'),
    ],
  ),

  story(
    {
      key: 'clouds-beginners',
      authorKey: 'alan',
      collectionKey: 'field-notes',
      title: 'Clouds for Beginners',
      subtitle: 'Ten names that turn the sky into something you can read',
      tags: ['science', 'weather', 'nature'],
      visibility: 'PUBLIC',
      published: true,
      publishedDaysAgo: 60,
      previewImageKey: 'clouds',
    },
    [
      img('clouds', 'Fair-weather cumulus: flat bottoms, cauliflower tops.', 'FULL_WIDTH_CROPPED_COVER'),
      p(
        'In 1802 an amateur meteorologist named Luke Howard gave a lecture proposing Latin names for clouds, and the sky has been easier to talk about ever since. His scheme is still the basis of the one we use today, and you can learn the main families in an afternoon.',
      ),
      p(
        'Start with height. Low clouds have names starting *strato-* or none at all; middle clouds start with *alto-*; high clouds start with *cirro-*. Then shape: *cumulus* means heaped, *stratus* means layered, *cirrus* means a wisp of hair, and *nimbus* means it is raining.',
      ),
      h3('The ones you will see most'),
      ul(
        '**Cumulus**: heaped, bright, separate. Fair weather, usually.',
        '**Stratus**: a grey sheet, the kind that makes a day feel like it never started.',
        '**Cirrus**: high, thin streaks of ice. Often the first sign of a change in the weather.',
        '**Cumulonimbus**: the towering storm cloud with an anvil top. Stay indoors.',
      ),
      p(
        'Once you know the names, you start noticing how clouds change through the day: small cumulus in the morning, bigger ones by mid-afternoon, and on a hot day perhaps a single tower that keeps growing until it rains on one village and not the next.',
      ),
      p('The [Met Office cloud guide](https://www.metoffice.gov.uk/weather/learn-about/weather/types-of-weather/clouds) has photographs of every type if you want to check your guesses.'),
    ],
  ),
];
