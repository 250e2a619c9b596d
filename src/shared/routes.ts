/**
 * Named route table and link builder shared by the server (SSR, redirects) and the client (navigation).
 *
 * Path syntax: segments are literals or parameters. `{name}` matches any single segment; `{@name}` is
 * restricted by PARAM_PATTERNS[name]. A segment may mix a literal and a parameter, e.g. `@{@username}`.
 * Patterns are tested against the raw (percent-encoded) segment; values are decoded on match and encoded
 * on build.
 */
import type { FlagName } from './flags';

export type RouteTableName = 'default' | 'user' | 'collection' | 'all';

/** Client page modules that exist. Routes without a handler render the fallback screen. */
export type PageHandlerName =
  | 'home'
  | 'post'
  | 'signin'
  | 'password'
  | 'twoFactorAuth'
  | 'registrationForm'
  | 'settings'
  | 'editor'
  | 'postSettings'
  | 'yourStories'
  | 'profile'
  | 'design'
  | 'followingEntities'
  | 'mutedEntities'
  | 'publication'
  | 'publicationAdmin'
  | 'newPublication'
  | 'yourPublications'
  | 'userCustomDomain'
  | 'about'
  | 'help'
  | 'legal'
  | 'stats'
  | 'postStats'
  | 'postResponses'
  | 'yourLists'
  | 'list'
  | 'readingHistory'
  | 'notifications'
  | 'tag'
  | 'topic'
  | 'topics'
  | 'followingTopics'
  | 'trending'
  | 'topStories'
  | 'browse'
  | 'newSeries'
  | 'series'
  | 'seriesEdit'
  | 'yourSeries'
  | 'sequence'
  | 'sequencePost'
  | 'newSequence'
  | 'sequenceLibrary'
  | 'search'
  | 'membership'
  | 'userMembership'
  | 'welcomeMember'
  | 'billingHistory'
  | 'receipt'
  | 'updatePayment'
  | 'gift'
  | 'groupGift'
  | 'redeemGift'
  | 'partnerEnroll'
  | 'partnerDashboard'
  | 'partnerTaxes'
  | 'partnerUnenroll'
  | 'partnerTaxReview'
  | 'audience'
  | 'importSubscribers'
  | 'newsletterStats'
  | 'newsletterSubscribers'
  | 'creators'
  | 'notAvailable'
  | 'unrecognizedAccount';

/**
 * Reading pages: readable whole from the server's HTML, so the browser loads the application only when the reader
 * first reaches for a control (spec: reading needs no JavaScript). Every other page (the editor, settings, stats,
 * sign-in, payments) starts the application as soon as it has loaded.
 */
const READING_HANDLERS: ReadonlySet<PageHandlerName> = new Set<PageHandlerName>([
  'home',
  'post',
  'profile',
  'publication',
  'about',
  'help',
  'legal',
  'list',
  'tag',
  'topic',
  'topics',
  'trending',
  'topStories',
  'browse',
  'series',
  'sequence',
  'sequencePost',
  'sequenceLibrary',
  'search',
  'creators',
  'notAvailable',
]);

/** Whether a page of this route starts its application at the reader's first interaction rather than once loaded. */
export function startsOnInteraction(route: Pick<RouteDefinition, 'handler' | 'signedInOnly'> | null | undefined): boolean {
  return route?.handler !== undefined && route.signedInOnly !== true && READING_HANDLERS.has(route.handler);
}

export const ROUTE_METRIC_NAMES = [
  'book',
  'book-author',
  'book-reader',
  'collection-about',
  'collection-homepage',
  'collection-tagged',
  'homepage',
  'list',
  'post',
  'profile',
  'sequence-post',
  'stats-post',
  'tag',
  'topic',
  'your-books',
] as const;

export type RouteMetricName = (typeof ROUTE_METRIC_NAMES)[number];

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly handler?: PageHandlerName;
  readonly flag?: FlagName;
  /**
   * Defaults to ['default']. Default routes under /@{@username} or /{@collectionSlug} are also derived
   * into the user/collection tables with that segment stripped.
   */
  readonly tables?: readonly RouteTableName[];
  readonly metricName?: RouteMetricName;
  /** Answered by the server (feeds, redirects, media); the client does a full page load instead of navigating. */
  readonly server?: boolean;
  /** Only for signed-in readers: anyone else is sent to sign in and brought back. */
  readonly signedInOnly?: boolean;
  /**
   * Signed-out readers share one cached copy of this page. Only the `query` parameters change the page
   * (any other is left out of the cache key); `tags` name what the page shows beyond what it loads.
   */
  readonly sharedCache?: { readonly query: readonly string[]; readonly tags?: readonly string[] };
}

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
}

export type RouteParamsInput = Readonly<Record<string, string | number | undefined>>;

export interface BuildPathOptions {
  readonly table?: RouteTableName;
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly hash?: string;
}

const HEX_ID = '[0-9a-f]{8,16}';
const SLUG = '[a-z0-9][a-z0-9-]{0,60}';

/** Patterns for `{@name}` parameters, matched against the percent-encoded segment. */
export const PARAM_PATTERNS: Readonly<Record<string, string>> = Object.freeze({
  postId: `(?:[^/]*-)?${HEX_ID}`,
  username: '[A-Za-z0-9_.]{1,30}',
  collectionSlug: SLUG,
  catalogSlugId: `(?:reading-list|currently-reading|purchased|(?:[^/]*-)?${HEX_ID})`,
  // Lowercase ASCII slugs, plus percent-encoded bytes for non-ASCII tag names.
  tagSlug: '(?:[a-z0-9-]|%[0-9A-Fa-f]{2})+',
  topicSlug: SLUG,
  year: '[0-9]{4}',
  month: '(?:0[1-9]|1[0-2])',
  day: '(?:0[1-9]|[12][0-9]|3[01])',
  page: '[1-9][0-9]{0,5}',
  booksTab: '(?:currently-reading|purchased|published|discovery)',
});

