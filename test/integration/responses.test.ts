import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_MESSAGES, RESPONSE_RATE_LIMITS } from '../../src/shared/validation/responses';
import { createPost, createUser, paragraphs } from '../support/factories';
import { createTestApp, testClock, type TestApp } from '../support/test-app';

let t: TestApp;
const clock = testClock();
const events: { name: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  for (const name of ['response.created', 'response.hidden', 'response.unhidden', 'response.deleted'] as const) {
    t.deps.bus.subscribe(name, 'responses-test', (payload) => {
      events.push({ name, payload: payload as unknown as Record<string, unknown> });
    });
  }
});
afterAll(() => t.close());

type Gql = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function as(userId: string): Promise<Gql> {
  const session = await t.signIn(userId);
  return (query, variables = {}) => t.graphql(query, variables, session);
}
const anonymous: Gql = (query, variables = {}) => t.graphql(query, variables);

const RESULT = `__typename
  ... on BadRequest { message }
  ... on Forbidden { message }
  ... on NotFound { message }
  ... on TooManyRequests { message }
  ... on Post { id isHiddenOnParent responseDepth responseParentId isDeleted isDiscussionClosed responsesCount }`;
const RESPOND = `mutation($to: ID!, $text: String!, $p: String, $s: Int, $e: Int) {
  publishPostResponse(inResponseToPostId: $to, text: $text, quoteParagraphName: $p, quoteStartOffset: $s, quoteEndOffset: $e) { ${RESULT} }
}`;
const HIDE = `mutation($parent: ID!, $id: ID!) { hidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $id) { ${RESULT} } }`;
const UNHIDE = `mutation($parent: ID!, $id: ID!) { unhidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $id) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deletePostResponse(postResponseId: $id) { ${RESULT} } }`;
const CLOSE = `mutation($id: ID!, $closed: Boolean!) { setPostDiscussionClosed(postId: $id, closed: $closed) { ${RESULT} } }`;
const THREAD = `query($id: ID!, $paging: PagingOptions, $sort: ResponseSortType) {
  post(id: $id) {
    id responsesCount isDiscussionClosed
    responseViewerEdge { canRespond cannotRespondReason canModerate }
    threadedPostResponses(paging: $paging, sortType: $sort) {
      responses { id title isHiddenOnParent responsesCount creator { id } responseReplies { responses { id responseDepth responseReplies { responses { id responseDepth } } } } }
      pagingInfo { next { limit to } }
    }
  }
}`;
const RESPONSE = `query($id: ID!) { post(id: $id) { id isResponse responseDepth inResponseToPost { id } responseRootPost { id title } content { bodyModel { paragraphs { type text markups { type href } } } } } }`;

type Answer = { __typename: string; id?: string; message?: string };

async function respond(gql: Gql, to: string, text = 'A thoughtful response.'): Promise<Answer> {
  clock.advance(1000);
  const result = await gql<{ publishPostResponse: Answer }>(RESPOND, { to, text });
  expect(result.errors).toBeUndefined();
  return result.data!.publishPostResponse;
}

async function responseId(gql: Gql, to: string, text?: string): Promise<string> {
  const answer = await respond(gql, to, text);
  expect(answer.__typename).toBe('Post');
  return answer.id!;
}

async function thread(gql: Gql, id: string, paging: Record<string, unknown> = {}, sort = 'NEWEST') {
  const result = await gql(THREAD, { id, paging, sort });
  expect(result.errors).toBeUndefined();
  return result.data!.post;
}

async function scene() {
  const author = await createUser(t.deps.db, { name: 'Story Author' });
  const reader = await createUser(t.deps.db, { name: 'Reader One' });
  const other = await createUser(t.deps.db, { name: 'Reader Two' });
  const story = await createPost(t.deps.db, author.id, {
    body: { paragraphs: paragraphs('The Moon pulls, the Earth turns.', 'And the sea keeps time.'), sections: [] },
  });
  return { author, reader, other, story, asAuthor: await as(author.id), asReader: await as(reader.id), asOther: await as(other.id) };
}

