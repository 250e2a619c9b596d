import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInLink, trackedBrowsers, waitForHydration } from './browser';
import { query } from './server-db';

/**
 * ada imports subscribers from a CSV file: the page states its limits, asks for consent, and answers with a
 * report of the rows it skipped and why; her audience page then lists the new subscribers. Nobody else sees it.
 */
const SHOTS = process.env.QUIRE_SCREENSHOTS_DIR;
// The pages another reader opens answer 404, which the browser logs.
const { open: browser } = trackedBrowsers({ ignoreErrors: /status of 404 .*(\/audience|\/stats)/ });

const CSV = ['email,name', 'csv.reader.one@example.com,One', 'not an address,Two', 'csv.reader.two@example.com,Three', 'csv.reader.one@example.com,Again', ''].join('\r\n');

describe('importing subscribers', () => {
  it('imports a CSV file, reports the skipped rows, and shows the new subscribers on the audience page', async () => {
    const ada = await browser({ viewport: { width: 1280, height: 900 } });
    await ada.page.goto(await signInLink('ada@quire.test'));
    await ada.page.goto('/me/subscribers/import');
    await ada.page.getByRole('heading', { name: 'Import subscribers' }).waitFor();
    await ada.page.getByText('up to 2 MB and 10,000 rows').waitFor();
    if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, 'subscriber-import-1280.png'), fullPage: true });
    await waitForHydration(ada.page, '.audience__form');

    await ada.page.getByLabel('CSV file').setInputFiles({ name: 'readers.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await ada.page.getByLabel(/Everyone in this file agreed/).check();
    await ada.page.getByRole('button', { name: 'Import' }).click();
    const report = ada.page.getByRole('status').filter({ hasText: 'subscribers added' });
    await report.getByRole('heading', { name: '2 subscribers added' }).waitFor();
    await report.getByRole('cell', { name: 'Not a valid email address' }).waitFor();
    await report.getByRole('cell', { name: 'Appears earlier in the file' }).waitFor();
    expect(await report.getByRole('row').count()).toBe(3);
    if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, 'subscriber-import-report-1280.png'), fullPage: true });
    const rows = query<{ email: string; source: string }>("select email, source from newsletter_subscribers where email like 'csv.reader.%' order by email");
    expect(rows).toEqual([
      { email: 'csv.reader.one@example.com', source: 'import' },
      { email: 'csv.reader.two@example.com', source: 'import' },
    ]);

    await ada.page.goto('/@ada/audience');
    await ada.page.getByRole('heading', { name: 'Audience', exact: true }).waitFor();
    await ada.page.getByRole('heading', { name: 'Recent subscribers' }).waitFor();
    await ada.page.getByText('csv.reader.two@example.com').waitFor();
    if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, 'audience-1280.png'), fullPage: true });

    for (const path of ['/me/stats/subscriptions', '/@ada/audience/subscribers']) {
      await ada.page.goto(path);
      await ada.page.getByText('csv.reader.two@example.com').or(ada.page.getByRole('heading', { name: 'New subscribers per day' })).first().waitFor();
      if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, `audience${path.replace(/[/@]+/g, '-')}-1280.png`), fullPage: true });
    }
    await ada.page.getByRole('link', { name: 'Newsletter stats' }).click();
    await ada.page.getByText('Count opens and clicks').waitFor();
    await ada.page.getByRole('columnheader', { name: 'Delivered' }).waitFor();
    if (SHOTS) await ada.page.screenshot({ path: join(SHOTS, 'newsletter-stats-1280.png'), fullPage: true });
    const statsPath = new URL(ada.page.url()).pathname;

    const phone = await browser({ viewport: { width: 390, height: 844 } });
    await phone.page.goto(await signInLink('ada@quire.test'));
    for (const [path, name] of [
      ['/@ada/audience', 'audience'],
      ['/me/subscribers/import', 'subscriber-import'],
      [statsPath, 'newsletter-stats'],
    ] as const) {
      await phone.page.goto(path);
      await phone.page.locator('.stats__title').waitFor();
      if (SHOTS) await phone.page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
    }

    // Another reader: the pages are not found.
    const grace = await browser();
    await grace.page.goto(await signInLink('grace@quire.test'));
    for (const path of ['/@ada/audience', '/@ada/audience/subscribers', statsPath]) {
      const response = await grace.page.goto(path);
      expect(response?.status()).toBe(404);
    }
    const exported = await grace.page.request.get(statsPath.replace('/newsletters/', '/_/api/newsletters/').replace('/stats', '/subscribers.csv'));
    expect(exported.status()).toBe(404);
  });
});
