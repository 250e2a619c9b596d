import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setDomainVerifierForTests, type DomainVerifier } from '../../src/server/modules/collections/custom-domains.service';
import { PUBLICATION_MESSAGES } from '../../src/shared/validation/publications';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setDomainVerifierForTests(null));

type Session = { cookie: string; xsrf: string };
type Answer = { __typename: string; message?: string; [key: string]: unknown };

const STATE = `__typename ... on CustomDomainState {
    verificationMethod
    live { domain status verificationRecordName verifiedAt }
    pending { domain status verificationRecordName verificationRecordValue }
  } ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }`;
const SET = `mutation($id: ID!, $domain: String) { setCollectionDomain(collectionId: $id, domain: $domain) { ${STATE} } }`;
const VERIFY = `mutation($id: ID!) { verifyCollectionDomain(collectionId: $id) { ${STATE} } }`;
const SET_MINE = `mutation($domain: String) { setViewerCustomDomain(domain: $domain) { ${STATE} } }`;
const VERIFY_MINE = `mutation { verifyViewerCustomDomain { ${STATE} } }`;
const READ = `query($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) {
  id domain mediumUrl customDomainState { live { domain } pending { domain verificationRecordValue } }
  latestPostsConnection { posts { id mediumUrl } }
} }`;

let counter = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}${++counter}`;

async function sessionOf(userId: string): Promise<Session> {
  const { cookie, xsrf } = await t.signIn(userId);
  return { cookie, xsrf };
}

async function call(session: Session | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await t.graphql<Record<string, Answer>>(query, variables, session ?? {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as Answer;
}

/** A publication with an editor, a writer and a story published in it. */
async function publication() {
  const [creator, writer, stranger] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
  const { id, slug } = await createCollection(t.deps.db, creator.id, [{ userId: writer.id, role: 'WRITER' }]);
  const post = await createPost(t.deps.db, writer.id, { title: 'A Story On Its Own Domain', collectionId: id });
  await t.deps.db.updateTable('posts').set({ status_for_collection: 'APPROVED' }).where('id', '=', post.id).execute();
  return {
    id,
    slug,
    post,
    name: `Publication ${slug}`,
    s: { creator: await sessionOf(creator.id), writer: await sessionOf(writer.id), stranger: await sessionOf(stranger.id) },
  };
}

async function liveDomain(pub: Awaited<ReturnType<typeof publication>>): Promise<string> {
  const domain = `${unique('pub')}.example.org`;
  expect((await call(pub.s.creator, SET, { id: pub.id, domain })).__typename).toBe('CustomDomainState');
  expect((await call(pub.s.creator, VERIFY, { id: pub.id })).live).toMatchObject({ domain, status: 'VERIFIED' });
  return domain;
}

function get(url: string, host?: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) } });
}

const origin = (domain: string) => `http://${domain}:3000`;