describe('publishing responses', () => {
  it('publishes at once, counts it, links back, and keeps it out of feeds and story lists', async () => {
    const { story, reader, asReader, author } = await scene();
    const answer = await respond(asReader, story.id, 'First line of my response.\nSee https://example.com/tides for more.');
    expect(answer).toMatchObject({ __typename: 'Post', responseDepth: 0, responseParentId: null, isHiddenOnParent: false });

    const read = await anonymous(RESPONSE, { id: answer.id });
    expect(read.data?.post).toMatchObject({ isResponse: true, inResponseToPost: { id: story.id }, responseRootPost: { id: story.id } });
    expect(read.data?.post.content.bodyModel.paragraphs).toEqual([
      { type: 'P', text: 'First line of my response.', markups: [] },
      { type: 'P', text: 'See https://example.com/tides for more.', markups: [{ type: 'A', href: 'https://example.com/tides' }] },
    ]);
    expect((await thread(anonymous, story.id)).responsesCount).toBe(1);
    // Threads ask for the light lines; their links are found again from the text, exactly as stored.
    const light = await anonymous(`query($r: ID!, $s: ID!) { r: post(id: $r) { responseParagraphs { type text } } s: post(id: $s) { responseParagraphs { text } } }`, {
      r: answer.id,
      s: story.id,
    });
    expect(light.data?.r.responseParagraphs).toEqual([
      { type: 'P', text: 'First line of my response.' },
      { type: 'P', text: 'See https://example.com/tides for more.' },
    ]);
    expect(light.data?.s.responseParagraphs).toEqual([]);

    const feed = await anonymous(`{ latestPostsConnection(paging: { limit: 50 }) { posts { id } } }`);
    expect(feed.data?.latestPostsConnection.posts.map((p: { id: string }) => p.id)).not.toContain(answer.id);
    const tabs = await asReader(`{ viewerStoryCounts { public responses } viewerStories(filter: RESPONSES) { posts { id } } }`);
    expect(tabs.data).toMatchObject({ viewerStoryCounts: { public: 0, responses: 1 }, viewerStories: { posts: [{ id: answer.id }] } });
    const profile = await anonymous(`query($id: ID!) { user(id: $id) { responsesConnection { responses { id } } } }`, { id: reader.id });
    expect(profile.data?.user.responsesConnection.responses).toEqual([{ id: answer.id }]);

    await t.jobsSettled();
    expect(events.find((e) => e.name === 'response.created' && e.payload.responseId === answer.id)?.payload).toMatchObject({
      actorId: reader.id,
      parentPostId: story.id,
      parentAuthorId: author.id,
      rootPostId: story.id,
      rootAuthorId: author.id,
      threadAuthorId: reader.id,
    });
  });

  it('quotes a passage from the text the reader can read, and refuses a passage that is not there', async () => {
    const { story, asReader } = await scene();
    clock.advance(1000);
    const quoted = await asReader(RESPOND, { to: story.id, text: 'So true.', p: 'p001', s: 8, e: 22 });
    const id = quoted.data?.publishPostResponse.id;
    const read = await anonymous(RESPONSE, { id });
    expect(read.data?.post.content.bodyModel.paragraphs.map((p: { type: string; text: string }) => [p.type, p.text])).toEqual([
      ['BQ', 'sea keeps time'],
      ['P', 'So true.'],
    ]);
    const wrong = await asReader(RESPOND, { to: story.id, text: 'Hm.', p: 'p001', s: 8, e: 500 });
    expect(wrong.data?.publishPostResponse).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.badQuote });
  });

  it('refuses empty text and signed-out writers', async () => {
    const { story, asReader } = await scene();
    expect(await respond(asReader, story.id, '   \n ')).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.empty });
    const signedOut = await anonymous(RESPOND, { to: story.id, text: 'Hello' });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('limits responses per account', async () => {
    const { story } = await scene();
    const writer = await createUser(t.deps.db);
    const gql = await as(writer.id);
    const perMinute = RESPONSE_RATE_LIMITS[0]!.limit;
    const answers: string[] = [];
    for (let i = 0; i <= perMinute; i++) {
      const result = await gql<{ publishPostResponse: Answer }>(RESPOND, { to: story.id, text: `Quick ${i}` });
      answers.push(result.data!.publishPostResponse.__typename);
    }
    expect(answers.slice(0, perMinute).every((a) => a === 'Post')).toBe(true);
    expect(answers[perMinute]).toBe('TooManyRequests');
    clock.advance(120_000);
  });
});

