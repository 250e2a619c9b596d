import { describe, expect, it } from 'vitest';
import { emailFromCredential, isOneTapRoute, ONE_TAP_DISMISSAL_MS, readDismissedAt, rememberDismissal, skipOneTap } from './one-tap-rules';

const base = { dismissedAt: null, now: 1_000_000_000, referrer: '', origin: 'https://quire.example', viewportWidth: 1280 };

describe('one-tap rules', () => {
  it('appears only on the spec routes', () => {
    for (const path of ['/', '/p/abc123def456', '/@ada', '/@ada/story-abc123def456', '/collections', '/s/seq/story-abc123def456', '/engineering']) {
      expect(isOneTapRoute(path), path).toBe(true);
    }
    for (const path of ['/m/signin', '/me/settings', '/two-factor-authentication', '/search']) expect(isOneTapRoute(path), path).toBe(false);
  });

  it('stays away for two hours after a dismissal', () => {
    expect(skipOneTap(base)).toBe(false);
    expect(skipOneTap({ ...base, dismissedAt: base.now - ONE_TAP_DISMISSAL_MS + 1 })).toBe(true);
    expect(skipOneTap({ ...base, dismissedAt: base.now - ONE_TAP_DISMISSAL_MS })).toBe(false);
  });

  it('skips readers arriving from another site on screens narrower than md', () => {
    const fromElsewhere = { ...base, referrer: 'https://accounts.example/signin' };
    expect(skipOneTap({ ...fromElsewhere, viewportWidth: 727 })).toBe(true);
    expect(skipOneTap({ ...fromElsewhere, viewportWidth: 728 })).toBe(false);
    expect(skipOneTap({ ...base, referrer: 'https://quire.example/@ada', viewportWidth: 400 })).toBe(false);
    expect(skipOneTap({ ...base, viewportWidth: 400 })).toBe(false);
  });

  it('reads the email from the credential payload', () => {
    const payload = Buffer.from(JSON.stringify({ email: 'ada@quire.test', name: 'Ada?>' })).toString('base64url');
    expect(emailFromCredential(`h.${payload}.s`)).toBe('ada@quire.test');
    expect(emailFromCredential('garbage')).toBeNull();
    expect(emailFromCredential('a.%%%.b')).toBeNull();
  });

  it('keeps the dismissal time in storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readDismissedAt(storage)).toBeNull();
    rememberDismissal(storage, 42);
    expect(readDismissedAt(storage)).toBe(42);
  });
});
