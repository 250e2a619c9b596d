import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signInLink, startApplication, type BrowserSession } from './browser';
import { storyPath } from './server-db';

/**
 * axe-core over the main pages at 1280 px, signed out and signed in (margaret: a member who writes for The
 * Long Read; the pages are only opened, nothing is changed). A serious or critical violation fails the test.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const READER = 'margaret@quire.test';
/** A member-only story in a publication, with responses (the story page's richest state). */
const STORY = 'The Sentence Is a Unit of Breath';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The page's serious and critical violations, once it has hydrated and its requests have settled. */
async function seriousViolations(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path);
  await startApplication(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  return violationsNow(page);
}

/** The serious and critical violations of the page as it is now (a dialog open, say). */
async function violationsNow(page: Page): Promise<Violation[]> {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      // Off by default (experimental), and exactly what speech input needs: a control's name holds its visible text.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

describe('accessibility (axe-core, serious and critical)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => session?.close());

  const signedOut: [string, () => string][] = [
    ['home', () => '/'],
    ['story', () => storyPath(STORY)],
    ['profile', () => '/@margaret'],
    ['publication', () => '/the-long-read'],
    ['tag', () => '/tag/writing'],
    ['search', () => '/search?q=sentence'],
    ['topics', () => '/topics'],
    ['404', () => '/this/path/does-not-exist'],
  ];
  it.each(signedOut)('signed out: %s', async (_name, path) => {
    expect(await seriousViolations(session.page, path())).toEqual([]);
  });

  const signedIn: [string, () => string][] = [
    ['home', () => '/'],
    ['story', () => storyPath(STORY)],
    ['profile', () => '/@margaret'],
    ['publication', () => '/the-long-read'],
    ['tag', () => '/tag/writing'],
    ['search', () => '/search?q=sentence'],
    ['topics', () => '/topics'],
    ['lists', () => '/me/lists'],
    ['notifications', () => '/me/notifications'],
    ['settings', () => '/me/settings'],
    ['404', () => '/this/path/does-not-exist'],
    ['editor', () => '/new-story'],
  ];
  it('signed out: the sign-up dialog', async () => {
    const { page } = session;
    await seriousViolations(page, storyPath(STORY));
    await page.getByRole('link', { name: 'Get started', exact: true }).click();
    await page.getByRole('dialog', { name: 'Join Quire.' }).waitFor();
    expect(await violationsNow(page)).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await session.page.goto(await signInLink(READER));
    });
    it.each(signedIn)('signed in: %s', async (_name, path) => {
      expect(await seriousViolations(session.page, path())).toEqual([]);
    });
  });

  it('saw no script errors', () => {
    // Chrome reports the 404 document itself as a failed resource; that one is expected.
    expect(session.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