describe('threads', () => {
  it('nests replies two levels below a top-level response; deeper replies sit beside the deepest', async () => {
    const { story, asReader, asOther, asAuthor } = await scene();
    const top = await responseId(asReader, story.id);
    const reply = await respond(asOther, top);
    expect(reply).toMatchObject({ responseDepth: 1, responseParentId: top });
    const deep = await respond(asReader, reply.id!);
    expect(deep).toMatchObject({ responseDepth: 2, responseParentId: reply.id });
    const deeper = await respond(asAuthor, deep.id!);
    expect(deeper).toMatchObject({ responseDepth: 2, responseParentId: reply.id });

    const read = await anonymous(RESPONSE, { id: deeper.id });
    expect(read.data?.post.inResponseToPost).toEqual({ id: deep.id });
    const shown = await thread(anonymous, story.id);
    expect(shown.responsesCount).toBe(4);
    expect(shown.threadedPostResponses.responses[0]).toMatchObject({
      id: top,
      responsesCount: 1,
      responseReplies: { responses: [{ id: reply.id, responseDepth: 1, responseReplies: { responses: [{ id: deep.id }, { id: deeper.id }] } }] },
    });
  });

  it('pages ten at a time, newest first, with no response twice', async () => {
    const { story } = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) {
      const writer = await createUser(t.deps.db);
      ids.push(await responseId(await as(writer.id), story.id, `Response ${i}`));
    }
    const first = await thread(anonymous, story.id);
    expect(first.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual(ids.slice(3).reverse());
    const next = first.threadedPostResponses.pagingInfo.next;
    expect(next.limit).toBe(10);
    const second = await thread(anonymous, story.id, { limit: next.limit, to: next.to });
    expect(second.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.threadedPostResponses.pagingInfo.next).toBeNull();
  });

  it('puts the most engaging responses first when sorted by relevance', async () => {
    const { story, asReader, asOther } = await scene();
    const quiet = await responseId(asReader, story.id, 'Quiet');
    const lively = await responseId(asOther, story.id, 'Lively');
    const newest = await responseId(asReader, story.id, 'Newest');
    await respond(asReader, lively);
    await respond(asOther, quiet);
    await respond(asReader, lively);
    const relevant = await thread(anonymous, story.id, {}, 'MOST_RELEVANT');
    expect(relevant.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual([lively, quiet, newest]);
    const paged = await thread(anonymous, story.id, { limit: 1 }, 'MOST_RELEVANT');
    const rest = await thread(anonymous, story.id, { limit: 2, to: paged.threadedPostResponses.pagingInfo.next.to }, 'MOST_RELEVANT');
    expect(rest.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual([quiet, newest]);
  });
});

describe('hiding and deleting', () => {
  it('lets the author hide a response (with its replies) and show it again; the writer and author still see it, marked', async () => {
    const { story, asReader, asOther, asAuthor, author } = await scene();
    const top = await responseId(asReader, story.id);
    await respond(asOther, top);
    const sibling = await responseId(asOther, story.id);
    expect((await thread(anonymous, story.id)).responsesCount).toBe(3);

    const refused = await asOther(HIDE, { parent: story.id, id: top });
    expect(refused.data?.hidePostResponseOnParentPost).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.onlyAuthorHides });
    const hidden = await asAuthor(HIDE, { parent: story.id, id: top });
    expect(hidden.data?.hidePostResponseOnParentPost).toMatchObject({ __typename: 'Post', isHiddenOnParent: true });
    expect((await asAuthor(HIDE, { parent: story.id, id: top })).data?.hidePostResponseOnParentPost.__typename).toBe('Post');

    const forOthers = await thread(asOther, story.id);
    expect(forOthers.responsesCount).toBe(1);
    expect(forOthers.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual([sibling]);
    const forWriter = await thread(asReader, story.id);
    expect(forWriter.threadedPostResponses.responses.find((r: { id: string }) => r.id === top)).toMatchObject({ isHiddenOnParent: true });
    const forAuthor = await thread(asAuthor, story.id);
    expect(forAuthor.threadedPostResponses.responses.map((r: { id: string }) => r.id)).toContain(top);
    expect(forAuthor.responseViewerEdge.canModerate).toBe(true);

    const shown = await asAuthor(UNHIDE, { parent: story.id, id: top });
    expect(shown.data?.unhidePostResponseOnParentPost).toMatchObject({ isHiddenOnParent: false });
    expect((await thread(anonymous, story.id)).responsesCount).toBe(3);

    await t.jobsSettled();
    expect(events.some((e) => e.name === 'response.hidden' && e.payload.responseId === top && e.payload.actorId === author.id)).toBe(true);
  });

  it('refuses hiding a response of another story', async () => {
    const { story, asReader, asAuthor, author } = await scene();
    const elsewhere = await createPost(t.deps.db, author.id);
    const top = await responseId(asReader, elsewhere.id);
    const wrong = await asAuthor(HIDE, { parent: story.id, id: top });
    expect(wrong.data?.hidePostResponseOnParentPost).toEqual({ __typename: 'BadRequest', message: RESPONSE_MESSAGES.notInDiscussion });
  });

  it('lets only the writer delete a response, which takes its replies out of the count', async () => {
    const { story, asReader, asOther, asAuthor } = await scene();
    const top = await responseId(asReader, story.id);
    await respond(asOther, top);
    expect((await asAuthor(DELETE, { id: top })).data?.deletePostResponse).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.onlyWriterDeletes });
    const deleted = await asReader(DELETE, { id: top });
    expect(deleted.data?.deletePostResponse).toMatchObject({ __typename: 'Post', isDeleted: true });
    const after = await thread(anonymous, story.id);
    expect(after.responsesCount).toBe(0);
    expect(after.threadedPostResponses.responses).toEqual([]);
  });
});

