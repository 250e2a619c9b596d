import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_LINK_MARKER,
  PARAM_PATTERNS,
  SHARE_KEY_PARAM,
  buildPath,
  matchRoute,
  postIdFromParam,
  routeByName,
  routeMetricName,
  routes,
  routesInTable,
  startsOnInteraction,
  queryStringAfterFirstRender,
  stripTrailingSlash,
  type RouteTableName,
} from './routes';

const TABLES: RouteTableName[] = ['default', 'user', 'collection', 'all'];

const SAMPLE_PARAMS: Record<string, string> = {
  postId: 'my-story-1a2b3c4d5e6f',
  username: 'ada.l_1',
  collectionSlug: 'the-daily',
  catalogSlugId: 'my-list-0a1b2c3d4e5f',
  tagSlug: 'javascript',
  topicSlug: 'programming',
  year: '2024',
  month: '03',
  day: '15',
  page: '2',
  booksTab: 'purchased',
};
// Unrestricted params get a value needing encoding and equal to no literal segment.
const UNRESTRICTED_SAMPLE = 'zz sample';

function paramNames(path: string): string[] {
  return [...path.matchAll(/\{@?(\w+)\}/g)].map((m) => m[1] ?? '');
}

function sampleParams(path: string): Record<string, string> {
  return Object.fromEntries(paramNames(path).map((name) => [name, SAMPLE_PARAMS[name] ?? UNRESTRICTED_SAMPLE]));
}

function matchName(path: string, table?: RouteTableName): string | undefined {
  return matchRoute(path, table)?.route.name;
}

