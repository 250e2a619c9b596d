import { variablesOfKey, type Variables } from './document';
import { fieldOfStorageKey, storageKey, type FieldKeys } from './field-keys';

/**
 * A normalized cache without a GraphQL parser. Every object with a `__typename` and an `id` is an entity,
 * kept once under `Type:id` with the freshest value of each field any response brought. A query keeps its
 * own response as the template of what it selected; reading it walks that template and takes each field
 * from the entity's record, so a mutation that changes a story changes it in every query that shows it.
 *
 * A field is kept on its entity under its name and arguments (`position({"postId":"p1"})`), computed from the
 * operation's description (field-keys.ts) and variables, so one field asked with different arguments keeps a
 * value for each, and a field asked through a variable or written literally shares one.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type EntityRef = string;

interface QueryEntry {
  template: Json;
  entities: Set<EntityRef>;
  operationName: string;
  keys: FieldKeys | undefined;
  variables: Variables | undefined;
  /**
   * Restored from the page's cache state, which holds answers and no descriptions: kept as it came (and read so)
   * until its operation is first used in this page and so describes its fields, then split into entities.
   */
  waiting: boolean;
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

/** The operation an answer is of: how its fields are keyed, with which variables. */
export interface FieldKeying {
  keys?: FieldKeys;
  variables?: Variables;
}

export interface WriteOptions extends FieldKeying {
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
  /** Operations this cache has been told the field keys of (by their names, which are unique). */
  private readonly described = new Map<string, FieldKeys | undefined>();
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

  /**
   * Tells how an operation's fields are keyed, as soon as the page uses it. Answers of it restored from the page's
   * state are then split into entities, under what the entities already hold (anything written since the page was
   * made is newer). Listeners are not told: those answers show what they showed before.
   */
  describe(operationName: string, keys: FieldKeys | undefined): void {
    if (this.described.has(operationName)) return;
    this.described.set(operationName, keys);
    if (!this.normalized) return;
    let split = false;
    for (const entry of this.queries.values()) {
      if (!entry.waiting || entry.operationName !== operationName) continue;
      entry.waiting = false;
      entry.keys = keys;
      this.store(entry.template, keys, entry.variables, entry.entities, true);
      split = true;
    }
    if (split) this.version += 1;
  }

  /** Stores a query's response and the entities in it. */
  writeQuery(key: string, data: unknown, options: WriteOptions): void {
    const entities = new Set<EntityRef>();
    if (this.normalized) this.store(data as Json, options.keys, options.variables, entities, false);
    this.queries.set(key, {
      template: data as Json,
      entities,
      operationName: options.operationName,
      keys: options.keys,
      variables: options.variables,
      waiting: false,
      sendToBrowser: options.sendToBrowser !== false,
      stale: false,
    });
    this.changed();
  }

  /** Stores the entities of a response that has no query entry of its own (a mutation's answer). */
  writeEntities(data: unknown, keying: FieldKeying = {}): void {
    if (this.normalized) this.store(data as Json, keying.keys, keying.variables, new Set(), false);
    this.changed();
  }

  /**
   * Writes a guess of a mutation's answer at once; the returned function puts back exactly what the guess
   * replaced, before the real answer (or a failure) arrives.
   */
  writeOptimistic(data: unknown, keying: FieldKeying = {}): () => void {
    const saved = new Map<EntityRef, JsonObject | undefined>();
    this.collectEntities(data as Json, (ref) => {
      if (!saved.has(ref)) {
        const record = this.entities.get(ref);
        saved.set(ref, record ? { ...record } : undefined);
      }
    });
    this.writeEntities(data, keying);
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
    if (!this.normalized || entry.waiting) return entry.template as T;
    if (entry.read?.version === this.version) return entry.read.data as T;
    const data = this.read(entry.template, undefined, entry.keys, entry.variables);
    // Same content, same object: a component that reads it does not render again for nothing.
    const kept = entry.read && deepEqual(entry.read.data, data) ? entry.read.data : data;
    entry.read = { version: this.version, data: kept };
    return kept as T;
  }

