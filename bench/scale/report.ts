// The two Markdown reports: figures per page and scale (scale-latest.md), and every query's plan (scale-explain.md).
import { READ_FLOOR, READ_RATIO_BUDGET, readsTooMuch, type ExplainedQuery } from './explain';
import type { PageResult, ScaleResult } from './scale-run';
import { ratio } from './stats';

/** ARCHITECTURE.md's budget: p95 server time of each page under 15 ms at 1M stories. */
export const P95_BUDGET_MS = 15;
/** "Flat": the larger scale's p95 within this factor of the smaller's. */
export const FLAT_RATIO = 1.2;

const ms = (value: number) => value.toFixed(1);
const count = (value: number) => Math.round(value).toLocaleString('en-US');

function pageCells(page: PageResult | undefined, pick: 'page' | 'graphql'): string {
  const timing = page?.[pick];
  if (!page || page.missing) return 'not measured | | ';
  if (!timing) return '– | – | –';
  return `${ms(timing.server.p50)} | ${ms(timing.server.p95)} | ${ms(timing.server.p99)}`;
}

function verdict(large: PageResult | undefined, small: PageResult | undefined, pick: 'page' | 'graphql'): string {
  const big = large?.[pick];
  const little = small?.[pick];
  if (!big) return '';
  const r = little ? ratio(big.server.p95, little.server.p95) : Number.NaN;
  const budget = big.server.p95 < P95_BUDGET_MS ? 'under budget' : '**over budget**';
  const flat = Number.isNaN(r) ? '' : r <= FLAT_RATIO ? ', flat' : ', **grows**';
  return `${Number.isNaN(r) ? '–' : `${r.toFixed(2)}×`} | ${budget}${flat}`;
}

/** A page's rows: returned and read by all its queries (each once per call), and the queries reading more than the budget. */
function pageRows(page: PageResult): { returned: number; read: number; over: number[]; worst: number } {
  let returned = 0;
  let read = 0;
  let worst = 0;
  const over: number[] = [];
  page.queries.forEach((q, i) => {
    if (!q.rows) return;
    returned += q.rows.returned * q.calls;
    read += q.rows.read * q.calls;
    if (q.rows.read > READ_FLOOR) worst = Math.max(worst, q.rows.read / Math.max(q.rows.returned, 1));
    if (readsTooMuch(q.rows)) over.push(i + 1);
  });
  return { returned, read, over, worst };
}

function rowsCell(page: PageResult | undefined): string {
  if (!page || page.missing) return '– | – | – | –';
  const rows = pageRows(page);
  const verdict = rows.over.length ? `**over ${READ_RATIO_BUDGET}×**: queries ${rows.over.join(', ')}` : `within ${READ_RATIO_BUDGET}×`;
  return `${count(rows.returned)} | ${count(rows.read)} | ${rows.worst ? `${rows.worst.toFixed(1)}×` : '–'} | ${verdict}`;
}

function timingTable(results: ScaleResult[], pick: 'page' | 'graphql'): string[] {
  const [small, large] = [results[0]!, results.at(-1)!];
  const two = results.length > 1;
  const head = two
    ? `| Page | ${small.plan.name} p50 | p95 | p99 | ${large.plan.name} p50 | p95 | p99 | p95 ratio | verdict (${large.plan.name}) |`
    : `| Page | ${small.plan.name} p50 | p95 | p99 | verdict |`;
  const lines = [head, two ? '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |' : '| --- | ---: | ---: | ---: | --- |'];
  for (const page of large.pages) {
    const smallPage = small.pages.find((p) => p.spec.key === page.spec.key);
    const label = pick === 'graphql' && page.operations.length ? `${page.spec.label}: ${page.operations.map((o) => o.operationName).join(' + ')}` : page.spec.label;
    if (two) lines.push(`| ${label} | ${pageCells(smallPage, pick)} | ${pageCells(page, pick)} | ${verdict(page, smallPage, pick)} |`);
    else lines.push(`| ${label} | ${pageCells(page, pick)} | ${verdict(page, undefined, pick).split(' | ')[1] ?? ''} |`);
  }
  return lines;
}

