import DataLoader from 'dataloader';
import type { Executor } from '../../db';
import type { ClapTargetKind } from '../../../shared/validation/claps';
import { NO_TOTALS, readerClapsFor, totalsFor, type ClapTotals } from './claps.repo';

/** "post:<id>" or "catalog:<id>". */
export const targetKey = (type: ClapTargetKind, id: string) => `${type}:${id}`;

/** The cache tag of a page that shows a target's clap count: purged when the count changes. */
export const clapsCacheTag = (type: ClapTargetKind, id: string) => `claps:${type}:${id}`;

function parse(key: string): { type: ClapTargetKind; id: string } {
  const [type = 'post', id = ''] = key.split(':');
  return { type: type as ClapTargetKind, id };
}

/** Groups keys by one part, fetches each group once, and answers in the keys' order. */
async function grouped<T>(keys: readonly string[], group: (key: string) => [string, string], fetch: (group: string, ids: string[]) => Promise<Map<string, T>>, none: T) {
  const wanted = new Map<string, string[]>();
  for (const key of keys) {
    const [g, id] = group(key);
    wanted.set(g, [...(wanted.get(g) ?? []), id]);
  }
  const found = new Map<string, T>();
  await Promise.all(
    [...wanted].map(async ([g, ids]) => {
      for (const [id, value] of await fetch(g, ids)) found.set(`${g}|${id}`, value);
    }),
  );
  return keys.map((key) => {
    const [g, id] = group(key);
    return found.get(`${g}|${id}`) ?? none;
  });
}

/** Claps' loaders, one set per request beside the others (see graphql/loaders.ts). */
export function createClapLoaders(db: Executor, seen: (tag: string) => void = () => {}) {
  return {
    /** A target's total claps and clappers, by "post:<id>" or "catalog:<id>". */
    clapTotals: new DataLoader<string, ClapTotals>((keys) => {
      for (const key of keys) {
        const { type, id } = parse(key);
        seen(clapsCacheTag(type, id));
      }
      return grouped(keys, (key) => [parse(key).type, parse(key).id], (type, ids) => totalsFor(db, type as ClapTargetKind, ids), NO_TOTALS);
    }),
    /** The reader's own claps for a target, by "<viewerId>:post:<id>". */
    viewerClaps: new DataLoader<string, number>((keys) =>
      grouped(
        keys,
        (key) => {
          const [viewerId = '', type = 'post', id = ''] = key.split(':');
          return [`${viewerId}:${type}`, id];
        },
        (g, ids) => {
          const [viewerId = '', type = 'post'] = g.split(':');
          return readerClapsFor(db, type as ClapTargetKind, viewerId, ids);
        },
        0,
      ),
    ),
  };
}

export type ClapLoaders = ReturnType<typeof createClapLoaders>;
