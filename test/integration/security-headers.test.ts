import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let plain: TestApp;
let proxied: TestApp;
let httpsSite: TestApp;
let proxiedHttpSite: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://quire.example' });
  httpsSite = await createTestApp({ PUBLIC_URL: 'https://quire.example' });
  proxiedHttpSite = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'http://quire.example' });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
  await httpsSite.close();
  await proxiedHttpSite.close();
});

describe('security headers', () => {
  it('every answer forbids sniffing and framing and keeps the referrer to this site', async () => {
    for (const url of ['/', '/_/health', '/no/such/page']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('pages keep their hash-based content security policy', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Only our own frame pages may be framed by a story: no outside page, https or not.
    expect(res.headers['content-security-policy']).toContain("frame-src 'self';");
  });

  it('over plain http: no HSTS, COOP or CORP', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('over https behind a trusted proxy: HSTS, COOP and CORP', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/'sha256-/);
  });

  it('whenever the public address is https: HSTS on every answer, whatever the proxy in front says', async () => {
    const answers = [
      await httpsSite.app.inject({ method: 'GET', url: '/' }),
      await httpsSite.app.inject({ method: 'GET', url: '/_/health' }),
      await httpsSite.app.inject({ method: 'GET', url: '/no/such/page' }),
      await proxied.app.inject({ method: 'GET', url: '/' }),
      await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } }),
    ];
    for (const res of answers) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('with an http public address: HSTS only on what a trusted proxy says came over https', async () => {
    const overHttp = await proxiedHttpSite.app.inject({ method: 'GET', url: '/' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await proxiedHttpSite.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('an untrusted x-forwarded-proto does not switch them on', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