describe('route table', () => {
  it('has unique names', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every restricted parameter a pattern', () => {
    for (const route of routes) {
      for (const m of route.path.matchAll(/\{@(\w+)\}/g)) {
        expect(PARAM_PATTERNS, `${route.name} ${m[1]}`).toHaveProperty(m[1] ?? '');
      }
    }
  });

  it('has no two routes with the same shape in one table', () => {
    for (const table of TABLES) {
      const shapes = routesInTable(table).map((r) => r.path.replace(/\{@?\w+\}/g, (p) => (p[1] === '@' ? '{@}' : '{}')));
      expect(new Set(shapes).size, table).toBe(shapes.length);
    }
  });

  it('attaches the existing page handlers only', () => {
    const withHandler = routes.filter((r) => r.handler).map((r) => [r.name, r.handler]);
    expect(withHandler).toEqual([
      ['ShowHome', 'home'],
      ['ShowAboutQuire', 'about'],
      ['ShowHelp', 'help'],
      ['ShowLegal', 'legal'],
      ['ShowPost', 'post'],
      ['ShowPostUnderUser', 'post'],
      ['ShowPostUnderCollection', 'post'],
      ['ShowAmpPost', 'post'],
      ['ShowAmpPostUnderCollection', 'post'],
      ['ShowPostEdit', 'editor'],
      ['ShowPostResponses', 'postResponses'],
      ['ShowNewPostResponse', 'postResponses'],
      ['ShowPostSettings', 'postSettings'],
      ['ShowNewStory', 'editor'],
      ['ShowCollectionNewStory', 'editor'],
      ['ShowNewSeries', 'newSeries'],
      ['ShowSeries', 'series'],
      ['ShowSeriesEdit', 'seriesEdit'],
      ['ShowYourSeries', 'yourSeries'],
      ['ShowSequence', 'sequence'],
      ['ShowSequencePost', 'sequencePost'],
      ['ShowNewSequence', 'newSequence'],
      ['ShowSequenceLibrary', 'sequenceLibrary'],
      ['ShowSearch', 'search'],
      ['ShowSearchUsers', 'search'],
      ['ShowSearchPublications', 'search'],
      ['ShowSearchTags', 'search'],
      ['ShowSearchPosts', 'search'],
      ['ShowSearchLists', 'search'],
      ['ShowCollectionSearch', 'search'],
      ['ShowCollectionSearchCategory', 'search'],
      ['ShowUser', 'profile'],
      ['ShowUserById', 'profile'],
      ['ShowUserLatest', 'profile'],
      ['ShowUserHasRecommended', 'profile'],
      ['ShowUserHighlights', 'profile'],
      ['ShowUserSeries', 'profile'],
      ['ShowUserFollowers', 'profile'],
      ['ShowUserFollowing', 'profile'],
      ['ShowUserAbout', 'profile'],
      ['ShowUserLists', 'profile'],
      ['ShowUserList', 'list'],
      ['ShowUserBooks', 'profile'],
      ['ShowUserResponses', 'profile'],
      ['ShowUserMembership', 'userMembership'],
      ['ShowUserAudience', 'audience'],
      ['ShowUserAudienceDetails', 'audience'],
      ['ShowSettings', 'settings'],
      ['ShowYourStories', 'yourStories'],
      ['ShowYourLists', 'yourLists'],
      ['ShowYourList', 'list'],
      ['ShowReadingHistory', 'readingHistory'],
      ['ShowNotifications', 'notifications'],
      ['ShowYourPublications', 'yourPublications'],
      ['ShowStats', 'stats'],
      ['ShowStoriesStats', 'stats'],
      ['ShowAudienceStats', 'stats'],
      ['ShowSubscriptionStats', 'stats'],
      ['ShowPostStats', 'postStats'],
      ['ShowDesign', 'design'],
      ['ShowBillingHistory', 'billingHistory'],
      ['ShowReceipt', 'receipt'],
      ['ShowUpdatePayment', 'updatePayment'],
      ['ShowUserCustomDomainSettings', 'userCustomDomain'],
      ['ShowMutedEntities', 'mutedEntities'],
      ['ShowFollowingEntities', 'followingEntities'],
      ['ShowFollowingTopics', 'followingTopics'],
      ['ShowImportSubscribers', 'importSubscribers'],
      ['ShowCollectionHome', 'publication'],
      ['ShowNewPublication', 'newPublication'],
      ['ShowCollectionAbout', 'publication'],
      ['ShowCollectionMasthead', 'publication'],
      ['ShowCollectionFollowersList', 'publication'],
      ['ShowCollectionLatest', 'publication'],
      ['ShowCollectionTrending', 'publication'],
      ['ShowCollectionFeatured', 'publication'],
      ['ShowCollectionFeaturePage', 'publication'],
      ['ShowCollectionArchive', 'publication'],
      ['ShowCollectionArchiveYear', 'publication'],
      ['ShowCollectionArchiveMonth', 'publication'],
      ['ShowCollectionArchiveDay', 'publication'],
      ['ShowCollectionAll', 'publication'],
      ['ShowCollectionTagged', 'publication'],
      ['ShowCollectionSettings', 'publicationAdmin'],
      ['ShowCollectionAboutSettings', 'publicationAdmin'],
      ['ShowCollectionMastheadSettings', 'publicationAdmin'],
      ['ShowCollectionCustomDomainSettings', 'publicationAdmin'],
      ['ShowCollectionNavigationSettings', 'publicationAdmin'],
      ['ShowCollectionFeaturePages', 'publicationAdmin'],
      ['ShowCollectionNewFeaturePage', 'publicationAdmin'],
      ['ShowCollectionEditFeaturePage', 'publicationAdmin'],
      ['ShowCollectionFollowers', 'publicationAdmin'],
      ['ShowCollectionDesign', 'publicationAdmin'],
      ['ShowCollectionStatsOverview', 'publicationAdmin'],
      ['ShowCollectionStatsStories', 'publicationAdmin'],
      ['ShowCollectionStories', 'publicationAdmin'],
      ['ShowTagPosts', 'tag'],
      ['ShowTagLatest', 'tag'],
      ['ShowTagTop', 'tag'],
      ['ShowTagTopWriters', 'tag'],
      ['ShowTagArchive', 'tag'],
      ['ShowTagArchiveYear', 'tag'],
      ['ShowTagArchiveMonth', 'tag'],
      ['ShowTagArchiveDay', 'tag'],
      ['ShowTopic', 'topic'],
      ['ShowTopics', 'topics'],
      ['ShowCatalogBrowse', 'browse'],
      ['ShowTopStories', 'topStories'],
      ['ShowTrending', 'trending'],
      ['ShowTrendingMode', 'trending'],
      ['ShowTrendingModeTopic', 'trending'],
      ['ShowMembership', 'membership'],
      ['ShowPlans', 'membership'],
      ['ShowGift', 'gift'],
      ['ShowGiftPlans', 'gift'],
      ['ShowGroupGift', 'groupGift'],
      ['ShowRedeemGift', 'redeemGift'],
      ['ShowRedeem', 'redeemGift'],
      ['ShowWelcomeMember', 'welcomeMember'],
      ['ShowPartnerEnroll', 'partnerEnroll'],
      ['ShowPartnerDashboard', 'partnerDashboard'],
      ['ShowPartnerTaxes', 'partnerTaxes'],
      ['ShowPartnerUnenroll', 'partnerUnenroll'],
      ['ShowPartnerTaxReview', 'partnerTaxReview'],
      ['ShowCreators', 'creators'],
      ['ShowEarn', 'creators'],
      ['ShowCreatorTools', 'creators'],
      ['ShowSignIn', 'signin'],
      ['ShowPassword', 'password'],
      ['ShowTwoFactorAuthentication', 'twoFactorAuth'],
      ['ShowRegistrationForm', 'registrationForm'],
      ['ShowUnrecognizedAccount', 'unrecognizedAccount'],
      ['ShowNotAvailable', 'notAvailable'],
      ['ShowNewsletterNewEmail', 'editor'],
      ['ShowNewsletterStats', 'newsletterStats'],
      ['ShowNewsletterSubscribers', 'newsletterSubscribers'],
      ['ShowNewsletterImportSubscribers', 'importSubscribers'],
    ]);
  });

  it('marks server-answered routes', () => {
    for (const name of ['ShowLatestFeed', 'ShowUserFeed', 'SignOut', 'HandleAuthCallback', 'ShowMedia', 'SharePostToTwitter', 'ShowMe']) {
      expect(routeByName(name)?.server, name).toBe(true);
    }
    expect(routeByName('ShowSignIn')?.server).toBeUndefined();
    expect(routeByName('StartAppleAuth')?.flag).toBe('enable_apple_sign_in');
  });

  it('looks routes up by name', () => {
    expect(routeByName('ShowUserFollowers')?.path).toBe('/@{@username}/followers');
    expect(routeByName('ShowUserFollowers', 'user')?.path).toBe('/followers');
    expect(routeByName('ShowUserFollowers', 'collection')).toBeUndefined();
    expect(routeByName('Nope')).toBeUndefined();
  });
});

