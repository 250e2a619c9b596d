import { describe, expect, it } from 'vitest';
import { databaseName, fillPlan, parseScale, scaleName } from './plan';

describe('fill plans', () => {
  it('makes the 1M-story target of the issue', () => {
    const plan = fillPlan(1_000_000);
    expect(plan).toMatchObject({ name: '1m', stories: 1_000_000, users: 100_000, claps: 10_000_000, tags: 2_000, publications: 1_000 });
    expect(plan.userFollows + plan.publicationFollows).toBe(5_000_000);
  });

  it('shrinks everything with the stories but keeps enough people and publications for the reader', () => {
    const plan = fillPlan(10_000);
    expect(plan).toMatchObject({ name: '10k', users: 1_000, claps: 100_000, publications: 20, tags: 2_000 });
  });

  it('refuses scales too small to hold the reader', () => {
    expect(() => fillPlan(999)).toThrow();
  });

  it('names and parses scales', () => {
    expect(parseScale('10k')).toBe(10_000);
    expect(parseScale('1M')).toBe(1_000_000);
    expect(parseScale('0.5m')).toBe(500_000);
    expect(parseScale('25000')).toBe(25_000);
    expect(() => parseScale('lots')).toThrow();
    expect(scaleName(250_000)).toBe('250k');
    expect(scaleName(2_000_000)).toBe('2m');
    expect(databaseName(fillPlan(10_000))).toBe('quire_scale_10k');
  });
});
