import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FLAG_DEFAULTS, type FlagValues } from '../../../shared/flags';
import type { SocialProvider } from '../../../shared/preloaded-state';
import type { SusiApi } from './susi-calls';
import type { SusiEnv } from './susi-env';
import { initialSusiState, susiReducer, type SusiAction, type SusiState } from './susi-state';
import { SusiStepView } from './SusiStepView';
import type { SignInConfig, SusiReading } from './susi-types';

vi.mock('../TwoFactor/TwoFactorSignInStep', () => ({
  TwoFactorSignInStep: (props: { token: string; mode: string }) => <div data-two-factor={props.mode}>{props.token}</div>,
}));

const noCalls = new Proxy({} as SusiApi, {
  get: () => () => Promise.reject(new Error('no calls while rendering')),
});

function env(overrides: { flags?: Partial<FlagValues>; providers?: SocialProvider[]; config?: SignInConfig; embedded?: boolean } = {}): SusiEnv {
  return {
    config: overrides.config ?? {},
    productName: 'Quire',
    flags: { ...FLAG_DEFAULTS, ...overrides.flags },
    providers: new Set(overrides.providers ?? ['google', 'facebook', 'twitter', 'apple']),
    redirect: '/p/1',
    titleId: 'susi-title',
    api: noCalls,
    onMobileWeb: () => false,
    navigate: () => undefined,
    close: overrides.embedded ? undefined : () => undefined,
  };
}

function stateAt(reading: SusiReading, config: SignInConfig, ...actions: SusiAction[]): SusiState {
  return actions.reduce(susiReducer, initialSusiState(reading, config));
}

