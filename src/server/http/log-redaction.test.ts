import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/m/callback/email?token=abcdef0123456789', '/m/callback/email?token=%5Bredacted%5D'],
    ['/two-factor-authentication?token=abc&mode=recovery', '/two-factor-authentication?token=%5Bredacted%5D&mode=recovery'],
    ['/@ada/story-0123456789ab?sk=secretkey&source=feed', '/@ada/story-0123456789ab?sk=%5Bredacted%5D&source=feed'],
    ['/m/callback/google?code=c0de&state=s7a7e', '/m/callback/google?code=%5Bredacted%5D&state=%5Bredacted%5D'],
    ['/m/account/confirm/k3y', '/m/account/confirm/[redacted]'],
    ['/m/signout/xsrf123', '/m/signout/[redacted]'],
    ['/password?TOKEN=abc', '/password?TOKEN=%5Bredacted%5D'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves addresses without secrets alone', () => {
    expect(redactUrl('/p/0123456789ab')).toBe('/p/0123456789ab');
    expect(redactUrl('/search?q=gardening')).toBe('/search?q=gardening');
  });
});
