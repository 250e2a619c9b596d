import { describe, expect, it } from 'vitest';
import { belongsToProvider, providerEmbed } from './providers';

const embed = (url: string) => providerEmbed(new URL(url));

describe('providerEmbed', () => {
  it('turns every YouTube link shape into the privacy-enhanced player', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(embed(url), url).toEqual({ provider: 'youtube', embedUrl: player, width: 640, height: 360, title: 'YouTube video' });
    }
  });

  it('keeps a start time and makes Shorts portrait', () => {
    expect(embed('https://youtu.be/dQw4w9WgXcQ?t=1m30s')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90');
    expect(embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
    expect(embed('https://www.youtube.com/shorts/abcdefghijk')).toMatchObject({ embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk', width: 360, height: 640 });
  });

  it('turns Vimeo links, unlisted ones included, into the Vimeo player', () => {
    for (const url of ['https://vimeo.com/76979871', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871', 'https://vimeo.com/groups/shortfilms/videos/76979871']) {
      expect(embed(url), url).toMatchObject({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871', width: 640, height: 360 });
    }
    expect(embed('https://vimeo.com/76979871/a1b2c3d4e5')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5');
  });

  it('turns CodePen pens into their embed and gists into their script', () => {
    for (const url of ['https://codepen.io/ada/pen/abcDEF1', 'https://codepen.io/ada/full/abcDEF1', 'https://codepen.io/ada/details/abcDEF1']) {
      expect(embed(url), url).toMatchObject({ provider: 'codepen', embedUrl: 'https://codepen.io/ada/embed/abcDEF1?default-tab=result', height: 450 });
    }
    const id = '0123456789abcdef0123456789abcdef';
    expect(embed(`https://gist.github.com/ada/${id}`)).toMatchObject({ provider: 'gist', embedUrl: `https://gist.github.com/ada/${id}.js`, title: 'GitHub gist by ada' });
  });

  it('leaves everything else to link cards', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/about',
      'https://codepen.io/ada',
      'https://codepen.io/ada/pen/<script>',
      'https://gist.github.com/ada',
      'https://twitter.com/ada/status/1234567890',
      'https://x.com/ada/status/1234567890',
      'https://example.com/',
    ]) {
      expect(embed(url), url).toBeNull();
    }
  });
});

describe('belongsToProvider', () => {
  it('accepts only the provider’s own origin', () => {
    expect(belongsToProvider('youtube', 'https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(belongsToProvider('youtube', 'https://evil.example/embed/x')).toBe(false);
    expect(belongsToProvider('gist', 'https://gist.github.com/a/b.js')).toBe(true);
    expect(belongsToProvider('vimeo', 'javascript:alert(1)')).toBe(false);
  });
});
