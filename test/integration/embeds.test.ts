import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '../../src/server/core';
import { FetchFailedError, guardedFetch } from '../../src/server/modules/embeds/guarded-fetch';
import { PREVIEW_LIMITS, resolveEmbed, type StartDeadline } from '../../src/server/modules/embeds/embeds.service';
import { BlockedTargetError } from '../../src/server/modules/embeds/ssrf-guard';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const RESOLVE_EMBED = `mutation ResolveEmbed($url: String!) {
  resolveEmbed(url: $url) {
    __typename
    ... on IframeEmbed { mediaResource { id iframeSrc iframeWidth iframeHeight title } }
    ... on MixtapeEmbed { mixtapeMetadata { href title description thumbnailImageId } }
    ... on BadRequest { message }
  }
}`;

const PREVIEW_FAILED = "We couldn't make a preview for that link.";

type Embed =
  | { __typename: 'IframeEmbed'; mediaResource: { id: string; iframeSrc: string; iframeWidth: number; iframeHeight: number; title: string | null } }
  | { __typename: 'MixtapeEmbed'; mixtapeMetadata: { href: string; title: string | null; description: string | null; thumbnailImageId: string | null } }
  | { __typename: 'BadRequest'; message: string };

/** A small web site on loopback, standing in for the pages people link to. */
interface Site {
  origin: string;
  port: number;
  hits: string[];
  /** Bytes written by the endless page before the reader hung up, once it has. */
  endless: Promise<number>;
  close(): Promise<void>;
}

