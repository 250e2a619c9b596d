import { describe, expect, it } from 'vitest';
import { loadedPage, preloadPage } from './registry';

describe('page registry', () => {
  it('loads a page module once and then hands it out synchronously', async () => {
    const Page = await preloadPage('home');
    expect(typeof Page).toBe('function');
    expect(loadedPage('home')).toBe(Page);
  });

  it('names a handler that has no module', async () => {
    await expect(preloadPage('nonexistent' as never)).rejects.toThrow('Missing page module for handler "nonexistent"');
  });
});
