import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format/money';
import { pageGraphQL, signInLink, trackedBrowsers, waitForHydration } from './browser';

/** The demo's Partner Program writer (approved tax form), whom the demo members read. */
const PARTNER = 'ada@quire.test';
/** A demo writer not in the Partner Program. */
const OUTSIDER = 'tim@quire.test';

const EARNINGS = `{ viewerPartnerEarnings { currency lastMonth { amount } stories { title amount } } }`;

describe('the partner dashboard', () => {
  const browsers = trackedBrowsers();
  afterAll(() => browsers.closeAll());

  it('shows an enrolled writer the chart, last month’s total and earnings per story, and a story’s audit', async () => {
    const { page } = await browsers.open();
    await page.goto(await signInLink(PARTNER));
    await page.goto('/me/partner/dashboard');
    await waitForHydration(page, '#earnings-month');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Earnings');

    const truth = await pageGraphQL<{
      viewerPartnerEarnings: { currency: string; lastMonth: { amount: number }; stories: { title: string; amount: number }[] };
    }>(page, EARNINGS);
    const earnings = truth.viewerPartnerEarnings;
    expect(earnings.lastMonth.amount).toBeGreaterThan(0);
    expect(await page.getByTestId('earnings-last-month').locator('.earnings__number').innerText()).toBe(formatMoney(earnings.lastMonth.amount, earnings.currency));

    // The chart: twelve months, bars for the months that earned, described for screen readers, with a table of the same numbers.
    const chart = page.locator('svg.earnings-chart__svg');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.getAttribute('aria-label')).toMatch(/^Earnings per month from /);
    expect(await page.locator('.earnings-chart__bar').count()).toBeGreaterThanOrEqual(2);
    await page.getByText('Show the numbers').click();
    const monthRows = page.locator('.earnings-chart__numbers tbody tr');
    expect(await monthRows.count()).toBe(12);
    expect(await monthRows.nth(10).locator('td').nth(1).innerText()).toBe(formatMoney(earnings.lastMonth.amount, earnings.currency));

    // Last month's stories, most first, as the server counted them.
    const rows = page.getByTestId('earnings-story');
    expect(await rows.count()).toBe(earnings.stories.length);
    expect(earnings.stories.length).toBeGreaterThan(0);
    for (const [i, story] of earnings.stories.entries()) {
      const cells = rows.nth(i).locator('td');
      expect(await cells.nth(0).innerText()).toContain(story.title);
      expect(await cells.nth(1).innerText()).toMatch(/^[\d.,KM]+ min$/);
      expect(await cells.nth(2).innerText()).toBe(formatMoney(story.amount, earnings.currency));
    }
    const amounts = earnings.stories.map((s) => s.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // A story's audit: members counted, never named.
    await rows.first().getByRole('link', { name: /^Audit:/ }).click();
    const audit = page.getByTestId('earnings-audit');
    await audit.waitFor();
    expect(await page.locator('#earnings-audit-title').innerText()).toBe(`Audit: ${earnings.stories[0]!.title}`);
    const auditText = await audit.innerText();
    expect(auditText).toContain(formatMoney(earnings.stories[0]!.amount, earnings.currency));
    expect(auditText).not.toMatch(/Grace|Margaret/);

    // Another month, from the menu.
    const options = await page.locator('#earnings-month option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    await page.selectOption('#earnings-month', options[0]!);
    await page.waitForURL(new RegExp(`month=${options[0]}`));
    await expect.poll(() => page.locator('#earnings-stories-title').innerText()).toMatch(/\(estimate\)$/);
  });

  it('is all there without JavaScript: the chart, the numbers and another month from the menu', async () => {
    const signedIn = await browsers.open();
    const link = await signInLink(PARTNER);
    await signedIn.page.goto(link);
    const cookies = await signedIn.page.context().cookies();
    const { page } = await browsers.open({ javaScriptEnabled: false });
    await page.context().addCookies(cookies);
    await page.goto('/me/partner/dashboard');
    expect(await page.locator('svg.earnings-chart__svg .earnings-chart__bar').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.earnings-chart__numbers tbody tr').count()).toBe(12);
    expect(await page.getByTestId('earnings-story').count()).toBeGreaterThan(0);
    const latest = await page.locator('#earnings-month option').first().getAttribute('value');
    await page.selectOption('#earnings-month', latest!);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(new RegExp(`month=${latest}`));
    expect(await page.locator('#earnings-stories-title').innerText()).toMatch(/\(estimate\)$/);
  });

  it('sends a writer outside the Partner Program to enrolment', async () => {
    const { page } = await browsers.open();
    await page.goto(await signInLink(OUTSIDER));
    await page.goto('/me/partner/dashboard');
    await page.waitForURL(/\/me\/partner\/enroll\/eligibility$/);
  });
});
