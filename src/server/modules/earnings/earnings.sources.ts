import type { ServiceContext } from '../../core';
import { memberFeesInPeriod } from '../membership';
import { earningStatus, enrolledWriterIds } from '../partner';
import type { EarningState, MemberFee } from './earnings.split';

/**
 * What earnings need from other modules: members' fees for a period (membership) and which writers are in the
 * Partner Program and may earn (partner), through their public index. A seam, so the arithmetic can be run
 * over other inputs (a what-if, a test of one rule).
 */
export interface EarningsSources {
  memberFeesInPeriod(ctx: ServiceContext, period: { from: number; to: number }): Promise<MemberFee[]>;
  enrolledWriterIds(ctx: ServiceContext, input: { ids: readonly string[] }): Promise<Set<string>>;
  earningStatus(ctx: ServiceContext, input: { userId: string; now: number }): Promise<EarningState>;
}

export const moduleSources: EarningsSources = {
  memberFeesInPeriod: (ctx, period) => memberFeesInPeriod(ctx, period),
  async enrolledWriterIds(ctx, input) {
    const unique = [...new Set(input.ids)];
    if (unique.length === 0) return new Set();
    return new Set(await enrolledWriterIds(ctx, { ids: unique }));
  },
  earningStatus: (ctx, input) => earningStatus(ctx, input),
};

export function currentSources(): EarningsSources {
  return moduleSources;
}
