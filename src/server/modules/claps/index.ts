/** What other modules may use of this one. */

export { clappers, clapTotals, viewerClapCount, type ClapTotals } from './claps.service';
/** The cache tag of pages showing a target's clap count (`claps:post:<id>`), purged when it changes. */
export { clapsCacheTag } from './claps.loaders';
/** Demo content: a reader's claps written with the counter, as a clap would. */
export { insertClaps } from './claps.repo';
export { createClapLoaders } from './claps.loaders';
export { clapCatalog, clapPost, type ClapOutcome } from './claps.service';
/** Stories' claps as other modules' lists and rankings read them (home feeds, the tag and topic index). */
export { newestClappersOfStories, newestStoryClapsOf, recentStoryClapsBy, storyClapCounter, withStoryClapCounts } from './story-claps';
