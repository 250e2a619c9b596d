import { describe, expect, it } from 'vitest';
import { emptyTabMessage, followersLabel, formatCount, stripTabs, tabOfRoute, tabPath } from './profile-tabs';

describe('profile tabs', () => {
  it('map every profile route to its tab, and back to an address', () => {
    expect(tabOfRoute('ShowUser')).toBe('home');
    expect(tabOfRoute('ShowUserLatest')).toBe('home');
    expect(tabOfRoute('ShowUserById')).toBe('home');
    expect(tabOfRoute('ShowUserHasRecommended')).toBe('hasRecommended');
    expect(tabOfRoute('ShowUserFollowing')).toBe('following');
    expect(tabPath('about', { id: 'a1b2c3d4e5f6', username: 'ada' })).toBe('/@ada/about');
    expect(tabPath('about', { id: 'a1b2c3d4e5f6', username: null })).toBe('/u/a1b2c3d4e5f6');
  });

  it('show the usual tabs, and an unusual one only while it is open', () => {
    const labels = (tab: Parameters<typeof stripTabs>[0]) => stripTabs(tab).map((t) => t.label);
    expect(labels('home')).toEqual(['Home', 'Lists', 'Highlights', 'Responses', 'Recommended', 'About']);
    expect(labels('series')).toContain('Series');
    expect(labels('followers')).not.toContain('Followers');
  });

  it('say plainly that a tab is empty, about the person or about you', () => {
    expect(emptyTabMessage('hasRecommended', 'Ada Lovelace', false)).toBe('Ada hasn’t recommended any stories yet.');
    expect(emptyTabMessage('hasRecommended', 'Ada Lovelace', true)).toBe('You haven’t recommended any stories yet.');
    expect(emptyTabMessage('followers', 'Ada Lovelace', false)).toBe('Nobody follows Ada yet.');
  });

  it('shorten counts with K and M', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(123_456)).toBe('123K');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(followersLabel(1)).toBe('1 Follower');
    expect(followersLabel(1500)).toBe('1.5K Followers');
  });
});
