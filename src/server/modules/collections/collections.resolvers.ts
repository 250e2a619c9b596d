import { PUBLICATION_MESSAGES } from '../../../shared/validation/publications';
import { withTransaction, type ServiceContext, type SignedInContext } from '../../core';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { anyone, byPolicy, definePolicy, signedIn, type Policy } from '../../security';
import { toImageMetadata } from '../media';
import { toPost, type PostModel } from '../posts';
import { isBlockedBy } from '../relations';
import { collectionHref } from './collection-links';
import { declinedStoriesOf, featuredPostIds, featurePagePostIds } from './collection-posts.repo';
import type { CollectionModel } from './collections.models';
import {
  allPostsPage,
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
  designOf,
  featurePageBySlug,
  featurePageById,
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
} from './collections.service';
import {
  answersInvitation,
  cancelsInvitation,
  changesRole,
  managesFeaturePage,
  managesPublication,
  refusedPublication,
  removesMember,
  startsPublication,
} from './collections.policy';
import {
  collectionDomainToVerify,
  domainStateOf,
  domainVerifier,
  domainView,
  profileDecision,
  proveDomain,
  setCollectionDomain,
  setViewerDomain,
  verifyCollectionDomain,
  verifyViewerDomain,
  viewerDomainToVerify,
} from './custom-domains.service';

const SIGNED_IN = PUBLICATION_MESSAGES.signInFirst;

/**
 * A publication mutation: the policy decides before it runs (editors manage; invitees answer), a refusal is
 * answered as the contract's NotFound or Forbidden, and the mutation writes in one transaction.
 */
const policy = <A, R>(rule: Policy<NoInfer<A>>, resolve: (args: A, ctx: SignedInContext) => Promise<R>) =>
  byPolicy<unknown, A, Promise<R | ReturnType<typeof refusedPublication>>>(rule, (_, args, ctx) => resolve(args, ctx), {
    message: SIGNED_IN,
    writes: true,
    refused: refusedPublication,
  });

/** A profile's own domain: the signed-in owner, with a username, not suspended. */
const ownsProfileDomain = definePolicy<unknown>('customDomains.profile: its owner, with a username', (ctx) => {
  const decision = profileDecision(ctx);
  return decision.allowed ? null : decision.message;
});

/**
 * Verifying asks DNS first, outside any transaction (a network call), then writes what it found in one:
 * the guard does not open the transaction for it.
 */
const verifying = <A, R>(rule: Policy<NoInfer<A>>, resolve: (args: A, ctx: SignedInContext) => Promise<R>) =>
  byPolicy<unknown, A, Promise<R | ReturnType<typeof refusedPublication>>>(rule, (_, args, ctx) => resolve(args, ctx), {
    message: SIGNED_IN,
    refused: refusedPublication,
  });

/** Chosen stories (featured, a feature page's), without those of anyone who has blocked the reader. */
async function loadPosts(ctx: ServiceContext, ids: readonly string[]): Promise<PostModel[]> {
  const posts = (await ctx.loaders.postById.loadMany(ids)).filter((p): p is PostModel => p !== null && !(p instanceof Error));
  const blocked = await Promise.all(posts.map((p) => isBlockedBy(ctx, { userId: p.creatorId })));
  return posts.filter((_, i) => !blocked[i]);
}