describe('matchRoute on the default table', () => {
  it.each<[string, string, Record<string, string>?]>([
    ['/', 'ShowHome', {}],
    ['/p/abc-1a2b3c4d5e6f', 'ShowPost', { postId: 'abc-1a2b3c4d5e6f' }],
    ['/p/1a2b3c4d5e6f', 'ShowPost', { postId: '1a2b3c4d5e6f' }],
    ['/@ada/my-story-1a2b3c4d5e6f', 'ShowPostUnderUser', { username: 'ada', postId: 'my-story-1a2b3c4d5e6f' }],
    ['/the-daily/some-title-1a2b3c4d5e6f', 'ShowPostUnderCollection', { collectionSlug: 'the-daily', postId: 'some-title-1a2b3c4d5e6f' }],
    ['/the-daily', 'ShowCollectionHome', { collectionSlug: 'the-daily' }],
    ['/@ada', 'ShowUser', { username: 'ada' }],
    ['/u/5f3a', 'ShowUserById', { userId: '5f3a' }],
    ['/c/9a8b', 'ShowCollectionById', { collectionId: '9a8b' }],
    ['/amp/p/1a2b3c4d5e6f', 'ShowAmpPost'],
    ['/the-daily/amp/p/1a2b3c4d5e6f', 'ShowAmpPostUnderCollection'],
    ['/p/1a2b3c4d5e6f/edit', 'ShowPostEdit'],
    ['/p/1a2b3c4d5e6f/responses', 'ShowPostResponses'],
    ['/p/1a2b3c4d5e6f/responses/new', 'ShowNewPostResponse'],
    ['/p/1a2b3c4d5e6f/settings', 'ShowPostSettings'],
    ['/p/1a2b3c4d5e6f/info', 'ShowPostInfo'],
    ['/p/1a2b3c4d5e6f/revert/v2/17', 'ShowPostRevert', { postId: '1a2b3c4d5e6f', versionId: 'v2', baseRev: '17' }],
    ['/p/1a2b3c4d5e6f/share/twitter', 'SharePostToTwitter'],
    ['/p/1a2b3c4d5e6f/share/facebook', 'SharePostToFacebook'],
    ['/p/1a2b3c4d5e6f/share/linkedIn', 'SharePostToLinkedIn'],
    ['/new-story', 'ShowNewStory'],
    ['/new-story/repost/abc', 'ShowNewStoryRepost', { repostId: 'abc' }],
    ['/the-daily/new-story', 'ShowCollectionNewStory'],
    ['/p/import', 'ShowPostImport'],
    ['/p/import-story', 'ShowImportStory'],
    ['/new-series', 'ShowNewSeries'],
    ['/series/1a2b3c4d5e6f', 'ShowSeries'],
    ['/series/1a2b3c4d5e6f/edit', 'ShowSeriesEdit'],
    ['/me/series', 'ShowYourSeries'],
    ['/s/my-sequence', 'ShowSequence', { sequenceSlug: 'my-sequence' }],
    ['/s/my-sequence/a-post-1a2b3c4d5e6f', 'ShowSequencePost', { sequenceSlug: 'my-sequence', postId: 'a-post-1a2b3c4d5e6f' }],
    ['/s/new', 'ShowNewSequence'],
    ['/collections', 'ShowSequenceLibrary'],
    ['/search', 'ShowSearch'],
    ['/search/users', 'ShowSearchUsers'],
    ['/search/books', 'ShowSearchBooks'],
    ['/search/publications', 'ShowSearchPublications'],
    ['/search/tags', 'ShowSearchTags'],
    ['/search/posts', 'ShowSearchPosts'],
    ['/the-daily/search', 'ShowCollectionSearch'],
    ['/the-daily/search/posts', 'ShowCollectionSearchCategory', { collectionSlug: 'the-daily', category: 'posts' }],
    ['/@ada/latest', 'ShowUserLatest'],
    ['/@ada/has-recommended', 'ShowUserHasRecommended'],
    ['/@ada/highlights', 'ShowUserHighlights'],
    ['/@ada/series', 'ShowUserSeries'],
    ['/@ada/followers', 'ShowUserFollowers'],
    ['/@ada/following', 'ShowUserFollowing'],
    ['/@ada/about', 'ShowUserAbout'],
    ['/@ada/lists', 'ShowUserLists'],
    ['/@ada/list/reading-list', 'ShowUserList', { username: 'ada', catalogSlugId: 'reading-list' }],
    ['/@ada/list/cool-things-0a1b2c3d4e5f', 'ShowUserList', { username: 'ada', catalogSlugId: 'cool-things-0a1b2c3d4e5f' }],
    ['/@ada/books', 'ShowUserBooks'],
    ['/@ada/responses', 'ShowUserResponses'],
    ['/@ada/membership', 'ShowUserMembership'],
    ['/@ada/audience', 'ShowUserAudience'],
    ['/@ada/audience/email', 'ShowUserAudienceDetails', { username: 'ada', details: 'email' }],
    ['/@ada/subscribe', 'ShowUserSubscribe'],
    ['/@ada/follow', 'ShowUserFollow'],
    ['/@ada/stats', 'ShowUserStats'],
    ['/@ada/edit', 'ShowUserEdit'],
    ['/me', 'ShowMe'],
    ['/me/settings', 'ShowSettings', {}],
    ['/me/stories/drafts', 'ShowYourStories', { filterBy: 'drafts' }],
    ['/me/lists', 'ShowYourLists'],
    ['/me/list/reading-list', 'ShowYourList'],
    ['/me/books', 'ShowYourBooks'],
    ['/me/books/discovery', 'ShowYourBooksTab', { booksTab: 'discovery' }],
    ['/me/readinghistory', 'ShowReadingHistory'],
    ['/me/notifications', 'ShowNotifications'],
    ['/me/publications', 'ShowYourPublications'],
    ['/me/stats', 'ShowStats'],
    ['/me/stats/stories', 'ShowStoriesStats'],
    ['/me/stats/audience', 'ShowAudienceStats'],
    ['/me/stats/subscriptions', 'ShowSubscriptionStats'],
    ['/me/stats/post/1a2b3c4d5e6f', 'ShowPostStats', { postId: '1a2b3c4d5e6f' }],
    ['/me/design', 'ShowDesign'],
    ['/me/export', 'ShowExport'],
    ['/me/applications', 'ShowApplications'],
    ['/me/billing-history', 'ShowBillingHistory'],
    ['/me/billing-history/receipt/ch_1', 'ShowReceipt', { chargeId: 'ch_1' }],
    ['/me/settings/payment/update', 'ShowUpdatePayment'],
    ['/me/settings/custom-domain', 'ShowUserCustomDomainSettings'],
    ['/me/settings/mute/users', 'ShowMutedEntities', { activeTab: 'users' }],
    ['/me/following/publications', 'ShowFollowingEntities', { entityName: 'publications' }],
    ['/me/following/topics', 'ShowFollowingTopics', {}],
    ['/me/newsletters', 'ShowYourNewsletters'],
    ['/me/subscribers/import', 'ShowImportSubscribers'],
    ['/me/partner/enroll/terms', 'ShowPartnerEnroll', { step: 'terms' }],
    ['/me/partner/dashboard', 'ShowPartnerDashboard'],
    ['/me/partner/taxes', 'ShowPartnerTaxes'],
    ['/me/partner/unenroll', 'ShowPartnerUnenroll'],
    ['/new-publication', 'ShowNewPublication'],
    ['/the-daily/about', 'ShowCollectionAbout'],
    ['/the-daily/masthead', 'ShowCollectionMasthead', { collectionSlug: 'the-daily' }],
    ['/the-daily/latest', 'ShowCollectionLatest'],
    ['/the-daily/trending', 'ShowCollectionTrending'],
    ['/the-daily/featured', 'ShowCollectionFeatured'],
    ['/the-daily/archive', 'ShowCollectionArchive'],
    ['/the-daily/archive/2024', 'ShowCollectionArchiveYear', { collectionSlug: 'the-daily', year: '2024' }],
    ['/the-daily/archive/2024/03', 'ShowCollectionArchiveMonth'],
    ['/the-daily/archive/2024/03/15', 'ShowCollectionArchiveDay', { collectionSlug: 'the-daily', year: '2024', month: '03', day: '15' }],
    ['/the-daily/all/3', 'ShowCollectionAll', { collectionSlug: 'the-daily', page: '3' }],
    ['/the-daily/tagged/design', 'ShowCollectionTagged', { collectionSlug: 'the-daily', tagSlug: 'design' }],
    ['/the-daily/settings', 'ShowCollectionSettings'],
    ['/the-daily/settings/about', 'ShowCollectionAboutSettings'],
    ['/the-daily/settings/custom-domain', 'ShowCollectionCustomDomainSettings'],
    ['/the-daily/settings/navigation', 'ShowCollectionNavigationSettings'],
    ['/the-daily/settings/feature-pages', 'ShowCollectionFeaturePages'],
    ['/the-daily/settings/feature-pages/new', 'ShowCollectionNewFeaturePage'],
    ['/the-daily/settings/feature-pages/fp1/edit', 'ShowCollectionEditFeaturePage', { collectionSlug: 'the-daily', featurePageId: 'fp1' }],
    ['/the-daily/settings/followers', 'ShowCollectionFollowers'],
    ['/the-daily/design', 'ShowCollectionDesign'],
    ['/the-daily/stats/overview', 'ShowCollectionStatsOverview'],
    ['/the-daily/stats/stories', 'ShowCollectionStatsStories'],
    ['/the-daily/stories/submissions', 'ShowCollectionStories', { collectionSlug: 'the-daily', filterBy: 'submissions' }],
    ['/the-daily/newsletters/weekly', 'ShowCollectionNewsletterLanding', { collectionSlug: 'the-daily', newsletterSlug: 'weekly' }],
    ['/the-daily/new-newsletter', 'ShowCollectionNewNewsletter'],
    ['/the-daily/permissions', 'GetCollectionPermissions'],
    ['/tag/javascript', 'ShowTagPosts', { tagSlug: 'javascript' }],
    ['/tag/javascript/latest', 'ShowTagLatest'],
    ['/tag/javascript/top/year', 'ShowTagTop', { tagSlug: 'javascript', timePeriod: 'year' }],
    ['/tag/javascript/top-writers', 'ShowTagTopWriters'],
    ['/tag/javascript/archive', 'ShowTagArchive'],
    ['/tag/javascript/archive/2023', 'ShowTagArchiveYear'],
    ['/tag/javascript/archive/2023/12', 'ShowTagArchiveMonth'],
    ['/tag/javascript/archive/2023/12/31', 'ShowTagArchiveDay'],
    ['/topic/programming', 'ShowTopic', { topicSlug: 'programming' }],
    ['/topics', 'ShowTopics'],
    ['/browse/staff-picks', 'ShowCatalogBrowse', { catalogSlug: 'staff-picks' }],
    ['/top-stories', 'ShowTopStories'],
    ['/trending', 'ShowTrending'],
    ['/trending/mode/daily', 'ShowTrendingMode', { mode: 'daily' }],
    ['/trending/mode/daily/topic/science', 'ShowTrendingModeTopic', { mode: 'daily', topicSlug: 'science' }],
    ['/book/the-book', 'ShowBook', { bookSlug: 'the-book' }],
    ['/author/jane-doe', 'ShowBookAuthor', { authorSlug: 'jane-doe' }],
    ['/reader/the-book', 'ShowBookReaderStart'],
    ['/reader/the-book/chapter-1', 'ShowBookReader', { bookSlug: 'the-book', assetSlug: 'chapter-1' }],
    ['/audiobook/the-book', 'ShowAudiobook'],
    ['/book-edition/purchase/price_1', 'ShowBookEditionPurchase', { priceId: 'price_1' }],
    ['/book-edition/purchase/price_1/checkout', 'ShowBookEditionCheckout'],
    ['/bisac/FIC000000', 'ShowBisacBooks', { bisac: 'FIC000000' }],
    ['/membership', 'ShowMembership'],
    ['/plans', 'ShowPlans'],
    ['/gift', 'ShowGift'],
    ['/gift-plans', 'ShowGiftPlans'],
    ['/group-gift', 'ShowGroupGift'],
    ['/redeem-gift', 'ShowRedeemGift'],
    ['/redeem', 'ShowRedeem'],
    ['/welcome-member', 'ShowWelcomeMember'],
    ['/creators', 'ShowCreators'],
    ['/earn', 'ShowEarn'],
    ['/creator-tools', 'ShowCreatorTools'],
    ['/m/signin', 'ShowSignIn'],
    ['/m/callback/google', 'HandleAuthCallback', { provider: 'google' }],
    ['/m/signout/tok3n', 'SignOut', { xsrf: 'tok3n' }],
    ['/m/account/confirm/k3y', 'ConfirmAccount', { key: 'k3y' }],
    ['/m/connect/google', 'ConnectGoogle'],
    ['/m/connect/facebook', 'ConnectFacebook'],
    ['/m/start-auth/apple', 'StartAppleAuth'],
    ['/m/account/authenticate-twitter', 'AuthenticateTwitter'],
    ['/password', 'ShowPassword'],
    ['/two-factor-authentication', 'ShowTwoFactorAuthentication'],
    ['/registration-form', 'ShowRegistrationForm'],
    ['/unrecognized-account', 'ShowUnrecognizedAccount'],
    ['/suspended', 'ShowSuspended'],
    ['/suspended/export', 'ShowSuspendedExport'],
    ['/not-available', 'ShowNotAvailable'],
    ['/newsletters/nl1/new-email', 'ShowNewsletterNewEmail', { newsletterV3Id: 'nl1' }],
    ['/newsletters/nl1/stats', 'ShowNewsletterStats'],
    ['/feed/latest', 'ShowLatestFeed', {}],
    ['/feed/the-daily', 'ShowCollectionFeed', { collectionSlug: 'the-daily' }],
    ['/feed/@ada', 'ShowUserFeed', { username: 'ada' }],
    ['/feed/tag/javascript', 'ShowTagFeed', { tagSlug: 'javascript' }],
    ['/feed/topic/science', 'ShowTopicFeed', { topicSlug: 'science' }],
    ['/_/admin/internal-status', 'ShowInternalStatus'],
    ['/_/curation/discovery/next-author', 'ShowNextAuthorCuration'],
    ['/_/oh-noes', 'ShowOhNoes'],
    ['/media/abc123', 'ShowMedia', { mediaId: 'abc123' }],
  ])('%s -> %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    if (params) expect(match?.params).toEqual(params);
  });

  it.each(['/x/', '/@ada/', '//', '/me//settings', 'me/settings', '', '/@ada/my-story-1a2b3c4d5e6f/nope/extra'])(
    'does not match %j',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('ignores a query string or hash', () => {
    expect(matchRoute('/@ada?source=x#frag')?.params).toEqual({ username: 'ada' });
  });
});

