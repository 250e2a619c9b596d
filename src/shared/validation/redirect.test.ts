import { describe, expect, it } from 'vitest';
import { isSameSitePath, sameSitePath } from './redirect';

describe('isSameSitePath', () => {
  it.each(['/', '/me/settings#security', '/@ada/a-story-0123456789ab?sk=abc', '/p/abc/edit'])('accepts the same-site path %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each(['', 'https://evil.example/', '//evil.example/', '/\\evil.example/', '/\t/evil.example/', '/\n/evil.example/', '/\\/evil.example', 'javascript:alert(1)'])(
    'refuses %j, which a browser could read as another site',
    (path) => {
      expect(isSameSitePath(path)).toBe(false);
    },
  );
});

describe('sameSitePath', () => {
  it('percent-encodes characters a Location header cannot carry', () => {
    expect(sameSitePath('/@zoë/ünïcode-€?q=日本#§')).toBe('/@zo%C3%AB/%C3%BCn%C3%AFcode-%E2%82%AC?q=%E6%97%A5%E6%9C%AC#%C2%A7');
    expect(sameSitePath('/plain/path?x=1')).toBe('/plain/path?x=1');
  });

  it('refuses what isSameSitePath refuses', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', '']) expect(sameSitePath(path)).toBeNull();
  });

  it('never yields a character above U+007F', () => {
    const path = sameSitePath(`/${String.fromCharCode(0x100, 0xd800, 0xffff)}`) ?? '';
    expect([...path].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
  });
});
