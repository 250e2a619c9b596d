// The pages the scale bench times, what each one asks GraphQL for while it renders, and the facts of a
// filled database they are built from (a popular tag, a prolific writer, a much-read story, the reader).
import pg from 'pg';
import * as documents from '../../src/client/gql/graphql';
import { readerNumber, SALT } from './fill-core';
import type { FillPlan } from './plan';
import { COMMON_WORD, RARE_PHRASE } from './words';

export interface PageSpec {
  key: string;
  label: string;
  path: string;
}

export interface ScaleFacts {
  readerId: string;
  tagSlug: string;
  writerUsername: string;
  storyId: string;
}

/** The Following tab's address: the home page with the feeds module's tab parameter. */
export const FOLLOWING_PATH = '/?feed=following';

export async function scaleFacts(url: string, plan: FillPlan): Promise<ScaleFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string): Promise<string> => {
      const row = (await client.query<{ v: string }>(sql)).rows[0];
      if (!row) throw new Error(`the filled database has no answer to: ${sql}`);
      return row.v;
    };
    return {
      readerId: await one(`select bench_scale.id(${readerNumber(plan)}, ${SALT.user}) as v`),
      // Tag 1 and user 1 are drawn most often: the most used tag and the writer with the most stories.
      tagSlug: await one('select slug as v from bench_scale.tag_numbers where n = 1'),
      writerUsername: await one(`select username as v from users where id = bench_scale.id(1, ${SALT.user})`),
      // Story 1 is the most clapped, read and answered.
      storyId: await one(`select bench_scale.id(1, ${SALT.post}) as v`),
    };
  } finally {
    await client.end();
  }
}

export function pageSpecs(facts: ScaleFacts): PageSpec[] {
  return [
    { key: 'home-for-you', label: 'Home, For you', path: '/' },
    { key: 'home-following', label: 'Home, Following', path: FOLLOWING_PATH },
    { key: 'tag', label: `Tag page (/tag/${facts.tagSlug})`, path: `/tag/${facts.tagSlug}` },
    { key: 'profile', label: `Profile (/@${facts.writerUsername})`, path: `/@${facts.writerUsername}` },
    { key: 'story', label: 'Story page (the most read story)', path: `/p/${facts.storyId}` },
    { key: 'search-common', label: `Search, common word ("${COMMON_WORD}")`, path: `/search?q=${encodeURIComponent(COMMON_WORD)}` },
    { key: 'search-rare', label: `Search, rare phrase ("${RARE_PHRASE}")`, path: `/search?q=${encodeURIComponent(RARE_PHRASE)}` },
  ];
}

export interface PageOperation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

let byName: Map<string, string> | null = null;

/** The client's generated documents by operation name. */
function documentText(name: string): string | null {
  if (!byName) {
    byName = new Map();
    for (const value of Object.values(documents)) {
      if (!(value instanceof String)) continue;
      const text = String(value);
      const match = /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text);
      if (match?.[1] && text.trimStart().startsWith('query')) byName.set(match[1], text);
    }
  }
  return byName.get(name) ?? null;
}

/**
 * The GraphQL queries a server-rendered page ran, read from the cache state it sends to the browser
 * (`window.__CACHE_STATE__`, keyed `OperationName({variables})`), with the client's documents for them.
 */
export function pageOperations(html: string): PageOperation[] {
  const state = /window\.__CACHE_STATE__=(\{.*?\});<\/script>/s.exec(html)?.[1];
  if (!state) return [];
  const operations: PageOperation[] = [];
  for (const key of Object.keys(JSON.parse(state) as Record<string, unknown>)) {
    const open = key.indexOf('(');
    const operationName = key.slice(0, open);
    const query = documentText(operationName);
    if (!query) continue;
    operations.push({ operationName, query, variables: JSON.parse(key.slice(open + 1, -1)) as Record<string, unknown> });
  }
  return operations;
}

/** The page every unfinished route renders: it is not measured. */
export const UNAVAILABLE_TEXT = 'This page isn';