describe('specificity', () => {
  it('prefers literal segments to parameters regardless of declaration order', () => {
    expect(matchName('/me/settings')).toBe('ShowSettings');
    expect(matchName('/me/design')).toBe('ShowDesign');
    expect(matchName('/search')).toBe('ShowSearch');
    expect(matchName('/trending')).toBe('ShowTrending');
    expect(matchName('/feed/latest')).toBe('ShowLatestFeed');
    expect(matchName('/s/new')).toBe('ShowNewSequence');
    expect(matchName('/me/following/topics')).toBe('ShowFollowingTopics');
    expect(matchName('/p/import')).toBe('ShowPostImport');
    expect(matchName('/u/1a2b3c4d5e6f')).toBe('ShowUserById');
    expect(matchName('/s/1a2b3c4d5e6f')).toBe('ShowSequence');
  });

  it('breaks ties by the leftmost more specific segment', () => {
    // Both /tag/{@tagSlug} and /{@collectionSlug}/about have one literal and one restricted parameter.
    expect(matchName('/tag/about')).toBe('ShowTagPosts');
  });

  it('only lets restricted parameters match their pattern', () => {
    expect(matchName('/the-daily/not-a-post')).toBeUndefined();
    expect(matchName('/The-Daily')).toBeUndefined();
    expect(matchName('/@not-valid!')).toBeUndefined();
    expect(matchName('/the-daily/archive/24')).toBeUndefined();
    expect(matchName('/the-daily/archive/2024/13')).toBeUndefined();
    expect(matchName('/me/books/unknown-tab')).toBeUndefined();
    expect(matchName('/p/1a2b')).toBeUndefined();
  });

  it('keeps user and collection post routes apart', () => {
    expect(matchName('/@ada/1a2b3c4d5e6f')).toBe('ShowPostUnderUser');
    expect(matchName('/ada/1a2b3c4d5e6f')).toBe('ShowPostUnderCollection');
  });
});

