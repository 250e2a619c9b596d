/**
 * The server in a process of its own, for tests that kill it (`kill -9`) and start it again over the
 * same database. Configured by the environment like the real one; prints `listening PORT` when ready.
 */
import * as v from 'valibot';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { EntryServer } from '../../src/server/http/ssr';

const config = loadConfig();
const { app, deps } = await buildApp({
  config,
  ssr: { entry: () => import('../../src/client/entry-server') as Promise<EntryServer>, assets: () => ({ scripts: [], styles: [], modulePreloads: [] }) },
  queueName: process.env.TEST_QUEUE_NAME,
});
// A job for crash tests: says when it runs, and with TEST_JOB_HANGS=1 never ends (the process is killed mid-job).
deps.jobs.register('test.crash', v.null(), async (_payload, run) => {
  console.log(`job ran ${run.key} attempt ${run.attempt}`);
  if (process.env.TEST_JOB_HANGS === '1') await new Promise(() => {});
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
