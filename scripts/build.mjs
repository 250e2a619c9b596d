// `npm run build`: the browser bundle, the server renderer and the server, into dist/.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
const vite = (args) => execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], { stdio: 'inherit' });
vite([]);
vite(['--ssr', 'src/client/entry-server.tsx', '--outDir', 'dist/ssr', '--emptyOutDir']);
await build({
  entryPoints: { main: 'src/server/main.ts', 'signin-link': 'scripts/signin-link.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