describe('user table', () => {
  it('strips the leading user segment', () => {
    expect(matchRoute('/', 'user')).toMatchObject({ route: { name: 'ShowUser', path: '/' }, params: {} });
    expect(matchName('/followers', 'user')).toBe('ShowUserFollowers');
    expect(matchName('/about', 'user')).toBe('ShowUserAbout');
    expect(matchRoute('/my-story-1a2b3c4d5e6f', 'user')).toMatchObject({
      route: { name: 'ShowPostUnderUser', path: '/{@postId}', handler: 'post' },
      params: { postId: 'my-story-1a2b3c4d5e6f' },
    });
    expect(matchRoute('/list/reading-list', 'user')?.params).toEqual({ catalogSlugId: 'reading-list' });
  });

  it('contains every route under /@{@username}', () => {
    const expected = routes.filter((r) => r.path === '/@{@username}' || r.path.startsWith('/@{@username}/')).map((r) => r.name);
    const names = routesInTable('user').map((r) => r.name);
    expect(expected.length).toBeGreaterThan(15);
    for (const name of expected) expect(names).toContain(name);
  });

  it('contains the all-table routes and not main-site ones', () => {
    expect(matchName('/me/settings', 'user')).toBe('ShowSettings');
    expect(matchName('/m/signin', 'user')).toBe('ShowSignIn');
    expect(matchName('/media/abc', 'user')).toBe('ShowMedia');
    expect(matchName('/_/oh-noes', 'user')).toBe('ShowOhNoes');
    expect(matchName('/p/1a2b3c4d5e6f', 'user')).toBe('ShowPost');
    expect(matchName('/@ada', 'user')).toBeUndefined();
    expect(matchName('/search', 'user')).toBeUndefined();
    expect(matchName('/the-daily', 'user')).toBeUndefined();
  });

  it('builds scoped paths without the username', () => {
    expect(buildPath('ShowUser', {}, { table: 'user' })).toBe('/');
    expect(buildPath('ShowUserFollowers', { username: 'ada' }, { table: 'user' })).toBe('/followers');
    expect(buildPath('ShowPostUnderUser', { postId: 'x-1a2b3c4d5e6f' }, { table: 'user' })).toBe('/x-1a2b3c4d5e6f');
    expect(() => buildPath('ShowTagPosts', { tagSlug: 'x' }, { table: 'user' })).toThrow(
      'Route ShowTagPosts is not in the user route table',
    );
  });
});

