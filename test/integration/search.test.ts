import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostBody } from '../../src/shared/content';
import { dialectOf } from '../../src/server/db/dialect';
import { insertCatalog, insertItem } from '../../src/server/modules/catalogs';
import { insertBlock, insertUserMute } from '../../src/server/modules/relations';
import { reindexLists, reindexPostsAndTags, reindexUsers, reindexCollections, repairSearchIndex } from '../../src/server/modules/search';
import { createCollection, createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(Date.now());
let t: TestApp;
let writer: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  writer = await createUser(t.deps.db, { name: 'Searching Writer' });
});
afterAll(() => t.close());

const SEARCH = `query($q: String!, $c: ID, $paging: PagingOptions) {
  searchPosts(query: $q, collectionId: $c, paging: $paging) {
    items { id title { text highlights { start end } } snippet { text highlights { start end } } post { id title } }
    pagingInfo { next { limit to } }
  }
}`;

type Hit = { id: string; title: { text: string; highlights: { start: number; end: number }[] }; snippet: { text: string; highlights: { start: number; end: number }[] } };

async function search(q: string, options: { cookie?: string; xsrf?: string; collectionId?: string; paging?: Record<string, unknown> } = {}) {
  const res = await t.graphql<{ searchPosts: { items: Hit[]; pagingInfo: { next: { to: string } | null } } }>(
    SEARCH,
    { q, c: options.collectionId ?? null, paging: options.paging ?? null },
    { cookie: options.cookie, xsrf: options.xsrf },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.searchPosts;
}
const ids = async (q: string, options?: Parameters<typeof search>[1]) => (await search(q, options)).items.map((h) => h.id);

function body(...texts: string[]): PostBody {
  return { paragraphs: paragraphs(...texts), sections: [] };
}

/** A story, indexed the way its publish job would index it. */
async function story(title: string, texts: string[], options: Parameters<typeof createPost>[2] = {}, creatorId = writer.id) {
  const post = await createPost(t.deps.db, creatorId, { title, body: body(...texts), ...options });
  await reindexPostsAndTags(t.deps.db, [post.id], clock.now());
  return post;
}

describe('story search semantics', () => {
  it('stems words: running finds run and runners', async () => {
    const post = await story('Morning habits', ['She was running along the quay before dawn.']);
    expect(await ids('run')).toContain(post.id);
    expect(await ids('runs')).toContain(post.id);
  });

  it('matches phrases only with their words together and in order', async () => {
    const together = await story('Harbour notes', ['A quiet harbour at night.']);
    const apart = await story('Harbour notes two', ['The harbour was quiet.']);
    const found = await ids('"quiet harbour"');
    expect(found).toContain(together.id);
    expect(found).not.toContain(apart.id);
  });

  it('matches the beginnings of words with a trailing star, and whole words without', async () => {
    const post = await story('Lighthouse keepers', ['Stories of the xylophonist who kept the light.']);
    expect(await ids('xylopho*')).toContain(post.id);
    expect(await ids('xylopho')).not.toContain(post.id);
  });

  it('leaves out stories with a minus word', async () => {
    const a = await story('Quokka one', ['The quokka smiles.']);
    const b = await story('Quokka two', ['The quokka smiles at the camera.']);
    const found = await ids('quokka -camera');
    expect(found).toContain(a.id);
    expect(found).not.toContain(b.id);
  });

  it('ranks a title match over a body match, even an older story without claps', async () => {
    const inBody = await story('An afternoon', ['We talked about the zeppelin for hours.'], { publishedAt: clock.now() - DAY });
    await t.deps.db.insertInto('clap_counts').values({ target_type: 'post', target_id: inBody.id, clap_count: 500, clapper_count: 50 }).execute();
    const inTitle = await story('Zeppelin', ['Some history of airships.'], { publishedAt: clock.now() - 700 * DAY });
    expect((await ids('zeppelin')).slice(0, 2)).toEqual([inTitle.id, inBody.id]);
  });

  it('orders equal matches newest first, and equally new ones by claps', async () => {
    const older = await story('Marmalade', ['Oranges and sugar.'], { publishedAt: clock.now() - 300 * DAY });
    const newer = await story('Marmalade', ['Oranges and sugar.'], { publishedAt: clock.now() - 3 * DAY });
    expect(await ids('marmalade')).toEqual([newer.id, older.id]);

    const at = clock.now() - 10 * DAY;
    const quiet = await story('Sourdough', ['Flour and water.'], { publishedAt: at });
    const loved = await story('Sourdough', ['Flour and water.'], { publishedAt: at });
    await t.deps.db.insertInto('clap_counts').values({ target_type: 'post', target_id: loved.id, clap_count: 120, clapper_count: 10 }).execute();
    expect(await ids('sourdough')).toEqual([loved.id, quiet.id]);
  });

  it('marks matched words as ranges in the title and in a passage of the body', async () => {
    const post = await story('Glacier diaries', ['Nothing here.', 'Later the seals gathered on the glaciers, <b>not</b> bold.']);
    const hit = (await search('glacier')).items.find((h) => h.id === post.id)!;
    const marked = (text: { text: string; highlights: { start: number; end: number }[] }) => text.highlights.map((h) => text.text.slice(h.start, h.end));
    expect(marked(hit.title)).toEqual(['Glacier']);
    expect(marked(hit.snippet)).toEqual(['glaciers']);
    expect(hit.snippet.text).not.toContain('\u0002');
    expect(hit.snippet.text).not.toContain('\u0003');
  });

  it('pages by rank without repeating or losing a story', async () => {
    const made = [];
    for (let i = 0; i < 13; i++) made.push((await story(`Ocelot ${i}`, ['Spotted cats.'], { publishedAt: clock.now() - i * DAY })).id);
    const first = await search('ocelot');
    expect(first.items).toHaveLength(10);
    const second = await search('ocelot', { paging: { to: first.pagingInfo.next!.to } });
    expect(second.pagingInfo.next).toBeNull();
    expect([...first.items, ...second.items].map((h) => h.id)).toEqual(made);
  });

  it('ranks a common word past the candidate bound and a rare phrase the same with or without the headline index', async () => {
    // 240 stories say the common word in their title (more than one arm's 200 candidates), 10 more only in
    // their body; two say the rare phrase. Times are a day apart, so recency orders equal matches.
    // Written oldest first, as a site indexes its stories (SQLite reads its index in that order).
    const made: string[] = [];
    for (let i = 249; i >= 0; i--) {
      const title = i % 25 === 24 ? `Plain notes ${i}` : `Hornwort notes ${i}`;
      const texts = i % 25 === 24 ? ['Hornwort again in the body.'] : ['Mosses in the body.'];
      if (i === 49 || i === 174) texts.push('A quokka semaphore at dusk.');
      made[i] = (await story(title, texts, { publishedAt: clock.now() - (i + 1) * DAY })).id;
    }
    const everything = async (q: string) => {
      const found: string[] = [];
      let page = await search(q);
      found.push(...page.items.map((h) => h.id));
      while (page.pagingInfo.next) {
        page = await search(q, { paging: { to: page.pagingInfo.next.to } });
        found.push(...page.items.map((h) => h.id));
      }
      return found;
    };
    const common = await everything('hornwort');
    const rare = await everything('"quokka semaphore"');
    expect(new Set(common).size).toBe(common.length);
    // The newest 200 title matches come first, newest first; the body-only matches rank below them.
    const titled = made.filter((_, i) => i % 25 !== 24);
    expect(common.slice(0, 200)).toEqual(titled.slice(0, 200));
    expect(rare).toEqual([made[49], made[174]]);
    // More than one word, a left-out word, a beginning: the same newest title matches first (on PostgreSQL the
    // first two read the word's own date-ordered range and test each headline, the beginning walks the dates).
    for (const q of ['hornwort notes', 'notes hornwort -plain', 'hornwo*']) expect(await ids(q, { paging: { limit: 25 } })).toEqual(titled.slice(0, 25));
    if (dialectOf(t.deps.db) === 'postgres') {
      // The same answers when PostgreSQL walks the table instead of the index carrying the headline.
      await sql`DROP INDEX search_posts_published_headline`.execute(t.deps.db);
      try {
        expect(await everything('hornwort')).toEqual(common);
        expect(await everything('"quokka semaphore"')).toEqual(rare);
      } finally {
        await sql`CREATE INDEX search_posts_published_headline ON search_posts (published_at) INCLUDE (headline, doc_id)`.execute(t.deps.db);
      }
    }
  }, 120_000);

  it('searches one publication only when asked', async () => {
    const publication = await createCollection(t.deps.db, writer.id);
    const inside = await story('Pangolin scales', ['Armour.'], { collectionId: publication.id });
    const outside = await story('Pangolin facts', ['Armour too.']);
    expect(await ids('pangolin', { collectionId: publication.id })).toEqual([inside.id]);
    expect(await ids('pangolin')).toEqual(expect.arrayContaining([inside.id, outside.id]));
  });

  it('answers hostile and odd queries without an error', async () => {
    const post = await story('Capybara', ['Calm animals.']);
    for (const q of ['"', 'capybara"', 'NEAR(capybara', 'capybara AND', 'title:capybara', "capy'bara", '*', '-', '-capybara', ')))', ':*', '\\', '{title} : x', '🦫 capybara', 'a'.repeat(5000), '']) {
      await search(q);
    }
    for (const q of ['capybara"', '(capybara', 'capybara)', '"capybara', 'CAPYBARA*', 'capybara;--']) expect(await ids(q)).toContain(post.id);
    // Operators are words like any other: NEAR( looks for "near" too.
    expect(await ids('NEAR(capybara')).toEqual([]);
    expect(await ids('-capybara')).toEqual([]);
  });
});

describe('what search never shows', () => {
  it('leaves out drafts, unlisted, deleted and suspended stories, responses and suspended writers', async () => {
    const word = 'okapi';
    const visible = await story(`${word} visible`, ['Seen.']);
    const draft = await story(`${word} draft`, ['Unseen.'], { published: false });
    const unlisted = await story(`${word} unlisted`, ['Unseen.'], { visibility: 'UNLISTED' });
    const deleted = await story(`${word} deleted`, ['Unseen.'], { deleted: true });
    const suspended = await story(`${word} suspended`, ['Unseen.'], { suspended: true });
    const response = await createPost(t.deps.db, writer.id, { title: `${word} response`, body: body('Unseen.') });
    await t.deps.db.updateTable('posts').set({ is_response: 1, in_response_to_post_id: visible.id }).where('id', '=', response.id).execute();
    await reindexPostsAndTags(t.deps.db, [response.id], clock.now());
    const banned = await createUser(t.deps.db, { suspended: true });
    const byBanned = await story(`${word} by a suspended writer`, ['Unseen.'], {}, banned.id);
    const found = await ids(word);
    expect(found).toEqual([visible.id]);
    for (const hidden of [draft, unlisted, deleted, suspended, response, byBanned]) expect(found).not.toContain(hidden.id);
  });

  it('indexes only the preview of a members-only story, so no snippet reads past the paywall', async () => {
    const locked = await story('Members corner', ['Opening lemur lines.', 'Two.', 'Three.', 'Four.', 'The secret narwhal paragraph.'], { visibility: 'LOCKED' });
    expect(await ids('lemur')).toContain(locked.id);
    expect(await ids('narwhal')).not.toContain(locked.id);
    const hit = (await search('lemur')).items.find((h) => h.id === locked.id)!;
    expect(hit.snippet.text).not.toContain('narwhal');
  });

  it('leaves out, for one reader, the people they muted or blocked and who blocked them', async () => {
    const reader = await createUser(t.deps.db);
    const [muted, blocked, blocker] = [await createUser(t.deps.db), await createUser(t.deps.db), await createUser(t.deps.db)];
    const stories = [await story('Tapir one', ['x'], {}, muted.id), await story('Tapir two', ['x'], {}, blocked.id), await story('Tapir three', ['x'], {}, blocker.id)];
    await insertUserMute(t.deps.db, reader.id, muted.id, clock.now());
    await insertBlock(t.deps.db, reader.id, blocked.id, clock.now());
    await insertBlock(t.deps.db, blocker.id, reader.id, clock.now());
    const session = await t.signIn(reader.id);
    expect(await ids('tapir', session)).toEqual([]);
    expect(await ids('tapir')).toEqual(expect.arrayContaining(stories.map((s) => s.id)));
    const people = await t.graphql<{ searchUsers: { users: { id: string }[] } }>(`query($q: String!) { searchUsers(query: $q) { users { id } } }`, { q: 'Writer' }, session);
    await reindexUsers(t.deps.db, [muted.id, blocked.id, blocker.id], clock.now());
    const found = (await t.graphql<{ searchUsers: { users: { id: string }[] } }>(`query($q: String!) { searchUsers(query: $q, paging: { limit: 25 }) { users { id } } }`, { q: 'Writer' }, session)).data!.searchUsers.users.map((u) => u.id);
    expect(people.errors).toBeUndefined();
    for (const hidden of [muted, blocked, blocker]) expect(found).not.toContain(hidden.id);
  });

  it('fills a page past the best matches a reader may not see, and pages on from there', async () => {
    const reader = await createUser(t.deps.db);
    const muted = await createUser(t.deps.db);
    const hidden = [];
    for (let i = 0; i < 3; i++) hidden.push((await story(`Zorblat hidden ${i}`, ['x'], { publishedAt: clock.now() - i * DAY }, muted.id)).id);
    const shown = [];
    for (let i = 3; i < 6; i++) shown.push((await story(`Zorblat shown ${i}`, ['x'], { publishedAt: clock.now() - i * DAY })).id);
    await insertUserMute(t.deps.db, reader.id, muted.id, clock.now());
    const session = await t.signIn(reader.id);
    const first = await search('zorblat', { ...session, paging: { limit: 2 } });
    expect(first.items.map((h) => h.id)).toEqual(shown.slice(0, 2));
    const second = await search('zorblat', { ...session, paging: { limit: 2, to: first.pagingInfo.next!.to } });
    expect(second.items.map((h) => h.id)).toEqual(shown.slice(2));
    expect(second.pagingInfo.next).toBeNull();
    expect(await ids('zorblat')).toEqual([...hidden, ...shown]);
  });

  it('finds public lists, never private lists or the reading list', async () => {
    const owner = await createUser(t.deps.db);
    const post = await story('Listed story', ['x']);
    const lists = [];
    for (const [name, visibility, predefined] of [
      ['Gazetteer picks', 'PUBLIC', null],
      ['Gazetteer secrets', 'PRIVATE', null],
      ['Gazetteer reading', 'PUBLIC', 'READING_LIST'],
    ] as const) {
      const list = await insertCatalog(t.deps.db, { creatorId: owner.id, name, description: '', visibility, slug: name.toLowerCase().replace(/ /g, '-'), now: clock.now() });
      await insertItem(t.deps.db, { catalogId: list.id, postId: post.id, state: 'QUEUE', now: clock.now() });
      await t.deps.db.updateTable('catalogs').set({ item_count: 1, predefined }).where('id', '=', list.id).execute();
      lists.push(list.id);
    }
    await reindexLists(t.deps.db, lists, clock.now());
    // Even a document the index still holds is checked against the list itself.
    await t.deps.db.insertInto('search_entities').values({ kind: 'list', ref_id: lists[1]!, name: 'Gazetteer secrets', detail: '', body: '', popularity: 1, indexed_at: 0 }).execute();
    const res = await t.graphql<{ searchCatalogs: { catalogs: { id: string }[] } }>(`query { searchCatalogs(query: "gazetteer") { catalogs { id } } }`);
    expect(res.data!.searchCatalogs.catalogs.map((c) => c.id)).toEqual([lists[0]]);
  });
});

describe('people, publications and tags', () => {
  it('finds people by name, username and bio, and publications by name and tagline, as they are typed', async () => {
    const person = await createUser(t.deps.db, { name: 'Ottoline Quarrington', username: 'oquarr' });
    await t.deps.db.updateTable('users').set({ bio: 'Writes about beekeeping.' }).where('id', '=', person.id).execute();
    await reindexUsers(t.deps.db, [person.id], clock.now());
    const find = async (q: string) => (await t.graphql<{ searchUsers: { users: { id: string }[] } }>(`query($q: String!) { searchUsers(query: $q) { users { id } } }`, { q })).data!.searchUsers.users.map((u) => u.id);
    expect(await find('Quarrington')).toEqual([person.id]);
    expect(await find('ottol')).toEqual([person.id]);
    expect(await find('oquarr')).toEqual([person.id]);
    expect(await find('beekeeping')).toEqual([person.id]);

    const publication = await createCollection(t.deps.db, person.id);
    await t.deps.db.updateTable('collections').set({ name: 'The Verdigris Review', tagline: 'Copper and time' }).where('id', '=', publication.id).execute();
    await reindexCollections(t.deps.db, [publication.id], clock.now());
    const pubs = await t.graphql<{ searchCollections: { collections: { id: string; name: string }[] } }>(`query { searchCollections(query: "copper") { collections { id name } } }`);
    expect(pubs.data!.searchCollections.collections).toEqual([{ id: publication.id, name: 'The Verdigris Review' }]);
  });

  it('finds tags with the number of stories anyone may read', async () => {
    await t.deps.db.insertInto('tags').values({ slug: 'origami', name: 'Origami', created_at: clock.now() }).execute();
    for (const published of [true, true, false]) {
      const post = await createPost(t.deps.db, writer.id, { title: 'Folded', published });
      await t.deps.db.insertInto('post_tags').values({ post_id: post.id, tag_slug: 'origami', position: 0 }).execute();
      await reindexPostsAndTags(t.deps.db, [post.id], clock.now());
    }
    const res = await t.graphql<{ searchTags: { tags: { tag: { normalizedTagSlug: string }; postCount: number }[] } }>(`query { searchTags(query: "origam") { tags { tag { normalizedTagSlug } postCount } } }`);
    expect(res.data!.searchTags.tags).toEqual([{ tag: { normalizedTagSlug: 'origami' }, postCount: 2 }]);
  });

  it('suggests stories, people, publications and tags for the word being typed', async () => {
    const post = await story('Quetzal feathers', ['Green and long.']);
    const res = await t.graphql<{ searchSuggestions: { posts: { id: string }[]; users: unknown[]; tags: unknown[] } }>(`query { searchSuggestions(query: "quetz") { posts { id } users { id } collections { id } tags { postCount } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.searchSuggestions.posts.map((p) => p.id)).toEqual([post.id]);
  });
});

describe('keeping the index', () => {
  const SUBMIT = (postId: string) => t.deps.bus.publish(t.deps.db, 'post.published', { postId, actorId: writer.id, collectionId: null, isFirstPublication: true });

  it('follows edits, unpublishing and deletion through the jobs of their events', async () => {
    const post = await createPost(t.deps.db, writer.id, { title: 'Axolotl care', body: body('Cold water.') });
    await SUBMIT(post.id);
    await t.jobsSettled();
    expect(await ids('axolotl')).toEqual([post.id]);

    await t.deps.db.updateTable('posts').set({ title: 'Salamander care' }).where('id', '=', post.id).execute();
    await t.deps.bus.publish(t.deps.db, 'post.settingsChanged', { postId: post.id, actorId: writer.id });
    await t.jobsSettled();
    expect(await ids('axolotl')).toEqual([]);
    expect(await ids('salamander')).toEqual([post.id]);
    // A second delivery of an old event changes nothing.
    await SUBMIT(post.id);
    await t.jobsSettled();
    expect(await ids('salamander')).toEqual([post.id]);

    await t.deps.db.updateTable('posts').set({ is_published: 0 }).where('id', '=', post.id).execute();
    await t.deps.bus.publish(t.deps.db, 'post.unpublished', { postId: post.id, actorId: writer.id });
    await t.jobsSettled();
    const left = await t.deps.db.selectFrom('search_posts').select('post_id').where('post_id', '=', post.id).execute();
    expect(left).toEqual([]);
  });

  it('keeps the date-ordered words of every headline in step with the index (PostgreSQL)', async () => {
    if (dialectOf(t.deps.db) !== 'postgres') return;
    const drift = async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
        (SELECT lexeme, published_at, doc_id FROM search_headline_words
          EXCEPT SELECT lexeme, s.published_at, s.doc_id FROM search_posts s, unnest(tsvector_to_array(s.headline)) AS lexeme)
        UNION ALL
        (SELECT lexeme, s.published_at, s.doc_id FROM search_posts s, unnest(tsvector_to_array(s.headline)) AS lexeme
          EXCEPT SELECT lexeme, published_at, doc_id FROM search_headline_words)) AS d`.execute(t.deps.db);
      return rows[0]!.n;
    };
    const post = await story('Ibex ledges', ['Steep.']);
    await t.deps.db.updateTable('posts').set({ subtitle: 'Goats of the Alps' }).where('id', '=', post.id).execute();
    await reindexPostsAndTags(t.deps.db, [post.id], clock.now());
    const words = async () =>
      (await sql<{ lexeme: string }>`SELECT w.lexeme FROM search_headline_words w JOIN search_posts s ON s.doc_id = w.doc_id WHERE s.post_id = ${post.id} ORDER BY 1`.execute(t.deps.db)).rows.map((r) => r.lexeme);
    expect(await words()).toEqual(['alp', 'goat', 'ibex', 'ledg']);
    await t.deps.db.updateTable('posts').set({ title: 'Chamois ledges', published_at: clock.now() - 3 * DAY }).where('id', '=', post.id).execute();
    await reindexPostsAndTags(t.deps.db, [post.id], clock.now());
    expect(await words()).toEqual(['alp', 'chamoi', 'goat', 'ledg']);
    expect(await ids('ibex')).toEqual([]);
    expect(await ids('chamois')).toEqual([post.id]);
    expect(await drift()).toBe(0);
    await t.deps.db.updateTable('posts').set({ is_published: 0 }).where('id', '=', post.id).execute();
    await reindexPostsAndTags(t.deps.db, [post.id], clock.now());
    expect(await words()).toEqual([]);
    expect(await drift()).toBe(0);
  });

  it('removes a story its author deletes', async () => {
    const post = await story('Wombat burrows', ['Cube shaped.']);
    expect(await ids('wombat')).toEqual([post.id]);
    const session = await t.signIn(writer.id);
    const res = await t.graphql(`mutation($id: ID!) { deletePost(postId: $id) { __typename } }`, { id: post.id }, session);
    expect(res.data).toEqual({ deletePost: { __typename: 'PostDeleted' } });
    await t.jobsSettled();
    expect(await ids('wombat')).toEqual([]);
    expect(await t.deps.db.selectFrom('search_posts').select('post_id').where('post_id', '=', post.id).execute()).toEqual([]);
  });

  it('repairs, at start, a document whose job was lost', async () => {
    const lost = await createPost(t.deps.db, writer.id, { title: 'Narwhal tusks', body: body('Long teeth.') });
    const renamed = await story('Kakapo nights', ['A parrot.']);
    await t.deps.db.updateTable('posts').set({ title: 'Kea mornings', updated_at: Date.now() + 1 }).where('id', '=', renamed.id).execute();
    expect(await ids('narwhal')).toEqual([]);
    const report = await repairSearchIndex(t.deps.db, clock.now());
    expect(report.posts).toBeGreaterThanOrEqual(2);
    expect(await ids('narwhal')).toEqual([lost.id]);
    expect(await ids('kakapo')).toEqual([]);
    expect(await ids('kea')).toEqual([renamed.id]);
  });
});
