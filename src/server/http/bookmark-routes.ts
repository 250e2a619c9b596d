import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { LIST_MESSAGES, readingListToastText } from '../../shared/validation/lists';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../modules/auth/magic-link.service';
import { bookmarkPost, savedStateOf, type ListsContext } from '../modules/catalogs/catalogs.service';
import { safeEqual } from '../security/tokens';
import { enqueueToast } from './toast-cookie';

/**
 * Save a story to the reading list by a plain form post, for pages read without JavaScript (spec 2 §7:
 * /_/bookmark/p/{postId}). The post carries the session's xsrf token in the field `xsrf`; it toggles like
 * the bookmark icon, then goes back to the page the form was on (`redirect`, else the referring page) with
 * the toast saying what happened. A GET (a link, or the way back from signing in) asks before changing anything.
 */

const FORM = 'application/x-www-form-urlencoded';
const MAX_FIELD = 2048;

function field(body: unknown, name: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= MAX_FIELD ? value : null;
}

function backTo(request: FastifyRequest, given: string | null): string {
  if (given) return safeRedirectPath(given);
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.host === request.headers.host ? safeRedirectPath(url.pathname + url.search) : '/';
  } catch {
    return '/';
  }
}

function page(productName: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(productName)}</title><style>` +
    `body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;max-width:480px;margin:15vh auto 0;padding:0 24px;color:#242424}` +
    `h1{font-size:28px;line-height:34px;margin:0 0 24px}.actions{display:flex;gap:12px;align-items:center}` +
    `button{font-family:inherit;font-size:15px;font-weight:500;line-height:20px;padding:9px 20px;border-radius:999px;border:0;background:#1a8917;color:#fff;cursor:pointer}` +
    `.product{font-weight:700;font-size:20px;margin:0 0 32px}a{color:#242424}p{color:#6b6b6b}` +
    `</style></head><body><p class="product">${escapeHtml(productName)}</p>${body}</body></html>`
  );
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(html);
}

type Route = { Params: { postId: string } };

export function registerBookmarkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const signInFirst = (reply: FastifyReply, comeBack: string) =>
    reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: comeBack } }), 302);
  const confirmPath = (request: FastifyRequest, back: string) => `${request.url.split('?')[0]}?${new URLSearchParams({ redirect: back })}`;

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }

    scope.post<Route>('/_/bookmark/p/:postId', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = await requestContext(deps, request, reply);
      const back = backTo(request, field(request.body, 'redirect'));
      if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, back));
      const sent = field(request.body, 'xsrf');
      if (!sent || !safeEqual(sent, ctx.session.xsrf)) {
        const body = `<h1>Try again</h1><p>${escapeHtml(XSRF_MESSAGE)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`;
        return sendPage(reply, 403, page(deps.config.productName, 'Try again', body));
      }
      const lists = ctx as ListsContext;
      const answer = await bookmarkPost(lists, { targetPostId: request.params.postId });
      if (answer.__typename === 'Post') {
        const { readingList } = await savedStateOf(lists, answer.id);
        enqueueToast(reply, { message: readingListToastText('bookmark', readingList) });
      } else {
        enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
      }
      return reply.redirect(back, 303);
    });

    scope.get<Route>('/_/bookmark/p/:postId', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = await requestContext(deps, request, reply);
      const query = request.query as Record<string, unknown>;
      const back = backTo(request, typeof query.redirect === 'string' && query.redirect.length <= MAX_FIELD ? query.redirect : null);
      if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, back));
      const productName = deps.config.productName;
      const post = await ctx.loaders.postById.load(request.params.postId);
      if (!post || !post.isPublished || post.deletedAt !== null) {
        const message = LIST_MESSAGES.storyNotFound;
        return sendPage(reply, 404, page(productName, message, `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(back)}">Go back</a></p>`));
      }
      const { readingList } = await savedStateOf(ctx, post.id);
      const saved = readingList !== 'NONE';
      const question = saved ? `Remove “${post.title}” from your reading list?` : `Save “${post.title}” to your reading list?`;
      const body =
        `<h1>${escapeHtml(question)}</h1>` +
        `<form method="post" action="${escapeHtml(request.url.split('?')[0] ?? '')}" class="actions">` +
        `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` +
        `<input type="hidden" name="redirect" value="${escapeHtml(back)}">` +
        `<button type="submit">${saved ? 'Remove' : 'Save'}</button> <a href="${escapeHtml(back)}">Cancel</a></form>`;
      return sendPage(reply, 200, page(productName, question, body));
    });
  });
}
