import type { Resolvers } from '../../graphql/resolvers.generated';
import { signedIn, type SignedInContext } from '../../security';
import { collectionRelationTo, relationTo, userEdgeId } from './relations.policy';
import {
  blockUser,
  collectionPage,
  followCollection,
  followUser,
  muteCollection,
  muteUser,
  reportAndMaybeBlockUser,
  unblockUser,
  unfollowCollection,
  unfollowUser,
  unmuteCollection,
  unmuteUser,
  userPage,
} from './relations.service';

/**
 * Every relation mutation acts for the signed-in reader on their own relations (signed out, it is refused),
 * and writes its rows and events in one transaction.
 */
const forViewer = <A, R>(resolve: (args: A, ctx: SignedInContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, ctx), { writes: true });

function userIdOfEdge(edgeId: string): string {
  return /^userId:([^-]+)-/.exec(edgeId)?.[1] ?? '';
}

export const relationsResolvers: Resolvers = {
  Query: {
    // The reader's own lists: signed out, there are none to read.
    viewerFollowedUsers: signedIn((_, { paging }, ctx) => userPage(ctx, { list: 'following', ownerId: ctx.viewer.id, paging: paging ?? {} })),
    viewerFollowedCollections: signedIn((_, { paging }, ctx) =>
      collectionPage(ctx, { list: 'followingCollections', ownerId: ctx.viewer.id, paging: paging ?? {} }),
    ),
    viewerMutedUsers: signedIn((_, { paging }, ctx) => userPage(ctx, { list: 'mutedUsers', ownerId: ctx.viewer.id, paging: paging ?? {} })),
    viewerMutedCollections: signedIn((_, { paging }, ctx) => collectionPage(ctx, { list: 'mutedCollections', ownerId: ctx.viewer.id, paging: paging ?? {} })),
    viewerBlockedUsers: signedIn((_, { paging }, ctx) => userPage(ctx, { list: 'blockedUsers', ownerId: ctx.viewer.id, paging: paging ?? {} })),
  },
  Mutation: {
    followUser: forViewer((args, ctx) => followUser(ctx, args)),
    unfollowUser: forViewer((args, ctx) => unfollowUser(ctx, args)),
    followCollection: forViewer((args, ctx) => followCollection(ctx, args)),
    unfollowCollection: forViewer((args, ctx) => unfollowCollection(ctx, args)),
    muteUser: forViewer((args, ctx) => muteUser(ctx, args)),
    unmuteUser: forViewer((args, ctx) => unmuteUser(ctx, args)),
    muteCollection: forViewer((args, ctx) => muteCollection(ctx, args)),
    unmuteCollection: forViewer((args, ctx) => unmuteCollection(ctx, args)),
    blockUser: forViewer((args, ctx) => blockUser(ctx, args)),
    unblockUser: forViewer((args, ctx) => unblockUser(ctx, args)),
    reportAndMaybeBlockUser: forViewer((args, ctx) => reportAndMaybeBlockUser(ctx, args)),
  },
  User: {
    socialStats: (user, _, ctx) => ctx.loaders.socialCounts.load(user.id),
    viewerEdge: async (user, _, ctx) => {
      const viewerId = ctx.viewer?.id ?? null;
      const [relation, hasReported] = await Promise.all([
        relationTo(ctx, { userId: user.id }),
        viewerId && viewerId !== user.id ? ctx.loaders.hasReported.load(`${viewerId}:${user.id}`) : false,
      ]);
      return { id: userEdgeId(user.id, viewerId), ...relation, hasReported, createdAt: user.createdAt };
    },
    followersConnection: (user, { paging }, ctx) => userPage(ctx, { list: 'followers', ownerId: user.id, paging: paging ?? {} }),
    followingConnection: (user, { paging }, ctx) => userPage(ctx, { list: 'following', ownerId: user.id, paging: paging ?? {} }),
    followingCollectionsConnection: (user, { paging }, ctx) => collectionPage(ctx, { list: 'followingCollections', ownerId: user.id, paging: paging ?? {} }),
  },
  UserViewerEdge: {
    lastPostCreatedAt: (edge, _, ctx) => ctx.loaders.lastPostCreatedAt.load(userIdOfEdge(edge.id)),
  },
  CollectionViewerEdge: {
    isFollowing: async (edge, _, ctx) => (await collectionRelationTo(ctx, { collectionId: edge.collectionId })).isFollowing,
    isMuting: async (edge, _, ctx) => (await collectionRelationTo(ctx, { collectionId: edge.collectionId })).isMuting,
  },
  Collection: {
    followerCount: (collection, _, ctx) => ctx.loaders.collectionFollowerCount.load(collection.id),
    followersConnection: (collection, { paging }, ctx) => userPage(ctx, { list: 'collectionFollowers', ownerId: collection.id, paging: paging ?? {} }),
  },
};
