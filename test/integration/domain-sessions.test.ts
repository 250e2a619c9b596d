import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_HANDOFF_TTL_MS } from '../../src/server/modules/auth/domain-handoff.service';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const MAIN = 'http://localhost:3000';
const clock = testClock(Date.now());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

let counter = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}${++counter}.example.org`;

/** A publication served on its own verified domain, with a story in it. */
async function publicationOnDomain() {
  const editor = await createUser(t.deps.db);
  const { id } = await createCollection(t.deps.db, editor.id);
  const post = await createPost(t.deps.db, editor.id, { title: 'Clouds For Beginners', collectionId: id });
  await t.deps.db.updateTable('posts').set({ status_for_collection: 'APPROVED' }).where('id', '=', post.id).execute();
  const domain = unique('notes');
  const { cookie, xsrf } = await t.signIn(editor.id);
  const set = await t.graphql(`mutation($id: ID!, $d: String) { setCollectionDomain(collectionId: $id, domain: $d) { __typename } }`, { id, d: domain }, { cookie, xsrf });
  expect(set.errors).toBeUndefined();
  const verified = await t.graphql<{ verifyCollectionDomain: { __typename: string } }>(`mutation($id: ID!) { verifyCollectionDomain(collectionId: $id) { __typename } }`, { id }, { cookie, xsrf });
  expect(verified.data?.verifyCollectionDomain.__typename).toBe('CustomDomainState');
  return { domain, origin: `http://${domain}:3000`, storyPath: `/${post.slug}-${post.id}` };
}

function get(url: string, options: { host?: string; cookie?: string; referer?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      ...(options.host ? { host: options.host } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.referer ? { referer: options.referer } : {}),
    },
  });
}

/** The cookie a response sets, as a request header would carry it (null when it sets none or clears it). */
function cookieSet(res: Awaited<ReturnType<typeof get>>, name: string): string | null {
  const found = res.cookies.find((c) => c.name === name);
  return found && found.value ? `${name}=${found.value}` : null;
}

function pathOf(location: unknown): string {
  const url = new URL(String(location));
  return url.pathname + url.search;
}

async function isSignedIn(path: string, options: { host?: string; cookie: string }): Promise<boolean> {
  const page = await get(path, options);
  expect(page.statusCode).toBe(200);
  return page.body.includes('"isLoggedInCookie":true');
}

/** Signing in on the domain, as the browser goes: the domain, the auth domain, the hand-off (which it does not follow yet). */
async function startOnDomain(site: { domain: string; origin: string }, mainCookie: string, path: string) {
  const start = await get(`/m/signin?redirect=${encodeURIComponent(path)}`, { host: site.domain });
  expect(start.statusCode).toBe(302);
  const state = cookieSet(start, 'quire_gi')!;
  expect(state).toMatch(/^quire_gi=[A-Za-z0-9_-]{43}$/);
  const identity = new URL(String(start.headers.location));
  expect(identity.origin + identity.pathname).toBe(`${MAIN}/m/global-identity`);
  expect(identity.searchParams.get('redirectUrl')).toBe(site.origin + path);
  const bounce = await get(pathOf(start.headers.location), { cookie: mainCookie });
  expect(bounce.statusCode).toBe(302);
  const handoff = new URL(String(bounce.headers.location));
  expect(handoff.origin + handoff.pathname).toBe(`${site.origin}/m/session-handoff`);
  expect(bounce.headers['cache-control']).toBe('no-store');
  return { state, handoff: pathOf(bounce.headers.location), token: handoff.searchParams.get('token')! };
}