describe('who may respond', () => {
  it('answers the closed discussion message verbatim, and reopens', async () => {
    const { story, asReader, asAuthor } = await scene();
    expect((await asReader(CLOSE, { id: story.id, closed: true })).data?.setPostDiscussionClosed).toEqual({
      __typename: 'Forbidden',
      message: RESPONSE_MESSAGES.onlyAuthorCloses,
    });
    const top = await responseId(asReader, story.id);
    expect((await asAuthor(CLOSE, { id: story.id, closed: true })).data?.setPostDiscussionClosed).toMatchObject({ isDiscussionClosed: true });
    const message = 'The author has closed discussion for this story. We are unable to save changes to your response.';
    expect(await respond(asReader, story.id)).toEqual({ __typename: 'Forbidden', message });
    expect(await respond(asReader, top)).toEqual({ __typename: 'Forbidden', message });
    expect((await thread(asReader, story.id)).responseViewerEdge).toEqual({ canRespond: false, cannotRespondReason: message, canModerate: false });
    await asAuthor(CLOSE, { id: story.id, closed: false });
    expect((await respond(asReader, story.id)).__typename).toBe('Post');
  });

  it('refuses blocked readers both ways, and leaves muted and blocking people out of the thread', async () => {
    const { story, author, reader, other, asReader, asOther, asAuthor } = await scene();
    const otherResponse = await responseId(asOther, story.id);
    await asAuthor(`mutation($u: ID!, $id: ID!) { blockUser(userId: $u, targetUserId: $id) { __typename } }`, { u: author.id, id: reader.id });
    expect(await respond(asReader, story.id)).toMatchObject({ __typename: 'NotFound' });

    const third = await createUser(t.deps.db);
    const asThird = await as(third.id);
    await asOther(`mutation($u: ID!, $id: ID!) { blockUser(userId: $u, targetUserId: $id) { __typename } }`, { u: other.id, id: third.id });
    expect(await respond(asThird, otherResponse)).toMatchObject({ __typename: 'NotFound' });
    expect((await thread(asThird, story.id)).threadedPostResponses.responses).toEqual([]);

    const fourth = await createUser(t.deps.db);
    const asFourth = await as(fourth.id);
    await asFourth(`mutation($id: ID!) { muteUser(targetUserId: $id) { __typename } }`, { id: other.id });
    expect((await thread(asFourth, story.id)).threadedPostResponses.responses).toEqual([]);
    expect((await thread(anonymous, story.id)).threadedPostResponses.responses.map((r: { id: string }) => r.id)).toEqual([otherResponse]);
  });

  it('lets only readers of the whole members-only story respond', async () => {
    const author = await createUser(t.deps.db);
    const story = await createPost(t.deps.db, author.id, { visibility: 'LOCKED', body: { paragraphs: paragraphs('a', 'b', 'c', 'd', 'e', 'Hidden words.'), sections: [] } });
    const nonMember = await createUser(t.deps.db);
    const member = await createUser(t.deps.db, { member: true });
    expect(await respond(await as(nonMember.id), story.id)).toEqual({ __typename: 'Forbidden', message: RESPONSE_MESSAGES.membersOnly });
    expect((await respond(await as(member.id), story.id)).__typename).toBe('Post');
    clock.advance(1000);
    const quoteHidden = await (await as(nonMember.id))(RESPOND, { to: story.id, text: 'x', p: 'p005', s: 0, e: 6 });
    expect(quoteHidden.data?.publishPostResponse.__typename).toBe('Forbidden');
  });

  it('refuses drafts and missing stories', async () => {
    const { asReader, author } = await scene();
    const draft = await createPost(t.deps.db, author.id, { published: false });
    expect(await respond(asReader, draft.id)).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.notFound });
    expect(await respond(asReader, '0123456789ab')).toEqual({ __typename: 'NotFound', message: RESPONSE_MESSAGES.notFound });
  });

  it('keeps the count exact when many respond at once', async () => {
    const { story } = await scene();
    const writers = await Promise.all(Array.from({ length: 12 }, () => createUser(t.deps.db)));
    const sessions = await Promise.all(writers.map((w) => as(w.id)));
    const answers = await Promise.all(sessions.map((gql) => gql<{ publishPostResponse: Answer }>(RESPOND, { to: story.id, text: 'At once' })));
    expect(answers.every((a) => a.data?.publishPostResponse.__typename === 'Post')).toBe(true);
    expect((await thread(anonymous, story.id)).responsesCount).toBe(12);
  });
});

