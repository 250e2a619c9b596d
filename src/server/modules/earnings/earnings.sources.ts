import type { Executor } from '../../db';
import { memberFeesInPeriod } from '../membership';
import { earningStatus, enrolledWriterIds } from '../partner';
import type { EarningState, MemberFee } from './earnings.split';

/**
 * What earnings need from other modules: members' fees for a period (membership) and which writers are in the
 * Partner Program and may earn (partner), through their public index. A seam, so the arithmetic can be run
 * over other inputs (a what-if, a test of one rule).
 */
export interface EarningsSources {
  memberFeesInPeriod(db: Executor, period: { from: number; to: number }): Promise<MemberFee[]>;
  enrolledWriterIds(db: Executor, ids: readonly string[]): Promise<Set<string>>;
  earningStatus(db: Executor, userId: string, now: number): Promise<EarningState>;
}

export const moduleSources: EarningsSources = {
  memberFeesInPeriod: (db, period) => memberFeesInPeriod(db, period),
  async enrolledWriterIds(db, ids) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    return new Set(await enrolledWriterIds(db, unique));
  },
  earningStatus: (db, userId, now) => earningStatus(db, userId, now),
};

export function currentSources(): EarningsSources {
  return moduleSources;
}
