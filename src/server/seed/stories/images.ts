export interface DemoImage {
  key: string;
  /** The size the picture is drawn at (and so its original size). */
  width: number;
  height: number;
  /** Alt text: what the picture shows. Captions are the stories' own. */
  alt: string;
}

export const demoImages: DemoImage[] = [
  {
    key: 'desk-morning',
    width: 1600,
    height: 1067,
    alt: 'A wooden desk from above in morning sun: an open notebook of handwritten notes, a pencil, a cup of coffee on its saucer and a potted plant',
  },
  {
    key: 'bread-crumb',
    width: 1600,
    height: 1200,
    alt: 'Half a sourdough loaf on a wooden board, its cut face showing an open, airy crumb, with a bread knife and crumbs in front',
  },
  { key: 'bread-oven', width: 1600, height: 1067, alt: 'Two scored sourdough loaves baking on a stone in a home oven, lit orange by the glowing element' },
  {
    key: 'city-corner',
    width: 1600,
    height: 1067,
    alt: 'A street corner at dusk: a corner building with lit windows and a café under a striped awning, street lamps coming on and people walking by',
  },
  { key: 'city-steps', width: 1600, height: 1067, alt: 'The columned front of a public library on a sunny afternoon, people sitting and reading on its wide stone steps' },
  { key: 'lichen-wall', width: 1200, height: 1600, alt: 'An old red brick wall with patches of pale grey-green and yellow lichen, and moss along the bottom courses' },
  { key: 'lichen-orange', width: 1600, height: 1200, alt: 'Close up of bright orange lichen rosettes, crowded with small fruiting discs, on speckled grey stone' },
  { key: 'lichen-grey', width: 1200, height: 1200, alt: 'Leafy grey-green lichen on the weathered wooden rail of a gate, a green garden out of focus behind' },
  {
    key: 'tide-pool',
    width: 1600,
    height: 900,
    alt: 'A rocky shore at low tide: waves breaking beyond dark, weedy rocks, and a clear rock pool holding a starfish and red anemones',
  },
  {
    key: 'night-train',
    width: 1600,
    height: 1067,
    alt: 'A sleeper compartment window at night, its curtain drawn back on moonlit hills and the lights of a distant town, a bottle of water on the ledge',
  },
  { key: 'bicycle-chain', width: 1600, height: 1067, alt: 'Close up of a bicycle’s chainring, crank and chain in front of its teal frame' },
  {
    key: 'index-cards',
    width: 1400,
    height: 1050,
    alt: 'A fanned stack of ruled index cards with handwritten notes on a desk mat, beside a box of cards, a pencil and a binder clip',
  },
  {
    key: 'soup-pot',
    width: 1600,
    height: 1200,
    alt: 'A pot of orange vegetable soup from above, with carrot, beans and greens, a drizzle of cream and a wooden spoon across it',
  },
  { key: 'honeybee', width: 1600, height: 1067, alt: 'A honeybee on a spike of lavender, orange pollen on her hind leg, the garden soft behind' },
  {
    key: 'street-tree',
    width: 1067,
    height: 1600,
    alt: 'A plane tree with mottled bark on a city pavement in front of brick terraced houses, a volunteer with a clipboard beside it',
  },
  {
    key: 'sketchbook',
    width: 1600,
    height: 1200,
    alt: 'An open sketchbook of pencil studies, a cube, a sphere and a cup with its shadow hatched in, beside a real cup, pencils and an eraser',
  },
  { key: 'river-bend', width: 1600, height: 900, alt: 'A river seen from above, looping through a patchwork of fields and hedgerows, an old oxbow lake beside it' },
  {
    key: 'library-stacks',
    width: 1600,
    height: 1067,
    alt: 'An aisle between tall shelves of books at closing time, one lamp still lit and dusk in the window at the end',
  },
  { key: 'clouds', width: 1600, height: 800, alt: 'Fair-weather cumulus clouds in a blue sky over fields and hedgerows' },
  {
    key: 'ferment-jars',
    width: 1600,
    height: 1200,
    alt: 'Three jars of fermenting vegetables on a kitchen counter: sauerkraut, red cabbage, and carrots with dill',
  },
  {
    key: 'letters',
    width: 1600,
    height: 1067,
    alt: 'A bundle of old envelopes with stamps and postmarks, tied with twine, on a wooden table beside a fountain pen',
  },
  {
    key: 'network-cables',
    width: 1600,
    height: 1067,
    alt: 'A network rack with patch panels and switches, coloured cables looping between the ports and status lights glowing',
  },
];

const byKey = new Map(demoImages.map((image) => [image.key, image]));

export function demoImage(key: string): DemoImage {
  const image = byKey.get(key);
  if (!image) throw new Error(`Unknown demo image "${key}"`);
  return image;
}