describe('closing discussion, as readers see it', () => {
  it('tells every reader, signed out too, that discussion is closed, on the story and on its responses', async () => {
    const { story, asReader, asAuthor } = await scene();
    const top = await responseId(asReader, story.id);
    await asAuthor(CLOSE, { id: story.id, closed: true });
    expect((await thread(anonymous, story.id)).isDiscussionClosed).toBe(true);
    const onResponse = await anonymous(`query($id: ID!) { post(id: $id) { isDiscussionClosed } }`, { id: top });
    expect(onResponse.data?.post.isDiscussionClosed).toBe(true);
    // The author's own menu learns both the state and that they may change it.
    const edge = await asAuthor(`query($id: ID!) { post(id: $id) { isDiscussionClosed responseViewerEdge { canModerate } } }`, { id: story.id });
    expect(edge.data?.post).toEqual({ isDiscussionClosed: true, responseViewerEdge: { canModerate: true } });
    await asAuthor(CLOSE, { id: story.id, closed: false });
    expect((await thread(anonymous, story.id)).isDiscussionClosed).toBe(false);
  });
});

const REPLIES_PAGE = `query($id: ID!, $paging: PagingOptions) {
  post(id: $id) {
    id responsesCount isDiscussionClosed
    responseRootPost { id } responseRootCatalog { id }
    responseViewerEdge { canRespond cannotRespondReason canModerate }
    responseReplies(paging: $paging) { responses { id responseDepth isHiddenOnParent } pagingInfo { next { limit to } } }
  }
}`;

