import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { serverEnv } from './server-env';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const baseUrl = inject('baseUrl');
/** The story's Share button (opening Copy link, the networks…) in the action bar under the byline (the bar at the end has one too). */
export const SHARE_BUTTON = '.story-actions--top button[aria-label="Share"]';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors seen on any page of the session. */
  errors: string[];
  close(): Promise<void>;
}

export type SessionOptions = Pick<BrowserContextOptions, 'javaScriptEnabled' | 'viewport' | 'permissions'> & {
  /** More Chromium flags (e.g. --host-resolver-rules to reach the server under a custom domain's name). */
  extraArgs?: string[];
};

/** A fresh Chromium profile with one page, pointed at the e2e server. */
export async function openBrowser({ extraArgs = [], ...options }: SessionOptions = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS, ...extraArgs],
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
      ...options,
    });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface TrackedBrowsers {
  /** Opens a browser that is closed after the current test. */
  open: (options?: SessionOptions) => Promise<BrowserSession>;
  /** Closes the browsers opened so far without checking them for errors (for the browsers of a setup hook). */
  closeAll: () => Promise<void>;
}

/**
 * Browsers for the tests of a file or `describe` block: after each test they are closed, and the test fails on
 * any uncaught exception or console error they saw, except those matching `ignoreErrors`.
 */
export function trackedBrowsers({ ignoreErrors }: { ignoreErrors?: RegExp } = {}): TrackedBrowsers {
  const sessions: BrowserSession[] = [];
  const closeAll = async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
  };
  afterEach(async () => {
    const errors = sessions.flatMap((s) => s.errors).filter((e) => !ignoreErrors?.test(e));
    await closeAll();
    expect(errors).toEqual([]);
  });
  return {
    open: async (options = {}) => {
      const session = await openBrowser(options);
      sessions.push(session);
      return session;
    },
    closeAll,
  };
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** One GraphQL call from inside a signed-in page, as the app makes it (session cookie and xsrf header). */
export async function pageGraphQL<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const xsrf = (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string } } }).__PRELOADED_STATE__.session.xsrf;
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  const { data, errors } = answer as GraphQLAnswer<T>;
  if (errors?.length || !data) throw new Error(`GraphQL failed: ${JSON.stringify(errors)}`);
  return data;
}

/**
 * Starts the application the way a reader would, if the page is waiting for one: a reading page loads it only at
 * the first interaction (src/client/boot.ts), and a press of Shift is one that changes nothing on the page.
 */
export async function startApplication(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app !== undefined || document.documentElement.dataset.hydrated === 'true');
  if (await page.evaluate(() => document.documentElement.dataset.app === 'waiting')) await page.keyboard.press('Shift');
}

/**
 * Resolves once React has hydrated the server-rendered page (started as a reader would start it, see
 * startApplication; the page is marked when done): hydration attaches React's props to
 * the DOM nodes it adopts, so a `__reactProps$…` key on `selector` shows event handlers are live.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await startApplication(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * A one-time sign-in link made by the built `signin-link` script against the e2e server's database (`env` names
 * another, as the browser suite on PostgreSQL does).
 */
export async function signInLink(email: string, env: NodeJS.ProcessEnv = serverEnv(Number(new URL(baseUrl).port), inject('dataDir'))): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'dist/server/signin-link.js'), email], { cwd: ROOT, env });
  const link = /https?:\/\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`signin-link printed no link for ${email}:\n${stdout}`);
  return link;
}
