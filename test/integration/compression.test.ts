import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION, compressKept } from '../../src/server/http/compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let storyUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const author = await createUser(t.deps.db);
  const post = await createPost(t.deps.db, author.id, { title: 'Compressed words' });
  const short = await t.app.inject({ method: 'GET', url: `/p/${post.id}` });
  storyUrl = short.statusCode === 301 ? String(short.headers.location) : `/p/${post.id}`;
});
afterAll(() => t.close());

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('text responses are compressed as the reader accepts', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    ['gzip', 'br;q=0, gzip'],
  ])('a page goes out as %s for "%s", on a miss and on a hit', async (expected, accept) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({ method: 'GET', url: storyUrl, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(['miss', 'hit']).toContain(response.headers['x-cache-status']);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decode(expected, response.rawPayload)).toContain('Compressed words');
    }
  });

  it('a reader that accepts no encoding gets the page as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: storyUrl, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Compressed words');
  });

  it('GraphQL answers are compressed', async () => {
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    for (const [encoding, accept] of [['br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/_/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': accept },
        payload: query,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toHaveProperty('data');
    }
  });

  it('a signed-in page is compressed too', async () => {
    const reader = await createUser(t.deps.db);
    const session = await t.signIn(reader.id);
    const response = await t.app.inject({ method: 'GET', url: storyUrl, headers: { cookie: session.cookie, 'accept-encoding': 'gzip' } });
    expect(response.headers['x-cache-status']).toBe('dynamic');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', response.rawPayload)).toContain('Compressed words');
  });
});

describe('each kind of response is compressed at its own settings', () => {
  const brotliAt = (bytes: Buffer, quality: number) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } });

  it('a page made for one reader gets quick settings (brotli 2, gzip 3), compressed in one call', async () => {
    const reader = await createUser(t.deps.db);
    const session = await t.signIn(reader.id);
    const br = await t.app.inject({ method: 'GET', url: storyUrl, headers: { cookie: session.cookie, 'accept-encoding': 'br' } });
    expect(br.headers['x-cache-status']).toBe('dynamic');
    expect(br.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(br.rawPayload);
    // Compressed in one call, its length is known (a stream would be sent in chunks).
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.equals(brotliAt(page, COMPRESSION.dynamic.brotliQuality))).toBe(true);
    expect(br.rawPayload.equals(brotliAt(page, COMPRESSION.kept.brotliQuality))).toBe(false);

    const gzip = await t.app.inject({ method: 'GET', url: storyUrl, headers: { cookie: session.cookie, 'accept-encoding': 'gzip' } });
    const gzipped = gunzipSync(gzip.rawPayload);
    expect(gzip.rawPayload.equals(gzipSync(gzipped, { level: COMPRESSION.dynamic.gzipLevel }))).toBe(true);
    expect(COMPRESSION.dynamic.brotliQuality).toBeLessThanOrEqual(4);
  });

  it('a kept signed-out page is compressed once at the best settings (brotli 11, gzip 9) and sent as kept', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id, { title: 'Kept and compressed well' });
    const short = await t.app.inject({ method: 'GET', url: `/p/${post.id}` });
    const url = short.statusCode === 301 ? String(short.headers.location) : `/p/${post.id}`;
    const miss = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(miss.headers['x-cache-status']).toBe('miss');
    const hit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(hit.headers['x-cache-status']).toBe('hit');
    const identity = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    const kept = compressKept(identity.rawPayload);
    expect(hit.rawPayload.equals(kept.br)).toBe(true);
    expect(brotliDecompressSync(hit.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(COMPRESSION.kept.brotliQuality).toBe(11);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.rawPayload.equals(kept.gzip)).toBe(true);
  });
});
