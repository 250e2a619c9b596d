/**
 * What the meter costs a member-only story page: the same story rendered for a member, for a non-member
 * reading it on the meter (each request checks and records the month's read), and for a non-member past
 * the allowance (the preview and the paywall). Rows of one run, compared with each other.
 */
import type { Options } from 'autocannon';
import { signedInCookie, type QuireServer } from './lib';

export type Measure = (name: string, options: Omit<Options, 'connections' | 'duration'>) => Promise<{ rps: number }>;

export interface MeterRow {
  label: string;
  rps: number;
}

/** The demo's member (ada), its non-member with one metered read (radia) and its past member (linus). */
const MEMBER = 'ada@quire.test';
const METERED_READER = 'radia@quire.test';
const SPENT_READER = 'linus@quire.test';

async function lockedStoryPaths(origin: string, cookie: string): Promise<string[]> {
  const paths: string[] = [];
  let to: string | null = null;
  for (let page = 0; page < 10 && paths.length < 5; page++) {
    const response = await fetch(`${origin}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'query BenchLocked($to: String) { latestPostsConnection(paging: { limit: 50, to: $to }) { posts { mediumUrl isLocked } pagingInfo { next { to } } } }',
        variables: { to },
      }),
    });
    const body = (await response.json()) as { data: { latestPostsConnection: { posts: { mediumUrl: string; isLocked: boolean }[]; pagingInfo: { next: { to: string } | null } } } };
    const connection = body.data.latestPostsConnection;
    paths.push(...connection.posts.filter((post) => post.isLocked).map((post) => new URL(post.mediumUrl).pathname));
    to = connection.pagingInfo.next?.to ?? null;
    if (!to) break;
  }
  if (paths.length < 4) throw new Error(`the demo has ${paths.length} member-only stories; the meter bench needs 4`);
  return paths;
}

async function page(origin: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

export async function benchMeter(server: QuireServer, measure: Measure): Promise<MeterRow[]> {
  const { origin } = server;
  const member = await signedInCookie(server, MEMBER);
  const metered = await signedInCookie(server, METERED_READER);
  const spent = await signedInCookie(server, SPENT_READER);
  const [story, ...others] = await lockedStoryPaths(origin, member);
  // The metered reader opens the story once (a read on this month's meter); the other spends the allowance
  // on three other stories, so the bench story is behind the paywall for them.
  await page(origin, story!, metered);
  for (const other of others.slice(0, 3)) await page(origin, other, spent);
  // The member and the metered reader get the whole text; the reader past the allowance gets the paywall.
  const paywall = 'data-testid="paywall"';
  for (const [cookie, who, expectPaywall] of [[member, 'member', false], [metered, 'metered reader', false], [spent, 'reader past the allowance', true]] as const) {
    const html = await page(origin, story!, cookie);
    if (html.includes(paywall) !== expectPaywall) throw new Error(`the ${who}'s page of ${story} ${expectPaywall ? 'has no' : 'has a'} paywall`);
  }
  const rows: MeterRow[] = [];
  for (const [label, cookie] of [
    [`Member-only story ${story}, member (full text)`, member],
    ['Same story, non-member reading it on the meter (full text, meter checked and recorded)', metered],
    ['Same story, non-member past the allowance (preview and paywall)', spent],
  ] as const) {
    rows.push({ label, rps: (await measure(label, { url: `${origin}${story}`, headers: { cookie } })).rps });
  }
  return rows;
}

export function meterTable(rows: readonly MeterRow[]): string {
  const base = rows[0]?.rps ?? 0;
  const lines = ['| Measure | Requests/s | vs. member |', '| --- | ---: | ---: |'];
  for (const row of rows) {
    const ratio = row.rps > 0 ? (base / row.rps).toFixed(2) : '–';
    lines.push(`| ${row.label} | ${Math.round(row.rps).toLocaleString('en-US')} | ${ratio}× |`);
  }
  return lines.join('\n');
}
