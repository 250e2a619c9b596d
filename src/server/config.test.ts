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

  it('configures a social provider only with both its id and secret, and the one-tap client from Google', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret', GOOGLE_ISSUER: 'http://127.0.0.1:9000' });
    expect(config.oauth.google).toEqual({ clientId: 'g-id', clientSecret: 'g-secret', issuer: 'http://127.0.0.1:9000' });
    expect(config.oauth.facebook).toBeNull();
    // One-tap is Google's own script: a substitute issuer turns it off.
    expect(config.googleOneTapClientId).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' }).googleOneTapClientId).toBe('g-id');
    expect(config.signInRate).toEqual({ perMinute: 6, perHour: 30 });
    expect(config.searchRate).toEqual({ perMinute: 120, perHour: 2000 });
  });

  it('keeps finished jobs and delivered emails 7 days unless JOB_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).jobRetentionMs).toBe(7 * 24 * 60 * 60_000);
    expect(loadConfig({ JOB_RETENTION_DAYS: '30' }).jobRetentionMs).toBe(30 * 24 * 60 * 60_000);
    expect(() => loadConfig({ JOB_RETENTION_DAYS: '0' })).toThrow(/JOB_RETENTION_DAYS must be a whole number from 1/);
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
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ TWITTER_CLIENT_ID: 'x', TWITTER_CLIENT_SECRET: 'y', TWITTER_ISSUER: 'ftp://x' }, /TWITTER_ISSUER must start with http:\/\/ or https:\/\//],
    [{ SIGNIN_RATE_PER_MINUTE: '0' }, /SIGNIN_RATE_PER_MINUTE must be a whole number from 1/],
    [{ SMS_WEBHOOK_URL: 'not a url' }, /SMS_WEBHOOK_URL is not a valid URL/],
  ])('refuses bad values with a clear message (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
