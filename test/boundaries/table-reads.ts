import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The Kysely calls that name a table: reads, writes and joins. */
const TABLE_CALL = /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral|using)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const QUOTED = /['"]([a-z_][a-z0-9_]*)(?:\s+as\s+[a-z_][a-z0-9_]*)?['"]/g;

export interface TableReference {
  module: string;
  table: string;
  /** The file, relative to the project, and its line. */
  file: string;
  line: number;
}

/** The tables of the database, as the migrations made them (the generated `DB` interface). */
export function tablesOfSchema(root: string): string[] {
  const text = readFileSync(join(root, 'src/server/db/schema.generated.ts'), 'utf8');
  const body = text.slice(text.indexOf('export interface DB {'));
  return [...body.matchAll(/^ {2}([a-z_][a-z0-9_]*): /gm)].map((m) => m[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every table a module's code names in a Kysely call (tests excluded: they may set up any table). */
export function moduleTableReferences(root: string, tables: ReadonlySet<string>): TableReference[] {
  const modules = join(root, 'src/server/modules');
  const found: TableReference[] = [];
  for (const module of readdirSync(modules)) {
    for (const file of sourceFiles(join(modules, module))) {
      const text = readFileSync(file, 'utf8');
      for (const call of text.matchAll(TABLE_CALL)) {
        const line = text.slice(0, call.index).split('\n').length;
        for (const name of call[2]!.matchAll(QUOTED)) {
          if (tables.has(name[1]!)) found.push({ module, table: name[1]!, file: relative(root, file), line });
        }
      }
    }
  }
  return found;
}
