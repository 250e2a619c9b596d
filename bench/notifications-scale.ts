// The notifications feed at scale: the bell's count and the first page of both tabs for a reader with
// 100,000 notifications, side by side with a reader with 100, on the bench server's own database.
// `bench/run.ts` calls `benchNotificationsScale`; `npx tsx bench/notifications-scale.ts` runs it alone.
import { pathToFileURL } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../src/server/db';
import { newId } from '../src/server/db/ids';
import { loadConfig } from '../src/server/config';
import { sessionCookieName } from '../src/server/http/session-cookie';
import { insertNewSession } from '../src/server/modules/auth/sessions.repo';
import { ACTIVITY_TYPES, RESPONSE_ACTIVITY_TYPES, type ActivityType } from '../src/shared/notifications';
import { cleanup, ensureBuild, positiveIntegerEnv, postGraphQL, startQuire, type GraphQLOperation, type GraphQLResponse, type QuireServer } from './lib';

export const LARGE_FEED = 100_000;
export const SMALL_FEED = 100;
/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 2_000;

/** One figure of the report: the 100-row reader's rows have ratio 1; the large reader's are relative to them. */
export interface NotificationsScaleRow {
  label: string;
  rps: number;
  /** Requests/s of the 100,000-row reader over the 100-row reader's for the same request (1 = flat). */
  ratio: number;
}

/** How a scenario is measured: `bench/run.ts`'s `measure`, or autocannon here with the same settings. */
export type Measure = (name: string, options: Omit<Options, 'connections' | 'duration'>) => Promise<{ rps: number }>;

const BELL = 'query NotificationBell { notificationStatus { unreadNotificationCount } }';
/** The fields a row of the popover shows, as the client asks for them. */
const FEED = `query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {
  notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $activityTypes) {
    notifications {
      id notificationName notificationType actorCount occurredAt isUnread milestoneArg
      actor { id name username imageId }
      rollupItems { actor { id name username imageId bio } }
      post { id title mediumUrl }
      responsePost { id mediumUrl }
      collection { id name slug }
      catalog { id name }
      quote { id text }
    }
    pagingInfo { next { limit to } }
  }
}`;

const OTHER_TYPES = ACTIVITY_TYPES.filter((type) => !RESPONSE_ACTIVITY_TYPES.includes(type));

/** Mostly responses, follows and claps, as a busy writer's feed is; every type appears. */
function typeOf(i: number): ActivityType {
  if (i % 4 === 0) return 'response_created';
  if (i % 50 === 1) return 'catalog_response_created';
  return OTHER_TYPES[i % OTHER_TYPES.length]!;
}

async function createReader(db: Database, label: string): Promise<string> {
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('users')
    .values({ id, name: `Notified ${label}`, username: `notified${id}`, email: `notified.${id}@quire.test`, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** `count` rows, one actor each, oldest a minute apart up to now, in multi-row statements; the newest 20 unread. */
async function fillFeed(db: Database, readerId: string, count: number, actors: string[], posts: string[]): Promise<void> {
  const newest = Date.now();
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - start) }, (_, k) => {
      const i = start + k;
      const at = newest - (count - i) * 60_000;
      return { id: newId(), i, at, actor: actors[i % actors.length]!, post: posts[i % posts.length] ?? null };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notifications')
        .values(
          rows.map((row) => ({
            id: row.id,
            user_id: readerId,
            activity_type: typeOf(row.i),
            dedupe_key: `bench-${row.id}`,
            actor_id: row.actor,
            actor_count: 1,
            post_id: row.post,
            first_at: row.at,
            occurred_at: row.at,
          })),
        )
        .execute();
      await trx
        .insertInto('notification_actors')
        .values(rows.map((row) => ({ notification_id: row.id, actor_id: row.actor, occurred_at: row.at })))
        .execute();
    });
  }
  const lastViewedAt = newest - 21 * 60_000;
  await db.insertInto('notification_status').values({ user_id: readerId, unread_count: Math.min(20, count), last_viewed_at: lastViewedAt }).execute();
}

async function sessionHeaders(db: Database, server: QuireServer, userId: string): Promise<Record<string, string>> {
  const config = loadConfig(server.env);
  const { token } = await insertNewSession(db, config, { userId, client: { ip: '127.0.0.1', userAgent: 'quire-bench' } });
  return { cookie: `${sessionCookieName(config)}=${token}`, 'content-type': 'application/json' };
}

