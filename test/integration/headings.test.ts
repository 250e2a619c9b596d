import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let session: { cookie: string };
let storyUrl: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  const author = await createUser(t.deps.db);
  session = await t.signIn(author.id);
  const post = await createPost(t.deps.db, author.id, { title: 'One heading' });
  postId = post.id;
  const short = await t.app.inject({ method: 'GET', url: `/p/${post.id}` });
  storyUrl = short.statusCode === 301 ? String(short.headers.location) : `/p/${post.id}`;
});
afterAll(() => t.close());

const h1s = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

describe('every page has exactly one h1', () => {
  it.each([
    ['home', () => '/'],
    ['a story', () => storyUrl],
    ['sign in', () => '/m/signin'],
    ['the password page', () => '/password'],
    ['two-factor sign-in', () => '/two-factor-authentication'],
    ['the registration form', () => '/registration-form'],
    ['not found', () => '/no/such/page'],
    ['a page still to come', () => '/me/export'],
    ['about', () => '/about'],
    ['help', () => '/help'],
    ['legal', () => '/legal'],
  ])('signed out: %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(h1s(res.body), url()).toBe(1);
  });

  it.each([
    ['settings', () => '/me/settings'],
    ['your stories', () => '/me/stories/drafts'],
    ['a new story', () => '/new-story'],
    ['editing a story', () => `/p/${postId}/edit`],
    ['story settings', () => `/p/${postId}/settings`],
    ['stats', () => '/me/stats'],
    ['story stats', () => `/me/stats/post/${postId}`],
    ['a story', () => storyUrl],
  ])('signed in: %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: { cookie: session.cookie } });
    expect(h1s(res.body), url()).toBe(1);
  });
});
