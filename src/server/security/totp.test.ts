import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCode, totpUri } from './totp';

const T = 1_700_000_000_000; // a step boundary is not needed: steps are floor(seconds / 30)
const step = (ms: number) => Math.floor(ms / 1000 / 30);

describe('authenticator codes', () => {
  it('have 7 digits and say so in the otpauth link', async () => {
    const secret = newTotpSecret();
    expect(await totpCode(secret, T)).toMatch(/^\d{7}$/);
    const uri = new URL(totpUri(secret, 'Quire', 'ada@quire.test'));
    expect(uri.searchParams.get('digits')).toBe('7');
    expect(uri.searchParams.get('issuer')).toBe('Quire');
    expect(uri.searchParams.get('secret')).toBe(secret);
  });

  it('are accepted one step either side of now, and not further', async () => {
    const secret = newTotpSecret();
    expect(await acceptedTotpStep(secret, await totpCode(secret, T), null, T)).toBe(step(T));
    expect(await acceptedTotpStep(secret, await totpCode(secret, T - 30_000), null, T)).toBe(step(T) - 1);
    expect(await acceptedTotpStep(secret, await totpCode(secret, T + 30_000), null, T)).toBe(step(T) + 1);
    expect(await acceptedTotpStep(secret, await totpCode(secret, T - 60_000), null, T)).toBeNull();
    expect(await acceptedTotpStep(secret, await totpCode(secret, T + 60_000), null, T)).toBeNull();
  });

  it('are refused for a step already used', async () => {
    const secret = newTotpSecret();
    const code = await totpCode(secret, T);
    expect(await acceptedTotpStep(secret, code, step(T), T)).toBeNull();
    expect(await acceptedTotpStep(secret, code, step(T) - 1, T)).toBe(step(T));
  });
});
