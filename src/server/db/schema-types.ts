import type { Kysely } from 'kysely';

/** Writes the TypeScript table types from a migrated database, so code can only believe in tables a migration made. */
export async function renderSchemaTypes(db: Kysely<unknown>): Promise<string> {
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.name.startsWith('kysely_'))
    .sort((a, b) => a.name.localeCompare(b.name));
  const lines = [
    '// Generated from the migrations by `npm run codegen`; do not edit. The schema canary test fails when this is stale.',
    "import type { ColumnType } from 'kysely';",
    '',
    'export type Generated<T> = ColumnType<T, T | undefined, T>;',
    '',
  ];
  for (const table of tables) {
    lines.push(`export interface ${pascal(table.name)}Table {`);
    for (const column of table.columns) {
      const base = tsType(column.dataType);
      const type = column.isNullable ? `${base} | null` : base;
      lines.push(`  ${column.name}: ${column.hasDefaultValue ? `Generated<${type}>` : type};`);
    }
    lines.push('}', '');
  }
  lines.push('export interface DB {');
  for (const table of tables) lines.push(`  ${table.name}: ${pascal(table.name)}Table;`);
  lines.push('}', '');
  return lines.join('\n');
}

function tsType(dataType: string): string {
  const t = dataType.toLowerCase();
  if (/int|real|double|numeric|float/.test(t)) return 'number';
  return 'string';
}

function pascal(name: string): string {
  return name.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());
}
