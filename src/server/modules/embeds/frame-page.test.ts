import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderFramePage, type FrameResource } from './frame-page';

const youtube: FrameResource = {
  id: 'a1b2c3d4e5f6',
  provider: 'youtube',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  width: 640,
  height: 360,
  title: 'A "quoted" <title>',
};

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

describe('renderFramePage', () => {
  it('shows the provider player in a sandboxed iframe and admits only that provider', () => {
    const { html, csp } = renderFramePage(youtube);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"');
    expect(html).toContain('title="A &quot;quoted&quot; &lt;title&gt;"');
    expect(html).toContain('<body data-embed-id="a1b2c3d4e5f6">');
    expect(html).toContain('aspect-ratio:640/360');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('https:;');
  });

  it('allows its own inline script and style by hash, and nothing else inline', () => {
    const { html, csp } = renderFramePage(youtube);
    const scripts = inline(html, 'script');
    const styles = inline(html, 'style');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`script-src ${hashOf(scripts[0]!)};`);
    expect(csp).toContain(`style-src ${hashOf(styles[0]!)};`);
    expect(scripts[0]).toContain("type: 'quire:embed-resize'");
  });

  it('keeps a fixed height for CodePen', () => {
    const { html, csp } = renderFramePage({ ...youtube, provider: 'codepen', embedUrl: 'https://codepen.io/ada/embed/abc1?default-tab=result', height: 450 });
    expect(html).toContain('.frame{position:relative;width:100%;height:450px}');
    expect(csp).toContain('frame-src https://codepen.io;');
  });

  it('runs a gist’s script in a sandboxed document of its own, under a policy naming GitHub', () => {
    const { html, csp } = renderFramePage({ ...youtube, provider: 'gist', embedUrl: 'https://gist.github.com/ada/0123456789abcdef0123.js', title: 'GitHub gist by ada' });
    expect(html).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" srcdoc="');
    expect(html).toContain('&lt;script src=&quot;https://gist.github.com/ada/0123456789abcdef0123.js&quot;&gt;&lt;/script&gt;');
    expect(html).not.toContain('<script src=');
    expect(csp).toMatch(/script-src 'sha256-[^']+' 'sha256-[^']+' https:\/\/gist\.github\.com;/);
    expect(csp).toContain('https://github.githubassets.com');
    expect(csp).not.toContain('frame-src');
  });
});
