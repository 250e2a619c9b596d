import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAGRAPH_TYPES, type PostBody } from '../../src/shared/content';
import { systemContext } from '../../src/server/core';
import { storeImage } from '../../src/server/modules/media/media.service';
import { seedDemoContent } from '../../src/server/seed/seed';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('media', () => {
  it('serves an image at a served width, never wider than the original, and caches it', async () => {
    const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#336699' } }).png().toBuffer();
    const image = await storeImage(systemContext(t.deps), { bytes: png, creatorId: null });
    const original = await t.app.inject({ method: 'GET', url: `/media/${image.id}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const small = await t.app.inject({ method: 'GET', url: `/media/${image.id}?w=500` });
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(600);
    // A portrait's width: a 20 px avatar asks for 40 and gets the narrowest rendering, not a 400 px one.
    const portrait = await t.app.inject({ method: 'GET', url: `/media/${image.id}?w=40` });
    expect((await sharp(portrait.rawPayload).metadata()).width).toBe(64);
    const huge = await t.app.inject({ method: 'GET', url: `/media/${image.id}?w=4000` });
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(1500);
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/aaaaaaaaaaaa' })).statusCode).toBe(404);
  });
});

describe('demo content', () => {
  it('fills an empty database once: people with avatars, two publications, 25 stories using every paragraph type', async () => {
    const db = t.deps.db;
    await db.deleteFrom('posts').execute();
    await db.deleteFrom('users').execute();
    expect(await seedDemoContent(t.deps)).toBe(true);
    expect(await seedDemoContent(t.deps)).toBe(false);

    const users = await db.selectFrom('users').select(['id', 'image_id']).execute();
    expect(users.length).toBeGreaterThanOrEqual(8);
    expect(users.every((u) => u.image_id)).toBe(true);

    const collections = await db.selectFrom('collections').select('id').execute();
    expect(collections).toHaveLength(2);
    for (const c of collections) {
      const roles = (await db.selectFrom('collection_members').select('role').where('collection_id', '=', c.id).execute()).map((r) => r.role);
      expect(roles.includes('WRITER')).toBe(true);
    }
    expect((await db.selectFrom('collection_members').select('role').where('role', '=', 'EDITOR').execute()).length).toBeGreaterThan(0);

    const published = await db.selectFrom('posts').select(['id', 'visibility', 'collection_id']).where('is_published', '=', 1).where('is_response', '=', 0).where('is_series', '=', 0).execute();
    expect(published).toHaveLength(25);
    // Responses are posts too: the demo's discussions.
    expect((await db.selectFrom('posts').select('id').where('is_response', '=', 1).execute()).length).toBeGreaterThan(5);
    expect(published.some((p) => p.visibility === 'LOCKED')).toBe(true);
    expect(published.some((p) => p.collection_id)).toBe(true);
    expect(published.some((p) => !p.collection_id)).toBe(true);
    expect((await db.selectFrom('posts').select('id').where('is_published', '=', 0).execute()).length).toBeGreaterThan(0);

    const bodies = await db.selectFrom('post_versions').select('body').execute();
    const types = new Set(bodies.flatMap((b) => (JSON.parse(b.body) as PostBody).paragraphs.map((p) => p.type)));
    for (const type of PARAGRAPH_TYPES) expect(types.has(type), type).toBe(true);

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body.match(/class="post-card post-card--default"/g)?.length).toBe(10);
  });

  it("gives ada's bell the newer kinds of notification too, from the demo's own series, publication and stories", async () => {
    const ada = await t.deps.db.selectFrom('users').select('id').where('username', '=', 'ada').executeTakeFirstOrThrow();
    const rows = await t.deps.db.selectFrom('notifications').select('activity_type').distinct().where('user_id', '=', ada.id).execute();
    const types = rows.map((r) => r.activity_type);
    for (const type of ['series_published_by_someone_you_follow', 'mention_in_series', 'post_added_to_homepage_catalog', 'post_collaborated_published', 'collection_editor_added', 'post_shared', 'mention_in_note']) {
      expect(types, type).toContain(type);
    }
  });
});

describe('the demo’s Partner Program writers', () => {
  const DASHBOARD = `{ viewerPartnerEarnings { lifetime thisMonth { amount isEstimate } months(count: 12) { month amount isEstimate } } }`;
  type Dashboard = { viewerPartnerEarnings: { lifetime: number; thisMonth: { amount: number; isEstimate: boolean }; months: { month: string; amount: number; isEstimate: boolean }[] } };
  async function dashboardOf(username: string) {
    const db = t.deps.db;
    // Seeded by the demo content test above when it ran first; seeded here when this test runs alone.
    await seedDemoContent(t.deps);
    const person = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return (await t.graphql<Dashboard>(DASHBOARD, {}, await t.signIn(person.id))).data!.viewerPartnerEarnings;
  }

  it.each([
    ['ada', 11],
    ['radia', 7],
  ])('%s has a history of months: each closed, this month an estimate of its own, lifetime the closed months’ sum', async (username, monthsEarned) => {
    const earnings = await dashboardOf(username);
    const closed = earnings.months.filter((m) => !m.isEstimate);
    expect(closed).toHaveLength(11);
    const earned = closed.filter((m) => m.amount > 0);
    expect(earned.length).toBeGreaterThanOrEqual(monthsEarned);
    // Months differ, as a writer's do.
    expect(new Set(earned.map((m) => m.amount)).size).toBeGreaterThan(3);
    expect(earnings.lifetime).toBe(closed.reduce((sum, m) => sum + m.amount, 0));
    expect(earnings.months.at(-1)).toEqual({ month: expect.any(String), amount: earnings.thisMonth.amount, isEstimate: true });
    expect(earnings.thisMonth.amount).not.toBe(earnings.lifetime);
  });
});
