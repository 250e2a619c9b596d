import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import { RELATION_MESSAGES } from '../../shared/validation/relations';
import type { AppDeps, ServiceContext } from '../graphql/context';
import { blockUser, followCollection, followUser, muteCollection, muteUser, unblockUser, unfollowCollection, unfollowUser, unmuteCollection, unmuteUser } from '../modules/relations';
import type { SignedInContext } from '../core';
import { goBackPage, sendSimplePage } from './simple-page';
import { enqueueToast } from './toast-cookie';
import { acceptForms, BackForm, defineRoute, formBack, formRefusals } from './web-routes';

/**
 * Follow, mute and block by plain form posts, for pages read without JavaScript (spec 2 §7:
 * /_/subscribe/user/{id}[/{action}] and /_/subscribe/collection/{id}[/{action}]; the muted and blocked
 * lists post to /_/mute/… and /_/block/…). A post carries the session's xsrf token in the field `xsrf`
 * (a form cannot send the header); a signed-out reader is sent to sign in and brought back to a page that
 * asks again. After the change the reader goes back to the page the form was on (the field `redirect`,
 * else the referring page), with a toast when something was refused.
 */

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
  run: (ctx: SignedInContext, id: string) => Promise<Answer>;
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

async function targetName(ctx: ServiceContext, kind: Kind, id: string): Promise<string | null> {
  const target = kind === 'user' ? await ctx.loaders.userById.load(id) : await ctx.loaders.collectionById.load(id);
  return target?.name ?? null;
}

function actionOf(kind: Kind, raw: string | undefined, fallback: Verb | null): { verb: Verb; action: Action } | null {
  const verb = (raw ?? fallback) as Verb | null;
  const action = verb ? ACTIONS[kind][verb] : undefined;
  return verb && action ? { verb, action } : null;
}

type Route = { Params: { id: string; action?: string } };

export function registerSubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  const productName = deps.config.productName;
  const refuse = formRefusals(productName);
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  void app.register(async (scope) => {
    acceptForms(scope);
    const routes: [string, Kind, Verb | null][] = [
      ['/_/subscribe/user/:id', 'user', 'follow'],
      ['/_/subscribe/user/:id/:action', 'user', null],
      ['/_/subscribe/collection/:id', 'collection', 'follow'],
      ['/_/subscribe/collection/:id/:action', 'collection', null],
      ['/_/mute/user/:id/:action', 'user', null],
      ['/_/mute/collection/:id/:action', 'collection', null],
      ['/_/block/user/:id/:action', 'user', null],
    ];
    for (const [url, kind, fallback] of routes) {
      const allowed = url.startsWith('/_/subscribe') ? ['follow', 'unfollow'] : url.startsWith('/_/mute') ? ['mute', 'unmute'] : ['block', 'unblock'];
      const verbOf = (request: FastifyRequest) => (request.params as Route['Params']).action ?? fallback ?? '';
      /** An action this address does not take answers 404 before anything else is looked at. */
      const precheck = (request: FastifyRequest, reply: FastifyReply) => {
        const verb = verbOf(request);
        return verb && allowed.includes(verb) && actionOf(kind, verb, null) ? undefined : notFound(reply);
      };

      defineRoute<Route, BackForm>(scope, deps, { method: 'POST', url, auth: 'signedIn', xsrf: 'form', body: BackForm, writes: true, precheck, refuse }, async ({ ctx, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const found = actionOf(kind, request.params.action, fallback)!;
        const back = formBack(request);
        const name = (await targetName(ctx, kind, request.params.id)) ?? '';
        const answer = await found.action.run(ctx, request.params.id);
        if (answer.__typename === 'User' || answer.__typename === 'Collection') {
          const done = found.action.done?.(name);
          if (done) enqueueToast(reply, { message: done });
        } else {
          enqueueToast(reply, { message: answer.message ?? RELATION_MESSAGES.followRetry, toastStyle: 'ERROR' });
        }
        return reply.redirect(back, 303);
      });

      // A link (or the way back from signing in) asks before changing anything: a GET never follows anyone.
      defineRoute<Route>(scope, deps, { method: 'GET', url, auth: 'signedIn', xsrf: false, writes: false, precheck, refuse }, async ({ ctx, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const found = actionOf(kind, request.params.action, fallback)!;
        const back = formBack(request);
        const name = await targetName(ctx, kind, request.params.id);
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
      });
    }
  });
}
