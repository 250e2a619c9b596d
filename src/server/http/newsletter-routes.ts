import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { NEWSLETTER_MESSAGES } from '../../shared/validation/newsletters';
import { systemContext, withTransaction } from '../core';
import type { AppDeps } from '../graphql/context';
import {
  confirmSubscription,
  pendingConfirmation,
  readerSubscriptions,
  subscribeByEmail,
  subscribeToWriter,
  unsubscribeByToken,
  unsubscribeGrant,
  unsubscribeReader,
  writerNewsletter,
  isViewerSubscribed,
} from '../modules/newsletters';
import { userByUsername } from '../modules/users';
import { ARCHIVE_STYLE, recentIssuesHtml } from './newsletter-archive-html';
import { sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, defineRoute, formBack, formOf, formRefusals, formText, signInFirst } from './web-routes';

/**
 * Newsletters by plain forms and by the links in their emails. Subscribing to a writer
 * (`/_/api/users/{id}/lazily-enable-writer-subscription`, which enables the writer's newsletter on its first
 * subscriber): signed in, one click with the session's xsrf token; signed out, an address that gets one
 * confirmation link. The confirmation and unsubscribe links answer a GET with a page that asks (mail scanners
 * follow links) and act on a POST; the unsubscribe POST is also RFC 8058's one-click, with no session and no
 * token but the signed one in the address. `/@{username}/subscribe` and `/me/newsletters` are pages of their own.
 */

const MULTIPART = 'multipart/form-data';

/**
 * The sign-in page opened from a newsletter's landing (the modal's newsletter_landing entry point): sign-up
 * skips 'Go back' on the name step, and the reader comes back to the landing to subscribe in one click.
 */
export function newsletterSignIn(landing: string): string {
  return `${buildPath('ShowSignIn')}?${new URLSearchParams({ operation: 'register', entry: 'newsletter_landing', redirect: landing }).toString()}`;
}
const STYLE =
  `body{max-width:520px}h1{margin:0 0 16px;overflow-wrap:anywhere}p{margin:0 0 24px}form{margin:0 0 24px}.actions{flex-wrap:wrap;gap:16px}` +
  `label{display:block;font-size:14px;color:#242424;margin:0 0 8px}` +
  `input[type=email]{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #d9d9d9;border-radius:4px;margin:0 0 16px}` +
  `ul{list-style:none;padding:0;margin:0 0 24px}li{display:flex;justify-content:space-between;align-items:center;gap:16px;padding:16px 0;border-bottom:1px solid #f2f2f2}` +
  `li form{margin:0}li p{margin:0}.name{color:#242424;font-weight:500;text-decoration:none}` +
  `button.secondary{background:#fff;color:#242424;box-shadow:inset 0 0 0 1px #242424}` +
  ARCHIVE_STYLE;

const SubscribeForm = formOf({ xsrf: formText, redirect: formText, email: formText });
type SubscribeForm = v.InferOutput<typeof SubscribeForm>;
const TokenForm = formOf({});
type TokenForm = v.InferOutput<typeof TokenForm>;
type UserRoute = { Params: { userId: string } };
type TokenRoute = { Params: { token: string } };

