import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage } from '../../src/server/modules/media/media.repo';
import { newId } from '../../src/server/db/ids';
import { NEW_STORIES_PER_HOUR } from '../../src/server/modules/posts/authoring.service';
import { createCollection, createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { cookie: string; xsrf: string };
type Answer = { __typename: string; message?: string; [key: string]: unknown };

const POST_FIELDS = `
  id title subtitle uniqueSlug mediumUrl isPublished visibility license canonicalUrl latestVersion latestPublishedVersion
  firstPublishedAt latestPublishedAt statusForCollection readingTime wordCount draftLabel isDeleted
  collection { id name } pendingCollection { id name }
  tags { normalizedTagSlug displayTitle }
  previewImage { id focusPercentX focusPercentY }
  viewerEdge { canEdit shareKey }
  latestDraft { version title subtitle bodyJson savedAt }
`;

const CREATE = `mutation($slug: String, $title: String, $subtitle: String, $body: String) {
  createPost(collectionSlug: $slug, title: $title, subtitle: $subtitle, bodyJson: $body) {
    __typename ... on Post { ${POST_FIELDS} } ... on BadRequest { message } ... on Forbidden { message }
  }
}`;
const SAVE = `mutation($id: ID!, $base: Int!, $title: String!, $subtitle: String!, $body: String!) {
  savePostDraft(postId: $id, baseVersion: $base, title: $title, subtitle: $subtitle, bodyJson: $body) {
    __typename
    ... on PostDraftSaved { version savedAt post { ${POST_FIELDS} } }
    ... on Conflict { message latestVersion }
    ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message }
  }
}`;
const RESULT = `__typename ... on Post { ${POST_FIELDS} } ... on BadRequest { message } ... on Forbidden { message }
  ... on NotFound { message } ... on Conflict { message latestVersion }`;
const PUBLISH = `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { ${RESULT} } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishPost(postId: $id) { ${RESULT} } }`;
const SETTINGS = `mutation($id: ID!, $input: PostSettingsInput!) { updatePostSettings(postId: $id, input: $input) { ${RESULT} } }`;
const SUBMIT = `mutation($id: ID!, $collectionId: ID!) { submitPostToCollection(postId: $id, collectionId: $collectionId) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) {
  deletePost(postId: $id) { __typename ... on PostDeleted { id } ... on Forbidden { message } ... on NotFound { message } }
}`;
const FOR_EDITING = `query($id: ID!) {
  postForEditing(id: $id) { __typename ... on Post { ${POST_FIELDS} } ... on NotFound { message } ... on Forbidden { message } }
}`;
const READ = `query($id: ID!) {
  post(id: $id) { id title isPublished latestPublishedVersion draftLabel viewerEdge { canEdit shareKey } latestDraft { version }
    content { bodyModel { paragraphs { text } } } }
}`;
const STORIES = `query($filter: YourStoriesFilter!, $paging: PagingOptions) {
  viewerStories(filter: $filter, paging: $paging) { posts { id title draftLabel } pagingInfo { next { limit to } } }
}`;
const COUNTS = `query { viewerStoryCounts { drafts public unlisted responses } }`;
const PUBLICATIONS = `query { viewerPublications { id name viewerEdge { isEditor isWriter } } }`;
const MENTIONS = `query($q: String!, $limit: Int) { mentionSuggestions(query: $q, limit: $limit) { id name username } }`;

async function sessionOf(userId: string): Promise<Session> {
  const { cookie, xsrf } = await t.signIn(userId);
  return { cookie, xsrf };
}

async function call(session: Session | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await t.graphql<Record<string, Answer>>(query, variables, session ?? {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data ?? {})[0] as Answer;
}

function bodyJson(...texts: string[]): string {
  return JSON.stringify({
    paragraphs: texts.map((text, i) => ({ name: `p${i}`, type: 'P', text, markups: [] })),
    sections: [],
  });
}

function imageBody(text: string, imageIds: string[]): string {
  return JSON.stringify({
    paragraphs: [
      { name: 'p0', type: 'P', text, markups: [] },
      ...imageIds.map((id, i) => ({ name: `i${i}`, type: 'IMG', text: '', markups: [], metadata: { id, originalWidth: 800, originalHeight: 600 } })),
    ],
    sections: [],
  });
}

async function storedImage(): Promise<string> {
  const id = newId();
  await insertImage(t.deps.db, { id, mime: 'image/png', width: 800, height: 600, bytes: 100, storageKey: id, createdAt: Date.now(), creatorId: null });
  return id;
}

async function newDraft(session: Session, text = 'The first words.', title = 'A Draft', slug?: string): Promise<Answer> {
  const post = await call(session, CREATE, { title, subtitle: 'Sub', body: bodyJson(text), slug });
  expect(post.__typename).toBe('Post');
  return post;
}

const publishInput = (extra: Record<string, unknown> = {}) => ({ tags: ['Writing'], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', ...extra });

async function publish(session: Session, id: unknown, extra: Record<string, unknown> = {}) {
  return call(session, PUBLISH, { id, input: publishInput(extra) });
}

/**
 * The story page as a reader gets it, following a redirect to its canonical address. Signed-out pages are
 * cached for a while, so a page read before a change is read signed in (`session`), which is never cached.
 */
async function storyPage(path: string, session?: Session): Promise<{ status: number; html: string }> {
  const headers = session ? { cookie: session.cookie } : {};
  let res = await t.app.inject({ method: 'GET', url: path, headers });
  if (res.statusCode === 301 || res.statusCode === 302) res = await t.app.inject({ method: 'GET', url: String(res.headers.location), headers });
  return { status: res.statusCode, html: res.body };
}

describe('signed out', () => {
  it('refuses every authoring call with UNAUTHENTICATED', async () => {
    const author = await createUser(t.deps.db);
    const post = await createPost(t.deps.db, author.id);
    const calls: [string, Record<string, unknown>][] = [
      [CREATE, { title: 'x' }],
      [SAVE, { id: post.id, base: 1, title: 'x', subtitle: '', body: bodyJson('x') }],
      [PUBLISH, { id: post.id, input: publishInput() }],
      [UNPUBLISH, { id: post.id }],
      [DELETE, { id: post.id }],
      [SETTINGS, { id: post.id, input: { license: 'CC_40_BY' } }],
      [SUBMIT, { id: post.id, collectionId: newId() }],
      [FOR_EDITING, { id: post.id }],
      [STORIES, { filter: 'DRAFTS' }],
      [COUNTS, {}],
      [PUBLICATIONS, {}],
      [MENTIONS, { q: 'a' }],
    ];
    for (const [query, variables] of calls) {
      const res = await t.graphql(query, variables);
      expect(res.errors?.[0]?.message).toBe('You need to sign in first.');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const read = await t.graphql<{ post: Answer }>(READ, { id: post.id });
    expect(read.data?.post.viewerEdge).toEqual({ canEdit: false, shareKey: null });
    expect(read.data?.post.latestDraft).toBeNull();
    expect(read.data?.post.draftLabel).toBeNull();
  });
});

describe('drafts', () => {
  it('creates a draft on the profile with version 1, a slug, a share key and the label Draft', async () => {
    const author = await createUser(t.deps.db);
    const me = await sessionOf(author.id);
    const post = await newDraft(me, 'One two three four.', 'Hello World Again');
    expect(post).toMatchObject({
      title: 'Hello World Again',
      subtitle: 'Sub',
      isPublished: false,
      latestVersion: 1,
      latestPublishedVersion: null,
      statusForCollection: null,
      pendingCollection: null,
      draftLabel: 'Draft',
      wordCount: 4,
      isDeleted: false,
    });
    expect(post.uniqueSlug).toBe(`hello-world-again-${post.id as string}`);
    const edge = post.viewerEdge as { canEdit: boolean; shareKey: string };
    expect(edge.canEdit).toBe(true);
    expect(edge.shareKey).toMatch(/^[0-9a-f]{32}$/);
    expect(post.latestDraft).toMatchObject({ version: 1, title: 'Hello World Again', bodyJson: bodyJson('One two three four.') });
  });

  it('creates an empty draft when nothing is given', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await call(me, CREATE, {});
    expect(post).toMatchObject({ __typename: 'Post', title: '', latestVersion: 1, draftLabel: 'Draft' });
    expect(JSON.parse((post.latestDraft as { bodyJson: string }).bodyJson)).toEqual({ paragraphs: [], sections: [] });
  });

  it('refuses a body that is not valid JSON or breaks the content rules, with the reason', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    expect(await call(me, CREATE, { body: '{nope' })).toEqual({
      __typename: 'BadRequest',
      message: 'The story could not be read: its body is not valid JSON.',
    });
    const bad = JSON.stringify({ paragraphs: [{ name: 'a', type: 'NOPE', text: 'x', markups: [] }] });
    const answer = await call(me, CREATE, { body: bad });
    expect(answer.__typename).toBe('BadRequest');
    expect(answer.message).toContain('Paragraph 1: type must be one of');
  });

  it('starts drafts in a publication for its writers (unsubmitted) and editors (in it), not for others', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [
      { userId: writer.id, role: 'WRITER' },
      { userId: editor.id, role: 'EDITOR' },
    ]);
    const byWriter = await newDraft(await sessionOf(writer.id), 'x', 'W', pub.slug);
    expect(byWriter).toMatchObject({ statusForCollection: 'NOT_YET_SUBMITTED', draftLabel: 'Unsubmitted draft', pendingCollection: { id: pub.id } });
    const byEditor = await newDraft(await sessionOf(editor.id), 'x', 'E', pub.slug);
    expect(byEditor).toMatchObject({ statusForCollection: 'PENDING', draftLabel: `Draft in Publication ${pub.slug}` });
    expect(await call(await sessionOf(stranger.id), CREATE, { slug: pub.slug })).toEqual({
      __typename: 'Forbidden',
      message: 'You can only start drafts in publications you write for.',
    });
    expect(await call(await sessionOf(stranger.id), CREATE, { slug: 'no-such-publication' })).toEqual({
      __typename: 'BadRequest',
      message: 'That publication does not exist.',
    });
  });

  it('limits how many stories one account starts in an hour', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const answers = [];
    for (let i = 0; i <= NEW_STORIES_PER_HOUR; i++) answers.push((await call(me, CREATE, {})).__typename);
    expect(answers.filter((a) => a === 'Post')).toHaveLength(NEW_STORIES_PER_HOUR);
    expect(await call(me, CREATE, {})).toEqual({
      __typename: 'BadRequest',
      message: 'You have started a lot of stories in the last hour. Please try again later.',
    });
    expect((await call(await sessionOf((await createUser(t.deps.db)).id), CREATE, {})).__typename).toBe('Post');
  });

  it('refuses suspended accounts', async () => {
    const suspended = await createUser(t.deps.db, { suspended: true });
    const answer = await call(await sessionOf(suspended.id), CREATE, { title: 'x' });
    expect(answer.__typename).toBe('Forbidden');
  });

  it('saves new versions against the newest one and answers Conflict to a stale base', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me);
    const first = await call(me, SAVE, { id: post.id, base: 1, title: 'Renamed story', subtitle: 'New sub', body: bodyJson('Now five words are here.') });
    expect(first).toMatchObject({ __typename: 'PostDraftSaved', version: 2 });
    expect(first.post).toMatchObject({ latestVersion: 2, title: 'Renamed story', subtitle: 'New sub', wordCount: 5 });
    expect((first.post as { uniqueSlug: string }).uniqueSlug).toBe(`renamed-story-${post.id as string}`);

    const stale = await call(me, SAVE, { id: post.id, base: 1, title: 'Other', subtitle: '', body: bodyJson('Lost?') });
    expect(stale).toEqual({
      __typename: 'Conflict',
      message: 'This story was changed somewhere else. Reload to get the latest version.',
      latestVersion: 2,
    });
    const editing = await call(me, FOR_EDITING, { id: post.id });
    expect(editing.latestDraft).toMatchObject({ version: 2, title: 'Renamed story', bodyJson: bodyJson('Now five words are here.') });
  });

  it('trims the empty lines at the end of a code block when a draft is started or saved', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const code = (text: string) => JSON.stringify({ paragraphs: [{ name: 'c0', type: 'PRE', text, markups: [] }], sections: [] });
    const post = await call(me, CREATE, { title: 'Code', subtitle: '', body: code('let a = 1;\n\n\n') });
    expect(JSON.parse((post.latestDraft as { bodyJson: string }).bodyJson).paragraphs[0].text).toBe('let a = 1;');
    const saved = await call(me, SAVE, { id: post.id, base: 1, title: 'Code', subtitle: '', body: code('let b = 2;\n  \n') });
    expect(saved).toMatchObject({ __typename: 'PostDraftSaved', version: 2 });
    const editing = await call(me, FOR_EDITING, { id: post.id });
    expect(editing.latestDraft).toMatchObject({ version: 2, bodyJson: code('let b = 2;') });
  });

  it('lets exactly one of several concurrent saves with the same base win', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    for (let round = 0; round < 5; round++) {
      const post = await newDraft(me);
      const save = (text: string) => call(me, SAVE, { id: post.id, base: 1, title: text, subtitle: '', body: bodyJson(text) });
      const answers = await Promise.all([save('Tab one'), save('Tab two'), save('Tab three')]);
      const winners = answers.filter((a) => a.__typename === 'PostDraftSaved');
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.__typename === 'Conflict')).toHaveLength(2);
      const editing = await call(me, FOR_EDITING, { id: post.id });
      const winner = (winners[0]!.post as { title: string }).title;
      expect(editing.latestDraft).toMatchObject({ version: 2, title: winner, bodyJson: bodyJson(winner) });
    }
  });

  it('refuses a bad body on save and keeps the last good version', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me, 'Good text.');
    const bad = await call(me, SAVE, { id: post.id, base: 1, title: 'x', subtitle: '', body: '[]' });
    expect(bad).toEqual({ __typename: 'BadRequest', message: 'The post body must be an object with a list of paragraphs.' });
    const tooLong = await call(me, SAVE, { id: post.id, base: 1, title: 'x'.repeat(201), subtitle: '', body: bodyJson('y') });
    expect(tooLong).toEqual({ __typename: 'BadRequest', message: 'The title can be at most 200 characters.' });
    const editing = await call(me, FOR_EDITING, { id: post.id });
    expect(editing.latestDraft).toMatchObject({ version: 1, bodyJson: bodyJson('Good text.') });
  });

  it('collapses autosaves of the same minute but keeps the published version', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me, 'Version one.');
    const published = await publish(me, post.id);
    expect(published.latestPublishedVersion).toBe(1);
    for (let base = 1; base <= 3; base++) {
      const saved = await call(me, SAVE, { id: post.id, base, title: `v${base + 1}`, subtitle: '', body: bodyJson(`Version ${base + 1}.`) });
      expect(saved.__typename).toBe('PostDraftSaved');
    }
    const versions = await t.deps.db.selectFrom('post_versions').select('version').where('post_id', '=', post.id as string).orderBy('version').execute();
    const kept = versions.map((v) => v.version);
    expect(kept).toContain(1);
    expect(kept).toContain(4);
    // Saves 2 and 3 were made within a minute of the next one (unless the clock turned a minute in between).
    expect(kept.length).toBeLessThanOrEqual(3);
  });
});

