// Types of scripts/check-page-js.mjs (plain JavaScript, so CI runs it with node alone), for the benchmarks that share its measures.
declare module '*/scripts/check-page-js.mjs' {
  import type { Browser } from 'playwright-core';

  export interface MeasuredFile {
    /** Path on the server under test, or the full URL of another origin. */
    file: string;
    /** Size with gzip: level 9 for the first load, as transferred in a browser. */
    gzip: number;
    /** First load: what pulled the file in (a script tag, a module preload or another module's static import); in a browser: the content encoding it came with. */
    via?: string;
  }

  export interface FirstLoad {
    path: string;
    files: MeasuredFile[];
    total: number;
    css: MeasuredFile[];
    cssTotal: number;
  }

  export interface BrowserLoad {
    path: string;
    files: MeasuredFile[];
    total: number;
    stoppedBy: string;
    elapsedMs: number;
  }

  export const PAGE_JS_BUDGETS_KB: Record<string, number>;
  export const PAGE_JS_BUDGET_KB: number;
  export const PAGE_JS_TARGET_KB: number;
  export const KB: number;
  export const NETWORK_IDLE_MS: number;
  export const BROWSER_PAGE_TIMEOUT_MS: number;
  export const CHROMIUM_PATH: string;
  export const CHROMIUM_ARGS: string[];
  export function formatKB(bytes: number): string;
  export function htmlAssets(html: string, pageUrl: string): { scripts: { url: string; module: boolean; via: string }[]; stylesheets: string[] };
  export function staticImports(code: string): Promise<string[]>;
  export function firstLoadJs(origin: string, path: string, init?: RequestInit): Promise<FirstLoad>;
  export function launchChromium(): Promise<Browser>;
  export function browserJs(browser: Browser, origin: string, path: string): Promise<BrowserLoad>;
  export function fileTable(files: MeasuredFile[], options?: { via?: boolean }): string;
  export function readingPages(origin: string): Promise<{ name: string; path: string }[]>;
}
