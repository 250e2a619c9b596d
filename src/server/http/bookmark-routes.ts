import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { LIST_MESSAGES, readingListToastText } from '../../shared/validation/lists';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../security/redirects';
import { bookmarkPost, savedStateOf, type ListsContext } from '../modules/catalogs/catalogs.service';
import { safeEqual } from '../security/tokens';
import { goBackPage, sendSimplePage } from './simple-page';
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
        return sendSimplePage(reply, 403, deps.config.productName, goBackPage('Try again', back, XSRF_MESSAGE));
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
        return sendSimplePage(reply, 404, productName, goBackPage(LIST_MESSAGES.storyNotFound, back));
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
      return sendSimplePage(reply, 200, productName, { title: question, body });
    });
  });
}