describe('setting and verifying a publication’s domain', () => {
  it('lets editors only add a domain; it starts unverified with a TXT record only they see', async () => {
    const pub = await publication();
    const domain = `${unique('stories')}.example.com`;
    for (const session of [pub.s.writer, pub.s.stranger]) {
      expect(await call(session, SET, { id: pub.id, domain })).toEqual({ __typename: 'Forbidden', message: PUBLICATION_MESSAGES.editorsOnly });
    }
    const res = await t.graphql(SET, { id: pub.id, domain });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const set = await call(pub.s.creator, SET, { id: pub.id, domain: `  HTTPS://${domain.toUpperCase()}/  ` });
    expect(set).toMatchObject({ __typename: 'CustomDomainState', verificationMethod: 'MANUAL', live: null, pending: { domain, status: 'PENDING' } });
    const pending = set.pending as { verificationRecordName: string; verificationRecordValue: string };
    expect(pending.verificationRecordName).toBe(`_quire-verification.${domain}`);
    expect(pending.verificationRecordValue).toMatch(/^quire-verification=[0-9a-f]{32}$/);

    const asEditor = (await call(pub.s.creator, READ, { slug: pub.slug })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(asEditor.customDomainState.pending).toEqual({ domain, verificationRecordValue: pending.verificationRecordValue });
    expect(asEditor.domain).toBeNull();
    for (const session of [pub.s.writer, null]) {
      const other = (await call(session, READ, { slug: pub.slug })) as Record<string, unknown>;
      expect(other.customDomainState).toBeNull();
    }
    // Until it is verified, the domain serves nothing.
    const before = await get('/', domain);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(`<title>${pub.name}</title>`);
  });

  it('refuses bad domains, the instance’s own, and one another publication or profile uses', async () => {
    const [a, b] = [await publication(), await publication()];
    const taken = await liveDomain(a);
    const cases: [string, string][] = [
      ['not a domain', PUBLICATION_MESSAGES.domainInvalid],
      ['localhost', PUBLICATION_MESSAGES.domainInvalid],
      ['10.0.0.1', PUBLICATION_MESSAGES.domainInvalid],
      ['example.com/path', PUBLICATION_MESSAGES.domainInvalid],
      ['-bad.example.com', PUBLICATION_MESSAGES.domainInvalid],
      [taken, PUBLICATION_MESSAGES.domainTaken],
    ];
    for (const [domain, message] of cases) expect(await call(b.s.creator, SET, { id: b.id, domain }), domain).toEqual({ __typename: 'BadRequest', message });
    const own = await createTestApp({ PUBLIC_URL: 'https://quire.example.net' });
    try {
      const me = await createUser(own.deps.db);
      const { id } = await createCollection(own.deps.db, me.id);
      const { cookie, xsrf } = await own.signIn(me.id);
      const res = await own.graphql<{ setCollectionDomain: Answer }>(SET, { id, domain: 'Quire.Example.net' }, { cookie, xsrf });
      expect(res.data?.setCollectionDomain).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.domainIsOurs });
    } finally {
      await own.close();
    }
  });

  it('verifies through the configured verifier: a refusal leaves it pending, a pass makes it live', async () => {
    const pub = await publication();
    const domain = `${unique('checked')}.example.com`;
    await call(pub.s.creator, SET, { id: pub.id, domain });
    const seen: { name: string; value: string }[] = [];
    const dns = (answer: boolean): DomainVerifier => ({
      method: 'dns',
      verify: async (_domain, record) => {
        seen.push(record);
        return answer;
      },
    });
    setDomainVerifierForTests(dns(false));
    expect(await call(pub.s.creator, VERIFY, { id: pub.id })).toEqual({ __typename: 'BadRequest', message: PUBLICATION_MESSAGES.domainNotVerified });
    expect(seen[0]?.name).toBe(`_quire-verification.${domain}`);
    expect((await call(pub.s.creator, READ, { slug: pub.slug })).domain).toBeNull();
    expect(await call(pub.s.writer, VERIFY, { id: pub.id })).toMatchObject({ __typename: 'Forbidden' });
    setDomainVerifierForTests(dns(true));
    const verified = await call(pub.s.creator, VERIFY, { id: pub.id });
    expect(verified).toMatchObject({ verificationMethod: 'DNS', live: { domain, status: 'VERIFIED' }, pending: null });
  });

  it('changes link hosts: the publication, its stories and its navigation use the domain', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const read = (await call(null, READ, { slug: pub.slug })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(read.domain).toBe(domain);
    expect(read.mediumUrl).toBe(origin(domain));
    expect(read.customDomainState).toEqual({ live: { domain }, pending: null });
    expect(read.latestPostsConnection.posts).toEqual([{ id: pub.post.id, mediumUrl: `${origin(domain)}/${pub.post.slug}-${pub.post.id}` }]);
    expect((await call(null, READ, { slug: domain })).id).toBe(pub.id);
  });
});

