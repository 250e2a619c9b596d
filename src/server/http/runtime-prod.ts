import { existsSync, readFileSync } from 'node:fs';
import { declarePublicPrefix, defineRoute } from './web-routes';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { preloadedFontUrls } from './font-preloads';
import type { EntryServer, PageAssets, SsrRuntime } from './ssr';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** A stylesheet `npm run build` made for pages (scripts/page-styles.mjs): its file, and the chunk files it joins. */
interface PageSheet {
  file: string;
  includes: string[];
}

/** The sheets every page links, and those of each page handler's chunk. */
interface PageStylesManifest {
  application: PageSheet[];
  pages: Record<string, PageSheet[]>;
}

/** The small script every page loads first; it starts the application at the reader's first interaction (or at load off reading pages). */
const BOOT_ENTRY = 'src/client/boot.ts';
const APPLICATION = 'src/client/entry-client.tsx';
/** Written by `npm run build` beside Vite's manifest (PAGE_STYLES_MANIFEST in scripts/page-styles.mjs). */
const PAGE_STYLES = 'page-styles.json';

/** Serves the built client: hashed assets from dist/client, the renderer from dist/ssr. */
export function productionRuntime(distDir = fileURLToPath(new URL('..', import.meta.url))): {
  runtime: SsrRuntime;
  serveAssets: (app: FastifyInstance) => Promise<void>;
} {
  const manifestPath = join(distDir, 'client', '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryChunk = manifest[BOOT_ENTRY];
  if (!entryChunk) throw new Error(`The client build has no entry for ${BOOT_ENTRY}`);
  const pageStylesPath = join(distDir, 'client', '.vite', PAGE_STYLES);
  if (!existsSync(pageStylesPath)) throw new Error(`No page stylesheets at ${pageStylesPath}: run \`npm run build\` again.`);
  const pageStyles = JSON.parse(readFileSync(pageStylesPath, 'utf8')) as PageStylesManifest;
  const linked = (sheets: readonly PageSheet[]) => sheets.map((sheet) => ({ href: `/${sheet.file}`, includes: sheet.includes }));

  // Page handlers load lazily, so each is a dynamic entry under src/client/pages/<Handler>/.
  function pageChunkKey(handler: string): string | undefined {
    // Matched without regard to case: the handler `signin` lives in pages/SignIn/.
    const folder = `src/client/pages/${handler.toLowerCase()}/`;
    return Object.keys(manifest).find((key) => key.toLowerCase().startsWith(folder) && manifest[key]?.isDynamicEntry);
  }

  /** The files of a chunk and of its static imports (manifest keys walked once each). */
  function staticFiles(key: string, into: Set<string>, seen = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) staticFiles(imported, into, seen);
    return into;
  }
  // What the boot script is made of and what the application's entry brings itself (boot's import() preloads
  // those): a page lists only the rest.
  const applicationFiles = staticFiles(APPLICATION, staticFiles(BOOT_ENTRY, new Set<string>()));

  let entry: Promise<EntryServer> | null = null;
  const assetsByHandler = new Map<string | null, PageAssets>();
  const runtime: SsrRuntime = {
    entry: () => (entry ??= import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href) as Promise<EntryServer>),
    assets(handler, fonts) {
      // The build does not change while the server runs: each page's list is worked out once (and once more for
      // each set of faces a designed page names).
      const key = fonts ? `${handler ?? ''} ${fonts.join(' ')}` : handler;
      const known = assetsByHandler.get(key);
      if (known) return known;
      // React and the page's code are not linked by the HTML: reading never fetches them. The boot script preloads
      // the page's own modules (`modulePreloads`) beside the application's when it starts it.
      // Two stylesheets at most, joined at build: the application's (global.css first, then the shell), then the page's.
      const page = handler ? pageChunkKey(handler) : undefined;
      const styles = [...linked(pageStyles.application), ...linked(page ? (pageStyles.pages[page] ?? []) : [])];
      const modulePreloads = page ? [...staticFiles(page, new Set<string>())].filter((file) => !applicationFiles.has(file)) : [];
      const assets: PageAssets = { scripts: [`/${entryChunk.file}`], styles, modulePreloads, fonts: preloadedFontUrls(manifest, handler, fonts) };
      assetsByHandler.set(key, assets);
      return assets;
    },
  };

  async function serveAssets(app: FastifyInstance) {
    declarePublicPrefix(app, '/assets/', 'the built client: the same files for everyone');
    await app.register(fastifyStatic, {
      root: join(distDir, 'client', 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '1y',
      // `npm run build` writes a .br and a .gz beside every text asset.
      preCompressed: true,
      decorateReply: false,
    });
    const favicon = readFileSync(join(distDir, 'client', 'favicon.svg'));
    const icon = { public: "the site's icon" };
    defineRoute(app, null, { method: 'GET', url: '/favicon.svg', auth: icon, xsrf: false, writes: false, context: false }, ({ reply }) =>
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
    );
    // The same icon as a PNG for email (mail apps do not show SVG), shown by webmail pages of other origins.
    const emailLogo = readFileSync(join(distDir, 'client', 'email-logo.png'));
    defineRoute(app, null, { method: 'GET', url: '/email-logo.png', auth: icon, xsrf: false, writes: false, context: false }, ({ reply }) =>
      reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').header('cross-origin-resource-policy', 'cross-origin').send(emailLogo),
    );
  }

  return { runtime, serveAssets };
}
