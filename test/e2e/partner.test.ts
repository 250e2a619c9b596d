import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, pageGraphQL, signInLink, trackedBrowsers, waitForHydration } from './browser';
import { latestEmail, linkFrom } from './mail';

/**
 * The Partner Program in a browser: a new writer with a published story enrolls step by step (eligibility, terms,
 * payout onboarding on the Stripe stand-in, tax), sees the tax banner, submits tax details and is asked to wait
 * 3 to 5 business days; staff (tim) approve the form and the banner goes away.
 */
const dataDir = inject('dataDir');
const stripeUrl = inject('stripeUrl');
// The stand-in's hosted pages have no favicon.
const browsers = trackedBrowsers({ ignoreErrors: /favicon\.ico/ });
afterAll(() => browsers.closeAll());

const SHOTS = process.env.PARTNER_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function graphqlAt<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${baseUrl}/_/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A brand-new account (signed up from an email link), so no other browser test sees its notices. */
async function newWriter(page: Page, name: string): Promise<string> {
  const email = `partner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const before = Date.now() - 1;
  await graphqlAt(page, 'mutation($email: String!) { sendAcctAuthEmail(email: $email, redirect: "/me/settings", operation: "register") { __typename } }', { email });
  const mail = await latestEmail(dataDir, email, before);
  await page.goto(linkFrom(mail, '/m/callback/email'));
  await page.waitForURL((url) => url.pathname === '/registration-form');
  await waitForHydration(page, '.registration__card');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Username').fill(`partner_${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/me/settings');
  await page.getByRole('button', { name: 'User menu', exact: true }).waitFor();
  return email;
}

async function publishStory(page: Page): Promise<string> {
  const body = JSON.stringify({ paragraphs: [{ name: 'p0', type: 'P', text: 'What the first year of writing every week taught me about patience.', markups: [] }], sections: [] });
  const created = await pageGraphQL<{ createPost: { __typename: string; id?: string } }>(
    page,
    'mutation($body: String!) { createPost(title: "A Year of Weekly Essays", bodyJson: $body) { __typename ... on Post { id } } }',
    { body },
  );
  expect(created.createPost.__typename).toBe('Post');
  const published = await pageGraphQL<{ publishPost: { __typename: string } }>(
    page,
    'mutation($id: ID!) { publishPost(postId: $id, input: { tags: ["Writing"], visibility: PUBLIC, license: "ALL_RIGHTS_RESERVED" }) { __typename } }',
    { id: created.createPost.id },
  );
  expect(published.publishPost.__typename).toBe('Post');
  return created.createPost.id!;
}

const taxNotice = (page: Page) => page.getByTestId('tax-notice');

describe('a writer joins the Partner Program', () => {
  it('enrolls step by step, submits tax details, and the banner goes once staff approve them', async () => {
    const writer = await browsers.open({ viewport: { width: 1280, height: 900 } });
    const { page } = writer;
    await newWriter(page, 'Paula Partner');
    const postId = await publishStory(page);

    // A later step before its prerequisites leads to the first unfinished one.
    await page.goto(`${baseUrl}/me/partner/enroll/tax`);
    await page.waitForURL((url) => url.pathname === '/me/partner/enroll/eligibility');
    await waitForHydration(page, '.partner-step button');
    // Unknown steps are not found.
    expect((await page.request.get(`${baseUrl}/me/partner/enroll/nowhere`)).status()).toBe(404);

    // The user menu leads here while not enrolled.
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Partner Program' }).getAttribute('href')).toBe('/me/partner/enroll/eligibility');
    await page.keyboard.press('Escape');

    const rules = page.locator('.partner-rules__item');
    await expect.poll(() => rules.count()).toBe(3);
    expect(await page.locator('.partner-rules__item--met').count()).toBe(3);
    await page.getByLabel('Where you live (payouts go to a bank account there)').selectOption('US');
    await shot(page, 'enroll-eligibility-1280');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/me/partner/enroll/terms');
    await page.getByText('Updated Aug 11, 2021').waitFor();
    await shot(page, 'enroll-terms-1280');
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await page.waitForURL((url) => url.pathname === '/me/partner/enroll/payout');
    await page.getByRole('button', { name: 'Set up payouts with Stripe' }).click();
    // Stripe's hosted onboarding (the local stand-in), then back to the last step.
    await page.waitForURL((url) => url.origin === new URL(stripeUrl).origin);
    await page.getByRole('button', { name: 'Agree and submit' }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/me/partner/enroll/tax', { timeout: 20_000 });

    // Enrolled: the tax banner asks for the forms, error-coloured, before the deadline.
    const banner = taxNotice(page);
    await banner.waitFor({ state: 'visible' });
    expect(await banner.innerText()).toMatch(/Your tax forms must be approved by \w+ \d+, \d{4} for your stories to keep earning\./);
    expect(await banner.getAttribute('data-tone')).toBe('error');
    await shot(page, 'enroll-tax-1280');

    await page.getByLabel('Full legal name').fill('Paula Q. Partner');
    await page.getByLabel('Country of tax residence').selectOption('US');
    await page.getByLabel('Address').fill('12 Harbor Lane\nPortland, ME 04101');
    await page.getByLabel('US taxpayer identification number (SSN, ITIN or EIN)').fill('123-45-6789');
    await page.getByRole('button', { name: 'Submit tax information' }).click();

    await expect.poll(async () => (await taxNotice(page).innerText().catch(() => '')).includes('please wait 3 to 5 business days'), { timeout: 10_000 }).toBe(true);
    expect(await taxNotice(page).getAttribute('data-tone')).toBe('default');
    await page.getByTestId('tax-status').getByText('Pending review').waitFor();
    expect(await page.getByTestId('tax-status').innerText()).toContain('6789');
    expect(await page.content()).not.toContain('123456789');

    // The taxes page, server-rendered, says the same.
    await page.goto(`${baseUrl}/me/partner/taxes`);
    await page.getByTestId('tax-status').getByText('Pending review').waitFor();
    await taxNotice(page).getByText('please wait 3 to 5 business days', { exact: false }).waitFor();
    await shot(page, 'taxes-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'taxes-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Not on the post stats page.
    await page.goto(`${baseUrl}/me/stats/post/${postId}`);
    await waitForHydration(page, '.metabar__actions button');
    expect(await taxNotice(page).count()).toBe(0);
    await page.goto(`${baseUrl}/me/stats`);
    await taxNotice(page).waitFor();

    // Staff approve the form.
    const staff = await browsers.open({ viewport: { width: 1280, height: 900 } });
    await staff.page.goto(await signInLink('tim@quire.test'));
    await staff.page.goto(`${baseUrl}/_/admin/partner/taxes`);
    const item = staff.page.getByTestId('tax-review-item').filter({ hasText: 'Paula Q. Partner' });
    await item.waitFor();
    await waitForHydration(staff.page, '.tax-review__item button');
    await shot(staff.page, 'review-1280');
    await item.getByRole('button', { name: 'Approve' }).click();
    await item.waitFor({ state: 'detached' });

    // The banner is gone; the menu leads to the dashboard now.
    await page.goto(`${baseUrl}/me/partner/taxes`);
    await page.getByTestId('tax-status').getByText('Approved', { exact: true }).waitFor();
    await waitForHydration(page, '.metabar__actions button');
    expect(await taxNotice(page).count()).toBe(0);
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Partner Program' }).getAttribute('href')).toBe('/me/partner/dashboard');
    await page.keyboard.press('Escape');

    // Leaving: confirm, and the menu leads back to enrolment.
    await page.goto(`${baseUrl}/me/partner/unenroll`);
    await page.getByRole('heading', { name: 'Leave the Partner Program?' }).waitFor();
    await waitForHydration(page, '.partner__actions button');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'unenroll-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Leave the program' }).click();
    await page.waitForURL((url) => url.pathname === '/me/settings');
    await page.getByText('You left the Partner Program.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'User menu', exact: true }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Partner Program' }).getAttribute('href'))
      .toBe('/me/partner/enroll/eligibility');
    // (The tracked browsers are checked for errors after the test, the stand-in's missing favicon aside.)
  });

  it('shows the terms notice to a writer who accepted before the 2021 update, 340 px wide on a phone, until dismissed', async () => {
    const session = await browsers.open({ viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.goto(await signInLink('ursula@quire.test'));
    await page.goto(`${baseUrl}/me/partner/taxes`);
    const notice = page.getByTestId('terms-notice');
    await notice.waitFor({ state: 'visible' });
    expect(await taxNotice(page).count()).toBe(0);
    const width = await page.locator('.partner-notices').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(340);
    await shot(page, 'terms-notice-390');
    await waitForHydration(page, '.partner-notice__dismiss');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await pageGraphQL<{ viewer: { dismissableFlags: string[] } }>(page, '{ viewer { dismissableFlags } }')).viewer.dismissableFlags)
      .toContain('PP_TERMS_ACKNOWLEDGEMENT');
    await page.reload();
    await page.getByTestId('tax-status').waitFor();
    expect(await page.getByTestId('terms-notice').count()).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('shows the pending banner to the demo writer whose form is in review', async () => {
    const session = await browsers.open({ viewport: { width: 1280, height: 900 } });
    const { page } = session;
    await page.goto(await signInLink('octavia@quire.test'));
    await page.goto(`${baseUrl}/me/stats`);
    await taxNotice(page).getByText('please wait 3 to 5 business days', { exact: false }).waitFor();
    await shot(page, 'pending-banner-1280');
    expect(await taxNotice(page).getAttribute('data-tone')).toBe('default');
  });
});
