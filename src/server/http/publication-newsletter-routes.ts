import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { escapeHtml } from '../../shared/format/html';
import { buildPath, matchRoute } from '../../shared/routes';
import { NEWSLETTER_DESCRIPTION_MAX, NEWSLETTER_MESSAGES, NEWSLETTER_NAME_MAX } from '../../shared/validation/newsletters';
import type { ServiceContext } from '../core';
import type { AppDeps } from '../graphql/context';
import { collectionByDomainOrSlug, type CollectionModel } from '../modules/collections';
import {
  collectionNewsletter,
  createPublicationNewsletter,
  isViewerSubscribed,
  mayManage,
  mayManageCollection,
  newsletterById,
  newsletterSubscriberCount,
  subscribeByEmailToNewsletter,
  subscribeToNewsletter,
  updatePublicationNewsletter,
  type NewsletterModel,
} from '../modules/newsletters';
import { ARCHIVE_STYLE, recentIssuesHtml } from './newsletter-archive-html';
import { sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, defineRoute, formBack, formOf, formRefusals, formText, signInFirst, type SignedInRouteContext } from './web-routes';

/**
 * A publication's newsletter by plain forms, so it works without JavaScript: its landing page
 * (`/{pub}/newsletters/{slug}`: signed out, an address and a confirmation link; signed in, one click), the
 * editors' page that creates or edits it (`/{pub}/new-newsletter`), and the subscribe form's target. Only the
 * publication's editors see the editors' page; everyone else gets the 404 a missing page gets.
 */

const STYLE =
  `body{max-width:560px}h1{font-size:32px;line-height:40px;margin:0 0 12px;overflow-wrap:anywhere}` +
  `.pub{display:flex;align-items:center;gap:12px;margin:0 0 32px;color:#242424;text-decoration:none;font-weight:500}` +
  `.pub__mark{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:4px;background:#242424;color:#fff;font-weight:700;font-size:18px}` +
  `.lede{font-size:18px;line-height:28px;color:#242424;margin:0 0 12px;white-space:pre-line}.meta{font-size:14px;margin:0 0 32px}` +
  `form{margin:0 0 24px}.actions{flex-wrap:wrap;gap:16px}label{display:block;font-size:14px;color:#242424;margin:0 0 8px}` +
  `input[type=email],input[type=text],textarea{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #d9d9d9;border-radius:4px;margin:0 0 6px}` +
  `textarea{min-height:120px;resize:vertical}.hint{font-size:13px;margin:0 0 20px}.error{color:#c94a4a;margin:0 0 16px}` +
  `.tools{display:flex;flex-wrap:wrap;gap:12px 24px;border-top:1px solid #f2f2f2;padding:24px 0 0;margin:32px 0 0;font-size:15px}` +
  `.tools a{color:#1a8917;text-decoration:none;font-weight:500}.field{margin:0 0 8px}` +
  `@media (max-width:500px){h1{font-size:26px;line-height:32px}body{margin-top:8vh}}` +
  ARCHIVE_STYLE;

const SubscribeForm = formOf({ xsrf: formText, redirect: formText, email: formText });
type SubscribeForm = v.InferOutput<typeof SubscribeForm>;
const NewsletterForm = formOf({ xsrf: formText, name: formText, description: formText });
type NewsletterForm = v.InferOutput<typeof NewsletterForm>;
type PublicationRoute = { Params: { collectionSlug: string } };
type LandingRoute = { Params: { collectionSlug: string; newsletterSlug: string } };

function publicationMark(collection: CollectionModel): string {
  const home = escapeHtml(buildPath('ShowCollectionHome', { collectionSlug: collection.slug }));
  const initial = escapeHtml((collection.name.trim()[0] ?? 'Q').toUpperCase());
  return `<a class="pub" href="${home}"><span class="pub__mark" aria-hidden="true">${initial}</span><span>${escapeHtml(collection.name)}</span></a>`;
}

function landingPath(collection: CollectionModel, newsletter: NewsletterModel): string {
  return buildPath('ShowCollectionNewsletterLanding', { collectionSlug: collection.slug, newsletterSlug: newsletter.slug });
}

