/** What other modules may use of this one. */
export { viewCounts, viewTimesSince, type ViewCounts } from './reads.repo';
/** Engaged reading time per (reader, story) in a period, for partner earnings. */
export { engagedTimeInPeriod, readersOfWriterInPeriod, type EngagedTime } from './reads.repo';
export { isSameSite, tracksHistory } from './reads.policy';
export { recordStatEvents } from './reads.service';
export { parseStatBatch, type StatBatch, type StatEvent } from './stat-events';
/** The home feed's dedupe of read stories, and the reads that shape For you. */
export { notReadBy, recentReads } from './reads.feed';