describe("a response's own page", () => {
  it('shows its replies oldest first, ten a page, lets readers reply there and the story author hide one', async () => {
    const { story, asReader, asOther, asAuthor } = await scene();
    const top = await responseId(asReader, story.id);
    const replies: string[] = [];
    for (let i = 0; i < 11; i++) replies.push(await responseId(i % 2 ? asOther : await as((await createUser(t.deps.db)).id), top, `Reply ${i}`));
    const first = (await asOther(REPLIES_PAGE, { id: top })).data!.post;
    expect(first).toMatchObject({ responsesCount: 11, isDiscussionClosed: false, responseRootPost: { id: story.id }, responseRootCatalog: null });
    expect(first.responseViewerEdge).toEqual({ canRespond: true, cannotRespondReason: null, canModerate: false });
    expect(first.responseReplies.responses.map((r: { id: string }) => r.id)).toEqual(replies.slice(0, 10));
    const second = (await asOther(REPLIES_PAGE, { id: top, paging: first.responseReplies.pagingInfo.next })).data!.post;
    expect(second.responseReplies.responses.map((r: { id: string }) => r.id)).toEqual(replies.slice(10));
    expect(second.responseReplies.pagingInfo.next).toBeNull();

    expect((await asAuthor(REPLIES_PAGE, { id: top })).data!.post.responseViewerEdge.canModerate).toBe(true);
    expect((await asAuthor(HIDE, { parent: story.id, id: replies[0] })).data?.hidePostResponseOnParentPost).toMatchObject({ isHiddenOnParent: true });
    const hiddenForOthers = (await anonymous(REPLIES_PAGE, { id: top })).data!.post;
    expect(hiddenForOthers.responsesCount).toBe(10);
    expect(hiddenForOthers.responseReplies.responses.map((r: { id: string }) => r.id)).not.toContain(replies[0]);

    await asAuthor(CLOSE, { id: story.id, closed: true });
    const closed = (await asOther(REPLIES_PAGE, { id: top })).data!.post;
    expect(closed.isDiscussionClosed).toBe(true);
    expect(closed.responseViewerEdge.canRespond).toBe(false);
    expect(closed.responseViewerEdge.cannotRespondReason).toBe(RESPONSE_MESSAGES.closed('story'));
  });
});

const CREATE_LIST = `mutation($name: String!, $visibility: CatalogVisibility) {
  createCatalog(name: $name, visibility: $visibility) { __typename ... on Catalog { id slugId } } }`;
const LIST_RESPOND = `mutation($id: ID!, $text: String!, $to: ID) {
  publishCatalogResponse(catalogId: $id, text: $text, inResponseToPostId: $to) { ${RESULT} } }`;
const LIST_CLOSE = `mutation($id: ID!, $closed: Boolean!) {
  setCatalogDiscussionClosed(catalogId: $id, closed: $closed) {
    __typename
    ... on CatalogDiscussion { id isDiscussionClosed viewerEdge { canRespond cannotRespondReason canModerate } }
    ... on Forbidden { message } ... on NotFound { message } ... on BadRequest { message } ... on TooManyRequests { message }
  }
}`;
const LIST_DISCUSSION = `query($id: ID!) { catalogDiscussion(catalogId: $id) { isDiscussionClosed viewerEdge { canRespond cannotRespondReason } } }`;
const PROFILE_RESPONSES = `query($id: ID!) {
  user(id: $id) { responsesConnection { responses { id responseRootPost { id } responseRootCatalog { id name slugId creator { username } } } } }
}`;

