import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { TOPIC_MESSAGES } from '../../shared/validation/topics';
import type { AppDeps } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../security/redirects';
import { findTopicById, setTopicFollow, type TopicsContext } from '../modules/topics';
import { safeEqual } from '../security/tokens';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';

/**
 * Following a topic by a plain form post, for pages read without JavaScript (spec 2 §7:
 * /_/subscriptions/topic/{id}/). The form sends `action` (follow or unfollow), the session's `xsrf` token
 * and the page to go back to (`redirect`). A GET asks before changing anything; signed out, the reader
 * signs in first and comes back to that question.
 */

const FORM = 'application/x-www-form-urlencoded';
const MAX_FIELD = 2048;
type Action = 'follow' | 'unfollow';

function field(body: unknown, name: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= MAX_FIELD ? value : null;
}

function actionOf(value: unknown): Action {
  return value === 'unfollow' ? 'unfollow' : 'follow';
}

export function registerTopicSubscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  type Route = { Params: { id: string } };
  const productName = deps.config.productName;
  const notFound = (reply: FastifyReply, back: string) => sendSimplePage(reply, 404, productName, goBackPage(TOPIC_MESSAGES.topicNotFound, back));
  const confirmPath = (request: FastifyRequest<Route>, action: Action, back: string) =>
    `${buildPath('SubscribeTopic', { topicId: request.params.id })}?${new URLSearchParams({ action, redirect: back })}`;
  const signInFirst = (reply: FastifyReply, comeBack: string) =>
    reply.redirect(buildPath('ShowSignIn', {}, { query: { redirect: comeBack } }), 302);

  async function post(request: FastifyRequest<Route>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const ctx = await requestContext(deps, request, reply);
    const action = actionOf(field(request.body, 'action'));
    const back = safeRedirectPath(field(request.body, 'redirect') ?? '/');
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, action, back));
    const sent = field(request.body, 'xsrf');
    if (!sent || !safeEqual(sent, ctx.session.xsrf)) return sendSimplePage(reply, 403, productName, goBackPage('Try again', back, XSRF_MESSAGE));
    const answer = await setTopicFollow(ctx as TopicsContext, request.params.id, action === 'follow');
    if (answer.__typename === 'NotFound') return notFound(reply, back);
    if (answer.__typename !== 'Topic') enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
    return reply.redirect(back, 303);
  }

  async function confirm(request: FastifyRequest<Route>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const ctx = await requestContext(deps, request, reply);
    const query = request.query as Record<string, unknown>;
    const action = actionOf(query.action);
    const back = safeRedirectPath(typeof query.redirect === 'string' && query.redirect.length <= MAX_FIELD ? query.redirect : '/');
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, action, back));
    const topic = await findTopicById(ctx.db, request.params.id, ctx.viewer);
    if (!topic) return notFound(reply, back);
    const question = `${action === 'follow' ? 'Follow' : 'Unfollow'} ${topic.name}?`;
    const body =
      `<h1>${escapeHtml(question)}</h1>` +
      `<form method="post" action="${escapeHtml(buildPath('SubscribeTopic', { topicId: topic.id }))}" class="actions">` +
      `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` +
      `<input type="hidden" name="action" value="${action}">` +
      `<input type="hidden" name="redirect" value="${escapeHtml(back)}">` +
      `<button type="submit">${action === 'follow' ? 'Follow' : 'Unfollow'}</button> <a href="${escapeHtml(back)}">Cancel</a></form>`;
    return sendSimplePage(reply, 200, productName, { title: question, body });
  }

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }
    // The spec's address ends in a slash; a form posting without it is served the same (a redirect would lose the body).
    for (const path of ['/_/subscriptions/topic/:id', '/_/subscriptions/topic/:id/']) {
      scope.post<Route>(path, post);
      scope.get<Route>(path, confirm);
    }
  });
}
