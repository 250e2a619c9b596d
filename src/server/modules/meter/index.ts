// The paywall and the monthly meter of member-only stories.

/** What other modules may use of this one. */
export { meterDecision, readOnMeter, type MeterDecision, type MeterFreeReason } from './meter.service';
export { looksLikeSearchCrawler, verifySearchCrawler } from './crawler';

// No subscribers or jobs: a read is counted in the request that returns its text.
