import { describe, expect, it } from 'vitest';
import { initialSusiState, redirectFor, sameSitePath, susiReducer, type SusiAction, type SusiState } from './susi-state';
import type { SusiReading } from './susi-types';

function run(state: SusiState, ...actions: SusiAction[]): SusiState {
  return actions.reduce(susiReducer, state);
}

const A: SusiReading = 'short';
const B: SusiReading = 'passwords';

describe('initial step', () => {
  it('is sign-up options in Reading A and sign-in options in Reading B', () => {
    expect(initialSusiState(A)).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register', email: '' });
    expect(initialSusiState(B)).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
  });

  it('follows a given operation', () => {
    expect(initialSusiState(A, { operation: 'login' })).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
    expect(initialSusiState(B, { operation: 'register' })).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register' });
  });

  it('opens at the email step with the expired-link wording after an expired link', () => {
    for (const reading of [A, B]) {
      expect(initialSusiState(reading, { susiEntry: 'email_login_timeout' })).toMatchObject({
        step: 'ENTER_EMAIL',
        operation: 'login',
        expiredLink: true,
      });
    }
  });

  it('opens at a requested step only when it can stand alone', () => {
    expect(initialSusiState(A, { step: 'ENTER_EMAIL', operation: 'login' }).step).toBe('ENTER_EMAIL');
    // These need an email typed in the modal first.
    expect(initialSusiState(B, { step: 'ENTER_PASSWORD' }).step).toBe('SIGNIN_OPTIONS');
    expect(initialSusiState(A, { step: 'CHECK_YOUR_INBOX' }).step).toBe('SIGNUP_OPTIONS');
    // Reading A has no second factor.
    expect(initialSusiState(A, { step: 'VERIFY_2FA_CODE', token: 't' }).step).toBe('SIGNUP_OPTIONS');
    expect(initialSusiState(B, { step: 'VERIFY_2FA_CODE' }).step).toBe('SIGNIN_OPTIONS');
    expect(initialSusiState(B, { step: 'ENTER_RECOVERY_CODE', token: 't' })).toMatchObject({ step: 'ENTER_RECOVERY_CODE', token: 't' });
  });

  it('an options step decides the operation', () => {
    expect(initialSusiState(A, { step: 'SIGNIN_OPTIONS', operation: 'register' }).operation).toBe('login');
  });
});

