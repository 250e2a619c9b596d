import { describe, expect, it } from 'vitest';
import { hoverCardLines } from './hover-card-lines';

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const joined = Date.UTC(2024, 2, 3);

describe('hover card lines', () => {
  it('shows the last story, then the followers, then when the person joined', () => {
    expect(hoverCardLines({ followerCount: 12, createdAt: joined, lastPostCreatedAt: NOW - 3 * DAY }, 'Quire', NOW)).toEqual([
      'Last published 3 days ago',
      '12 Followers',
      'Joined Quire March 2024',
    ]);
  });

  it('without a story, shows the follower count only from 100 followers', () => {
    expect(hoverCardLines({ followerCount: 99, createdAt: joined, lastPostCreatedAt: null }, 'Quire', NOW)).toEqual(['Joined Quire March 2024']);
    expect(hoverCardLines({ followerCount: 100, createdAt: joined, lastPostCreatedAt: null }, 'Quire', NOW)).toEqual([
      '100 Followers',
      'Joined Quire March 2024',
    ]);
  });

  it('says one follower, shortens large counts, and reads a story of the last hour as just now', () => {
    expect(hoverCardLines({ followerCount: 1, createdAt: joined, lastPostCreatedAt: NOW - 60_000 }, 'Quire', NOW)).toEqual([
      'Last published just now',
      '1 Follower',
      'Joined Quire March 2024',
    ]);
    expect(hoverCardLines({ followerCount: 12_345, createdAt: joined, lastPostCreatedAt: null }, 'Quire', NOW)[0]).toBe('12.3K Followers');
  });
});