describe('carrying a session to a custom domain', () => {
  it('hands a signed-in reader’s session to the domain with a one-time token, refused the second time', async () => {
    const site = await publicationOnDomain();
    const ada = await createUser(t.deps.db, { name: 'Ada' });
    const main = await t.signIn(ada.id);
    expect(await isSignedIn(site.storyPath, { host: site.domain, cookie: '' })).toBe(false);

    const { state, handoff, token } = await startOnDomain(site, main.cookie, site.storyPath);
    // Only the token's hash is kept.
    const stored = await t.deps.db.selectFrom('domain_session_handoffs').selectAll().execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const exchanged = await get(handoff, { host: site.domain, cookie: state });
    expect(exchanged.statusCode).toBe(302);
    expect(exchanged.headers.location).toBe(site.storyPath);
    const session = cookieSet(exchanged, 'quire_sid')!;
    expect(session).not.toBeNull();
    expect(session).not.toBe(main.cookie);
    expect(await isSignedIn(site.storyPath, { host: site.domain, cookie: session })).toBe(true);
    // The domain's session is good there only.
    expect(await isSignedIn('/', { cookie: session })).toBe(false);

    const again = await get(handoff, { host: site.domain, cookie: state });
    expect(again.statusCode).toBe(302);
    expect(cookieSet(again, 'quire_sid')).toBeNull();
  });

  it('refuses an expired token, one for another domain, and one presented without the browser’s state cookie', async () => {
    const [site, other] = [await publicationOnDomain(), await publicationOnDomain()];
    const ada = await createUser(t.deps.db);
    const main = await t.signIn(ada.id);

    const late = await startOnDomain(site, main.cookie, '/');
    clock.advance(DOMAIN_HANDOFF_TTL_MS + 1);
    expect(cookieSet(await get(late.handoff, { host: site.domain, cookie: late.state }), 'quire_sid')).toBeNull();

    const elsewhere = await startOnDomain(site, main.cookie, '/');
    expect(cookieSet(await get(elsewhere.handoff, { host: other.domain, cookie: elsewhere.state }), 'quire_sid')).toBeNull();
    // A link made for someone else's browser (login CSRF): no state cookie, or another one.
    const planted = await startOnDomain(site, main.cookie, '/');
    const mine = await get('/m/signin', { host: site.domain });
    expect(cookieSet(await get(planted.handoff, { host: site.domain }), 'quire_sid')).toBeNull();
    expect(cookieSet(await get(planted.handoff, { host: site.domain, cookie: cookieSet(mine, 'quire_gi')! }), 'quire_sid')).toBeNull();
    // Still usable by the browser it was made for: the refusals above did not spend it.
    expect(cookieSet(await get(planted.handoff, { host: site.domain, cookie: planted.state }), 'quire_sid')).not.toBeNull();
  });

  it('only ever sends the browser to this instance’s verified domains', async () => {
    const site = await publicationOnDomain();
    const ada = await createUser(t.deps.db);
    const main = await t.signIn(ada.id);
    const state = 'a'.repeat(43);
    for (const target of ['https://evil.example/', `${MAIN}/me`, 'javascript:alert(1)', `http://${unique('unverified')}:3000/`, `https://${site.domain}:3000/`, `${site.origin}//evil.example`]) {
      const res = await get(`/m/global-identity?redirectUrl=${encodeURIComponent(target)}&state=${state}`, { cookie: main.cookie });
      expect(res.statusCode, target).toBe(302);
      expect(res.headers.location, target).toBe('/');
    }
    // The hand-off is the domain's business only.
    expect((await get('/m/session-handoff?token=x')).statusCode).toBe(404);
  });

  it('asks the auth domain without a word when a reader arrives from the instance’s pages, once', async () => {
    const site = await publicationOnDomain();
    const ada = await createUser(t.deps.db);
    const main = await t.signIn(ada.id);
    // Search engines and direct visits are served the page as it is.
    expect((await get(site.storyPath, { host: site.domain })).statusCode).toBe(200);

    const arrive = await get(site.storyPath, { host: site.domain, referer: `${MAIN}/` });
    expect(arrive.statusCode).toBe(302);
    const state = cookieSet(arrive, 'quire_gi')!;
    const identity = new URL(String(arrive.headers.location));
    expect(identity.searchParams.get('prompt')).toBeNull();
    // Signed out on the instance: straight back, and not asked again.
    const back = await get(pathOf(arrive.headers.location));
    expect(back.headers.location).toBe(site.origin + site.storyPath);
    expect((await get(site.storyPath, { host: site.domain, referer: `${MAIN}/`, cookie: state })).statusCode).toBe(200);
    // Signed in: back with a token, and signed in on the domain.
    const bounce = await get(pathOf(arrive.headers.location), { cookie: main.cookie });
    const exchanged = await get(pathOf(bounce.headers.location), { host: site.domain, cookie: state });
    expect(exchanged.headers.location).toBe(site.storyPath);
    expect(await isSignedIn(site.storyPath, { host: site.domain, cookie: cookieSet(exchanged, 'quire_sid')! })).toBe(true);
  });

  it('sends a signed-out reader to sign in on the auth domain, and back through the hand-off', async () => {
    const site = await publicationOnDomain();
    const start = await get(`/m/signin?redirect=${encodeURIComponent(site.storyPath)}&operation=register`, { host: site.domain });
    const identity = pathOf(start.headers.location);
    const prompt = await get(identity);
    expect(prompt.statusCode).toBe(302);
    const signIn = new URL(String(prompt.headers.location), MAIN);
    expect(signIn.pathname).toBe('/m/signin');
    expect(signIn.searchParams.get('operation')).toBe('register');
    expect(signIn.searchParams.get('redirect')).toBe(identity);
  });

  it('ends both sessions when the reader signs out on either', async () => {
    const site = await publicationOnDomain();
    const ada = await createUser(t.deps.db);

    // Out on the custom domain.
    const first = await t.signIn(ada.id);
    let flow = await startOnDomain(site, first.cookie, '/');
    let domainCookie = cookieSet(await get(flow.handoff, { host: site.domain, cookie: flow.state }), 'quire_sid')!;
    const xsrf = /"xsrf":"([^"]+)"/.exec((await get('/', { host: site.domain, cookie: domainCookie })).body)?.[1];
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toBe(first.xsrf);
    const out = await get(`/m/signout/${xsrf}`, { host: site.domain, cookie: domainCookie });
    expect(out.statusCode).toBe(302);
    expect(await isSignedIn('/', { host: site.domain, cookie: domainCookie })).toBe(false);
    expect(await isSignedIn('/', { cookie: first.cookie })).toBe(false);

    // Out on the instance's own address.
    const second = await t.signIn(ada.id);
    flow = await startOnDomain(site, second.cookie, '/');
    domainCookie = cookieSet(await get(flow.handoff, { host: site.domain, cookie: flow.state }), 'quire_sid')!;
    expect(await isSignedIn('/', { host: site.domain, cookie: domainCookie })).toBe(true);
    await get(`/m/signout/${second.xsrf}`, { cookie: second.cookie });
    expect(await isSignedIn('/', { host: site.domain, cookie: domainCookie })).toBe(false);
  });

  it('lists the domain’s session as part of the sign-in it came from, not as another device', async () => {
    const site = await publicationOnDomain();
    const ada = await createUser(t.deps.db);
    const main = await t.signIn(ada.id);
    const flow = await startOnDomain(site, main.cookie, '/');
    await get(flow.handoff, { host: site.domain, cookie: flow.state });
    const rows = await t.deps.db.selectFrom('sessions').select(['id', 'parent_session_id', 'domain']).where('user_id', '=', ada.id).execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.parent_session_id === main.sessionId)?.domain).toBe(site.domain);
    const listed = await t.graphql<{ viewer: { sessions: { id: string }[] } }>(`{ viewer { sessions { id } } }`, {}, main);
    expect(listed.data?.viewer.sessions.map((x) => x.id)).toEqual([main.sessionId]);
    // Ending the sign-in from the sessions list ends the domain's session with it.
    const other = await t.signIn(ada.id);
    const ended = await t.graphql<{ endSession: boolean }>(`mutation($id: ID!) { endSession(id: $id) }`, { id: main.sessionId }, other);
    expect(ended.data?.endSession).toBe(true);
    const open = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', ada.id).where('ended_at', 'is', null).execute();
    expect(open.map((r) => r.id)).toEqual([other.sessionId]);
  });
});
