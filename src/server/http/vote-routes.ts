import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { CLAP_MESSAGES, clapsLabel, MAX_CLAPS_PER_READER } from '../../shared/validation/claps';
import type { AppDeps, GraphQLContext } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../security/redirects';
import { readableCatalog } from '../modules/catalogs';
import { viewerClapCount } from '../modules/claps';
import { clapCatalog, clapPost, type ClapOutcome, type ClapsContext } from '../modules/claps/claps.service';
import { findPost } from '../modules/posts';
import { safeEqual } from '../security/tokens';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';

/**
 * Claps by plain form posts, for pages read without JavaScript (spec 2 §7: /_/vote/p/{postId} and
 * /_/vote/{type}/{id}, type `p` for a story or `catalog` for a list). A post carries the session's xsrf
 * token in the field `xsrf` and gives one clap (the field `claps`, 1 to 50, gives more; `undo=1` takes the
 * reader's claps back, `quiet=1` answers 204 without a toast); the reader then goes back to the page the form was on (the field `redirect`, else
 * the referring page) with a toast. A GET changes nothing: it asks first, and a signed-out reader is sent to
 * sign in and brought back to that question.
 */

const FORM = 'application/x-www-form-urlencoded';
const MAX_FIELD = 2048;

type Kind = 'post' | 'catalog';
type Route = { Params: { type?: string; id: string } };

function kindOf(type: string | undefined): Kind | null {
  if (type === undefined || type === 'p' || type === 'post') return 'post';
  if (type === 'catalog' || type === 'list') return 'catalog';
  return null;
}

function field(body: unknown, name: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= MAX_FIELD ? value : null;
}

/** The page to go back to: the form's own field, else the referring page of this site, else home. */
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

/** The question's forms stack (Clap, then Undo claps), and Undo is the quiet one. */
const VOTE_STYLE = '.actions{margin:0 0 16px}button.quiet{background:none;color:#242424;border:1px solid #242424}';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/** What the question page names: the story's title or the list's name, when the reader may see it. */
async function targetTitle(ctx: GraphQLContext, kind: Kind, id: string): Promise<string | null> {
  if (kind === 'catalog') return (await readableCatalog(ctx, id))?.name ?? null;
  const found = await findPost(ctx, id);
  return found.kind === 'post' ? found.post.title || 'Untitled story' : null;
}

/** The claps asked for: `undo` takes all of the reader's claps back, else `claps` (default 1). */
function clapsAsked(body: unknown, current: number): number {
  if (field(body, 'undo') === '1') return -current;
  const given = Number(field(body, 'claps') ?? '1');
  return Number.isInteger(given) ? given : 0;
}

export function registerVoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const signInFirst = (reply: FastifyReply, comeBack: string) =>
    reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: comeBack } }), 302);
  const questionPath = (request: FastifyRequest, back: string) => `${request.url.split('?')[0]}?${new URLSearchParams({ redirect: back })}`;

  async function post(request: FastifyRequest<Route>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const kind = kindOf(request.params.type);
    if (!kind) return notFound(reply);
    const ctx = await requestContext(deps, request, reply);
    const back = backTo(request, field(request.body, 'redirect'));
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, questionPath(request, back));
    const sent = field(request.body, 'xsrf');
    if (!sent || !safeEqual(sent, ctx.session.xsrf)) {
      return sendSimplePage(reply, 403, deps.config.productName, goBackPage('Try again', back, XSRF_MESSAGE));
    }
    const claps = ctx as ClapsContext;
    const id = request.params.id;
    const numClaps = clapsAsked(request.body, await viewerClapCount(ctx, kind, id));
    if (numClaps === 0) return reply.redirect(back, 303);
    const outcome: ClapOutcome<unknown> =
      kind === 'post' ? await clapPost(claps, { targetPostId: id, numClaps }) : await clapCatalog(claps, { catalogId: id, numClaps });
    // A beacon sent as the page unloads (the story page's unsent taps) wants no toast on the next page.
    const quiet = field(request.body, 'quiet') === '1';
    if (quiet) return reply.code(204).send();
    if (outcome.ok) {
      const given = await viewerClapCount(ctx, kind, id);
      enqueueToast(reply, { message: given === 0 ? CLAP_MESSAGES.undone : `You gave ${clapsLabel(given)}.` });
    } else {
      enqueueToast(reply, { message: outcome.message, toastStyle: 'ERROR' });
    }
    return reply.redirect(back, 303);
  }

  async function question(request: FastifyRequest<Route>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const kind = kindOf(request.params.type);
    if (!kind) return notFound(reply);
    const ctx = await requestContext(deps, request, reply);
    const query = request.query as Record<string, unknown>;
    const back = backTo(request, typeof query.redirect === 'string' && query.redirect.length <= MAX_FIELD ? query.redirect : null);
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, questionPath(request, back));
    const productName = deps.config.productName;
    const title = await targetTitle(ctx, kind, request.params.id);
    if (!title) {
      const message = kind === 'post' ? CLAP_MESSAGES.storyNotFound : CLAP_MESSAGES.listNotFound;
      return sendSimplePage(reply, 404, productName, goBackPage(message, back));
    }
    const given = await viewerClapCount(ctx, kind, request.params.id);
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
  }

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }
    for (const path of ['/_/vote/p/:id', '/_/vote/:type/:id']) {
      scope.post<Route>(path, post);
      scope.get<Route>(path, question);
    }
  });
}
