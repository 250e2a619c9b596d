import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sampleEmails } from '../support/email-samples';
import { baseUrl, pageGraphQL, trackedBrowsers, waitForHydration } from './browser';
import { latestEmail } from './mail';

/**
 * Every kind of email, drawn by Chromium as a mail app would: nothing wider than a 390 px phone, text of at
 * least 14 px, the logo (from the server's public address) loaded. Screenshots go to /tmp/quire-emails.
 */
const WIDTHS = [390, 1280] as const;
const SHOTS = '/tmp/quire-emails';
const browsers = trackedBrowsers();

async function measure(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    // Every element that holds words of its own, and is shown.
    const texts = [...document.body.querySelectorAll('*')].filter(
      (el) => visible(el) && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    );
    const logo = document.querySelector<HTMLImageElement>('img[src$="/email-logo.png"]');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      smallest: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      smallText: texts.filter((el) => parseFloat(getComputedStyle(el).fontSize) < 14).map((el) => el.textContent),
      logoLoaded: !!logo && logo.complete && logo.naturalWidth > 0,
      hasViewport: !!document.querySelector('meta[name="viewport"][content*="width=device-width"]'),
    };
  });
}

/** Each email on a page of this width, as a mail app shows a message: alone, its images loaded from the instance. */
async function checkAt(width: number, emails: [string, string][]) {
  const { page } = await browsers.open({ viewport: { width, height: 900 } });
  for (const [name, html] of emails) {
    await page.setContent(html, { waitUntil: 'load' });
    const seen = await measure(page);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    expect(seen.hasViewport).toBe(true);
    expect(seen.scrollWidth, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(width);
    expect(seen.smallText, `${name} at ${width} px has text under 14 px`).toEqual([]);
    expect(seen.smallest).toBeGreaterThanOrEqual(14);
    expect(seen.logoLoaded, `${name}: the logo did not load from ${baseUrl}`).toBe(true);
  }
}

describe('emails in a browser', () => {
  mkdirSync(SHOTS, { recursive: true });

  it('every kind fits a 390 px phone and a 1280 px desktop, with readable text and the logo', async () => {
    const emails = Object.entries(await sampleEmails(baseUrl, `${baseUrl}/email-logo.png`)).map(([name, message]): [string, string] => [name, message.html]);
    for (const width of WIDTHS) await checkAt(width, emails);
  });

  it('the sign-in email the server sends fits a phone too', async () => {
    const session = await browsers.open();
    await session.page.goto('/');
    await waitForHydration(session.page, '.post-card__link');
    const sentAfter = Date.now() - 1;
    const answer = await pageGraphQL<{ sendAcctAuthEmail: { __typename: string } }>(
      session.page,
      'mutation($email: String!) { sendAcctAuthEmail(email: $email, operation: "login") { __typename } }',
      { email: 'ada@quire.test' },
    );
    expect(answer.sendAcctAuthEmail.__typename).toBe('SusiMethod');
    const email = await latestEmail(inject('dataDir'), 'ada@quire.test', sentAfter);
    expect(email.html).toContain(`src="${baseUrl}/email-logo.png"`);
    for (const width of WIDTHS) await checkAt(width, [['sent-sign-in', email.html]]);
  });
});