export const collectionsResolvers: Resolvers = {
  Query: {
    collection: anyone('publications are public', (_, { id }, ctx) => ctx.loaders.collectionById.load(id)),
    collectionByDomainOrSlug: anyone('publications are public', async (_, { domainOrSlug }, ctx) => {
      const found = await collectionByDomainOrSlug(ctx.db, domainOrSlug);
      // Through the loader, so the page that shows it is purged when it changes.
      return found ? ctx.loaders.collectionById.load(found.id) : null;
    }),
    collectionSlugAvailability: anyone('it tells only whether an address is free, as the publication page would', (_, args, ctx) => slugAvailability(ctx, args)),
    viewerCollectionInvitations: signedIn((_, __, ctx) => invitationsOfInvitee(ctx.db, ctx.viewer.id)),
    viewerDeclinedSubmissions: signedIn(async (_, __, ctx) => (await declinedStoriesOf(ctx.db, ctx.viewer.id, 50)).map(toPost)),
  },
  Mutation: {
    createCollection: policy(startsPublication, ({ input }, ctx) => createPublication(ctx, input)),
    updateCollection: policy(managesPublication, (args, ctx) => updatePublication(ctx, args)),
    inviteToCollection: policy(managesPublication, (args, ctx) => invite(ctx, args)),
    acceptCollectionInvite: policy(answersInvitation, (args, ctx) => acceptInvitation(ctx, args)),
    declineCollectionInvite: policy(answersInvitation, (args, ctx) => declineInvitation(ctx, args)),
    cancelCollectionInvite: policy(cancelsInvitation, (args, ctx) => cancelInvitation(ctx, args)),
    changeCollectionRole: policy(changesRole, (args, ctx) => changeRole(ctx, args)),
    removeFromCollection: policy(removesMember, (args, ctx) => removeMember(ctx, args)),
    approveCollectionSubmission: policy(managesPublication, (args, ctx) => approveSubmission(ctx, args)),
    declineCollectionSubmission: policy(managesPublication, (args, ctx) => declineSubmission(ctx, args)),
    removePostFromCollection: policy(managesPublication, (args, ctx) => removePost(ctx, args)),
    setCollectionNavItems: policy(managesPublication, (args, ctx) => setNavItems(ctx, args)),
    setCollectionFeaturedPosts: policy(managesPublication, (args, ctx) => setFeaturedPosts(ctx, args)),
    createFeaturePage: policy(managesPublication, (args, ctx) => createFeaturePage(ctx, args)),
    updateFeaturePage: policy(managesFeaturePage, (args, ctx) => updateFeaturePage(ctx, args)),
    deleteFeaturePage: policy(managesFeaturePage, (args, ctx) => deleteFeaturePage(ctx, args)),
    updateCollectionDesign: policy(managesPublication, (args, ctx) => updateDesign(ctx, args)),
    setCollectionDomain: policy(managesPublication, (args, ctx) => setCollectionDomain(ctx, args)),
    verifyCollectionDomain: verifying(managesPublication, async (args, ctx) => {
      const check = await collectionDomainToVerify(ctx, args);
      if (check.__typename !== 'DomainCheck') return check;
      const proof = await proveDomain(ctx, check);
      return withTransaction(ctx, (tx) => verifyCollectionDomain(tx, { ...args, proof }));
    }),
    setViewerCustomDomain: policy(ownsProfileDomain, (args, ctx) => setViewerDomain(ctx, args)),
    verifyViewerCustomDomain: verifying(ownsProfileDomain, async (_, ctx) => {
      const check = await viewerDomainToVerify(ctx);
      if (check.__typename !== 'DomainCheck') return check;
      const proof = await proveDomain(ctx, check);
      return withTransaction(ctx, (tx) => verifyViewerDomain(tx, { proof }));
    }),
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
    latestPostsConnection: (collection, { paging }, ctx) => publishedPage(ctx, { collection, paging: paging ?? {} }),
    taggedPostsConnection: (collection, { tagSlug, paging }, ctx) => publishedPage(ctx, { collection, paging: paging ?? {}, filter: { tagSlug: tagSlug.toLowerCase() } }),
    archive: (collection, { year, month, day }, _ctx) => ({ collectionId: collection.id, year: year ?? null, month: month ?? null, day: day ?? null }),
    postCount: (collection, _, ctx) => postCount(ctx, collection),
    allPostsPage: (collection, { page }, ctx) => allPostsPage(ctx, { collection, page }),
    masthead: (collection, _, ctx) => mastheadMembers(ctx, collection),
    pendingInvitations: async (collection, _, ctx) => ((await viewerEditsCollection(ctx, collection)) ? invitationsOfCollection(ctx.db, collection.id) : []),
    storiesConnection: (collection, { filter, paging }, ctx) => storiesPage(ctx, { collection, filter, paging: paging ?? {} }),
    storyCounts: (collection, _, ctx) => storyCounts(ctx, collection),
    customDomainState: async (collection, _, ctx) => domainStateOf(ctx, { kind: 'collection', ownerId: collection.id, isOwner: await viewerEditsCollection(ctx, collection) }),
  },
  CollectionViewerEdge: {
    isEditor: async (edge, _, ctx) => (await roleIn(ctx, { collectionId: edge.collectionId })) === 'EDITOR',
    isWriter: async (edge, _, ctx) => (await roleIn(ctx, { collectionId: edge.collectionId })) !== null,
    role: (edge, _, ctx) => roleIn(ctx, { collectionId: edge.collectionId }),
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
    postsConnection: (archive, { paging }, ctx) => archivePosts(ctx, { parent: archive, paging: paging ?? {} }),
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
    customDomainState: (user, _, ctx) => domainStateOf(ctx, { kind: 'user', ownerId: user.id, isOwner: ctx.viewer?.id === user.id }),
  },
  Post: {
    submissionNote: async (post, _, ctx) => {
      if (!ctx.viewer || post.statusForCollection !== 'NOT_YET_SUBMITTED' || !post.pendingCollectionId) return null;
      const note = await ctx.loaders.submissionNoteByPostId.load(post.id);
      if (!note || note.collectionId !== post.pendingCollectionId) return null;
      const mayRead = ctx.viewer.id === post.creatorId || (await roleIn(ctx, { collectionId: note.collectionId })) === 'EDITOR';
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
