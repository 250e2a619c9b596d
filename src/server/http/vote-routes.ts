import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { escapeHtml } from '../../shared/format/html';
import { CLAP_MESSAGES, clapsLabel, MAX_CLAPS_PER_READER } from '../../shared/validation/claps';
import type { AppDeps, ServiceContext } from '../graphql/context';
import { readableCatalog } from '../modules/catalogs';
import { viewerClapCount } from '../modules/claps';
import { clapCatalog, clapPost, type ClapOutcome } from '../modules/claps';
import { findPost } from '../modules/posts';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, defineRoute, formBack, formOf, formRefusals, formText } from './web-routes';

/**
 * Claps by plain form posts, for pages read without JavaScript (spec 2 §7: /_/vote/p/{postId} and
 * /_/vote/{type}/{id}, type `p` for a story or `catalog` for a list). A post carries the session's xsrf
 * token in the field `xsrf` and gives one clap (the field `claps`, 1 to 50, gives more; `undo=1` takes the
 * reader's claps back, `quiet=1` answers 204 without a toast); the reader then goes back to the page the form was on (the field `redirect`, else
 * the referring page) with a toast. A GET changes nothing: it asks first, and a signed-out reader is sent to
 * sign in and brought back to that question.
 */

type Kind = 'post' | 'catalog';
type Route = { Params: { type?: string; id: string } };

function kindOf(type: string | undefined): Kind | null {
  if (type === undefined || type === 'p' || type === 'post') return 'post';
  if (type === 'catalog' || type === 'list') return 'catalog';
  return null;
}

/** The question's forms stack (Clap, then Undo claps), and Undo is the quiet one. */
const VOTE_STYLE = '.actions{margin:0 0 16px}button.quiet{background:none;color:#242424;border:1px solid #242424}';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/** What the question page names: the story's title or the list's name, when the reader may see it. */
async function targetTitle(ctx: ServiceContext, kind: Kind, id: string): Promise<string | null> {
  if (kind === 'catalog') return (await readableCatalog(ctx, { catalogId: id }))?.name ?? null;
  const found = await findPost(ctx, { id });
  return found.kind === 'post' ? found.post.title || 'Untitled story' : null;
}

/** A clap's form: one clap, `claps` more (1 to 50), `undo=1` to take them back, `quiet=1` for a beacon wanting no toast. */
const VoteForm = formOf({ xsrf: formText, redirect: formText, claps: formText, undo: formText, quiet: formText });
type VoteForm = v.InferOutput<typeof VoteForm>;

/** The claps asked for: `undo` takes all of the reader's claps back, else `claps` (default 1). */
function clapsAsked(form: VoteForm, current: number): number {
  if (form.undo === '1') return -current;
  const given = Number(form.claps ?? '1');
  return Number.isInteger(given) ? given : 0;
}

export function registerVoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const productName = deps.config.productName;
  const refuse = formRefusals(productName);
  /** An address whose type names nothing answers 404 before anything else is looked at. */
  const precheck = (request: { params: unknown }, reply: FastifyReply) =>
    kindOf((request.params as Route['Params']).type) ? undefined : notFound(reply);

  void app.register(async (scope) => {
    acceptForms(scope);
    for (const url of ['/_/vote/p/:id', '/_/vote/:type/:id']) {
      defineRoute<Route, VoteForm>(scope, deps, { method: 'POST', url, auth: 'signedIn', xsrf: 'form', body: VoteForm, writes: true, precheck, refuse }, async ({ ctx, request, reply, body }) => {
        reply.header('cache-control', 'no-store');
        const kind = kindOf(request.params.type)!;
        const back = formBack(request);
        const id = request.params.id;
        const numClaps = clapsAsked(body, await viewerClapCount(ctx, { type: kind, id }));
        if (numClaps === 0) return reply.redirect(back, 303);
        const outcome: ClapOutcome<unknown> =
          kind === 'post' ? await clapPost(ctx, { targetPostId: id, numClaps }) : await clapCatalog(ctx, { catalogId: id, numClaps });
        // A beacon sent as the page unloads (the story page's unsent taps) wants no toast on the next page.
        if (body.quiet === '1') return reply.code(204).send();
        if (outcome.ok) {
          const given = await viewerClapCount(ctx, { type: kind, id });
          enqueueToast(reply, { message: given === 0 ? CLAP_MESSAGES.undone : `You gave ${clapsLabel(given)}.` });
        } else {
          enqueueToast(reply, { message: outcome.message, toastStyle: 'ERROR' });
        }
        return reply.redirect(back, 303);
      });

      // A GET changes nothing: it asks first.
      defineRoute<Route>(scope, deps, { method: 'GET', url, auth: 'signedIn', xsrf: false, writes: false, precheck, refuse }, async ({ ctx, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const kind = kindOf(request.params.type)!;
        const back = formBack(request);
        const title = await targetTitle(ctx, kind, request.params.id);
        if (!title) {
          const message = kind === 'post' ? CLAP_MESSAGES.storyNotFound : CLAP_MESSAGES.listNotFound;
          return sendSimplePage(reply, 404, productName, goBackPage(message, back));
        }
        const given = await viewerClapCount(ctx, { type: kind, id: request.params.id });
        const action = escapeHtml(request.url.split('?')[0] ?? '');
        const hidden =
          `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` + `<input type="hidden" name="redirect" value="${escapeHtml(back)}">`;
        const heading = `Clap for “${title}”?`;
        const status = given > 0 ? `<p>You have given ${escapeHtml(clapsLabel(given))} of ${MAX_CLAPS_PER_READER}.</p>` : '';
        const undo =
          given > 0 ? `<form method="post" action="${action}" class="actions">${hidden}<input type="hidden" name="undo" value="1"><button type="submit" class="quiet">Undo claps</button></form>` : '';
        const body =
          `<h1>${escapeHtml(heading)}</h1>${status}` +
          `<form method="post" action="${action}" class="actions">${hidden}<button type="submit">Clap</button> <a href="${escapeHtml(back)}">Cancel</a></form>` +
          undo;
        return sendSimplePage(reply, 200, productName, { title: heading, body, style: VOTE_STYLE });
      });
    }
  });
}
