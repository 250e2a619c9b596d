/**
 * The paste sanitizer run where it runs for writers: in Chromium. DOMPurify does not support happy-dom (its
 * tree walk misses nodes there, cure53/DOMPurify#1457), so tests of what pasting keeps bundle paste-html.ts
 * with esbuild, load it into a blank Chromium page and clean HTML there.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// From the project's root (vitest's working directory): under happy-dom, import.meta.url is not a file: URL.
const ENTRY = join(process.cwd(), 'src/client/editor/plugins/paste-html.ts');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserSanitizer {
  sanitize(html: string): Promise<string>;
  close(): Promise<void>;
}

export async function openBrowserSanitizer(): Promise<BrowserSanitizer> {
  const bundle = await build({ entryPoints: [ENTRY], bundle: true, write: false, format: 'iife', globalName: 'quirePaste', platform: 'browser', logLevel: 'silent' });
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const page: Page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  return {
    sanitize: (html) =>
      page.evaluate((dirty) => (window as unknown as { quirePaste: { sanitizePastedHTML(html: string): string } }).quirePaste.sanitizePastedHTML(dirty), html),
    close: () => browser.close(),
  };
}
