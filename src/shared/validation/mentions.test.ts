import { describe, expect, it } from 'vitest';
import { usernameMentions } from './mentions';

describe('usernameMentions', () => {
  it("finds '@username's, not addresses, email addresses or names too short", () => {
    expect(usernameMentions('Hi @Ada_L and @bob, mail x@y.com, see https://a.b/@carl or @no.')).toEqual([
      { start: 3, end: 9, username: 'ada_l' },
      { start: 14, end: 18, username: 'bob' },
    ]);
  });
});