describe('collection table', () => {
  it('strips the leading collection segment', () => {
    expect(matchName('/', 'collection')).toBe('ShowCollectionHome');
    expect(matchName('/about', 'collection')).toBe('ShowCollectionAbout');
    expect(matchRoute('/some-title-1a2b3c4d5e6f', 'collection')).toMatchObject({
      route: { name: 'ShowPostUnderCollection', handler: 'post' },
      params: { postId: 'some-title-1a2b3c4d5e6f' },
    });
    expect(matchRoute('/tagged/design', 'collection')?.params).toEqual({ tagSlug: 'design' });
    expect(matchRoute('/archive/2024/03/15', 'collection')?.params).toEqual({ year: '2024', month: '03', day: '15' });
    expect(matchName('/search/posts', 'collection')).toBe('ShowCollectionSearchCategory');
    expect(matchName('/settings/feature-pages/new', 'collection')).toBe('ShowCollectionNewFeaturePage');
    expect(matchName('/amp/p/1a2b3c4d5e6f', 'collection')).toBe('ShowAmpPostUnderCollection');
  });

  it('contains the all-table routes and not main-site ones', () => {
    expect(matchName('/me/stories/drafts', 'collection')).toBe('ShowYourStories');
    expect(matchName('/m/callback/google', 'collection')).toBe('HandleAuthCallback');
    expect(matchName('/_/admin/internal-status', 'collection')).toBe('ShowInternalStatus');
    // A publication's followers page, not a person's.
    expect(matchName('/followers', 'collection')).toBe('ShowCollectionFollowersList');
    expect(matchName('/the-daily/about', 'collection')).toBeUndefined();
    expect(matchName('/topics', 'collection')).toBeUndefined();
  });

  it('builds scoped paths', () => {
    expect(buildPath('ShowCollectionHome', {}, { table: 'collection' })).toBe('/');
    expect(buildPath('ShowCollectionTagged', { tagSlug: 'design' }, { table: 'collection' })).toBe('/tagged/design');
  });
});