export function registerNewsletterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const productName = deps.config.productName;
  const page = (reply: FastifyReply, status: number, title: string, body: string, noReferrer = false) =>
    sendSimplePage(reply, status, productName, { title, body, style: STYLE }, { noReferrer });
  const invalid = (reply: FastifyReply) => page(reply, 400, NEWSLETTER_MESSAGES.linkInvalid, `<h1>${NEWSLETTER_MESSAGES.linkInvalid}</h1><p><a href="/">Go home</a></p>`, true);

  void app.register(async (scope) => {
    acceptForms(scope);
    if (!scope.hasContentTypeParser(MULTIPART)) {
      scope.addContentTypeParser(MULTIPART, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, {}));
    }

    // Subscribe: signed in with one click, signed out with an address (double opt-in).
    defineRoute<UserRoute, SubscribeForm>(
      scope,
      deps,
      { method: 'POST', url: '/_/api/users/:userId/lazily-enable-writer-subscription', auth: { public: 'signed out, an address subscribes by double opt-in' }, xsrf: 'form', body: SubscribeForm, writes: true, refuse: formRefusals(productName) },
      async ({ ctx, request, reply, body }) => {
        reply.header('cache-control', 'no-store');
        const back = formBack(request);
        if (ctx.viewer) {
          const writer = await ctx.loaders.userById.load(request.params.userId);
          const answer = await subscribeToWriter(ctx as never, { userId: request.params.userId });
          if (answer.__typename === 'NewsletterV3') enqueueToast(reply, { message: NEWSLETTER_MESSAGES.subscribed(writer?.name ?? answer.name) });
          else enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
          return reply.redirect(back, 303);
        }
        const answer = await subscribeByEmail(ctx, { userId: request.params.userId, email: body.email ?? '' });
        const heading = answer.ok ? 'Check your inbox' : 'You were not subscribed';
        return page(reply, answer.ok ? 200 : 400, heading, `<h1>${heading}</h1><p role="status">${escapeHtml(answer.message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`);
      },
    );

    // Signed in: stop a newsletter (the /me/newsletters list's button).
    defineRoute<{ Params: { newsletterV3Id: string } }, SubscribeForm>(
      scope,
      deps,
      { method: 'POST', url: '/_/api/subscriptions/newsletters/:newsletterV3Id', auth: 'signedIn', xsrf: 'form', body: SubscribeForm, writes: true, refuse: formRefusals(productName) },
      async ({ ctx, request, reply }) => {
        const answer = await unsubscribeReader(ctx, { newsletterId: request.params.newsletterV3Id });
        if (answer.__typename === 'NewsletterV3') enqueueToast(reply, { message: NEWSLETTER_MESSAGES.unsubscribed(answer.name) });
        else enqueueToast(reply, { message: answer.message, toastStyle: 'ERROR' });
        return reply.header('cache-control', 'no-store').redirect(formBack(request), 303);
      },
    );

    const tokenRoute = { auth: { public: 'the token in the address is the authority' }, xsrf: false, context: false } as const;
    const confirmUrl = '/_/newsletters/confirm/:token';
    defineRoute<TokenRoute>(scope, deps, { ...tokenRoute, method: 'GET', url: confirmUrl, writes: false }, async ({ request, reply }) => {
      const pending = await pendingConfirmation(systemContext(deps), { token: request.params.token });
      if (!pending) return invalid(reply);
      const title = `Confirm your subscription to ${pending.newsletter.name}`;
      const body =
        `<h1>${escapeHtml(title)}</h1><p>You'll get new stories by email. You can unsubscribe from any of them in one click.</p>` +
        `<form method="post" action="${escapeHtml(request.url.split('?')[0] ?? '')}" class="actions"><button type="submit">Confirm subscription</button></form>`;
      return page(reply, 200, title, body, true);
    });
    defineRoute<TokenRoute, TokenForm>(scope, deps, { ...tokenRoute, method: 'POST', url: confirmUrl, body: TokenForm, writes: false }, async ({ request, reply }) => {
      const newsletter = await withTransaction(systemContext(deps), (ctx) => confirmSubscription(ctx, { token: request.params.token }));
      if (!newsletter) return invalid(reply);
      const message = NEWSLETTER_MESSAGES.confirmed(newsletter.name);
      return page(reply, 200, message, `<h1>${escapeHtml(message)}</h1><p>New stories will come to your inbox.</p><p><a href="/">Go home</a></p>`, true);
    });

    const unsubscribeUrl = '/_/newsletters/unsubscribe/:token';
    defineRoute<TokenRoute>(scope, deps, { ...tokenRoute, method: 'GET', url: unsubscribeUrl, writes: false }, async ({ request, reply }) => {
      const grant = await unsubscribeGrant(systemContext(deps), { token: request.params.token });
      if (!grant) return invalid(reply);
      const title = `Unsubscribe from ${grant.newsletter.name}?`;
      const body =
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(grant.email)} will no longer get these stories by email.</p>` +
        `<form method="post" action="${escapeHtml(request.url.split('?')[0] ?? '')}" class="actions"><button type="submit">Unsubscribe</button></form>`;
      return page(reply, 200, title, body, true);
    });
    defineRoute<TokenRoute, TokenForm>(scope, deps, { ...tokenRoute, method: 'POST', url: unsubscribeUrl, body: TokenForm, writes: false }, async ({ request, reply }) => {
      const newsletter = await withTransaction(systemContext(deps), (ctx) => unsubscribeByToken(ctx, { token: request.params.token }));
      if (!newsletter) return invalid(reply);
      const message = NEWSLETTER_MESSAGES.unsubscribed(newsletter.name);
      return page(reply, 200, message, `<h1>${escapeHtml(message)}</h1><p><a href="/">Go home</a></p>`, true);
    });
  });

  // /@{username}/subscribe: the writer's subscribe page (signed in: one click; signed out: an address).
  defineRoute<{ Params: { username: string } }>(
    app,
    deps,
    { method: 'GET', url: '/@:username/subscribe', auth: { public: "a writer's subscribe page is public" }, xsrf: false, writes: false },
    async ({ ctx, request, reply }) => {
      const writer = await userByUsername(ctx.db, request.params.username);
      if (!writer || writer.isSuspended || writer.deletedAt != null) return page(reply, 404, NEWSLETTER_MESSAGES.notFound, `<h1>${NEWSLETTER_MESSAGES.notFound}</h1>`);
      const action = escapeHtml(buildPath('SubscribeWriterNewsletter', { userId: writer.id }));
      const profile = escapeHtml(buildPath('ShowUser', { username: writer.username ?? '' }));
      const title = `Get an email whenever ${writer.name} publishes`;
      const redirect = `<input type="hidden" name="redirect" value="${profile}">`;
      let form: string;
      const newsletter = await writerNewsletter(ctx, { writerId: writer.id });
      if (ctx.viewer && ctx.session) {
        const subscribed = newsletter ? await isViewerSubscribed(ctx, { newsletterId: newsletter.id }) : false;
        form =
          writer.id === ctx.viewer.id
            ? `<p>${NEWSLETTER_MESSAGES.self}</p>`
            : subscribed
              ? `<p>${escapeHtml(NEWSLETTER_MESSAGES.already(writer.name))}</p><p><a href="${escapeHtml(buildPath('ShowYourNewsletters'))}">Manage your newsletters</a></p>`
              : `<form method="post" action="${action}" class="actions"><input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">${redirect}` +
                `<button type="submit">Subscribe</button></form><p>Stories go to ${escapeHtml(ctx.viewer.email ?? '')}.</p>`;
      } else {
        form =
          `<form method="post" action="${action}">${redirect}<label for="email">Your email</label>` +
          `<input id="email" type="email" name="email" required autocomplete="email" placeholder="you@example.com">` +
          `<div class="actions"><button type="submit">Subscribe</button></div></form><p>We'll send you a link to confirm. Nothing else until you do.</p>` +
          `<p><a href="${escapeHtml(newsletterSignIn(buildPath('ShowUserSubscribe', { username: writer.username ?? '' })))}">Sign in or create an account</a> to subscribe in one click.</p>`;
      }
      const issues = await recentIssuesHtml(ctx, newsletter?.id ?? null);
      return page(reply, 200, title, `<h1>${escapeHtml(title)}</h1><p><a class="name" href="${profile}">${escapeHtml(writer.name)}</a>${writer.bio ? ` · ${escapeHtml(writer.bio)}` : ''}</p>${form}${issues}`);
    },
  );

  // /me/newsletters: the newsletters the reader gets, each with Unsubscribe.
  defineRoute(
    app,
    deps,
    { method: 'GET', url: '/me/newsletters', auth: 'signedIn', xsrf: false, writes: false, refuse: { signedOut: (request, reply) => signInFirst(reply, request.url) } },
    async ({ ctx, reply }) => {
      const list = await readerSubscriptions(ctx);
      const rows = list
        .map(
          (n) =>
            `<li><p><span class="name">${escapeHtml(n.name)}</span></p><form method="post" action="${escapeHtml(buildPath('NewsletterSubscription', { newsletterV3Id: n.id }))}">` +
            `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}"><input type="hidden" name="redirect" value="/me/newsletters">` +
            `<button type="submit" class="secondary">Unsubscribe</button></form></li>`,
        )
        .join('');
      const body = `<h1>Your newsletters</h1>` + (rows ? `<ul>${rows}</ul>` : `<p>You're not subscribed to any newsletters yet. Subscribe from a writer's profile to get their stories by email.</p>`);
      return page(reply, 200, 'Your newsletters', body);
    },
  );
}
