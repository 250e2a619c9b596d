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

/** The small script every page loads first; it starts the application at the reader's first interaction (or at load off reading pages). */
const BOOT_ENTRY = 'src/client/boot.ts';
const APPLICATION = 'src/client/entry-client.tsx';

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

  /** The stylesheets of a chunk and its static imports: linked by the page, so it paints styled before any script. */
  function collectStyles(key: string, into: PageAssets, seen: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // Imports first, as Vite orders them when it loads a chunk: a page's own rules follow the components' it uses.
    for (const imported of chunk.imports ?? []) collectStyles(imported, into, seen);
    for (const css of chunk.css ?? []) if (!into.styles.includes(`/${css}`)) into.styles.push(`/${css}`);
  }

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

  const fonts = preloadedFontUrls(manifest);
  let entry: Promise<EntryServer> | null = null;
  const assetsByHandler = new Map<string | null, PageAssets>();
  const runtime: SsrRuntime = {
    entry: () => (entry ??= import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href) as Promise<EntryServer>),
    assets(handler) {
      // The build does not change while the server runs: each page's list is worked out once.
      const known = assetsByHandler.get(handler);
      if (known) return known;
      // React and the page's code are not linked by the HTML: reading never fetches them. The boot script preloads
      // the page's own modules (`modulePreloads`) beside the application's when it starts it.
      // The application's own stylesheet leads: it starts with global.css, which every other one builds on.
      const styles = (manifest[APPLICATION]?.css ?? []).map((css) => `/${css}`);
      const assets: PageAssets = { scripts: [`/${entryChunk.file}`], styles, modulePreloads: [], fonts };
      const seen = new Set<string>();
      collectStyles(APPLICATION, assets, seen);
      const page = handler ? pageChunkKey(handler) : undefined;
      if (page) {
        collectStyles(page, assets, seen);
        assets.modulePreloads = [...staticFiles(page, new Set<string>())].filter((file) => !applicationFiles.has(file));
      }
      assetsByHandler.set(handler, assets);
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
