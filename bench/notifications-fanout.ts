// A story's first publication told to 100,000 followers: the publish request's time next to a writer with
// no followers (it only writes the event), and how fast the batched jobs fill the followers' feeds.
// `bench/run.ts` calls `benchNotificationsFanOut`; `npx tsx bench/notifications-fanout.ts` runs it alone.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../src/server/db';
import { newId } from '../src/server/db/ids';
import { loadConfig } from '../src/server/config';
import { sessionCookieName } from '../src/server/http/session-cookie';
import { insertNewSession } from '../src/server/modules/auth/sessions.repo';
import { cleanup, ensureBuild, positiveIntegerEnv, postGraphQL, startQuire, type GraphQLResponse, type QuireServer } from './lib';

export const FOLLOWERS = positiveIntegerEnv('BENCH_FANOUT_FOLLOWERS', 100_000);
/** Publishes of the writer with no followers, before and during the fan-out; medians are reported. */
const PUBLISHES = 5;
/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 2_000;
const FAN_OUT_TIMEOUT_MS = 20 * 60_000;
const TYPE = 'post_published_by_someone_you_follow';

export interface NotificationsFanOutResult {
  followers: number;
  /** Median publish request time of a writer with no followers; the first publish of the one with FOLLOWERS. */
  quietPublishMs: number;
  followedPublishMs: number;
  /** Median publish request time of the writer with no followers while the fan-out runs. */
  publishDuringFanOutMs: number;
  /** followedPublishMs / quietPublishMs: 1 means followers cost the request nothing. */
  publishRatio: number;
  /** From the publish request's answer until the last follower's row was written. */
  fanOutSeconds: number;
  notificationsPerSecond: number;
}

async function createWriter(db: Database, label: string): Promise<string> {
  const id = newId();
  const now = Date.now();
  await db.insertInto('users').values({ id, name: `Fan-out ${label}`, username: `fanout${id}`, email: `fanout.${id}@quire.test`, created_at: now, updated_at: now }).execute();
  return id;
}

/** `count` new readers who all follow `writerId`, in multi-row statements. */
async function addFollowers(db: Database, writerId: string, count: number): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const ids = Array.from({ length: Math.min(ROWS_PER_STATEMENT, count - start) }, () => newId());
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(ids.map((id) => ({ id, name: `Follower ${id}`, username: null, email: `follower.${id}@quire.test`, created_at: now, updated_at: now }))).execute();
      await trx.insertInto('user_follows').values(ids.map((id, k) => ({ follower_id: id, followed_id: writerId, created_at: now - (start + k) }))).execute();
    });
  }
  await db
    .insertInto('user_social_counts')
    .values({ user_id: writerId, follower_count: count })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ follower_count: count }))
    .execute();
}

async function sessionHeaders(db: Database, server: QuireServer, userId: string): Promise<Record<string, string>> {
  const config = loadConfig(server.env);
  const { token, session } = await insertNewSession(db, config, { userId, client: { ip: '127.0.0.1', userAgent: 'quire-bench' } });
  return { cookie: `${sessionCookieName(config)}=${token}`, 'x-xsrf-token': session.xsrf };
}

async function field(origin: string, headers: Record<string, string>, query: string, variables: Record<string, unknown>, name: string) {
  const answer = (await postGraphQL(origin, { operationName: /^mutation (\w+)/.exec(query)?.[1] ?? name, query, variables }, headers)) as GraphQLResponse;
  const value = answer.data?.[name] as { __typename?: string; id?: string; latestVersion?: number } | undefined;
  if (answer.errors?.length || value?.__typename !== 'Post') throw new Error(`${name} failed: ${JSON.stringify(answer).slice(0, 500)}`);
  return value;
}