export function registerPublicationNewsletterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const productName = deps.config.productName;
  const page = (reply: FastifyReply, status: number, title: string, body: string) => sendSimplePage(reply, status, productName, { title, body, style: STYLE });
  const notFound = (reply: FastifyReply) => page(reply, 404, NEWSLETTER_MESSAGES.notFound, `<h1>${NEWSLETTER_MESSAGES.notFound}</h1><p><a href="/">Go home</a></p>`);

  /** The editors' form: create (no newsletter yet) or edit. */
  function editorPage(reply: FastifyReply, ctx: SignedInRouteContext, collection: CollectionModel, newsletter: NewsletterModel | null, values: { name: string; description: string }, error: string | null) {
    const title = newsletter ? `Edit ${newsletter.name}` : `Start a newsletter for ${collection.name}`;
    const action = escapeHtml(buildPath('ShowCollectionNewNewsletter', { collectionSlug: collection.slug }));
    const tools = newsletter
      ? `<nav class="tools" aria-label="Newsletter"><a href="${escapeHtml(landingPath(collection, newsletter))}">View landing page</a>` +
        `<a href="${escapeHtml(buildPath('ShowNewsletterNewEmail', { newsletterV3Id: newsletter.id }))}">Write an email</a>` +
        `<a href="${escapeHtml(buildPath('ShowNewsletterSubscribers', { newsletterV3Id: newsletter.id }))}">Subscribers</a>` +
        `<a href="${escapeHtml(buildPath('ShowNewsletterStats', { newsletterV3Id: newsletter.id }))}">Stats</a></nav>`
      : '';
    const body =
      publicationMark(collection) +
      `<h1>${escapeHtml(title)}</h1>` +
      (newsletter ? '' : `<p>Readers subscribe from your publication's page and get its new stories by email. You choose, each time you publish, whether a story is sent.</p>`) +
      (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${action}"><input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` +
      `<div class="field"><label for="name">Name</label><input id="name" type="text" name="name" required maxlength="${NEWSLETTER_NAME_MAX}" value="${escapeHtml(values.name)}"></div>` +
      `<p class="hint">Shown on the landing page and in every email's footer.</p>` +
      `<div class="field"><label for="description">Description</label><textarea id="description" name="description" maxlength="${NEWSLETTER_DESCRIPTION_MAX}">${escapeHtml(values.description)}</textarea></div>` +
      `<p class="hint">What subscribers will get, in a sentence or two.</p>` +
      `<div class="actions"><button type="submit">${newsletter ? 'Save' : 'Create newsletter'}</button><a href="${escapeHtml(buildPath('ShowCollectionHome', { collectionSlug: collection.slug }))}">Cancel</a></div></form>` +
      tools;
    return page(reply, error ? 400 : 200, title, body);
  }

  async function managedPublication(ctx: ServiceContext, slug: string): Promise<CollectionModel | null> {
    const collection = await collectionByDomainOrSlug(ctx.db, slug);
    return collection && (await mayManageCollection(ctx, { collectionId: collection.id })) ? collection : null;
  }

  const editorsOnly = { signedOut: (request: { url: string }, reply: FastifyReply) => signInFirst(reply, request.url) };

  // /{pub}/new-newsletter: the editors create the publication's newsletter, or edit it once it exists.
  defineRoute<PublicationRoute>(
    app,
    deps,
    { method: 'GET', url: '/:collectionSlug/new-newsletter', auth: 'signedIn', xsrf: false, writes: false, refuse: editorsOnly },
    async ({ ctx, request, reply }) => {
      const collection = await managedPublication(ctx, request.params.collectionSlug);
      if (!collection) return notFound(reply);
      const newsletter = await collectionNewsletter(ctx, { collectionId: collection.id });
      return editorPage(reply, ctx, collection, newsletter, { name: newsletter?.name ?? `${collection.name}`, description: newsletter?.description ?? '' }, null);
    },
  );

  void app.register(async (scope) => {
    acceptForms(scope);

    defineRoute<PublicationRoute, NewsletterForm>(
      scope,
      deps,
      { method: 'POST', url: '/:collectionSlug/new-newsletter', auth: 'signedIn', xsrf: 'form', body: NewsletterForm, writes: true, refuse: formRefusals(productName) },
      async ({ ctx, request, reply, body }) => {
        const collection = await collectionByDomainOrSlug(ctx.db, request.params.collectionSlug);
        if (!collection) return notFound(reply);
        const existing = await collectionNewsletter(ctx, { collectionId: collection.id });
        const values = { name: body.name ?? '', description: body.description ?? '' };
        const answer = existing
          ? await updatePublicationNewsletter(ctx, { newsletterId: existing.id, ...values })
          : await createPublicationNewsletter(ctx, { collectionId: collection.id, ...values });
        if (answer.__typename === 'NewsletterV3') return reply.header('cache-control', 'no-store').redirect(landingPath(collection, answer), 303);
        // Not an editor: the page is not there for them.
        if (answer.__typename === 'NotFound' || answer.__typename === 'Forbidden') return notFound(reply);
        return editorPage(reply, ctx, collection, existing, values, answer.message);
      },
    );

    // The landing page's form: signed in, one click; signed out, an address that gets a confirmation link.
    defineRoute<{ Params: { newsletterV3Id: string } }, SubscribeForm>(
      scope,
      deps,
      { method: 'POST', url: '/_/api/newsletters/:newsletterV3Id/subscribe', auth: { public: 'signed out, an address subscribes by double opt-in' }, xsrf: 'form', body: SubscribeForm, writes: true, refuse: formRefusals(productName) },
      async ({ ctx, request, reply, body }) => {
        reply.header('cache-control', 'no-store');
        const back = formBack(request);
        if (ctx.viewer) {
          const answer = await subscribeToNewsletter(ctx as never, { newsletterId: request.params.newsletterV3Id });
          if (answer.__typename !== 'NewsletterV3') return page(reply, 400, 'You were not subscribed', `<h1>You were not subscribed</h1><p role="status">${escapeHtml(answer.message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`);
          // From the envelope on a publication's page (not its landing page, which says so itself): the page's toast.
          if (matchRoute(back.split('?')[0] ?? '')?.route.name !== 'ShowCollectionNewsletterLanding') enqueueToast(reply, { message: NEWSLETTER_MESSAGES.subscribed(answer.name) });
          return reply.redirect(back, 303);
        }
        const answer = await subscribeByEmailToNewsletter(ctx, { newsletterId: request.params.newsletterV3Id, email: body.email ?? '' });
        const heading = answer.ok ? 'Check your inbox' : 'You were not subscribed';
        return page(reply, answer.ok ? 200 : 400, heading, `<h1>${heading}</h1><p role="status">${escapeHtml(answer.message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`);
      },
    );
  });

  // /{pub}/newsletters/{slug}: the landing page.
  defineRoute<LandingRoute>(
    app,
    deps,
    { method: 'GET', url: '/:collectionSlug/newsletters/:newsletterSlug', auth: { public: "a publication's newsletter landing page is public" }, xsrf: false, writes: false },
    async ({ ctx, request, reply }) => {
      const collection = await collectionByDomainOrSlug(ctx.db, request.params.collectionSlug);
      const found = collection ? await collectionNewsletter(ctx, { collectionId: collection.id }) : null;
      const newsletter = found && found.slug === request.params.newsletterSlug.toLowerCase() ? found : null;
      if (!collection || !newsletter || (await newsletterById(ctx, { newsletterId: newsletter.id })) === null) return notFound(reply);
      const here = landingPath(collection, newsletter);
      const action = escapeHtml(buildPath('SubscribeNewsletter', { newsletterV3Id: newsletter.id }));
      const redirect = `<input type="hidden" name="redirect" value="${escapeHtml(here)}">`;
      const count = await newsletterSubscriberCount(ctx, { newsletterId: newsletter.id });
      let form: string;
      let tools = '';
      if (ctx.viewer && ctx.session) {
        const subscribed = await isViewerSubscribed(ctx, { newsletterId: newsletter.id });
        form = subscribed
          ? `<p role="status">${escapeHtml(NEWSLETTER_MESSAGES.already(newsletter.name))}</p><p><a href="${escapeHtml(buildPath('ShowYourNewsletters'))}">Manage your newsletters</a></p>`
          : `<form method="post" action="${action}" class="actions"><input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">${redirect}` +
            `<button type="submit">Subscribe</button></form><p>Stories go to ${escapeHtml(ctx.viewer.email ?? '')}.</p>`;
        if (await mayManage(ctx, newsletter)) {
          tools =
            `<nav class="tools" aria-label="Newsletter"><a href="${escapeHtml(buildPath('ShowNewsletterNewEmail', { newsletterV3Id: newsletter.id }))}">Write an email</a>` +
            `<a href="${escapeHtml(buildPath('ShowNewsletterSubscribers', { newsletterV3Id: newsletter.id }))}">Subscribers</a>` +
            `<a href="${escapeHtml(buildPath('ShowCollectionNewNewsletter', { collectionSlug: collection.slug }))}">Edit newsletter</a></nav>`;
        }
      } else {
        form =
          `<form method="post" action="${action}">${redirect}<label for="email">Your email</label>` +
          `<input id="email" type="email" name="email" required autocomplete="email" placeholder="you@example.com">` +
          `<div class="actions" style="margin-top:16px"><button type="submit">Subscribe</button></div></form><p>We'll send you a link to confirm. Nothing else until you do.</p>`;
      }
      const meta = `A newsletter from ${escapeHtml(collection.name)} · ${count === 1 ? '1 subscriber' : `${count.toLocaleString('en-US')} subscribers`}`;
      const body =
        publicationMark(collection) +
        `<h1>${escapeHtml(newsletter.name)}</h1>` +
        (newsletter.description ? `<p class="lede">${escapeHtml(newsletter.description)}</p>` : '') +
        `<p class="meta">${meta}</p>${form}${await recentIssuesHtml(ctx, newsletter.id)}${tools}`;
      return page(reply, 200, newsletter.name, body);
    },
  );
}
