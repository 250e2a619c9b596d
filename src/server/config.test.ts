import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to SQLite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*data\/quire\.db$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demo).toBe(true);
    expect(config.redisUrl).toBeNull();
  });

  it('reads overrides', () => {
    const config = loadConfig({ PORT: '8080', QUIRE_DEMO: '0', DATABASE_URL: 'postgres://db/quire', QUIRE_FLAGS: 'enable_apple_sign_in=1' });
    expect(config.port).toBe(8080);
    expect(config.demo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://db/quire');
    expect(config.flags.enable_apple_sign_in).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be sqlite:PATH or postgres/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must start with redis:\/\//],
    [{ QUIRE_FLAGS: 'enable_aple_sign_in' }, /Unknown feature flag "enable_aple_sign_in"/],
    [{ QUIRE_FLAGS: 'enable_apple_sign_in=maybe' }, /must be 1 or 0/],
  ])('refuses bad values with a clear message (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
