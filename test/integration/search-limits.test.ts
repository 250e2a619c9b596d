import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, SEARCH_RATE_LIMITS } from '../../src/shared/validation/search';
import { isStatementTimeout, withStatementTimeout } from '../../src/server/db/dialect';
import { MAX_REQUEST_COST, requestCost, TOO_COSTLY_MESSAGE } from '../../src/server/graphql/cost';
import { buildSchema } from '../../src/server/graphql/schema';
import { reindexPostsAndTags } from '../../src/server/modules/search';
import { createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

/**
 * Searches that cost more than they show (issue: twenty operations of fifteen aliased searches of sixty
 * one-letter beginnings held the server for 17–25 s): refused by the cost limit, trimmed, counted per request
 * and per address, stopped at a deadline; and `/_/health` keeps answering within 200 ms meanwhile.
 */
const HEALTH_BUDGET_MS = 200;
// Two at once, in this process: the server's CPU also serves the attackers' side of each exchange.
const ATTACKERS = 2;
const clock = testClock(Date.now());
const schema = buildSchema();
let t: TestApp;
let origin: string;
// Addresses of this run only (rate-limit counters live in Redis across runs on that configuration).
const run = Math.floor(Math.random() * 200) + 1;
let ipCounter = 0;
const freshIp = () => `10.${run}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Words that begin with "a", many of them different, so a search for beginnings has much to merge. */
function aWords(seed: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `a${((seed * 7919 + i * 104729) % 46656).toString(36)}`).join(' ');
}

beforeAll(async () => {
  // Behind a proxy, each attack can come from an address of its own, so the per-request budget is what stops it.
  t = await createTestApp({ TRUST_PROXY: '1' }, { now: clock.now });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const writer = await createUser(t.deps.db, { name: 'Avid Author' });
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const body = { paragraphs: paragraphs(...Array.from({ length: 6 }, (_, p) => `Harbour at anchor, a ship ${aWords(i * 6 + p, 30)}.`)), sections: [] };
    ids.push((await createPost(t.deps.db, writer.id, { title: `Anchors aweigh ${aWords(i, 3)}`, body })).id);
  }
  await reindexPostsAndTags(t.deps.db, ids, clock.now());
}, 120_000);
afterAll(() => t.close());

const SIXTY_BEGINNINGS = Array.from({ length: 60 }, () => 'a*').join(' ');
const FIELDS = {
  searchPosts: `searchPosts(query: "${SIXTY_BEGINNINGS}", paging: {limit: 50}) { items { __typename } }`,
  searchSuggestions: `searchSuggestions(query: "${SIXTY_BEGINNINGS}") { posts { __typename } }`,
};
type Field = keyof typeof FIELDS;

function batch(field: Field, operations: number, aliases: number) {
  const query = `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${FIELDS[field]}`).join(' ')} }`;
  return Array.from({ length: operations }, () => ({ query }));
}