describe('authorization', () => {
  async function cast() {
    const author = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const owner = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [
      { userId: author.id, role: 'WRITER' },
      { userId: editor.id, role: 'EDITOR' },
      { userId: writer.id, role: 'WRITER' },
    ]);
    return {
      pub,
      author: await sessionOf(author.id),
      editor: await sessionOf(editor.id),
      writer: await sessionOf(writer.id),
      stranger: await sessionOf(stranger.id),
    };
  }

  it('keeps a profile draft to its author: others get NotFound', async () => {
    const c = await cast();
    const post = await newDraft(c.author);
    for (const other of [c.editor, c.writer, c.stranger]) {
      expect((await call(other, FOR_EDITING, { id: post.id })).__typename).toBe('NotFound');
      expect((await call(other, SAVE, { id: post.id, base: 1, title: 'x', subtitle: '', body: bodyJson('x') })).__typename).toBe('NotFound');
      expect((await call(other, PUBLISH, { id: post.id, input: publishInput() })).__typename).toBe('NotFound');
      expect((await call(other, DELETE, { id: post.id })).__typename).toBe('NotFound');
      expect((await call(other, UNPUBLISH, { id: post.id })).__typename).toBe('NotFound');
      expect((await call(other, SETTINGS, { id: post.id, input: { license: 'CC_40_BY' } })).__typename).toBe('NotFound');
      expect((await call(other, SUBMIT, { id: post.id, collectionId: c.pub.id })).__typename).toBe('NotFound');
      expect(await call(other, READ, { id: post.id })).toBeNull();
    }
  });

  it('lets the author submit only to publications they write for', async () => {
    const c = await cast();
    const post = await newDraft(c.author);
    const elsewhere = await createCollection(t.deps.db, (await createUser(t.deps.db)).id);
    expect(await call(c.author, SUBMIT, { id: post.id, collectionId: elsewhere.id })).toEqual({
      __typename: 'Forbidden',
      message: 'You can only publish in or submit to publications you write for.',
    });
    expect(await call(c.author, SUBMIT, { id: post.id, collectionId: newId() })).toEqual({
      __typename: 'BadRequest',
      message: 'That publication does not exist.',
    });
  });

  it('keeps an unsubmitted draft in a publication from its editors until it is submitted', async () => {
    const c = await cast();
    const post = await newDraft(c.author, 'x', 'T', c.pub.slug);
    expect((await call(c.editor, FOR_EDITING, { id: post.id })).__typename).toBe('NotFound');
    const submitted = await call(c.author, SUBMIT, { id: post.id, collectionId: c.pub.id });
    expect(submitted).toMatchObject({ statusForCollection: 'PENDING', draftLabel: `Draft submitted to Publication ${c.pub.slug}` });
    const seen = await call(c.editor, FOR_EDITING, { id: post.id });
    expect(seen).toMatchObject({ __typename: 'Post', draftLabel: `Draft submitted to Publication ${c.pub.slug}` });
    expect(seen.viewerEdge).toMatchObject({ canEdit: true });
    expect((await call(c.writer, FOR_EDITING, { id: post.id })).__typename).toBe('NotFound');
  });

  it('lets an editor edit and publish a submitted story into the publication, but not delete it or change settings', async () => {
    const c = await cast();
    const post = await newDraft(c.author, 'Author text.', 'Submitted', c.pub.slug);
    await call(c.author, SUBMIT, { id: post.id, collectionId: c.pub.id });
    const saved = await call(c.editor, SAVE, { id: post.id, base: 1, title: 'Edited by editor', subtitle: '', body: bodyJson('Editor text.') });
    expect(saved.__typename).toBe('PostDraftSaved');
    expect(await call(c.editor, DELETE, { id: post.id })).toEqual({ __typename: 'Forbidden', message: 'Only the author can delete this story.' });
    expect(await call(c.editor, SETTINGS, { id: post.id, input: { license: 'CC_40_BY' } })).toEqual({
      __typename: 'Forbidden',
      message: "Only the author can change this story's settings.",
    });
    expect(await call(c.editor, PUBLISH, { id: post.id, input: publishInput() })).toEqual({
      __typename: 'Forbidden',
      message: 'Only the author can publish this story on their profile.',
    });
    for (const change of [{ license: 'CC_40_BY' }, { visibility: 'UNLISTED' }, { canonicalUrl: 'https://elsewhere.example/original' }]) {
      expect(await call(c.editor, PUBLISH, { id: post.id, input: publishInput({ collectionId: c.pub.id, ...change }) })).toEqual({
        __typename: 'Forbidden',
        message: "Only the author can change this story's settings.",
      });
    }
    const approved = await call(c.editor, PUBLISH, { id: post.id, input: publishInput({ collectionId: c.pub.id }) });
    expect(approved).toMatchObject({
      __typename: 'Post',
      isPublished: true,
      statusForCollection: 'APPROVED',
      collection: { id: c.pub.id },
      pendingCollection: null,
      title: 'Edited by editor',
      latestPublishedVersion: 2,
    });
  });

  it('keeps the author’s topics when an editor publishes their tagged submission', async () => {
    const c = await cast();
    const post = await newDraft(c.author, 'Author text.', 'Tagged', c.pub.slug);
    expect((await call(c.author, SETTINGS, { id: post.id, input: { tags: ['Gardening'] } })).__typename).toBe('Post');
    await call(c.author, SUBMIT, { id: post.id, collectionId: c.pub.id });
    expect(await call(c.editor, PUBLISH, { id: post.id, input: publishInput({ collectionId: c.pub.id, tags: ['Politics'] }) })).toEqual({
      __typename: 'Forbidden',
      message: "Only the author can change this story's settings.",
    });
    const published = await call(c.editor, PUBLISH, { id: post.id, input: publishInput({ collectionId: c.pub.id, tags: ['Gardening'] }) });
    expect(published).toMatchObject({ __typename: 'Post', isPublished: true });
  });

  it.each(['stranger', 'writer'] as const)('lets a %s read a published story but not edit, publish, unpublish, delete or change it', async (who) => {
    const c = await cast();
    const post = await newDraft(c.author, 'x', 'In the publication', c.pub.slug);
    await call(c.author, SUBMIT, { id: post.id, collectionId: c.pub.id });
    await publish(c.editor, post.id, { collectionId: c.pub.id });
    const other = c[who];
    const forbidden = (query: string, variables: Record<string, unknown>) => call(other, query, { id: post.id, ...variables });
    expect(await forbidden(FOR_EDITING, {})).toMatchObject({ __typename: 'Forbidden' });
    expect(await forbidden(SAVE, { base: 2, title: 'x', subtitle: '', body: bodyJson('x') })).toEqual({
      __typename: 'Forbidden',
      message: 'Only the author and the editors of its publication can edit this story.',
    });
    expect(await forbidden(PUBLISH, { input: publishInput() })).toMatchObject({ __typename: 'Forbidden' });
    expect(await forbidden(UNPUBLISH, {})).toEqual({
      __typename: 'Forbidden',
      message: 'Only the author or an editor of its publication can unpublish this story.',
    });
    expect(await forbidden(DELETE, {})).toMatchObject({ __typename: 'Forbidden' });
    expect(await forbidden(SETTINGS, { input: { license: 'CC_40_BY' } })).toMatchObject({ __typename: 'Forbidden' });
    expect(await forbidden(SUBMIT, { collectionId: c.pub.id })).toEqual({
      __typename: 'Forbidden',
      message: 'Only the author can submit this story to a publication.',
    });
    const read = await call(other, READ, { id: post.id });
    expect(read).toMatchObject({ viewerEdge: { canEdit: false, shareKey: null }, latestDraft: null, draftLabel: null });
  });

  it('refuses a suspended author', async () => {
    const author = await createUser(t.deps.db);
    const me = await sessionOf(author.id);
    const post = await newDraft(me);
    await t.deps.db.updateTable('users').set({ is_suspended: 1 }).where('id', '=', author.id).execute();
    const answer = await call(me, SAVE, { id: post.id, base: 1, title: 'x', subtitle: '', body: bodyJson('x') });
    expect(answer).toEqual({ __typename: 'Forbidden', message: 'Your account is suspended, so it cannot change stories.' });
  });
});