async function startSite(): Promise<Site> {
  const thumbnail = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const hits: string[] = [];
  let endlessDone: (bytes: number) => void = () => undefined;
  const endless = new Promise<number>((resolve) => (endlessDone = resolve));
  const html = (res: ServerResponse, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const card = (title: string, image = '/thumb.png') =>
    `<!doctype html><html><head><title>Fallback</title>
      <meta property="og:title" content="${title}">
      <meta property="og:description" content="How the Moon and the Sun move the sea.">
      <meta property="og:image" content="${image}">
      </head><body><p>Article</p></body></html>`;

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    hits.push(path);
    if (path === '/card') return html(res, card('Why the sea keeps time'));
    if (path === '/plain') return html(res, '<title>Plain &amp; simple</title><meta name="description" content="Only the basics.">');
    if (path === '/no-title') return html(res, '<html><head></head><body>Nothing to call it</body></html>');
    if (path === '/svg-image') return html(res, card('With an SVG image', '/logo.svg'));
    if (path === '/gzip') return html(res, gzipSync(card('Compressed page')) as unknown as string, { 'content-encoding': 'gzip' });
    if (path === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4');
    }
    if (path === '/thumb.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(thumbnail);
    }
    if (path === '/logo.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    }
    const redirect = /^\/redirect\/(\d)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      res.writeHead(302, { location: left === 0 ? '/card' : `/redirect/${left - 1}` });
      return res.end();
    }
    if (path === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (path === '/to-private') {
      res.writeHead(301, { location: 'http://10.0.0.1/admin' });
      return res.end();
    }
    if (path === '/hang') return; // never answers
    if (path === '/late-title') {
      // The title comes after more than a megabyte of head: past what is read.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      res.write(`<meta name="filler" content="${'x'.repeat(1100 * 1024)}">`);
      return res.end('<title>Too late</title></head></html>');
    }
    if (path === '/long-body') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(card('Head first'));
      return res.end(`<p>${'y'.repeat(3 * 1024 * 1024)}</p>`);
    }
    if (path === '/endless') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      let written = 0;
      const chunk = `<meta name="pad" content="${'z'.repeat(16 * 1024)}">`;
      const pump = () => {
        while (!res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return;
        }
      };
      res.on('drain', pump);
      res.on('close', () => endlessDone(written));
      return pump();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    endless,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let site: Site;
let loopback: TestApp;
let guarded: TestApp;
let loopbackSession: { cookie: string; xsrf: string };
let guardedSession: { cookie: string; xsrf: string };

beforeAll(async () => {
  site = await startSite();
  loopback = await createTestApp({ EMBED_ALLOW_LOOPBACK: '1' });
  guarded = await createTestApp();
  loopbackSession = await loopback.signIn((await createUser(loopback.deps.db)).id);
  guardedSession = await guarded.signIn((await createUser(guarded.deps.db)).id);
});
afterAll(async () => {
  await Promise.all([loopback?.close(), guarded?.close(), site?.close()]);
});

/** A preview's countdown in the test's hands: it ends only when the test calls `expire`. */
function handDeadline() {
  const controller = new AbortController();
  const state = { requested: [] as number[], cleared: false };
  const start: StartDeadline = (ms) => {
    state.requested.push(ms);
    return { signal: controller.signal, clear: () => void (state.cleared = true) };
  };
  return { start, state, expire: () => controller.abort() };
}

/** For fetches that must end on their own (refused, or cut by a limit): their time never runs out. */
const untimed = () => new AbortController().signal;

const hitsOf = (path: string) => site.hits.filter((hit) => hit === path).length;

async function resolve(app: TestApp, session: { cookie: string; xsrf: string }, url: string): Promise<Embed> {
  const res = await app.graphql<{ resolveEmbed: Embed }>(RESOLVE_EMBED, { url }, session);
  expect(res.errors, url).toBeUndefined();
  return res.data!.resolveEmbed;
}

describe('resolveEmbed: allow-listed providers', () => {
  it('turns each provider’s link shapes into our frame page, without fetching anything', async () => {
    const cases: [string, number, number][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 640, 360],
      ['https://youtu.be/aqz-KE-bpKQ', 640, 360],
      ['https://www.youtube.com/shorts/abcdefghijk', 360, 640],
      ['https://vimeo.com/76979871', 640, 360],
      ['https://codepen.io/ada/pen/abcDEF1', 800, 450],
      ['https://gist.github.com/ada/0123456789abcdef0123456789abcdef', 700, 250],
    ];
    for (const [url, width, height] of cases) {
      const embed = await resolve(guarded, guardedSession, url);
      expect(embed.__typename, url).toBe('IframeEmbed');
      if (embed.__typename !== 'IframeEmbed') continue;
      expect(embed.mediaResource).toMatchObject({ iframeWidth: width, iframeHeight: height });
      expect(embed.mediaResource.iframeSrc).toBe(`/media/frame/${embed.mediaResource.id}`);
    }
  });

  it('reuses the resource for the same player', async () => {
    const a = await resolve(guarded, guardedSession, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const b = await resolve(guarded, guardedSession, 'https://youtu.be/dQw4w9WgXcQ');
    expect(a.__typename === 'IframeEmbed' && b.__typename === 'IframeEmbed' && a.mediaResource.id === b.mediaResource.id).toBe(true);
  });

  it('serves the frame page: the player under a policy that admits its provider alone, framable by us only', async () => {
    const embed = await resolve(guarded, guardedSession, 'https://vimeo.com/76979871');
    if (embed.__typename !== 'IframeEmbed') throw new Error('expected an iframe');
    const res = await guarded.app.inject({ method: 'GET', url: embed.mediaResource.iframeSrc });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<iframe src="https://player.vimeo.com/video/76979871"');
    expect(res.body).toContain(`data-embed-id="${embed.mediaResource.id}"`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://player.vimeo.com;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    expect((await guarded.app.inject({ method: 'GET', url: '/media/frame/000000000000' })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/media/frame/nope' })).statusCode).toBe(404);
  });

  it('needs a signed-in writer with the session’s xsrf token', async () => {
    const signedOut = await guarded.graphql(RESOLVE_EMBED, { url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const noXsrf = await guarded.graphql(RESOLVE_EMBED, { url: 'https://youtu.be/dQw4w9WgXcQ' }, { cookie: guardedSession.cookie });
    expect(noXsrf.status).toBe(403);
  });
});

describe('resolveEmbed: link cards (loopback allowed for this test site)', () => {
  it('makes a card from OpenGraph tags, with the image cropped to the thumbnail and stored', async () => {
    const embed = await resolve(loopback, loopbackSession, `${site.origin}/card`);
    expect(embed.__typename).toBe('MixtapeEmbed');
    if (embed.__typename !== 'MixtapeEmbed') return;
    expect(embed.mixtapeMetadata).toMatchObject({
      href: `${site.origin}/card`,
      title: 'Why the sea keeps time',
      description: 'How the Moon and the Sun move the sea.',
    });
    const thumbnail = await loopback.app.inject({ method: 'GET', url: `/media/${embed.mixtapeMetadata.thumbnailImageId}` });
    expect(thumbnail.statusCode).toBe(200);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 334]);
  });

  it('falls back to the title and description tags; no image, no thumbnail', async () => {
    const embed = await resolve(loopback, loopbackSession, `${site.origin}/plain`);
    expect(embed).toEqual({
      __typename: 'MixtapeEmbed',
      mixtapeMetadata: { href: `${site.origin}/plain`, title: 'Plain & simple', description: 'Only the basics.', thumbnailImageId: null },
    });
  });

  it('reads compressed pages and refuses an SVG as a thumbnail', async () => {
    expect(await resolve(loopback, loopbackSession, `${site.origin}/gzip`)).toMatchObject({ mixtapeMetadata: { title: 'Compressed page' } });
    expect(await resolve(loopback, loopbackSession, `${site.origin}/svg-image`)).toMatchObject({
      mixtapeMetadata: { title: 'With an SVG image', thumbnailImageId: null },
    });
  });

  it('follows up to three redirects, and no more', async () => {
    expect(await resolve(loopback, loopbackSession, `${site.origin}/redirect/2`)).toMatchObject({ __typename: 'MixtapeEmbed' });
    expect(await resolve(loopback, loopbackSession, `${site.origin}/redirect/3`)).toEqual({ __typename: 'BadRequest', message: PREVIEW_FAILED });
  });

  it('answers BadRequest for what cannot make a card', async () => {
    for (const url of [`${site.origin}/no-title`, `${site.origin}/pdf`, `${site.origin}/missing`, 'not a link', 'javascript:alert(1)', 'ftp://example.com/']) {
      expect(await resolve(loopback, loopbackSession, url), url).toEqual({ __typename: 'BadRequest', message: PREVIEW_FAILED });
    }
  });

  it('reads no more than a megabyte: a title past it is not found, a head before it is enough', async () => {
    expect(await resolve(loopback, loopbackSession, `${site.origin}/late-title`)).toEqual({ __typename: 'BadRequest', message: PREVIEW_FAILED });
    expect(await resolve(loopback, loopbackSession, `${site.origin}/long-body`)).toMatchObject({ mixtapeMetadata: { title: 'Head first' } });

    // The countdown never runs out here, so it is the megabyte that ends an endless page.
    const deadline = handDeadline();
    const viewer = await createUser(loopback.deps.db);
    expect(await resolveEmbed(systemContext(loopback.deps), { viewerId: viewer.id, url: `${site.origin}/endless`, limits: PREVIEW_LIMITS, startDeadline: deadline.start })).toEqual({ kind: 'failed', message: PREVIEW_FAILED });
    expect(deadline.state).toEqual({ requested: [PREVIEW_LIMITS.timeoutMs], cleared: true });
    // The reader hung up after its megabyte; socket buffers let the server get somewhat further.
    const written = await site.endless;
    expect(written).toBeGreaterThanOrEqual(PREVIEW_LIMITS.pageBytes - 32 * 1024);
    expect(written).toBeLessThan(PREVIEW_LIMITS.pageBytes + 8 * 1024 * 1024);
  });

  it('gives up on a page that does not answer within five seconds', async () => {
    expect(PREVIEW_LIMITS.timeoutMs).toBe(5_000);
    const viewer = await createUser(loopback.deps.db);
    const deadline = handDeadline();
    const hits = hitsOf('/hang');
    let settled = false;
    const answer = resolveEmbed(systemContext(loopback.deps), { viewerId: viewer.id, url: `${site.origin}/hang`, limits: PREVIEW_LIMITS, startDeadline: deadline.start }).finally(() => (settled = true));
    // The page has the request and says nothing: the preview waits on its five-second countdown.
    await vi.waitFor(() => expect(hitsOf('/hang')).toBe(hits + 1), { timeout: 10_000, interval: 10 });
    expect(deadline.state.requested).toEqual([PREVIEW_LIMITS.timeoutMs]);
    expect(settled).toBe(false);
    deadline.expire();
    expect(await answer).toEqual({ kind: 'failed', message: PREVIEW_FAILED });
    expect(deadline.state.cleared).toBe(true);
  });

  it('ends a fetch with the time-out error when its time is up', async () => {
    const controller = new AbortController();
    const hits = hitsOf('/hang');
    const fetching = guardedFetch(new URL(`${site.origin}/hang`), { signal: controller.signal, maxBytes: 1024, maxRedirects: 3, allowLoopback: true, accept: '*/*' });
    await vi.waitFor(() => expect(hitsOf('/hang')).toBe(hits + 1), { timeout: 10_000, interval: 10 });
    controller.abort();
    await expect(fetching).rejects.toThrow(new FetchFailedError('The page took too long to answer'));
    // Time already up: nothing is fetched at all.
    const cards = hitsOf('/card');
    await expect(guardedFetch(new URL(`${site.origin}/card`), { signal: controller.signal, maxBytes: 1024, maxRedirects: 3, allowLoopback: true, accept: '*/*' })).rejects.toThrow(
      new FetchFailedError('No time left to fetch the page'),
    );
    expect(hitsOf('/card')).toBe(cards);
  });

  it('re-checks every redirect: loopback being allowed does not open private or metadata addresses', async () => {
    for (const path of ['/to-metadata', '/to-private']) {
      expect(await resolve(loopback, loopbackSession, `${site.origin}${path}`), path).toEqual({ __typename: 'BadRequest', message: PREVIEW_FAILED });
      await expect(
        guardedFetch(new URL(`${site.origin}${path}`), { signal: untimed(), maxBytes: 1024, maxRedirects: 3, allowLoopback: true, accept: '*/*' }),
        path,
      ).rejects.toBeInstanceOf(BlockedTargetError);
    }
  });
});

describe('resolveEmbed: the SSRF guard (test switch off)', () => {
  const targets = () => [
    `${site.origin}/card`,
    `http://127.0.0.1/card`,
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    `http://[::1]:${site.port}/card`,
    'http://[::1]/card',
    'http://localhost/card',
    `http://localhost:${site.port}/card`,
    'http://2130706433/',
  ];

  it('answers BadRequest and never reaches the target', async () => {
    const before = site.hits.length;
    for (const url of targets()) {
      expect(await resolve(guarded, guardedSession, url), url).toEqual({ __typename: 'BadRequest', message: PREVIEW_FAILED });
    }
    expect(site.hits.length).toBe(before);
  });

  it('refuses them in the guard itself, before connecting', async () => {
    for (const url of [...targets(), 'http://localhost/']) {
      await expect(
        guardedFetch(new URL(url), { signal: untimed(), maxBytes: 1024, maxRedirects: 3, allowLoopback: false, accept: '*/*' }),
        url,
      ).rejects.toBeInstanceOf(BlockedTargetError);
    }
  });
});
