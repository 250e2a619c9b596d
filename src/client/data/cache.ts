/**
 * A normalized cache without a GraphQL parser. Every object with a `__typename` and an `id` is an entity,
 * kept once under `Type:id` with the freshest value of each field any response brought. A query keeps its
 * own response as the template of what it selected; reading it walks that template and takes each field
 * from the entity's record, so a mutation that changes a story changes it in every query that shows it.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type EntityRef = string;

interface QueryEntry {
  template: Json;
  entities: Set<EntityRef>;
  operationName: string;
  /** Rendered into the page only (the story body's HTML): kept out of the state sent to the browser. */
  sendToBrowser: boolean;
  stale: boolean;
  /** The last read, kept while nothing it depends on changed: readers get the same object back. */
  read?: { version: number; data: unknown };
}

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

export function identify(value: { __typename?: unknown; id?: unknown }): EntityRef | null {
  const { __typename: type, id } = value;
  return typeof type === 'string' && (typeof id === 'string' || typeof id === 'number') ? `${type}:${id}` : null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as JsonObject)[k], (b as JsonObject)[k]));
}

export interface WriteOptions {
  operationName: string;
  sendToBrowser?: boolean;
}

export class NormalizedCache {
  /**
   * false while rendering on the server: each query's answer is read as it came, since nothing there
   * changes between the answer and the HTML, and splitting it into entities would be work for nothing.
   */
  private readonly normalized: boolean;
  private readonly entities = new Map<EntityRef, JsonObject>();
  private readonly queries = new Map<string, QueryEntry>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change; readers compare it to know whether to read again. */
  private version = 0;
  private batchDepth = 0;
  private pending = false;

  identify = identify;