describe('publishing', () => {
  it('publishes with tags, visibility, license, canonical link and a preview image with its focus point', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const [a, b] = [await storedImage(), await storedImage()];
    const post = await call(me, CREATE, { title: 'With pictures', body: imageBody('Look at these.', [a, b]) });
    const answer = await publish(me, post.id, {
      tags: ['Machine Learning', ' machine   learning', 'Art'],
      visibility: 'LOCKED',
      license: 'CC_40_BY_SA',
      canonicalUrl: 'https://example.com/original',
      previewImageId: b,
      focusPercentX: 25,
      focusPercentY: 75,
      baseVersion: 1,
    });
    expect(answer).toMatchObject({
      __typename: 'Post',
      isPublished: true,
      visibility: 'LOCKED',
      license: 'CC_40_BY_SA',
      canonicalUrl: 'https://example.com/original',
      latestPublishedVersion: 1,
      previewImage: { id: b, focusPercentX: 25, focusPercentY: 75 },
      tags: [
        { normalizedTagSlug: 'machine-learning', displayTitle: 'Machine Learning' },
        { normalizedTagSlug: 'art', displayTitle: 'Art' },
      ],
      draftLabel: null,
    });
    expect(answer.firstPublishedAt).toEqual(answer.latestPublishedAt);
  });

  it('picks the first image as the preview when none is chosen', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const a = await storedImage();
    const post = await call(me, CREATE, { body: imageBody('Text.', [a]) });
    expect((await publish(me, post.id)).previewImage).toMatchObject({ id: a });
  });

  it('refuses bad publishing input in clear words', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me);
    const refused = async (extra: Record<string, unknown>) => publish(me, post.id, extra);
    expect(await refused({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ __typename: 'BadRequest', message: 'You can add up to 5 tags.' });
    expect((await refused({ license: 'MIT' })).message).toMatch(/^Choose one of the licenses: ALL_RIGHTS_RESERVED, CC_40_BY/);
    expect(await refused({ canonicalUrl: 'javascript:alert(1)' })).toEqual({
      __typename: 'BadRequest',
      message: 'The canonical link must be a full http or https address.',
    });
    expect(await refused({ previewImageId: await storedImage() })).toEqual({
      __typename: 'BadRequest',
      message: "The preview image must be one of the story's images.",
    });
    expect(await refused({ focusPercentX: 140 })).toMatchObject({ __typename: 'BadRequest' });
    const stillDraft = await call(me, FOR_EDITING, { id: post.id });
    expect(stillDraft.isPublished).toBe(false);

    const empty = await call(me, CREATE, {});
    expect(await publish(me, empty.id)).toEqual({ __typename: 'BadRequest', message: 'Write something before you publish.' });
  });

  it('answers Conflict when a newer version was saved than the one being published', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me);
    await call(me, SAVE, { id: post.id, base: 1, title: 'Newer', subtitle: '', body: bodyJson('Newer.') });
    expect(await publish(me, post.id, { baseVersion: 1 })).toMatchObject({ __typename: 'Conflict', latestVersion: 2 });
    expect(await publish(me, post.id, { baseVersion: 2 })).toMatchObject({ __typename: 'Post', latestPublishedVersion: 2 });
  });

  it('keeps the published text on the story page while a newer draft exists, until republished', async () => {
    const author = await createUser(t.deps.db);
    const me = await sessionOf(author.id);
    const post = await newDraft(me, 'The published sentence.', 'Stable Title');
    const first = await publish(me, post.id);
    const firstPublishedAt = first.firstPublishedAt;
    const path = new URL(first.mediumUrl as string).pathname;

    await call(me, SAVE, { id: post.id, base: 1, title: 'Draft Title', subtitle: '', body: bodyJson('The unpublished sentence.') });
    const texts = (p: Answer) => (p.content as { bodyModel: { paragraphs: { text: string }[] } }).bodyModel.paragraphs.map((x) => x.text);
    for (const viewer of [null, me]) {
      const read = await call(viewer, READ, { id: post.id });
      expect(texts(read)).toEqual(['The published sentence.']);
      expect(read.title).toBe('Stable Title');
    }
    const editing = await call(me, FOR_EDITING, { id: post.id });
    expect(editing).toMatchObject({ latestVersion: 2, latestPublishedVersion: 1, latestDraft: { version: 2, title: 'Draft Title' } });
    for (const page of [await storyPage(path), await storyPage(path, me)]) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('The published sentence.');
      expect(page.html).not.toContain('The unpublished sentence.');
    }

    const republished = await publish(me, post.id, { baseVersion: 2 });
    expect(republished).toMatchObject({ latestPublishedVersion: 2, title: 'Draft Title', firstPublishedAt });
    expect(texts(await call(null, READ, { id: post.id }))).toEqual(['The unpublished sentence.']);
    const after = await storyPage(new URL(republished.mediumUrl as string).pathname, me);
    expect(after.html).toContain('The unpublished sentence.');
  });

  it('submits a writer’s story to a publication: published on the profile, pending for the editors', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const editor = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [
      { userId: writer.id, role: 'WRITER' },
      { userId: editor.id, role: 'EDITOR' },
    ]);
    const me = await sessionOf(writer.id);
    const post = await newDraft(me);
    const submitted = await publish(me, post.id, { collectionId: pub.id });
    expect(submitted).toMatchObject({
      isPublished: true,
      collection: null,
      pendingCollection: { id: pub.id },
      statusForCollection: 'PENDING',
      draftLabel: `Submitted to Publication ${pub.slug}`,
    });
    const approved = await publish(await sessionOf(editor.id), post.id, { collectionId: pub.id });
    expect(approved).toMatchObject({ collection: { id: pub.id }, statusForCollection: 'APPROVED', pendingCollection: null });
    // Republishing an edit keeps it in the publication.
    await call(me, SAVE, { id: post.id, base: 1, title: 'Edit', subtitle: '', body: bodyJson('Edited.') });
    expect(await publish(me, post.id, { collectionId: pub.id })).toMatchObject({ statusForCollection: 'APPROVED', collection: { id: pub.id } });
  });

  it('publishes an editor’s own story straight into the publication, and refuses non-members', async () => {
    const editor = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, editor.id);
    const me = await sessionOf(editor.id);
    const post = await newDraft(me, 'x', 'Mine', pub.slug);
    expect(post.draftLabel).toBe(`Draft in Publication ${pub.slug}`);
    const published = await publish(me, post.id, { collectionId: pub.id });
    expect(published).toMatchObject({ collection: { id: pub.id }, statusForCollection: 'APPROVED' });
    expect(new URL(published.mediumUrl as string).pathname).toBe(`/${pub.slug}/mine-${post.id as string}`);

    const theirs = await newDraft(await sessionOf(stranger.id));
    expect(await publish(await sessionOf(stranger.id), theirs.id, { collectionId: pub.id })).toEqual({
      __typename: 'Forbidden',
      message: 'You can only publish in or submit to publications you write for.',
    });
    expect(await publish(await sessionOf(stranger.id), theirs.id, { collectionId: newId() })).toEqual({
      __typename: 'BadRequest',
      message: 'That publication does not exist.',
    });
  });
});

