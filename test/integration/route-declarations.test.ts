import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute, requireRouteDeclarations, routeDeclarations } from '../../src/server/http/web-routes';
import { createTestApp, type TestApp } from '../support/test-app';

describe('web route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists who may call every web route, so a change to it shows in review', () => {
    const lines = routeDeclarations(t.app).map(({ method, url, auth, xsrf, writes }) => `${method} ${url}  auth=${auth} xsrf=${xsrf} writes=${writes}`);
    expect(lines).toMatchSnapshot();
  });

  it('gives every public route its reason', () => {
    const unexplained = routeDeclarations(t.app).filter((route) => route.auth === 'public' && !route.why?.trim());
    expect(unexplained).toEqual([]);
  });

  it('refuses to start with a route registered without a declaration', async () => {
    const app = Fastify();
    requireRouteDeclarations(app);
    defineRoute(app, null, { method: 'GET', url: '/declared', auth: { public: 'a test' }, xsrf: false, writes: false, context: false }, ({ reply }) => reply.send('ok'));
    void app.register(async (scope) => {
      scope.get('/undeclared', async () => 'nobody checked who may call this');
    });
    await expect(app.ready()).rejects.toThrow('GET /undeclared is registered without a declaration');
    await app.close();
  });
});
