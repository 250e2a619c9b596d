import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startBanner } from './banner';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import type { AppDeps } from './core';
import type { SsrRuntime } from './http/ssr';
import { createDiskStorage } from './modules/media';
import { seedDemoContent, DEMO_SIGN_IN_EMAIL } from './seed/seed';
import { writeServerAddress } from './server-address';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db as never);
  const storage = createDiskStorage(config.uploadsDir);
  let seeded = false;

  let runtime: SsrRuntime;
  let beforePages: ((app: FastifyInstance) => Promise<void>) | undefined;
  let closeRuntime = async () => {};
  if (config.env === 'production') {
    const { productionRuntime } = await import('./http/runtime-prod');
    const prod = productionRuntime();
    runtime = prod.runtime;
    beforePages = prod.serveAssets;
  } else {
    const { developmentRuntime } = await import('./http/runtime-dev');
    const dev = await developmentRuntime();
    runtime = dev.runtime;
    beforePages = dev.attach;
    closeRuntime = dev.close;
  }

  const beforeStart = async (deps: AppDeps) => {
    if (config.demo) seeded = await seedDemoContent(deps);
  };
  const { app } = await buildApp({ config, ssr: runtime, database, storage, beforePages, beforeStart });
  await app.listen({ port: config.port, host: config.host });
  // Tools run beside the server (npm run signin-link) build links for the address it really uses.
  writeServerAddress(config.dataDir, config.publicUrl);

  const address = app.server.address();
  console.log(
    startBanner({
      publicUrl: config.publicUrl,
      host: config.host,
      port: typeof address === 'object' && address ? address.port : config.port,
      env: config.env,
      dialect: database.dialect,
      seeded,
      demoSignInEmail: config.demo ? DEMO_SIGN_IN_EMAIL : null,
    }),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await closeRuntime();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