describe('Reading A (short flow)', () => {
  it('toggles between sign-up and sign-in options', () => {
    const start = initialSusiState(A);
    const login = run(start, { type: 'toggleOperation' });
    expect(login).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
    expect(run(login, { type: 'toggleOperation' })).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register' });
  });

  it('goes options → email → check your inbox', () => {
    const state = run(
      initialSusiState(A),
      { type: 'chooseEmail' },
      { type: 'editEmail', email: 'new@example.com' },
      { type: 'emailSent', email: 'new@example.com', method: 'magic_link' },
    );
    expect(state).toMatchObject({ step: 'CHECK_YOUR_INBOX', email: 'new@example.com', sentMethod: 'magic_link', operation: 'register' });
  });

  it('an unknown email when signing in goes to UNRECOGNIZED_EMAIL, then to sign-up or the sign-in options', () => {
    const unknown = run(initialSusiState(A, { operation: 'login' }), { type: 'chooseEmail' }, { type: 'emailUnrecognized', email: 'who@example.com' });
    expect(unknown).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: 'who@example.com' });
    expect(run(unknown, { type: 'createAccountInstead' })).toMatchObject({ step: 'ENTER_EMAIL', operation: 'register', email: 'who@example.com' });
    expect(run(unknown, { type: 'seeSignInOptions' })).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login' });
  });

  it('"All sign in/up options" returns to the options of the operation', () => {
    const atEmail = run(initialSusiState(A, { operation: 'login' }), { type: 'chooseEmail' });
    expect(run(atEmail, { type: 'showOptions' })).toMatchObject({ step: 'SIGNIN_OPTIONS' });
    const expired = initialSusiState(A, { susiEntry: 'email_login_timeout' });
    expect(run(expired, { type: 'showOptions' })).toMatchObject({ step: 'SIGNIN_OPTIONS', expiredLink: false });
  });

  it('refuses the password-flow steps', () => {
    const atEmail = run(initialSusiState(A, { operation: 'login' }), { type: 'chooseEmail' });
    expect(run(atEmail, { type: 'passwordRequired', email: 'a@b.co' })).toBe(atEmail);
    const registering = run(initialSusiState(A), { type: 'chooseEmail' });
    expect(run(registering, { type: 'emailAvailable', email: 'a@b.co' })).toBe(registering);
  });

  it('ignores actions that do not fit the step', () => {
    const start = initialSusiState(A);
    expect(run(start, { type: 'createAccountInstead' })).toBe(start);
    expect(run(start, { type: 'secondFactorMode', mode: 'recovery' })).toBe(start);
    const atEmail = run(start, { type: 'chooseEmail' });
    expect(run(atEmail, { type: 'toggleOperation' })).toBe(atEmail);
    // Registering, an unknown email is not "unrecognized".
    expect(run(atEmail, { type: 'emailUnrecognized', email: 'a@b.co' })).toBe(atEmail);
    const inbox = run(run(atEmail, { type: 'editEmail', email: 'a@b.co' }), { type: 'emailSent', email: 'a@b.co', method: 'magic_link' });
    expect(run(inbox, { type: 'editEmail', email: 'x' })).toBe(inbox);
  });

  it('takes the email form’s actions on the options step, where the form is when email is the only way in', () => {
    const typed = run(initialSusiState(A), { type: 'editEmail', email: 'a@b.co' });
    expect(typed).toMatchObject({ step: 'SIGNUP_OPTIONS', email: 'a@b.co' });
    expect(run(typed, { type: 'emailSent', email: 'a@b.co', method: 'magic_link' })).toMatchObject({ step: 'CHECK_YOUR_INBOX', email: 'a@b.co' });
    // Signing up with an address that has an account: the sign-in options, with the address kept.
    expect(run(typed, { type: 'signInInstead' })).toMatchObject({ step: 'SIGNIN_OPTIONS', operation: 'login', email: 'a@b.co' });
    const signIn = initialSusiState(A, { operation: 'login' });
    expect(run(signIn, { type: 'emailUnrecognized', email: 'x@y.co' })).toMatchObject({ step: 'UNRECOGNIZED_EMAIL', email: 'x@y.co' });
  });
});

describe('Reading B (password flow)', () => {
  const atEmail = (operation: 'login' | 'register') => run(initialSusiState(B, { operation }), { type: 'chooseEmail' });

  it('signs in: email → password → second factor, and switches between code and recovery code', () => {
    const password = run(atEmail('login'), { type: 'passwordRequired', email: 'ada@quire.test' });
    expect(password).toMatchObject({ step: 'ENTER_PASSWORD', email: 'ada@quire.test' });
    const code = run(password, { type: 'secondFactorRequired', token: 'tok' });
    expect(code).toMatchObject({ step: 'VERIFY_2FA_CODE', token: 'tok' });
    const recovery = run(code, { type: 'secondFactorMode', mode: 'recovery' });
    expect(recovery.step).toBe('ENTER_RECOVERY_CODE');
    expect(run(recovery, { type: 'secondFactorMode', mode: 'code' }).step).toBe('VERIFY_2FA_CODE');
  });

  it('a magic-link account, or "Email me a link", goes to CHECK_YOUR_INBOX', () => {
    expect(run(atEmail('login'), { type: 'emailSent', email: 'a@b.co', method: 'login_code' })).toMatchObject({
      step: 'CHECK_YOUR_INBOX',
      sentMethod: 'login_code',
    });
    const password = run(atEmail('login'), { type: 'passwordRequired', email: 'a@b.co' });
    expect(run(password, { type: 'emailSent', email: 'a@b.co', method: 'password_reset' })).toMatchObject({
      step: 'CHECK_YOUR_INBOX',
      sentMethod: 'password_reset',
    });
  });

  it('signs up: email → name → password, and goes back', () => {
    const name = run(atEmail('register'), { type: 'emailAvailable', email: 'new@example.com' });
    expect(name).toMatchObject({ step: 'ENTER_NAME', email: 'new@example.com' });
    expect(run(name, { type: 'nameEntered', name: '   ' })).toBe(name);
    const password = run(name, { type: 'editName', name: ' Ada Lovelace ' }, { type: 'nameEntered', name: ' Ada Lovelace ' });
    expect(password).toMatchObject({ step: 'CREATE_PASSWORD', name: 'Ada Lovelace' });
    expect(run(password, { type: 'goBack' })).toMatchObject({ step: 'ENTER_NAME', name: 'Ada Lovelace' });
    expect(run(name, { type: 'goBack' })).toMatchObject({ step: 'SIGNUP_OPTIONS' });
  });

  it('a taken email offers signing in with it instead', () => {
    const registering = run(atEmail('register'), { type: 'editEmail', email: 'ada@quire.test' });
    expect(run(registering, { type: 'signInInstead' })).toMatchObject({ step: 'ENTER_EMAIL', operation: 'login', email: 'ada@quire.test' });
    expect(run(atEmail('login'), { type: 'signInInstead' }).operation).toBe('login');
  });

  it('an unknown email goes to UNRECOGNIZED_EMAIL', () => {
    expect(run(atEmail('login'), { type: 'emailUnrecognized', email: 'who@example.com' }).step).toBe('UNRECOGNIZED_EMAIL');
  });

  it('needs a password step before the second factor', () => {
    const start = atEmail('login');
    expect(run(start, { type: 'secondFactorRequired', token: 'x' })).toBe(start);
  });
});

