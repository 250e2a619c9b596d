import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { TOPIC_MESSAGES } from '../../shared/validation/topics';
import type { AppDeps } from '../graphql/context';
import { findTopicById, setTopicFollow } from '../modules/topics';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, defineRoute, formBack, formField, formOf, formRefusals, formText } from './web-routes';

/**
 * Following a topic by a plain form post, for pages read without JavaScript (spec 2 §7:
 * /_/subscriptions/topic/{id}/). The form sends `action` (follow or unfollow), the session's `xsrf` token
 * and the page to go back to (`redirect`). A GET asks before changing anything; signed out, the reader
 * signs in first and comes back to that question.
 */

type Action = 'follow' | 'unfollow';

function actionOf(value: unknown): Action {
  return value === 'unfollow' ? 'unfollow' : 'follow';
}

const TopicForm = formOf({ xsrf: formText, redirect: formText, action: formText });
type TopicForm = v.InferOutput<typeof TopicForm>;

export function registerTopicSubscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  type Route = { Params: { id: string } };
  const productName = deps.config.productName;
  const notFound = (reply: FastifyReply, back: string) => sendSimplePage(reply, 404, productName, goBackPage(TOPIC_MESSAGES.topicNotFound, back));
  /** The question page for this topic and action; the way back is the form's own (never the referring page). */
  const back = (request: FastifyRequest) => formBack(request, { referer: false });
  const actionAsked = (request: FastifyRequest) => actionOf(formField(request.method === 'GET' ? request.query : request.body, 'action'));
  const refuse = formRefusals(productName, {
    referer: false,
    comeBack: (request, to) =>
      `${buildPath('SubscribeTopic', { topicId: (request.params as Route['Params']).id })}?${new URLSearchParams({ action: actionAsked(request), redirect: to })}`,
  });

  void app.register(async (scope) => {
    acceptForms(scope);
    // The spec's address ends in a slash; a form posting without it is served the same (a redirect would lose the body).
    for (const url of ['/_/subscriptions/topic/:id', '/_/subscriptions/topic/:id/']) {
      defineRoute<Route, TopicForm>(scope, deps, { method: 'POST', url, auth: 'signedIn', xsrf: 'form', body: TopicForm, writes: true, refuse }, async ({ ctx, request, reply, body }) => {
        reply.header('cache-control', 'no-store');
        const action = actionOf(body.action);
        const answer = await setTopicFollow(ctx, { topicId: request.params.id, follow: action === 'follow' });
        if (answer.__typename === 'NotFound') return notFound(reply, back(request));
        if (answer.__typename !== 'Topic') enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
        return reply.redirect(back(request), 303);
      });

      defineRoute<Route>(scope, deps, { method: 'GET', url, auth: 'signedIn', xsrf: false, writes: false, refuse }, async ({ ctx, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const action = actionAsked(request);
        const to = back(request);
        const topic = await findTopicById(ctx.db, request.params.id, ctx.viewer);
        if (!topic) return notFound(reply, to);
        const question = `${action === 'follow' ? 'Follow' : 'Unfollow'} ${topic.name}?`;
        const body =
          `<h1>${escapeHtml(question)}</h1>` +
          `<form method="post" action="${escapeHtml(buildPath('SubscribeTopic', { topicId: topic.id }))}" class="actions">` +
          `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` +
          `<input type="hidden" name="action" value="${action}">` +
          `<input type="hidden" name="redirect" value="${escapeHtml(to)}">` +
          `<button type="submit">${action === 'follow' ? 'Follow' : 'Unfollow'}</button> <a href="${escapeHtml(to)}">Cancel</a></form>`;
        return sendSimplePage(reply, 200, productName, { title: question, body });
      });
    }
  });
}
