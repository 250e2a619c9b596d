import type { Migration } from 'kysely';
import * as m0001 from './0001_init';

/** Every migration, in order. Names are fixed once shipped: add a new file, never edit an old one. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};
