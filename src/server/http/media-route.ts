import type { FastifyInstance } from 'fastify';
import { systemContext } from '../core';
import { isId } from '../db/ids';
import type { AppDeps } from '../graphql/context';
import { defineRoute } from './web-routes';
import { imageBytes, servedWidth } from '../modules/media';
import type { BlobStorage } from '../modules/media';

export function registerMedia(app: FastifyInstance, deps: AppDeps, _storage: BlobStorage) {
  const why = 'images are shown to anyone who has their address (stories, avatars, email)';
  defineRoute<{ Params: { id: string }; Querystring: { w?: string } }>(app, deps, { method: 'GET', url: '/media/:id', auth: { public: why }, xsrf: false, writes: false, context: false }, async ({ request, reply }) => {
    const { id } = request.params;
    if (!isId(id)) return reply.code(404).send({ message: 'Image not found' });
    const found = await imageBytes(systemContext(deps), { id, width: servedWidth(request.query.w ? Number(request.query.w) : null) });
    if (!found) return reply.code(404).send({ message: 'Image not found' });
    return reply
      .header('content-type', found.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Pictures appear in email read on webmail pages of other origins, and in feed readers.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(found.bytes);
  });
}
