import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { buildPath } from '../../shared/routes';
import { RELATION_MESSAGES } from '../../shared/validation/relations';
import type { AppDeps, GraphQLContext } from '../graphql/context';
import { requestContext } from '../graphql/request-context';
import { XSRF_MESSAGE } from '../graphql/yoga';
import { safeRedirectPath } from '../security/redirects';
import {
  blockUser,
  followCollection,
  followUser,
  muteCollection,
  muteUser,
  unblockUser,
  unfollowCollection,
  unfollowUser,
  unmuteCollection,
  unmuteUser,
  type RelationsContext,
} from '../modules/relations/relations.service';
import { safeEqual } from '../security/tokens';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';

/**
 * Follow, mute and block by plain form posts, for pages read without JavaScript (spec 2 §7:
 * /_/subscribe/user/{id}[/{action}] and /_/subscribe/collection/{id}[/{action}]; the muted and blocked
 * lists post to /_/mute/… and /_/block/…). A post carries the session's xsrf token in the field `xsrf`
 * (a form cannot send the header); a signed-out reader is sent to sign in and brought back to a page that
 * asks again. After the change the reader goes back to the page the form was on (the field `redirect`,
 * else the referring page), with a toast when something was refused.
 */

const FORM = 'application/x-www-form-urlencoded';
const MAX_FIELD = 2048;

type Kind = 'user' | 'collection';
type Verb = 'follow' | 'unfollow' | 'mute' | 'unmute' | 'block' | 'unblock';

interface Answer {
  __typename: string;
  message?: string;
  name?: string;
}

interface Action {
  /** What the confirm page asks, given the target's name. */
  question: (name: string) => string;
  button: string;
  run: (ctx: RelationsContext, id: string) => Promise<Answer>;
  /** The toast after it worked, if any. */
  done?: (name: string) => string;
}

const ACTIONS: Record<Kind, Partial<Record<Verb, Action>>> = {
  user: {
    follow: { question: (n) => `Follow ${n}?`, button: 'Follow', run: (ctx, id) => followUser(ctx, { targetUserId: id }) },
    unfollow: { question: (n) => `Unfollow ${n}?`, button: 'Unfollow', run: (ctx, id) => unfollowUser(ctx, { targetUserId: id }) },
    mute: { question: (n) => `Mute ${n}?`, button: 'Mute', run: (ctx, id) => muteUser(ctx, { targetUserId: id }), done: RELATION_MESSAGES.muted },
    unmute: {
      question: (n) => `Unmute ${n}?`,
      button: 'Unmute',
      run: (ctx, id) => unmuteUser(ctx, { targetUserId: id }),
      done: RELATION_MESSAGES.unmuted,
    },
    block: {
      question: (n) => `Block ${n}?`,
      button: 'Block',
      run: (ctx, id) => blockUser(ctx, { userId: ctx.viewer.id, targetUserId: id }),
      done: () => RELATION_MESSAGES.blocked,
    },
    unblock: {
      question: (n) => `Unblock ${n}?`,
      button: 'Unblock',
      run: (ctx, id) => unblockUser(ctx, { userId: ctx.viewer.id, targetUserId: id }),
      done: () => RELATION_MESSAGES.unblocked,
    },
  },
  collection: {
    follow: { question: (n) => `Follow ${n}?`, button: 'Follow', run: (ctx, id) => followCollection(ctx, { targetCollectionId: id }) },
    unfollow: {
      question: (n) => `Unfollow ${n}?`,
      button: 'Unfollow',
      run: (ctx, id) => unfollowCollection(ctx, { targetCollectionId: id }),
    },
    mute: {
      question: (n) => `Mute ${n}?`,
      button: 'Mute',
      run: (ctx, id) => muteCollection(ctx, { targetCollectionId: id }),
      done: RELATION_MESSAGES.muted,
    },
    unmute: {
      question: (n) => `Unmute ${n}?`,
      button: 'Unmute',
      run: (ctx, id) => unmuteCollection(ctx, { targetCollectionId: id }),
      done: RELATION_MESSAGES.unmuted,
    },
  },
};

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

async function targetName(ctx: GraphQLContext, kind: Kind, id: string): Promise<string | null> {
  const target = kind === 'user' ? await ctx.loaders.userById.load(id) : await ctx.loaders.collectionById.load(id);
  return target?.name ?? null;
}

function actionOf(kind: Kind, raw: string | undefined, fallback: Verb | null): { verb: Verb; action: Action } | null {
  const verb = (raw ?? fallback) as Verb | null;
  const action = verb ? ACTIONS[kind][verb] : undefined;
  return verb && action ? { verb, action } : null;
}

