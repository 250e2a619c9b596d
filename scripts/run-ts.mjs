// Runs a TypeScript entry with tsx in development, or its built twin in production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const [source, built, ...rest] = process.argv.slice(2);
const production = process.env.NODE_ENV === 'production';
if (production && !existsSync(built)) {
  console.error(`NODE_ENV=production runs the build, and ${built} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const args = production ? ['--enable-source-maps', built, ...rest] : ['--import', 'tsx', source, ...rest];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
