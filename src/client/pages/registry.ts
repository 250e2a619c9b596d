import type { ComponentType } from 'react';
import type { PageHandlerName, RouteDefinition } from '../../shared/routes';

export interface PageProps {
  params: Record<string, string>;
  route: RouteDefinition;
}

type PageModule = { default: ComponentType<PageProps> };

/** One lazily loaded module per page handler named in the route table. */
export const pageLoaders: Record<PageHandlerName, () => Promise<PageModule>> = {
  home: () => import('./Home/HomePage'),
  post: () => import('./Post/PostPage'),
  signin: () => import('./SignIn/SignInPage'),
  password: () => import('./Password/PasswordPage'),
  twoFactorAuth: () => import('./TwoFactorAuth/TwoFactorAuthPage'),
  registrationForm: () => import('./RegistrationForm/RegistrationFormPage'),
  settings: () => import('./Settings/SettingsPage'),
  editor: () => import('./Editor/EditorPage'),
  postSettings: () => import('./PostSettings/PostSettingsPage'),
  yourStories: () => import('./YourStories/YourStoriesPage'),
  publication: () => import('./Publication/PublicationPage'),
  publicationAdmin: () => import('./PublicationAdmin/PublicationAdminPage'),
  newPublication: () => import('./NewPublication/NewPublicationPage'),
  yourPublications: () => import('./YourPublications/YourPublicationsPage'),
  userCustomDomain: () => import('./UserCustomDomain/UserCustomDomainPage'),
  profile: () => import('./Profile/ProfilePage'),
  design: () => import('./Design/DesignPage'),
  followingEntities: () => import('./Relations/FollowingPage'),
  mutedEntities: () => import('./Relations/MutedPage'),
  about: () => import('./Static/AboutPage'),
  help: () => import('./Static/HelpPage'),
  legal: () => import('./Static/LegalPage'),
  stats: () => import('./Stats/StatsPage'),
  postStats: () => import('./Stats/PostStatsPage'),
  postResponses: () => import('./Responses/PostResponsesPage'),
  yourLists: () => import('./Lists/YourListsPage'),
  list: () => import('./Lists/ListPage'),
  readingHistory: () => import('./ReadingHistory/ReadingHistoryPage'),
  notifications: () => import('./Notifications/NotificationsPage'),
  tag: () => import('./Tag/TagPage'),
  topic: () => import('./Topic/TopicPage'),
  topics: () => import('./Topic/TopicsPage'),
  followingTopics: () => import('./Topic/FollowingTopicsPage'),
  trending: () => import('./Trending/TrendingPage'),
  topStories: () => import('./Trending/TopStoriesPage'),
  browse: () => import('./Trending/BrowsePage'),
  newSeries: () => import('./Series/NewSeriesPage'),
  series: () => import('./Series/SeriesPage'),
  seriesEdit: () => import('./Series/SeriesEditPage'),
  yourSeries: () => import('./Series/YourSeriesPage'),
  sequence: () => import('./Sequence/SequencePage'),
  sequencePost: () => import('./Sequence/SequencePostPage'),
  newSequence: () => import('./Sequence/NewSequencePage'),
  sequenceLibrary: () => import('./Sequence/SequenceLibraryPage'),
  search: () => import('./Search/SearchPage'),
  membership: () => import('./Membership/MembershipPage'),
  userMembership: () => import('./Membership/UserMembershipPage'),
  welcomeMember: () => import('./Membership/WelcomeMemberPage'),
  billingHistory: () => import('./Billing/BillingHistoryPage'),
  receipt: () => import('./Billing/ReceiptPage'),
  updatePayment: () => import('./Billing/UpdatePaymentPage'),
  gift: () => import('./Gift/GiftPage'),
  groupGift: () => import('./Gift/GroupGiftPage'),
  redeemGift: () => import('./Gift/RedeemGiftPage'),
  partnerEnroll: () => import('./Partner/PartnerEnrollPage'),
  partnerDashboard: () => import('./Partner/PartnerDashboardPage'),
  partnerTaxes: () => import('./Partner/PartnerTaxesPage'),
  partnerUnenroll: () => import('./Partner/PartnerUnenrollPage'),
  partnerTaxReview: () => import('./Partner/PartnerTaxReviewPage'),
  audience: () => import('./Audience/AudiencePage'),
  importSubscribers: () => import('./Audience/ImportSubscribersPage'),
  newsletterStats: () => import('./Audience/NewsletterStatsPage'),
  newsletterSubscribers: () => import('./Audience/NewsletterSubscribersPage'),
  creators: () => import('./Creators/CreatorsPage'),
  notAvailable: () => import('./Notice/NoticePage'),
  unrecognizedAccount: () => import('./Notice/NoticePage'),
};

const loaded = new Map<PageHandlerName, ComponentType<PageProps>>();

export class PagePreloadError extends Error {}

/** Loads a page module and checks it really is a page; the error names what was wrong. */
export async function preloadPage(handler: PageHandlerName): Promise<ComponentType<PageProps>> {
  const cached = loaded.get(handler);
  if (cached) return cached;
  const loader = pageLoaders[handler] as (() => Promise<PageModule>) | undefined;
  if (!loader) throw new PagePreloadError(`Missing page module for handler "${handler}"`);
  const mod = await loader();
  if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
    throw new PagePreloadError(`Invalid page object for handler "${handler}": the module has no default component`);
  }
  loaded.set(handler, mod.default);
  return mod.default;
}

export function loadedPage(handler: PageHandlerName): ComponentType<PageProps> | undefined {
  return loaded.get(handler);
}
