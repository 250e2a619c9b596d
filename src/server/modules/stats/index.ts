/** What other modules may use of this one. */
export { countPerDay, startOfUtcDay, DAY_MS } from './stats.service';
export { createStatsLoaders } from './stats.loaders';
