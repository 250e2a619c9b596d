import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import { countsByIds, factsByIds, type ResponseFacts } from './responses.repo';

/** Per request: where each response sits and the counts of stories and responses, one query per page. */
export function createResponseLoaders(db: Executor) {
  return {
    responseFacts: new DataLoader<string, ResponseFacts | null>(async (ids) => {
      const found = new Map((await factsByIds(db, ids)).map((f) => [f.id, f]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    responseCounts: new DataLoader<string, { responses: number; claps: number }>(async (ids) => {
      const found = await countsByIds(db, ids);
      return ids.map((id) => found.get(id) ?? { responses: 0, claps: 0 });
    }),
  };
}