describe('unpublishing, settings and deleting', () => {
  it('returns a published story to drafts', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const post = await newDraft(me);
    await publish(me, post.id);
    const answer = await call(me, UNPUBLISH, { id: post.id });
    expect(answer).toMatchObject({ __typename: 'Post', isPublished: false, draftLabel: 'Draft' });
    expect(await call(null, READ, { id: post.id })).toBeNull();
    expect(await call(me, UNPUBLISH, { id: post.id })).toEqual({ __typename: 'BadRequest', message: 'This story is not published.' });
  });

  it('lets an editor take a story out of the publication while it stays on the author’s profile', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [{ userId: writer.id, role: 'WRITER' }]);
    const me = await sessionOf(writer.id);
    const post = await newDraft(me);
    await publish(me, post.id, { collectionId: pub.id });
    await publish(await sessionOf(owner.id), post.id, { collectionId: pub.id });
    const removed = await call(await sessionOf(owner.id), UNPUBLISH, { id: post.id });
    expect(removed).toMatchObject({ isPublished: true, collection: null, pendingCollection: null, statusForCollection: null });
    expect(removed.viewerEdge).toEqual({ canEdit: false, shareKey: null });
  });

  it('changes settings without republishing, and checks them', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const image = await storedImage();
    const post = await call(me, CREATE, { title: 'Settings', body: imageBody('Published text.', [image]) });
    await publish(me, post.id, { tags: ['One'] });
    await call(me, SAVE, { id: post.id, base: 1, title: 'Unpublished edit', subtitle: '', body: bodyJson('Draft text.') });
    const changed = await call(me, SETTINGS, {
      id: post.id,
      input: { tags: ['Two', 'Three'], visibility: 'UNLISTED', license: 'PUBLIC_DOMAIN', canonicalUrl: 'http://example.org/x', focusPercentX: 10, focusPercentY: 90 },
    });
    expect(changed).toMatchObject({
      visibility: 'UNLISTED',
      license: 'PUBLIC_DOMAIN',
      canonicalUrl: 'http://example.org/x',
      tags: [{ normalizedTagSlug: 'two' }, { normalizedTagSlug: 'three' }],
      previewImage: { id: image, focusPercentX: 10, focusPercentY: 90 },
      latestPublishedVersion: 1,
      latestVersion: 2,
      title: 'Settings',
    });
    expect(await call(me, SETTINGS, { id: post.id, input: { tags: [] } })).toMatchObject({ __typename: 'Post', tags: [] });
    expect(await call(me, SETTINGS, { id: post.id, input: { license: 'GPL' } })).toMatchObject({ __typename: 'BadRequest' });
    const cleared = await call(me, SETTINGS, { id: post.id, input: { canonicalUrl: '', previewImageId: '' } });
    expect(cleared).toMatchObject({ canonicalUrl: null, previewImage: null, license: 'PUBLIC_DOMAIN' });
  });

  it('deletes a story: its URL answers 404, it leaves every list, and nobody can act on it again', async () => {
    const author = await createUser(t.deps.db, { username: `del${newId()}` });
    const me = await sessionOf(author.id);
    const post = await newDraft(me, 'Soon gone.', 'Doomed');
    const published = await publish(me, post.id);
    const path = new URL(published.mediumUrl as string).pathname;
    expect((await storyPage(path, me)).status).toBe(200);

    expect(await call(me, DELETE, { id: post.id })).toEqual({ __typename: 'PostDeleted', id: post.id });
    expect((await storyPage(path)).status).toBe(404);
    expect((await storyPage(path, me)).status).toBe(404);
    expect((await storyPage(`/p/${post.id as string}`)).status).toBe(404);
    expect(await call(me, READ, { id: post.id })).toBeNull();
    const latest = await t.graphql<{ latestPostsConnection: { posts: { id: string }[] } }>(
      'query { latestPostsConnection(paging: { limit: 50 }) { posts { id } } }',
    );
    expect(latest.data?.latestPostsConnection.posts.map((p) => p.id)).not.toContain(post.id);
    const stories = await call(me, STORIES, { filter: 'PUBLIC' });
    expect((stories.posts as { id: string }[]).map((p) => p.id)).not.toContain(post.id);
    expect((await call(me, DELETE, { id: post.id })).__typename).toBe('NotFound');
    expect((await call(me, FOR_EDITING, { id: post.id })).__typename).toBe('NotFound');
    expect((await call(me, SAVE, { id: post.id, base: 1, title: 'x', subtitle: '', body: bodyJson('x') })).__typename).toBe('NotFound');
  });
});

