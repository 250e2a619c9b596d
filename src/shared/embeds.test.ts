import { describe, expect, it } from 'vitest';
import { embedFramePath, isEmbedFramePath, resizeMessageHeight } from './embeds';

describe('embed frames', () => {
  it('recognises only our own frame paths', () => {
    expect(isEmbedFramePath(embedFramePath('a1b2c3d4e5f6'))).toBe(true);
    for (const src of ['/media/frame/A1B2C3D4E5F6', '/media/frame/a1b2c3d4e5f6/x', '//evil.example/media/frame/a1b2c3d4e5f6', '/media/a1b2c3d4e5f6', 42, null]) {
      expect(isEmbedFramePath(src), String(src)).toBe(false);
    }
  });

  it('reads a resize message, rounding up, within sane bounds', () => {
    expect(resizeMessageHeight({ type: 'quire:embed-resize', id: 'x', height: 382.5 })).toBe(383);
    expect(resizeMessageHeight({ type: 'quire:embed-resize', height: 10 })).toBeNull();
    expect(resizeMessageHeight({ type: 'quire:embed-resize', height: 100_000 })).toBeNull();
    expect(resizeMessageHeight({ type: 'quire:embed-resize', height: '500' })).toBeNull();
    expect(resizeMessageHeight({ type: 'other', height: 500 })).toBeNull();
    expect(resizeMessageHeight('quire:embed-resize')).toBeNull();
    expect(resizeMessageHeight(null)).toBeNull();
  });
});