describe('closing', () => {
  it('resets to the first step and clears what was typed', () => {
    const deep = run(
      initialSusiState(B, { operation: 'register' }),
      { type: 'chooseEmail' },
      { type: 'emailAvailable', email: 'new@example.com' },
      { type: 'editName', name: 'Ada' },
    );
    const closed = run(deep, { type: 'close' });
    expect(closed).toMatchObject({ step: 'SIGNUP_OPTIONS', operation: 'register', email: '', name: '', token: null, sentMethod: null });
  });

  it('keeps the email when embedded', () => {
    const page = run(
      initialSusiState(A, { isEmbedded: true, operation: 'login' }),
      { type: 'chooseEmail' },
      { type: 'emailSent', email: 'ada@quire.test', method: 'magic_link' },
    );
    expect(run(page, { type: 'close' })).toMatchObject({ step: 'SIGNIN_OPTIONS', email: 'ada@quire.test' });
  });

  it('returns to the expired-link wording it opened with', () => {
    const expired = run(initialSusiState(A, { susiEntry: 'email_login_timeout' }), { type: 'showOptions' }, { type: 'close' });
    expect(expired).toMatchObject({ step: 'ENTER_EMAIL', expiredLink: true });
  });
});

describe('redirect', () => {
  it('is the configured target, else the current page', () => {
    expect(redirectFor({ redirectTo: '/@ada/story-1a2b3c4d5e6f' }, 'login', '/')).toBe('/@ada/story-1a2b3c4d5e6f');
    expect(redirectFor({ actionUrl: '/me/lists' }, 'login', '/x')).toBe('/me/lists');
    expect(redirectFor({}, 'register', '/tag/react?x=1')).toBe('/tag/react?x=1');
  });

  it('sends a sign-up from the sidenav home', () => {
    for (const susiEntry of ['lists', 'stories', 'notifications', 'stats'] as const) {
      expect(redirectFor({ susiEntry, redirectTo: '/me/lists' }, 'register', '/me/lists')).toBe('/');
      expect(redirectFor({ susiEntry, redirectTo: '/me/lists' }, 'login', '/')).toBe('/me/lists');
    }
  });

  it('never leaves the site', () => {
    expect(sameSitePath('//evil.example/x')).toBe('/');
    expect(sameSitePath('/\\evil.example')).toBe('/');
    expect(sameSitePath('/\t/evil.example')).toBe('/');
    expect(sameSitePath('https://quire.test//evil.example', 'https://quire.test')).toBe('/');
    expect(sameSitePath('https://evil.example/x', 'https://quire.test')).toBe('/');
    expect(sameSitePath('javascript:alert(1)', 'https://quire.test')).toBe('/');
    expect(sameSitePath('https://quire.test/p/1?a=1#b', 'https://quire.test')).toBe('/p/1?a=1#b');
  });
});
