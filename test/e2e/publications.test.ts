import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, pageGraphQL, signInLink, waitForHydration, type BrowserSession } from './browser';

/** The editor starts a publication of their own; the writer is invited to it. Other browser tests leave their publications alone. */
const EDITOR = 'katherine@quire.test';
const WRITER_USERNAME = 'alan';
const WRITER = `${WRITER_USERNAME}@quire.test`;
const PHONE = { width: 390, height: 844 };

describe('publications', () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.close()));
  });

  async function browser(options: Parameters<typeof openBrowser>[0] = {}) {
    const session = await openBrowser(options);
    sessions.push(session);
    return session;
  }

  it('an editor starts a publication and invites a writer, who accepts and submits; the approved story is on its home', async () => {
    const stamp = Date.now().toString(36);
    const name = `Harbour Notes ${stamp}`;
    const slug = `harbour-notes-${stamp}`;

    // The editor names the publication; its address follows the name and is checked while typing.
    const editor = await browser();
    await editor.page.goto(await signInLink(EDITOR));
    await editor.page.goto('/new-publication');
    await waitForHydration(editor.page, '.publication-form button[type="submit"]');
    await editor.page.getByLabel('Name').fill(name);
    await expect.poll(() => editor.page.getByLabel('Address').inputValue()).toBe(slug);
    await editor.page.getByText('This address is available.').waitFor();
    await editor.page.getByLabel('Tagline').fill('Tides, boats and the people who mend them');
    await editor.page.getByRole('button', { name: 'Create publication' }).click();
    await editor.page.waitForURL(new RegExp(`/${slug}$`));
    await editor.page.getByRole('heading', { level: 1, name }).waitFor();
    await editor.page.getByText('No stories have been published here yet.').waitFor();

    // The editor invites the writer by username.
    await editor.page.goto(`/${slug}/settings/masthead`);
    await waitForHydration(editor.page, '.admin-invite button');
    await editor.page.getByLabel('Username or email').fill(WRITER_USERNAME);
    await editor.page.getByRole('button', { name: 'Send invitation' }).click();
    await editor.page.getByText('Waiting for an answer').waitFor();
    await editor.page.locator('.admin-row', { hasText: 'Alan Turing' }).getByText('Invited as writer', { exact: false }).waitFor();

    // The writer finds the invitation on their Publications page and accepts it.
    const writer = await browser();
    await writer.page.goto(await signInLink(WRITER));
    await writer.page.goto('/me/publications');
    await waitForHydration(writer.page, '.your-publications__header a');
    const invitation = writer.page.locator('.your-publication--invitation', { hasText: name });
    await invitation.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
    await writer.page.locator('.your-publication', { hasText: name }).getByText('Writer', { exact: true }).waitFor();
    await expect.poll(() => invitation.count()).toBe(0);

    // The writer publishes a story to the publication: as a writer, that submits it to the editors.
    const title = `Mending Nets at Low Tide ${stamp}`;
    const { collectionByDomainOrSlug } = await pageGraphQL<{ collectionByDomainOrSlug: { id: string } }>(writer.page, `query($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) { id } }`, { slug });
    const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'The tide goes out and the work comes in.', markups: [] }], sections: [] });
    const { createPost } = await pageGraphQL<{ createPost: { id: string } }>(writer.page, `mutation($slug: String, $title: String, $body: String) {
      createPost(collectionSlug: $slug, title: $title, bodyJson: $body) { ... on Post { id } } }`, { slug, title, body });
    const { publishPost } = await pageGraphQL<{ publishPost: { statusForCollection: string; draftLabel: string | null } }>(
      writer.page,
      `mutation($id: ID!, $input: PublishPostInput!) { publishPost(postId: $id, input: $input) { ... on Post { statusForCollection draftLabel } } }`,
      { id: createPost.id, input: { tags: ['Boats'], visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', collectionId: collectionByDomainOrSlug.id } },
    );
    expect(publishPost).toEqual({ statusForCollection: 'PENDING', draftLabel: `Submitted to ${name}` });

    // The editor approves it from the submissions queue…
    await editor.page.goto(`/${slug}/stories/submissions`);
    await waitForHydration(editor.page, '.admin-subtabs a');
    const row = editor.page.locator('.admin-row', { hasText: title });
    await row.getByText(`Submitted to ${name}`).waitFor();
    await row.getByRole('button', { name: `Approve “${title}”` }).click();
    await editor.page.getByText(`“${title}” is published in the publication.`).waitFor();
    await expect.poll(() => editor.page.locator('.admin-row', { hasText: title }).count()).toBe(0);

    // …and it is on the publication's home, for anyone.
    const reader = await browser();
    await reader.page.goto(`/${slug}`);
    const card = reader.page.locator('.publication-feed .post-card', { hasText: title });
    await card.waitFor();
    await card.getByText(name).waitFor();
    await card.getByRole('link', { name: title }).click();
    await reader.page.waitForURL(new RegExp(`/${slug}/mending-nets-at-low-tide-${stamp}-${createPost.id}$`));
    expect([...editor.errors, ...writer.errors, ...reader.errors]).toEqual([]);
  });

  it('serves a publication’s pages with JavaScript off: header, navigation, stories and the archive', async () => {
    const { page, errors } = await browser({ javaScriptEnabled: false });
    const response = await page.goto('/the-long-read');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'The Long Read' }).waitFor();
    await page.getByText('Essays that take their time').first().waitFor();
    expect(await page.locator('.publication-featured .post-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.publication-feed .post-card').count()).toBeGreaterThan(0);
    // Follow is a sign-in link without a session.
    expect(await page.locator('.publication-header__actions a', { hasText: 'Follow' }).getAttribute('href')).toMatch(/^\/m\/signin\?/);
    await page.locator('.publication-nav').getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL(/\/the-long-read\/archive$/);
    await page.getByRole('heading', { level: 1, name: 'Archive' }).waitFor();
    const year = page.locator('.publication-archive__row').first().getByRole('link').nth(1);
    await year.click();
    await page.waitForURL(/\/the-long-read\/archive\/\d{4}$/);
    expect(await page.locator('.publication-feed .post-card').count()).toBeGreaterThan(0);
    await page.locator('.publication-nav').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About The Long Read' }).waitFor();
    await page.getByRole('link', { name: 'See the masthead' }).click();
    await page.getByRole('heading', { name: 'Editors', exact: true }).waitFor();
    await page.locator('.publication-person', { hasText: 'Grace Hopper' }).getByText('Founder').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 390 px phone: nothing wider than the screen, the navigation scrolls on its own', async () => {
    const { page, errors } = await browser({ viewport: PHONE });
    await page.goto('/the-long-read');
    await waitForHydration(page, '.publication-header__actions button, .publication-header__actions a');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const nav = await page.locator('.publication-nav').evaluate((el) => ({ scroll: el.scrollWidth, box: el.clientWidth }));
    expect(nav.scroll).toBeGreaterThan(nav.box);
    const name = await page.locator('.publication-header__name').boundingBox();
    expect(name && name.x + name.width).toBeLessThanOrEqual(PHONE.width);
    // The follow button sits under the name, not off the screen.
    const follow = await page.locator('.publication-header__actions').boundingBox();
    expect(follow && follow.x + follow.width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
