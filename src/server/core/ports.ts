/** The interfaces of the app's long-lived parts, as services see them; each is implemented elsewhere. */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe on notification emails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Delivers one message, once per key (a retried job whose message already went out sends nothing).
   * Without SMTP the outbox table is the delivery (development); with SMTP, a delivered message's body is
   * not kept, since it may hold a sign-in or reset link.
   */
  send(message: EmailMessage, key?: string): Promise<{ id: string }>;
  close(): void;
}

/** Where image bytes live. Local disk by default; an object store implements the same three calls. */
export interface BlobStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

/** One signed-out page, kept once in each encoding so that a hit costs no compression. */
export interface CachedPage {
  status: number;
  csp: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The signed-out page cache. A page records the tags of what it shows (`post:<id>`, `user:<id>`,
 * `collection:<id>`, `home`), and a change purges only the pages that carry one of its tags. With
 * Redis, a purge reaches every process through pub/sub.
 */
export interface PageCache {
  get(key: string): CachedPage | null;
  set(key: string, page: { status: number; csp: string; html: string }, tags: Iterable<string>): CachedPage;
  /**
   * A piece of HTML that is the same for every reader (a published story's text), rendered once and put
   * into signed-in pages too; purged with the pages, by the same tags.
   */
  fragment(key: string): string | null;
  setFragment(key: string, html: string, tags: Iterable<string>): void;
  purge(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cache group of a page being rendered (spec: control, enabled, disabled). Combining keeps the strictest:
 * disabled wins and, once disabled, a page stays disabled; control may become enabled or disabled.
 */
export type CacheGroup = 'control' | 'enabled' | 'disabled';

export interface CacheControl {
  group: CacheGroup;
  reason: string | null;
}

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  /** Seconds; absent for a cookie that is being cleared. */
  maxAge?: number;
}

/** The cookies of one HTTP exchange, as services see them (the HTTP layer adapts its framework to this). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

/** Attempt counters kept by rate-limiter-flexible: in process, or in Redis shared by every process. */
export interface RateLimitStore {
  /** Adds one attempt to a counter and answers its new count. */
  add(key: string, keepMs: number): Promise<number>;
  /** The count of a counter kept for `keepMs`, 0 when it has none. */
  count(key: string, keepMs: number): Promise<number>;
}