export function registerSubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  const signInFirst = (reply: FastifyReply, comeBack: string) =>
    reply.header('cache-control', 'no-store').redirect(buildPath('ShowSignIn', {}, { query: { redirect: comeBack } }), 302);

  /** The address of the confirm page for this action, carrying where to go afterwards. */
  const confirmPath = (request: FastifyRequest, back: string) => `${request.url.split('?')[0]}?${new URLSearchParams({ redirect: back })}`;

  async function post(kind: Kind, fallback: Verb | null, request: FastifyRequest<{ Params: { id: string; action?: string } }>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const found = actionOf(kind, request.params.action, fallback);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const ctx = await requestContext(deps, request, reply);
    const back = backTo(request, field(request.body, 'redirect'));
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, back));
    const sent = field(request.body, 'xsrf');
    if (!sent || !safeEqual(sent, ctx.session.xsrf)) {
      return sendSimplePage(reply, 403, deps.config.productName, goBackPage('Try again', back, XSRF_MESSAGE));
    }
    const relations = ctx as RelationsContext;
    const name = (await targetName(ctx, kind, request.params.id)) ?? '';
    const answer = await found.action.run(relations, request.params.id);
    if (answer.__typename === 'User' || answer.__typename === 'Collection') {
      const done = found.action.done?.(name);
      if (done) enqueueToast(reply, { message: done });
    } else {
      enqueueToast(reply, { message: answer.message ?? RELATION_MESSAGES.followRetry, toastStyle: 'ERROR' });
    }
    return reply.redirect(back, 303);
  }

  /** A link (or the way back from signing in) asks before changing anything: a GET never follows anyone. */
  async function confirm(kind: Kind, fallback: Verb | null, request: FastifyRequest<{ Params: { id: string; action?: string } }>, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const found = actionOf(kind, request.params.action, fallback);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const ctx = await requestContext(deps, request, reply);
    const query = request.query as Record<string, unknown>;
    const back = backTo(request, typeof query.redirect === 'string' && query.redirect.length <= MAX_FIELD ? query.redirect : null);
    if (!ctx.viewer || !ctx.session) return signInFirst(reply, confirmPath(request, back));
    const name = await targetName(ctx, kind, request.params.id);
    const productName = deps.config.productName;
    if (!name) {
      const message = kind === 'user' ? RELATION_MESSAGES.userNotFound : RELATION_MESSAGES.collectionNotFound;
      return sendSimplePage(reply, 404, productName, goBackPage(message, back));
    }
    const question = found.action.question(name);
    const body =
      `<h1>${escapeHtml(question)}</h1>` +
      `<form method="post" action="${escapeHtml(request.url.split('?')[0] ?? '')}" class="actions">` +
      `<input type="hidden" name="xsrf" value="${escapeHtml(ctx.session.xsrf)}">` +
      `<input type="hidden" name="redirect" value="${escapeHtml(back)}">` +
      `<button type="submit">${escapeHtml(found.action.button)}</button> <a href="${escapeHtml(back)}">Cancel</a></form>`;
    return sendSimplePage(reply, 200, productName, { title: question, body });
  }

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }
    type Route = { Params: { id: string; action?: string } };
    const routes: [string, Kind, Verb | null][] = [
      ['/_/subscribe/user/:id', 'user', 'follow'],
      ['/_/subscribe/user/:id/:action', 'user', null],
      ['/_/subscribe/collection/:id', 'collection', 'follow'],
      ['/_/subscribe/collection/:id/:action', 'collection', null],
      ['/_/mute/user/:id/:action', 'user', null],
      ['/_/mute/collection/:id/:action', 'collection', null],
      ['/_/block/user/:id/:action', 'user', null],
    ];
    for (const [path, kind, fallback] of routes) {
      const allowed = path.startsWith('/_/subscribe') ? ['follow', 'unfollow'] : path.startsWith('/_/mute') ? ['mute', 'unmute'] : ['block', 'unblock'];
      const guard = (request: FastifyRequest<Route>) => (request.params.action ?? fallback ?? '') && allowed.includes(request.params.action ?? fallback ?? '');
      scope.post<Route>(path, (request, reply) =>
        guard(request) ? post(kind, fallback, request, reply) : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
      );
      scope.get<Route>(path, (request, reply) =>
        guard(request) ? confirm(kind, fallback, request, reply) : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
      );
    }
  });
}