describe('requests for a custom domain (Host header)', () => {
  it('serves the publication at the root: home, about, latest and its stories', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const home = await get('/', domain);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<title>${pub.name}</title>`);
    expect(home.body).toContain(`<link rel="canonical" href="${origin(domain)}/">`);
    expect(home.body).toContain(`href="/${pub.post.slug}-${pub.post.id}"`);
    expect((await get('/about', domain)).body).toContain(`About ${pub.name}`);
    expect((await get('/latest', domain)).body).toContain('Latest stories');
    const story = await get(`/${pub.post.slug}-${pub.post.id}`, domain);
    expect(story.statusCode).toBe(200);
    expect(story.body).toContain(pub.post.title);
    expect(story.body).toContain(`<link rel="canonical" href="${origin(domain)}/${pub.post.slug}-${pub.post.id}">`);
    // The same domain with a port and in capitals is the same site.
    expect((await get('/', `${domain.toUpperCase()}:3000`)).body).toContain(`<title>${pub.name}</title>`);
  });

  it('sends short and old story addresses to the canonical one on the domain', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const canonical = `/${pub.post.slug}-${pub.post.id}`;
    const short = await get(`/p/${pub.post.id}?sk=abc`, domain);
    expect(short.statusCode).toBe(301);
    expect(short.headers.location).toBe(`${canonical}?sk=abc`);
    const stale = await get(`/old-title-${pub.post.id}`, domain);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(canonical);
  });

  it('moves the publication’s reader pages and stories from the main address to the domain for good', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const home = await get(`/${pub.slug}`);
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe(`${origin(domain)}/`);
    expect((await get(`/${pub.slug}/about`)).headers.location).toBe(`${origin(domain)}/about`);
    expect((await get(`/${pub.slug}/tagged/science?to=x`)).headers.location).toBe(`${origin(domain)}/tagged/science?to=x`);
    const story = await get(`/${pub.slug}/${pub.post.slug}-${pub.post.id}`);
    expect(story.statusCode).toBe(301);
    expect(story.headers.location).toBe(`${origin(domain)}/${pub.post.slug}-${pub.post.id}`);
    // Editors keep working on the main address, where they are signed in.
    const settings = await get(`/${pub.slug}/settings`, undefined, pub.s.creator.cookie);
    expect(settings.statusCode).toBe(200);
  });

  it('sends everything else on the domain to the main address, and unknown addresses are not found', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const settings = await get('/settings', domain);
    expect(settings.statusCode).toBe(302);
    expect(settings.headers.location).toBe(`http://localhost:3000/${pub.slug}/settings`);
    const profile = await get('/@someone', domain);
    expect(profile.statusCode).toBe(302);
    expect(profile.headers.location).toBe('http://localhost:3000/@someone');
    expect((await get('/no/such/page/here/at-all', domain)).statusCode).toBe(404);
    // The viewer's role is asked where they are signed in.
    const permissions = await get('/permissions', domain);
    expect(permissions.statusCode).toBe(302);
    expect(permissions.headers.location).toBe(`http://localhost:3000/${pub.slug}/permissions`);
    // Readers sign in on the main address (the auth domain), which hands the session back; the API answers on the domain too.
    const signIn = await get('/m/signin?redirect=%2F', domain);
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toMatch(new RegExp(`^http://localhost:3000/m/global-identity\\?redirectUrl=${encodeURIComponent(`${origin(domain)}/`)}&state=`));
    const api = await t.app.inject({ method: 'POST', url: '/_/graphql', headers: { host: domain, 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ about { productName } }' }) });
    expect(api.json()).toEqual({ data: { about: { productName: 'Quire' } } });
  });

  it('links the publication’s stories on the domain from its writers’ profiles, never by a path of the main address', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    const writer = await t.deps.db.selectFrom('users').select('username').innerJoin('posts', 'posts.creator_id', 'users.id').where('posts.id', '=', pub.post.id).executeTakeFirstOrThrow();
    const storyPath = `/${pub.post.slug}-${pub.post.id}`;
    for (const path of [`/@${writer.username}`, `/@${writer.username}/latest`]) {
      const profile = await get(path);
      expect(profile.statusCode, path).toBe(200);
      expect(profile.body, path).toContain(`href="${origin(domain)}${storyPath}"`);
      expect(profile.body, path).not.toContain(`href="${storyPath}"`);
    }
  });

  it('keeps signed-out pages of the domain and of the main address apart in the page cache', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    expect((await get('/', domain)).body).toContain(`<title>${pub.name}</title>`);
    const main = await get('/');
    expect(main.statusCode).toBe(200);
    expect(main.body).not.toContain(`<title>${pub.name}</title>`);
    expect((await get('/', domain)).headers['x-cache-status']).toBe('hit');
  });

  it('stops serving a removed domain, and the main address serves the publication again', async () => {
    const pub = await publication();
    const domain = await liveDomain(pub);
    expect((await get('/', domain)).body).toContain(pub.name);
    expect(await call(pub.s.creator, SET, { id: pub.id, domain: '' })).toMatchObject({ live: null, pending: null });
    await t.jobsSettled();
    expect((await get('/', domain)).body).not.toContain(`<title>${pub.name}</title>`);
    const home = await get(`/${pub.slug}`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="http://localhost:3000/${pub.slug}">`);
  });
});

describe('a profile’s domain', () => {
  it('needs a username; then the owner sets and verifies it, and their own stories link to it', async () => {
    const nameless = await createUser(t.deps.db, { username: null });
    expect(await call(await sessionOf(nameless.id), SET_MINE, { domain: 'me.example.com' })).toEqual({
      __typename: 'Forbidden',
      message: PUBLICATION_MESSAGES.usernameNeeded,
    });
    expect((await t.graphql(SET_MINE, { domain: 'me.example.com' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const author = await createUser(t.deps.db);
    const me = await sessionOf(author.id);
    const domain = `${unique('me')}.example.com`;
    expect(await call(me, SET_MINE, { domain })).toMatchObject({ pending: { domain } });
    expect(await call(me, VERIFY_MINE)).toMatchObject({ live: { domain, status: 'VERIFIED' } });
    const STATE_OF = `query($id: ID!) { user(id: $id) { customDomainState { live { domain verificationRecordName } pending { domain } } } }`;
    expect((await call(null, STATE_OF, { id: author.id })).customDomainState).toEqual({ live: { domain, verificationRecordName: null }, pending: null });

    expect((await call(null, `query($id: ID!) { user(id: $id) { mediumUrl } }`, { id: author.id })).mediumUrl).toBe(origin(domain));
    const story = await createPost(t.deps.db, author.id, { title: 'Mine Alone' });
    const POST = `query($id: ID!) { post(id: $id) { mediumUrl } }`;
    expect((await call(null, POST, { id: story.id })).mediumUrl).toBe(`${origin(domain)}/${story.slug}-${story.id}`);
    // On the domain the story is at the root; on the main address its old address moves there.
    const onDomain = await get(`/${story.slug}-${story.id}`, domain);
    expect(onDomain.statusCode).toBe(200);
    expect(onDomain.body).toContain('Mine Alone');
    const moved = await get(`/@${author.username}/${story.slug}-${story.id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${origin(domain)}/${story.slug}-${story.id}`);
    // A story in a publication stays under the publication.
    const { id: pubId, slug } = await createCollection(t.deps.db, author.id);
    const inPub = await createPost(t.deps.db, author.id, { title: 'In A Publication', collectionId: pubId });
    expect((await call(null, POST, { id: inPub.id })).mediumUrl).toBe(`http://localhost:3000/${slug}/${inPub.slug}-${inPub.id}`);
  });
});
