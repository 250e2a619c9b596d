// The core fill: people, publications, tags, stories and responses with their text, claps, follows and reads,
// written with INSERT … SELECT over generate_series inside PostgreSQL (no row crosses the wire), each table
// in its primary key's order so its index grows by appending. Counters are computed from the rows, so they
// agree with them exactly.
import type pg from 'pg';
import { READER, type FillPlan } from './plan';
import {
  BIOS, COMMON_WORD, FIRST_NAMES, LAST_NAMES, RARE_SENTENCE, SUBTITLES, TAG_NAMES, TAG_NOUNS, TAG_WORDS, TITLE_OPENERS,
  TITLE_SUBJECTS, TITLE_TAILS, VOCABULARY,
} from './words';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** Distinct paragraphs the stories' bodies are drawn from (three each, so bodies rarely repeat). */
const PARAGRAPH_POOL = 5_000;

/**
 * Id salts: `bench_scale.id(n, salt)` maps 1..n to distinct 12-hex-digit ids (an odd multiplier modulo 2^48),
 * so any statement can name the n-th user or story without a lookup.
 */
export const SALT = { user: 1, publication: 2, post: 3, shareKey: 4, view: 5 } as const;
/** The bench reader is the user after the last generated one. */
export const readerNumber = (plan: FillPlan) => plan.users + 1;

export const HELPERS_SQL = `
create schema if not exists bench_scale;
create or replace function bench_scale.id(n bigint, salt bigint) returns text
  language sql immutable parallel safe
  as $$ select lpad(to_hex((n * 181238958217 + salt * 1000003) % 281474976710656), 12, '0') $$;
-- 1..size, drawn so that small numbers come far more often (power > 1): writers, popular stories, tags.
create or replace function bench_scale.skewed(size bigint, power float8) returns bigint
  language sql volatile parallel safe
  as $$ select least(size, 1 + floor(size * power(random(), power)))::bigint $$;
create or replace function bench_scale.pick(words text[], i bigint) returns text
  language sql immutable parallel safe
  as $$ select words[1 + (i % cardinality(words))] $$;
create or replace function bench_scale.slug(title text) returns text
  language sql immutable parallel safe
  as $$ select trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) $$;
`;

export interface Step {
  label: string;
  sql?: string;
  params?: unknown[];
  /** A step done by the application's own code (a module's rebuild function) instead of one statement. */
  run?: () => Promise<unknown>;
}

