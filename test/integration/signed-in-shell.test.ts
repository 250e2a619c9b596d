import { systemContext } from '../../src/server/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/modules/notifications';
import { createCollection, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/** The signed-in navigation bar as the server renders it (spec 1 §2): complete in the HTML, from one small query. */
let t: TestApp;
let member: { id: string; username: string | null; name: string };
let reader: { id: string; username: string | null; name: string };
let editor: { id: string; username: string | null; name: string };
let writer: { id: string; username: string | null; name: string };
let nameless: { id: string; username: string | null; name: string };
let publication: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.deps.db, { name: 'Mina Member', member: true });
  reader = await createUser(t.deps.db, { name: 'Rita Reader' });
  editor = await createUser(t.deps.db, { name: 'Edie Editor' });
  writer = await createUser(t.deps.db, { name: 'Walt Writer' });
  nameless = await createUser(t.deps.db, { name: 'Nora Nousername', username: null });
  publication = await createCollection(t.deps.db, editor.id, [{ userId: writer.id, role: 'WRITER' }]);
});
afterAll(() => t.close());

async function page(userId: string, url = '/') {
  const { cookie, xsrf } = await t.signIn(userId);
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const bar = /<header class="metabar[^"]*">([\s\S]*?)<\/header>/.exec(res.body)?.[1] ?? '';
  return { body: res.body, bar, xsrf };
}

/** Whether the HTML has an `<a>` start tag with all of these attributes, in any order. */
function hasLink(html: string, ...attributes: string[]): boolean {
  return [...html.matchAll(/<a\s[^>]*>/g)].some(([tag]) => attributes.every((attribute) => tag.includes(attribute)));
}

function cacheState(html: string): Record<string, { op: string; data: unknown }> {
  const match = /window\.__CACHE_STATE__=(.*?);<\/script>/.exec(html);
  if (!match) throw new Error('no cache state');
  return JSON.parse(match[1]!) as Record<string, { op: string; data: unknown }>;
}

describe('signed-in navigation bar, server-rendered', () => {
  it('gives a member Search, the bell, Write and the user menu, and no Upgrade', async () => {
    const { bar, xsrf } = await page(member.id);
    expect(bar).toContain('href="/search"');
    expect(bar).toContain('href="/me/notifications"');
    expect(hasLink(bar, 'href="/new-story"', 'aria-label="Write"')).toBe(true);
    expect(bar).not.toContain('Upgrade');
    expect(bar).toContain('aria-label="User menu"');
    // The member's halo on the avatar (spec 2 §6).
    expect(bar).toContain('avatar avatar--member');
    // Sign out is in the menu; the HTML carries it for readers without JavaScript.
    expect(bar).toContain(`/m/signout/${xsrf}`);
    expect(bar).toContain(`href="/@${member.username}"`);
  });

  it('gives a reader who is not a member Upgrade, the Lists link and Write', async () => {
    const { bar } = await page(reader.id);
    expect(bar).toMatch(/<a[^>]*href="\/membership"[^>]*>Upgrade<\/a>/);
    expect(hasLink(bar, 'href="/me/lists"', 'aria-label="Lists"')).toBe(true);
    expect(hasLink(bar, 'href="/new-story"', 'aria-label="Write"')).toBe(true);
    expect(bar).not.toContain('avatar--member');
  });

  it('hides the Lists link for a writer and gives no publication menu; an editor gets one', async () => {
    const asWriter = await page(writer.id);
    expect(asWriter.bar).not.toContain('href="/me/lists"');
    expect(asWriter.bar).not.toContain('publication-menu');
    const asEditor = await page(editor.id);
    expect(asEditor.bar).not.toContain('href="/me/lists"');
    expect(asEditor.bar).toContain(`aria-label="Publication ${publication.slug} menu"`);
  });

  it('has no user menu without a username, but a way to sign out', async () => {
    const { bar, xsrf } = await page(nameless.id);
    expect(bar).not.toContain('aria-label="User menu"');
    expect(bar).toMatch(new RegExp(`<a class="metabar__link" href="/m/signout/${xsrf}">Sign out</a>`));
  });

  it('loads the bar’s data in one query that the home page’s greeting shares, answered once in the page', async () => {
    const { body } = await page(member.id);
    const entries = Object.values(cacheState(body)).filter((entry) => JSON.stringify(entry.data).includes('"viewerPublications"'));
    expect(entries.map((entry) => entry.op)).toEqual(['MetabarViewer']);
    // The server does not know the reader's hour: the heading is neutral until the browser fills it in.
    expect(body).toContain('<h1 class="greeting"><span class="greeting__text greeting__text--neutral">Welcome, Mina</span></h1>');
  });

  it('carries the bell’s unread count in the bar’s own query: no request of its own', async () => {
    const quiet = await page(reader.id);
    expect(hasLink(quiet.bar, 'href="/me/notifications"', 'aria-label="Notifications"')).toBe(true);
    expect(quiet.bar).not.toContain('notifications-bell__badge');
    const deps = systemContext(t.deps);
    for (const actor of [member, editor]) {
      await notify(deps, { recipientId: reader.id, type: 'users_following_you', actorId: actor.id, dedupeKey: `shell:${actor.id}`, occurredAt: Date.now() });
    }
    const { bar, body } = await page(reader.id);
    expect(hasLink(bar, 'href="/me/notifications"', 'aria-label="Notifications, 2 unread"')).toBe(true);
    expect(bar).toContain('<span class="notifications-bell__badge" aria-hidden="true">2</span>');
    const entries = Object.values(cacheState(body)).filter((entry) => JSON.stringify(entry.data).includes('"unreadNotificationCount"'));
    expect(entries.map((entry) => entry.op)).toEqual(['MetabarViewer']);
  });

  it('tells the bar whether the reader is staff, to them alone (the user menu’s Staff section)', async () => {
    const staff = await createUser(t.deps.db, { name: 'Stan Staff' });
    await t.deps.db.updateTable('users').set({ is_staff: 1 }).where('id', '=', staff.id).execute();
    const isStaff = async (userId: string) => {
      const { cookie, xsrf } = await t.signIn(userId);
      const answer = await t.graphql<{ viewer: { isStaff: boolean } }>('{ viewer { isStaff } }', {}, { cookie, xsrf });
      return answer.data?.viewer.isStaff;
    };
    expect(await isStaff(staff.id)).toBe(true);
    expect(await isStaff(reader.id)).toBe(false);
    const viewerOf = (body: string) =>
      Object.values(cacheState(body)).find((entry) => entry.op === 'MetabarViewer')?.data as { viewer: { isStaff: boolean } } | undefined;
    expect(viewerOf((await page(staff.id)).body)?.viewer.isStaff).toBe(true);
    expect(viewerOf((await page(member.id)).body)?.viewer.isStaff).toBe(false);
  });

  it('keeps the signed-out bar as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const bar = /<header class="metabar[^"]*">([\s\S]*?)<\/header>/.exec(res.body)?.[1] ?? '';
    expect(bar).toContain('Become a member');
    expect(bar).toContain('Sign in');
    expect(bar).toContain('Get started');
    expect(bar).not.toContain('User menu');
    expect(res.body).toContain('Human stories &amp; ideas');
  });
});