describe('labels for each state', () => {
  it('labels drafts and submissions for the author and the editor', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [{ userId: writer.id, role: 'WRITER' }]);
    const name = `Publication ${pub.slug}`;
    const me = await sessionOf(writer.id);
    const editor = await sessionOf(owner.id);
    const label = async (session: Session, id: unknown) => (await call(session, FOR_EDITING, { id })).draftLabel;

    const plain = await newDraft(me);
    expect(await label(me, plain.id)).toBe('Draft');
    const inPub = await newDraft(me, 'x', 'In pub', pub.slug);
    expect(await label(me, inPub.id)).toBe('Unsubmitted draft');
    await call(me, SUBMIT, { id: inPub.id, collectionId: pub.id });
    expect(await label(me, inPub.id)).toBe(`Draft submitted to ${name}`);
    expect(await label(editor, inPub.id)).toBe(`Draft submitted to ${name}`);
    expect(await call(me, SUBMIT, { id: inPub.id, collectionId: pub.id })).toEqual({
      __typename: 'BadRequest',
      message: `This story is already submitted to ${name}.`,
    });

    await publish(me, plain.id);
    expect(await label(me, plain.id)).toBeNull();
    await call(me, SUBMIT, { id: plain.id, collectionId: pub.id });
    expect(await label(me, plain.id)).toBe(`Submitted to ${name}`);
    await publish(editor, plain.id, { collectionId: pub.id });
    expect(await label(me, plain.id)).toBeNull();
    expect(await call(me, SUBMIT, { id: plain.id, collectionId: pub.id })).toEqual({
      __typename: 'BadRequest',
      message: `This story is already in ${name}.`,
    });

    const own = await newDraft(editor, 'x', 'Editor draft', pub.slug);
    expect(await label(editor, own.id)).toBe(`Draft in ${name}`);
  });
});

