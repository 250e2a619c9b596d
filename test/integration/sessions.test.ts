import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_MESSAGE } from '../../src/server/graphql/yoga';
import { createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSIONS = `query { viewer { id sessions { id isCurrent userAgent ipAddress createdAt lastSeenAt } } }`;

describe('the sessions of an account', () => {
  it('lists the live sessions, the current one first and marked', async () => {
    const user = await createUser(t.deps.db);
    const first = await t.signIn(user.id);
    const second = await t.signIn(user.id);
    const ended = await t.signIn(user.id);
    await t.graphql('mutation($id: ID!) { endSession(id: $id) }', { id: ended.sessionId }, first);

    const { data } = await t.graphql<{ viewer: { sessions: { id: string; isCurrent: boolean; userAgent: string }[] } }>(SESSIONS, {}, second);
    const ids = data!.viewer.sessions.map((s) => s.id);
    expect(ids[0]).toBe(second.sessionId);
    expect(data!.viewer.sessions[0]!.isCurrent).toBe(true);
    expect(new Set(ids)).toEqual(new Set([first.sessionId, second.sessionId]));
    expect(data!.viewer.sessions.filter((s) => s.isCurrent)).toHaveLength(1);
  });

  it('ends another session of the same account, but not the current one and not anyone else’s', async () => {
    const user = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const here = await t.signIn(user.id);
    const there = await t.signIn(user.id);
    const theirs = await t.signIn(stranger.id);

    const own = await t.graphql('mutation($id: ID!) { endSession(id: $id) }', { id: here.sessionId }, here);
    expect(own.data).toEqual({ endSession: false });
    const foreign = await t.graphql('mutation($id: ID!) { endSession(id: $id) }', { id: theirs.sessionId }, here);
    expect(foreign.data).toEqual({ endSession: false });
    expect((await t.graphql('{ viewer { id } }', {}, theirs)).data).toEqual({ viewer: { id: stranger.id } });

    const other = await t.graphql('mutation($id: ID!) { endSession(id: $id) }', { id: there.sessionId }, here);
    expect(other.data).toEqual({ endSession: true });
    expect((await t.graphql('{ viewer { id } }', {}, there)).data).toEqual({ viewer: null });
    expect((await t.graphql('{ viewer { id } }', {}, here)).data).toEqual({ viewer: { id: user.id } });
  });

  it('ends every other session at once and answers how many', async () => {
    const user = await createUser(t.deps.db);
    const here = await t.signIn(user.id);
    const others = [await t.signIn(user.id), await t.signIn(user.id)];
    const { data } = await t.graphql('mutation { endOtherSessions }', {}, here);
    expect(data).toEqual({ endOtherSessions: 2 });
    for (const other of others) expect((await t.graphql('{ viewer { id } }', {}, other)).data).toEqual({ viewer: null });
    expect((await t.graphql('{ viewer { id } }', {}, here)).data).toEqual({ viewer: { id: user.id } });
  });

  it('refuses the session calls to signed-out visitors', async () => {
    const { errors } = await t.graphql('mutation { endOtherSessions }');
    expect(errors?.[0]?.message).toBe('You need to sign in first.');
  });
});

describe('xsrf', () => {
  it('refuses a signed-in mutation without the session’s xsrf token, or with another one', async () => {
    const user = await createUser(t.deps.db);
    const session = await t.signIn(user.id);
    const other = await t.signIn(user.id);

    const missing = await t.graphql('mutation { ping }', {}, { cookie: session.cookie });
    expect(missing.status).toBe(403);
    expect(missing.errors?.[0]?.message).toBe(XSRF_MESSAGE);
    const wrong = await t.graphql('mutation { ping }', {}, { cookie: session.cookie, xsrf: other.xsrf });
    expect(wrong.status).toBe(403);
    // Nothing ran: the other sessions are still there.
    const refused = await t.graphql('mutation { endOtherSessions }', {}, { cookie: session.cookie });
    expect(refused.status).toBe(403);
    expect((await t.graphql('{ viewer { id } }', {}, other)).data).toEqual({ viewer: { id: user.id } });

    const right = await t.graphql('mutation { ping }', {}, session);
    expect(right).toMatchObject({ status: 200, data: { ping: true } });
  });

  it('lets queries through without it', async () => {
    const user = await createUser(t.deps.db);
    const session = await t.signIn(user.id);
    const { data } = await t.graphql('{ viewer { id } }', {}, { cookie: session.cookie });
    expect(data).toEqual({ viewer: { id: user.id } });
  });
});

describe('signed-in pages', () => {
  it('send a signed-out visitor to sign in and back, and render for a reader', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/me/settings' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/m/signin?redirect=%2Fme%2Fsettings');

    const user = await createUser(t.deps.db);
    const session = await t.signIn(user.id);
    const page = await t.app.inject({ method: 'GET', url: '/me/settings', headers: { cookie: session.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Security and sign-in');
    expect(page.body).toContain('Where you&#x27;re signed in');
  });
});