/** Every statement of the core fill, in order; `now` anchors the three years of stories. */
export function coreSteps(plan: FillPlan, now: number): Step[] {
  const S = plan.stories;
  const R = plan.responses;
  const U = plan.users;
  const C = plan.publications;
  const reader = readerNumber(plan);
  const user = (n: string) => `bench_scale.id(${n}, ${SALT.user})`;
  const post = (n: string) => `bench_scale.id(${n}, ${SALT.post})`;
  const publication = (n: string) => `bench_scale.id(${n}, ${SALT.publication})`;
  // Every tenth of the stories has one story with the rare sentence: ten at any scale.
  const rareEvery = Math.max(1, Math.floor(S / 10));

  return [
    {
      label: 'people',
      sql: `insert into users (id, username, name, email, bio, created_at, updated_at)
        select ${user('n')},
               lower(bench_scale.pick($1, n) || '_' || bench_scale.pick($2, n / 60)) || n,
               bench_scale.pick($1, n) || ' ' || bench_scale.pick($2, n / 60),
               'reader' || n || '@scale.quire.test',
               bench_scale.pick($3, n * 7),
               $4::bigint - 4 * ${YEAR} + n * (${3 * YEAR} / ${U}),
               $4::bigint - 4 * ${YEAR} + n * (${3 * YEAR} / ${U})
        from generate_series(1, ${U}) n order by 1`,
      params: [FIRST_NAMES, LAST_NAMES, BIOS, now],
    },
    {
      label: 'the bench reader',
      sql: `insert into users (id, username, name, email, bio, created_at, updated_at)
        values (${user(String(reader))}, 'scale_reader', 'Scale Reader', 'scale.reader@scale.quire.test', 'Reads everything.', $1::bigint - ${YEAR}, $1::bigint - ${YEAR})`,
      params: [now],
    },
    {
      label: 'publications',
      sql: `insert into collections (id, slug, name, description, creator_id, created_at, updated_at)
        select ${publication('n')}, 'pub-' || n, bench_scale.pick($1, n) || ' ' || bench_scale.pick($2, n / 20) || ' ' || n,
               'Stories about ' || lower(bench_scale.pick($2, n / 20)) || '.', ${user(`1 + (n * 7919) % ${U}`)},
               $3::bigint - 3 * ${YEAR}, $3::bigint - 3 * ${YEAR}
        from generate_series(1, ${C}) n order by 1`,
      params: [TAG_WORDS, TAG_NOUNS, now],
    },
    {
      label: 'publication editors',
      sql: `insert into collection_members (collection_id, user_id, role, created_at)
        select id, creator_id, 'EDITOR', created_at from collections order by 1, 2`,
    },
    {
      label: 'tags',
      sql: `create table bench_scale.tag_numbers as
        select n, bench_scale.slug(name) as slug, name from (
          select n, case when n <= cardinality($1::text[]) then ($1::text[])[n]
                         else bench_scale.pick($2, n) || ' ' || bench_scale.pick($3, n / cardinality($2::text[])) || ' ' || n end as name
          from generate_series(1, ${plan.tags}) n) t`,
      params: [TAG_NAMES, TAG_WORDS, TAG_NOUNS],
    },
    {
      label: 'tags',
      sql: `insert into tags (slug, name, created_at) select slug, name, $1::bigint - 4 * ${YEAR} from bench_scale.tag_numbers order by slug`,
      params: [now],
    },
    {
      label: 'paragraph pool',
      sql: `create table bench_scale.paragraphs as
        select i, upper(left(text, 1)) || substr(text, 2) || '.' as text, words from (
          select i, string_agg(($1::text[])[bench_scale.skewed(cardinality($1::text[]), 2)], ' ') as text, count(*) as words
          from generate_series(1, ${PARAGRAPH_POOL}) i, generate_series(1, 24 + (i * 37) % 40) w
          group by i) p`,
      params: [VOCABULARY],
    },
    { label: 'paragraph pool index', sql: 'create unique index on bench_scale.paragraphs (i)' },
    {
      label: 'post plan',
      // One row per post with every drawn value, so posts and their versions agree.
      sql: `create unlogged table bench_scale.post_seed as
        select n, ${post('n')} as id,
               case when n <= ${S} then ${user(`bench_scale.skewed(${U}, 2)`)} else ${user(`1 + floor(random() * ${U})::bigint`)} end as creator_id,
               $1::bigint - floor(random() * ${3 * YEAR})::bigint as published_at,
               case when n <= ${S} and n % 5 = 0 then ${publication(`bench_scale.skewed(${C}, 1.5)`)} end as collection_id,
               case when n > ${S} then ${post(`bench_scale.skewed(${S}, 2)`)} end as root_id
        from generate_series(1, ${S + R}) n`,
      params: [now],
    },
    {
      label: 'post text plan',
      sql: `create table bench_scale.post_text as
        select n,
               case when n > ${S} then '' else trim(bench_scale.pick($1, n) || ' ' || bench_scale.pick($2, n / 40) || ' ' || bench_scale.pick($3, n / 2400)) end as title,
               case when n > ${S} then '' else bench_scale.pick($4, n / 7) end as subtitle,
               1 + (n * 31) % ${PARAGRAPH_POOL} as p1, 1 + (n * 97 + 13) % ${PARAGRAPH_POOL} as p2,
               case when n % 3 = 0 or n > ${S} then null else 1 + (n * 193 + 71) % ${PARAGRAPH_POOL} end as p3
        from generate_series(1, ${S + R}) n`,
      params: [TITLE_OPENERS, TITLE_SUBJECTS, TITLE_TAILS, SUBTITLES],
    },
    {
      label: 'stories and responses',
      sql: `insert into posts (id, creator_id, collection_id, status_for_collection, title, subtitle, slug, visibility, is_published,
                              first_published_at, published_at, latest_version, latest_published_version, reading_time, word_count,
                              share_key, deleted_at, created_at, updated_at, is_response, in_response_to_post_id,
                              response_root_post_id, response_thread_id, response_parent_id, response_depth)
        select s.id, s.creator_id, s.collection_id, case when s.collection_id is not null then 'APPROVED' end,
               t.title, t.subtitle, case when s.n > ${S} then '' else bench_scale.slug(t.title) end,
               case when s.n > ${S} then 'PUBLIC' when s.n % 33 = 0 then 'UNLISTED' when s.n % 17 = 0 then 'LOCKED' else 'PUBLIC' end,
               case when s.n <= ${S} and s.n % 40 = 0 then 0 else 1 end,
               case when s.n <= ${S} and s.n % 40 = 0 then null else s.published_at end,
               case when s.n <= ${S} and s.n % 40 = 0 then null else s.published_at end,
               1, case when s.n <= ${S} and s.n % 40 = 0 then null else 1 end,
               w.words / 265.0, w.words, bench_scale.id(s.n, ${SALT.shareKey}),
               case when s.n % 199 = 0 then s.published_at + ${DAY} end,
               s.published_at - ${DAY}, s.published_at,
               case when s.n > ${S} then 1 else 0 end, s.root_id, s.root_id,
               case when s.n > ${S} then s.id end, null, case when s.n > ${S} then 0 end
        from bench_scale.post_seed s
        join bench_scale.post_text t using (n)
        cross join lateral (select (p1.words + p2.words + coalesce(p3.words, 0))::int + case when s.n % ${rareEvery} = 7 then 14 else 0 end as words
                            from bench_scale.paragraphs p1 join bench_scale.paragraphs p2 on p2.i = t.p2
                            left join bench_scale.paragraphs p3 on p3.i = t.p3 where p1.i = t.p1) w
        order by s.id`,
    },
    {
      label: 'story bodies',
      sql: `insert into post_versions (post_id, version, title, subtitle, body, created_at)
        select s.id, 1, t.title, t.subtitle,
               json_build_object('paragraphs',
                 (case when s.n <= ${S} then json_build_array(
                     json_build_object('name', 'a0f1', 'type', 'TITLE', 'text', t.title, 'markups', json_build_array()),
                     json_build_object('name', 'a0f2', 'type', 'SUBTITLE', 'text', t.subtitle, 'markups', json_build_array()))::jsonb
                   else '[]'::jsonb end)
                 || jsonb_build_array(json_build_object('name', 'b1c1', 'type', 'P', 'text', p1.text, 'markups', json_build_array()))
                 || jsonb_build_array(json_build_object('name', 'b1c2', 'type', 'P',
                      'text', p2.text || case when s.n % ${rareEvery} = 7 then ' ' || $1 else '' end, 'markups', json_build_array()))
                 || case when p3.i is null then '[]'::jsonb
                         else jsonb_build_array(json_build_object('name', 'b1c3', 'type', 'P', 'text', p3.text, 'markups', json_build_array())) end,
                 'sections', json_build_array(json_build_object('name', 'd4e5', 'startIndex', 0)))::text,
               s.published_at - ${DAY}
        from bench_scale.post_seed s
        join bench_scale.post_text t using (n)
        join bench_scale.paragraphs p1 on p1.i = t.p1
        join bench_scale.paragraphs p2 on p2.i = t.p2
        left join bench_scale.paragraphs p3 on p3.i = t.p3
        order by s.id`,
      params: [RARE_SENTENCE],
    },
    {
      label: 'story tags',
      // About three tags a story, popular tags far more often; a tag drawn twice is kept once.
      sql: `insert into post_tags (post_id, tag_slug, position)
        select distinct on (post_id, slug) post_id, slug, position from (
          select ${post('n')} as post_id, k - 1 as position, bench_scale.skewed(${plan.tags}, 2.5) as tag_n
          from generate_series(1, ${S}) n, generate_series(1, 3) k) d
        join bench_scale.tag_numbers t on t.n = d.tag_n
        order by post_id, slug, position`,
    },
    {
      label: 'the reader follows people',
      sql: `insert into user_follows (follower_id, followed_id, created_at)
        select ${user(String(reader))}, ${user('1 + 3 * k')}, $1::bigint - k::bigint * ${DAY} from generate_series(0, ${READER.follows - 1}) k order by 2`,
      params: [now],
    },
    {
      label: 'the reader follows publications',
      sql: `insert into collection_follows (user_id, collection_id, created_at)
        select ${user(String(reader))}, ${publication('k')}, $1::bigint - k::bigint * ${DAY} from generate_series(1, ${READER.publicationFollows}) k order by 2`,
      params: [now],
    },
    {
      label: 'the reader\'s stories',
      sql: `create table bench_scale.reader_posts as
        select distinct on (post_id) k, ${post(`1 + (k * 7919) % ${S}`)} as post_id from generate_series(1, ${READER.reads}) k order by post_id, k`,
    },
    {
      label: 'claps',
      sql: `insert into claps (target_type, target_id, user_id, claps, created_at, updated_at)
        select distinct on (target_id, user_id) 'post', target_id, user_id, claps, at, at from (
          select ${post(`bench_scale.skewed(${S}, 2)`)} as target_id, ${user(`1 + floor(random() * ${U})::bigint`)} as user_id,
                 bench_scale.skewed(50, 3)::int as claps, $1::bigint - floor(random() * ${YEAR})::bigint as at
          from generate_series(1, ${plan.claps})
          union all
          select post_id, ${user(String(reader))}, 1 + k % 50, $1::bigint - k::bigint * 3600000 from bench_scale.reader_posts where k <= ${READER.claps}) c
        order by target_id, user_id`,
      params: [now],
    },
    {
      label: 'clap counters',
      sql: `insert into clap_counts (target_type, target_id, clap_count, clapper_count, milestone)
        select target_type, target_id, sum(claps), count(*), 0 from claps group by 1, 2 order by 1, 2`,
    },
    {
      label: 'follows between people',
      // Everyone follows a few dozen people; the prolific writers (small numbers) are followed most.
      sql: `insert into user_follows (follower_id, followed_id, created_at)
        select distinct on (follower_id, followed_id) follower_id, followed_id, at from (
          select ${user(`1 + floor(random() * ${U})::bigint`)} as follower_id, ${user(`bench_scale.skewed(${U}, 2)`)} as followed_id,
                 $1::bigint - floor(random() * ${2 * YEAR})::bigint as at
          from generate_series(1, ${plan.userFollows})) f
        where follower_id <> followed_id
        order by follower_id, followed_id`,
      params: [now],
    },
    {
      label: 'publication follows',
      sql: `insert into collection_follows (user_id, collection_id, created_at)
        select distinct on (user_id, collection_id) user_id, collection_id, at from (
          select ${user(`1 + floor(random() * ${U})::bigint`)} as user_id, ${publication(`bench_scale.skewed(${C}, 1.5)`)} as collection_id,
                 $1::bigint - floor(random() * ${2 * YEAR})::bigint as at
          from generate_series(1, ${plan.publicationFollows})) f
        order by user_id, collection_id`,
      params: [now],
    },
    {
      label: 'follow counters',
      sql: `insert into user_social_counts (user_id, follower_count, following_count, collection_following_count)
        select u.id, coalesce(fr.c, 0), coalesce(fg.c, 0), coalesce(cf.c, 0)
        from users u
        left join (select followed_id, count(*) c from user_follows group by 1) fr on fr.followed_id = u.id
        left join (select follower_id, count(*) c from user_follows group by 1) fg on fg.follower_id = u.id
        left join (select user_id, count(*) c from collection_follows group by 1) cf on cf.user_id = u.id
        order by u.id`,
    },
    {
      label: 'publication follower counters',
      sql: `insert into collection_follower_counts (collection_id, follower_count)
        select c.id, count(f.user_id) from collections c left join collection_follows f on f.collection_id = c.id group by c.id order by c.id`,
    },
    {
      label: 'reads',
      sql: `insert into reading_history (user_id, post_id, first_viewed_at, last_viewed_at, engaged_ms, progress, read_at)
        select distinct on (user_id, post_id) user_id, post_id, at, at + gap, engaged, progress, case when progress > 0.5 then at + gap end from (
          select ${user(`1 + floor(random() * ${U})::bigint`)} as user_id, ${post(`bench_scale.skewed(${S}, 2)`)} as post_id,
                 $1::bigint - floor(random() * ${2 * YEAR})::bigint as at, floor(random() * ${7 * DAY})::bigint as gap,
                 floor(random() * 600000)::bigint as engaged, random() as progress
          from generate_series(1, ${plan.reads})
          union all
          select ${user(String(reader))}, post_id, $1::bigint - k::bigint * 7200000, 60000, 240000, 1.0 from bench_scale.reader_posts) r
        order by user_id, post_id`,
      params: [now],
    },
    {
      label: 'page views',
      sql: `insert into post_views (id, post_id, viewer_id, engaged_ms, progress, read_at, created_at, updated_at)
        select bench_scale.id(row_number() over (), ${SALT.view}), post_id, user_id, engaged_ms, progress, read_at, first_viewed_at, last_viewed_at
        from reading_history order by 1`,
    },
    {
      label: 'response counters',
      sql: `insert into response_counts (target_id, responses_count, clap_count)
        select response_root_post_id, count(*), 0 from posts where is_response = 1 and deleted_at is null group by 1 order by 1`,
    },
  ];
}

/** The searches the bench makes: a word in most stories and a phrase in ten. */
export const SEARCHES = { common: COMMON_WORD } as const;

/** Tables the core fill writes in bulk: their secondary indexes are dropped while it runs and built after. */
export const BULK_TABLES = [
  'users', 'collections', 'posts', 'post_versions', 'post_tags', 'claps', 'clap_counts', 'user_follows', 'collection_follows',
  'user_social_counts', 'reading_history', 'post_views', 'response_counts',
  // Discovery tables, when their migrations have made them.
  'topic_follows', 'tag_stories', 'topic_stories', 'tag_writers', 'tag_days', 'trending_activity',
];

export async function runSteps(client: pg.Client, steps: Step[], log: (line: string) => void): Promise<void> {
  for (const step of steps) {
    const started = Date.now();
    if (step.run) await step.run();
    if (step.sql) await client.query(step.sql, step.params as unknown[] | undefined);
    log(`  ${step.label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