  constructor(options: { normalize?: boolean } = {}) {
    this.normalized = options.normalize !== false;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  has(key: string): boolean {
    const entry = this.queries.get(key);
    return entry !== undefined && !entry.stale;
  }

  hasAny(key: string): boolean {
    return this.queries.has(key);
  }

  /** Stores a query's response and the entities in it. */
  writeQuery(key: string, data: unknown, options: WriteOptions): void {
    const entities = new Set<EntityRef>();
    if (this.normalized) this.normalize(data as Json, entities);
    this.queries.set(key, {
      template: data as Json,
      entities,
      operationName: options.operationName,
      sendToBrowser: options.sendToBrowser !== false,
      stale: false,
    });
    this.changed();
  }

  /** Stores the entities of a response that has no query entry of its own (a mutation's answer). */
  writeEntities(data: unknown): void {
    if (this.normalized) this.normalize(data as Json, new Set());
    this.changed();
  }

  /**
   * Writes a guess of a mutation's answer at once; the returned function puts back exactly what the guess
   * replaced, before the real answer (or a failure) arrives.
   */
  writeOptimistic(data: unknown): () => void {
    const saved = new Map<EntityRef, JsonObject | undefined>();
    this.collectEntities(data as Json, (ref) => {
      if (!saved.has(ref)) {
        const record = this.entities.get(ref);
        saved.set(ref, record ? { ...record } : undefined);
      }
    });
    this.writeEntities(data);
    return () => {
      for (const [ref, record] of saved) {
        if (record) this.entities.set(ref, record);
        else this.entities.delete(ref);
      }
      this.changed();
    };
  }

  readQuery<T>(key: string): T | undefined {
    const entry = this.queries.get(key);
    if (!entry) return undefined;
    if (!this.normalized) return entry.template as T;
    if (entry.read?.version === this.version) return entry.read.data as T;
    const data = this.read(entry.template, entry.template);
    // Same content, same object: a component that reads it does not render again for nothing.
    const kept = entry.read && deepEqual(entry.read.data, data) ? entry.read.data : data;
    entry.read = { version: this.version, data: kept };
    return kept as T;
  }

  /** Forgets an entity, or one of its fields; the queries that showed it are stale and load again. */
  evict({ id, fieldName }: { id: EntityRef | null; fieldName?: string }): string[] {
    if (!id) return [];
    const record = this.entities.get(id);
    if (record && fieldName) delete record[fieldName];
    else this.entities.delete(id);
    const stale: string[] = [];
    for (const [key, entry] of this.queries) {
      if (!entry.entities.has(id)) continue;
      if (fieldName && !this.selects(entry.template, id, fieldName)) continue;
      entry.stale = true;
      stale.push(key);
    }
    this.changed();
    return stale;
  }

  markStale(key: string): void {
    const entry = this.queries.get(key);
    if (entry) entry.stale = true;
  }

  keysOfOperation(name: string): string[] {
    return [...this.queries].filter(([, entry]) => entry.operationName === name).map(([key]) => key);
  }

  /** The responses to hand to the browser: re-normalized there, so no entity is sent twice. */
  extract(): Record<string, { op: string; data: unknown }> {
    const out: Record<string, { op: string; data: unknown }> = {};
    for (const [key, entry] of this.queries) {
      if (entry.sendToBrowser && !entry.stale) out[key] = { op: entry.operationName, data: this.readQuery(key) };
    }
    return out;
  }

  restore(state: Record<string, { op: string; data: unknown }>): void {
    this.batch(() => {
      for (const [key, { op, data }] of Object.entries(state)) this.writeQuery(key, data, { operationName: op });
    });
  }

  /** Runs several writes and tells the listeners once. */
  batch(run: () => void): void {
    this.batchDepth += 1;
    try {
      run();
    } finally {
      this.batchDepth -= 1;
      if (this.batchDepth === 0 && this.pending) {
        this.pending = false;
        for (const listener of [...this.listeners]) listener();
      }
    }
  }

  private changed() {
    this.version += 1;
    if (this.batchDepth > 0) {
      this.pending = true;
      return;
    }
    for (const listener of [...this.listeners]) listener();
  }

  private normalize(value: Json, entities: Set<EntityRef>): void {
    if (Array.isArray(value)) {
      for (const item of value) this.normalize(item, entities);
      return;
    }
    if (!isObject(value)) return;
    for (const field of Object.values(value)) this.normalize(field, entities);
    const ref = identify(value);
    if (!ref) return;
    entities.add(ref);
    const record = this.entities.get(ref);
    this.entities.set(ref, record ? { ...record, ...value } : { ...value });
  }

  private collectEntities(value: Json, visit: (ref: EntityRef) => void): void {
    if (Array.isArray(value)) {
      for (const item of value) this.collectEntities(item, visit);
      return;
    }
    if (!isObject(value)) return;
    const ref = identify(value);
    if (ref) visit(ref);
    for (const field of Object.values(value)) this.collectEntities(field, visit);
  }

  /** Whether a query's template selects `fieldName` on the entity `id`. */
  private selects(template: Json, id: EntityRef, fieldName: string): boolean {
    if (Array.isArray(template)) return template.some((item) => this.selects(item, id, fieldName));
    if (!isObject(template)) return false;
    if (identify(template) === id && fieldName in template) return true;
    return Object.values(template).some((field) => this.selects(field, id, fieldName));
  }

  /** Reads `latest` (the freshest value at this place) in the shape `template` selected. */
  private read(template: Json, latest: Json | undefined): Json {
    if (latest === undefined) latest = template;
    if (template === null || typeof template !== 'object' || latest === null || typeof latest !== 'object') return latest;
    if (Array.isArray(template)) {
      if (!Array.isArray(latest)) return latest;
      return latest.map((item) => this.read(templateFor(template, item), item));
    }
    if (Array.isArray(latest)) return latest;
    const ref = identify(latest);
    const record = ref ? this.entities.get(ref) : undefined;
    const out: JsonObject = {};
    for (const key of Object.keys(template)) {
      const value = record && key in record ? record[key] : latest[key];
      out[key] = this.read(template[key] as Json, value);
    }
    return out;
  }
}

/** The template for one item of a list: an item of the same type, else the item itself. */
function templateFor(template: Json[], item: Json): Json {
  if (!isObject(item)) return template[0] ?? item;
  const sameType = template.find((t) => isObject(t) && t.__typename === item.__typename);
  return sameType ?? item;
}
