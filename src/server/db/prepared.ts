import { createQueryId, type Compilable, type CompiledQuery, type DialectAdapter } from 'kysely';
import type { Executor } from './index';

/** Lists longer than this are compiled on every call: each length is a statement of its own. */
export const MAX_CACHED_LIST_LENGTH = 64;

/** Stands for one argument (or one element of a list argument) while a query is compiled once. */
class Slot {
  constructor(
    readonly arg: number,
    readonly element: number | null,
  ) {}
}

/** Where each parameter of the compiled SQL comes from: an argument, a list element, or a fixed value. */
type Source = { arg: number; element: number | null } | { value: unknown };

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  sources: Source[];
}

export interface PreparedQuery<Args extends unknown[], Row> {
  execute(db: Executor, ...args: Args): Promise<Row[]>;
  executeTakeFirst(db: Executor, ...args: Args): Promise<Row | undefined>;
}

/**
 * A query of fixed shape, built and compiled once per database (its dialect decides the SQL) and per length
 * of each list argument, instead of on every call: building and compiling costs about as much as a simple
 * query takes to run. `build` must use each argument only as a value (or a list of values) the query binds.
 */
export function preparedQuery<Args extends (string | number | readonly (string | number)[])[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const templates = new WeakMap<DialectAdapter, Map<string, Template<Row>>>();

  function template(db: Executor, args: Args): Template<Row> | null {
    let shape = '';
    for (const arg of args) {
      if (!Array.isArray(arg)) shape += '.';
      else if (arg.length > MAX_CACHED_LIST_LENGTH) return null;
      else shape += `${arg.length}.`;
    }
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    let found = byShape.get(shape);
    if (!found) {
      found = compileTemplate(db, args);
      byShape.set(shape, found);
    }
    return found;
  }

  function compileTemplate(db: Executor, args: Args): Template<Row> {
    const slots = args.map((arg, i) => (Array.isArray(arg) ? arg.map((_, j) => new Slot(i, j)) : new Slot(i, null))) as unknown as Args;
    const compiled = build(db, ...slots).compile();
    const used = new Set<Slot>();
    const sources = compiled.parameters.map((parameter): Source => {
      if (!(parameter instanceof Slot)) return { value: parameter };
      used.add(parameter);
      return { arg: parameter.arg, element: parameter.element };
    });
    const expected = (slots as unknown[]).flat().length;
    if (used.size !== expected) throw new Error(`A prepared query must bind each of its arguments as a value (${used.size} of ${expected} bound)`);
    return { compiled, sources };
  }

  function compiledFor(db: Executor, args: Args): CompiledQuery<Row> {
    const found = template(db, args);
    if (!found) return build(db, ...args).compile();
    const parameters = found.sources.map((source) => {
      if ('value' in source) return source.value;
      const arg = args[source.arg];
      return source.element === null ? arg : (arg as readonly unknown[])[source.element];
    });
    return { query: found.compiled.query, queryId: createQueryId(), sql: found.compiled.sql, parameters };
  }

  return {
    async execute(db, ...args) {
      return (await db.executeQuery(compiledFor(db, args))).rows;
    },
    async executeTakeFirst(db, ...args) {
      return (await db.executeQuery(compiledFor(db, args))).rows[0];
    },
  };
}
