// `npm run build`: the browser bundle, the server renderer and the server, into dist/.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
const vite = (args) => execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], { stdio: 'inherit' });
vite([]);
vite(['--ssr', 'src/client/entry-server.tsx', '--outDir', 'dist/ssr', '--emptyOutDir']);
await build({
  entryPoints: { main: 'src/server/main.ts', 'signin-link': 'scripts/signin-link.ts', jobs: 'scripts/jobs.ts', membership: 'scripts/membership.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});

// Text assets go out precompressed: a .br (best quality) and a .gz beside each, served by Accept-Encoding.
const assetsDir = 'dist/client/assets';
for (const name of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json|txt|map)$/.test(name)) continue;
  const path = join(assetsDir, name);
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

// `npm start` rebuilds when a source is newer than this stamp.
writeFileSync('dist/.built', new Date().toISOString());