/** Twenty operations of as many aliased searches as the cost limit lets through. */
function largestAdmittedBatch(field: Field) {
  for (let aliases = 15; aliases > 1; aliases--) {
    const candidate = batch(field, 20, aliases);
    if (requestCost(schema, candidate) <= MAX_REQUEST_COST) return candidate;
  }
  return batch(field, 20, 1);
}
const countAliases = (operations: { query: string }[]) => (operations[0]?.query.match(/\ba\d+:/g) ?? []).length;

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown, ip: string): Promise<{ status: number; answers: Answer[] }> {
  const response = await fetch(`${origin}/_/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const json = (await response.json()) as Answer | Answer[];
  return { status: response.status, answers: Array.isArray(json) ? json : [json] };
}

/**
 * Attackers send `body` again and again, each time from a new address, while `/_/health` is asked
 * ten times in a row; every health answer is timed while attacks are in flight.
 */
async function healthUnderAttack(body: unknown) {
  let attacking = true;
  const attacks: { status: number; answers: Answer[] }[] = [];
  const attackers = Array.from({ length: ATTACKERS }, async () => {
    while (attacking) attacks.push(await post(body, freshIp()));
  });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const response = await fetch(`${origin}/_/health`);
      await response.text();
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
  } finally {
    attacking = false;
    await Promise.all(attackers);
  }
  return { worst: Math.max(...latencies), attacks };
}

/**
 * The slowest health answer of the best of three rounds. A search that holds the event loop shows in every
 * round; a pause of this shared two-core machine's scheduler (seen at 160 ms with no attack at all) seldom
 * falls in all three.
 */
async function worstHealthUnderAttack(body: unknown) {
  // A running server has long compiled the code these paths take; the first calls of a fresh one compile it.
  await (await fetch(`${origin}/_/health`)).text();
  for (let i = 0; i < 5; i++) await post(body, freshIp());
  const rounds = [];
  for (let i = 0; i < 3; i++) {
    const round = await healthUnderAttack(body);
    rounds.push(round);
    if (round.worst < HEALTH_BUDGET_MS) break;
  }
  return { worst: Math.min(...rounds.map((r) => r.worst)), attacks: rounds.flatMap((r) => r.attacks) };
}

describe('the issue’s payload: 20 operations × 15 aliases × 60 beginnings', () => {
  for (const field of Object.keys(FIELDS) as Field[]) {
    it(`${field}: refused as too costly before it runs, and /_/health answers within ${HEALTH_BUDGET_MS} ms meanwhile`, async () => {
      const body = batch(field, 20, 15);
      expect(JSON.stringify(body).length).toBeGreaterThan(70_000);
      const { worst, attacks } = await worstHealthUnderAttack(body);
      expect(attacks.length).toBeGreaterThan(0);
      for (const attack of attacks) {
        expect(attack.status).toBe(400);
        expect(attack.answers[0]?.errors?.[0]).toMatchObject({ message: TOO_COSTLY_MESSAGE, extensions: { code: 'COST_LIMIT' } });
      }
      expect(worst).toBeLessThan(HEALTH_BUDGET_MS);
    });
  }
});

describe('the biggest batch of such searches the cost limit lets through', () => {
  for (const field of Object.keys(FIELDS) as Field[]) {
    it(`${field}: runs at most ${SEARCH_RATE_LIMITS.perRequest} searches per request, refuses the rest clearly, and /_/health answers within ${HEALTH_BUDGET_MS} ms`, async () => {
      const body = largestAdmittedBatch(field);
      const asked = body.length * countAliases(body);
      expect(asked).toBeGreaterThan(SEARCH_RATE_LIMITS.perRequest);
      const { worst, attacks } = await worstHealthUnderAttack(body);
      expect(attacks.length).toBeGreaterThan(0);
      for (const attack of attacks) {
        expect(attack.status).toBe(200);
        // An operation with a refused search answers that error (its fields are non-null, so its data is null); the others ran whole.
        const ran = attack.answers.filter((a) => a.data);
        const refused = attack.answers.filter((a) => !a.data);
        expect(ran.length * countAliases(body)).toBeLessThanOrEqual(SEARCH_RATE_LIMITS.perRequest);
        expect(refused.length).toBeGreaterThan(0);
        for (const answer of refused) expect(answer.errors?.[0]).toMatchObject({ message: SEARCH_MESSAGES.tooManyAtOnce, extensions: { code: 'TOO_MANY_REQUESTS' } });
      }
      expect(worst).toBeLessThan(HEALTH_BUDGET_MS);
    });
  }
});

describe('search limits', () => {
  it('trims a long query instead of refusing it: sixty beginnings still find stories', async () => {
    const { answers } = await post({ query: `{ searchPosts(query: "${SIXTY_BEGINNINGS} anchor*") { items { id } } }` }, freshIp());
    expect(answers[0]?.errors).toBeUndefined();
    expect((answers[0]?.data?.searchPosts as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('limits the searches of one address, counted one by one', async () => {
    const ip = freshIp();
    const perMinute = t.config.searchRate.perMinute;
    const one = `{ ${Array.from({ length: SEARCH_RATE_LIMITS.perRequest }, (_, i) => `s${i}: searchUsers(query: "avid") { users { id } }`).join(' ')} }`;
    for (let sent = 0; sent < perMinute; sent += SEARCH_RATE_LIMITS.perRequest) {
      const { answers } = await post({ query: one }, ip);
      expect(answers[0]?.errors).toBeUndefined();
    }
    const { status, answers } = await post({ query: '{ searchPosts(query: "harbour") { items { id } } }' }, ip);
    expect(status).toBe(200);
    expect(answers[0]?.errors?.[0]).toMatchObject({ message: SEARCH_MESSAGES.tooMany, extensions: { code: 'TOO_MANY_REQUESTS' } });
    const elsewhere = await post({ query: '{ searchPosts(query: "harbour") { items { id } } }' }, freshIp());
    expect(elsewhere.answers[0]?.errors).toBeUndefined();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL cancels a statement past the deadline, for that transaction only', async () => {
    const slow = withStatementTimeout(t.deps.db, 50, (db) => sql`select pg_sleep(5)`.execute(db));
    const error = await slow.then(() => null, (e: unknown) => e);
    expect(isStatementTimeout(error)).toBe(true);
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(t.deps.db);
    expect(rows[0]?.statement_timeout).toBe('0');
  });
});
