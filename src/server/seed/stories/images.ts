export interface DemoImage {
  key: string;
  width: number;
  height: number;
  /** Base hue (0–360) of the generated placeholder. */
  hue: number;
  label: string;
}

export const demoImages: DemoImage[] = [
  { key: 'desk-morning', width: 2000, height: 1333, hue: 38, label: 'A writing desk in morning light' },
  { key: 'bread-crumb', width: 1600, height: 1200, hue: 32, label: 'The open crumb of a sourdough loaf' },
  { key: 'bread-oven', width: 1600, height: 1067, hue: 18, label: 'Loaves in a home oven' },
  { key: 'city-corner', width: 2400, height: 1600, hue: 210, label: 'A street corner at dusk' },
  { key: 'city-steps', width: 2000, height: 1333, hue: 220, label: 'People sitting on library steps' },
  { key: 'lichen-wall', width: 1200, height: 1600, hue: 95, label: 'Lichen on a brick wall' },
  { key: 'lichen-orange', width: 1600, height: 1200, hue: 28, label: 'Orange lichen on stone' },
  { key: 'lichen-grey', width: 1200, height: 1200, hue: 140, label: 'Grey-green lichen on a gate' },
  { key: 'tide-pool', width: 2000, height: 1125, hue: 190, label: 'A tide pool at low water' },
  { key: 'night-train', width: 1800, height: 1200, hue: 250, label: 'A sleeper train window at night' },
  { key: 'bicycle-chain', width: 1600, height: 1067, hue: 0, label: 'A bicycle chain and sprocket' },
  { key: 'index-cards', width: 1400, height: 1050, hue: 48, label: 'A stack of index cards' },
  { key: 'soup-pot', width: 1600, height: 1200, hue: 12, label: 'Soup simmering in a pot' },
  { key: 'honeybee', width: 2000, height: 1333, hue: 45, label: 'A honeybee on lavender' },
  { key: 'street-tree', width: 1200, height: 1800, hue: 120, label: 'A plane tree on a pavement' },
  { key: 'sketchbook', width: 1600, height: 1200, hue: 300, label: 'An open sketchbook' },
  { key: 'river-bend', width: 2400, height: 1350, hue: 175, label: 'A river bend seen from above' },
  { key: 'library-stacks', width: 1600, height: 1067, hue: 26, label: 'Library stacks at closing time' },
  { key: 'clouds', width: 2400, height: 1200, hue: 205, label: 'Cumulus clouds over fields' },
  { key: 'ferment-jars', width: 1600, height: 1200, hue: 80, label: 'Jars of fermenting vegetables' },
  { key: 'letters', width: 1600, height: 1067, hue: 340, label: 'Old letters tied with string' },
  { key: 'network-cables', width: 1600, height: 1067, hue: 265, label: 'Patch cables in a rack' },
];

const byKey = new Map(demoImages.map((image) => [image.key, image]));

export function demoImage(key: string): DemoImage {
  const image = byKey.get(key);
  if (!image) throw new Error(`Unknown demo image "${key}"`);
  return image;
}