export function latestReport(
  results: ScaleResult[],
  meta: { revision: string; requests: number; warmup: number; date: string; loadStart: readonly number[]; loadEnd: readonly number[] },
): string {
  const large = results.at(-1)!;
  const lines = [
    '# Quire at scale (PostgreSQL)',
    '',
    `${meta.date} · ${meta.revision} · \`npm run bench:scale\` · ${meta.requests} sequential requests per figure after ${meta.warmup} warm-up requests, one connection per scale, the scales in turns (request i at each scale before request i + 1 at any), signed in as a reader who follows ${'100 people, 10 publications and 3 topics'}. Load averages at the start and end of the run: ${meta.loadStart.join(' / ')} → ${meta.loadEnd.join(' / ')} (1, 5, 15 minutes; 2 cores).`,
    '',
    `Times are **server time** in milliseconds: Fastify's own \`responseTime\` of each request (from its request log, \`LOG_LEVEL=info\`), the production build (\`dist/server/main.js\`, \`NODE_ENV=production\`, \`JOBS_WORKER=0\`) on PostgreSQL 15 on this 2-core machine, uncompressed answers (\`accept-encoding: identity\`). Budget (ARCHITECTURE.md): p95 under 15 ms for each page at 1M stories, and flat from 10k to 1M (p95 ratio at most ${FLAT_RATIO}; "grows" above).`,
    '',
    '## Pages (full server-side render, signed in, never cached)',
    '',
    ...timingTable(results, 'page'),
    '',
    '## The GraphQL operations of each page alone (one POST with the page\'s queries)',
    '',
    ...timingTable(results, 'graphql'),
    '',
    '## Database work per page (one request, from PostgreSQL\'s statement log)',
    '',
    'Statements and their time as logged during the request ("DB ms", affected by the machine\'s load), and the sum of their `EXPLAIN ANALYZE` execution times run again one by one ("plans ms": the database\'s own work, warm).',
    '',
    `| Page | ${results.map((r) => `${r.plan.name} statements | DB ms | plans ms`).join(' | ')} | Sequential scans of big tables (${large.plan.name}) |`,
    `| --- | ${results.map(() => '---: | ---: | ---:').join(' | ')} | --- |`,
  ];
  for (const page of large.pages) {
    const cells = results.map((r) => {
      const p = r.pages.find((x) => x.spec.key === page.spec.key);
      const plans = p ? p.queries.reduce((sum, q) => sum + (q.executionMs ?? 0) * q.calls, 0) : 0;
      return p && !p.missing ? `${p.statementCount} | ${p.databaseMs.toFixed(1)} | ${plans.toFixed(1)}` : '– | – | –';
    });
    const scans = [...new Set(page.queries.flatMap((q) => q.seqScans))];
    lines.push(`| ${page.spec.label} | ${cells.join(' | ')} | ${page.missing ? '' : scans.length ? `**${scans.join(', ')}**` : 'none'} |`);
  }
  lines.push(
    '',
    '## Rows returned and rows read (EXPLAIN ANALYZE)',
    '',
    `Per page, from the plans of all its queries (each counted once per call): the rows the queries returned, the rows their table and index scans read (rows passed on plus rows a filter or recheck removed, times loops), the worst query's ratio (among queries reading more than ${READ_FLOOR} rows), and the verdict: a query "reads too much" when it reads more than ${READ_RATIO_BUDGET}× the rows it returns and more than ${READ_FLOOR} rows. Query numbers refer to \`scale-explain.md\`, where each query shows its own figures.`,
    '',
    `| Page | ${results.map((r) => `${r.plan.name} returned | read | worst | verdict`).join(' | ')} |`,
    `| --- | ${results.map(() => '---: | ---: | ---: | ---').join(' | ')} |`,
  );
  for (const page of large.pages) {
    lines.push(`| ${page.spec.label} | ${results.map((r) => rowsCell(r.pages.find((x) => x.spec.key === page.spec.key))).join(' | ')} |`);
  }
  lines.push(
    '',
    '## Spread and load',
    '',
    'Server time of the page requests: the number of timed requests, min, interquartile range (p25–p75) and max per scale; the machine\'s load average (1, 5, 15 minutes) when the page\'s timing began and ended (the page at every scale and its GraphQL, in turns). The machine has 2 cores.',
    '',
    `| Page | ${results.map((r) => `${r.plan.name} n | min | p25–p75 | max`).join(' | ')} | load before | load after |`,
    `| --- | ${results.map(() => '---: | ---: | ---: | ---:').join(' | ')} | --- | --- |`,
  );
  for (const page of large.pages) {
    const cells = results.map((r) => {
      const t = r.pages.find((x) => x.spec.key === page.spec.key)?.page?.server;
      return t ? `${t.count} | ${ms(t.min)} | ${ms(t.p25)}–${ms(t.p75)} | ${ms(t.max)}` : '– | – | – | –';
    });
    const load = page.load ?? results.map((r) => r.pages.find((x) => x.spec.key === page.spec.key)?.load).find((l) => l) ?? null;
    lines.push(`| ${page.spec.label} | ${cells.join(' | ')} | ${load ? load.before.join(' / ') : '–'} | ${load ? load.after.join(' / ') : '–'} |`);
  }
  const missing = large.pages.filter((p) => p.missing);
  if (missing.length) {
    lines.push('', 'Not measured: ' + missing.map((p) => `${p.spec.label} (\`${p.spec.path}\` ${p.missing})`).join('; ') + '.');
  }
  lines.push('', '## Loopback floor and client-side times', '');
  lines.push('| Scale | `/_/health` server p50 | client p50 | ' + large.pages.filter((p) => p.page).map((p) => `${p.spec.key} client p95`).join(' | ') + ' |');
  lines.push('| --- | ---: | ---: | ' + large.pages.filter((p) => p.page).map(() => '---:').join(' | ') + ' |');
  for (const r of results) {
    const cells = large.pages.filter((p) => p.page).map((p) => {
      const mine = r.pages.find((x) => x.spec.key === p.spec.key)?.page;
      return mine ? ms(mine.client.p95) : '–';
    });
    lines.push(`| ${r.plan.name} | ${r.floor.server.p50.toFixed(2)} | ${ms(r.floor.client.p50)} | ${cells.join(' | ')} |`);
  }
  lines.push('', '## The filled databases', '');
  const tables = ['posts', 'post_versions', 'post_tags', 'users', 'collections', 'claps', 'clap_counts', 'user_follows', 'collection_follows', 'reading_history', 'post_views', 'topic_follows', 'tag_stories', 'topic_stories'];
  const shown = tables.filter((t) => results.some((r) => r.sizes[t] !== undefined));
  const extra = Object.keys(large.sizes).filter((t) => !tables.includes(t) && (large.sizes[t] ?? 0) >= 1_000).sort();
  lines.push(`| Table | ${results.map((r) => r.plan.name).join(' | ')} |`, `| --- | ${results.map(() => '---:').join(' | ')} |`);
  for (const table of [...shown, ...extra]) lines.push(`| ${table} | ${results.map((r) => count(r.sizes[table] ?? 0)).join(' | ')} |`);
  lines.push(`| fill time | ${results.map((r) => `${r.fillSeconds.toFixed(0)} s${r.reused ? ' (reused)' : ''}`).join(' | ')} |`);
  lines.push('', 'Row counts are PostgreSQL\'s estimates after `VACUUM ANALYZE`.', '');
  return lines.join('\n');
}

