import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './redirect';

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
