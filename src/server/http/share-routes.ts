import type { FastifyInstance } from 'fastify';
import { canShareStory, SHARE_NETWORKS, shareText, type ShareNetwork } from '../../shared/validation/highlights';
import { postIdFromParam } from '../../shared/routes';
import type { AppDeps, ServiceContext } from '../graphql/context';
import { findPost, postHref } from '../modules/posts';
import { defineRoute } from './web-routes';

/** Where each network takes a shared story and passage. */
function networkUrl(network: ShareNetwork, storyUrl: string, text: string): string {
  switch (network) {
    case 'twitter': {
      const url = new URL('https://twitter.com/intent/tweet');
      if (text) url.searchParams.set('text', `“${text}”`);
      url.searchParams.set('url', storyUrl);
      return url.toString();
    }
    case 'facebook': {
      const url = new URL('https://www.facebook.com/sharer/sharer.php');
      url.searchParams.set('u', storyUrl);
      if (text) url.searchParams.set('quote', text);
      return url.toString();
    }
    case 'linkedIn': {
      const url = new URL('https://www.linkedin.com/sharing/share-offsite/');
      url.searchParams.set('url', storyUrl);
      return url.toString();
    }
  }
}

/** The story's canonical address, when this reader may open and share it (published, public or members-only). */
async function shareableStoryUrl(ctx: ServiceContext & { config: AppDeps['config'] }, postParam: string): Promise<string | null> {
  const postId = postIdFromParam(postParam);
  if (!postId) return null;
  const found = await findPost(ctx, { id: postId });
  if (found.kind !== 'post' || !canShareStory(found.post)) return null;
  const post = found.post;
  const [creator, collection, creatorDomain] = await Promise.all([
    ctx.loaders.userById.load(post.creatorId),
    post.collectionId ? ctx.loaders.collectionById.load(post.collectionId) : null,
    post.collectionId ? null : ctx.loaders.userLiveDomain.load(post.creatorId),
  ]);
  return postHref(ctx.config, post, creator, collection, creatorDomain);
}

/**
 * Share redirects (/p/{postId}/share/twitter, /facebook, /linkedIn): the share window opens here and is sent on to
 * the network's share page with the story's address and the passage, cut at 185 characters plus an ellipsis.
 */
export function registerShareRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const network of SHARE_NETWORKS) {
    const url = `/p/:postId/share/${network}`;
    const why = 'it only sends the reader on to the network, for a story they may read';
    defineRoute<{ Params: { postId: string }; Querystring: { text?: string } }>(app, deps, { method: 'GET', url, auth: { public: why }, xsrf: false, writes: false }, async ({ ctx, request, reply }) => {
      const storyUrl = await shareableStoryUrl(ctx, request.params.postId);
      reply.header('cache-control', 'no-store');
      if (!storyUrl) return reply.code(404).type('text/plain; charset=utf-8').send('Story not found');
      const text = typeof request.query.text === 'string' ? shareText(request.query.text) : '';
      return reply.redirect(networkUrl(network, storyUrl, text), 302);
    });
  }
}
