import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NEWSLETTER_MESSAGES } from '../../shared/validation/newsletters';
import type { AppDeps } from '../graphql/context';
import { newsletterArchive } from '../modules/newsletters';
import { stillFresh } from './conditional-get';
import { defineRoute } from './web-routes';

/** How long a signed-out reader's copy of a newsletter's archive may be reused. */
const ARCHIVE_MAX_AGE_SECONDS = 60;

type ArchiveRoute = { Params: { newsletterV3Id: string }; Querystring: { limit?: string; to?: string } };

/**
 * GET /_api/newsletters/{newsletterV3Id}/posts?limit=&to=: the stories a newsletter sent, newest first, as JSON,
 * paged like the rest of the API (`pagingInfo.next` is `{ limit, to }` for the next page, or null):
 * `{ newsletter: { id, type, name }, posts: [{ id, title, subtitle, url, sentAt, isLocked, emailOnly, previewImage }], pagingInfo }`.
 * Anyone gets the published, listed stories; the newsletter's writer or its publication's editors also get its
 * email-only issues (no address). An unknown newsletter: 404 `{ message }`. Signed out, the answer is the same
 * for everyone and may be cached a minute; signed in, it is private. Both carry an ETag (304 when unchanged).
 */
export function registerNewsletterArchiveRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute<ArchiveRoute>(
    app,
    deps,
    {
      method: 'GET',
      url: '/_api/newsletters/:newsletterV3Id/posts',
      auth: { public: "a newsletter's sent stories are public; its email-only issues are listed only to those who manage it" },
      xsrf: false,
      writes: false,
    },
    async ({ ctx, request, reply }) => {
      const limit = request.query.limit === undefined ? null : Number(request.query.limit);
      const archive = await newsletterArchive(ctx, { newsletterId: request.params.newsletterV3Id, limit: Number.isFinite(limit) ? limit : null, to: request.query.to ?? null });
      if (!archive) return reply.code(404).header('cache-control', 'no-store').send({ message: NEWSLETTER_MESSAGES.notFound });
      const { newsletter, posts, next } = archive;
      const body = JSON.stringify({
        newsletter: { id: newsletter.id, type: newsletter.type, name: newsletter.name },
        posts,
        pagingInfo: { next, previous: null },
      });
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply
        .header('etag', etag)
        .header('cache-control', ctx.viewer ? 'private, no-cache' : `public, max-age=${ARCHIVE_MAX_AGE_SECONDS}`)
        .header('vary', 'Cookie');
      if (stillFresh(request, etag, null)) return reply.code(304).send();
      return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    },
  );
}
