import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { EntryServer, SsrRuntime } from './ssr';

/** Development: Vite compiles the client on demand and reloads it as files change. */
export async function developmentRuntime(): Promise<{ runtime: SsrRuntime; attach: (app: FastifyInstance) => Promise<void>; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const runtime: SsrRuntime = {
    entry: () => vite.ssrLoadModule('/src/client/entry-server.tsx') as Promise<EntryServer>,
    assets: () => ({ scripts: ['/src/client/boot.ts'], styles: [], modulePreloads: [] }),
    transformHtml: (url, html) => vite.transformIndexHtml(url, html),
    allowInlineScripts: true,
  };
  return {
    runtime,
    attach: async (app) => {
      await app.register(middie);
      app.use(vite.middlewares);
    },
    close: () => vite.close(),
  };
}
