// `npm run build`: the browser bundle, the server renderer and the server, into dist/.
// Quiet by default (one progress line, then a summary); `npm run build -- --verbose` shows every tool's own output.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { writePageStyles } from './page-styles.mjs';

const verbose = process.argv.includes('--verbose');
const started = Date.now();
const steps = ['the browser bundle', 'the server renderer', 'the server', 'compressed assets'];
let step = 0;
function progress(next) {
  step = steps.indexOf(next) + 1;
  const line = `Building Quire: ${next} (${step}/${steps.length})…`;
  if (process.stdout.isTTY && !verbose) process.stdout.write(`\r\x1b[K${line}`);
  else console.log(line);
}

rmSync('dist', { recursive: true, force: true });
const vite = (args) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...(verbose ? [] : ['--logLevel', 'warn']), ...args], { stdio: 'inherit' });
progress(steps[0]);
vite([]);
// Each page's chunk stylesheets joined into at most two render-blocking files (scripts/page-styles.mjs).
writePageStyles('dist/client');
progress(steps[1]);
vite(['--ssr', 'src/client/entry-server.tsx', '--outDir', 'dist/ssr', '--emptyOutDir']);
progress(steps[2]);
await build({
  entryPoints: { main: 'src/server/main.ts', 'signin-link': 'scripts/signin-link.ts', jobs: 'scripts/jobs.ts', membership: 'scripts/membership.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: verbose ? 'info' : 'warning',
});

// Text assets go out precompressed: a .br (best quality) and a .gz beside each, served by Accept-Encoding.
progress(steps[3]);
const assetsDir = 'dist/client/assets';
const totals = { js: { files: 0, bytes: 0, gzip: 0 }, css: { files: 0, bytes: 0, gzip: 0 } };
for (const name of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json|txt|map)$/.test(name)) continue;
  const path = join(assetsDir, name);
  const bytes = readFileSync(path);
  const gzipped = gzipSync(bytes, { level: 9 });
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${path}.gz`, gzipped);
  const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : null;
  if (kind) {
    totals[kind].files += 1;
    totals[kind].bytes += bytes.length;
    totals[kind].gzip += gzipped.length;
  }
}

// `npm start` rebuilds when a source is newer than this stamp.
writeFileSync('dist/.built', new Date().toISOString());

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
if (process.stdout.isTTY && !verbose) process.stdout.write('\r\x1b[K');
console.log(
  `Built Quire in ${Math.round((Date.now() - started) / 1000)} s into dist/: ` +
    `${totals.js.files} script files (${kib(totals.js.bytes)}, ${kib(totals.js.gzip)} gzip), ` +
    `${totals.css.files} stylesheets (${kib(totals.css.bytes)}, ${kib(totals.css.gzip)} gzip), the server renderer and the server.`,
);
