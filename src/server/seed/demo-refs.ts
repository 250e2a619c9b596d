import type { ServiceContext } from '../core';
import type { Executor } from '../db';

/**
 * What a seeder of one area's demo content gets: the context its services are called with (`ctx.db` is the
 * seed's one transaction; its event log is silent), that transaction, and the demo people, publications and
 * stories by key.
 */
export interface DemoRefs {
  ctx: ServiceContext;
  trx: Executor;
  now: number;
  user(key: string): string;
  collection(key: string): string;
  /** A demo story's id by its title. */
  post(title: string): string;
}
