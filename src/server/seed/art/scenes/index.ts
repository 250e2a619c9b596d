import type { Scene } from '../scene';
import { breadCrumb, breadOven } from './bread';
import { bicycleChain } from './bicycle';
import { cityCorner, citySteps } from './city';
import { deskMorning } from './desk';
import { libraryStacks, networkCables } from './interiors';
import { fermentJars, soupPot } from './kitchen';
import { clouds, nightTrain, riverBend, tidePool } from './landscape';
import { lichenGrey, lichenOrange, lichenWall } from './lichen';
import { honeybee, streetTree } from './nature';
import { indexCards, letters, sketchbook } from './stationery';

export { geometricPoster } from './poster';

/** The picture drawn for each demo image, by the image's key. */
export const scenes: Record<string, Scene> = {
  'desk-morning': deskMorning,
  'bread-crumb': breadCrumb,
  'bread-oven': breadOven,
  'city-corner': cityCorner,
  'city-steps': citySteps,
  'lichen-wall': lichenWall,
  'lichen-orange': lichenOrange,
  'lichen-grey': lichenGrey,
  'tide-pool': tidePool,
  'night-train': nightTrain,
  'bicycle-chain': bicycleChain,
  'index-cards': indexCards,
  'soup-pot': soupPot,
  honeybee,
  'street-tree': streetTree,
  sketchbook,
  'river-bend': riverBend,
  'library-stacks': libraryStacks,
  clouds,
  'ferment-jars': fermentJars,
  letters,
  'network-cables': networkCables,
};
