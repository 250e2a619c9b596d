import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMBED_FRAME_PREFIX } from '../../shared/embeds';
import { isId } from '../db/ids';
import type { AppDeps } from '../graphql/context';
import { defineRoute } from './web-routes';
import { mediaResourceById } from '../modules/embeds';
import { renderFramePage } from '../modules/embeds';
import { belongsToProvider } from '../modules/embeds';

/**
 * GET /media/frame/{id}: the page a story's embed iframe loads. It shows the provider's player (sandboxed,
 * under a policy that admits that provider alone) and posts its height to the story. Only our own pages
 * may frame it.
 */
export function registerEmbedFrames(app: FastifyInstance, deps: AppDeps) {
  const why = "a published embed's player page, framed by stories anyone may read";
  // Runs after helmet, which forbids framing everywhere else.
  const onSend = async (_request: unknown, reply: FastifyReply) => {
    reply.header('x-frame-options', 'SAMEORIGIN');
  };
  defineRoute<{ Params: { id: string } }>(
    app,
    deps,
    { method: 'GET', url: `${EMBED_FRAME_PREFIX}:id`, auth: { public: why }, xsrf: false, writes: false, context: false, options: { onSend } },
    async ({ request, reply }) => {
      const { id } = request.params;
      const resource = isId(id) ? await mediaResourceById(deps.db, id) : null;
      if (!resource || !belongsToProvider(resource.provider, resource.embedUrl)) {
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('This embedded content is not available.');
      }
      const { html, csp } = renderFramePage(resource);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', csp)
        .header('cache-control', 'public, max-age=86400')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .send(html);
    },
  );
}
