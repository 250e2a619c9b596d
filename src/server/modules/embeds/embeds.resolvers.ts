import { embedFramePath } from '../../../shared/embeds';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn } from '../../security';
import { resolveEmbed } from './embeds.service';

export const embedsResolvers: Resolvers = {
  Mutation: {
    // Not `writes`: it fetches a page and an image between its single-row writes, outside any transaction.
    resolveEmbed: signedIn(async (_, { url }, ctx) => {
      const resolved = await resolveEmbed(ctx, { viewerId: ctx.viewer.id, url });
      switch (resolved.kind) {
        case 'iframe': {
          const { resource } = resolved;
          return {
            __typename: 'IframeEmbed',
            mediaResource: {
              id: resource.id,
              iframeSrc: embedFramePath(resource.id),
              iframeWidth: resource.width,
              iframeHeight: resource.height,
              title: resource.title,
            },
          };
        }
        case 'mixtape':
          return { __typename: 'MixtapeEmbed', mixtapeMetadata: resolved.mixtape };
        case 'failed':
          return { __typename: 'BadRequest', message: resolved.message };
      }
    }),
  },
};
