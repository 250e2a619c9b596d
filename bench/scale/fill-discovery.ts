// The discovery tables (topics and their story lists, trending, search, home feeds), written in bulk from the
// core rows with the same rules the modules' subscribers apply one story at a time. Each part runs only
// when its tables exist, so the fill follows the migrations as they are.
import { sql } from 'kysely';
import type pg from 'pg';
import { systemContext, withTransaction, type AppDeps, type ServiceContext } from '../../src/server/core';
import { openDatabase, type Database } from '../../src/server/db';
import { createLoaders } from '../../src/server/graphql/loaders';
import { refreshForYou } from '../../src/server/modules/feeds';
import { LOCKED_PREVIEW_PARAGRAPHS } from '../../src/server/modules/posts/posts.service';
import { reindexCollections, reindexUsers } from '../../src/server/modules/search';
import { recomputeTrending } from '../../src/server/modules/trending';
import { READER, type FillPlan } from './plan';
import { readerNumber, SALT, type Step } from './fill-core';

const DAY = 86_400_000;
/** Topics group the most used tags, five each. */
const TOPICS = 60;
const TAGS_PER_TOPIC = 5;
const TOPIC_FOLLOWS_PER_USER = 2;
const HOUR = 3_600_000;
/** Activity the trending job scores: the last weeks (its longest window is a month). */
const TRENDING_DAYS = 31;
/** People and publications per call of the search module's indexer. */
const ENTITY_BATCH = 1_000;

/** What a listed story is (published, PUBLIC or LOCKED, not a response, not deleted or suspended), as SQL over `p`. */
export const LISTED = `p.is_published = 1 and p.visibility in ('PUBLIC', 'LOCKED') and p.is_response = 0
  and p.deleted_at is null and p.suspended_at is null and p.published_at is not null`;

