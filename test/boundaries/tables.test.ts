import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners';
import { moduleTableReferences, tablesOfSchema } from './table-reads';

const root = join(import.meta.dirname, '..', '..');

const modules = readdirSync(join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ownerOf = new Map(Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((table) => [table, owner] as const)));

/** Each module/table pair where a module names a table it does not own, with where it does. */
function crossModuleReads(): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const ref of moduleTableReferences(root, new Set(ownerOf.keys()))) {
    if (ownerOf.get(ref.table) === ref.module) continue;
    const key = `${ref.module} ${ref.table}`;
    pairs.set(key, [...(pairs.get(key) ?? []), `${ref.file}:${ref.line}`]);
  }
  return pairs;
}

describe('table ownership', () => {
  it('every table of the schema has one owner, a module or an app part in parentheses', () => {
    const listed = Object.values(TABLE_OWNERS).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect([...ownerOf.keys()].sort()).toEqual(tablesOfSchema(root).sort());
    for (const owner of Object.keys(TABLE_OWNERS)) expect(modules.includes(owner) || /^\(.+\)$/.test(owner), owner).toBe(true);
  });

  it("no module names another module's table in a query", () => {
    const found = [...crossModuleReads()].map(([pair, where]) => `${pair} (${where.join(', ')})`);
    expect(found, "a module reads another module's table: ask the owning module through its index.ts").toEqual([]);
  });

  it('finds the tables a module names in reads, writes and joins, aliases included', () => {
    const refs = moduleTableReferences(join(import.meta.dirname, 'table-fixture'), new Set(['posts', 'users', 'claps', 'for_you_items']));
    expect(refs.map((ref) => `${ref.module} ${ref.table} ${ref.line}`)).toEqual(['feeds posts 7', 'feeds users 7', 'feeds for_you_items 8', 'feeds claps 9']);
  });
});