describe('your stories', () => {
  it('lists drafts, public and unlisted stories with counts, newest first, in pages', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    const drafts = [];
    for (let i = 0; i < 3; i++) drafts.push(await newDraft(me, `Draft ${i}.`, `Draft ${i}`));
    const open = await newDraft(me, 'Open.', 'Open');
    await publish(me, open.id);
    const locked = await newDraft(me, 'Locked.', 'Locked');
    await publish(me, locked.id, { visibility: 'LOCKED' });
    const unlisted = await newDraft(me, 'Unlisted.', 'Unlisted');
    await publish(me, unlisted.id, { visibility: 'UNLISTED' });
    const gone = await newDraft(me, 'Gone.', 'Gone');
    await call(me, DELETE, { id: gone.id });
    await createPost(t.deps.db, (await createUser(t.deps.db)).id, { published: false });

    expect(await call(me, COUNTS)).toEqual({ drafts: 3, public: 2, unlisted: 1, responses: 0 });
    const ids = async (filter: string) => ((await call(me, STORIES, { filter })).posts as { id: string }[]).map((p) => p.id);
    expect(new Set(await ids('DRAFTS'))).toEqual(new Set(drafts.map((d) => d.id)));
    expect(new Set(await ids('PUBLIC'))).toEqual(new Set([open.id, locked.id]));
    expect(await ids('UNLISTED')).toEqual([unlisted.id]);
    expect(await ids('RESPONSES')).toEqual([]);

    const page1 = await call(me, STORIES, { filter: 'DRAFTS', paging: { limit: 2 } });
    const next = (page1.pagingInfo as { next: { limit: number; to: string } | null }).next;
    expect(next?.limit).toBe(2);
    const page2 = await call(me, STORIES, { filter: 'DRAFTS', paging: next });
    const paged = [...(page1.posts as { id: string }[]), ...(page2.posts as { id: string }[])].map((p) => p.id);
    expect(paged).toHaveLength(3);
    expect(new Set(paged)).toEqual(new Set(drafts.map((d) => d.id)));
    expect((page2.pagingInfo as { next: unknown }).next).toBeNull();
    expect((page1.posts as { draftLabel: string }[])[0]?.draftLabel).toBe('Draft');
  });

  it('lists the publications the viewer edits or writes for', async () => {
    const viewer = await createUser(t.deps.db);
    const other = await createUser(t.deps.db);
    const owned = await createCollection(t.deps.db, viewer.id);
    const writes = await createCollection(t.deps.db, other.id, [{ userId: viewer.id, role: 'WRITER' }]);
    // Created and also a member of: listed once.
    const both = await createCollection(t.deps.db, viewer.id, [{ userId: viewer.id, role: 'EDITOR' }]);
    // Created, and also listed as a writer: an editor all the same, listed once.
    const createdWriter = await createCollection(t.deps.db, viewer.id, [{ userId: viewer.id, role: 'WRITER' }]);
    const edits = await createCollection(t.deps.db, other.id, [{ userId: viewer.id, role: 'EDITOR' }]);
    await createCollection(t.deps.db, other.id);
    for (const [c, name] of [[owned, 'Beta quarterly'], [writes, 'Alpha weekly'], [both, 'Gamma daily'], [createdWriter, 'Delta monthly'], [edits, 'Epsilon yearly']] as const) {
      await t.deps.db.updateTable('collections').set({ name }).where('id', '=', c.id).execute();
    }
    const pubs = (await call(await sessionOf(viewer.id), PUBLICATIONS)) as unknown as { id: string; viewerEdge: { isEditor: boolean; isWriter: boolean } }[];
    // By name, each with the viewer's role there.
    expect(pubs.map((p) => [p.id, p.viewerEdge])).toEqual([
      [writes.id, { isEditor: false, isWriter: true }],
      [owned.id, { isEditor: true, isWriter: true }],
      [createdWriter.id, { isEditor: true, isWriter: true }],
      [edits.id, { isEditor: true, isWriter: true }],
      [both.id, { isEditor: true, isWriter: true }],
    ]);
  });

  it('suggests people to mention by name, word or username prefix, ignoring case', async () => {
    const tag = newId().slice(0, 6);
    const ada = await createUser(t.deps.db, { name: `Zelda ${tag}Lovelace`, username: `zl${tag}` });
    await createUser(t.deps.db, { name: 'Someone Else', username: `se${tag}` });
    await createUser(t.deps.db, { name: `Hidden ${tag}Lovelace`, username: `hid${tag}`, suspended: true });
    const me = await sessionOf(ada.id);
    const names = async (q: string, limit?: number) => ((await call(me, MENTIONS, { q, limit })) as unknown as { id: string }[]).map((u) => u.id);
    expect(await names(`${tag}love`.toUpperCase())).toEqual([ada.id]);
    expect(await names(`ZL${tag}`)).toEqual([ada.id]);
    expect(await names(`@zelda ${tag}`)).toEqual([ada.id]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('   ')).toEqual([]);
    expect((await names('w', 50)).length).toBeLessThanOrEqual(10);
  });
});

