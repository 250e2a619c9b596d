import type { FlagValues } from '../../shared/flags';
import type { Config } from '../config';
import type { Database, Executor } from '../db';
import type { EventLog, Jobs } from '../jobs';
import type { KeyValueStore } from '../kv/kv';
import type { BlobStorage, CacheControl, CookieJar, Mailer, PageCache, RateLimitStore } from './ports';
import type { UserModel } from './viewer';

/**
 * The request's DataLoaders. Empty here: each module adds its own loaders to this interface (declaration
 * merging), so the context never imports a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** Long-lived parts shared by every request and job. `db` is the root handle: only the edge and jobs use it. */
export interface AppDeps {
  config: Config;
  /** The app's clock: the wall clock, unless a test sets its own. */
  now: () => number;
  db: Database;
  kv: KeyValueStore;
  /** Attempt counters for rate limits (in process, or Redis shared by every process). */
  rateLimits: RateLimitStore;
  /** Durable domain events: written with the change's transaction, delivered to subscribers as jobs. */
  bus: EventLog;
  jobs: Jobs;
  mailer: Mailer;
  /** Where uploaded and fetched image bytes are kept. */
  storage: BlobStorage;
  /** Signed-out pages kept for everyone; purged by tag when what they show changes. */
  pageCache: PageCache;
  /** Makes a request's loaders over an executor (the root handle, or a transaction). */
  createLoaders: (db: Executor, seen?: (tag: string) => void) => Loaders;
}

export interface RequestInfo {
  ip: string;
  userAgent: string;
  /** The host the request was addressed to, lower case, without port. */
  host: string;
  /** The `x-xsrf-token` header the request carried, if any. */
  xsrfHeader: string | null;
}

export interface SessionRef {
  id: string;
  xsrf: string;
}

/** What one HTTP request (every operation of a batch) has asked for so far, for the limits that count per request. */
export interface RequestBudget {
  searches: number;
}

/**
 * What every service function takes first: `(ctx, input)`. Built once per HTTP request (or per job) and
 * never holding a framework's request or reply.
 */
export interface ServiceContext {
  /** Who is asking; null when signed out (or a job acting for the system). */
  viewer: UserModel | null;
  session: SessionRef | null;
  /** Where to read and write: the request's transaction when its edge declared that it writes. */
  db: Executor;
  loaders: Loaders;
  /** The key-value store (small caches). */
  kv: KeyValueStore;
  /** The app's clock. */
  now: () => number;
  /** Domain events, written through `ctx.db` so they commit with the change. */
  bus: EventLog;
  /** The cookies of this exchange (a job's jar is empty and ignores writes). */
  cookies: CookieJar;
  request: RequestInfo;
  config: Config;
  flags: FlagValues;
  budget: RequestBudget;
  /** What this request has loaded (`post:<id>`, `user:<id>`…): the tags of the page it renders. */
  cacheTags: Set<string>;
  /** Whether the page this request renders may be kept for every signed-out reader (disabled wins). */
  cacheControl: CacheControl;
  /** The app's long-lived parts. */
  deps: AppDeps;
}

/** A context whose viewer is known to be signed in. */
export type SignedInContext = ServiceContext & { viewer: UserModel };
