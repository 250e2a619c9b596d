import { describe, expect, it } from 'vitest';
import { lockoutMessage, readSignInQuery } from './signin-query';

const NOW = 1_700_000_000_000;

describe('/m/signin query', () => {
  it('opens on signing in when no operation is asked for', () => {
    expect(readSignInQuery('').config.operation).toBe('login');
    expect(readSignInQuery('?operation=login').config.operation).toBe('login');
  });

  it('reads operation, redirect, entry and step; the page is always embedded', () => {
    expect(readSignInQuery('?operation=register&redirect=%2Fp%2F1&step=ENTER_EMAIL')).toEqual({
      config: { isEmbedded: true, redirectTo: '/p/1', operation: 'register', susiEntry: undefined, step: 'ENTER_EMAIL', token: undefined },
      redirect: '/p/1',
      lockoutMessage: null,
    });
    expect(readSignInQuery('?entry=email_login_timeout').config.susiEntry).toBe('email_login_timeout');
  });

  it('ignores values it does not know and redirects that leave the site', () => {
    const query = readSignInQuery('?operation=admin&step=NOPE&entry=x&redirect=https%3A%2F%2Fevil.example%2F', 'https://quire.test');
    expect(query.config).toMatchObject({ operation: 'login', step: undefined, susiEntry: undefined });
    expect(query.redirect).toBe('/');
    expect(readSignInQuery('?redirect=%2F%2Fevil.example').redirect).toBe('/');
    expect(readSignInQuery('?redirect=https%3A%2F%2Fquire.test%2Fme%2Fsettings', 'https://quire.test').redirect).toBe('/me/settings');
  });

  it('says why two-factor sign-in stopped, and hides the code input', () => {
    const soft = readSignInQuery(`?error=TwoFactorAuthSoftLockout&failCount=6&lockedOutUntil=${NOW + 90_000}&step=VERIFY_2FA_CODE&token=t`, undefined, NOW);
    expect(soft.lockoutMessage).toBe('You reached your maximum number of attempts. Your account will be locked for 2 minute(s).');
    expect(soft.config.step).toBeUndefined();
    expect(soft.config.token).toBeUndefined();
    expect(lockoutMessage(new URLSearchParams('error=TwoFactorAuthPermanentLockout&failCount=18'), NOW)).toBe(
      'Your account has been locked, because you have attempted to enter a verification code too many times.',
    );
    expect(lockoutMessage(new URLSearchParams(`failCount=6&lockedOutUntil=${NOW + 10_000}`), NOW)).toContain('locked for 1 minute(s)');
    expect(lockoutMessage(new URLSearchParams(''), NOW)).toBeNull();
  });
});
