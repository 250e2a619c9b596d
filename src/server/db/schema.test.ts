import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '.';
import { renderSchemaTypes } from './schema-types';

describe('schema canary', () => {
  it('the table types the code is written against are exactly what the migrations build', async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await migrateToLatest(db);
    const fromMigrations = await renderSchemaTypes(db);
    await db.destroy();
    const committed = readFileSync(new URL('./schema.generated.ts', import.meta.url), 'utf8');
    // A change to schema.generated.ts without a migration (or the reverse) fails here: run `npm run codegen`.
    expect(committed).toBe(fromMigrations);
  });
});