/** Writes a draft, then times the publish request alone. */
async function timedPublish(origin: string, headers: Record<string, string>, n: number): Promise<{ postId: string; ms: number }> {
  const body = JSON.stringify({ paragraphs: [{ name: 'a000', type: 'P', text: `Fan-out bench story number ${n}, a few words to publish.`, markups: [] }], sections: [] });
  const draft = await field(
    origin,
    headers,
    'mutation BenchFanOutDraft($title: String, $body: String) { createPost(title: $title, bodyJson: $body) { __typename ... on Post { id latestVersion } } }',
    { title: `Fan-out bench ${n}`, body },
    'createPost',
  );
  const started = performance.now();
  await field(
    origin,
    headers,
    'mutation BenchFanOutPublish($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { __typename ... on Post { id } ... on BadRequest { message } } }',
    { id: draft.id, input: { tags: ['bench'], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', baseVersion: draft.latestVersion } },
    'publishPost',
  );
  return { postId: String(draft.id), ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function rowsFor(db: Database, postId: string): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', postId).where('activity_type', '=', TYPE).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * On the running bench server's database: a writer with FOLLOWERS followers (bulk-inserted) and one with
 * none each publish; the first publication of the followed writer is the fan-out whose end is awaited.
 */
export async function benchNotificationsFanOut(server: QuireServer): Promise<NotificationsFanOutResult> {
  const handle = openDatabase(loadConfig(server.env).databaseUrl);
  try {
    const db = handle.db;
    const quiet = await createWriter(db, 'quiet');
    const followed = await createWriter(db, 'followed');
    const filling = Date.now();
    await addFollowers(db, followed, FOLLOWERS);
    console.log(`Fan-out: ${FOLLOWERS.toLocaleString('en-US')} followers written in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    const quietHeaders = await sessionHeaders(db, server, quiet);
    const followedHeaders = await sessionHeaders(db, server, followed);

    const quietTimes: number[] = [];
    for (let n = 0; n < PUBLISHES; n++) quietTimes.push((await timedPublish(server.origin, quietHeaders, n)).ms);
    // A story's first publication is told once, so the followed writer's publish is one sample.
    const first = await timedPublish(server.origin, followedHeaders, 0);
    const fanOutStarted = performance.now();
    // Other writers keep publishing while the fan-out runs in the same processes.
    const duringTimes: number[] = [];
    for (let n = PUBLISHES; n < 2 * PUBLISHES; n++) duringTimes.push((await timedPublish(server.origin, quietHeaders, n)).ms);

    let written = 0;
    while ((written = await rowsFor(db, first.postId)) < FOLLOWERS) {
      if (performance.now() - fanOutStarted > FAN_OUT_TIMEOUT_MS) throw new Error(`fan-out unfinished after ${FAN_OUT_TIMEOUT_MS / 60_000} min: ${written} of ${FOLLOWERS} rows`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const fanOutSeconds = (performance.now() - fanOutStarted) / 1000;
    const quietPublishMs = median(quietTimes);
    return {
      followers: FOLLOWERS,
      quietPublishMs,
      followedPublishMs: first.ms,
      publishRatio: first.ms / quietPublishMs,
      publishDuringFanOutMs: median(duringTimes),
      fanOutSeconds,
      notificationsPerSecond: FOLLOWERS / fanOutSeconds,
    };
  } finally {
    await handle.close();
  }
}

/** The result as a Markdown table, for a report of its own. */
export function notificationsFanOutTable(result: NotificationsFanOutResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    '| Measure | Result | Ratio |',
    '| --- | ---: | ---: |',
    `| Publish request, writer with no followers (median of ${PUBLISHES}) | ${ms(result.quietPublishMs)} | 1 (baseline) |`,
    `| Publish request, writer with ${result.followers.toLocaleString('en-US')} followers (first publication) | ${ms(result.followedPublishMs)} | ${result.publishRatio.toFixed(2)}× |`,
    `| Publish request, writer with no followers, during the fan-out (median of ${PUBLISHES}) | ${ms(result.publishDuringFanOutMs)} | ${(result.publishDuringFanOutMs / result.quietPublishMs).toFixed(2)}× |`,
    `| Fan-out to ${result.followers.toLocaleString('en-US')} followers, until the last row | ${result.fanOutSeconds.toFixed(1)} s | ${Math.round(result.notificationsPerSecond).toLocaleString('en-US')} notifications/s |`,
  ].join('\n');
}

async function main(): Promise<void> {
  ensureBuild();
  const server = await startQuire();
  console.log(`Server ready at ${server.origin}`);
  const result = await benchNotificationsFanOut(server);
  console.log(`\n${notificationsFanOutTable(result)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main();
  } catch (error) {
    console.error(`\nNotifications fan-out bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
