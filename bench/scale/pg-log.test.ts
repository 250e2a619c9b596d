import { describe, expect, it } from 'vitest';
import { loggedStatements, parseParameters } from './pg-log';

const LOG = [
  `2026-11-24 21:23:00.101 UTC [41] postgres@quire_scale_10k LOG:  duration: 0.031 ms  parse <unnamed>: select * from "posts" where "id" = $1`,
  `2026-11-24 21:23:00.102 UTC [41] postgres@quire_scale_10k LOG:  duration: 0.012 ms  bind <unnamed>: select * from "posts" where "id" = $1`,
  `2026-11-24 21:23:00.102 UTC [41] postgres@quire_scale_10k DETAIL:  parameters: $1 = 'abc'`,
  `2026-11-24 21:23:00.103 UTC [41] postgres@quire_scale_10k LOG:  duration: 0.250 ms  execute <unnamed>: select * from "posts" where "id" = $1`,
  `2026-11-24 21:23:00.103 UTC [41] postgres@quire_scale_10k DETAIL:  parameters: $1 = 'abc'`,
  `2026-11-24 21:23:00.104 UTC [52] postgres@test LOG:  duration: 0.100 ms  execute <unnamed>: select 1`,
  `2026-11-24 21:23:00.105 UTC [41] postgres@quire_scale_10k LOG:  duration: 0.020 ms  statement: begin`,
  `2026-11-24 21:23:00.106 UTC [41] postgres@quire_scale_10k LOG:  duration: 1.500 ms  execute <unnamed>: select "a"`,
  `\tfrom "b" where "c" in ($1, $2) and "d" = $3`,
  `2026-11-24 21:23:00.106 UTC [41] postgres@quire_scale_10k DETAIL:  parameters: $1 = 'it''s', $2 = NULL, $3 = '12'`,
  '',
].join('\n');

describe('loggedStatements', () => {
  it('keeps the executed statements of one database with their parameters and durations', () => {
    expect(loggedStatements(LOG, 'quire_scale_10k')).toEqual([
      { sql: 'select * from "posts" where "id" = $1', params: ['abc'], durationMs: 0.25 },
      { sql: 'select "a"\nfrom "b" where "c" in ($1, $2) and "d" = $3', params: ["it's", null, '12'], durationMs: 1.5 },
    ]);
  });

  it('ignores other databases', () => {
    expect(loggedStatements(LOG, 'test')).toEqual([{ sql: 'select 1', params: [], durationMs: 0.1 }]);
  });
});

describe('parseParameters', () => {
  it('reads quoted values, doubled quotes, NULL and commas inside values', () => {
    expect(parseParameters(`$1 = 'a, b', $2 = '', $3 = NULL, $4 = 'x''y'`)).toEqual(['a, b', '', null, "x'y"]);
  });
});
