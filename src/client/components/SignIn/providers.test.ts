import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../../../shared/flags';
import { availableProviders, pickProviders, providerHref } from './providers';

const all = ['google', 'facebook', 'apple', 'twitter'] as const;

describe('social providers', () => {
  it('shows configured providers minus those a flag disables; Apple needs enable_apple_sign_in', () => {
    expect([...availableProviders(all, { ...FLAG_DEFAULTS })]).toEqual(['google', 'facebook', 'twitter']);
    expect([...availableProviders(all, { ...FLAG_DEFAULTS, enable_apple_sign_in: true })]).toEqual(all);
    expect([...availableProviders(all, { ...FLAG_DEFAULTS, enable_apple_sign_in: true, disable_login_apple: true })]).toEqual([
      'google',
      'facebook',
      'twitter',
    ]);
    expect([...availableProviders(all, { ...FLAG_DEFAULTS, disable_login_google: true, disable_login_twitter: true })]).toEqual(['facebook']);
    expect([...availableProviders(['google'], { ...FLAG_DEFAULTS })]).toEqual(['google']);
  });

  it('keeps the order of the step', () => {
    expect(pickProviders(new Set(['twitter', 'google']), ['google', 'facebook', 'twitter'])).toEqual(['google', 'twitter']);
  });

  it('links to the server routes with redirect and operation', () => {
    expect(providerHref('google', '/p/1', 'login')).toBe('/m/connect/google?redirect=%2Fp%2F1&operation=login');
    expect(providerHref('facebook', '/', 'register')).toBe('/m/connect/facebook?redirect=%2F&operation=register');
    expect(providerHref('apple', '/', 'login')).toBe('/m/start-auth/apple?redirect=%2F&operation=login');
    expect(providerHref('twitter', '/', 'register')).toBe('/m/account/authenticate-twitter?redirect=%2F&operation=register');
  });
});
