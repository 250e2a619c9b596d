import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { systemContext, withTransaction } from '../core';
import { escapeHtml } from '../../shared/format/html';
import {
  NOTIFICATION_EMAIL_CATEGORIES,
  categoryLabels,
  isNotificationEmailCategory,
  isNotificationEmailMode,
  resubscribedMessage,
  unsubscribedMessage,
} from '../../shared/notification-email';
import { buildPath } from '../../shared/routes';
import type { AppDeps } from '../graphql/context';
import { readUnsubscribeToken, resubscribe, unsubscribe, type PreviousModes, type UnsubscribeGrant } from '../modules/email';
import type * as v from 'valibot';
import { sendSimplePage } from './simple-page';
import { acceptForms, defineRoute, formOf, formText } from './web-routes';

/**
 * One-click unsubscribe from notification emails (RFC 8058), signed out: the signed token in the address
 * is the authority, so no session and no xsrf token are needed. A GET only shows a page that asks (mail
 * scanners follow links); a POST (the mail app's one-click, or that page's button) turns the categories off,
 * and the answer offers Undo.
 */

const MULTIPART = 'multipart/form-data';
const INVALID = 'This unsubscribe link is not valid.';

type Route = { Params: { token: string } };

/** Wider for the longer questions, with room between the paragraphs, the forms and the link under them. */
const STYLE =
  `body{max-width:520px}h1{margin:0 0 16px;overflow-wrap:anywhere}p{margin:0 0 24px}form{margin:0 0 24px}.actions{flex-wrap:wrap;gap:16px}` +
  `button.secondary{background:#fff;color:#242424;box-shadow:inset 0 0 0 1px #242424}`;

/** The token in the address is a secret: no referrer carries it to the next site. */
function sendPage(reply: FastifyReply, status: number, productName: string, title: string, body: string) {
  return sendSimplePage(reply, status, productName, { title, body, style: STYLE }, { noReferrer: true });
}

/** 'responses:instant,followers:daily': what Undo puts back, limited to the link's own categories. */
function encodePrevious(previous: PreviousModes): string {
  return Object.entries(previous)
    .map(([category, mode]) => `${category}:${mode}`)
    .join(',');
}

function decodePrevious(raw: unknown, grant: UnsubscribeGrant): PreviousModes {
  const previous: PreviousModes = {};
  if (typeof raw !== 'string' || raw.length > 400) return previous;
  for (const pair of raw.split(',')) {
    const [category = '', mode = ''] = pair.split(':');
    if (isNotificationEmailCategory(category) && grant.categories.includes(category) && isNotificationEmailMode(mode)) previous[category] = mode;
  }
  return previous;
}

/** The Undo form's fields (the one-click post has none). */
const UnsubscribeForm = formOf({ undo: formText, previous: formText });
type UnsubscribeForm = v.InferOutput<typeof UnsubscribeForm>;

export function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const productName = deps.config.productName;
  const settingsPath = buildPath('ShowSettings', {}, { hash: 'email-notifications' });
  const manage = `<p><a href="${escapeHtml(settingsPath)}">Manage email settings</a></p>`;
  const invalid = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      productName,
      INVALID,
      `<h1>${INVALID}</h1><p>It may have been cut short or changed on the way. You can choose which emails you get in your settings.</p>${manage}`,
    );
  const grantOf = (request: FastifyRequest<Route>) => readUnsubscribeToken(systemContext(deps), { token: request.params.token });
  const action = (request: FastifyRequest<Route>) => escapeHtml(`/_/unsubscribe/${encodeURIComponent(request.params.token)}`);

  async function confirm(request: FastifyRequest<Route>, reply: FastifyReply) {
    const grant = grantOf(request);
    if (!grant) return invalid(reply);
    const labels = categoryLabels(grant.categories);
    const what = grant.categories.map((c) => NOTIFICATION_EMAIL_CATEGORIES[c].description.toLowerCase()).join('; ');
    const body =
      `<h1>Unsubscribe from ${escapeHtml(labels)} emails?</h1>` +
      `<p>You'll no longer get emails about ${escapeHtml(what)}. They will still show in your notifications.</p>` +
      `<form method="post" action="${action(request)}" class="actions"><button type="submit">Unsubscribe</button></form>${manage}`;
    return sendPage(reply, 200, productName, `Unsubscribe from ${labels} emails?`, body);
  }

  async function change(request: FastifyRequest<Route>, reply: FastifyReply, form: UnsubscribeForm) {
    const grant = grantOf(request);
    if (!grant) return invalid(reply);
    if (form.undo === '1') {
      const previous = decodePrevious(form.previous, grant);
      if (!(await withTransaction(systemContext(deps), (tx) => resubscribe(tx, { grant, previous })))) return invalid(reply);
      const message = resubscribedMessage(grant.categories);
      return sendPage(reply, 200, productName, message, `<h1>${escapeHtml(message)}</h1>${manage}`);
    }
    const previous = await withTransaction(systemContext(deps), (tx) => unsubscribe(tx, { grant }));
    if (!previous) return invalid(reply);
    const message = unsubscribedMessage(grant.categories);
    const body =
      `<h1>${escapeHtml(message)}</h1><p>Changed your mind?</p>` +
      `<form method="post" action="${action(request)}" class="actions">` +
      `<input type="hidden" name="undo" value="1"><input type="hidden" name="previous" value="${escapeHtml(encodePrevious(previous))}">` +
      `<button type="submit" class="secondary">Undo</button></form>${manage}`;
    return sendPage(reply, 200, productName, message, body);
  }

  void app.register(async (scope) => {
    // The one-click POST is form-encoded or multipart (RFC 8058); only the form's own fields are read.
    acceptForms(scope);
    if (!scope.hasContentTypeParser(MULTIPART)) {
      scope.addContentTypeParser(MULTIPART, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, {}));
    }
    const route = { url: '/_/unsubscribe/:token', auth: { public: 'the signed token in the address is the authority' }, xsrf: false, context: false } as const;
    defineRoute<Route>(scope, deps, { ...route, method: 'GET', writes: false }, ({ request, reply }) => confirm(request, reply));
    // Each change in a transaction of its own (below), so a refused link is answered after the rollback.
    defineRoute<Route, UnsubscribeForm>(scope, deps, { ...route, method: 'POST', body: UnsubscribeForm, writes: false }, ({ request, reply, body }) => change(request, reply, body));
    defineRoute<Route>(scope, deps, { ...route, method: ['PUT', 'PATCH', 'DELETE'], writes: false }, ({ reply }) =>
      reply.code(405).header('allow', 'GET, HEAD, POST').type('text/plain; charset=utf-8').send('Method not allowed'),
    );
  });
}
