import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStories } from '../../src/server/seed/demo-content';
import { demoEmail } from '../../src/server/seed/demo-people';
import { CRAWLERS_READ_WHOLE_LABEL } from '../../src/shared/validation/meter';
import { VIEWING_COUNTERS_KEY, type ViewingCounters } from '../../src/client/components/Meter/viewing-counters';
import { openBrowser, signInLink, waitForHydration, type BrowserSession } from './browser';
import { bodyTexts, openStory, squash } from './demo';
import { dataDir, query } from './server-db';

// The meter in a browser: a signed-in non-member reads member-only stories in full while the month's
// allowance lasts (METER_FREE_STORIES, 3 on the e2e server), sees what is left, then meets the paywall.

interface Locked {
  title: string;
  path: string;
  lastText: string;
}

/** Member-only demo stories on this site, with their addresses and last paragraph. */
function lockedStories(): Locked[] {
  const out: Locked[] = [];
  for (const story of demoStories.filter((s) => s.visibility === 'LOCKED' && s.published)) {
    const row = query<{ id: string; slug: string; username: string; collectionSlug: string | null; domain: string | null }>(
      `select p.id, p.slug, u.username, c.slug as collectionSlug, c.domain as domain from posts p
       join users u on u.id = p.creator_id left join collections c on c.id = p.collection_id where p.title = ?`,
      story.title,
    )[0];
    if (!row || row.domain) continue;
    const path = row.collectionSlug ? `/${row.collectionSlug}/${row.slug}-${row.id}` : `/@${row.username}/${row.slug}-${row.id}`;
    out.push({ title: story.title, path, lastText: squash(bodyTexts(story).at(-1)!).slice(0, 60) });
  }
  return out;
}

function storyPath(title: string): string {
  const row = query<{ id: string; slug: string; username: string }>(
    'select p.id, p.slug, u.username from posts p join users u on u.id = p.creator_id where p.title = ?',
    title,
  )[0]!;
  return `/@${row.username}/${row.slug}-${row.id}`;
}

/** A new reader who is not a member, straight into the e2e server's database (sign-up has its own tests). */
function newReader(): string {
  const db = new SQLite(join(dataDir, 'quire.db'), { fileMustExist: true });
  try {
    const id = randomBytes(6).toString('hex');
    const now = Date.now();
    const email = `meter-${id}@example.com`;
    db.prepare('insert into users (id, username, name, email, created_at, updated_at) values (?, ?, ?, ?, ?, ?)').run(
      id,
      `meterreader${id.slice(0, 6)}`,
      'Meter Reader',
      email,
      now,
      now,
    );
    return email;
  } finally {
    db.close();
  }
}

const counters = (session: BrowserSession) =>
  session.page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as ViewingCounters | null, VIEWING_COUNTERS_KEY);

