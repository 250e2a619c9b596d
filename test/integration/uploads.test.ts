import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUploads } from '../../src/server/http/upload-route';
import { MAX_UPLOAD_BYTES, tooLargeMessage, UPLOAD_MESSAGES } from '../../src/shared/validation/uploads';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let writer: { id: string };
let session: { cookie: string; xsrf: string };

beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.deps.db);
  session = await t.signIn(writer.id);
});
afterAll(() => t.close());

interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

function multipart(part: FilePart): { body: Buffer; contentType: string } {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'image'}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), part.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A PNG whose header claims a size: signature, IHDR, one empty IDAT and IEND (nothing to decode). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}

function upload(part: FilePart, auth: { cookie?: string; xsrf?: string } = session, app: FastifyInstance = t.app) {
  const { body, contentType } = multipart(part);
  return app.inject({
    method: 'POST',
    url: '/_/upload',
    headers: {
      'content-type': contentType,
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.xsrf ? { 'x-xsrf-token': auth.xsrf } : {}),
    },
    payload: body,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7f62' } }).png().toBuffer();

/** Random pixels do not compress, so the file is about width × height × 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();

/** An app with the real routes' code but small limits, sharing the test app's database and sessions. */
async function appWithLimits(limits: Parameters<typeof registerUploads>[2]) {
  const app = Fastify();
  await app.register(cookie);
  registerUploads(app, t.deps, limits);
  await app.ready();
  return app;
}

describe('POST /_/upload', () => {
  it.each([
    ['1 × 99,999,999', 1, 99_999_999],
    ['99,999,999 × 1', 99_999_999, 1],
    ['20,000 × 2,000 (a side past 16,383)', 20_000, 2_000],
    ['3,000 × 100 (thirty times longer than wide)', 3_000, 100],
  ])('refuses an image shaped %s from its header, before decoding a pixel', async (_label, width, height) => {
    const response = await upload({ filename: 'strip.png', contentType: 'image/png', bytes: pngHeaderOnly(width, height) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.badShape });
  });

  it('takes a long panorama within the limits', async () => {
    const bytes = await sharp({ create: { width: 2_000, height: 120, channels: 3, background: '#8ab' } }).png().toBuffer();
    expect((await upload({ filename: 'pano.png', contentType: 'image/png', bytes })).statusCode).toBe(200);
  });

  it('takes a PNG and serves it at several widths', async () => {
    const res = await upload({ filename: 'photo.png', contentType: 'image/png', bytes: await png(1500, 1000) });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { id: string; originalWidth: number; originalHeight: number };
    expect(answer).toEqual({ id: expect.stringMatching(/^[0-9a-f]{12}$/), originalWidth: 1500, originalHeight: 1000 });
    expect(res.headers['cache-control']).toBe('no-store');

    const original = await t.app.inject({ method: 'GET', url: `/media/${answer.id}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    for (const [asked, served] of [
      [400, 400],
      [700, 800],
      [1000, 1000],
      [2000, 1500],
    ] as const) {
      const resized = await t.app.inject({ method: 'GET', url: `/media/${answer.id}?w=${asked}` });
      expect(resized.statusCode).toBe(200);
      expect((await sharp(resized.rawPayload).metadata()).width, `w=${asked}`).toBe(served);
    }
    const row = await t.deps.db.selectFrom('images').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row.creator_id).toBe(writer.id);
  });

  it('takes a JPEG, turns it upright and strips its EXIF', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3300' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret camera owner' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect(jpeg.includes(Buffer.from('Secret camera owner'))).toBe(true);
    const res = await upload({ filename: 'camera.jpg', contentType: 'image/jpeg', bytes: jpeg });
    expect(res.statusCode).toBe(200);
    // Orientation 6 is a quarter turn: the stored picture is portrait.
    expect(res.json()).toMatchObject({ originalWidth: 200, originalHeight: 300 });
    const stored = await t.app.inject({ method: 'GET', url: `/media/${res.json().id}` });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Secret camera owner'))).toBe(false);
  });

  it('takes files larger than the ordinary request body limit', async () => {
    const bytes = await noisyPng(1000, 1000);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload({ filename: 'noise.png', contentType: 'image/png', bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ originalWidth: 1000, originalHeight: 1000 });
  });

  it('decides the type from the content, not the name or the declared type', async () => {
    const res = await upload({ filename: 'really-a-png.jpg', contentType: 'image/jpeg', bytes: await png(40, 30) });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: `/media/${res.json().id}` });
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('takes GIF and WebP too', async () => {
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } }).webp().toBuffer();
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [webp, 'image/webp'],
    ] as const) {
      const res = await upload({ filename: 'x', contentType: 'application/octet-stream', bytes });
      expect(res.statusCode, type).toBe(200);
      const stored = await t.app.inject({ method: 'GET', url: `/media/${res.json().id}` });
      expect(stored.headers['content-type']).toBe(type);
    }
  });

  it('refuses what is not an image it can use: HTML named .png, SVG, a PNG header on garbage', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    for (const [bytes, filename, contentType] of [
      [html, 'cat.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [fakePng, 'broken.png', 'image/png'],
    ] as const) {
      const res = await upload({ filename, contentType, bytes });
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toEqual({ message: 'That file is not an image we can use.' });
    }
  });

  it('refuses images over the size limit and over the pixel limit', async () => {
    expect(tooLargeMessage(MAX_UPLOAD_BYTES)).toBe('That image is larger than 25 MB.');
    const small = await appWithLimits({ maxBytes: 10 * 1024, maxPixels: 10_000 });
    try {
      const big = await upload({ filename: 'big.png', contentType: 'image/png', bytes: await noisyPng(100, 100) }, session, small);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: 'That image is larger than 10 KB.' });

      const wide = await upload({ filename: 'wide.png', contentType: 'image/png', bytes: await png(200, 100) }, session, small);
      expect(wide.statusCode).toBe(413);
      expect(wide.json()).toEqual({ message: 'That image is larger than 0.01 megapixels.' });

      const fits = await upload({ filename: 'fits.png', contentType: 'image/png', bytes: await png(100, 100) }, session, small);
      expect(fits.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('needs a signed-in account and the session’s xsrf token', async () => {
    const bytes = await png(10, 10);
    const before = await t.deps.db.selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();

    const signedOut = await upload({ filename: 'a.png', contentType: 'image/png', bytes }, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: UPLOAD_MESSAGES.signIn });

    const noToken = await upload({ filename: 'a.png', contentType: 'image/png', bytes }, { cookie: session.cookie });
    expect(noToken.statusCode).toBe(403);

    const otherToken = await upload({ filename: 'a.png', contentType: 'image/png', bytes }, { cookie: session.cookie, xsrf: 'x'.repeat(session.xsrf.length) });
    expect(otherToken.statusCode).toBe(403);

    const after = await t.deps.db.selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('asks for a file in the image field', async () => {
    const wrongField = await upload({ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: await png(10, 10) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Choose an image to upload.' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/_/upload',
      headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('limits how many images one account uploads in an hour', async () => {
    const limited = await appWithLimits({ perHour: 2 });
    const other = await t.signIn((await createUser(t.deps.db)).id);
    const another = await t.signIn((await createUser(t.deps.db)).id);
    try {
      const bytes = await png(10, 10);
      expect((await upload({ filename: 'a.png', contentType: 'image/png', bytes }, other, limited)).statusCode).toBe(200);
      expect((await upload({ filename: 'b.png', contentType: 'image/png', bytes }, other, limited)).statusCode).toBe(200);
      const third = await upload({ filename: 'c.png', contentType: 'image/png', bytes }, other, limited);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: UPLOAD_MESSAGES.tooMany });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not held back.
      expect((await upload({ filename: 'd.png', contentType: 'image/png', bytes }, another, limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