describe('pages', () => {
  const page = async (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, headers: session ? { cookie: session.cookie } : {} });

  it('renders Your stories with the tabs, counts and the list on the server', async () => {
    const me = await sessionOf((await createUser(t.deps.db)).id);
    await newDraft(me, 'x', 'A draft on the server');
    const published = await newDraft(me, 'y', 'A published one');
    await publish(me, published.id);

    const drafts = await page('/me/stories/drafts', me);
    expect(drafts.statusCode).toBe(200);
    for (const text of ['Your stories', 'Write a story', 'Drafts 1', 'Published 1', 'Unlisted 0', 'Responses 0', 'A draft on the server']) {
      expect(drafts.body).toContain(text);
    }
    expect(drafts.body).not.toContain('A published one');
    const publicTab = await page('/me/stories/public', me);
    expect(publicTab.body).toContain('A published one');
    expect(publicTab.body).toContain('aria-current="page"');
    expect((await page('/me/stories/everything', me)).statusCode).toBe(404);
    const signedOut = await page('/me/stories/drafts');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toContain('/m/signin');
  });

  it('renders story settings for the author, explains the refusal to an editor and answers 404 to others', async () => {
    const owner = await createUser(t.deps.db);
    const writer = await createUser(t.deps.db);
    const stranger = await createUser(t.deps.db);
    const pub = await createCollection(t.deps.db, owner.id, [{ userId: writer.id, role: 'WRITER' }]);
    const me = await sessionOf(writer.id);
    const post = await newDraft(me, 'x', 'Settings page story', pub.slug);
    await call(me, SUBMIT, { id: post.id, collectionId: pub.id });
    const url = `/p/${post.id as string}/settings`;

    const mine = await page(url, me);
    expect(mine.statusCode).toBe(200);
    for (const text of ['Story settings', 'Settings page story', 'Tags', 'Visibility', 'License', 'Canonical link', 'Preview image']) {
      expect(mine.body).toContain(text);
    }
    const editor = await page(url, await sessionOf(owner.id));
    expect(editor.statusCode).toBe(403);
    expect(editor.body).toContain('Only the author can change this story&#x27;s settings.');
    expect((await page(url, await sessionOf(stranger.id))).statusCode).toBe(404);
  });
});