  /** Forgets an entity, or one of its fields (with any arguments); the queries that showed it are stale and load again. */
  evict({ id, fieldName }: { id: EntityRef | null; fieldName?: string }): string[] {
    if (!id) return [];
    const record = this.entities.get(id);
    if (record && fieldName) {
      for (const key of Object.keys(record)) if (fieldOfStorageKey(key) === fieldName) delete record[key];
    } else this.entities.delete(id);
    const stale: string[] = [];
    for (const [key, entry] of this.queries) {
      if (!entry.entities.has(id)) continue;
      if (fieldName && !this.selects(entry.template, entry.keys, entry.variables, id, fieldName)) continue;
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

  /** Starts from the state the server wrote into the page; each answer waits for its operation's description. */
  restore(state: Record<string, { op: string; data: unknown }>): void {
    this.batch(() => {
      for (const [key, { op, data }] of Object.entries(state)) {
        const variables = variablesOfKey(key, op);
        if (this.described.has(op) || !this.normalized) {
          this.writeQuery(key, data, { operationName: op, keys: this.described.get(op), variables });
          continue;
        }
        const entities = new Set<EntityRef>();
        this.collectEntities(data as Json, (ref) => entities.add(ref));
        this.queries.set(key, { template: data as Json, entities, operationName: op, keys: undefined, variables, waiting: true, sendToBrowser: true, stale: false });
        this.changed();
      }
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

  /**
   * Copies an answer with each field under its stored key and merges its entities into their records: over what
   * they hold, or `under` it (an answer older than anything written since).
   */
  private store(value: Json, keys: FieldKeys | undefined, variables: Variables | undefined, entities: Set<EntityRef>, under: boolean): Json {
    if (Array.isArray(value)) return value.map((item) => this.store(item, keys, variables, entities, under));
    if (!isObject(value)) return value;
    const stored: JsonObject = {};
    for (const [responseKey, field] of Object.entries(value)) {
      const [key, selects] = storageKey(keys?.[responseKey], responseKey, variables);
      stored[key] = this.store(field, selects, variables, entities, under);
    }
    const ref = identify(stored);
    if (ref) {
      entities.add(ref);
      const record = this.entities.get(ref);
      this.entities.set(ref, record ? (under ? { ...stored, ...record } : { ...record, ...stored }) : { ...stored });
    }
    return stored;
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

  /** Whether a query's template selects `fieldName` (with any arguments) on the entity `id`. */
  private selects(template: Json, keys: FieldKeys | undefined, variables: Variables | undefined, id: EntityRef, fieldName: string): boolean {
    if (Array.isArray(template)) return template.some((item) => this.selects(item, keys, variables, id, fieldName));
    if (!isObject(template)) return false;
    const own = identify(template) === id;
    for (const [responseKey, field] of Object.entries(template)) {
      const [key, selects] = storageKey(keys?.[responseKey], responseKey, variables);
      if ((own && fieldOfStorageKey(key) === fieldName) || this.selects(field, selects, variables, id, fieldName)) return true;
    }
    return false;
  }

  /**
   * Reads a query's answer at one place in the shape it selected (`template`, the query's own answer, by the
   * answer's keys), taking each field from the freshest value known: the entity's record, else `stored` (the
   * freshest value of this place, by stored keys), else the query's own answer.
   */
  private read(template: Json, stored: Json | undefined, keys: FieldKeys | undefined, variables: Variables | undefined): Json {
    if (stored !== undefined && (stored === null || typeof stored !== 'object')) return stored;
    if (template === null || typeof template !== 'object') return stored === undefined ? template : stored;
    if (Array.isArray(template)) {
      if (stored === undefined) return template.map((item) => this.read(item, undefined, keys, variables));
      if (!Array.isArray(stored)) return stored;
      return stored.map((item) => this.read(templateFor(template, item), item, keys, variables));
    }
    if (Array.isArray(stored)) return stored;
    const ref = identify(stored ?? template);
    const record = ref ? this.entities.get(ref) : undefined;
    const out: JsonObject = {};
    for (const responseKey of Object.keys(template)) {
      const [key, selects] = storageKey(keys?.[responseKey], responseKey, variables);
      const value = record && key in record ? record[key] : stored !== undefined && key in stored ? stored[key] : undefined;
      out[responseKey] = this.read(template[responseKey] as Json, value, selects, variables);
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
