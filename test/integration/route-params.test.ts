import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let origin: URL;
let publication: { slug: string };
let username: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const user = await createUser(t.deps.db);
  username = user.username!;
  publication = await createCollection(t.deps.db, user.id);
});
afterAll(() => t.close());

/** The path exactly as written: an HTTP client library (or `inject`) would resolve `%2e` segments first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: origin.hostname, port: origin.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('an address whose parameter is not a valid one', () => {
  it('is the ordinary not-found page, on every route', async () => {
    const bad = [
      `/${publication.slug}/tagged/%2e%2e`,
      `/${publication.slug}/tagged/%2E`,
      '/%2e',
      '/%2e%2e',
      '/tag/%2e%2e',
      '/tag/%2e',
      '/tag/%2F',
      '/tag/%2e%2e/recommended',
      `/@${username}/%2e%2e`,
      '/p/%2e',
      '/topic/%2e%2e',
    ];
    const answers = [];
    for (const path of bad) {
      const { status, body } = await rawGet(path);
      answers.push({ path, status, notFoundPage: body.includes('<title>Page not found'), invalid: body.includes('Invalid route parameter') });
    }
    expect(answers).toEqual(bad.map((path) => ({ path, status: 404, notFoundPage: true, invalid: false })));
  });
});
