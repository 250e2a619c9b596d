// The stylesheets a page links, combined at build: Vite emits one stylesheet per chunk, so a page built from a dozen
// chunks would link a dozen render-blocking files. `npm run build` joins them, in the order the page applies them,
// into at most two: the application's (global.css and the shell every page shows, the same file on every page, kept
// in the browser's cache from one page to the next) and the page's own (its handler's components and rules).
//
// The chunk files stay: the application loads them when it shows a page whose sheets the HTML did not link. A
// combined file names the chunk files it holds in its link's `data-includes`, and the address the application
// gives Vite's CSS preloading for a chunk file is worked out in the browser (`styleHrefExpression`): the combined
// file's, when a linked one holds it, so Vite sees that sheet already present and neither fetches nor applies the
// rules a second time.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The script every page loads (the boot script imports it) and the folder of the page handlers' chunks. */
export const APPLICATION_ENTRY = 'src/client/entry-client.tsx';
export const PAGES_FOLDER = 'src/client/pages/';
/** Where the build writes which sheets each page links, beside Vite's own manifest. */
export const PAGE_STYLES_MANIFEST = '.vite/page-styles.json';
/** The attribute of a combined sheet's link naming the chunk files it holds (file names, space separated). */
export const INCLUDES_ATTRIBUTE = 'data-includes';

/**
 * The stylesheets of a chunk and its static imports, in the order Vite applies them when it loads the chunk:
 * imports first (depth first), then the chunk's own, each once. `seen` carries the chunks and files already listed.
 */
export function chunkStyles(manifest, key, seen = { chunks: new Set(), files: new Set() }) {
  const out = [];
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || seen.chunks.has(name)) return;
    seen.chunks.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) {
      if (seen.files.has(css)) continue;
      seen.files.add(css);
      out.push(css);
    }
  };
  visit(key);
  return out;
}

/**
 * What each page links, as lists of the chunk files (paths under the client build, e.g. `assets/Avatar-x.css`):
 * `application`, linked by every page, led by the application's own stylesheet (global.css comes first, and every
 * other rule builds on it); and for each page handler's chunk (a dynamic entry under src/client/pages/), the files of
 * that page not already in `application`, in the order the page applies them.
 */
export function pageStyleParts(manifest) {
  const seen = { chunks: new Set(), files: new Set() };
  const own = manifest[APPLICATION_ENTRY]?.css ?? [];
  for (const css of own) seen.files.add(css);
  const application = [...own, ...chunkStyles(manifest, APPLICATION_ENTRY, seen)];
  const pages = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!key.startsWith(PAGES_FOLDER) || !chunk.isDynamicEntry) continue;
    pages[key] = chunkStyles(manifest, key, { chunks: new Set(seen.chunks), files: new Set(seen.files) });
  }
  return { application, pages };
}

/**
 * The text of one stylesheet holding `parts` ({ file, css }), in order. Joining files is the same as linking them
 * one after the other as long as none has an `@import` (which must lead a sheet); Vite inlines those, so one left
 * is an error. An `@charset` rule is dropped: it only counts at the start of a file, and the server says UTF-8.
 */
export function combineStyleSheets(parts) {
  return parts
    .map(({ file, css }) => {
      if (/@import\b/i.test(css.replace(/\/\*[\s\S]*?\*\//g, ''))) throw new Error(`${file} has an @import: it cannot be joined to other stylesheets`);
      return css.replace(/^\uFEFF?@charset\s+(?:"[^"]*"|'[^']*')\s*;\s*/i, '').trim();
    })
    .join('\n');
}

/** A content hash for a file name, as Vite writes them: 8 URL-safe characters. */
export function contentHash(text) {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

/**
 * One sheet for a list of chunk files: the file itself when there is one (nothing to join), none when there is
 * none, else a combined file written under the client build as `assets/<name>-<hash>.css`.
 */
function sheetFor(name, files, readPart, writeFile) {
  if (files.length === 0) return [];
  if (files.length === 1) return [{ file: files[0], includes: [] }];
  const css = combineStyleSheets(files.map((file) => ({ file, css: readPart(file) })));
  const file = `assets/${name}-${contentHash(css)}.css`;
  writeFile(file, css);
  return [{ file, includes: files.map((part) => basename(part)) }];
}

/**
 * The combined sheets of every page and the manifest of them: `{ application: Sheet[], pages: { [chunk]: Sheet[] } }`,
 * each Sheet `{ file, includes }` (`includes`: the chunk files it holds, empty when it is a chunk file itself).
 * `readPart(file)` and `writeFile(file, text)` take paths under the client build.
 */
export function buildPageStyles(manifest, readPart, writeFile) {
  const parts = pageStyleParts(manifest);
  const written = new Map();
  const write = (file, css) => {
    if (written.has(file)) return;
    written.set(file, css);
    writeFile(file, css);
  };
  const application = sheetFor('shell', parts.application, readPart, write);
  const pages = {};
  for (const [key, files] of Object.entries(parts.pages)) {
    const name = `page-${basename(key).replace(/\.[^.]+$/, '')}`;
    pages[key] = sheetFor(name, files, readPart, write);
  }
  return { application, pages };
}

/** The build step: reads the client build's manifest under `clientDir`, writes the combined sheets and their manifest. */
export function writePageStyles(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const result = buildPageStyles(
    manifest,
    (file) => readFileSync(join(clientDir, file), 'utf8'),
    (file, css) => writeFileSync(join(clientDir, file), css),
  );
  writeFileSync(join(clientDir, PAGE_STYLES_MANIFEST), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/**
 * The address the built application asks Vite's CSS preloading to link for a chunk's stylesheet (`filename`, as
 * `assets/x.css`), as an expression evaluated in the browser: the href of a linked sheet that holds the file, if
 * one does (Vite then finds it linked and does nothing), else the file's own address.
 */
export function styleHrefExpression(filename, base = '/') {
  const name = basename(filename);
  if (!/^[\w.-]+$/.test(name)) throw new Error(`unexpected stylesheet name ${filename}`);
  return `document.querySelector('[${INCLUDES_ATTRIBUTE}~="${name}"]')?.href||${JSON.stringify(base + filename)}`;
}