function queryBlock(query: ExplainedQuery, index: number): string[] {
  const flag = query.seqScans.length ? ` · **Seq Scan on ${query.seqScans.join(', ')}**` : '';
  const time = query.executionMs === null ? '' : ` · ${query.executionMs.toFixed(2)} ms`;
  const rows = query.rows
    ? ` · returns ${count(query.rows.returned)} rows, reads ${count(query.rows.read)}${readsTooMuch(query.rows) ? ` (**${(query.rows.read / Math.max(query.rows.returned, 1)).toFixed(1)}×, over ${READ_RATIO_BUDGET}×**)` : ''}`
    : '';
  const params = query.params.length ? `\n\nParameters: ${query.params.map((p, i) => `$${i + 1} = ${p === null ? 'NULL' : `\`${p.length > 80 ? `${p.slice(0, 80)}…` : p}\``}`).join(', ')}` : '';
  return [`#### ${index + 1}. ${query.calls} call${query.calls === 1 ? '' : 's'}${time}${rows}${flag}`, '', '```sql', query.sql, '```' + params, '', '```', query.plan, '```', ''];
}

export function explainReport(results: ScaleResult[], meta: { revision: string; date: string }): string {
  const lines = [
    '# Quire at scale: every query of every page, explained',
    '',
    `${meta.date} · ${meta.revision} · \`npm run bench:scale\`. Each page was requested once more with \`log_min_duration_statement = 0\` on its bench database; every distinct statement it ran is shown with the parameters it ran with and its \`EXPLAIN (ANALYZE, BUFFERS)\` (the second run: warm). Writes (a session’s bookkeeping) are listed but not run again. A \`Seq Scan\` of a table of 50,000 rows or more is flagged.`,
    '',
  ];
  for (const result of [...results].reverse()) {
    lines.push(`## ${result.plan.name} stories`, '');
    for (const page of result.pages) {
      if (page.missing) {
        lines.push(`### ${page.spec.label}`, '', `Not measured: \`${page.spec.path}\` ${page.missing}.`, '');
        continue;
      }
      const scans = page.queries.filter((q) => q.seqScans.length).length;
      lines.push(`### ${page.spec.label} — \`${page.path}\``, '', `${page.statementCount} statements, ${page.queries.length} distinct, ${page.databaseMs.toFixed(1)} ms in the database; ${scans ? `**${scans} with a sequential scan of a big table**` : 'no sequential scan of a big table'}.`, '');
      page.queries.forEach((q, i) => lines.push(...queryBlock(q, i)));
    }
  }
  return lines.join('\n');
}