const USER_PREFIX = '/@{@username}';
/** Query key marking a campaign link; the client keeps such query strings after the first render. */
export const CAMPAIGN_LINK_MARKER = 'source';
/** Query key carrying a friend-link share key; kept for the same reason. */
export const SHARE_KEY_PARAM = 'sk';
/** A Friend Link's share key unlocks a members-only story, so it is part of the cached copy's key. */
const STORY_CACHE = { query: [SHARE_KEY_PARAM] } as const;
const COLLECTION_PREFIX = '/{@collectionSlug}';
/** A publication's page; `to` is the story list's cursor (the "Older stories" link that works without JavaScript). */
const PUBLICATION_CACHE = { query: ['to'] } as const;
/** A profile page; `to` is the story list's cursor (the "Show more" link that works without JavaScript). */
const PROFILE_CACHE = { query: ['to'] } as const;
/** About, Help and Legal: the same page for every signed-out reader, changed only by a new release. */
/** Tag pages: one page of stories per cursor; purged whenever a story enters or leaves a tag. */
const TAG_CACHE = { query: ['to'], tags: ['tags'] } as const;
const STATIC_CACHE = { query: [] } as const;

const ROUTE_DEFINITIONS = [
  { name: 'ShowHome', path: '/', handler: 'home', metricName: 'homepage', sharedCache: { query: ['to'], tags: ['home'] } },
  { name: 'ShowAboutQuire', path: '/about', handler: 'about', sharedCache: STATIC_CACHE },
  { name: 'ShowHelp', path: '/help', handler: 'help', sharedCache: STATIC_CACHE },
  { name: 'ShowLegal', path: '/legal', handler: 'legal', sharedCache: STATIC_CACHE },

  // Stories
  { name: 'ShowPost', path: '/p/{@postId}', handler: 'post', metricName: 'post', sharedCache: STORY_CACHE, tables: ['all'] },
  { name: 'ShowPostUnderUser', path: '/@{@username}/{@postId}', handler: 'post', metricName: 'post', sharedCache: STORY_CACHE },
  { name: 'ShowPostUnderCollection', path: '/{@collectionSlug}/{@postId}', handler: 'post', metricName: 'post', sharedCache: STORY_CACHE },
  // Old AMP addresses are story addresses: they move for good to the canonical one (or answer the story's 404).
  { name: 'ShowAmpPost', path: '/amp/p/{@postId}', handler: 'post' },
  { name: 'ShowAmpPostUnderCollection', path: '/{@collectionSlug}/amp/p/{@postId}', handler: 'post' },
  { name: 'ShowPostEdit', path: '/p/{@postId}/edit', handler: 'editor', signedInOnly: true },
  { name: 'ShowPostResponses', path: '/p/{@postId}/responses', handler: 'postResponses' },
  { name: 'ShowNewPostResponse', path: '/p/{@postId}/responses/new', handler: 'postResponses' },
  { name: 'ShowPostSettings', path: '/p/{@postId}/settings', handler: 'postSettings', signedInOnly: true },
  { name: 'ShowPostInfo', path: '/p/{@postId}/info' },
  { name: 'ShowPostRevert', path: '/p/{@postId}/revert/{versionId}/{baseRev}' },
  { name: 'SharePostToTwitter', path: '/p/{@postId}/share/twitter', server: true, tables: ['all'] },
  { name: 'SharePostToFacebook', path: '/p/{@postId}/share/facebook', server: true, tables: ['all'] },
  { name: 'SharePostToLinkedIn', path: '/p/{@postId}/share/linkedIn', server: true, tables: ['all'] },

  // Authoring
  { name: 'ShowNewStory', path: '/new-story', handler: 'editor', signedInOnly: true },
  { name: 'ShowNewStoryRepost', path: '/new-story/repost/{repostId}' },
  { name: 'ShowCollectionNewStory', path: '/{@collectionSlug}/new-story', handler: 'editor', signedInOnly: true },
  { name: 'ShowPostImport', path: '/p/import' },
  { name: 'ShowImportStory', path: '/p/import-story' },

  // Series
  { name: 'ShowNewSeries', path: '/new-series', handler: 'newSeries', signedInOnly: true },
  { name: 'ShowSeries', path: '/series/{@postId}', handler: 'series', sharedCache: { query: ['part'] } },
  { name: 'ShowSeriesEdit', path: '/series/{@postId}/edit', handler: 'seriesEdit', signedInOnly: true },
  { name: 'ShowYourSeries', path: '/me/series', handler: 'yourSeries', tables: ['all'], signedInOnly: true },

  // Sequences
  { name: 'ShowSequence', path: '/s/{sequenceSlug}', handler: 'sequence', sharedCache: { query: [], tags: ['sequences'] } },
  { name: 'ShowSequencePost', path: '/s/{sequenceSlug}/{@postId}', handler: 'sequencePost', metricName: 'sequence-post', sharedCache: { query: [SHARE_KEY_PARAM], tags: ['sequences'] } },
  { name: 'ShowNewSequence', path: '/s/new', handler: 'newSequence', signedInOnly: true },
  { name: 'ShowSequenceLibrary', path: '/collections', handler: 'sequenceLibrary', sharedCache: { query: ['to'], tags: ['sequences'] } },

  // Search
  { name: 'ShowSearch', path: '/search', handler: 'search' },
  { name: 'ShowSearchUsers', path: '/search/users', handler: 'search' },
  { name: 'ShowSearchBooks', path: '/search/books' },
  { name: 'ShowSearchPublications', path: '/search/publications', handler: 'search' },
  { name: 'ShowSearchTags', path: '/search/tags', handler: 'search' },
  { name: 'ShowSearchPosts', path: '/search/posts', handler: 'search' },
  { name: 'ShowSearchLists', path: '/search/lists', handler: 'search' },
  { name: 'ShowCollectionSearch', path: '/{@collectionSlug}/search', handler: 'search' },
  { name: 'ShowCollectionSearchCategory', path: '/{@collectionSlug}/search/{category}', handler: 'search' },

  // Profiles
  { name: 'ShowUser', path: '/@{@username}', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserById', path: '/u/{userId}', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserLatest', path: '/@{@username}/latest', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserHasRecommended', path: '/@{@username}/has-recommended', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserHighlights', path: '/@{@username}/highlights', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserSeries', path: '/@{@username}/series', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserFollowers', path: '/@{@username}/followers', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserFollowing', path: '/@{@username}/following', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserAbout', path: '/@{@username}/about', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserLists', path: '/@{@username}/lists', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserList', path: '/@{@username}/list/{@catalogSlugId}', handler: 'list', metricName: 'list' },
  { name: 'ShowUserBooks', path: '/@{@username}/books', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserResponses', path: '/@{@username}/responses', handler: 'profile', metricName: 'profile', sharedCache: PROFILE_CACHE },
  { name: 'ShowUserMembership', path: '/@{@username}/membership', handler: 'userMembership' },
  { name: 'ShowUserAudience', path: '/@{@username}/audience', handler: 'audience' },
  { name: 'ShowUserAudienceDetails', path: '/@{@username}/audience/{details}', handler: 'audience' },
  { name: 'ShowUserSubscribe', path: '/@{@username}/subscribe', server: true },
  { name: 'ShowUserFollow', path: '/@{@username}/follow' },
  { name: 'ShowUserStats', path: '/@{@username}/stats' },
  { name: 'ShowUserEdit', path: '/@{@username}/edit' },

  // Account
  // Answered by the server: to the reader's own profile, or to sign in and back.
  { name: 'ShowMe', path: '/me', server: true, tables: ['all'] },
  { name: 'ShowSettings', path: '/me/settings', handler: 'settings', tables: ['all'], signedInOnly: true },
  { name: 'ShowYourStories', path: '/me/stories/{filterBy}', handler: 'yourStories', tables: ['all'], signedInOnly: true },
  { name: 'ShowYourLists', path: '/me/lists', handler: 'yourLists', tables: ['all'], signedInOnly: true },
  { name: 'ShowYourList', path: '/me/list/{@catalogSlugId}', handler: 'list', metricName: 'list', tables: ['all'], signedInOnly: true },
  { name: 'ShowYourBooks', path: '/me/books', metricName: 'your-books', tables: ['all'] },
  { name: 'ShowYourBooksTab', path: '/me/books/{@booksTab}', metricName: 'your-books', tables: ['all'] },
  { name: 'ShowReadingHistory', path: '/me/readinghistory', handler: 'readingHistory', tables: ['all'], signedInOnly: true },
  { name: 'ShowNotifications', path: '/me/notifications', handler: 'notifications', tables: ['all'], signedInOnly: true },
  { name: 'ShowYourPublications', path: '/me/publications', handler: 'yourPublications', tables: ['all'], signedInOnly: true },
  { name: 'ShowStats', path: '/me/stats', handler: 'stats', signedInOnly: true, tables: ['all'] },
  { name: 'ShowStoriesStats', path: '/me/stats/stories', handler: 'stats', signedInOnly: true, tables: ['all'] },
  { name: 'ShowAudienceStats', path: '/me/stats/audience', handler: 'stats', signedInOnly: true, tables: ['all'] },
  { name: 'ShowSubscriptionStats', path: '/me/stats/subscriptions', handler: 'stats', signedInOnly: true, tables: ['all'] },
  { name: 'ShowPostStats', path: '/me/stats/post/{@postId}', handler: 'postStats', signedInOnly: true, metricName: 'stats-post', tables: ['all'] },
  { name: 'ShowDesign', path: '/me/design', handler: 'design', tables: ['all'], signedInOnly: true },
  { name: 'ShowExport', path: '/me/export', tables: ['all'] },
  { name: 'ShowApplications', path: '/me/applications', tables: ['all'] },
  { name: 'ShowBillingHistory', path: '/me/billing-history', tables: ['all'], handler: 'billingHistory', signedInOnly: true },
  { name: 'ShowReceipt', path: '/me/billing-history/receipt/{chargeId}', tables: ['all'], handler: 'receipt', signedInOnly: true },
  { name: 'ShowUpdatePayment', path: '/me/settings/payment/update', tables: ['all'], handler: 'updatePayment', signedInOnly: true },
  { name: 'ShowUserCustomDomainSettings', path: '/me/settings/custom-domain', handler: 'userCustomDomain', tables: ['all'], signedInOnly: true },
  { name: 'ShowMutedEntities', path: '/me/settings/mute/{activeTab}', handler: 'mutedEntities', tables: ['all'], signedInOnly: true },
  { name: 'ShowFollowingEntities', path: '/me/following/{entityName}', handler: 'followingEntities', tables: ['all'], signedInOnly: true },
  { name: 'ShowFollowingTopics', path: '/me/following/topics', handler: 'followingTopics', tables: ['all'] },
  { name: 'ShowYourNewsletters', path: '/me/newsletters', server: true, tables: ['all'] },
  { name: 'ShowImportSubscribers', path: '/me/subscribers/import', handler: 'importSubscribers', signedInOnly: true, tables: ['all'] },

  // Publications (`publication`: the pages readers see; `publicationAdmin`: the editors' pages)
  { name: 'ShowCollectionHome', path: '/{@collectionSlug}', handler: 'publication', metricName: 'collection-homepage', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionById', path: '/c/{collectionId}', server: true },
  { name: 'ShowNewPublication', path: '/new-publication', handler: 'newPublication', signedInOnly: true },
  { name: 'ShowCollectionAbout', path: '/{@collectionSlug}/about', handler: 'publication', metricName: 'collection-about', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionMasthead', path: '/{@collectionSlug}/masthead', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionFollowersList', path: '/{@collectionSlug}/followers', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionLatest', path: '/{@collectionSlug}/latest', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionTrending', path: '/{@collectionSlug}/trending', handler: 'publication', sharedCache: { query: ['to'], tags: ['trending'] } },
  { name: 'ShowCollectionFeatured', path: '/{@collectionSlug}/featured', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionFeaturePage', path: '/{@collectionSlug}/pages/{featurePageSlug}', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionArchive', path: '/{@collectionSlug}/archive', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionArchiveYear', path: '/{@collectionSlug}/archive/{@year}', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionArchiveMonth', path: '/{@collectionSlug}/archive/{@year}/{@month}', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionArchiveDay', path: '/{@collectionSlug}/archive/{@year}/{@month}/{@day}', handler: 'publication', sharedCache: PUBLICATION_CACHE },
  { name: 'ShowCollectionAll', path: '/{@collectionSlug}/all/{@page}', handler: 'publication', sharedCache: { query: [] } },
  {
    name: 'ShowCollectionTagged',
    path: '/{@collectionSlug}/tagged/{@tagSlug}',
    handler: 'publication',
    metricName: 'collection-tagged',
    sharedCache: PUBLICATION_CACHE,
  },
  { name: 'ShowCollectionSettings', path: '/{@collectionSlug}/settings', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionAboutSettings', path: '/{@collectionSlug}/settings/about', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionMastheadSettings', path: '/{@collectionSlug}/settings/masthead', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionCustomDomainSettings', path: '/{@collectionSlug}/settings/custom-domain', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionNavigationSettings', path: '/{@collectionSlug}/settings/navigation', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionFeaturePages', path: '/{@collectionSlug}/settings/feature-pages', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionNewFeaturePage', path: '/{@collectionSlug}/settings/feature-pages/new', handler: 'publicationAdmin', signedInOnly: true },
  {
    name: 'ShowCollectionEditFeaturePage',
    path: '/{@collectionSlug}/settings/feature-pages/{featurePageId}/edit',
    handler: 'publicationAdmin',
    signedInOnly: true,
  },
  { name: 'ShowCollectionFollowers', path: '/{@collectionSlug}/settings/followers', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionDesign', path: '/{@collectionSlug}/design', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionStatsOverview', path: '/{@collectionSlug}/stats/overview', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionStatsStories', path: '/{@collectionSlug}/stats/stories', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionStories', path: '/{@collectionSlug}/stories/{filterBy}', handler: 'publicationAdmin', signedInOnly: true },
  { name: 'ShowCollectionNewsletterLanding', path: '/{@collectionSlug}/newsletters/{newsletterSlug}', server: true },
  { name: 'ShowCollectionNewNewsletter', path: '/{@collectionSlug}/new-newsletter', server: true },
  { name: 'GetCollectionPermissions', path: '/{@collectionSlug}/permissions', server: true },

  // Tags and topics
  { name: 'ShowTagPosts', path: '/tag/{@tagSlug}', handler: 'tag', metricName: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagLatest', path: '/tag/{@tagSlug}/latest', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagTop', path: '/tag/{@tagSlug}/top/{timePeriod}', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagTopWriters', path: '/tag/{@tagSlug}/top-writers', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagArchive', path: '/tag/{@tagSlug}/archive', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagArchiveYear', path: '/tag/{@tagSlug}/archive/{@year}', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagArchiveMonth', path: '/tag/{@tagSlug}/archive/{@year}/{@month}', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTagArchiveDay', path: '/tag/{@tagSlug}/archive/{@year}/{@month}/{@day}', handler: 'tag', sharedCache: TAG_CACHE },
  { name: 'ShowTopic', path: '/topic/{@topicSlug}', handler: 'topic', metricName: 'topic', sharedCache: { query: ['to', 'sort'], tags: ['topics'] } },
  { name: 'ShowTopics', path: '/topics', handler: 'topics', sharedCache: { query: [], tags: ['topics'] } },
  { name: 'ShowCatalogBrowse', path: '/browse/{catalogSlug}', handler: 'browse', sharedCache: { query: ['to'], tags: ['browse'] } },
  { name: 'ShowTopStories', path: '/top-stories', handler: 'topStories', sharedCache: { query: ['period', 'to', 'rank'], tags: ['trending'] } },
  { name: 'ShowTrending', path: '/trending', handler: 'trending', sharedCache: { query: ['to', 'rank'], tags: ['trending'] } },
  { name: 'ShowTrendingMode', path: '/trending/mode/{mode}', handler: 'trending', sharedCache: { query: ['to', 'rank'], tags: ['trending'] } },
  { name: 'ShowTrendingModeTopic', path: '/trending/mode/{mode}/topic/{@topicSlug}', handler: 'trending', sharedCache: { query: ['to', 'rank'], tags: ['trending'] } },

  // Books
  { name: 'ShowBook', path: '/book/{bookSlug}', metricName: 'book' },
  { name: 'ShowBookAuthor', path: '/author/{authorSlug}', metricName: 'book-author' },
  { name: 'ShowBookReaderStart', path: '/reader/{bookSlug}', metricName: 'book-reader' },
  { name: 'ShowBookReader', path: '/reader/{bookSlug}/{assetSlug}', metricName: 'book-reader' },
  { name: 'ShowAudiobook', path: '/audiobook/{bookSlug}' },
  { name: 'ShowBookEditionPurchase', path: '/book-edition/purchase/{priceId}' },
  { name: 'ShowBookEditionCheckout', path: '/book-edition/purchase/{priceId}/checkout' },
  { name: 'ShowBisacBooks', path: '/bisac/{bisac}' },

  // Membership and payments
  { name: 'ShowMembership', path: '/membership', handler: 'membership' },
  { name: 'ShowPlans', path: '/plans', handler: 'membership' },
  { name: 'ShowGift', path: '/gift', handler: 'gift' },
  { name: 'ShowGiftPlans', path: '/gift-plans', handler: 'gift' },
  { name: 'ShowGroupGift', path: '/group-gift', handler: 'groupGift' },
  { name: 'ShowRedeemGift', path: '/redeem-gift', handler: 'redeemGift' },
  { name: 'ShowRedeem', path: '/redeem', handler: 'redeemGift' },
  { name: 'ShowWelcomeMember', path: '/welcome-member', handler: 'welcomeMember', signedInOnly: true },
  { name: 'ShowPartnerEnroll', path: '/me/partner/enroll/{step}', tables: ['all'], handler: 'partnerEnroll', signedInOnly: true },
  { name: 'ShowPartnerDashboard', path: '/me/partner/dashboard', tables: ['all'], handler: 'partnerDashboard', signedInOnly: true },
  { name: 'ShowPartnerTaxes', path: '/me/partner/taxes', tables: ['all'], handler: 'partnerTaxes', signedInOnly: true },
  { name: 'ShowPartnerUnenroll', path: '/me/partner/unenroll', tables: ['all'], handler: 'partnerUnenroll', signedInOnly: true },
  { name: 'ShowPartnerTaxReview', path: '/_/admin/partner/taxes', tables: ['all'], handler: 'partnerTaxReview', signedInOnly: true },
  // The Partner Program's public pages: what it is and who may join, how earnings work, the tools for writers.
  { name: 'ShowCreators', path: '/creators', handler: 'creators', sharedCache: STATIC_CACHE },
  { name: 'ShowEarn', path: '/earn', handler: 'creators', sharedCache: STATIC_CACHE },
  { name: 'ShowCreatorTools', path: '/creator-tools', handler: 'creators', sharedCache: STATIC_CACHE },

  // Sign-in and security
  { name: 'ShowSignIn', path: '/m/signin', handler: 'signin', tables: ['all'] },
  { name: 'HandleAuthCallback', path: '/m/callback/{provider}', server: true, tables: ['all'] },
  { name: 'SignOut', path: '/m/signout/{xsrf}', server: true, tables: ['all'] },
  { name: 'ConfirmAccount', path: '/m/account/confirm/{key}', server: true, tables: ['all'] },
  { name: 'ConnectGoogle', path: '/m/connect/google', server: true, tables: ['all'] },
  { name: 'ConnectFacebook', path: '/m/connect/facebook', server: true, tables: ['all'] },
  {
    name: 'StartAppleAuth',
    path: '/m/start-auth/apple',
    server: true,
    flag: 'enable_apple_sign_in',
    tables: ['all'],
  },
  { name: 'AuthenticateTwitter', path: '/m/account/authenticate-twitter', server: true, tables: ['all'] },
  { name: 'ShowPassword', path: '/password', handler: 'password' },
  { name: 'ShowTwoFactorAuthentication', path: '/two-factor-authentication', handler: 'twoFactorAuth' },
  { name: 'ShowRegistrationForm', path: '/registration-form', handler: 'registrationForm' },
  { name: 'ShowUnrecognizedAccount', path: '/unrecognized-account', handler: 'unrecognizedAccount' },
  { name: 'ShowSuspended', path: '/suspended' },
  { name: 'ShowSuspendedExport', path: '/suspended/export' },
  { name: 'ShowNotAvailable', path: '/not-available', handler: 'notAvailable', sharedCache: STATIC_CACHE },

  // Newsletters
  { name: 'ShowNewsletterNewEmail', path: '/newsletters/{newsletterV3Id}/new-email', handler: 'editor', signedInOnly: true },
  { name: 'ShowNewsletterStats', path: '/newsletters/{newsletterV3Id}/stats', handler: 'newsletterStats', signedInOnly: true },
  { name: 'ShowNewsletterSubscribers', path: '/newsletters/{newsletterV3Id}/subscribers', handler: 'newsletterSubscribers', signedInOnly: true },
  { name: 'ShowNewsletterImportSubscribers', path: '/newsletters/{newsletterV3Id}/subscribers/import', handler: 'importSubscribers', signedInOnly: true },

  // Feeds
  { name: 'ShowLatestFeed', path: '/feed/latest', server: true },
  { name: 'ShowCollectionFeed', path: '/feed/{@collectionSlug}', server: true },
  { name: 'ShowUserFeed', path: '/feed/@{@username}', server: true },
  { name: 'ShowTagFeed', path: '/feed/tag/{@tagSlug}', server: true },
  { name: 'ShowTopicFeed', path: '/feed/topic/{@topicSlug}', server: true },

  // Admin and errors
  { name: 'ShowStatus', path: '/_/health', server: true, tables: ['all'] },
  { name: 'ShowInternalStatus', path: '/_/admin/internal-status', tables: ['all'] },
  { name: 'ShowNextAuthorCuration', path: '/_/curation/discovery/next-author', tables: ['all'] },
  { name: 'ShowOhNoes', path: '/_/oh-noes', tables: ['all'] },

  // Follow and unfollow by form, for pages without JavaScript (spec 2 §7); action is follow or unfollow.
  { name: 'SubscribeUser', path: '/_/subscribe/user/{userId}', server: true, tables: ['all'] },
  { name: 'SubscribeUserAction', path: '/_/subscribe/user/{userId}/{action}', server: true, tables: ['all'] },
  { name: 'SubscribeCollection', path: '/_/subscribe/collection/{collectionId}', server: true, tables: ['all'] },
  { name: 'SubscribeCollectionAction', path: '/_/subscribe/collection/{collectionId}/{action}', server: true, tables: ['all'] },
  { name: 'SubscribeTopic', path: '/_/subscriptions/topic/{topicId}', server: true, tables: ['all'] },
  // Newsletters by form and by the links in their emails: subscribe to a writer (signed in: one click; signed
  // out: an address and a confirmation link), confirm, unsubscribe (RFC 8058 one-click POST, or the page a GET shows).
  { name: 'SubscribeWriterNewsletter', path: '/_/api/users/{userId}/lazily-enable-writer-subscription', server: true, tables: ['all'] },
  { name: 'NewsletterSubscription', path: '/_/api/subscriptions/newsletters/{newsletterV3Id}', server: true, tables: ['all'] },
  { name: 'SubscribeNewsletter', path: '/_/api/newsletters/{newsletterV3Id}/subscribe', server: true, tables: ['all'] },
  { name: 'ConfirmNewsletterSubscription', path: '/_/newsletters/confirm/{token}', server: true, tables: ['all'] },
  { name: 'UnsubscribeNewsletter', path: '/_/newsletters/unsubscribe/{token}', server: true, tables: ['all'] },
  // A writer's subscribers in and out as CSV (the writer alone).
  { name: 'ImportNewsletterSubscribers', path: '/_/api/newsletters/{newsletterV3Id}/import/process-unvalidated-files', server: true, tables: ['all'] },
  { name: 'ExportNewsletterSubscribers', path: '/_/api/newsletters/{newsletterV3Id}/subscribers.csv', server: true, tables: ['all'] },
  // The stories a newsletter sent, newest first, as JSON (its email-only issues too, for those who manage it).
  { name: 'ShowNewsletterPosts', path: '/_api/newsletters/{newsletterV3Id}/posts', server: true, tables: ['all'] },
  // Opens and clicks of a newsletter email, when its writer turned them on (signed addresses in the email).
  { name: 'NewsletterOpened', path: '/_/newsletters/open/{token}', server: true, tables: ['all'] },
  { name: 'NewsletterClicked', path: '/_/newsletters/click/{token}', server: true, tables: ['all'] },
  // The same for the muted and blocked lists in settings; action is mute or unmute, block or unblock.
  { name: 'MuteUserAction', path: '/_/mute/user/{userId}/{action}', server: true, tables: ['all'] },
  { name: 'MuteCollectionAction', path: '/_/mute/collection/{collectionId}/{action}', server: true, tables: ['all'] },
  { name: 'BlockUserAction', path: '/_/block/user/{userId}/{action}', server: true, tables: ['all'] },

  // Media
  { name: 'ShowMedia', path: '/media/{mediaId}', server: true, tables: ['all'] },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTE_DEFINITIONS)[number]['name'];

type SegmentPart =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly restricted: boolean };

// Higher ranks win: a full literal beats a literal with an embedded parameter, which beats a
// restricted parameter, which beats an unrestricted one.
const SegmentRank = { Unrestricted: 0, Restricted: 1, Mixed: 2, Literal: 3 } as const;
type SegmentRank = (typeof SegmentRank)[keyof typeof SegmentRank];

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly segments: readonly (readonly SegmentPart[])[];
  readonly paramNames: readonly string[];
  /** The `{@name}` parameters, whose values must also pass `isValidParam`. */
  readonly restrictedParams: ReadonlySet<string>;
  readonly regex: RegExp;
  readonly ranks: readonly SegmentRank[];
  readonly order: number;
}

interface CompiledTable {
  readonly routes: readonly CompiledRoute[];
  readonly bySegmentCount: ReadonlyMap<number, readonly CompiledRoute[]>;
  readonly byName: ReadonlyMap<string, CompiledRoute>;
}

const PARAM_TOKEN = /\{(@?)([A-Za-z][A-Za-z0-9]*)\}/g;

const paramValidators = new Map<string, RegExp>(
  Object.entries(PARAM_PATTERNS).map(([name, pattern]) => [name, new RegExp(`^(?:${pattern})$`)]),
);

/**
 * Whether a restricted parameter's value fits its pattern, checked on the encoding links are built with: a
 * path may spell the same value otherwise (`%2e%2e` for `..`), and an address that could not be linked to is
 * not a page. Matching and link building both ask here.
 */
function isValidParam(name: string, value: string): boolean {
  const validator = paramValidators.get(name);
  return validator === undefined || validator.test(encodeURIComponent(value));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parseSegment(segment: string, routeName: string): SegmentPart[] {
  const parts: SegmentPart[] = [];
  let last = 0;
  for (const token of segment.matchAll(PARAM_TOKEN)) {
    const index = token.index;
    if (index > last) parts.push({ kind: 'literal', text: segment.slice(last, index) });
    const name = token[2] ?? '';
    const restricted = token[1] === '@';
    if (restricted && !paramValidators.has(name)) {
      throw new Error(`Route ${routeName}: no pattern for restricted parameter "${name}"`);
    }
    parts.push({ kind: 'param', name, restricted });
    last = index + token[0].length;
  }
  if (last < segment.length) parts.push({ kind: 'literal', text: segment.slice(last) });
  for (const part of parts) {
    if (part.kind === 'literal' && /[{}/?#]/.test(part.text)) {
      throw new Error(`Route ${routeName}: malformed path segment "${segment}"`);
    }
  }
  return parts;
}

function segmentRank(parts: readonly SegmentPart[]): SegmentRank {
  const params = parts.filter((p) => p.kind === 'param');
  if (params.length === 0) return SegmentRank.Literal;
  if (params.length < parts.length) return SegmentRank.Mixed;
  return params.every((p) => p.kind === 'param' && p.restricted) ? SegmentRank.Restricted : SegmentRank.Unrestricted;
}

function compileRoute(route: RouteDefinition, order: number): CompiledRoute {
  const { path, name } = route;
  if (!path.startsWith('/') || (path !== '/' && path.endsWith('/')) || path.includes('//')) {
    throw new Error(`Route ${name}: malformed path "${path}"`);
  }
  const segments = path === '/' ? [] : path.slice(1).split('/').map((s) => parseSegment(s, name));
  const paramNames: string[] = [];
  const restrictedParams = new Set<string>();
  let source = '';
  for (const parts of segments) {
    source += '/';
    for (const part of parts) {
      if (part.kind === 'literal') {
        source += escapeRegExp(part.text);
        continue;
      }
      if (paramNames.includes(part.name)) throw new Error(`Route ${name}: duplicate parameter "${part.name}"`);
      const pattern = part.restricted ? `(?:${PARAM_PATTERNS[part.name] ?? ''})` : '[^/]+';
      source += `(?<p${paramNames.length}>${pattern})`;
      paramNames.push(part.name);
      if (part.restricted) restrictedParams.add(part.name);
    }
  }
  return {
    route,
    segments,
    paramNames,
    restrictedParams,
    regex: new RegExp(`^${source || '/'}$`),
    ranks: segments.map(segmentRank),
    order,
  };
}

function count(ranks: readonly SegmentRank[], rank: SegmentRank): number {
  return ranks.filter((r) => r === rank).length;
}

/** Negative when `a` is more specific than `b`. */
function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (const rank of [SegmentRank.Literal, SegmentRank.Mixed, SegmentRank.Restricted]) {
    const diff = count(b.ranks, rank) - count(a.ranks, rank);
    if (diff !== 0) return diff;
  }
  for (let i = 0; i < Math.min(a.ranks.length, b.ranks.length); i++) {
    const diff = (b.ranks[i] ?? 0) - (a.ranks[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.order - b.order;
}

function stripPrefix(path: string, prefix: string): string | null {
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

function tableEntries(table: RouteTableName): RouteDefinition[] {
  const entries: RouteDefinition[] = [];
  for (const route of ROUTE_DEFINITIONS as readonly RouteDefinition[]) {
    const declared = route.tables ?? ['default'];
    if (declared.includes('all') || declared.includes(table)) {
      entries.push(route);
      continue;
    }
    const prefix = table === 'user' ? USER_PREFIX : table === 'collection' ? COLLECTION_PREFIX : null;
    if (prefix === null || !declared.includes('default')) continue;
    const scopedPath = stripPrefix(route.path, prefix);
    if (scopedPath !== null) entries.push(Object.freeze({ ...route, path: scopedPath }));
  }
  return entries;
}

function compileTable(table: RouteTableName): CompiledTable {
  const routes = tableEntries(table)
    .map((route, order) => compileRoute(route, order))
    .sort(compareSpecificity);
  const bySegmentCount = new Map<number, CompiledRoute[]>();
  const byName = new Map<string, CompiledRoute>();
  for (const compiled of routes) {
    const bucket = bySegmentCount.get(compiled.segments.length) ?? [];
    bucket.push(compiled);
    bySegmentCount.set(compiled.segments.length, bucket);
    byName.set(compiled.route.name, compiled);
  }
  return { routes, bySegmentCount, byName };
}

function checkUniqueNames(): void {
  const seen = new Set<string>();
  for (const { name } of ROUTE_DEFINITIONS) {
    if (seen.has(name)) throw new Error(`Duplicate route name ${name}`);
    seen.add(name);
  }
}

checkUniqueNames();

export const routes: readonly RouteDefinition[] = Object.freeze(
  (ROUTE_DEFINITIONS as readonly RouteDefinition[]).map((route) => Object.freeze(route)),
);

const TABLES: Readonly<Record<RouteTableName, CompiledTable>> = {
  default: compileTable('default'),
  user: compileTable('user'),
  collection: compileTable('collection'),
  all: compileTable('all'),
};

const ROUTES_BY_NAME = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]));

/** The declared route, or with `table` its form in that table (paths in the user/collection tables are scoped). */
export function routeByName(name: string, table?: RouteTableName): RouteDefinition | undefined {
  if (table === undefined) return ROUTES_BY_NAME.get(name);
  return TABLES[table].byName.get(name)?.route;
}

/** Routes of a table, most specific first (the order matchRoute tries them in). */
export function routesInTable(table: RouteTableName): readonly RouteDefinition[] {
  return TABLES[table].routes.map((compiled) => compiled.route);
}

/** Recent answers of matchRoute: a page render asks for its own address several times. */
const recentMatches = new Map<string, RouteMatch | null>();
const RECENT_MATCHES_MAX = 256;

export function matchRoute(pathname: string, table: RouteTableName = 'default'): RouteMatch | null {
  const key = `${table} ${pathname}`;
  const recent = recentMatches.get(key);
  if (recent !== undefined) return recent;
  const found = matchRouteUncached(pathname, table);
  // Shared between callers, so nobody may change it.
  const match = found && Object.freeze({ ...found, params: Object.freeze(found.params) });
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.delete(recentMatches.keys().next().value!);
  recentMatches.set(key, match);
  return match;
}

function matchRouteUncached(pathname: string, table: RouteTableName): RouteMatch | null {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  if (!path.startsWith('/')) return null;
  const segmentCount = path === '/' ? 0 : path.split('/').length - 1;
  for (const compiled of TABLES[table].bySegmentCount.get(segmentCount) ?? []) {
    const match = compiled.regex.exec(path);
    if (!match) continue;
    const params: RouteParams = {};
    for (const [index, name] of compiled.paramNames.entries()) {
      try {
        params[name] = decodeURIComponent(match.groups?.[`p${index}`] ?? '');
      } catch {
        return null; // malformed percent-encoding
      }
    }
    if (Object.entries(params).some(([name, value]) => compiled.restrictedParams.has(name) && !isValidParam(name, value))) continue;
    return { route: compiled.route, params };
  }
  return null;
}

function encodeParam(compiled: CompiledRoute, part: { name: string; restricted: boolean }, params: RouteParamsInput): string {
  const { name } = part;
  const raw = params[name];
  const value = raw === undefined ? '' : String(raw);
  const routeName = compiled.route.name;
  if (value === '') throw new Error(`Missing route parameter "${name}" for route ${routeName}`);
  if (part.restricted && !isValidParam(name, value)) {
    throw new Error(`Invalid route parameter "${name}" for route ${routeName}: ${JSON.stringify(value)}`);
  }
  return encodeURIComponent(value);
}

function buildQuery(query: Readonly<Record<string, string | undefined>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function buildPath(name: string, params: RouteParamsInput = {}, options: BuildPathOptions = {}): string {
  const table = options.table ?? 'default';
  if (!ROUTES_BY_NAME.has(name)) throw new Error(`Unknown route: ${name}`);
  const compiled = TABLES[table].byName.get(name);
  if (!compiled) throw new Error(`Route ${name} is not in the ${table} route table`);
  let path = '';
  for (const parts of compiled.segments) {
    path += '/';
    for (const part of parts) {
      path += part.kind === 'literal' ? part.text : encodeParam(compiled, part, params);
    }
  }
  const hash = options.hash?.replace(/^#/, '') ?? '';
  return (path || '/') + (options.query ? buildQuery(options.query) : '') + (hash ? `#${hash}` : '');
}

export function routeMetricName(name: string): RouteMetricName | 'other' {
  return ROUTES_BY_NAME.get(name)?.metricName ?? 'other';
}

/**
 * The redirect target for a path with trailing slashes (query and hash kept), or null when there is none.
 * Leading slash runs collapse to one so the target can never become a protocol-relative URL (`//host`).
 */
export function stripTrailingSlash(path: string): string | null {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const stripped = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
  return stripped + (cut === -1 ? '' : path.slice(cut));
}

const POST_ID = /^[0-9a-f]{8,16}$/;

/** The post id inside a post route parameter: its last dash-separated segment, when that is hex. */
export function postIdFromParam(param: string): string | null {
  const id = param.slice(param.lastIndexOf('-') + 1);
  return POST_ID.test(id) ? id : null;
}


// What a page is showing stays in the address, so that it can be reloaded and shared: `q`, a search's words;
// `period`, the top stories' period (/top-stories?period=month); `to` and `from`, a show-more list's cursors
// (reloading the second page of a list shows that page again); `feed` and `tab`, the list those cursors belong
// to (/?feed=following, /me/notifications?tab=responses). One-time parameters (a token, a redirect, an error)
// have done their job after the first render.
const KEPT_QUERY_KEYS: readonly string[] = [SHARE_KEY_PARAM, 'q', 'period', 'to', 'from', 'feed', 'tab'];

function queryKey(pair: string): string | null {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * What stays of `search` in the address bar after the first render (with its `?`, or ''): all of it when it
 * carries a campaign-link marker; otherwise only the parameters the page reads — the kept keys and the ones
 * its route's cached copy is keyed on — in their order.
 */
export function queryStringAfterFirstRender(search: string, route?: Pick<RouteDefinition, 'sharedCache'> | null): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return '';
  const pairs = query.split('&').filter((pair) => pair !== '');
  if (pairs.some((pair) => queryKey(pair) === CAMPAIGN_LINK_MARKER)) return `?${query}`;
  const read = new Set([...KEPT_QUERY_KEYS, ...(route?.sharedCache?.query ?? [])]);
  const kept = pairs.filter((pair) => read.has(queryKey(pair) ?? ''));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
