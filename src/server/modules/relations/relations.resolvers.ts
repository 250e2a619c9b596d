import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { requireViewer, signedIn, type SignedInContext } from '../../security';
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
  type RelationsContext,
} from './relations.service';

const relations = (ctx: SignedInContext): RelationsContext => ctx;

/** Every relation mutation acts for the signed-in reader on their own relations; signed out, it is refused. */
const forViewer = <A, R>(resolve: (args: A, ctx: RelationsContext) => R) => signedIn<unknown, A, R>((_, args, ctx) => resolve(args, relations(ctx)));

function userIdOfEdge(edgeId: string): string {
  return /^userId:([^-]+)-/.exec(edgeId)?.[1] ?? '';
}

const viewerOnly = (ctx: GraphQLContext) => requireViewer(ctx);

export const relationsResolvers: Resolvers = {
  Query: {
    viewerFollowedUsers: (_, { paging }, ctx) => userPage(ctx, 'following', viewerOnly(ctx).viewer.id, paging ?? {}),
    viewerFollowedCollections: (_, { paging }, ctx) => collectionPage(ctx, 'followingCollections', viewerOnly(ctx).viewer.id, paging ?? {}),
    viewerMutedUsers: (_, { paging }, ctx) => userPage(ctx, 'mutedUsers', viewerOnly(ctx).viewer.id, paging ?? {}),
    viewerMutedCollections: (_, { paging }, ctx) => collectionPage(ctx, 'mutedCollections', viewerOnly(ctx).viewer.id, paging ?? {}),
    viewerBlockedUsers: (_, { paging }, ctx) => userPage(ctx, 'blockedUsers', viewerOnly(ctx).viewer.id, paging ?? {}),
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
        relationTo(ctx, user.id),
        viewerId && viewerId !== user.id ? ctx.loaders.hasReported.load(`${viewerId}:${user.id}`) : false,
      ]);
      return { id: userEdgeId(user.id, viewerId), ...relation, hasReported, createdAt: user.createdAt };
    },
    followersConnection: (user, { paging }, ctx) => userPage(ctx, 'followers', user.id, paging ?? {}),
    followingConnection: (user, { paging }, ctx) => userPage(ctx, 'following', user.id, paging ?? {}),
    followingCollectionsConnection: (user, { paging }, ctx) => collectionPage(ctx, 'followingCollections', user.id, paging ?? {}),
  },
  UserViewerEdge: {
    lastPostCreatedAt: (edge, _, ctx) => ctx.loaders.lastPostCreatedAt.load(userIdOfEdge(edge.id)),
  },
  CollectionViewerEdge: {
    isFollowing: async (edge, _, ctx) => (await collectionRelationTo(ctx, edge.collectionId)).isFollowing,
    isMuting: async (edge, _, ctx) => (await collectionRelationTo(ctx, edge.collectionId)).isMuting,
  },
  Collection: {
    followerCount: (collection, _, ctx) => ctx.loaders.collectionFollowerCount.load(collection.id),
    followersConnection: (collection, { paging }, ctx) => userPage(ctx, 'collectionFollowers', collection.id, paging ?? {}),
  },
};
