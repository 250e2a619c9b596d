import { PUBLICATION_MESSAGES } from '../../../shared/validation/publications';
import type { ServiceContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { byPolicy, requireViewer, type SignedInContext } from '../../security';
import { toImageMetadata } from '../media';
import { toPost, type PostModel } from '../posts';
import { isBlockedBy } from '../relations';
import { collectionHref } from './collection-links';
import type { CollectionModel } from './collections.models';
import {
  archiveDays,
  archiveMonths,
  archivePosts,
  archiveYears,
  postCount,
  publishedPage,
  storiesPage,
  storyCounts,
  viewerEditsCollection,
} from './collections.queries';
import {
  collectionByDomainOrSlug,
  declinedStoriesOf,
  designOf,
  featuredPostIds,
  featurePageBySlug,
  featurePageById,
  featurePagePostIds,
  featurePagesOf,
  invitationFor,
  invitationsOfCollection,
  invitationsOfInvitee,
  navItemsOf,
} from './collections.repo';
import {
  acceptInvitation,
  approveSubmission,
  cancelInvitation,
  changeRole,
  createFeaturePage,
  createPublication,
  declineInvitation,
  declineSubmission,
  defaultDesign,
  deleteFeaturePage,
  invite,
  mastheadMembers,
  removeMember,
  removePost,
  roleIn,
  setFeaturedPosts,
  setNavItems,
  slugAvailability,
  updateDesign,
  updateFeaturePage,
  updatePublication,
  type PublicationsContext,
} from './collections.service';
import {
  domainStateOf,
  domainVerifier,
  domainView,
  setCollectionDomain,
  setViewerDomain,
  verifyCollectionDomain,
  verifyViewerDomain,
} from './custom-domains.service';

function publications(ctx: SignedInContext): PublicationsContext {
  return { ...ctx, db: ctx.deps.db, bus: ctx.deps.bus };
}

/** Every publication mutation is decided by the publications policy in the service (editors manage; invitees answer). */
const policy = <A, R>(resolve: (args: A, ctx: PublicationsContext) => R) =>
  byPolicy<unknown, A, R>('collections', (_, args, ctx) => resolve(args, publications(ctx)), PUBLICATION_MESSAGES.signInFirst);

/** A profile's own domain: the service lets only the signed-in owner (with a username, not suspended) change it. */
const ownDomain = <A, R>(resolve: (args: A, ctx: PublicationsContext) => R) =>
  byPolicy<unknown, A, R>('customDomains', (_, args, ctx) => resolve(args, publications(ctx)), PUBLICATION_MESSAGES.signInFirst);

/** Chosen stories (featured, a feature page's), without those of anyone who has blocked the reader. */
async function loadPosts(ctx: ServiceContext, ids: readonly string[]): Promise<PostModel[]> {
  const posts = (await ctx.loaders.postById.loadMany(ids)).filter((p): p is PostModel => p !== null && !(p instanceof Error));
  const blocked = await Promise.all(posts.map((p) => isBlockedBy(ctx, { userId: p.creatorId })));
  return posts.filter((_, i) => !blocked[i]);
}

export const collectionsResolvers: Resolvers = {
  Query: {
    collection: (_, { id }, ctx) => ctx.loaders.collectionById.load(id),
    collectionByDomainOrSlug: async (_, { domainOrSlug }, ctx) => {
      const found = await collectionByDomainOrSlug(ctx.db, domainOrSlug);
      // Through the loader, so the page that shows it is purged when it changes.
      return found ? ctx.loaders.collectionById.load(found.id) : null;
    },
    collectionSlugAvailability: (_, args, ctx) => slugAvailability(ctx, args),
    viewerCollectionInvitations: async (_, __, ctx) => invitationsOfInvitee(ctx.db, requireViewer(ctx).viewer.id),
    viewerDeclinedSubmissions: async (_, __, ctx) => (await declinedStoriesOf(ctx.db, requireViewer(ctx).viewer.id, 50)).map(toPost),
  },
  Mutation: {
    createCollection: policy(({ input }, ctx) => createPublication(ctx, input)),
    updateCollection: policy((args, ctx) => updatePublication(ctx, args)),
    inviteToCollection: policy((args, ctx) => invite(ctx, args)),
    acceptCollectionInvite: policy((args, ctx) => acceptInvitation(ctx, args)),
    declineCollectionInvite: policy((args, ctx) => declineInvitation(ctx, args)),
    cancelCollectionInvite: policy((args, ctx) => cancelInvitation(ctx, args)),
    changeCollectionRole: policy((args, ctx) => changeRole(ctx, args)),
    removeFromCollection: policy((args, ctx) => removeMember(ctx, args)),
    approveCollectionSubmission: policy((args, ctx) => approveSubmission(ctx, args)),
    declineCollectionSubmission: policy((args, ctx) => declineSubmission(ctx, args)),
    removePostFromCollection: policy((args, ctx) => removePost(ctx, args)),
    setCollectionNavItems: policy((args, ctx) => setNavItems(ctx, args)),
    setCollectionFeaturedPosts: policy((args, ctx) => setFeaturedPosts(ctx, args)),
    createFeaturePage: policy((args, ctx) => createFeaturePage(ctx, args)),
    updateFeaturePage: policy((args, ctx) => updateFeaturePage(ctx, args)),
    deleteFeaturePage: policy((args, ctx) => deleteFeaturePage(ctx, args)),
    updateCollectionDesign: policy((args, ctx) => updateDesign(ctx, args)),
    setCollectionDomain: policy((args, ctx) => setCollectionDomain(ctx, args)),
    verifyCollectionDomain: policy((args, ctx) => verifyCollectionDomain(ctx, args)),
    setViewerCustomDomain: ownDomain((args, ctx) => setViewerDomain(ctx, args)),
    verifyViewerCustomDomain: ownDomain((_, ctx) => verifyViewerDomain(ctx)),
  },
  Collection: {
    avatar: async (collection, _, ctx) =>
      collection.avatarImageId ? toImageMetadata(await ctx.loaders.imageById.load(collection.avatarImageId)) : null,
    logo: async (collection, _, ctx) => (collection.logoImageId ? toImageMetadata(await ctx.loaders.imageById.load(collection.logoImageId)) : null),
    creator: async (collection, _, ctx) => {
      const creator = await ctx.loaders.userById.load(collection.creatorId);
      if (!creator) throw new Error(`Collection ${collection.id} has no creator`);
      return creator;
    },
    mediumUrl: (collection, _, ctx) => collectionHref(ctx.config, collection, 'ShowCollectionHome').replace(/\/$/, ''),
    isAuroraEligible: () => true,
    isAuroraVisible: () => false,
    viewerEdge: (collection, _, ctx) => ({ id: `collectionId:${collection.id}-viewerId:${ctx.viewer?.id ?? 'lo'}`, collectionId: collection.id }),
    navItems: (collection, _, ctx) => navItemsOf(ctx.db, collection.id),
    featurePages: (collection, _, ctx) => featurePagesOf(ctx.db, collection.id),
    featurePage: (collection, { slug }, ctx) => featurePageBySlug(ctx.db, collection.id, slug.toLowerCase()),
    design: async (collection, _, ctx) => (await designOf(ctx.db, collection.id)) ?? defaultDesign(collection.id),
    customStyleSheet: (collection, _, ctx) => designOf(ctx.db, collection.id),
    featuredPosts: async (collection, _, ctx) => loadPosts(ctx, await featuredPostIds(ctx.db, collection.id)),
    latestPostsConnection: (collection, { paging }, ctx) => publishedPage(ctx, collection, paging ?? {}),
    taggedPostsConnection: (collection, { tagSlug, paging }, ctx) => publishedPage(ctx, collection, paging ?? {}, { tagSlug: tagSlug.toLowerCase() }),
    archive: (collection, { year, month, day }, _ctx) => ({ collectionId: collection.id, year: year ?? null, month: month ?? null, day: day ?? null }),
    postCount: (collection, _, ctx) => postCount(ctx, collection),
    masthead: (collection, _, ctx) => mastheadMembers(ctx, collection),
    pendingInvitations: async (collection, _, ctx) => ((await viewerEditsCollection(ctx, collection)) ? invitationsOfCollection(ctx.db, collection.id) : []),
    storiesConnection: (collection, { filter, paging }, ctx) => storiesPage(ctx, collection, filter, paging ?? {}),
    storyCounts: (collection, _, ctx) => storyCounts(ctx, collection),
    customDomainState: async (collection, _, ctx) => domainStateOf(ctx, 'collection', collection.id, await viewerEditsCollection(ctx, collection)),
  },
  CollectionViewerEdge: {
    isEditor: async (edge, _, ctx) => (await roleIn(ctx, edge.collectionId)) === 'EDITOR',
    isWriter: async (edge, _, ctx) => (await roleIn(ctx, edge.collectionId)) !== null,
    role: (edge, _, ctx) => roleIn(ctx, edge.collectionId),
    invitation: (edge, _, ctx) => (ctx.viewer ? invitationFor(ctx.db, edge.collectionId, ctx.viewer.id) : null),
  },
  CollectionNavItem: {
    type: (item) => item.kind,
    featurePage: (item, _, ctx) => (item.featurePageId ? featurePageById(ctx.db, item.featurePageId) : null),
    href: async (item, _, ctx) => {
      if (item.kind === 'URL') return item.url ?? '';
      const collection = await ctx.loaders.collectionById.load(item.collectionId);
      if (!collection) return '';
      if (item.kind === 'TAG') return collectionHref(ctx.config, collection, 'ShowCollectionTagged', { tagSlug: item.tagSlug ?? '' });
      const page = item.featurePageId ? await featurePageById(ctx.db, item.featurePageId) : null;
      return page ? collectionHref(ctx.config, collection, 'ShowCollectionFeaturePage', { featurePageSlug: page.slug }) : '';
    },
  },
  FeaturePage: {
    posts: async (page, _, ctx) => loadPosts(ctx, await featurePagePostIds(ctx.db, page.id, page.collectionId)),
    mediumUrl: async (page, _, ctx) => {
      const collection = (await ctx.loaders.collectionById.load(page.collectionId)) as CollectionModel;
      return collectionHref(ctx.config, collection, 'ShowCollectionFeaturePage', { featurePageSlug: page.slug });
    },
  },
  CollectionDesign: {
    headerImage: async (design, _, ctx) => (design.headerImageId ? toImageMetadata(await ctx.loaders.imageById.load(design.headerImageId)) : null),
  },
  CollectionArchive: {
    years: (archive, _, ctx) => archiveYears(ctx, archive),
    months: (archive, _, ctx) => archiveMonths(ctx, archive),
    days: (archive, _, ctx) => archiveDays(ctx, archive),
    postsConnection: (archive, { paging }, ctx) => archivePosts(ctx, archive, paging ?? {}),
  },
  CollectionMember: {
    user: async (member, _, ctx) => {
      const user = await ctx.loaders.userById.load(member.userId);
      if (!user) throw new Error(`Member ${member.userId} not found`);
      return user;
    },
  },
  CollectionInvitation: {
    collection: async (invitation, _, ctx) => {
      const collection = await ctx.loaders.collectionById.load(invitation.collectionId);
      if (!collection) throw new Error(`Invitation ${invitation.id} has no publication`);
      return collection;
    },
    invitee: async (invitation, _, ctx) => {
      const user = await ctx.loaders.userById.load(invitation.inviteeId);
      if (!user) throw new Error(`Invitation ${invitation.id} has no invitee`);
      return user;
    },
    inviter: async (invitation, _, ctx) => {
      const user = await ctx.loaders.userById.load(invitation.inviterId);
      if (!user) throw new Error(`Invitation ${invitation.id} has no inviter`);
      return user;
    },
  },
  CustomDomainState: {
    live: (state) => (state.domain?.status === 'VERIFIED' ? domainView(state.domain, state.showPending) : null),
    pending: (state) => (state.domain && state.domain.status !== 'VERIFIED' && state.showPending ? domainView(state.domain, true) : null),
    verificationMethod: (_, __, ctx) => (domainVerifier(ctx.config).method === 'dns' ? 'DNS' : 'MANUAL'),
  },
  User: {
    customDomainState: (user, _, ctx) => domainStateOf(ctx, 'user', user.id, ctx.viewer?.id === user.id),
  },
  Post: {
    submissionNote: async (post, _, ctx) => {
      if (!ctx.viewer || post.statusForCollection !== 'NOT_YET_SUBMITTED' || !post.pendingCollectionId) return null;
      const note = await ctx.loaders.submissionNoteByPostId.load(post.id);
      if (!note || note.collectionId !== post.pendingCollectionId) return null;
      const mayRead = ctx.viewer.id === post.creatorId || (await roleIn(ctx, note.collectionId)) === 'EDITOR';
      return mayRead ? note : null;
    },
  },
  SubmissionNote: {
    collection: async (note, _, ctx) => {
      const collection = await ctx.loaders.collectionById.load(note.collectionId);
      if (!collection) throw new Error(`Note on ${note.postId} has no publication`);
      return collection;
    },
  },
};