describe('all table', () => {
  it('holds only routes shared by every table', () => {
    const all = routesInTable('all').map((r) => r.name);
    expect(all).toContain('ShowMedia');
    expect(all).not.toContain('ShowHome');
    for (const table of TABLES) {
      const names = routesInTable(table).map((r) => r.name);
      for (const name of all) expect(names, `${table} ${name}`).toContain(name);
    }
  });
});

describe('buildPath', () => {
  it.each(TABLES)('round-trips every route of the %s table', (table) => {
    for (const route of routesInTable(table)) {
      const params = sampleParams(route.path);
      const path = buildPath(route.name, params, { table });
      const match = matchRoute(path, table);
      expect(match?.route.name, `${route.name} built as ${path}`).toBe(route.name);
      expect(match?.params, route.name).toEqual(params);
    }
  });

  it('builds the main shapes', () => {
    expect(buildPath('ShowHome')).toBe('/');
    expect(buildPath('ShowUser', { username: 'ada' })).toBe('/@ada');
    expect(buildPath('ShowPostUnderCollection', { collectionSlug: 'the-daily', postId: 'hi-1a2b3c4d5e6f' })).toBe(
      '/the-daily/hi-1a2b3c4d5e6f',
    );
    expect(buildPath('ShowCollectionArchiveMonth', { collectionSlug: 'the-daily', year: 2024, month: '03' })).toBe(
      '/the-daily/archive/2024/03',
    );
    expect(buildPath('ShowUserFeed', { username: 'ada' })).toBe('/feed/@ada');
  });

  it('appends query and hash', () => {
    expect(buildPath('ShowSettings', {}, { hash: '#membership', query: { updatedPayment: '1' } })).toBe(
      '/me/settings?updatedPayment=1#membership',
    );
    expect(buildPath('ShowRedeem', {}, { query: { giftCode: 'A B&C', unused: undefined } })).toBe('/redeem?giftCode=A%20B%26C');
    expect(buildPath('ShowBookReader', { bookSlug: 'b', assetSlug: 'c1' }, { hash: 'p3' })).toBe('/reader/b/c1#p3');
    expect(buildPath('ShowRedeem', {}, { query: {}, hash: '' })).toBe('/redeem');
  });

  it('throws on an unknown route', () => {
    expect(() => buildPath('ShowNothing')).toThrow(new Error('Unknown route: ShowNothing'));
  });

  it('throws on a missing or empty parameter, naming it', () => {
    expect(() => buildPath('ShowUser')).toThrow(new Error('Missing route parameter "username" for route ShowUser'));
    expect(() => buildPath('ShowPostUnderUser', { username: 'ada', postId: '' })).toThrow(
      new Error('Missing route parameter "postId" for route ShowPostUnderUser'),
    );
    expect(() => buildPath('ShowSequence', { sequenceSlug: undefined })).toThrow(
      'Missing route parameter "sequenceSlug" for route ShowSequence',
    );
  });

  it('throws when a restricted parameter does not fit its pattern', () => {
    expect(() => buildPath('ShowUser', { username: 'not valid!' })).toThrow(/"username".*ShowUser/);
    expect(() => buildPath('ShowPost', { postId: 'no-hex-here' })).toThrow(/"postId"/);
    expect(() => buildPath('ShowCollectionHome', { collectionSlug: 'Has/Slash' })).toThrow(/"collectionSlug"/);
  });
});

describe('parameter encoding', () => {
  it('encodes on build and decodes on match', () => {
    const path = buildPath('ShowSequence', { sequenceSlug: 'a b/c?d' });
    expect(path).toBe('/s/a%20b%2Fc%3Fd');
    expect(matchRoute(path)?.params).toEqual({ sequenceSlug: 'a b/c?d' });
  });

  it('applies patterns to the encoded segment', () => {
    const path = buildPath('ShowTagPosts', { tagSlug: 'café' });
    expect(path).toBe('/tag/caf%C3%A9');
    expect(matchRoute(path)?.params).toEqual({ tagSlug: 'café' });
    const post = buildPath('ShowPost', { postId: 'élan-1a2b3c4d5e6f' });
    expect(matchRoute(post)?.params).toEqual({ postId: 'élan-1a2b3c4d5e6f' });
  });

  it('rejects malformed percent-encoding', () => {
    expect(matchRoute('/s/%E0%A4%A')).toBeNull();
  });

  it('matches a restricted parameter only when a link could be built with its value', () => {
    expect(matchRoute('/tag/%2e%2e')).toBeNull();
    expect(matchRoute('/tag/%2E')).toBeNull();
    expect(matchRoute('/the-long-read/tagged/%2e%2e')).toBeNull();
    expect(matchRoute('/tag/caf%c3%a9')?.params).toEqual({ tagSlug: 'café' });
    // Whatever matches can be linked to again.
    for (const path of ['/tag/caf%c3%a9', '/the-long-read/tagged/maps', '/@ada/notes-0123456789ab']) {
      const match = matchRoute(path);
      expect(match).not.toBeNull();
      expect(() => buildPath(match!.route.name, match!.params)).not.toThrow();
    }
  });
});

