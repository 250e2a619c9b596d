// `npm start`: serves the production build, building it first when it is missing or older than the sources.
// `npm run dev` is the development server with hot reload.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const STAMP = 'dist/.built';
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'scripts/build.mjs', 'package-lock.json', 'public'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestChange));
if (built < changed) {
  console.log(built === 0 ? 'Building Quire for the first time (about a minute)…' : 'The sources changed since the last build: building again…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