async function listScene() {
  const owner = await createUser(t.deps.db, { name: 'List Owner' });
  const reader = await createUser(t.deps.db, { name: 'List Reader' });
  const asOwner = await as(owner.id);
  const created = await asOwner(CREATE_LIST, { name: 'Slow reading', visibility: 'PUBLIC' });
  expect(created.data?.createCatalog.__typename).toBe('Catalog');
  return { owner, reader, asOwner, asReader: await as(reader.id), list: created.data!.createCatalog as { id: string; slugId: string } };
}

async function listRespond(gql: Gql, id: string, to?: string): Promise<Answer> {
  clock.advance(1000);
  return (await gql<{ publishCatalogResponse: Answer }>(LIST_RESPOND, { id, text: 'On this list', to })).data!.publishCatalogResponse;
}

describe('responses to lists', () => {
  it('lets only the owner close and reopen a list, with the list wording', async () => {
    const { list, asOwner, asReader } = await listScene();
    expect((await asReader(LIST_CLOSE, { id: list.id, closed: true })).data?.setCatalogDiscussionClosed).toEqual({
      __typename: 'Forbidden',
      message: RESPONSE_MESSAGES.onlyAuthorCloses,
    });
    const top = await listRespond(asReader, list.id);
    expect(top.__typename).toBe('Post');
    expect((await asOwner(LIST_CLOSE, { id: list.id, closed: true })).data?.setCatalogDiscussionClosed).toMatchObject({
      __typename: 'CatalogDiscussion',
      isDiscussionClosed: true,
    });
    const message = 'The author has closed discussion for this list. We are unable to save changes to your response.';
    expect(await listRespond(asReader, list.id)).toEqual({ __typename: 'Forbidden', message });
    expect(await listRespond(asReader, list.id, top.id)).toEqual({ __typename: 'Forbidden', message });
    expect(await respond(asReader, top.id!)).toEqual({ __typename: 'Forbidden', message });
    expect((await anonymous(LIST_DISCUSSION, { id: list.id })).data?.catalogDiscussion.isDiscussionClosed).toBe(true);
    expect((await asReader(LIST_DISCUSSION, { id: list.id })).data?.catalogDiscussion.viewerEdge).toEqual({ canRespond: false, cannotRespondReason: message });

    await asOwner(LIST_CLOSE, { id: list.id, closed: false });
    expect((await asReader(LIST_DISCUSSION, { id: list.id })).data?.catalogDiscussion).toEqual({
      isDiscussionClosed: false,
      viewerEdge: { canRespond: true, cannotRespondReason: null },
    });
    expect((await listRespond(asReader, list.id)).__typename).toBe('Post');
  });

  it('names the list a response answers (its profile tab and its own page), and hides it once the list is private', async () => {
    const { list, owner, reader, asOwner, asReader } = await listScene();
    const top = await listRespond(asReader, list.id);
    const reply = await respond(asOwner, top.id!);
    const mine = (await anonymous(PROFILE_RESPONSES, { id: reader.id })).data?.user.responsesConnection.responses;
    expect(mine).toEqual([
      { id: top.id, responseRootPost: null, responseRootCatalog: { id: list.id, name: 'Slow reading', slugId: list.slugId, creator: { username: expect.any(String) } } },
    ]);
    const ownerReplies = (await anonymous(PROFILE_RESPONSES, { id: owner.id })).data?.user.responsesConnection.responses;
    expect(ownerReplies).toMatchObject([{ id: reply.id, responseRootCatalog: { id: list.id } }]);
    const page = (await asOwner(REPLIES_PAGE, { id: top.id })).data!.post;
    expect(page).toMatchObject({ responsesCount: 1, responseRootPost: null, responseRootCatalog: { id: list.id }, responseViewerEdge: { canModerate: true } });
    expect(page.responseReplies.responses.map((r: { id: string }) => r.id)).toEqual([reply.id]);

    await asOwner(`mutation($id: ID!) { updateCatalog(catalogId: $id, visibility: PRIVATE) { __typename } }`, { id: list.id });
    const hidden = await asReader(`query($id: ID!) { post(id: $id) { responseRootCatalog { id } } }`, { id: top.id });
    expect(hidden.data?.post?.responseRootCatalog ?? null).toBeNull();
  });
});
