import type { BlobStorage } from '../core';
import type { Executor } from '../db';

/** What a seeder of one area's demo content gets: the transaction and the demo people, publications and stories by key. */
export interface DemoRefs {
  trx: Executor;
  storage: BlobStorage;
  now: number;
  user(key: string): string;
  collection(key: string): string;
  /** A demo story's id by its title. */
  post(title: string): string;
}