describe('the meter', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    expect(session?.errors ?? []).toEqual([]);
    await session?.close();
    session = undefined;
  });

  it('shows a signed-out reader the preview and the paywall with the sign-in prompt', async () => {
    session = await openBrowser();
    const { page } = session;
    const [story] = lockedStories();
    await page.goto(story!.path);
    const paywall = page.getByTestId('paywall');
    await paywall.waitFor();
    expect(await paywall.textContent()).toContain('signed-in readers get 3 free member-only stories a month');
    expect(await paywall.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toMatch(
      /^\/membership\?source=upgrade_membership&dimension=post_paywall_signed_out/,
    );
    expect(await paywall.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('/m/signin');
    expect(squash((await page.locator('article.story').textContent()) ?? '')).not.toContain(story!.lastText);
    expect(await page.getByTestId('meter-banner').count()).toBe(0);
    // Search engines are told the story is not free, and where its member-only part is.
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('"isAccessibleForFree":false');
    expect(jsonLd).toContain('.meteredContent');
    expect(await page.locator('.meteredContent').count()).toBe(1);
  });

  it('lets a signed-in non-member read member-only stories on the meter, then shows the paywall', async () => {
    session = await openBrowser();
    const { page } = session;
    const stories = lockedStories();
    expect(stories.length).toBeGreaterThanOrEqual(4);
    await page.goto(await signInLink(newReader()));

    const expected = [
      'You have 2 free member-only stories left this month.',
      'You have 1 free member-only story left this month.',
      'This is your last free member-only story this month.',
    ];
    for (const [i, text] of expected.entries()) {
      const story = stories[i]!;
      await page.goto(story.path);
      await waitForHydration(page, '.story__body');
      const banner = page.getByTestId('meter-banner');
      await banner.waitFor();
      expect(squash((await banner.textContent()) ?? '')).toContain(text);
      expect(await banner.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toMatch(/source=upgrade_membership&dimension=post_meter_banner/);
      await page.getByText(story.lastText).first().waitFor();
      expect(await page.getByTestId('paywall').count()).toBe(0);
      await page.waitForFunction((key) => (JSON.parse(localStorage.getItem(key) ?? '{}')?.month?.count ?? 0) >= 1, VIEWING_COUNTERS_KEY);
      expect((await counters(session))?.month.count).toBe(i + 1);
    }

    // Reading one of them again this month is free: the text is whole, nothing more is spent, and the banner
    // does not call the first story of the month the last one.
    const reread = 'You read this story earlier this month, so it’s still yours to reread. You have no free member-only stories left this month.';
    await page.goto(stories[0]!.path);
    await page.getByText(stories[0]!.lastText).first().waitFor();
    expect(squash((await page.getByTestId('meter-banner').textContent()) ?? '')).toContain(reread);

    // The allowance is spent: the next member-only story stops at the paywall.
    const next = stories[3]!;
    await page.goto(next.path);
    const paywall = page.getByTestId('paywall');
    await paywall.waitFor();
    expect(await paywall.textContent()).toContain('You have read all your free member-only stories this month.');
    expect(await paywall.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toMatch(/^\/membership\?source=upgrade_membership&dimension=post_paywall/);
    expect(squash((await page.locator('article.story').textContent()) ?? '')).not.toContain(next.lastText);
    expect(await page.getByTestId('meter-banner').count()).toBe(0);
    // Right after the paywall, a story already read opens whole and says so, not that it is the last free one.
    await page.goto(stories[1]!.path);
    await page.getByText(stories[1]!.lastText).first().waitFor();
    expect(squash((await page.getByTestId('meter-banner').textContent()) ?? '')).toContain(reread);

    // The viewing counters: six stories today, this week and this month; none of them outside the meter.
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.month?.count === 6, VIEWING_COUNTERS_KEY);
    const seen = (await counters(session))!;
    expect([seen.today.count, seen.week.count, seen.month.count, seen.nonMeteredMonth.count]).toEqual([6, 6, 6, 0]);
    // An open story counts as a non-metered view.
    await page.goto(storyPath(openStory.title));
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.nonMeteredMonth?.count === 1, VIEWING_COUNTERS_KEY);
    expect((await counters(session))!.month.count).toBe(7);
  });

  it('lets the writer of a member-only story let search engines read all of it, from the story settings', async () => {
    session = await openBrowser();
    const { page } = session;
    const story = demoStories.find((s) => s.visibility === 'LOCKED' && s.published && s.title === 'Learning to Draw at Forty')!;
    const { id } = query<{ id: string }>('select id from posts where title = ?', story.title)[0]!;
    await page.goto(await signInLink(demoEmail(story.authorKey)));
    await page.goto(`/p/${id}/settings`);
    await waitForHydration(page, '.story-settings__form');
    const box = page.getByRole('checkbox', { name: new RegExp(CRAWLERS_READ_WHOLE_LABEL) });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your story settings were saved.').waitFor();
    expect(query<{ on: number }>('select crawlers_read_whole as "on" from posts where id = ?', id)[0]?.on).toBe(1);
    await box.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => query<{ on: number }>('select crawlers_read_whole as "on" from posts where id = ?', id)[0]?.on).toBe(0);
  });
});
