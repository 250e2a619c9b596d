import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build for the libraries; the sources must share that one copy.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The build's own steps (scripts/) are tested beside them too.
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Property tests are bounded by their number of runs, not by time: on a busy two-core machine the
          // editor's and the content model's take longer than vitest's 5 s, while a test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        // Whole-project checks (dependency-cruiser over the tree, every demo picture rendered): seconds of CPU each, so an
        // explicit budget, generous because the dependency walk takes 45 s on a busy 2-core machine.
        extends: true,
        test: {
          name: 'checks',
          include: ['test/boundaries/**/*.test.ts', 'test/checks/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Each file builds its own apps and databases; loading the server's modules once per worker instead of
          // once per file takes npm test's integration run from about 270 s to about 95 s on two cores.
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) need a module graph of their own.
        extends: true,
        test: {
          name: 'integration-isolated',
          include: ['test/integration/**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
      {
        // The newsletters and feeds again in Chromium, on PostgreSQL with jobs on BullMQ in Redis and email over a
        // real SMTP server on loopback (npm run test:e2e:pg, after npm run build).
        extends: true,
        test: {
          name: 'e2e-pg',
          include: ['test/e2e-pg/**/*.test.ts'],
          environment: 'node',
          // Each test waits on the job queue and the mail server as well as the browser: bounded, but generously.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['test/e2e-pg/global-setup.ts'],
        },
      },
    ],
  },
});