async function checkAnswer(origin: string, headers: Record<string, string>, body: GraphQLOperation, expectRows: boolean) {
  const answer = (await postGraphQL(origin, body, headers)) as GraphQLResponse;
  if (answer.errors?.length || !answer.data) throw new Error(`the notifications bench query failed: ${JSON.stringify(answer).slice(0, 500)}`);
  const feed = answer.data.notificationsConnectionByActivityTypes as { notifications: unknown[] } | undefined;
  if (expectRows && !feed?.notifications.length) throw new Error(`the notifications bench reader has an empty feed: ${JSON.stringify(answer).slice(0, 300)}`);
  if (!expectRows && answer.data.notificationStatus == null) throw new Error('the bench reader is not signed in (notificationStatus is null)');
}

function defaultMeasure(): Measure {
  const seconds = positiveIntegerEnv('BENCH_SECONDS', 10);
  const connections = positiveIntegerEnv('BENCH_CONNECTIONS', 10);
  return async (name, options) => {
    process.stdout.write(`${name}: `);
    await autocannon({ ...options, connections, duration: Math.min(2, seconds) });
    const result = await autocannon({ ...options, connections, duration: seconds });
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(`${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms${failed ? ` · ${failed} failed` : ''}`);
    if (failed) throw new Error(`${name}: ${failed} requests failed`);
    return { rps: result.requests.average };
  };
}

/**
 * Fills two readers' feeds on the running server's database (100,000 rows and 100 rows), then measures the
 * bell's count and the first page of the All and Responses tabs for each. Returns one row per request and
 * reader; the large reader's ratio says how much of the small reader's throughput it keeps.
 */
export async function benchNotificationsScale(server: QuireServer, measure: Measure = defaultMeasure()): Promise<NotificationsScaleRow[]> {
  const databaseUrl = loadConfig(server.env).databaseUrl;
  const handle = openDatabase(databaseUrl);
  try {
    const db = handle.db;
    const actors = (await db.selectFrom('users').select('id').where('deleted_at', 'is', null).limit(20).execute()).map((u) => u.id);
    const posts = (await db.selectFrom('posts').select('id').where('is_published', '=', 1).where('deleted_at', 'is', null).limit(20).execute()).map((p) => p.id);
    if (actors.length === 0) throw new Error('the bench server has no people to be actors (demo content missing)');
    const large = await createReader(db, 'large');
    const small = await createReader(db, 'small');
    const started = Date.now();
    await fillFeed(db, large, LARGE_FEED, actors, posts);
    await fillFeed(db, small, SMALL_FEED, actors, posts);
    // A database in service has its statistics; a freshly filled table should too.
    await sql`analyze`.execute(db);
    console.log(`Notifications: ${LARGE_FEED.toLocaleString('en-US')} + ${SMALL_FEED} rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const requests = [
      { label: 'bell count (notificationStatus)', body: { operationName: 'NotificationBell', query: BELL }, rows: false },
      { label: 'All tab, first page', body: { operationName: 'NotificationsFeed', query: FEED, variables: { paging: { limit: 20 } } }, rows: true },
      {
        label: 'Responses tab, first page',
        body: { operationName: 'NotificationsFeed', query: FEED, variables: { paging: { limit: 20 }, activityTypes: [...RESPONSE_ACTIVITY_TYPES] } },
        rows: true,
      },
    ];
    const readers = [
      { id: small, label: `${SMALL_FEED} notifications`, headers: await sessionHeaders(db, server, small) },
      { id: large, label: `${LARGE_FEED.toLocaleString('en-US')} notifications`, headers: await sessionHeaders(db, server, large) },
    ];
    const rows: NotificationsScaleRow[] = [];
    for (const request of requests) {
      const rates: number[] = [];
      for (const reader of readers) {
        await checkAnswer(server.origin, reader.headers, request.body, request.rows);
        const label = `Notifications: ${request.label}, reader with ${reader.label}`;
        const { rps } = await measure(label, { url: `${server.origin}/_/graphql`, method: 'POST', headers: reader.headers, body: JSON.stringify(request.body) });
        rates.push(rps);
        rows.push({ label, rps, ratio: rates[0] ? rps / rates[0] : 0 });
      }
    }
    return rows;
  } finally {
    await handle.close();
  }
}

/** The rows as a Markdown table, for a report of its own. */
export function notificationsScaleTable(rows: NotificationsScaleRow[]): string {
  const lines = ['| Measure | Requests/s | vs. 100-row reader |', '| --- | ---: | ---: |'];
  for (const row of rows) lines.push(`| ${row.label} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.ratio.toFixed(2)}× |`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  ensureBuild();
  const server = await startQuire();
  console.log(`Server ready at ${server.origin}`);
  const rows = await benchNotificationsScale(server);
  console.log(`\n${notificationsScaleTable(rows)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main();
  } catch (error) {
    console.error(`\nNotifications bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
