import { describe, expect, it } from 'vitest';
import { LOCKED_POST_SOURCES, lockedPostSource, meterBannerText, meterRemainingText, monthStart, nextMonthStart, upsellHref, upsellSource } from './meter';

describe('upsell sources', () => {
  it('accepts upgrade_membership and gift_membership with a dimension', () => {
    expect(upsellSource('upgrade_membership', 'post_paywall')).toEqual({ name: 'upgrade_membership', dimension: 'post_paywall' });
    expect(upsellHref('upgrade_membership', 'post_paywall', { postId: 'abc123abc123' })).toBe(
      '/membership?source=upgrade_membership&dimension=post_paywall&postId=abc123abc123',
    );
    expect(upsellHref('gift_membership', 'post_gift')).toBe('/gift?source=gift_membership&dimension=post_gift');
  });

  it('throws on any other source or a missing dimension', () => {
    expect(() => upsellSource('membership', 'post_paywall')).toThrow();
    expect(() => upsellSource('', 'post_paywall')).toThrow();
    expect(() => upsellSource('upgrade_membership', '')).toThrow();
    expect(() => upsellHref('gift_membership', '  ')).toThrow();
  });
});

describe('locked-post sources', () => {
  it('names open stories none and locked ones by their writer', () => {
    expect(lockedPostSource(false, true)).toBe('none');
    expect(lockedPostSource(true, true)).toBe('user-generated');
    expect(lockedPostSource(true, false)).toBe('user-generated unenrolled');
    expect(LOCKED_POST_SOURCES).toContain('publication membership');
  });
});

describe('meter months', () => {
  it('splits months at the first UTC millisecond', () => {
    const last = Date.UTC(2027, 0, 31, 23, 59, 59, 999);
    expect(monthStart(last)).toBe(Date.UTC(2027, 0, 1));
    expect(monthStart(last + 1)).toBe(Date.UTC(2027, 1, 1));
    expect(nextMonthStart(last)).toBe(last + 1);
    expect(nextMonthStart(Date.UTC(2027, 11, 5))).toBe(Date.UTC(2028, 0, 1));
  });

  it('words the banner', () => {
    expect(meterRemainingText(2)).toBe('You have 2 free member-only stories left this month.');
    expect(meterRemainingText(1)).toBe('You have 1 free member-only story left this month.');
    expect(meterRemainingText(0)).toBe('This is your last free member-only story this month.');
  });

  it('never calls a story read earlier in the month the last one: a re-read says what is true', () => {
    const month = { postIds: ['a', 'b', 'c'], freeStoriesPerMonth: 3 };
    // Right after the paywall said all free stories were read, the first of them is opened again.
    expect(meterBannerText(month, 'a')).toBe(
      'You read this story earlier this month, so it’s still yours to reread. You have no free member-only stories left this month.',
    );
    // The story that took the last free read is the last one, however often it is opened.
    expect(meterBannerText(month, 'c')).toBe('This is your last free member-only story this month.');
    expect(meterBannerText({ postIds: ['a'], freeStoriesPerMonth: 3 }, 'a')).toBe('You have 2 free member-only stories left this month.');
    expect(meterBannerText({ postIds: ['a', 'b'], freeStoriesPerMonth: 3 }, 'a')).toBe(
      'You read this story earlier this month, so it didn’t count again. You have 1 free member-only story left this month.',
    );
    // A story not listed yet (the list was asked before its read) counts once, as the newest.
    expect(meterBannerText({ postIds: ['a', 'b'], freeStoriesPerMonth: 3 }, 'c')).toBe('This is your last free member-only story this month.');
    expect(meterBannerText({ postIds: [], freeStoriesPerMonth: 3 }, 'a')).toBe('You have 2 free member-only stories left this month.');
  });
});
