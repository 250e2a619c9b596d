import { describe, expect, it } from 'vitest';
import { readsTooMuch, rowsOfPlan } from './explain';

const LATERAL = `Nested Loop  (cost=0.43..5084.68 rows=1100 width=527) (actual time=0.208..3.939 rows=1100 loops=1)
  Buffers: shared hit=1981
  ->  Function Scan on unnest seek_id  (cost=0.00..1.00 rows=100 width=32) (actual time=0.024..0.033 rows=100 loops=1)
  ->  Limit  (cost=0.43..50.62 rows=11 width=527) (actual time=0.019..0.037 rows=11 loops=100)
        ->  Index Scan Backward using posts_creator_responses on posts  (cost=0.43..68.87 rows=15 width=527) (actual time=0.019..0.036 rows=11 loops=100)
              Index Cond: ((creator_id = seek_id.seek_id) AND (is_response = 0))
              Rows Removed by Filter: 6
Planning Time: 0.340 ms
Execution Time: 4.104 ms`;

const BITMAP = `Limit  (cost=866.26..866.76 rows=200 width=16) (actual time=125.833..125.855 rows=200 loops=1)
  ->  Sort  (cost=866.26..867.11 rows=341 width=16) (actual time=125.830..125.839 rows=200 loops=1)
        ->  Bitmap Heap Scan on search_posts  (cost=14.64..851.91 rows=341 width=16) (actual time=0.712..112.086 rows=341 loops=1)
              Recheck Cond: (headline @@ '''garden'''::tsquery)
              Rows Removed by Index Recheck: 9
              ->  Bitmap Index Scan on search_posts_headline  (cost=0.00..14.56 rows=341 width=0) (actual time=0.536..0.537 rows=341 loops=1)
                    Index Cond: (headline @@ '''garden'''::tsquery)`;

describe('rowsOfPlan', () => {
  it('counts the rows each scan passed on and discarded, times its loops, against the rows returned', () => {
    expect(rowsOfPlan(LATERAL)).toEqual({ returned: 1100, read: (11 + 6) * 100 });
  });

  it('counts a bitmap scan once, at its heap scan, with the rows its recheck removed', () => {
    expect(rowsOfPlan(BITMAP)).toEqual({ returned: 200, read: 350 });
  });

  it('has nothing to say of a plan without actual figures', () => {
    expect(rowsOfPlan('(a write: not run again)')).toBeNull();
  });
});

describe('readsTooMuch', () => {
  it('flags a query reading more than 5× the rows it returns, past a floor of 50 rows', () => {
    expect(readsTooMuch({ returned: 10, read: 51 })).toBe(true);
    expect(readsTooMuch({ returned: 10, read: 50 })).toBe(false);
    expect(readsTooMuch({ returned: 0, read: 40 })).toBe(false);
    expect(readsTooMuch({ returned: 0, read: 1000 })).toBe(true);
    expect(readsTooMuch({ returned: 200, read: 1000 })).toBe(false);
    expect(readsTooMuch(null)).toBe(false);
  });
});