async function existingTables(client: pg.Client): Promise<Set<string>> {
  const rows = await client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`);
  return new Set(rows.rows.map((r) => r.tablename));
}

function topicSteps(plan: FillPlan, now: number): Step[] {
  const user = (n: string) => `bench_scale.id(${n}, ${SALT.user})`;
  const reader = readerNumber(plan);
  return [
    {
      label: 'topics',
      sql: `insert into topics (id, slug, name, description, visibility, category, position, created_at)
        select bench_scale.id(k, 11), t.slug, t.name, 'Stories about ' || lower(t.name) || '.',
               case when k = ${TOPICS} then 'STAFF' when k = ${TOPICS - 1} then 'SPECIAL' else 'PUBLIC' end,
               case when k % 3 = 0 then 'Life' when k % 3 = 1 then 'Technology' else 'Culture' end, k, $1::bigint - ${900 * DAY}
        from generate_series(1, ${TOPICS}) k join bench_scale.tag_numbers t on t.n = k order by 1`,
      params: [now],
    },
    {
      label: 'topic tags',
      sql: `insert into topic_tags (topic_id, tag_slug, position)
        select bench_scale.id(k, 11), t.slug, j from generate_series(1, ${TOPICS}) k cross join generate_series(0, ${TAGS_PER_TOPIC - 1}) j
        join bench_scale.tag_numbers t on t.n = k + j * ${TOPICS} order by 1, 2`,
    },
    {
      label: 'topic follows',
      sql: `insert into topic_follows (user_id, topic_id, created_at)
        select distinct on (user_id, topic_id) user_id, topic_id, at from (
          select ${user(`1 + floor(random() * ${plan.users})::bigint`)} as user_id, bench_scale.id(bench_scale.skewed(${TOPICS - 2}, 1.5), 11) as topic_id,
                 $1::bigint - floor(random() * 700 * ${DAY})::bigint as at
          from generate_series(1, ${plan.users * TOPIC_FOLLOWS_PER_USER})
          union all
          select ${user(String(reader))}, bench_scale.id(k, 11), $1::bigint - k::bigint * ${DAY} from generate_series(1, ${READER.topicFollows}) k) f
        order by user_id, topic_id`,
      params: [now],
    },
    {
      label: 'tag story lists',
      sql: `insert into tag_stories (tag_slug, post_id, creator_id, published_at, clap_count)
        select pt.tag_slug, p.id, p.creator_id, p.published_at, coalesce(cc.clap_count, 0)
        from post_tags pt join posts p on p.id = pt.post_id
        left join clap_counts cc on cc.target_type = 'post' and cc.target_id = p.id
        where ${LISTED} order by 1, 2`,
    },
    {
      label: 'topic story lists',
      sql: `insert into topic_stories (topic_id, post_id, published_at, clap_count)
        select distinct on (tt.topic_id, ts.post_id) tt.topic_id, ts.post_id, ts.published_at, ts.clap_count
        from tag_stories ts join topic_tags tt on tt.tag_slug = ts.tag_slug order by 1, 2`,
    },
    {
      label: 'tag counters',
      sql: `insert into tag_counts (tag_slug, post_count) select tag_slug, count(*) from tag_stories group by 1 order by 1`,
    },
    {
      label: 'tag writers',
      sql: `insert into tag_writers (tag_slug, creator_id, post_count) select tag_slug, creator_id, count(*) from tag_stories group by 1, 2 order by 1, 2`,
    },
    {
      label: 'tag days',
      sql: `insert into tag_days (tag_slug, day, post_count) select tag_slug, (published_at / ${DAY})::int, count(*) from tag_stories group by 1, 2 order by 1, 2`,
    },
    {
      label: 'topic counters',
      sql: `update topics t set post_count = (select count(*) from topic_stories s where s.topic_id = t.id),
                                follower_count = (select count(*) from topic_follows f where f.topic_id = t.id)`,
    },
  ];
}

/** Reads, claps and responses of the last weeks counted per story and hour, as the trending subscribers count them. */
function trendingActivityStep(now: number): Step {
  const since = now - TRENDING_DAYS * DAY;
  return {
    label: 'trending activity',
    sql: `insert into trending_activity (post_id, hour, reads, claps, responses)
      select post_id, (at / ${HOUR}) * ${HOUR} as hour, sum(reads), sum(claps), sum(responses) from (
        select post_id, read_at as at, 1 as reads, 0 as claps, 0 as responses from reading_history where read_at >= $1 and read_at <= $2
        union all
        select target_id, created_at, 0, claps, 0 from claps where target_type = 'post' and created_at >= $1 and created_at <= $2
        union all
        select response_root_post_id, published_at, 0, 0, 1 from posts where is_response = 1 and deleted_at is null and published_at >= $1 and published_at <= $2) a
      group by 1, 2 order by 1, 2`,
    params: [since, now],
  };
}

/**
 * The search index: stories written in bulk with the search module's rules (findable stories; the body is
 * the text of the published version without the title and subtitle, only the preview of a LOCKED story),
 * tags likewise, people and publications through the module's own indexer; GIN indexes built once, after.
 */
function searchStep(url: string, now: number, log: (line: string) => void): Step {
  let started = Date.now();
  const lap = (what: string) => {
    log(`    ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
  };
  return {
    label: 'search index',
    run: () =>
      withKysely(url, async (db) => {
        started = Date.now();
        const gin = await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = 'public' and tablename in ('search_posts', 'search_entities') and indexdef ilike '%using gin%'`.execute(db);
        for (const index of gin.rows) await sql.raw(`drop index "${index.name}"`).execute(db);
        await sql`delete from search_posts`.execute(db);
        await sql`delete from search_entities`.execute(db);
        await sql`insert into search_posts (post_id, creator_id, collection_id, title, subtitle, body, published_at, indexed_at)
          select p.id, p.creator_id, p.collection_id, p.title, p.subtitle,
                 coalesce((select string_agg(t, E'\n' order by i) from (
                     select btrim(e->>'text') as t, i from json_array_elements(v.body::json->'paragraphs') with ordinality as x(e, i)
                     where p.visibility <> 'LOCKED' or i <= ${LOCKED_PREVIEW_PARAGRAPHS}) q
                   where t <> '' and t <> btrim(p.title) and t <> btrim(p.subtitle)), ''),
                 p.published_at, ${now}::bigint
          from posts p join post_versions v on v.post_id = p.id and v.version = p.latest_published_version
          join users u on u.id = p.creator_id
          where ${sql.raw(LISTED)} and u.is_suspended = 0 and u.deleted_at is null
          order by p.published_at, p.id`.execute(db);
        lap('stories');
        await sql`insert into search_entities (kind, ref_id, name, detail, body, popularity, indexed_at)
          select 'tag', t.slug, t.name, replace(t.slug, '-', ' '), '', count(*), ${now}::bigint
          from tags t join post_tags pt on pt.tag_slug = t.slug join posts p on p.id = pt.post_id join users u on u.id = p.creator_id
          where ${sql.raw(LISTED)} and u.is_suspended = 0 and u.deleted_at is null
          group by t.slug, t.name order by t.slug`.execute(db);
        for (const [table, reindex] of [['users', reindexUsers], ['collections', reindexCollections]] as const) {
          for (let after = ''; ; ) {
            const ids = (await sql<{ id: string }>`select id from ${sql.table(table)} where id > ${after} order by id limit ${ENTITY_BATCH}`.execute(db)).rows.map((r) => r.id);
            if (ids.length === 0) break;
            await reindex(db, ids, now);
            after = ids.at(-1)!;
          }
        }
        lap('tags, people and publications');
        for (const index of gin.rows) await sql.raw(index.definition).execute(db);
        lap('GIN indexes');
        await sql`insert into search_state (name, value) values ('repaired_until', ${now}::bigint) on conflict (name) do update set value = excluded.value`.execute(db);
        await sql`analyze search_posts`.execute(db);
        await sql`analyze search_entities`.execute(db);
      }),
  };
}

function trendingStep(url: string, now: number): Step {
  return { label: 'trending scores (the trending job)', run: () => withKysely(url, (db) => recomputeTrending(jobContext(db, now), { at: now })) };
}

function forYouStep(url: string, plan: FillPlan, now: number): Step {
  const readerId = `bench_scale.id(${readerNumber(plan)}, ${SALT.user})`;
  return {
    label: 'the reader\'s For you (the feeds module)',
    run: () =>
      withKysely(url, async (db) => {
        const reader = await sql<{ id: string }>`select ${sql.raw(readerId)} as id`.execute(db);
        const ctx = jobContext(db, now);
        await withTransaction(ctx, (tx) => refreshForYou(tx, { readerId: reader.rows[0]!.id }));
      }),
  };
}

/**
 * The context a module's job runs with, over the fill's database at the fill's clock: these jobs use the
 * database, the clock and the loaders, none of the app's other parts.
 */
function jobContext(db: Database, now: number): ServiceContext {
  return systemContext({ db, now: () => now, createLoaders } as Partial<AppDeps> as AppDeps);
}

async function withKysely<T>(url: string, use: (db: Database) => Promise<T>): Promise<T> {
  const handle = openDatabase(url);
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

const has = (tables: Set<string>, names: string[]) => names.every((t) => tables.has(t));

/**
 * The discovery steps whose tables the migrations have made: bulk statements (run while the secondary indexes
 * are down) and the modules' own rebuilds (run after, since they page through the stories by index).
 */
export async function discoverySteps(
  client: pg.Client,
  url: string,
  plan: FillPlan,
  now: number,
  log: (line: string) => void,
): Promise<{ bulk: Step[]; application: Step[] }> {
  const tables = await existingTables(client);
  const bulk: Step[] = [];
  const application: Step[] = [];
  if (has(tables, ['topics', 'topic_tags', 'topic_follows', 'tag_stories', 'topic_stories', 'tag_counts', 'tag_writers', 'tag_days'])) {
    bulk.push(...topicSteps(plan, now));
  }
  if (has(tables, ['trending_activity', 'trending_scores'])) {
    bulk.push(trendingActivityStep(now));
    application.push(trendingStep(url, now));
  }
  if (has(tables, ['search_posts', 'search_entities'])) application.push(searchStep(url, now, log));
  if (has(tables, ['for_you_items', 'for_you_state'])) application.push(forYouStep(url, plan, now));
  return { bulk, application };
}
