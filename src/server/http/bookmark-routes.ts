import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { LIST_MESSAGES, readingListToastText } from '../../shared/validation/lists';
import type { AppDeps } from '../graphql/context';
import { bookmarkPost, savedStateOf } from '../modules/catalogs';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, BackForm, defineRoute, formBack, formRefusals } from './web-routes';

/**
 * Save a story to the reading list by a plain form post, for pages read without JavaScript (spec 2 §7:
 * /_/bookmark/p/{postId}). The post carries the session's xsrf token in the field `xsrf`; it toggles like
 * the bookmark icon, then goes back to the page the form was on (`redirect`, else the referring page) with
 * the toast saying what happened. A GET (a link, or the way back from signing in) asks before changing anything.
 */

type Route = { Params: { postId: string } };

export function registerBookmarkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const productName = deps.config.productName;
  const refuse = formRefusals(productName);
  const url = '/_/bookmark/p/:postId';

  void app.register(async (scope) => {
    acceptForms(scope);

    defineRoute<Route, BackForm>(scope, deps, { method: 'POST', url, auth: 'signedIn', xsrf: 'form', body: BackForm, writes: true, refuse }, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const back = formBack(request);
      const answer = await bookmarkPost(ctx, { targetPostId: request.params.postId });
      if (answer.__typename === 'Post') {
        const { readingList } = await savedStateOf(ctx, { postId: answer.id });
        enqueueToast(reply, { message: readingListToastText('bookmark', readingList) });
      } else {
        enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
      }
      return reply.redirect(back, 303);
    });

    defineRoute<Route>(scope, deps, { method: 'GET', url, auth: 'signedIn', xsrf: false, writes: false, refuse }, async ({ ctx, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const back = formBack(request);
      const post = await ctx.loaders.postById.load(request.params.postId);
      if (!post || !post.isPublished || post.deletedAt !== null) {
        return sendSimplePage(reply, 404, productName, goBackPage(LIST_MESSAGES.storyNotFound, back));
      }
      const { readingList } = await savedStateOf(ctx, { postId: post.id });
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