describe('stripTrailingSlash', () => {
  it.each<[string, string | null]>([
    ['/', null],
    ['/x', null],
    ['', null],
    ['/x/', '/x'],
    ['/@ada/about/', '/@ada/about'],
    ['/x///', '/x'],
    ['//', '/'],
    ['/x/?a=1#h', '/x?a=1#h'],
    ['/x?next=/', null],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
  ])('%j -> %j', (input, expected) => {
    expect(stripTrailingSlash(input)).toBe(expected);
  });
});

describe('startsOnInteraction', () => {
  const startsOnInteractionAt = (path: string) => startsOnInteraction(matchRoute(path)?.route);

  it('is true of reading pages: stories, home, profiles, publications, tags, search', () => {
    for (const path of ['/', '/@ada/a-story-0123456789ab', '/p/0123456789ab', '/@ada', '/the-long-read', '/tag/programming', '/search', '/topic/science', '/trending']) {
      expect(startsOnInteractionAt(path), path).toBe(true);
    }
  });

  it('is false of pages that are the application: signed-in only, sign-in, payments, and pages without a handler', () => {
    for (const path of ['/new-story', '/p/0123456789ab/edit', '/me/settings', '/me/stats', '/me/list/reading-list', '/m/signin', '/me', '/no/such/page/here']) {
      expect(startsOnInteractionAt(path), path).toBe(false);
    }
  });
});

describe('postIdFromParam', () => {
  it.each<[string, string | null]>([
    ['my-story-1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['a-b-c-deadbeef', 'deadbeef'],
    ['my-story', null],
    ['my-story-', null],
    ['my-story-1A2B3C4D5E6F', null],
    ['', null],
  ])('%j -> %j', (param, expected) => {
    expect(postIdFromParam(param)).toBe(expected);
  });

  it('agrees with matched post params', () => {
    const params = matchRoute('/@ada/hello-world-0123456789ab')?.params ?? {};
    expect(postIdFromParam(params.postId ?? '')).toBe('0123456789ab');
  });
});

describe('queryStringAfterFirstRender', () => {
  it('names the kept keys', () => {
    expect(CAMPAIGN_LINK_MARKER).toBe('source');
    expect(SHARE_KEY_PARAM).toBe('sk');
  });

  it.each<[string, string]>([
    ['', ''],
    ['?', ''],
    ['?q=hello', '?q=hello'],
    ['?source=campaign-1', '?source=campaign-1'],
    ['source=campaign-1&utm_medium=mail', '?source=campaign-1&utm_medium=mail'],
    ['?q=x&sk=abc123', '?q=x&sk=abc123'],
    ['?sk', '?sk'],
    ['?sources=1', ''],
    ['?x=source', ''],
    ['?%73k=1', '?%73k=1'],
    ['?%E0%A4%A=1', ''],
    ['?to=abc', '?to=abc'],
    ['?utm_source=x&to=abc&ref=y', '?to=abc'],
    ['?q=x&utm_source=y', '?q=x'],
    ['?feed=following&to=c2&utm_source=y', '?feed=following&to=c2'],
    ['?tab=responses&to=c2', '?tab=responses&to=c2'],
    ['?token=secret&redirect=%2F', ''],
  ])('%j keeps %j', (search, expected) => {
    expect(queryStringAfterFirstRender(search)).toBe(expected);
  });

  it('keeps the parameters the route’s page reads', () => {
    const trending = matchRoute('/trending')?.route;
    expect(queryStringAfterFirstRender('?rank=11&to=c2&x=1', trending)).toBe('?rank=11&to=c2');
    expect(queryStringAfterFirstRender('?rank=11&x=1', matchRoute('/about')?.route)).toBe('');
  });
});

describe('routeMetricName', () => {
  it.each<[string, string]>([
    ['ShowHome', 'homepage'],
    ['ShowPost', 'post'],
    ['ShowPostUnderUser', 'post'],
    ['ShowPostUnderCollection', 'post'],
    ['ShowUser', 'profile'],
    ['ShowCollectionHome', 'collection-homepage'],
    ['ShowCollectionAbout', 'collection-about'],
    ['ShowCollectionTagged', 'collection-tagged'],
    ['ShowTagPosts', 'tag'],
    ['ShowTopic', 'topic'],
    ['ShowUserList', 'list'],
    ['ShowSequencePost', 'sequence-post'],
    ['ShowPostStats', 'stats-post'],
    ['ShowBook', 'book'],
    ['ShowBookAuthor', 'book-author'],
    ['ShowBookReader', 'book-reader'],
    ['ShowYourBooks', 'your-books'],
    ['ShowSettings', 'other'],
    ['NoSuchRoute', 'other'],
  ])('%s -> %s', (name, metric) => {
    expect(routeMetricName(name)).toBe(metric);
  });
});