function render(state: SusiState, e: SusiEnv = env()): string {
  return renderToStaticMarkup(<SusiStepView state={state} dispatch={() => undefined} env={e} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function html(state: SusiState, e: SusiEnv = env()): string {
  return renderToStaticMarkup(<SusiStepView state={state} dispatch={() => undefined} env={e} />);
}

describe('Reading A texts', () => {
  it('sign-in options: providers in order (Apple only with its flag), email, and the switch to sign-up', () => {
    const state = stateAt('short', { operation: 'login' });
    const text = render(state, env({ flags: { enable_apple_sign_in: true } }));
    expect(text).toContain('Welcome back.');
    expect(text).toMatch(/Sign in with Google.*Sign in with Facebook.*Sign in with Apple.*Sign in with Twitter.*Sign in with email/);
    expect(text).toContain('No account? Create one');
    expect(text).toContain('Click “Sign In” to agree to Quire’s Terms of Service and acknowledge that Quire’s Privacy Policy applies to you.');
    expect(html(state)).toContain('href="/legal#terms"');
    expect(html(state)).toContain('href="/legal#privacy"');
    expect(html(state)).toContain('href="/m/connect/google?redirect=%2Fp%2F1&amp;operation=login"');
  });

  it('sign-in options hide providers the instance lacks or a flag disables, and email with disable_login_email', () => {
    const text = render(stateAt('short', { operation: 'login' }), env({ providers: ['google'], flags: { disable_login_email: true } }));
    expect(text).toContain('Sign in with Google');
    expect(text).not.toContain('Facebook');
    expect(text).not.toContain('Apple');
    expect(text).not.toContain('Sign in with email');
  });

  it('sign-up options: Google, Facebook and email (a button, or a link without sign_up_with_email_button)', () => {
    const state = stateAt('short', {});
    const text = render(state);
    expect(text).toContain('Join Quire.');
    expect(text).toMatch(/Sign up with Google.*Sign up with Facebook.*Sign up with email/);
    expect(text).not.toContain('Twitter');
    expect(text).toContain('Already have an account? Sign in');
    expect(text).toContain('Click “Sign Up” to agree');
    expect(html(state)).toContain('class="susi-provider" data-provider="email"');
    const asLink = html(state, env({ flags: { sign_up_with_email_button: false } }));
    expect(asLink).toContain('class="susi-link susi-options__email-link"');
    expect(asLink).not.toContain('data-provider="email"');
  });

  it('sign-up options show why the modal opened', () => {
    const text = render(stateAt('short', { operation: 'register', susiEntry: 'clap' }), env({ config: { susiEntry: 'clap' } }));
    expect(text).toContain('Create an account to clap for this story.');
    const follow = { susiEntry: 'follow' as const, user: { id: 'u1', name: 'Ada Lovelace' } };
    expect(render(stateAt('short', follow), env({ config: follow }))).toContain('Create an account to follow Ada Lovelace.');
    const newsletter = { newsletterV3: { id: 'n1', name: 'The Engine Letter' } };
    expect(render(stateAt('short', newsletter), env({ config: newsletter }))).toContain('Create an account to subscribe to The Engine Letter.');
    expect(render(stateAt('short', { operation: 'login' }), env({ config: { susiEntry: 'respond' } }))).toContain('Sign in to respond to this story.');
  });

  it('with email the only way in, the options hold the email field and the call to action the footer names', () => {
    const highlight = { operation: 'register' as const, susiEntry: 'highlight' as const };
    const onlyEmail = env({ providers: [], config: highlight });
    const text = render(stateAt('short', highlight), onlyEmail);
    expect(text).toMatch(/Join Quire\. Create an account to highlight this story\. Your email .*Sign Up Already have an account\? Sign in/);
    expect(text).toContain('Click “Sign Up” to agree to Quire’s Terms of Service');
    expect(text).not.toContain('Sign up with email');
    const markup = html(stateAt('short', highlight), onlyEmail);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*data-autofocus=""/);
    expect(markup).toMatch(/<button type="submit"[^>]*>Sign Up<\/button>/);
    // Without a reason to show, the email step's own line says what the field is for.
    expect(render(stateAt('short', { operation: 'register' }), env({ providers: [] }))).toContain('Join Quire. Enter your email address to create an account.');
    const signIn = render(stateAt('short', { operation: 'login' }), env({ providers: [] }));
    expect(signIn).toMatch(/Welcome back\. Enter the email address associated with your account.* Your email .*Sign In No account\? Create one/);
    // With a provider, the options stay a choice.
    expect(render(stateAt('short', highlight), env({ providers: ['google'], config: highlight }))).toMatch(/Sign up with Google.*Sign up with email/);
  });

  it('email step: sign-in and sign-up wording, the simplified copy, and the expired link', () => {
    const login = render(stateAt('short', { operation: 'login' }, { type: 'chooseEmail' }));
    expect(login).toContain('Sign in with email');
    expect(login).toContain('Enter the email address associated with your account, and we’ll send a magic link to your inbox.');
    expect(login).toContain('Continue');
    expect(login).toContain('All sign in options');

    const register = stateAt('short', {}, { type: 'chooseEmail' });
    expect(render(register)).toContain('Sign up with email Enter your email address to create an account.');
    expect(render(register)).toContain('All sign up options');
    expect(render(register, env({ flags: { simplified_signup_copy: true } }))).not.toContain('to create an account');

    const expired = render(stateAt('short', { susiEntry: 'email_login_timeout' }));
    expect(expired).toContain('Your sign in link has expired');
    expect(expired).toContain('we’ll send a new link');
  });

  it('unrecognized email and check your inbox', () => {
    const unknown = render(stateAt('short', { operation: 'login' }, { type: 'chooseEmail' }, { type: 'emailUnrecognized', email: 'who@example.com' }));
    expect(unknown).toContain("Sorry, we didn't recognize that email.");
    expect(unknown).toContain('Would you like to sign in with a different email?');
    expect(unknown).toContain('See all sign in options');
    expect(unknown).toContain('create a new account');

    const sent = (operation: 'login' | 'register') =>
      stateAt('short', { operation }, { type: 'chooseEmail' }, { type: 'emailSent', email: 'ada@quire.test', method: 'magic_link' });
    expect(render(sent('login'))).toContain('Check your inbox. Click the link we sent to ada@quire.test to sign in.');
    expect(render(sent('register'))).toContain('Click the link we sent to ada@quire.test to complete your account set-up.');
    expect(render(sent('login'))).toContain('OK');
    expect(render(sent('login'), env({ embedded: true }))).not.toContain(' OK ');
  });

  it('a login code is typed in on narrow screens', () => {
    const code = stateAt('short', { operation: 'login' }, { type: 'chooseEmail' }, { type: 'emailSent', email: 'ada@quire.test', method: 'login_code' });
    const text = render(code);
    expect(text).toContain('We sent a 6-digit login code to ada@quire.test.');
    expect(text).toContain('Login code');
    expect(html(code)).toContain('autoComplete="one-time-code"');
  });
});

describe('Reading B texts', () => {
  const B = (config: SignInConfig, ...actions: SusiAction[]) => stateAt('passwords', config, ...actions);

  it('sign-in options: email, Google, then "Or, Sign in with" Facebook, Twitter and Apple', () => {
    const text = render(B({}), env({ flags: { enable_apple_sign_in: true, enable_passwords: true } }));
    expect(text).toContain('Welcome Back');
    expect(text).toMatch(/Sign in with email.*Sign in with Google.*Or, Sign in with/);
    expect(text).toContain("Don't have an account? Sign up");
    const markup = html(B({}), env({ flags: { enable_apple_sign_in: true } }));
    expect(markup).toMatch(/aria-label="Sign in with Facebook".*aria-label="Sign in with Twitter".*aria-label="Sign in with Apple"/);
  });

  it('sign-up options: "Or, Sign up with" and the switch to sign-in', () => {
    const text = render(B({ operation: 'register' }));
    expect(text).toContain('Or, Sign up with');
    expect(text).toContain('Already have an account? Sign in');
  });

  it('email step: "What\'s your email?" or "Sign in with your email", Next, and the expired link', () => {
    expect(render(B({ operation: 'register' }, { type: 'chooseEmail' }))).toMatch(/What's your email\?.*Your email.*Next.*All sign up options/);
    expect(render(B({}, { type: 'chooseEmail' }))).toMatch(/Sign in with your email.*Next.*All sign in options/);
    expect(render(B({ susiEntry: 'email_login_timeout' }))).toContain('Your login link has expired.');
  });

  it('name, password creation and password entry', () => {
    const name = B({ operation: 'register' }, { type: 'chooseEmail' }, { type: 'emailAvailable', email: 'new@example.com' });
    const nameText = render(name);
    expect(nameText).toMatch(/Create your account.*What's your name\?.*comments, claps and highlights.*byline.*Full name.*Next.*Go back/);
    const fromNewsletter = { operation: 'register' as const, susiEntry: 'newsletter_landing' as const };
    expect(render(name, env({ config: fromNewsletter }))).not.toContain('Go back');

    const create = render(susiReducer(name, { type: 'nameEntered', name: 'Ada' }));
    expect(create).toMatch(/Create your account.*Create a password.*Password/);
    expect(create).toContain('Avoid sequences like 123, repeated letters and common phrases.');
    expect(create).toContain('Finish');

    const enter = B({}, { type: 'chooseEmail' }, { type: 'passwordRequired', email: 'ada@quire.test' });
    const enterText = render(enter);
    expect(enterText).toMatch(/Enter your password\. ada@quire\.test.*Password.*Show.*Sign in with password/);
    expect(enterText).toContain("If you haven't set up a password, use 'Email me a link to sign in'.");
    expect(enterText).toContain('Email me a link to sign in');
    expect(enterText).toContain('Forgot password?');
    expect(enterText).toContain('account passwords');
  });

  it('the magic-link variant of check your inbox', () => {
    const sent = B({}, { type: 'chooseEmail' }, { type: 'emailSent', email: 'ada@quire.test', method: 'magic_link' });
    expect(render(sent)).toContain('We emailed a magic link to ada@quire.test.');
  });

  it('the second factor steps hand over to the two-factor form with the token and mode', () => {
    const code = B({}, { type: 'chooseEmail' }, { type: 'passwordRequired', email: 'a@b.co' }, { type: 'secondFactorRequired', token: 'tok' });
    expect(html(code)).toContain('data-two-factor="code"');
    expect(html(susiReducer(code, { type: 'secondFactorMode', mode: 'recovery' }))).toContain('data-two-factor="recovery"');
    expect(html(code)).toContain('id="susi-title"');
  });
});
