import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FlagValues } from '../../shared/flags';
import type { Config } from '../config';
import type { Database, Executor } from '../db';
import type { EventLog, Jobs } from '../jobs';
import type { KeyValueStore } from '../kv/kv';
import type { CacheControl } from '../http/cache-control';
import type { PageCache } from '../http/page-cache';
import type { RateLimitStore } from '../security';
import type { Mailer } from '../modules/email/mailer';
import type { BlobStorage } from '../modules/media/storage';
import type { UserModel } from '../modules/users/users.repo';
import type { CookieJar } from '../security';
import type { Loaders } from './loaders';

/** What every service method takes first: who is asking, and where to read and write. */
export interface ServiceContext {
  viewer: UserModel | null;
  db: Executor;
  loaders: Loaders;
  /** The key-value store (rate limits, small caches). */
  kv: KeyValueStore;
  /** The cookies of this exchange; never Fastify's request or reply. */
  cookies: CookieJar;
}

/** Long-lived parts shared by every request. */
export interface AppDeps {
  config: Config;
  /** The time as lockouts and the in-process key-value store read it: the wall clock, unless a test sets its own. */
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
}

export interface RequestInfo {
  ip: string;
  userAgent: string;
}

/** The HTTP exchange a context was built for: resolvers that sign in set cookies on its reply. */
export interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What one HTTP request (every operation of a batch) has asked for so far, for the limits that count per request. */
export interface RequestBudget {
  searches: number;
}

export interface GraphQLContext extends ServiceContext {
  http: HttpExchange;
  deps: AppDeps;
  config: Config;
  flags: FlagValues;
  session: { id: string; xsrf: string } | null;
  request: RequestInfo;
  budget: RequestBudget;
  /** What this request has loaded (`post:<id>`, `user:<id>`…): the tags of the page it renders. */
  cacheTags: ReadonlySet<string>;
  /** Whether the page this request renders may be kept for every signed-out reader (disabled wins). */
  cacheControl: CacheControl;
}
