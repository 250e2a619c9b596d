/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Milliseconds since the epoch (GraphQL Int is only 32 bits). */
  Long: { input: number; output: number; }
};

export type About = {
  __typename?: 'About';
  productName: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** The account was deleted by its owner or an operator (its pages answer 410). */
export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  message: Scalars['String']['output'];
};

export type AccountSession = {
  __typename?: 'AccountSession';
  createdAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  isCurrent: Scalars['Boolean']['output'];
  lastSeenAt: Scalars['Long']['output'];
  userAgent: Scalars['String']['output'];
};

export type AccountSuspended = {
  __typename?: 'AccountSuspended';
  message: Scalars['String']['output'];
};

export type ActivityLastViewed = {
  __typename?: 'ActivityLastViewed';
  /** When the reader opened the bell; every notification up to then reads as read. */
  lastViewedAt: Scalars['Long']['output'];
  notificationStatus: NotificationStatus;
};

export type AlreadyExists = {
  __typename?: 'AlreadyExists';
  message: Scalars['String']['output'];
};

/** The signed-in writer's audience. */
export type AudienceStats = {
  __typename?: 'AudienceStats';
  followerCount: Scalars['Int']['output'];
  /** The sum of newFollowersPerDay. */
  newFollowersInPeriod: Scalars['Int']['output'];
  /** People who follow the writer now, by the day they followed: one entry per day of the period (oldest first), days without any included. */
  newFollowersPerDay: Array<DailyCount>;
};

/** Signed in. The session itself travels only in an HttpOnly cookie, so sessionToken is always null. */
export type AuthInfo = {
  __typename?: 'AuthInfo';
  redirect: Scalars['String']['output'];
  sessionToken?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

/** The password was right and a second factor is needed: pass this token back with the code. */
export type AuthToken = {
  __typename?: 'AuthToken';
  token: Scalars['String']['output'];
};

/** A method being set up. For AUTH_APP the secret is shown as a QR code and an otpauth link. */
export type AuthyUser = {
  __typename?: 'AuthyUser';
  authyId: Scalars['String']['output'];
  otpauthUri?: Maybe<Scalars['String']['output']>;
  /** The phone number's last digits, for SMS_TEXT and VOICE_CALL. */
  phoneLast4?: Maybe<Scalars['String']['output']>;
  preferredMethod: TwoFactorMethod;
  qrCodeSvg?: Maybe<Scalars['String']['output']>;
};

export type BadRequest = {
  __typename?: 'BadRequest';
  message: Scalars['String']['output'];
};

/** A person has blocked the reader (spec: the 403 page 'This user had blocked you from following them or viewing their stories.'). */
export type Blocked = {
  __typename?: 'Blocked';
  message: Scalars['String']['output'];
};

/** Spec 2 §3: card brands, as shown on billing pages. */
export type CardBrand =
  | 'AMEX'
  | 'DINERS_CLUB'
  | 'DISCOVER'
  | 'JCB'
  | 'MASTERCARD'
  | 'OTHERS'
  | 'VISA';

export type Catalog = {
  __typename?: 'Catalog';
  /** Its address under /browse, when staff gave it one. */
  browseSlug?: Maybe<Scalars['String']['output']>;
  /** Every reader's claps together. */
  clapCount: Scalars['Int']['output'];
  /** How many readers clapped. */
  clapperCount: Scalars['Int']['output'];
  /** Who clapped and how many times, newest clapper first. */
  clappers: ClapperConnection;
  createdAt: Scalars['Long']['output'];
  creator: User;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The list's stories in the creator's order (the reading list: newest saved first); stories the reader cannot read are left out. */
  itemsConnection: CatalogItemConnection;
  name: Scalars['String']['output'];
  /** How many stories the list holds. */
  postItemsCount: Scalars['Int']['output'];
  /** READING_LIST for the reading list, else null. */
  predefined?: Maybe<PredefinedCatalogType>;
  /** The list's slugged id for its address: reading-list, or the name's slug plus the id. */
  slugId: Scalars['String']['output'];
  type: CatalogType;
  updatedAt: Scalars['Long']['output'];
  /** The signed-in reader's claps (0 signed out). */
  viewerClapCount: Scalars['Int']['output'];
  viewerEdge: CatalogViewerEdge;
  visibility: CatalogVisibility;
};


export type CatalogClappersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CatalogItemsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type CatalogConnection = {
  __typename?: 'CatalogConnection';
  catalogs: Array<Catalog>;
  pagingInfo: PagingInfo;
};

export type CatalogDeleted = {
  __typename?: 'CatalogDeleted';
  catalogId: Scalars['ID']['output'];
};

/** A list's discussion (lists answer with this beside their own fields). */
export type CatalogDiscussion = {
  __typename?: 'CatalogDiscussion';
  catalogId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  isDiscussionClosed: Scalars['Boolean']['output'];
  responsesCount: Scalars['Int']['output'];
  threadedCatalogResponses: ResponseConnection;
  viewerEdge: ResponseViewerEdge;
};


/** A list's discussion (lists answer with this beside their own fields). */
export type CatalogDiscussionThreadedCatalogResponsesArgs = {
  paging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};

export type CatalogDiscussionResult = BadRequest | CatalogDiscussion | Forbidden | NotFound | TooManyRequests;

export type CatalogItem = {
  __typename?: 'CatalogItem';
  addedAt: Scalars['Long']['output'];
  catalogItemId: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  post: Post;
};

export type CatalogItemConnection = {
  __typename?: 'CatalogItemConnection';
  items: Array<CatalogItem>;
  pagingInfo: PagingInfo;
};

export type CatalogResult = BadRequest | Catalog | Forbidden | NotFound | TooManyRequests;

export type CatalogSearchConnection = {
  __typename?: 'CatalogSearchConnection';
  catalogs: Array<Catalog>;
  pagingInfo: PagingInfo;
};

export type CatalogType =
  | 'LISTS';

export type CatalogViewerEdge = {
  __typename?: 'CatalogViewerEdge';
  /** catalogId:viewerId */
  id: Scalars['ID']['output'];
  /** The reader created this list (and may edit it). */
  isCreator: Scalars['Boolean']['output'];
};

export type CatalogVisibility =
  | 'PRIVATE'
  | 'PUBLIC';

/** One payment (or failed attempt) on the viewer's account: a row of billing history and a receipt. */
export type Charge = {
  __typename?: 'Charge';
  /** Cents. */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['Long']['output'];
  currency: Currency;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentMethod?: Maybe<PaymentMethod>;
  periodEnd?: Maybe<Scalars['Long']['output']>;
  /** The period this charge paid for, when it was a membership charge. */
  periodStart?: Maybe<Scalars['Long']['output']>;
  receiptNumber: Scalars['String']['output'];
  status: ChargeStatus;
};

export type ChargeConnection = {
  __typename?: 'ChargeConnection';
  charges: Array<Charge>;
  pagingInfo: PagingInfo;
};

export type ChargeStatus =
  | 'FAILED'
  | 'PAID'
  | 'REFUNDED';

export type CheckoutNotAvailable = {
  __typename?: 'CheckoutNotAvailable';
  message: Scalars['String']['output'];
};

export type CheckoutResult = BadRequest | CheckoutNotAvailable | CheckoutSession | Forbidden | PaymentError;

/** Where the browser goes to pay: Stripe Checkout (with 3-D Secure 2 when the bank asks). */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  url: Scalars['String']['output'];
};

/** One reader's claps for a story or a list. */
export type Clapper = {
  __typename?: 'Clapper';
  /** This reader's claps (1 to 50). */
  clapCount: Scalars['Int']['output'];
  /** When the reader first clapped. */
  clappedAt: Scalars['Long']['output'];
  /** The target and the reader. */
  id: Scalars['ID']['output'];
  user: User;
};

export type ClapperConnection = {
  __typename?: 'ClapperConnection';
  clappers: Array<Clapper>;
  pagingInfo: PagingInfo;
};

export type ClearReadingHistoryResult = ReadingHistoryCleared | TooManyRequests;

export type CodeBlockMetadata = {
  __typename?: 'CodeBlockMetadata';
  lang?: Maybe<Scalars['String']['output']>;
};

export type Collection = {
  __typename?: 'Collection';
  /** Every story published in the publication, newest first, in numbered pages (/{collectionSlug}/all/{page}; page from 1). A page past the last has no stories. */
  allPostsPage: CollectionPostsPage;
  /** Counts per year (and per month and day of the period asked for), and the stories of that period. */
  archive: CollectionArchive;
  avatar?: Maybe<ImageMetadata>;
  createdAt: Scalars['Long']['output'];
  creator: User;
  /** The custom domain with its verification state: the live one for everyone, a pending one for editors only. */
  customDomainState?: Maybe<CustomDomainState>;
  /** The design when the editors made one, else null. */
  customStyleSheet?: Maybe<CollectionDesign>;
  /** The about page's text (paragraphs separated by blank lines). */
  description: Scalars['String']['output'];
  /** The design (fonts, colours, header image); the defaults when never designed. */
  design: CollectionDesign;
  /** The live (verified) custom domain, or null: links to the publication and its stories use it. */
  domain?: Maybe<Scalars['String']['output']>;
  featurePage?: Maybe<FeaturePage>;
  featurePages: Array<FeaturePage>;
  /** Stories the editors chose for the top of the home page, in order. */
  featuredPosts: Array<Post>;
  followerCount: Scalars['Int']['output'];
  /** Followers of the publication, newest first. */
  followersConnection: UserConnection;
  id: Scalars['ID']['output'];
  /** Publications are designable (Design your publication). */
  isAuroraEligible: Scalars['Boolean']['output'];
  isAuroraVisible: Scalars['Boolean']['output'];
  /** Stories published in the publication, newest first (keyset paging: pass back pagingInfo.next). */
  latestPostsConnection: PostConnection;
  /** A wide wordmark shown in the header instead of the name, when there is one. */
  logo?: Maybe<ImageMetadata>;
  masthead: CollectionMasthead;
  /** The publication's home page (on its custom domain when it has one). */
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Navigation items of the header, in order. */
  navItems: Array<CollectionNavItem>;
  /** The publication's newsletter; null until its editors create one at /{collectionSlug}/new-newsletter. */
  newsletterV3?: Maybe<NewsletterV3>;
  /** Editors only (empty for anyone else): invitations not yet answered. */
  pendingInvitations: Array<CollectionInvitation>;
  /** Stories published in the publication. */
  postCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** Editors only: the publication's stories by state (published, submissions, drafts). */
  storiesConnection: PostConnection;
  /** Editors only (zeros for anyone else). */
  storyCounts: CollectionStoryCounts;
  /** Stories in the publication with this tag, newest first. */
  taggedPostsConnection: PostConnection;
  /** One line under the name in the header. */
  tagline: Scalars['String']['output'];
  /** The publication's stories trending now (/{collectionSlug}/trending): the site's trending ranking (the default mode) among its stories, best first. */
  trendingPostsConnection: PostConnection;
  viewerEdge: CollectionViewerEdge;
};


export type CollectionAllPostsPageArgs = {
  page: Scalars['Int']['input'];
};


export type CollectionArchiveArgs = {
  day?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type CollectionFeaturePageArgs = {
  slug: Scalars['String']['input'];
};


export type CollectionFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionLatestPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionStoriesConnectionArgs = {
  filter: CollectionStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionTaggedPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
  tagSlug: Scalars['String']['input'];
};


export type CollectionTrendingPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type CollectionArchive = {
  __typename?: 'CollectionArchive';
  /** Days of the month asked for, with stories. */
  days: Array<CollectionArchiveCount>;
  /** Months of the year asked for, with stories. */
  months: Array<CollectionArchiveCount>;
  /** Stories of the period asked for (all of them without one), newest first. */
  postsConnection: PostConnection;
  /** Every year with stories, newest first. */
  years: Array<CollectionArchiveCount>;
};


export type CollectionArchivePostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type CollectionArchiveCount = {
  __typename?: 'CollectionArchiveCount';
  count: Scalars['Int']['output'];
  day?: Maybe<Scalars['Int']['output']>;
  month?: Maybe<Scalars['Int']['output']>;
  year: Scalars['Int']['output'];
};

export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  collections: Array<Collection>;
  pagingInfo: PagingInfo;
};

export type CollectionDesign = {
  __typename?: 'CollectionDesign';
  accentColor: Scalars['String']['output'];
  backgroundColor: Scalars['String']['output'];
  /** font1 for the name and titles, font2 for text, font3 for details (the same fonts profiles use). */
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  headerImage?: Maybe<ImageMetadata>;
  id: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['Long']['output']>;
};

/** Only the fields given change; removeHeaderImage takes the header image away. */
export type CollectionDesignInput = {
  accentColor?: InputMaybe<Scalars['String']['input']>;
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  font1?: InputMaybe<StyleSheetFont>;
  font2?: InputMaybe<StyleSheetFont>;
  font3?: InputMaybe<StyleSheetFont>;
  headerImageId?: InputMaybe<Scalars['ID']['input']>;
  removeHeaderImage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CollectionInvitation = {
  __typename?: 'CollectionInvitation';
  collection: Collection;
  createdAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  invitee: User;
  inviter: User;
  role: CollectionRole;
};

export type CollectionInvitationResult = BadRequest | CollectionInvitation | Forbidden | NotFound;

export type CollectionMasthead = {
  __typename?: 'CollectionMasthead';
  editors: Array<CollectionMember>;
  writers: Array<CollectionMember>;
};

export type CollectionMember = {
  __typename?: 'CollectionMember';
  isCreator: Scalars['Boolean']['output'];
  /** When they joined (the creator: when the publication was created). */
  joinedAt: Scalars['Long']['output'];
  role: CollectionRole;
  user: User;
};

export type CollectionNavItem = {
  __typename?: 'CollectionNavItem';
  featurePage?: Maybe<FeaturePage>;
  /** Where the item leads: the tag or feature page inside the publication, or the link. */
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  tagSlug?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: CollectionNavItemType;
  url?: Maybe<Scalars['String']['output']>;
};

export type CollectionNavItemInput = {
  featurePageId?: InputMaybe<Scalars['ID']['input']>;
  tagSlug?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  type: CollectionNavItemType;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type CollectionNavItemType =
  | 'FEATURE_PAGE'
  | 'TAG'
  | 'URL';

export type CollectionPostResult = BadRequest | Forbidden | NotFound | Post;

/** One numbered page of a publication's stories. */
export type CollectionPostsPage = {
  __typename?: 'CollectionPostsPage';
  /** The page asked for, from 1. */
  page: Scalars['Int']['output'];
  /** How many pages there are: at least 1 (an empty publication has one empty page). */
  pageCount: Scalars['Int']['output'];
  posts: Array<Post>;
  /** Stories published in the publication. */
  total: Scalars['Int']['output'];
};

export type CollectionResult = BadRequest | Collection | Forbidden | NotFound;

export type CollectionRole =
  | 'EDITOR'
  | 'WRITER';

export type CollectionSearchConnection = {
  __typename?: 'CollectionSearchConnection';
  collections: Array<Collection>;
  pagingInfo: PagingInfo;
};

export type CollectionStoriesFilter =
  | 'DRAFTS'
  | 'PUBLISHED'
  | 'SUBMISSIONS';

export type CollectionStoryCounts = {
  __typename?: 'CollectionStoryCounts';
  drafts: Scalars['Int']['output'];
  published: Scalars['Int']['output'];
  submissions: Scalars['Int']['output'];
};

export type CollectionViewerEdge = {
  __typename?: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  /** The signed-in reader's unanswered invitation to this publication, if any. */
  invitation?: Maybe<CollectionInvitation>;
  isEditor: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  isWriter: Scalars['Boolean']['output'];
  /** The viewer's role, or null when they are neither an editor nor a writer. */
  role?: Maybe<CollectionRole>;
};

export type ColorPalette = {
  __typename?: 'ColorPalette';
  /** Hex (#rrggbb) or rgba(); buttons, links and highlights. */
  accentColor: Scalars['String']['output'];
  backgroundColor: Scalars['String']['output'];
  /** From the background (point 0) to the accent (point 1). */
  highlightSpectrum: ColorSpectrum;
};

export type ColorPoint = {
  __typename?: 'ColorPoint';
  color: Scalars['String']['output'];
  point: Scalars['Float']['output'];
};

export type ColorSpectrum = {
  __typename?: 'ColorSpectrum';
  backgroundColor: Scalars['String']['output'];
  colorPoints: Array<ColorPoint>;
};

/** Two saves raced: someone saved a newer version first. Nothing was overwritten. */
export type Conflict = {
  __typename?: 'Conflict';
  latestVersion: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CreateAccountResult = AlreadyExists | AuthInfo | BadRequest | Forbidden | UserCreationRateLimited;

export type CreateCollectionInput = {
  /** An image the creator uploaded (POST /_/upload). */
  avatarImageId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  logoImageId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  tagline?: InputMaybe<Scalars['String']['input']>;
};

export type CreateNewsletterEmailResult = BadRequest | Forbidden | NotFound | Post;

export type CreateNoteResult = BadRequest | Forbidden | NotFound | Note | TooManyRequests;

export type CreatePostResult = BadRequest | Forbidden | Post;

export type CreateQuoteResult = BadRequest | Forbidden | NotFound | Quote | QuoteRemoved | TooManyRequests;

export type CrupdatePasswordResult = BadRequest | ExpiredCredentials | Forbidden | InvalidPassword | IpAuthLockout | MalformedOAuthToken | NotFound | PasswordPermanentLockout | PasswordSoftLockout | PasswordUpdated;

export type CrupdateTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthEnabled | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout;

export type CrupdateTwoFactorBackupCodesResult = NotFound | TwoFactorBackupCodes;

/** Spec 2 §3: currencies a price can be in. */
export type Currency =
  | 'CAD'
  | 'NOT_APPLICABLE'
  | 'UNKNOWN'
  | 'USD';

export type CustomDomain = {
  __typename?: 'CustomDomain';
  createdAt: Scalars['Long']['output'];
  domain: Scalars['String']['output'];
  status: CustomDomainStatus;
  /** The DNS TXT record proving the domain is the owner's: shown only to them. */
  verificationRecordName?: Maybe<Scalars['String']['output']>;
  verificationRecordValue?: Maybe<Scalars['String']['output']>;
  verifiedAt?: Maybe<Scalars['Long']['output']>;
};

export type CustomDomainResult = BadRequest | CustomDomainState | Forbidden | NotFound;

/** A publication's or profile's own domain: `live` once verified; `pending` while it waits (owners only). */
export type CustomDomainState = {
  __typename?: 'CustomDomainState';
  live?: Maybe<CustomDomain>;
  pending?: Maybe<CustomDomain>;
  /** How this instance verifies domains: DNS (a TXT record it looks up) or MANUAL (the owner confirms in settings). */
  verificationMethod: DomainVerificationMethod;
};

export type CustomDomainStatus =
  | 'PENDING'
  | 'VERIFIED';

/** A profile's design: font1 for titles and headings, font2 for text, font3 for details; colours; a header image. */
export type CustomStyleSheet = {
  __typename?: 'CustomStyleSheet';
  colorPalette: ColorPalette;
  fonts: StyleSheetFonts;
  header: StyleSheetHeader;
  id: Scalars['ID']['output'];
  updatedAt: Scalars['Long']['output'];
};

/** Only the fields given change; removeHeaderImage takes the header image away. */
export type CustomStyleSheetInput = {
  accentColor?: InputMaybe<Scalars['String']['input']>;
  backgroundColor?: InputMaybe<Scalars['String']['input']>;
  font1?: InputMaybe<StyleSheetFont>;
  font2?: InputMaybe<StyleSheetFont>;
  font3?: InputMaybe<StyleSheetFont>;
  headerImageId?: InputMaybe<Scalars['ID']['input']>;
  removeHeaderImage?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How many of something (new followers, views, reads) happened on one day (days in UTC). */
export type DailyCount = {
  __typename?: 'DailyCount';
  count: Scalars['Int']['output'];
  /** The day's first millisecond (UTC). */
  day: Scalars['Long']['output'];
};

export type DeleteCatalogResult = CatalogDeleted | Forbidden | NotFound | TooManyRequests;

export type DeletePostResult = Forbidden | NotFound | PostDeleted;

export type DeleteQuoteResult = Forbidden | NotFound | QuoteRemoved | TooManyRequests;

export type DomainVerificationMethod =
  | 'DNS'
  | 'MANUAL';

/** The writer's earning status when the money was recorded (from the tax rules). */
export type EarningState =
  /** Earned and payable. */
  | 'EARNING'
  /** Past the forfeit date: recorded as forfeited. */
  | 'FORFEITED'
  /** Past the limited date without an approved tax form: recorded, not paid out. */
  | 'LIMITED'
  /** Earned but held until the writer's tax form is approved. */
  | 'WITHHELD';

export type ExpiredCredentials = {
  __typename?: 'ExpiredCredentials';
  message: Scalars['String']['output'];
};

export type FailedChallenge = {
  __typename?: 'FailedChallenge';
  message: Scalars['String']['output'];
};

export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A titled page of chosen stories, linked from the navigation. */
export type FeaturePage = {
  __typename?: 'FeaturePage';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mediumUrl: Scalars['String']['output'];
  posts: Array<Post>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['Long']['output'];
};

export type FeaturePageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Stories published in the publication, in the order shown. */
  postIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type FeaturePageResult = BadRequest | FeaturePage | Forbidden | NotFound;

export type FeedConnection = {
  __typename?: 'FeedConnection';
  items: Array<FeedItem>;
  pagingInfo: PagingInfo;
};

/** A story on the home page, with why it is there. */
export type FeedItem = {
  __typename?: 'FeedItem';
  post: Post;
  /** Why this story is in the feed, e.g. 'Because you follow Cooking' (null on Following). */
  reason?: Maybe<Scalars['String']['output']>;
  reasonKind?: Maybe<FeedReasonKind>;
};

/** Which signal put a story in For you (its strongest). */
export type FeedReasonKind =
  | 'FOLLOWED_COLLECTION'
  | 'FOLLOWED_TOPIC'
  | 'FOLLOWED_USER'
  | 'NEW'
  | 'POPULAR'
  | 'READ'
  | 'SIMILAR_READERS';

/** One read, clap or 'Show less like this' of the reader, and whether it is out of the ranking. */
export type FeedSignal = {
  __typename?: 'FeedSignal';
  at: Scalars['Long']['output'];
  kind: FeedSignalKind;
  post: Post;
  /** True when the reader took it out of what shapes For you (for SHOW_LESS: the story is shown less). */
  removed: Scalars['Boolean']['output'];
};

export type FeedSignalChange = {
  __typename?: 'FeedSignalChange';
  kind: FeedSignalKind;
  postId: Scalars['ID']['output'];
  removed: Scalars['Boolean']['output'];
};

/** What a reader can take out of For you: a read or a clap that shapes it, or a story they want less like. */
export type FeedSignalKind =
  | 'CLAP'
  | 'READ'
  | 'SHOW_LESS';

export type FeedSignalResult = FeedSignalChange | NotFound | TooManyRequests;

export type FollowCollectionResult = BadRequest | Collection | Forbidden | NotFound | TooManyRequests;

export type FollowTopicResult = NotFound | TooManyRequests | Topic;

export type FollowUserResult = BadRequest | Forbidden | NotFound | TooManyRequests | User;

/** What shapes the signed-in reader's For you feed (Control your recommendations). */
export type ForYouSignals = {
  __typename?: 'ForYouSignals';
  /** Recent claps the ranking uses, newest first. */
  claps: Array<FeedSignal>;
  /** The reader, for their following counts. */
  reader: User;
  /** Recent reads the ranking uses, newest first. */
  reads: Array<FeedSignal>;
  /** Stories marked 'Show less like this', newest first. */
  shownLess: Array<FeedSignal>;
  topics: Array<ForYouTopic>;
};

export type ForYouTopic = {
  __typename?: 'ForYouTopic';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type GiftCheckoutInput = {
  /** When to email the recipient (ms since the epoch); null: as soon as it is paid. */
  deliverAt?: InputMaybe<Scalars['Long']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  planId: Scalars['ID']['input'];
  recipientEmail: Scalars['String']['input'];
  recipientName: Scalars['String']['input'];
  senderName: Scalars['String']['input'];
};

export type GiftCheckoutResult = BadRequest | CheckoutNotAvailable | CheckoutSession | Forbidden | PaymentError | TooManyRequests;

/** One code of a purchase, as its buyer sees it. */
export type GiftCode = {
  __typename?: 'GiftCode';
  /** The code to hand out, grouped for reading (ABCD-EFGH-JKMN-PQRS). */
  code: Scalars['String']['output'];
  expiresAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  /** /redeem?giftCode=… on this instance. */
  redeemUrl: Scalars['String']['output'];
  redeemedAt?: Maybe<Scalars['Long']['output']>;
  state: GiftCodeState;
};

export type GiftCodeState =
  | 'AVAILABLE'
  | 'EXPIRED'
  | 'REDEEMED';

export type GiftCodesResult = BadRequest | GiftPurchase;

export type GiftKind =
  /** One gift for a named recipient, emailed to them. */
  | 'GIFT'
  /** Codes for a team or class, sent to the buyer to hand out. */
  | 'GROUP'
  /** Codes a staff member made without payment. */
  | 'OPERATOR';

/** What anyone holding a code sees of it: nothing private. */
export type GiftPreview = {
  __typename?: 'GiftPreview';
  /** The code as typed, in its canonical grouped form. */
  code: Scalars['String']['output'];
  expiresAt: Scalars['Long']['output'];
  /** The buyer's message: only for its buyer and for the reader who redeemed it. */
  message?: Maybe<Scalars['String']['output']>;
  months: Scalars['Int']['output'];
  recipientName?: Maybe<Scalars['String']['output']>;
  /** The reader redeemed this very code. */
  redeemedByViewer: Scalars['Boolean']['output'];
  senderName?: Maybe<Scalars['String']['output']>;
  state: GiftCodeState;
};

/** A gift (or a group of codes) its buyer bought; only its buyer reads it. */
export type GiftPurchase = {
  __typename?: 'GiftPurchase';
  /** Cents, for all the codes. */
  amount: Scalars['Int']['output'];
  /** Empty until it is paid. */
  codes: Array<GiftCode>;
  createdAt: Scalars['Long']['output'];
  currency: Currency;
  /** When the recipient's email goes out (null: at payment). */
  deliverAt?: Maybe<Scalars['Long']['output']>;
  deliveredAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  kind: GiftKind;
  message?: Maybe<Scalars['String']['output']>;
  months: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  recipientEmail?: Maybe<Scalars['String']['output']>;
  recipientName?: Maybe<Scalars['String']['output']>;
  redeemedCount: Scalars['Int']['output'];
  senderName?: Maybe<Scalars['String']['output']>;
  status: GiftPurchaseStatus;
};

export type GiftPurchaseStatus =
  | 'PAID'
  /** Checkout started and not paid (yet). */
  | 'PENDING';

/** A redeemed gift: the time it added and the membership it ends on. */
export type GiftRedemption = {
  __typename?: 'GiftRedemption';
  /** The end of the reader's membership with this gift added (gifts stack). */
  memberUntil?: Maybe<Scalars['Long']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  months: Scalars['Int']['output'];
  senderName?: Maybe<Scalars['String']['output']>;
};

/** Plain text and which parts of it matched; never markup. */
export type HighlightedText = {
  __typename?: 'HighlightedText';
  highlights: Array<SearchHighlight>;
  text: Scalars['String']['output'];
};

export type Iframe = {
  __typename?: 'Iframe';
  mediaResource: MediaResource;
};

/** A link turned into an embed: an allow-listed provider's iframe, or a link card. */
export type IframeEmbed = {
  __typename?: 'IframeEmbed';
  mediaResource: MediaResource;
};

/** A square inside an uploaded picture, in the picture's own pixels. */
export type ImageCropInput = {
  size: Scalars['Int']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
};

export type ImageMetadata = {
  __typename?: 'ImageMetadata';
  alt?: Maybe<Scalars['String']['output']>;
  focusPercentX?: Maybe<Scalars['Float']['output']>;
  focusPercentY?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  originalHeight?: Maybe<Scalars['Int']['output']>;
  originalWidth?: Maybe<Scalars['Int']['output']>;
};

export type InvalidPassword = LockoutError & {
  __typename?: 'InvalidPassword';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

/** A value the profile forms sent was refused: which field, and why (nothing was saved). */
export type InvalidProfileInput = {
  __typename?: 'InvalidProfileInput';
  field: ProfileField;
  message: Scalars['String']['output'];
};

/** A field of the tax form that was refused, and why (nothing was saved). */
export type InvalidTaxInput = {
  __typename?: 'InvalidTaxInput';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type InvalidTwoFactorAuthCode = LockoutError & {
  __typename?: 'InvalidTwoFactorAuthCode';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type IpAuthLockout = LockoutError & {
  __typename?: 'IpAuthLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type LinkMetadata = {
  __typename?: 'LinkMetadata';
  httpStatus?: Maybe<Scalars['Int']['output']>;
};

/** A refused attempt that counts toward a lockout (or is one). */
export type LockoutError = {
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

/** Failures counted toward a lockout, and when the lockout ends (null when none or permanent). */
export type LockoutInfo = {
  __typename?: 'LockoutInfo';
  failCount: Scalars['Int']['output'];
  lockedOutUntil?: Maybe<Scalars['Long']['output']>;
};

export type LoginResult = AuthInfo | AuthToken | BadRequest | InvalidPassword | InvalidTwoFactorAuthCode | IpAuthLockout | MissingOAuthTokens | NotFound | PasswordPermanentLockout | PasswordSoftLockout | TooManyRequests | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout;

export type MagicLinkPreferredResult = NotFound | PrefersMagicLink;

export type MalformedOAuthToken = {
  __typename?: 'MalformedOAuthToken';
  message: Scalars['String']['output'];
};

export type Markup = {
  __typename?: 'Markup';
  anchorType?: Maybe<Scalars['String']['output']>;
  end: Scalars['Int']['output'];
  href?: Maybe<Scalars['String']['output']>;
  linkMetadata?: Maybe<LinkMetadata>;
  start: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  userId?: Maybe<Scalars['String']['output']>;
};

export type MediaResource = {
  __typename?: 'MediaResource';
  id: Scalars['ID']['output'];
  iframeHeight: Scalars['Int']['output'];
  iframeSrc: Scalars['String']['output'];
  iframeWidth: Scalars['Int']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type Membership = {
  __typename?: 'Membership';
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** When the paid (or given) time runs out; it renews then unless cancelled. */
  currentPeriodEnd?: Maybe<Scalars['Long']['output']>;
  endedAt?: Maybe<Scalars['Long']['output']>;
  graceEndsAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  plan?: Maybe<PaymentPlan>;
  source: MembershipSource;
  startedAt: Scalars['Long']['output'];
  status: MembershipStatus;
};

export type MembershipResult = CheckoutNotAvailable | Membership | NotFound | PaymentError | PaymentMethodDeclined;

export type MembershipSource =
  | 'GIFT'
  | 'OPERATOR'
  | 'STRIPE';

export type MembershipStatus =
  /** Paid up (or in a trial, or on a gift or operator grant). */
  | 'ACTIVE'
  /** Cancelled: a member until currentPeriodEnd, then it ends. */
  | 'CANCELED'
  | 'ENDED'
  /** A renewal failed: still a member until graceEndsAt while the card is retried. */
  | 'PAST_DUE';

/** How a story reaches this reader: paywalled (the locked preview), member, metered (read on the month's meter), not_metered. */
export type MeterState =
  | 'member'
  | 'metered'
  | 'not_metered'
  | 'paywalled';

/** The signed-in reader's month on the meter of member-only stories. */
export type MeteringInfo = {
  __typename?: 'MeteringInfo';
  /** Free member-only stories a signed-in non-member reads each month (0: metering is off). */
  freeStoriesPerMonth: Scalars['Int']['output'];
  /** Member-only stories read in full on the meter this UTC month, oldest first. */
  postIds: Array<Scalars['ID']['output']>;
  /** Free stories left this month. */
  remaining: Scalars['Int']['output'];
  /** When the allowance starts again (the first millisecond of the next UTC month). */
  resetsAt: Scalars['Long']['output'];
};

export type MissingOAuthTokens = {
  __typename?: 'MissingOAuthTokens';
  message: Scalars['String']['output'];
};

export type MixtapeEmbed = {
  __typename?: 'MixtapeEmbed';
  mixtapeMetadata: MixtapeMetadata;
};

export type MixtapeMetadata = {
  __typename?: 'MixtapeMetadata';
  description?: Maybe<Scalars['String']['output']>;
  href: Scalars['String']['output'];
  thumbnailImageId?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** A writer's earnings in one UTC month. */
export type MonthlyEarnings = {
  __typename?: 'MonthlyEarnings';
  /** Cents, every state included. */
  amount: Scalars['Int']['output'];
  /** Of amount, cents forfeited. */
  forfeitedAmount: Scalars['Int']['output'];
  /** True for the current month: computed now, final only when the month closes. */
  isEstimate: Scalars['Boolean']['output'];
  /** The month as 2026-11. */
  month: Scalars['String']['output'];
  /** The month's first millisecond (UTC). */
  periodStart: Scalars['Long']['output'];
  /** Of amount, cents held back (WITHHELD or LIMITED). */
  withheldAmount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The invitee joins with the role they were invited to. */
  acceptCollectionInvite: CollectionResult;
  /** Terms step: accepts the Partner Program terms (hightowerTermsAcceptedAt). */
  acceptPartnerProgramTerms: PartnerEnrollResult;
  /** Adds a published story at the end of one of the reader's sequences; adding it again changes nothing. */
  addPostToSequence: SequenceResult;
  /** Adds a part at the end, from its text (paragraphs apart by blank lines); published at once when `publish` and the series is published. */
  addSeriesPart: SeriesResult;
  /** Adds a story the reader may read to one of their lists, at the top; adding it again changes nothing. */
  addToCatalog: CatalogResult;
  /** Editors publish a submitted story in the publication (a submitted draft is published by it). */
  approveCollectionSubmission: CollectionPostResult;
  /** Toggles the story between saved and archived (ARCHIVE); a story not saved is saved and archived. */
  archivePost: ReadingListResult;
  /** userId must be the signed-in reader's id. Blocking also ends follows both ways. */
  blockUser: FollowUserResult;
  /** Toggles the story in the reader's reading list: saved (QUEUE) if it was not, removed if it was saved or archived. */
  bookmarkPost: ReadingListResult;
  /** Editors withdraw an invitation not yet answered. */
  cancelCollectionInvite: CollectionResult;
  /** Cancels at the end of the paid period. */
  cancelMembership: MembershipResult;
  /** Editors make someone on the masthead an editor or a writer (the creator stays an editor). */
  changeCollectionRole: CollectionResult;
  /**
   * Adds numClaps (1 to 50) of the signed-in reader's claps to a published story, up to 50 in all; taps past
   * 50 change nothing and answer the story as it is. A negative numClaps takes claps back ("Undo claps").
   * userId, when sent, must be the reader's own id. Refused (with an error) for the author, for a reader who
   * blocked or was blocked by the author, and for members-only stories the reader cannot read in full.
   */
  clap: Post;
  /** As clap, for a list the reader can read (its creator cannot clap for it). */
  clapCatalog: Catalog;
  /** Empties the signed-in reader's history. */
  clearReadingHistory: ClearReadingHistoryResult;
  /** Back from onboarding: looks at the payout account and, when ready, enrolls the writer. */
  completePartnerPayoutOnboarding: PartnerEnrollResult;
  /** Eligibility step: checks the rules on the server and records the payout country. */
  confirmPartnerEligibility: PartnerEnrollResult;
  createAccount: CreateAccountResult;
  /** A new list of the reader's, with the story in it when postId is given. */
  createCatalog: CatalogResult;
  /** A new publication; its creator is its first editor. */
  createCollection: CollectionResult;
  createFeaturePage: FeaturePageResult;
  /** Staff: makes codes without payment (an instance without Stripe, a promotion). */
  createGiftCodes: GiftCodesResult;
  /** The first save of an email-only issue: a draft that can only be sent by email to the newsletter's subscribers. */
  createNewsletterEmail: CreateNewsletterEmailResult;
  /** A signed-in reader's note for the author, when the author allows notes; not on your own story; members-only stories need the whole text. */
  createNote: CreateNoteResult;
  /** By the note's writer or the story's creator. */
  createNoteReply: NoteReplyResult;
  /** A new draft, on the profile or (for its writers and editors) in a publication. */
  createPost: CreatePostResult;
  /**
   * Highlights a passage of the published version the reader has (targetPostVersionId), from startOffset in the first
   * named paragraph to endOffset in the last. Creating a highlight identical to one of the reader's own removes it.
   */
  createQuote: CreateQuoteResult;
  /** A new sequence of the signed-in reader's, empty at first. */
  createSequence: SequenceResult;
  /** A new draft series of the signed-in writer's. */
  createSeries: SeriesResult;
  crupdatePassword: CrupdatePasswordResult;
  crupdateTwoFactorAuth: CrupdateTwoFactorAuthResult;
  crupdateTwoFactorBackupCodes: CrupdateTwoFactorBackupCodesResult;
  declineCollectionInvite: CollectionResult;
  /** Editors send a submission back to its author with a note; it stays the author's, unsubmitted. */
  declineCollectionSubmission: CollectionPostResult;
  deleteCatalog: DeleteCatalogResult;
  deleteFeaturePage: CollectionResult;
  /** By the note's writer. */
  deleteNote: NoteRemovalResult;
  /** By the reply's writer. */
  deleteNoteReply: NoteReplyRemovalResult;
  deletePost: DeletePostResult;
  /** The writer deletes their own response; its replies leave the thread with it. */
  deletePostResponse: PostResponseResult;
  /** Removes one of the reader's own highlights. */
  deleteQuote: DeleteQuoteResult;
  deleteSeriesPart: SeriesResult;
  /** Unlinks a sign-in provider (refused when it is the account's only way to sign in). */
  disconnectSocialAccount: Array<SocialConnection>;
  /** By the story's creator or its publication's editors. */
  dismissNote: NoteRemovalResult;
  /** Enables the signed-in writer's newsletter (as its first subscriber would), for importing subscribers into it. */
  enableViewerNewsletterV3: NewsletterV3;
  /** Ends every session of the viewer but this one; answers how many were ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of the viewer's sessions (not the current one: sign out for that). */
  endSession: Scalars['Boolean']['output'];
  followCollection: FollowCollectionResult;
  followSeries: SeriesResult;
  followTopic: FollowTopicResult;
  /** Refused for yourself ('You cannot follow yourself on Quire') and when the person has blocked you. */
  followUser: FollowUserResult;
  /** The list's author hides a response under it. */
  hideCatalogResponseOnParent: PostResponseResult;
  /** The story's author hides a response in its discussion. */
  hidePostResponseOnParentPost: PostResponseResult;
  /** Editors invite someone (by username or email) to write for or edit the publication; they accept or decline. */
  inviteToCollection: CollectionInvitationResult;
  loginUser: LoginResult;
  /** Moves an item right after another one (afterCatalogItemId), or to the top when that is null. */
  moveCatalogItem: CatalogResult;
  /** Not for a publication you edit. */
  muteCollection: FollowCollectionResult;
  /** Muted people's stories leave the muter's home, tag, topic and search results. Not for yourself. */
  muteUser: FollowUserResult;
  /** Always true; a cheap call clients use to check a session can write. */
  ping: Scalars['Boolean']['output'];
  /** Publishes a response to a list, or (inResponseToPostId) a reply to one of its responses. */
  publishCatalogResponse: PostResponseResult;
  publishPost: PostMutationResult;
  /**
   * Publishes a response at once: to a story (or, as a reply, to a response). Text is plain: one paragraph per
   * line, web addresses become links. A passage of the story (one paragraph's offsets) can be quoted first.
   */
  publishPostResponse: PostResponseResult;
  /** Publishes the series and every part it has, with its tags and visibility, under the rules a story is published by. */
  publishSeries: SeriesResult;
  /** Publishes a draft part of a published series; its followers are told. */
  publishSeriesPart: SeriesResult;
  /** Redeems a code for the signed-in reader: its months are added to their membership. */
  redeemGiftCode: RedeemGiftResult;
  registerAuthyUser: RegisterAuthyUserResult;
  /** Back to the default design. */
  removeCustomStyleSheet: User;
  removeFromCatalog: CatalogResult;
  /** Editors remove someone from the masthead; anyone but the creator may leave (userId: themselves). */
  removeFromCollection: CollectionResult;
  /** Takes a read or clap out of what shapes For you, or marks a story 'Show less like this'. */
  removeFromForYou: FeedSignalResult;
  /** Takes one story out of the signed-in reader's history. */
  removeFromReadingHistory: RemoveFromReadingHistoryResult;
  /** Editors take a story out of the publication; it stays the author's. */
  removePostFromCollection: CollectionPostResult;
  removePostFromSequence: SequenceResult;
  /** Turns two-factor off; needs a current code (or a backup code). */
  removeTwoFactorAuth: RemoveTwoFactorAuthResult;
  /** Puts the sequence's stories in this order (every story of it, once). */
  reorderSequence: SequenceResult;
  /** One report per reporter and person (a second one updates its reason); reason is one of spam, harassment, rules, other (default other). */
  reportAndMaybeBlockUser: FollowUserResult;
  /** By the other person in the conversation; once per reporter. */
  reportNote: CreateNoteResult;
  reportNoteReply: NoteReplyResult;
  resolveEmbed: ResolveEmbedResult;
  /** Puts a read or clap back into what shapes For you, or undoes 'Show less like this'. */
  restoreToForYou: FeedSignalResult;
  /** Undoes a cancellation before the period ends. */
  resumeMembership: MembershipResult;
  /** Resumes a send that stopped because the mail server kept failing: for the newsletter's managers; NotFound for anyone else. */
  resumeNewsletterSend: ResumeNewsletterSendResult;
  /** Staff: approve a tax form, put it on hold, or mark it invalid with a reason. The writer is notified. */
  reviewTaxDocument: TaxReviewResult;
  /** Autosave: a new version if baseVersion is still the newest, else Conflict. */
  savePostDraft: SavePostDraftResult;
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** Sends an email-only issue's newest version to the newsletter's subscribers, by jobs (the answer does not wait); once. */
  sendNewsletterEmail: SendNewsletterIssueResult;
  /** Sends (again) the code of a pending two-factor sign-in; VOICE_CALL calls instead of texting. */
  sendTwoFactorCode: SendTwoFactorCodeResult;
  /** Sends the signed-in reader a new link to confirm their address. */
  sendVerificationEmail: SendVerificationEmailResult;
  /** Sends the signed-in reader a code by text or call (to turn off two-factor on a phone method). */
  sendViewerTwoFactorCode: SendTwoFactorCodeResult;
  /** Staff: shows a staff account's public list at /browse/{browseSlug} (taking the address from any list that had it); null takes the list's address away. */
  setCatalogBrowseSlug: SetCatalogBrowseSlugResult;
  setCatalogDiscussionClosed: CatalogDiscussionResult;
  /** Editors set (or, with an empty domain, remove) the publication's custom domain; it starts unverified. */
  setCollectionDomain: CustomDomainResult;
  /** Editors choose the stories at the top of the home page (in the order given). */
  setCollectionFeaturedPosts: CollectionResult;
  /** Editors replace the navigation items (in the order given). */
  setCollectionNavItems: CollectionResult;
  /** DismissFlag (spec 2 §7): sets one of the signed-in reader's own dismissable flags. */
  setDismissableFlag: Viewer;
  /** Turns counting opens and clicks on or off for a newsletter its writer or publication's editors manage; NotFound for anyone else. */
  setNewsletterV3Tracking: NewsletterV3StatsResult;
  /** The story's author closes (or reopens) discussion. */
  setPostDiscussionClosed: PostResponseResult;
  /** The style reminder's 'Got it': it never shows again. */
  setUserStyleReminderSeen: User;
  /** The signed-in reader's own profile domain: set (empty removes) and verify. */
  setViewerCustomDomain: CustomDomainResult;
  /**
   * Tells one person (by id) about a published story the signed-in reader can open; they are told once per story
   * and sharer, and only if they can open it too. Rate limited per reader.
   */
  sharePostWithUser: SharePostResult;
  showCatalogResponseOnParent: PostResponseResult;
  /** Starts Checkout (payment mode) for one gift membership. */
  startGiftCheckout: GiftCheckoutResult;
  /** Starts Checkout for `quantity` (2 to 50) codes of one gift length, sent to the buyer. */
  startGroupGiftCheckout: GiftCheckoutResult;
  /** Starts Stripe Checkout for a plan. referrerUsername credits the writer whose page the reader came from. */
  startMembershipCheckout: CheckoutResult;
  /**
   * Payout step: a Stripe Connect onboarding link that returns to the tax step; without payments on this
   * instance the step is done at once and the writer is enrolled.
   */
  startPartnerPayoutOnboarding: PayoutOnboardingResult;
  /** Starts Stripe Checkout in setup mode to replace the card on file. */
  startPaymentMethodUpdate: CheckoutResult;
  /** Submits a draft (or published story) to a publication the viewer writes for. */
  submitPostToCollection: PostMutationResult;
  /** Saves the viewer's tax form for review (status pending); the tax id is kept sealed. */
  submitTaxDocument: TaxDocumentResult;
  /** Subscribes the signed-in reader, with their verified address, to a publication's (or an enabled writer's) newsletter. */
  subscribeNewsletterV3: NewsletterV3Result;
  /** Subscribes the signed-in reader, with their verified address, to a writer's newsletter, enabling it on its first subscriber (lazily-enable-writer-subscription). */
  subscribeToWriterNewsletter: NewsletterV3Result;
  unblockUser: FollowUserResult;
  /** Stops earning from now; earnings history stays. */
  unenrollPartnerProgram: PartnerEnrollResult;
  unfollowCollection: FollowCollectionResult;
  unfollowSeries: SeriesResult;
  /** Unfollowing a topic not followed changes nothing and succeeds. */
  unfollowTopic: FollowTopicResult;
  unfollowUser: FollowUserResult;
  unhidePostResponseOnParentPost: PostResponseResult;
  unmuteCollection: FollowCollectionResult;
  unmuteUser: FollowUserResult;
  unpublishPost: PostMutationResult;
  /** Back to a draft: nobody else reads it, or any of its parts, until it is published again. */
  unpublishSeries: SeriesResult;
  /** Stops the newsletter's emails to the signed-in reader at once; not subscribed changes nothing and succeeds. */
  unsubscribeNewsletterV3: NewsletterV3Result;
  /** Marks everything so far as seen: the bell's count goes to 0. */
  updateActivityLastViewed: UpdateActivityLastViewedResult;
  /** Whether readers may leave the signed-in writer private notes on their stories. */
  updateAllowNotes: Viewer;
  /** Renames, describes or changes the visibility of one of the reader's lists (the reading list stays as it is). */
  updateCatalog: CatalogResult;
  /** The creator's note on a story in their list (empty removes it). */
  updateCatalogItemNote: CatalogResult;
  /** Editors: name, address, tagline, description, avatar and logo. */
  updateCollection: CollectionResult;
  updateCollectionDesign: CollectionResult;
  /** Saves the signed-in reader's profile design (Design your profile). */
  updateCustomStyleSheet: UpdateCustomStyleSheetResult;
  updateFeaturePage: FeaturePageResult;
  /** Sets how the signed-in reader gets one category's notifications by email. */
  updateNotificationEmailSetting: UpdateNotificationEmailSettingResult;
  updatePostSettings: PostMutationResult;
  /** Changes a series' title and description (a published one shows them at once). */
  updateSeries: SeriesResult;
  updateSeriesPart: SeriesResult;
  /**
   * Changes the signed-in reader's own profile: only the arguments given. imageId is a picture they uploaded
   * (POST /_/upload); with imageCrop the server cuts that square out of it for the avatar.
   */
  updateUserProfile: UpdateUserProfileResult;
  /** Changes the viewer's name and username (3–30 of a–z, 0–9 and _, unique ignoring case). */
  updateViewerProfile: UpdateViewerProfileResult;
  /** Editors check the domain's verification; once verified it serves the publication. */
  verifyCollectionDomain: CustomDomainResult;
  verifyLoginCode: VerifyLoginCodeResult;
  verifyViewerCustomDomain: CustomDomainResult;
};


export type MutationAcceptCollectionInviteArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationAddPostToSequenceArgs = {
  postId: Scalars['ID']['input'];
  sequenceId: Scalars['ID']['input'];
};


export type MutationAddSeriesPartArgs = {
  postId: Scalars['ID']['input'];
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  text: Scalars['String']['input'];
};


export type MutationAddToCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationApproveCollectionSubmissionArgs = {
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationArchivePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationBookmarkPostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationCancelCollectionInviteArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationChangeCollectionRoleArgs = {
  collectionId: Scalars['ID']['input'];
  role: CollectionRole;
  userId: Scalars['ID']['input'];
};


export type MutationClapArgs = {
  numClaps: Scalars['Int']['input'];
  targetPostId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationClapCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  numClaps: Scalars['Int']['input'];
};


export type MutationConfirmPartnerEligibilityArgs = {
  country: Scalars['String']['input'];
};


export type MutationCreateAccountArgs = {
  accessToken?: InputMaybe<Scalars['String']['input']>;
  accessTokenSecret?: InputMaybe<Scalars['String']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  entryPoint?: InputMaybe<Scalars['String']['input']>;
  identityToken?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nonce?: InputMaybe<Scalars['String']['input']>;
  onboardingStatus?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  redirect?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateCatalogArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
};


export type MutationCreateCollectionArgs = {
  input: CreateCollectionInput;
};


export type MutationCreateFeaturePageArgs = {
  collectionId: Scalars['ID']['input'];
  input: FeaturePageInput;
};


export type MutationCreateGiftCodesArgs = {
  months: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
};


export type MutationCreateNewsletterEmailArgs = {
  bodyJson?: InputMaybe<Scalars['String']['input']>;
  newsletterV3Id: Scalars['ID']['input'];
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateNoteArgs = {
  noteContent: Scalars['String']['input'];
  selectionEndOffset: Scalars['Int']['input'];
  selectionStartOffset: Scalars['Int']['input'];
  targetParagraphName: Scalars['String']['input'];
  targetPostId: Scalars['ID']['input'];
  targetPostVersion: Scalars['Int']['input'];
};


export type MutationCreateNoteReplyArgs = {
  replyContent: Scalars['String']['input'];
  targetNoteId: Scalars['ID']['input'];
  targetPostId: Scalars['ID']['input'];
};


export type MutationCreatePostArgs = {
  bodyJson?: InputMaybe<Scalars['String']['input']>;
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateQuoteArgs = {
  endOffset: Scalars['Int']['input'];
  quoteType?: InputMaybe<QuoteType>;
  startOffset: Scalars['Int']['input'];
  targetParagraphNames: Array<Scalars['String']['input']>;
  targetPostId: Scalars['ID']['input'];
  targetPostVersionId: Scalars['ID']['input'];
};


export type MutationCreateSequenceArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationCreateSeriesArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationCrupdatePasswordArgs = {
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCrupdateTwoFactorAuthArgs = {
  authyId: Scalars['String']['input'];
  preferredMethod: TwoFactorMethod;
  verificationCode: Scalars['String']['input'];
};


export type MutationCrupdateTwoFactorBackupCodesArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeclineCollectionInviteArgs = {
  invitationId: Scalars['ID']['input'];
};


export type MutationDeclineCollectionSubmissionArgs = {
  collectionId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationDeleteCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationDeleteFeaturePageArgs = {
  featurePageId: Scalars['ID']['input'];
};


export type MutationDeleteNoteArgs = {
  targetNoteId: Scalars['ID']['input'];
  targetPostId: Scalars['ID']['input'];
};


export type MutationDeleteNoteReplyArgs = {
  targetNoteId: Scalars['ID']['input'];
  targetPostId: Scalars['ID']['input'];
  targetReplyId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDeletePostResponseArgs = {
  postResponseId: Scalars['ID']['input'];
};


export type MutationDeleteQuoteArgs = {
  targetPostId: Scalars['ID']['input'];
  targetQuoteId: Scalars['ID']['input'];
};


export type MutationDeleteSeriesPartArgs = {
  partId: Scalars['ID']['input'];
};


export type MutationDisconnectSocialAccountArgs = {
  provider: Scalars['String']['input'];
};


export type MutationDismissNoteArgs = {
  targetNoteId: Scalars['ID']['input'];
  targetPostId: Scalars['ID']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowSeriesArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationFollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationHideCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationHidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationInviteToCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  role: CollectionRole;
  usernameOrEmail: Scalars['String']['input'];
};


export type MutationLoginUserArgs = {
  backupCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  referrer?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
  twoFactorVerificationCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMoveCatalogItemArgs = {
  afterCatalogItemId?: InputMaybe<Scalars['ID']['input']>;
  catalogId: Scalars['ID']['input'];
  catalogItemId: Scalars['ID']['input'];
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationPublishCatalogResponseArgs = {
  catalogId: Scalars['ID']['input'];
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};


export type MutationPublishPostArgs = {
  input: PublishPostInput;
  postId: Scalars['ID']['input'];
};


export type MutationPublishPostResponseArgs = {
  inResponseToPostId: Scalars['ID']['input'];
  quoteEndOffset?: InputMaybe<Scalars['Int']['input']>;
  quoteParagraphName?: InputMaybe<Scalars['String']['input']>;
  quoteStartOffset?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type MutationPublishSeriesArgs = {
  postId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
  visibility?: InputMaybe<PostVisibility>;
};


export type MutationPublishSeriesPartArgs = {
  partId: Scalars['ID']['input'];
};


export type MutationRedeemGiftCodeArgs = {
  giftCode: Scalars['String']['input'];
};


export type MutationRegisterAuthyUserArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  preferredMethod: TwoFactorMethod;
};


export type MutationRemoveFromCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRemoveFromCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveFromForYouArgs = {
  kind: FeedSignalKind;
  postId: Scalars['ID']['input'];
};


export type MutationRemoveFromReadingHistoryArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRemovePostFromCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRemovePostFromSequenceArgs = {
  postId: Scalars['ID']['input'];
  sequenceId: Scalars['ID']['input'];
};


export type MutationRemoveTwoFactorAuthArgs = {
  verificationCode: Scalars['String']['input'];
};


export type MutationReorderSequenceArgs = {
  postIds: Array<Scalars['ID']['input']>;
  sequenceId: Scalars['ID']['input'];
};


export type MutationReportAndMaybeBlockUserArgs = {
  alsoBlockUser: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationReportNoteArgs = {
  targetNoteId: Scalars['ID']['input'];
};


export type MutationReportNoteReplyArgs = {
  targetNoteReplyId: Scalars['ID']['input'];
};


export type MutationResolveEmbedArgs = {
  url: Scalars['String']['input'];
};


export type MutationRestoreToForYouArgs = {
  kind: FeedSignalKind;
  postId: Scalars['ID']['input'];
};


export type MutationResumeNewsletterSendArgs = {
  sendId: Scalars['ID']['input'];
};


export type MutationReviewTaxDocumentArgs = {
  decision: TaxReviewDecision;
  documentId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSavePostDraftArgs = {
  baseVersion: Scalars['Int']['input'];
  bodyJson: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationSendAcctAuthEmailArgs = {
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  onMobileWeb?: InputMaybe<Scalars['Boolean']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  redirect?: InputMaybe<Scalars['String']['input']>;
  resetPasswordFlow?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSendNewsletterEmailArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationSendTwoFactorCodeArgs = {
  method?: InputMaybe<TwoFactorMethod>;
  token: Scalars['String']['input'];
};


export type MutationSendViewerTwoFactorCodeArgs = {
  method?: InputMaybe<TwoFactorMethod>;
};


export type MutationSetCatalogBrowseSlugArgs = {
  browseSlug?: InputMaybe<Scalars['String']['input']>;
  catalogId: Scalars['ID']['input'];
};


export type MutationSetCatalogDiscussionClosedArgs = {
  catalogId: Scalars['ID']['input'];
  closed: Scalars['Boolean']['input'];
};


export type MutationSetCollectionDomainArgs = {
  collectionId: Scalars['ID']['input'];
  domain?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetCollectionFeaturedPostsArgs = {
  collectionId: Scalars['ID']['input'];
  postIds: Array<Scalars['ID']['input']>;
};


export type MutationSetCollectionNavItemsArgs = {
  collectionId: Scalars['ID']['input'];
  items: Array<CollectionNavItemInput>;
};


export type MutationSetDismissableFlagArgs = {
  flag: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetNewsletterV3TrackingArgs = {
  enabled: Scalars['Boolean']['input'];
  newsletterV3Id: Scalars['ID']['input'];
};


export type MutationSetPostDiscussionClosedArgs = {
  closed: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSetViewerCustomDomainArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSharePostWithUserArgs = {
  postId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationShowCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationStartGiftCheckoutArgs = {
  input: GiftCheckoutInput;
};


export type MutationStartGroupGiftCheckoutArgs = {
  planId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationStartMembershipCheckoutArgs = {
  planId: Scalars['ID']['input'];
  referrerUsername?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitPostToCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSubmitTaxDocumentArgs = {
  input: TaxDocumentInput;
};


export type MutationSubscribeNewsletterV3Args = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type MutationSubscribeToWriterNewsletterArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUnblockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowSeriesArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnfollowTopicArgs = {
  topicId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnhidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnpublishPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnpublishSeriesArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnsubscribeNewsletterV3Args = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type MutationUpdateAllowNotesArgs = {
  allowNotes: Scalars['Boolean']['input'];
};


export type MutationUpdateCatalogArgs = {
  catalogId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
};


export type MutationUpdateCatalogItemNoteArgs = {
  catalogId: Scalars['ID']['input'];
  catalogItemId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationUpdateCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  input: UpdateCollectionInput;
};


export type MutationUpdateCollectionDesignArgs = {
  collectionId: Scalars['ID']['input'];
  input: CollectionDesignInput;
};


export type MutationUpdateCustomStyleSheetArgs = {
  input: CustomStyleSheetInput;
};


export type MutationUpdateFeaturePageArgs = {
  featurePageId: Scalars['ID']['input'];
  input: FeaturePageInput;
};


export type MutationUpdateNotificationEmailSettingArgs = {
  category: Scalars['String']['input'];
  mode: NotificationEmailMode;
};


export type MutationUpdatePostSettingsArgs = {
  input: PostSettingsInput;
  postId: Scalars['ID']['input'];
};


export type MutationUpdateSeriesArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  postId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationUpdateSeriesPartArgs = {
  partId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationUpdateUserProfileArgs = {
  bio?: InputMaybe<Scalars['String']['input']>;
  imageCrop?: InputMaybe<ImageCropInput>;
  imageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateViewerProfileArgs = {
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationVerifyCollectionDomainArgs = {
  collectionId: Scalars['ID']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  loginCode: Scalars['String']['input'];
};

export type MutedEntityTab =
  | 'PUBLICATIONS'
  | 'USERS';

/** An email-only issue: a draft written in the story editor and sent by email to a newsletter's subscribers, never published. */
export type NewsletterIssue = {
  __typename?: 'NewsletterIssue';
  id: Scalars['ID']['output'];
  newsletter: NewsletterV3;
  /** When it was sent; null while it is a draft. */
  sentAt?: Maybe<Scalars['Long']['output']>;
};

/** One story sent by a newsletter: its deliveries counted by what became of them. */
export type NewsletterSendStats = {
  __typename?: 'NewsletterSendStats';
  /** Refused for good by the recipient's server (5xx at RCPT): nothing is sent there again. */
  bounced: Scalars['Int']['output'];
  /** Recipients who clicked a link in it; null unless the writer turned tracking on. */
  clicks?: Maybe<Scalars['Int']['output']>;
  /** Pass as `before` to list the sends older than this one. */
  cursor: Scalars['String']['output'];
  /** Accepted by the recipient's mail server. */
  delivered: Scalars['Int']['output'];
  /** An email-only issue (sent by email alone, never published), not a story. */
  emailOnly: Scalars['Boolean']['output'];
  /** Given up after the retries. */
  failed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Recipients who opened it; null unless the writer turned tracking on. */
  opens?: Maybe<Scalars['Int']['output']>;
  post?: Maybe<Post>;
  /** Still waiting to be sent. */
  queued: Scalars['Int']['output'];
  /** Recipients written for the send (one delivery row each). */
  recipients: Scalars['Int']['output'];
  /** When the send started. */
  sentAt: Scalars['Long']['output'];
  /** Not sent: unsubscribed or bounced before their turn. */
  skipped: Scalars['Int']['output'];
  status: NewsletterSendStatus;
  /** The mail server's last error, when the send stopped. */
  stopReason?: Maybe<Scalars['String']['output']>;
  /** Not sent yet because the send stopped before their turn: a resume sends them. */
  stopped: Scalars['Int']['output'];
  /** When the send stopped. */
  stoppedAt?: Maybe<Scalars['Long']['output']>;
};

/** What became of a send as a whole. */
export type NewsletterSendStatus =
  /** Recipients are still being written or emailed. */
  | 'SENDING'
  /** Every recipient was handled. */
  | 'SENT'
  /** The mail server kept failing, so the send stopped; its managers can resume it. */
  | 'STOPPED';

/** One of the writer's email subscribers, as the writer sees them. */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  source: NewsletterSubscriberSource;
  /** When the subscription was confirmed. */
  subscribedAt: Scalars['Long']['output'];
  /** The reader's account, when they subscribed signed in. */
  user?: Maybe<User>;
};

/** How a subscriber came: the subscribe form or one click (FORM), or a CSV file the writer imported (IMPORT). */
export type NewsletterSubscriberSource =
  | 'FORM'
  | 'IMPORT';

/** A newsletter: its subscribers get its stories by email when they are published. */
export type NewsletterV3 = {
  __typename?: 'NewsletterV3';
  /** The publication of a COLLECTION newsletter. */
  collection?: Maybe<Collection>;
  /** What its landing page says of it (a publication's newsletter). */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** Confirmed subscribers. */
  subscriberCount: Scalars['Int']['output'];
  type: NewsletterV3Type;
  /** The writer of an AUTHOR newsletter. */
  user?: Maybe<User>;
  viewerEdge: NewsletterV3ViewerEdge;
};

/** A newsletter's subscribers (/newsletters/{id}/subscribers): for its writer, or its publication's editors. */
export type NewsletterV3Audience = {
  __typename?: 'NewsletterV3Audience';
  id: Scalars['ID']['output'];
  newsletter: NewsletterV3;
  /** The most recently confirmed subscribers, newest first (1–200, default 20). */
  recentSubscribers: Array<NewsletterSubscriber>;
  /** Subscribers and their growth over the last `days` days (1–90, default 30). */
  subscriberStats: SubscriberStats;
};


/** A newsletter's subscribers (/newsletters/{id}/subscribers): for its writer, or its publication's editors. */
export type NewsletterV3AudienceRecentSubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A newsletter's subscribers (/newsletters/{id}/subscribers): for its writer, or its publication's editors. */
export type NewsletterV3AudienceSubscriberStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

export type NewsletterV3AudienceResult = NewsletterV3Audience | NotFound;

export type NewsletterV3Result = Forbidden | NewsletterV3 | NotFound | TooManyRequests;

/** A newsletter's sends, for its writer. */
export type NewsletterV3Stats = {
  __typename?: 'NewsletterV3Stats';
  id: Scalars['ID']['output'];
  newsletter: NewsletterV3;
  /** The latest 50 sends, newest first. */
  sends: Array<NewsletterSendStats>;
  /** The newsletter's sends (stories and email-only issues), newest first, older than `before` (a send's cursor): 1–50, default 20. */
  sendsPage: Array<NewsletterSendStats>;
  /** Opens and clicks are counted (off by default; the writer turns it on). */
  trackEngagement: Scalars['Boolean']['output'];
};


/** A newsletter's sends, for its writer. */
export type NewsletterV3StatsSendsPageArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type NewsletterV3StatsResult = NewsletterV3Stats | NotFound;

/** Newsletter V3's types: a writer's (AUTHOR) or a publication's (COLLECTION). */
export type NewsletterV3Type =
  | 'AUTHOR'
  | 'COLLECTION'
  | 'UNKNOWN';

export type NewsletterV3ViewerEdge = {
  __typename?: 'NewsletterV3ViewerEdge';
  /** The signed-in reader manages it (an editor of its publication, or its writer): they may edit it and send email-only issues. */
  canManage: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The signed-in reader gets its stories by email. */
  isSubscribed: Scalars['Boolean']['output'];
};

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

/** A private note on a passage of one published version of a story. */
export type Note = {
  __typename?: 'Note';
  /** The paragraph's name the note is on. */
  anchor: Scalars['String']['output'];
  /** Who wrote the note. */
  author: User;
  content: Scalars['String']['output'];
  createdAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  /** The story's author dismissed it: they no longer see it, and it takes no more replies. Only its writer sees this. */
  isDismissed: Scalars['Boolean']['output'];
  /** The reader has reported this note (the button then shows Reported, disabled). */
  isReportedByViewer: Scalars['Boolean']['output'];
  post: Post;
  postId: Scalars['ID']['output'];
  /** The published version the note was written on. */
  postVersion: Scalars['Int']['output'];
  /** Oldest first. */
  replies: Array<NoteReply>;
  selectionEndOffset: Scalars['Int']['output'];
  selectionStartOffset: Scalars['Int']['output'];
  /** The story's address with the note's anchor and id: opens the story with the note open. */
  url: Scalars['String']['output'];
};

/** A note gone from the reader's view (deleted by its writer, or dismissed); the story, whose notes are now without it (null when the reader cannot open the story). */
export type NoteRemoval = {
  __typename?: 'NoteRemoval';
  noteId: Scalars['ID']['output'];
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
};

export type NoteRemovalResult = BadRequest | Forbidden | NotFound | NoteRemoval | TooManyRequests;

export type NoteReply = {
  __typename?: 'NoteReply';
  author: User;
  content: Scalars['String']['output'];
  createdAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  isReportedByViewer: Scalars['Boolean']['output'];
  note: Note;
  noteId: Scalars['ID']['output'];
  postId: Scalars['ID']['output'];
};

/** A reply deleted by its writer; the note as it is now (null when the reader no longer sees it). */
export type NoteReplyRemoval = {
  __typename?: 'NoteReplyRemoval';
  note?: Maybe<Note>;
  noteId: Scalars['ID']['output'];
  replyId: Scalars['ID']['output'];
};

export type NoteReplyRemovalResult = BadRequest | Forbidden | NotFound | NoteReplyRemoval | TooManyRequests;

export type NoteReplyResult = BadRequest | Forbidden | NotFound | NoteReply | TooManyRequests;

export type Notification = {
  __typename?: 'Notification';
  /** Who acted last; null when the account is gone ('Unknown user'). */
  actor?: Maybe<User>;
  /** How many people the row groups (1 for a single actor, 0 for milestones). */
  actorCount: Scalars['Int']['output'];
  catalog?: Maybe<Catalog>;
  collection?: Maybe<Collection>;
  id: Scalars['ID']['output'];
  isUnread: Scalars['Boolean']['output'];
  /** The number a milestone reached (claps, fans, followers). */
  milestoneArg?: Maybe<Scalars['Int']['output']>;
  note?: Maybe<Note>;
  noteReply?: Maybe<NoteReply>;
  /** The activity type, with '_rollup' when several actors are grouped (e.g. 'users_following_you_rollup'). */
  notificationName: Scalars['String']['output'];
  /** The activity type as the feed filters by it (e.g. 'response_created'). */
  notificationType: Scalars['String']['output'];
  occurredAt: Scalars['Long']['output'];
  post?: Maybe<Post>;
  quote?: Maybe<Quote>;
  responsePost?: Maybe<Post>;
  /** Everyone grouped in the row, most recent first (the actor included). */
  rollupItems: Array<NotificationRollupItem>;
};

/** 'instant': each notification by email as it happens; 'daily': one digest a day; 'off': none. */
export type NotificationEmailMode =
  | 'daily'
  | 'instant'
  | 'off';

export type NotificationEmailSetting = {
  __typename?: 'NotificationEmailSetting';
  /** responses, notes, mentions, publications, followers, recommendations, following or milestones. */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** `{userId}:{category}`. */
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  mode: NotificationEmailMode;
};

/** Someone who took part in a rolled-up notification. */
export type NotificationRollupItem = {
  __typename?: 'NotificationRollupItem';
  actor?: Maybe<User>;
};

export type NotificationStatus = {
  __typename?: 'NotificationStatus';
  unreadNotificationCount: Scalars['Int']['output'];
};

export type NotificationsConnection = {
  __typename?: 'NotificationsConnection';
  notifications: Array<Notification>;
  pagingInfo: PagingInfo;
};

export type PageParams = {
  __typename?: 'PageParams';
  from?: Maybe<Scalars['String']['output']>;
  ignoredIds?: Maybe<Array<Scalars['ID']['output']>>;
  limit?: Maybe<Scalars['Int']['output']>;
  page?: Maybe<Scalars['Int']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

export type PagingInfo = {
  __typename?: 'PagingInfo';
  next?: Maybe<PageParams>;
  previous?: Maybe<PageParams>;
};

/** Paging for connections: pass back the `next` you were given to read on. */
export type PagingOptions = {
  from?: InputMaybe<Scalars['String']['input']>;
  /** Stories already on the reader's screen (from another section of the page), left out of this page. */
  ignoredIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type Paragraph = {
  __typename?: 'Paragraph';
  codeBlockMetadata?: Maybe<CodeBlockMetadata>;
  dropCapImage?: Maybe<ImageMetadata>;
  hasDropCap?: Maybe<Scalars['Boolean']['output']>;
  href?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  iframe?: Maybe<Iframe>;
  layout?: Maybe<Scalars['String']['output']>;
  markups: Array<Markup>;
  metadata?: Maybe<ImageMetadata>;
  mixtapeMetadata?: Maybe<MixtapeMetadata>;
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The signed-in writer's earnings. */
export type PartnerEarnings = {
  __typename?: 'PartnerEarnings';
  currency: Currency;
  /** False for writers not in the Partner Program (the dashboard sends them to enrolment). */
  isEnrolled: Scalars['Boolean']['output'];
  /** The previous month (0 until it closes). */
  lastMonth: MonthlyEarnings;
  /** Cents over every closed month, every state included. */
  lifetime: Scalars['Int']['output'];
  /** Of lifetime, cents paid out or payable (EARNING). */
  lifetimePayable: Scalars['Int']['output'];
  /** The last `count` months (12 by default, at most 36), oldest first, the current month's estimate last. */
  months: Array<MonthlyEarnings>;
  /** The stories that earned in a month (2026-11; the previous month by default), most first. */
  stories: Array<StoryEarnings>;
  /** The current month, an estimate. */
  thisMonth: MonthlyEarnings;
};


/** The signed-in writer's earnings. */
export type PartnerEarningsMonthsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in writer's earnings. */
export type PartnerEarningsStoriesArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
};

export type PartnerEligibilityRule = {
  __typename?: 'PartnerEligibilityRule';
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  met: Scalars['Boolean']['output'];
};

export type PartnerEnrollResult = BadRequest | PartnerEnrollmentState;

/** The viewer's way through /me/partner/enroll/{step}. */
export type PartnerEnrollmentState = {
  __typename?: 'PartnerEnrollmentState';
  /** The payout country chosen at the eligibility step. */
  country?: Maybe<Scalars['String']['output']>;
  eligibilityCheckedAt?: Maybe<Scalars['Long']['output']>;
  eligibilityRules: Array<PartnerEligibilityRule>;
  eligible: Scalars['Boolean']['output'];
  enrolledAt?: Maybe<Scalars['Long']['output']>;
  enrollment: PartnerProgramEnrollment;
  /** The first step not done yet (eligibility, terms, payout, tax); later steps lead there. */
  firstUnfinishedStep: Scalars['String']['output'];
  payoutAccountReady: Scalars['Boolean']['output'];
  payoutStepDone: Scalars['Boolean']['output'];
  /** False when this instance has no Stripe keys: the payout step says so and lets the writer go on. */
  payoutsConfigured: Scalars['Boolean']['output'];
  termsAcceptedAt?: Maybe<Scalars['Long']['output']>;
  unenrolledAt?: Maybe<Scalars['Long']['output']>;
};

/** Spec 2 §3: a writer's place in the Partner Program. */
export type PartnerProgramEnrollment =
  | 'ENROLLED'
  | 'NOT_ENROLLED'
  /** The writer may not enroll (suspended, or the rules are not met). */
  | 'PERMISSION_DENIED';

export type PasswordPermanentLockout = LockoutError & {
  __typename?: 'PasswordPermanentLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type PasswordSoftLockout = LockoutError & {
  __typename?: 'PasswordSoftLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type PasswordUpdated = {
  __typename?: 'PasswordUpdated';
  /** Other live sessions of the account, which the client offers to end. */
  otherSessionCount: Scalars['Int']['output'];
  /** Where to go next (a reset link signs the reader in). */
  redirect: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type PaymentError = {
  __typename?: 'PaymentError';
  message: Scalars['String']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand: CardBrand;
  expMonth: Scalars['Int']['output'];
  expYear: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

export type PaymentMethodDeclined = {
  __typename?: 'PaymentMethodDeclined';
  message: Scalars['String']['output'];
};

/** A membership plan from the instance's configuration (spec 2 §3, payment plan config). */
export type PaymentPlan = {
  __typename?: 'PaymentPlan';
  /** Price in cents. */
  amount: Scalars['Int']['output'];
  currency: Currency;
  description: Scalars['String']['output'];
  kind: PaymentPlanKind;
  /** How many months one payment covers (1 monthly, 12 yearly, a gift's length). */
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  planId: Scalars['ID']['output'];
  /** Free days before the first charge (trial plans). */
  trialDays?: Maybe<Scalars['Int']['output']>;
};

export type PaymentPlanKind =
  | 'GIFT'
  | 'MONTHLY'
  | 'STAFF_YEARLY'
  | 'TRIAL'
  | 'YEARLY';

/** How payments work on this instance (spec 2 §9, payment config). */
export type PaymentsConfig = {
  __typename?: 'PaymentsConfig';
  applePayVersion: Scalars['Int']['output'];
  /** False when the instance has no Stripe keys: pages say so, and operators grant membership. */
  enabled: Scalars['Boolean']['output'];
  /** Free-month discount tiers, in months: 1, 3 and 6. */
  freeMonthDiscountTiers: Array<Scalars['Int']['output']>;
  gracePeriodDays: Scalars['Int']['output'];
  /** The plans a reader may choose (the staff plan only for staff). */
  plans: Array<PaymentPlan>;
  threeDSecureVersion: Scalars['Int']['output'];
};

/** Where the browser goes to set up the payout account (Stripe Connect onboarding). */
export type PayoutOnboardingLink = {
  __typename?: 'PayoutOnboardingLink';
  url: Scalars['String']['output'];
};

export type PayoutOnboardingResult = BadRequest | PartnerEnrollmentState | PayoutOnboardingLink;

export type Post = {
  __typename?: 'Post';
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  /** The reader's saved state (NONE and no lists when signed out). Ask for it after the page loads. */
  catalogEdge: PostCatalogEdge;
  /** Every reader's claps together. */
  clapCount: Scalars['Int']['output'];
  /** How many readers clapped. */
  clapperCount: Scalars['Int']['output'];
  /** Who clapped and how many times, newest clapper first. */
  clappers: ClapperConnection;
  collection?: Maybe<Collection>;
  /** Null (with an error) if the stored body cannot be read; the rest of the post still answers. */
  content?: Maybe<PostContent>;
  /** The writer lets verified search engines read the whole member-only story; null for those who may not edit the story. */
  crawlersReadWhole?: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['Long']['output'];
  creator: User;
  /** The spec's draft/submission label for this viewer, or null when none applies. */
  draftLabel?: Maybe<Scalars['String']['output']>;
  firstPublishedAt?: Maybe<Scalars['Long']['output']>;
  /**
   * The viewer's own highlights and the story's top highlights, placed on the current published version (highlights
   * whose words an edit removed are left out), and only within the text the viewer may read.
   */
  highlights: Array<Quote>;
  id: Scalars['ID']['output'];
  /** The list this response answers (top-level list responses). */
  inResponseToCatalogId?: Maybe<Scalars['ID']['output']>;
  /** The story or response this response answers. */
  inResponseToPost?: Maybe<Post>;
  isDeleted: Scalars['Boolean']['output'];
  /** The author closed discussion: nobody can respond. */
  isDiscussionClosed: Scalars['Boolean']['output'];
  /** Hidden by the discussion's author: only its writer and that author still see it, marked. */
  isHiddenOnParent: Scalars['Boolean']['output'];
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  isResponse: Scalars['Boolean']['output'];
  isSeries: Scalars['Boolean']['output'];
  latestDraft?: Maybe<PostDraftContent>;
  latestPublishedAt?: Maybe<Scalars['Long']['output']>;
  latestPublishedVersion?: Maybe<Scalars['Int']['output']>;
  latestVersion: Scalars['Int']['output'];
  license: Scalars['String']['output'];
  /** Why the story is locked, one of the spec's locked-post sources: none, user-generated (its writer is in the Partner Program), user-generated unenrolled… */
  lockedSource: Scalars['String']['output'];
  mediumUrl: Scalars['String']['output'];
  /** How this reader gets the story; a read of one story (post, postResult) with content spends the meter. */
  meterState: MeterState;
  /** The email-only issue this draft is, for those who may edit it; null for stories. */
  newsletterIssue?: Maybe<NewsletterIssue>;
  pendingCollection?: Maybe<Collection>;
  previewImage?: Maybe<ImageMetadata>;
  /** How many of privateNotes there are (cheap: no notes or replies loaded). */
  privateNoteCount: Scalars['Int']['output'];
  /** The notes on this story the reader may read: all but dismissed ones for its creator, their own for anyone else, none when signed out. */
  privateNotes: Array<Note>;
  readingTime: Scalars['Float']['output'];
  /** 0 for a response to the story or list, 1 and 2 for replies. */
  responseDepth?: Maybe<Scalars['Int']['output']>;
  /**
   * A response's text as threads show it, light enough for a page of ten: its lines, a quoted passage first
   * (type BQ). Web addresses in a line are its links (linkMarkups in src/shared/content). Empty for stories.
   */
  responseParagraphs: Array<ResponseParagraph>;
  /** The response this one is shown under (null for top-level responses). */
  responseParentId?: Maybe<Scalars['ID']['output']>;
  /** Replies shown under this response, oldest first. */
  responseReplies: ResponseConnection;
  /** The list the discussion this response belongs to is about (responses to lists and their replies). */
  responseRootCatalog?: Maybe<Catalog>;
  /** The story the discussion this response belongs to is about. */
  responseRootPost?: Maybe<Post>;
  responseViewerEdge: ResponseViewerEdge;
  /** Stories: shown responses in the whole discussion. Responses: shown replies under this one. */
  responsesCount: Scalars['Int']['output'];
  /** The first sequence the story is read in (spec 1 §3: sequence.slug), or null. */
  sequence?: Maybe<Sequence>;
  /** How many readers follow the series. */
  seriesFollowerCount: Scalars['Int']['output'];
  /** How many parts of a series are published (0 for a story). */
  seriesPartCount: Scalars['Int']['output'];
  /** A series' parts the reader may read, in order (its writer sees the drafts too); empty for a story. */
  seriesParts: Array<SeriesPart>;
  /** When a series last got a published part (its publication when it has none yet); null for a story and a draft. */
  seriesUpdatedAt?: Maybe<Scalars['Long']['output']>;
  seriesViewerEdge: SeriesViewerEdge;
  statusForCollection?: Maybe<StatusForCollection>;
  /** The editors' note when the publication declined the story's submission (author and editors only). */
  submissionNote?: Maybe<SubmissionNote>;
  subtitle: Scalars['String']['output'];
  tags: Array<Tag>;
  /** Top-level responses, 10 a page by default; muted and blocked people's left out for this reader. */
  threadedPostResponses: ResponseConnection;
  title: Scalars['String']['output'];
  uniqueSlug: Scalars['String']['output'];
  updatedAt: Scalars['Long']['output'];
  /** The signed-in reader's claps (0 signed out). */
  viewerClapCount: Scalars['Int']['output'];
  viewerEdge: PostViewerEdge;
  /** How many highlights of the viewer's own the story has, on any of its versions (0 when signed out). */
  viewerHighlightCount: Scalars['Int']['output'];
  /** The story's views and reads when the signed-in viewer wrote it (all time, or over the last `days` days (1–90), today included, counted as viewerViewStats counts them); null for anyone else. */
  viewerStats?: Maybe<StoryViewCounts>;
  visibility: PostVisibility;
  wordCount: Scalars['Int']['output'];
};


export type PostClappersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type PostResponseRepliesArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type PostThreadedPostResponsesArgs = {
  paging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};


export type PostViewerStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in reader's standing with one story: reading list state and which of their lists hold it. */
export type PostCatalogEdge = {
  __typename?: 'PostCatalogEdge';
  /** Ids of the reader's own lists (the reading list excepted) that hold the story. */
  catalogIds: Array<Scalars['ID']['output']>;
  /** postId:viewerId */
  id: Scalars['ID']['output'];
  readingList: ReadingListState;
};

export type PostConnection = {
  __typename?: 'PostConnection';
  pagingInfo: PagingInfo;
  posts: Array<Post>;
};

export type PostContent = {
  __typename?: 'PostContent';
  bodyModel: RichText;
  isLockedPreviewOnly: Scalars['Boolean']['output'];
};

export type PostDeleted = {
  __typename?: 'PostDeleted';
  id: Scalars['ID']['output'];
};

/** The newest saved version of a story, for whoever may edit it. */
export type PostDraftContent = {
  __typename?: 'PostDraftContent';
  /** The content model (PostBody) as JSON. */
  bodyJson: Scalars['String']['output'];
  savedAt: Scalars['Long']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type PostDraftSaved = {
  __typename?: 'PostDraftSaved';
  post: Post;
  savedAt: Scalars['Long']['output'];
  version: Scalars['Int']['output'];
};

export type PostForEditingResult = Forbidden | NotFound | Post;

export type PostMutationResult = BadRequest | Conflict | Forbidden | NotFound | Post;

export type PostResponseResult = BadRequest | Forbidden | NotFound | Post | TooManyRequests;

export type PostResult = Blocked | NotFound | Post | PostSuspended;

export type PostSearchConnection = {
  __typename?: 'PostSearchConnection';
  items: Array<PostSearchHit>;
  pagingInfo: PagingInfo;
};

/** A story that matched, with its title and a passage of its readable text, matched words marked. */
export type PostSearchHit = {
  __typename?: 'PostSearchHit';
  id: Scalars['ID']['output'];
  post: Post;
  /** Empty when only the title matched and the story has no text readers may read. */
  snippet: HighlightedText;
  title: HighlightedText;
};

export type PostSettingsInput = {
  canonicalUrl?: InputMaybe<Scalars['String']['input']>;
  /** Let verified search engines read the whole member-only story (off by default). */
  crawlersReadWhole?: InputMaybe<Scalars['Boolean']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  license?: InputMaybe<Scalars['String']['input']>;
  previewImageId?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  visibility?: InputMaybe<PostVisibility>;
};

/** One of the writer's own stories, with what is known about it. */
export type PostStats = {
  __typename?: 'PostStats';
  /** People who started following the writer since the story was first published (and follow them still); 0 for a story not published. */
  followersGainedSincePublished: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  post: Post;
  /** Views in which the story was really read (near its end, or for 30% of its reading time). */
  reads: Scalars['Int']['output'];
  /** Times readers other than the writer opened the story (page views). */
  views: Scalars['Int']['output'];
};

export type PostStatsResult = NotFound | PostStats;

export type PostSuspended = {
  __typename?: 'PostSuspended';
  message: Scalars['String']['output'];
};

export type PostViewerEdge = {
  __typename?: 'PostViewerEdge';
  canEdit: Scalars['Boolean']['output'];
  /** The Friend Link key, only for those who may edit; ?sk= lets a non-member read a members-only story. */
  shareKey?: Maybe<Scalars['String']['output']>;
};

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

export type PredefinedCatalogType =
  | 'READING_LIST';

/** result is true when the account has no password, so a magic link is the way in. */
export type PrefersMagicLink = {
  __typename?: 'PrefersMagicLink';
  result: Scalars['Boolean']['output'];
};

export type ProfileField =
  | 'ACCENT_COLOR'
  | 'BACKGROUND_COLOR'
  | 'BIO'
  | 'FONT1'
  | 'FONT2'
  | 'FONT3'
  | 'HEADER_IMAGE'
  | 'IMAGE'
  | 'NAME'
  | 'USERNAME';

export type PublishPostInput = {
  /** The version being published; a newer saved version answers Conflict. */
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  canonicalUrl?: InputMaybe<Scalars['String']['input']>;
  /** Publish in (or submit to) this publication; null publishes on the profile. */
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  /** One of the spec's licenses (ALL_RIGHTS_RESERVED, CC_40_BY, …). */
  license: Scalars['String']['input'];
  previewImageId?: InputMaybe<Scalars['String']['input']>;
  /** On its first publication, email the story to its newsletters' subscribers (the writer's, and the publication's when published in one); true when not given. */
  sendNewsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 5 tags; each becomes a tag page. */
  tags: Array<Scalars['String']['input']>;
  visibility: PostVisibility;
};

export type Query = {
  __typename?: 'Query';
  /** The product's name and version, for clients and health checks. */
  about: About;
  /** The verified-email token of a sign-up in progress (set when its link was opened); never cached. */
  accountToken?: Maybe<Scalars['String']['output']>;
  /** The public list shown at /browse/{slug}; null when there is none. */
  browseCatalog?: Maybe<Catalog>;
  /** A list by id; null when it does not exist or the reader may not read it. */
  catalogById?: Maybe<Catalog>;
  /** A list by its slugged id (/@{username}/list/{catalogSlugId}); without username, the signed-in reader's own (/me/list/{catalogSlugId}). */
  catalogBySlugId?: Maybe<Catalog>;
  /** The discussion under a list the reader can see. */
  catalogDiscussion?: Maybe<CatalogDiscussion>;
  collection?: Maybe<Collection>;
  collectionByDomainOrSlug?: Maybe<Collection>;
  /** Whether a publication could take this address now (for a publication's editors, their own counts as free). */
  collectionSlugAvailability: SlugAvailability;
  emailAvailability: Scalars['Boolean']['output'];
  /** Feature flags in force for whoever is asking: instance defaults, then the viewer's own overrides. */
  featureFlags: Array<FeatureFlag>;
  /** The topics the signed-in reader follows, most recently followed first. */
  followedTopics: TopicConnection;
  /** Stories from the people and publications the signed-in reader follows, newest first. */
  followingFeed: FeedConnection;
  /** The signed-in reader's For you feed (empty when signed out). */
  forYouFeed: FeedConnection;
  /** What shapes the signed-in reader's For you feed; null when signed out. */
  forYouSignals?: Maybe<ForYouSignals>;
  /** A code's public face for the redeem page; null when no such code exists (lookups are rate-limited). */
  giftByCode?: Maybe<GiftPreview>;
  /** The gift lengths on sale (plans of kind GIFT: 1, 3, 6 and 12 months). */
  giftPlans: Array<PaymentPlan>;
  /** The newest published public stories, newest first. */
  latestPostsConnection: PostConnection;
  magicLinkPreferred: MagicLinkPreferredResult;
  /** People to mention, by name or username prefix. */
  mentionSuggestions: Array<User>;
  /** Free member-only stories a signed-in non-member reads each month (0: metering is off); for signed-out pages. */
  meterFreeStoriesPerMonth: Scalars['Int']['output'];
  /** A newsletter's subscribers: for its writer or its publication's editors; NotFound for anyone else (signed out included). */
  newsletterV3Audience: NewsletterV3AudienceResult;
  /** A newsletter its managers write an email-only issue for (/newsletters/{id}/new-email); NotFound for everyone else. */
  newsletterV3ForEmail: NewsletterV3Result;
  /** A newsletter's sends and what became of them: for its writer or its publication's editors; NotFound for anyone else. */
  newsletterV3Stats: NewsletterV3StatsResult;
  /** The newsletters the signed-in reader gets by email (/me/newsletters), most recent first. */
  newsletterV3Subscriptions: Array<NewsletterV3>;
  /** One of the signed-in reader's own notifications (null for anyone else's): a rolled-up row's people. */
  notification?: Maybe<Notification>;
  /** The signed-in reader's unread count; null when signed out. */
  notificationStatus?: Maybe<NotificationStatus>;
  /** The signed-in reader's notifications, newest first; `activityTypes` filters (the Responses tab). */
  notificationsConnectionByActivityTypes: NotificationsConnection;
  /** The signed-in writer's enrolment progress; null when signed out. */
  partnerEnrollmentState?: Maybe<PartnerEnrollmentState>;
  /** The share of each member's fee, in percent, that goes to the Partner Program writers they read (the public Partner Program pages say it). */
  partnerSharePercent: Scalars['Int']['output'];
  paymentsConfig: PaymentsConfig;
  /** Staff: tax forms waiting for review (pending or on hold), oldest first. */
  pendingTaxDocuments: Array<TaxReviewItem>;
  /** A readable post (published, or a draft the viewer may see); shareKey unlocks a members-only story. */
  post?: Maybe<Post>;
  /** A story with its newest draft, for its author or an editor of its publication. */
  postForEditing: PostForEditingResult;
  postResult: PostResult;
  /** The signed-in reader's reading history, last opened first (10 a page by default, at most 50). */
  readingHistory: ReadingHistoryConnection;
  /** The signed-in reader's reading list (created on first use); it always answers for a signed-in reader. */
  readingList?: Maybe<Catalog>;
  /** The signed-in reader's reading list, the saved (QUEUE) or archived (ARCHIVE) stories, newest first. */
  readingListItems: CatalogItemConnection;
  /** Topics to suggest to this reader (signed out: the most followed public topics). */
  recommendedTopics: Array<Topic>;
  /** A few recent stories to suggest where there is nothing else to show (the 404 page). */
  samplePosts: Array<Post>;
  /** Public lists by name and description. */
  searchCatalogs: CatalogSearchConnection;
  /** Publications by name, tagline and description. */
  searchCollections: CollectionSearchConnection;
  /** Published stories matching the words, best first (title over body, recent and popular over stale); only a publication's with collectionId. */
  searchPosts: PostSearchConnection;
  /** As-you-type suggestions for the metabar's search field. */
  searchSuggestions: SearchSuggestions;
  /** Tags by name, with their story counts. */
  searchTags: TagSearchConnection;
  /** People by name, username and bio. */
  searchUsers: UserSearchConnection;
  sequence?: Maybe<Sequence>;
  /** Sequences with stories, last changed first (/collections). */
  sequencesConnection: SequenceConnection;
  /** A series by its post id: published, or a draft its writer sees; null otherwise (and for a story). */
  series?: Maybe<Post>;
  /** The Nth part (from 1) of the parts the reader may read of a series; null past the last. */
  seriesPart?: Maybe<SeriesPart>;
  /** The instance's staff picks (the list at /browse/staff-picks), in the curator's order: newest pick first unless rearranged. */
  staffPicks: Array<Post>;
  /** A story's earnings audit: for its writer, or staff; NotFound for anyone else. */
  storyEarningsAudit: StoryEarningsAuditResult;
  /** A tag by its slug (/tag/{tagSlug}); null when no listed story carries it and no topic the reader may see groups it. */
  tagFromSlug?: Maybe<Tag>;
  /** The most clapped stories over a recent period: week (default) or month. An unknown period answers BAD_REQUEST. */
  topStories: PostConnection;
  /** A topic by its slug; null when there is none or the reader may not see it. */
  topic?: Maybe<Topic>;
  /** Every topic listed on /topics, in their headings' order. */
  topics: Array<Topic>;
  /**
   * Stories trending now (scores computed by a job from reads, claps and responses, decayed over time), best
   * first, optionally in one topic. Modes: today, week, month; null is the default mode (week).
   * An unknown mode answers BAD_REQUEST, an unknown topic NOT_FOUND.
   */
  trendingPosts: PostConnection;
  /** Which second factor a pending sign-in token expects. */
  twoFactorChallenge?: Maybe<TwoFactorChallenge>;
  user?: Maybe<User>;
  /** The audience of the person named: UserAudience for that person themself, NotFound for anyone else (signed out included). */
  userAudience: UserAudienceResult;
  /** By id (userId is the same, as the style reminder asks) or username. */
  userResult: UserResult;
  /** Whether the signed-in reader (or anyone) could take this username now. */
  usernameAvailability: UsernameAvailability;
  /** The signed-in reader, or null when signed out. */
  viewer?: Maybe<Viewer>;
  /** The signed-in writer's followers and new followers per day over the last `days` days (1–90, default 30), today included. */
  viewerAudienceStats: AudienceStats;
  /** People the signed-in reader has blocked. */
  viewerBlockedUsers: UserConnection;
  /** The signed-in reader's own lists (public and private, the reading list apart), newest changed first; empty when signed out. */
  viewerCatalogs: CatalogConnection;
  /** One of the viewer's own charges (a receipt); nobody else's. */
  viewerCharge?: Maybe<Charge>;
  /** The viewer's charges, newest first. */
  viewerCharges: ChargeConnection;
  /** The signed-in reader's unanswered invitations to write for or edit publications. */
  viewerCollectionInvitations: Array<CollectionInvitation>;
  /** The signed-in reader's stories a publication sent back with a note (not resubmitted since), newest first. */
  viewerDeclinedSubmissions: Array<Post>;
  /** Publications the signed-in reader follows, newest first. */
  viewerFollowedCollections: CollectionConnection;
  /** People the signed-in reader follows, newest first (for /me/following/{entityName}). */
  viewerFollowedUsers: UserConnection;
  /** One of the signed-in reader's own purchases; null for anybody else's. */
  viewerGiftPurchase?: Maybe<GiftPurchase>;
  /** The signed-in reader's paid (and staff-made) gifts, newest first; empty when signed out. */
  viewerGiftPurchases: Array<GiftPurchase>;
  /** The viewer's current (or last) membership; null for signed-out readers and those who never had one. */
  viewerMembership?: Maybe<Membership>;
  viewerMutedCollections: CollectionConnection;
  /** People the signed-in reader has muted (for /me/settings/mute/{activeTab}). */
  viewerMutedUsers: UserConnection;
  /** The signed-in writer's own earnings; null when signed out. */
  viewerPartnerEarnings?: Maybe<PartnerEarnings>;
  viewerPaymentMethod?: Maybe<PaymentMethod>;
  /** One story's stats, for its author only: anyone else (and a deleted story) gets NotFound. */
  viewerPostStats: PostStatsResult;
  /** Publications the viewer may publish in or submit to (editor or writer). */
  viewerPublications: Array<Collection>;
  /** How many published stories the signed-in writer has. */
  viewerPublishedStoryCount: Scalars['Int']['output'];
  /** The signed-in reader's own sequences, last changed first; empty when signed out. */
  viewerSequences: Array<Sequence>;
  /** The signed-in writer's own series, drafts and published, last changed first; empty when signed out. */
  viewerSeries: PostConnection;
  /** The signed-in writer's published stories (public, unlisted and members-only), newest first by first publication. */
  viewerStatsStories: PostConnection;
  /** The viewer's stories for /me/stories/{filter}, newest first. */
  viewerStories: PostConnection;
  viewerStoryCounts: YourStoryCounts;
  /** The signed-in writer's subscribers and their growth over the last `days` days (1–90, default 30). */
  viewerSubscriberStats: SubscriberStats;
  /** Views and reads of the signed-in writer's stories per day over the last `days` days (1–90, default 30), today included. */
  viewerViewStats: ViewStats;
  /** Writers to suggest to the reader (signed out: the most followed writers). */
  whoToFollow: Array<User>;
};


export type QueryBrowseCatalogArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCatalogByIdArgs = {
  catalogId: Scalars['ID']['input'];
};


export type QueryCatalogBySlugIdArgs = {
  catalogSlugId: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCatalogDiscussionArgs = {
  catalogId: Scalars['ID']['input'];
};


export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionByDomainOrSlugArgs = {
  domainOrSlug: Scalars['String']['input'];
};


export type QueryCollectionSlugAvailabilityArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryEmailAvailabilityArgs = {
  email: Scalars['String']['input'];
};


export type QueryFollowedTopicsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryFollowingFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryForYouFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryGiftByCodeArgs = {
  giftCode: Scalars['String']['input'];
};


export type QueryLatestPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryMagicLinkPreferredArgs = {
  email: Scalars['String']['input'];
};


export type QueryMentionSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryNewsletterV3AudienceArgs = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type QueryNewsletterV3ForEmailArgs = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type QueryNewsletterV3StatsArgs = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationsConnectionByActivityTypesArgs = {
  activityTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  paging?: InputMaybe<PagingOptions>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPostForEditingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostResultArgs = {
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReadingHistoryArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryReadingListItemsArgs = {
  paging?: InputMaybe<PagingOptions>;
  state: ReadingListState;
};


export type QueryRecommendedTopicsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySamplePostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchCatalogsArgs = {
  paging?: InputMaybe<PagingOptions>;
  query: Scalars['String']['input'];
};


export type QuerySearchCollectionsArgs = {
  paging?: InputMaybe<PagingOptions>;
  query: Scalars['String']['input'];
};


export type QuerySearchPostsArgs = {
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingOptions>;
  query: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  query: Scalars['String']['input'];
};


export type QuerySearchTagsArgs = {
  paging?: InputMaybe<PagingOptions>;
  query: Scalars['String']['input'];
};


export type QuerySearchUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
  query: Scalars['String']['input'];
};


export type QuerySequenceArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySequencesConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QuerySeriesArgs = {
  postId: Scalars['ID']['input'];
};


export type QuerySeriesPartArgs = {
  number: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
};


export type QueryStaffPicksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStoryEarningsAuditArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryTagFromSlugArgs = {
  tagSlug: Scalars['String']['input'];
};


export type QueryTopStoriesArgs = {
  paging?: InputMaybe<PagingOptions>;
  period?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTopicArgs = {
  slug: Scalars['String']['input'];
};


export type QueryTrendingPostsArgs = {
  mode?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
  topicSlug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTwoFactorChallengeArgs = {
  token: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserAudienceArgs = {
  username: Scalars['String']['input'];
};


export type QueryUserResultArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsernameAvailabilityArgs = {
  username: Scalars['String']['input'];
};


export type QueryViewerAudienceStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryViewerBlockedUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerCatalogsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerChargeArgs = {
  chargeId: Scalars['ID']['input'];
};


export type QueryViewerChargesArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerFollowedCollectionsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerFollowedUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerGiftPurchaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryViewerMutedCollectionsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerMutedUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerPostStatsArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryViewerSeriesArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerStatsStoriesArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerStoriesArgs = {
  filter: YourStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerSubscriberStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryViewerViewStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWhoToFollowArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A highlighted passage. A top highlight (several readers' overlapping passages) has userId 'anon', no user, and
 * counts its readers; a reader's own highlight has their id and user.
 */
export type Quote = {
  __typename?: 'Quote';
  /** How many readers highlighted this passage (1 for a reader's own). */
  count: Scalars['Int']['output'];
  createdAt: Scalars['Long']['output'];
  endOffset: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  paragraphs: Array<QuoteParagraph>;
  postId: Scalars['ID']['output'];
  quoteType: QuoteType;
  startOffset: Scalars['Int']['output'];
  /** The highlighted text (paragraphs joined by a newline). */
  text: Scalars['String']['output'];
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
  /** For a top highlight: up to two readers the viewer follows among those who highlighted it (for 'A and B'). */
  users: Array<User>;
};

export type QuoteConnection = {
  __typename?: 'QuoteConnection';
  pagingInfo: PagingInfo;
  quotes: Array<QuoteWithContext>;
};

/** A paragraph a quote spans, as it reads in the story's current published version. */
export type QuoteParagraph = {
  __typename?: 'QuoteParagraph';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A highlight that was removed (deleteQuote, or createQuote on the reader's own identical highlight). */
export type QuoteRemoved = {
  __typename?: 'QuoteRemoved';
  id: Scalars['ID']['output'];
  postId: Scalars['ID']['output'];
};

export type QuoteType =
  | 'HIGHLIGHT'
  | 'RESPONSE'
  | 'TWEET';

/** A highlight on a reader's profile: the passage, up to 100 characters of its paragraph on each side, and its story. */
export type QuoteWithContext = {
  __typename?: 'QuoteWithContext';
  contextAfter: Scalars['String']['output'];
  contextBefore: Scalars['String']['output'];
  contextCutAfter: Scalars['Boolean']['output'];
  /** The paragraph goes on before or after the context shown. */
  contextCutBefore: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  post: Post;
  quote: Quote;
};

export type ReadingHistoryCleared = {
  __typename?: 'ReadingHistoryCleared';
  /** How many stories left the history. */
  clearedCount: Scalars['Int']['output'];
};

export type ReadingHistoryConnection = {
  __typename?: 'ReadingHistoryConnection';
  items: Array<ReadingHistoryItem>;
  pagingInfo: PagingInfo;
};

/** One story in the reader's history. */
export type ReadingHistoryItem = {
  __typename?: 'ReadingHistoryItem';
  /** When the reader first opened the story. */
  firstViewedAt: Scalars['Long']['output'];
  /** The story's id: the history holds one entry per story. */
  id: Scalars['ID']['output'];
  /** When the reader last opened it (the history's order). */
  lastViewedAt: Scalars['Long']['output'];
  post: Post;
  /** When the reader really read it (near the end, or a good share of its reading time); null until then. */
  readAt?: Maybe<Scalars['Long']['output']>;
};

export type ReadingHistoryRemoval = {
  __typename?: 'ReadingHistoryRemoval';
  postId: Scalars['ID']['output'];
  /** False when the story was not in the history (nothing changed). */
  removed: Scalars['Boolean']['output'];
};

export type ReadingListResult = BadRequest | Forbidden | NotFound | Post | TooManyRequests;

/** Spec 2 §3: where a story is in the reader's reading list. */
export type ReadingListState =
  | 'ARCHIVE'
  | 'NONE'
  | 'QUEUE';

export type RedeemGiftResult = BadRequest | Forbidden | GiftRedemption | NotFound | TooManyRequests;

export type RegisterAuthyUserResult = AuthyUser | BadRequest;

export type RemoveFromReadingHistoryResult = BadRequest | ReadingHistoryRemoval | TooManyRequests;

export type RemoveTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout | TwoFactorStatus;

export type ResolveEmbedResult = BadRequest | IframeEmbed | MixtapeEmbed;

export type ResponseConnection = {
  __typename?: 'ResponseConnection';
  pagingInfo: PagingInfo;
  responses: Array<Post>;
};

export type ResponseParagraph = {
  __typename?: 'ResponseParagraph';
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** P, or BQ for the quoted passage. */
  type: Scalars['String']['output'];
};

export type ResponseSortType =
  /** Claps and replies weigh over age. */
  | 'MOST_RELEVANT'
  | 'NEWEST';

/** What the signed-in reader may do about a story's or list's discussion, or about one response. */
export type ResponseViewerEdge = {
  __typename?: 'ResponseViewerEdge';
  /** The response's writer: may delete it. */
  canDelete: Scalars['Boolean']['output'];
  /** The discussion's author: may hide responses and close discussion. */
  canModerate: Scalars['Boolean']['output'];
  /** The reader may write a response (or reply) here now. */
  canRespond: Scalars['Boolean']['output'];
  /** Why not, when canRespond is false and a reason can be told (closed discussion, members only). */
  cannotRespondReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type ResumeNewsletterSendResult = BadRequest | NewsletterSendStats | NotFound;

export type RichText = {
  __typename?: 'RichText';
  paragraphs: Array<Paragraph>;
  sections: Array<Section>;
};

export type SavePostDraftResult = BadRequest | Conflict | Forbidden | NotFound | PostDraftSaved;

/** A range of matched characters in a text (UTF-16 offsets, as JavaScript counts them): show it highlighted. */
export type SearchHighlight = {
  __typename?: 'SearchHighlight';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

/** What the metabar suggests while the reader types: a few of each kind, the last word read as a beginning. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  collections: Array<Collection>;
  posts: Array<Post>;
  tags: Array<TagSearchHit>;
  users: Array<User>;
};

export type Section = {
  __typename?: 'Section';
  backgroundImage?: Maybe<ImageMetadata>;
  imageLayout?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  startIndex: Scalars['Int']['output'];
  textLayout?: Maybe<Scalars['String']['output']>;
  videoLayout?: Maybe<Scalars['String']['output']>;
};

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | SusiMethod | TooManyRequests;

export type SendNewsletterIssueResult = BadRequest | Conflict | NewsletterIssue | NotFound;

export type SendTwoFactorCodeResult = BadRequest | NotFound | TooManyRequests | TwoFactorCodeSent;

export type SendVerificationEmailResult = BadRequest | SentVerificationEmail | TooManyRequests;

export type SentVerificationEmail = {
  __typename?: 'SentVerificationEmail';
  email: Scalars['String']['output'];
};

/** An ordered run of stories (/s/{sequenceSlug}). */
export type Sequence = {
  __typename?: 'Sequence';
  createdAt: Scalars['Long']['output'];
  /** Who put it together. */
  creator: User;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where a story sits in it: its place, the count, the stories before and after; null when it is not in it. */
  position?: Maybe<SequencePosition>;
  /** How many stories it holds (those the reader may read). */
  postCount: Scalars['Int']['output'];
  /** Its stories in order, those the reader may read. */
  posts: Array<Post>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['Long']['output'];
  viewerEdge: SequenceViewerEdge;
};


/** An ordered run of stories (/s/{sequenceSlug}). */
export type SequencePositionArgs = {
  postId: Scalars['ID']['input'];
};

export type SequenceConnection = {
  __typename?: 'SequenceConnection';
  pagingInfo: PagingInfo;
  sequences: Array<Sequence>;
};

export type SequencePosition = {
  __typename?: 'SequencePosition';
  count: Scalars['Int']['output'];
  /** sequenceId:postId */
  id: Scalars['ID']['output'];
  next?: Maybe<Post>;
  /** From 1. */
  number: Scalars['Int']['output'];
  post: Post;
  previous?: Maybe<Post>;
};

export type SequenceResult = BadRequest | Forbidden | NotFound | Sequence | TooManyRequests;

export type SequenceViewerEdge = {
  __typename?: 'SequenceViewerEdge';
  /** sequenceId:viewerId */
  id: Scalars['ID']['output'];
  isCreator: Scalars['Boolean']['output'];
};

/** One part of a series: a short run of paragraphs read at one go. */
export type SeriesPart = {
  __typename?: 'SeriesPart';
  bodyModel: RichText;
  createdAt: Scalars['Long']['output'];
  /** The start of its text, for a list of parts. */
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** Its place among the parts the reader sees, from 1. */
  number: Scalars['Int']['output'];
  publishedAt?: Maybe<Scalars['Long']['output']>;
  readingTime: Scalars['Float']['output'];
  updatedAt: Scalars['Long']['output'];
};

export type SeriesResult = BadRequest | Forbidden | NotFound | Post | TooManyRequests;

/** The reader's standing with a series. */
export type SeriesViewerEdge = {
  __typename?: 'SeriesViewerEdge';
  /** seriesId:viewerId */
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  /** The reader wrote it (and may edit it). */
  isWriter: Scalars['Boolean']['output'];
};

export type SetCatalogBrowseSlugResult = BadRequest | Catalog | NotFound;

export type SharePostResult = BadRequest | NotFound | Post | TooManyRequests;

export type SlugAvailability = {
  __typename?: 'SlugAvailability';
  available: Scalars['Boolean']['output'];
  /** Why it is not available (format, reserved, taken), or a confirmation. */
  message: Scalars['String']['output'];
  /** The address as it would be saved (trimmed, lowercase). */
  slug: Scalars['String']['output'];
};

/** A sign-in provider linked to the viewer's account. */
export type SocialConnection = {
  __typename?: 'SocialConnection';
  createdAt: Scalars['Long']['output'];
  email?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
};

export type SocialStats = {
  __typename?: 'SocialStats';
  /** Publications this person follows. */
  collectionFollowingCount: Scalars['Int']['output'];
  followerCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
};

export type StatusForCollection =
  | 'APPROVED'
  | 'NOT_YET_SUBMITTED'
  | 'PENDING';

/** One month of a story's audit: how much members read and what it earned; never which members. */
export type StoryAuditPeriod = {
  __typename?: 'StoryAuditPeriod';
  amount: Scalars['Int']['output'];
  isEstimate: Scalars['Boolean']['output'];
  /** How many members' fees it had a share of. */
  memberCount: Scalars['Int']['output'];
  /** Members' engaged reading time, in milliseconds. */
  memberReadingTime: Scalars['Long']['output'];
  month: Scalars['String']['output'];
  periodStart: Scalars['Long']['output'];
  state: EarningState;
};

/** One story's earnings in a month, for its writer. */
export type StoryEarnings = {
  __typename?: 'StoryEarnings';
  /** Cents. */
  amount: Scalars['Int']['output'];
  /** Engaged reading time of members in the month, in milliseconds. */
  memberReadingTime: Scalars['Long']['output'];
  /** The story, unless it was deleted since. */
  post?: Maybe<Post>;
  postId: Scalars['ID']['output'];
  state: EarningState;
  title: Scalars['String']['output'];
};

/** A story's earnings month by month, for its writer or staff. */
export type StoryEarningsAudit = {
  __typename?: 'StoryEarningsAudit';
  currency: Currency;
  /** Cents over the closed months. */
  lifetime: Scalars['Int']['output'];
  /** Newest first, the current month's estimate first when it has any. */
  periods: Array<StoryAuditPeriod>;
  postId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type StoryEarningsAuditResult = NotFound | StoryEarningsAudit;

/** A story's views and reads, all time. */
export type StoryViewCounts = {
  __typename?: 'StoryViewCounts';
  /** Views in which the story was really read (near its end, or for 30% of its reading time). */
  reads: Scalars['Int']['output'];
  /** Times readers other than the writer opened the story (page views). */
  views: Scalars['Int']['output'];
};

/** Fonts of a custom style sheet (spec 2 §3), each self-hosted: SERIF_1 Source Serif, SERIF_2 Charis, SANS_SERIF_1 Inter. */
export type StyleSheetFont =
  | 'SANS_SERIF_1'
  | 'SERIF_1'
  | 'SERIF_2';

export type StyleSheetFonts = {
  __typename?: 'StyleSheetFonts';
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
};

export type StyleSheetHeader = {
  __typename?: 'StyleSheetHeader';
  backgroundImage?: Maybe<ImageMetadata>;
};

export type SubmissionNote = {
  __typename?: 'SubmissionNote';
  collection: Collection;
  decidedAt: Scalars['Long']['output'];
  note: Scalars['String']['output'];
};

/** The signed-in writer's email subscribers and their growth over a period of UTC days, today included. */
export type SubscriberStats = {
  __typename?: 'SubscriberStats';
  newSubscribersInPeriod: Scalars['Int']['output'];
  /** Subscriptions confirmed per day: one entry per day of the period (oldest first), days without any included. */
  newSubscribersPerDay: Array<DailyCount>;
  /** The writer's newsletter; null until it is enabled (its first subscriber, an import, or this page's import). */
  newsletter?: Maybe<NewsletterV3>;
  /** Confirmed subscribers now. */
  subscriberCount: Scalars['Int']['output'];
  unsubscribesInPeriod: Scalars['Int']['output'];
  /** Unsubscribes per day, the same way. */
  unsubscribesPerDay: Array<DailyCount>;
};

/** How the sign-in email was sent: magic_link, login_code or password_reset. */
export type SusiMethod = {
  __typename?: 'SusiMethod';
  value: Scalars['String']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  /** Without a year: its years; with a year: that year's months; with a month too: that month's days. */
  archivePeriods: Array<TagArchivePeriod>;
  /** Stories published in a year, month or day (UTC), newest first. */
  archivePosts: PostConnection;
  displayTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Newest first. */
  latestPosts: PostConnection;
  normalizedTagSlug: Scalars['String']['output'];
  /** Listed stories carrying the tag. */
  postCount: Scalars['Int']['output'];
  /** Tags most often found together with this one on its newest stories. */
  relatedTags: Array<Tag>;
  /** Most clapped first, among stories published within the period. */
  topPosts: PostConnection;
  topWriters: Array<TagWriter>;
  /** The first topic the tag belongs to that the reader may see. */
  topic?: Maybe<Topic>;
};


export type TagArchivePeriodsArgs = {
  month?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type TagArchivePostsArgs = {
  day?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
  year: Scalars['Int']['input'];
};


export type TagLatestPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type TagRelatedTagsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type TagTopPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
  period: TopPeriod;
};


export type TagTopWritersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A year, month or day of a tag's archive and how many stories were published in it (UTC). */
export type TagArchivePeriod = {
  __typename?: 'TagArchivePeriod';
  day?: Maybe<Scalars['Int']['output']>;
  month?: Maybe<Scalars['Int']['output']>;
  postCount: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type TagSearchConnection = {
  __typename?: 'TagSearchConnection';
  pagingInfo: PagingInfo;
  tags: Array<TagSearchHit>;
};

/** A tag that matched, with how many stories anyone may read carry it. */
export type TagSearchHit = {
  __typename?: 'TagSearchHit';
  postCount: Scalars['Int']['output'];
  tag: Tag;
};

/** A writer among a tag's most prolific. */
export type TagWriter = {
  __typename?: 'TagWriter';
  /** Their listed stories with this tag. */
  postCount: Scalars['Int']['output'];
  user: User;
};

export type TaxDocumentInput = {
  address: Scalars['String']['input'];
  country: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  /** A US TIN (9 digits) for US writers, else the foreign tax id. */
  taxId: Scalars['String']['input'];
};

export type TaxDocumentResult = BadRequest | InvalidTaxInput | UserTaxDocuments;

export type TaxIdKind =
  /** A tax identification number from another country. */
  | 'FOREIGN_TAX_ID'
  /** A US taxpayer identification number (SSN, ITIN or EIN). */
  | 'US_TIN';

export type TaxReviewDecision =
  | 'APPROVE'
  | 'INVALID'
  | 'ON_HOLD';

/** A tax form as staff review it: the tax id only by its last 4 characters. */
export type TaxReviewItem = {
  __typename?: 'TaxReviewItem';
  address: Scalars['String']['output'];
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invalidReason?: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
  reviewedAt?: Maybe<Scalars['Long']['output']>;
  submittedAt: Scalars['Long']['output'];
  taxDocumentStatus: Scalars['Int']['output'];
  taxIdKind: TaxIdKind;
  taxIdLast4: Scalars['String']['output'];
  user?: Maybe<User>;
};

export type TaxReviewResult = BadRequest | NotFound | TaxReviewItem;

/** A login code exchanged for a one-time sign-in token, to be redeemed at /m/callback/email. */
export type Token = {
  __typename?: 'Token';
  value: Scalars['String']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

/** The windows of a tag's Top stories (/tag/{tagSlug}/top/{week|month|year|all-time}). */
export type TopPeriod =
  | 'ALL_TIME'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** A topic groups tags (/topic/{slug}); readers follow topics. */
export type Topic = {
  __typename?: 'Topic';
  /** The heading /topics lists it under. */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  followerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Listed stories carrying any of its tags. */
  postCount: Scalars['Int']['output'];
  /** Its stories: HOT (trending), NEW, or the most clapped within a window. */
  posts: PostConnection;
  slug: Scalars['String']['output'];
  /** The tags it groups that listed stories carry, most used first. */
  tags: Array<Tag>;
  viewerEdge: TopicViewerEdge;
  visibility: TopicVisibility;
};


/** A topic groups tags (/topic/{slug}); readers follow topics. */
export type TopicPostsArgs = {
  paging?: InputMaybe<PagingOptions>;
  sort?: InputMaybe<TopicSort>;
};


/** A topic groups tags (/topic/{slug}); readers follow topics. */
export type TopicTagsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type TopicConnection = {
  __typename?: 'TopicConnection';
  pagingInfo: PagingInfo;
  topics: Array<Topic>;
};

export type TopicSort =
  | 'HOT'
  | 'NEW'
  | 'TOP_ALL_TIME'
  | 'TOP_MONTH'
  | 'TOP_WEEK'
  | 'TOP_YEAR';

export type TopicViewerEdge = {
  __typename?: 'TopicViewerEdge';
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
};

export type TopicVisibility =
  | 'PUBLIC'
  | 'SPECIAL'
  | 'STAFF';

export type TwoFactorAuthEnabled = {
  __typename?: 'TwoFactorAuthEnabled';
  method: TwoFactorMethod;
  otherSessionCount: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

export type TwoFactorAuthPermanentLockout = LockoutError & {
  __typename?: 'TwoFactorAuthPermanentLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type TwoFactorAuthSoftLockout = LockoutError & {
  __typename?: 'TwoFactorAuthSoftLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type TwoFactorBackupCodes = {
  __typename?: 'TwoFactorBackupCodes';
  backupCodes: Array<Scalars['String']['output']>;
};

/** What the sign-in page needs to show for a pending two-factor token. */
export type TwoFactorChallenge = {
  __typename?: 'TwoFactorChallenge';
  method: TwoFactorMethod;
  phoneLast4?: Maybe<Scalars['String']['output']>;
};

export type TwoFactorCodeSent = {
  __typename?: 'TwoFactorCodeSent';
  method: TwoFactorMethod;
  phoneLast4?: Maybe<Scalars['String']['output']>;
};

export type TwoFactorMethod =
  | 'AUTH_APP'
  | 'SMS_TEXT'
  | 'VOICE_CALL';

export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  backupCodesRemaining: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  method?: Maybe<TwoFactorMethod>;
  phoneLast4?: Maybe<Scalars['String']['output']>;
};

export type UpdateActivityLastViewedResult = ActivityLastViewed | TooManyRequests;

/** Only the fields given change; an empty image id takes the image away. */
export type UpdateCollectionInput = {
  avatarImageId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  logoImageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  tagline?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCustomStyleSheetResult = Forbidden | InvalidProfileInput | User;

export type UpdateNotificationEmailSettingResult = BadRequest | NotificationEmailSetting;

export type UpdateUserProfileResult = Forbidden | InvalidProfileInput | User;

/** The viewer after a profile change (name and username). */
export type UpdateViewerProfileResult = BadRequest | Forbidden | Viewer;

export type User = {
  __typename?: 'User';
  allowNotes: Scalars['Boolean']['output'];
  bio: Scalars['String']['output'];
  /** This person's lists, newest changed first, the reading list apart: public ones only, unless the reader is the person (then private ones too). */
  catalogsConnection: CatalogConnection;
  createdAt: Scalars['Long']['output'];
  customDomainState?: Maybe<CustomDomainState>;
  /** The profile's design (Design your profile), applied to the profile and the author's stories; null when never designed. */
  customStyleSheet?: Maybe<CustomStyleSheet>;
  /** People who follow this person, newest first. */
  followersConnection: UserConnection;
  /** Publications this person follows, newest first. */
  followingCollectionsConnection: CollectionConnection;
  /** People this person follows, newest first. */
  followingConnection: UserConnection;
  /** Whether the style reminder was dismissed ('Got it'); true for anyone but the signed-in reader themselves. */
  hasSeenStyleReminder: Scalars['Boolean']['output'];
  hasSubdomain: Scalars['Boolean']['output'];
  /** This person's highlights, newest first, on stories the viewer can see. */
  highlightsConnection: QuoteConnection;
  /** The author's published stories, newest first (the profile's home): keyset paging, pass back pagingInfo.next. */
  homepagePostsConnection: PostConnection;
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  isAuroraVisible: Scalars['Boolean']['output'];
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['Long']['output']>;
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The writer's newsletter; null until its first subscriber enables it. */
  newsletterV3?: Maybe<NewsletterV3>;
  /** This person's responses, newest first (profile tab and /me/stories/responses). */
  responsesConnection: ResponseConnection;
  /** This writer's published series, last updated first. */
  seriesConnection: PostConnection;
  socialStats: SocialStats;
  userPostCounts: UserPostCounts;
  /** The person's tax documents: themself and staff only; null for everyone else. */
  userTaxDocuments?: Maybe<UserTaxDocuments>;
  username?: Maybe<Scalars['String']['output']>;
  viewerEdge: UserViewerEdge;
};


export type UserCatalogsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingCollectionsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserHighlightsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserHomepagePostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserResponsesConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserSeriesConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

/** A writer's audience page: theirs alone. */
export type UserAudience = {
  __typename?: 'UserAudience';
  id: Scalars['ID']['output'];
  /** The most recently confirmed subscribers, newest first (1–200, default 20). */
  recentSubscribers: Array<NewsletterSubscriber>;
  /** Subscribers and their growth over the last `days` days (1–90, default 30). */
  subscriberStats: SubscriberStats;
  user: User;
};


/** A writer's audience page: theirs alone. */
export type UserAudienceRecentSubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A writer's audience page: theirs alone. */
export type UserAudienceSubscriberStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

export type UserAudienceResult = NotFound | UserAudience;

export type UserConnection = {
  __typename?: 'UserConnection';
  pagingInfo: PagingInfo;
  users: Array<User>;
};

export type UserCreationRateLimited = {
  __typename?: 'UserCreationRateLimited';
  message: Scalars['String']['output'];
};

export type UserPostCounts = {
  __typename?: 'UserPostCounts';
  publishedPosts: Scalars['Int']['output'];
};

export type UserResult = AccountDeleted | AccountSuspended | Blocked | NotFound | User;

export type UserSearchConnection = {
  __typename?: 'UserSearchConnection';
  pagingInfo: PagingInfo;
  users: Array<User>;
};

/**
 * A writer's tax form and earning deadlines (spec 2 §3, userTaxDocuments). taxDocumentStatus: 0 not submitted,
 * 1 pending, 2 on hold, 3 invalid, 4 approved. Only the writer themself (and staff) can read it.
 */
export type UserTaxDocuments = {
  __typename?: 'UserTaxDocuments';
  address?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  /** From then on earnings are withheld until a form is approved. */
  earningsFirstWithheldAt?: Maybe<Scalars['Long']['output']>;
  /** From then on withheld earnings are forfeited. */
  earningsForfeitedAt?: Maybe<Scalars['Long']['output']>;
  /** When forfeited earnings leave the writer's balance. */
  earningsInternallyForfeitedAt?: Maybe<Scalars['Long']['output']>;
  /** From then on stories stop earning until a form is approved. */
  earningsLimitedAt?: Maybe<Scalars['Long']['output']>;
  /** Why staff marked the form invalid. */
  invalidReason?: Maybe<Scalars['String']['output']>;
  legalName?: Maybe<Scalars['String']['output']>;
  submittedAt?: Maybe<Scalars['Long']['output']>;
  taxDocumentStatus: Scalars['Int']['output'];
  taxIdKind?: Maybe<TaxIdKind>;
  /** The last 4 characters of the tax id: the rest is never shown again. */
  taxIdLast4?: Maybe<Scalars['String']['output']>;
};

/** How the signed-in reader stands towards a person (all false when signed out). */
export type UserViewerEdge = {
  __typename?: 'UserViewerEdge';
  /** When the person joined (the hover card's 'Joined Quire {month year}'). */
  createdAt: Scalars['Long']['output'];
  /** The reader has reported this person (the menu then shows Reported, disabled). */
  hasReported: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** This person has blocked the reader. */
  isBlockedBy: Scalars['Boolean']['output'];
  isBlocking: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** When the person last published a story, or null. */
  lastPostCreatedAt?: Maybe<Scalars['Long']['output']>;
};

export type UsernameAvailability = {
  __typename?: 'UsernameAvailability';
  available: Scalars['Boolean']['output'];
  /** Why it is not available (format, reserved, taken), or a confirmation. */
  message: Scalars['String']['output'];
  /** The username as it would be saved (trimmed, lowercase). */
  username: Scalars['String']['output'];
};

export type VerifyLoginCodeResult = BadRequest | NotFound | Token | TooManyRequests;

/** Views and reads of all the signed-in writer's stories over a period of UTC days, today included. */
export type ViewStats = {
  __typename?: 'ViewStats';
  /** Reads in the period (counted on the day the view became a read), of the same stories. */
  readsInPeriod: Scalars['Int']['output'];
  /** One entry per day of the period (oldest first), days without any included. */
  readsPerDay: Array<DailyCount>;
  /** Views begun in the period, of the stories viewerStatsStories lists (the sum of their viewerStats(days)). */
  viewsInPeriod: Scalars['Int']['output'];
  /** One entry per day of the period (oldest first), days without any included. */
  viewsPerDay: Array<DailyCount>;
};

export type Viewer = {
  __typename?: 'Viewer';
  /** Whether readers may leave this writer private notes on their stories. */
  allowNotes: Scalars['Boolean']['output'];
  /** The reader's own profile design (Design your profile), or null. */
  customStyleSheet?: Maybe<CustomStyleSheet>;
  dismissableFlags: Array<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  /** A reader who was a member before and is not now: the metabar offers 'Resume membership'. */
  hasPastMemberships: Scalars['Boolean']['output'];
  hasSeenStyleReminder: Scalars['Boolean']['output'];
  hightowerTermsAcceptedAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** Profiles are designable (Design your profile); the Series menu item shows only when this is false. */
  isAuroraVisible: Scalars['Boolean']['output'];
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  /** Quire staff: the user menu gains a Staff section linking the pages only staff may open. */
  isStaff: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['Long']['output']>;
  /** The reader's meter; null for members (they read everything). */
  meteringInfo?: Maybe<MeteringInfo>;
  name: Scalars['String']['output'];
  /** Every email category, in the order settings shows them. */
  notificationEmailSettings: Array<NotificationEmailSetting>;
  partnerProgramEnrollment: PartnerProgramEnrollment;
  sessions: Array<AccountSession>;
  socialConnections: Array<SocialConnection>;
  twoFactor: TwoFactorStatus;
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  /** The viewer's tax documents (status 0 with the deadlines when none was submitted). */
  userTaxDocuments?: Maybe<UserTaxDocuments>;
  username?: Maybe<Scalars['String']['output']>;
};

export type YourStoriesFilter =
  | 'DRAFTS'
  | 'PUBLIC'
  | 'RESPONSES'
  | 'UNLISTED';

export type YourStoryCounts = {
  __typename?: 'YourStoryCounts';
  drafts: Scalars['Int']['output'];
  public: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  unlisted: Scalars['Int']['output'];
};

export type PostClapCountQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostClapCountQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, clapCount: number } | null };

export type CatalogClapCountQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CatalogClapCountQuery = { __typename: 'Query', catalogById?: { __typename: 'Catalog', id: string, clapCount: number } | null };

export type ViewerPostClapsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewerPostClapsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, post?: { __typename: 'Post', id: string, viewerClapCount: number } | null };

export type ViewerCatalogClapsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewerCatalogClapsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, catalogById?: { __typename: 'Catalog', id: string, viewerClapCount: number } | null };

export type ClapPostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  numClaps: Scalars['Int']['input'];
}>;


export type ClapPostMutation = { __typename: 'Mutation', clap: { __typename: 'Post', id: string, clapCount: number, viewerClapCount: number } };

export type ClapCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  numClaps: Scalars['Int']['input'];
}>;


export type ClapCatalogMutation = { __typename: 'Mutation', clapCatalog: { __typename: 'Catalog', id: string, clapCount: number, viewerClapCount: number } };

export type PostClappersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PostClappersQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, clapCount: number, clapperCount: number, clappers: { __typename: 'ClapperConnection', clappers: Array<{ __typename: 'Clapper', id: string, clapCount: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type CatalogClappersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type CatalogClappersQuery = { __typename: 'Query', catalogById?: { __typename: 'Catalog', id: string, clapCount: number, clapperCount: number, clappers: { __typename: 'ClapperConnection', clappers: Array<{ __typename: 'Clapper', id: string, clapCount: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type DomainStateFragment = { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null };

export type SetCollectionDomainMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  domain?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetCollectionDomainMutation = { __typename: 'Mutation', setCollectionDomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type VerifyCollectionDomainMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
}>;


export type VerifyCollectionDomainMutation = { __typename: 'Mutation', verifyCollectionDomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type SetViewerCustomDomainMutationVariables = Exact<{
  domain?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetViewerCustomDomainMutation = { __typename: 'Mutation', setViewerCustomDomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type VerifyViewerCustomDomainMutationVariables = Exact<{ [key: string]: never; }>;


export type VerifyViewerCustomDomainMutation = { __typename: 'Mutation', verifyViewerCustomDomain:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type CustomStyleFragment = { __typename: 'CustomStyleSheet', id: string, fonts: { __typename: 'StyleSheetFonts', font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont }, colorPalette: { __typename: 'ColorPalette', accentColor: string, backgroundColor: string } };

export type FollowUserMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type FollowUserMutation = { __typename: 'Mutation', followUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, socialStats: { __typename: 'SocialStats', followerCount: number }, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } }
   };

export type UnfollowUserMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type UnfollowUserMutation = { __typename: 'Mutation', unfollowUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, socialStats: { __typename: 'SocialStats', followerCount: number }, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } }
   };

export type FollowCollectionMutationVariables = Exact<{
  targetCollectionId: Scalars['ID']['input'];
}>;


export type FollowCollectionMutation = { __typename: 'Mutation', followCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, followerCount: number, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnfollowCollectionMutationVariables = Exact<{
  targetCollectionId: Scalars['ID']['input'];
}>;


export type UnfollowCollectionMutation = { __typename: 'Mutation', unfollowCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, followerCount: number, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type FollowsDialogUserFragment = { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } };

export type HighlightQuoteFragment = { __typename: 'Quote', id: string, userId: string, startOffset: number, endOffset: number, text: string, count: number, user?: { __typename: 'User', id: string, name: string } | null, users: Array<{ __typename: 'User', id: string, name: string }>, paragraphs: Array<{ __typename: 'QuoteParagraph', id: string, name: string, text: string, type: string }> };

export type PostHighlightsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostHighlightsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string } | null, post?: { __typename: 'Post', id: string, isPublished: boolean, visibility: PostVisibility, latestPublishedVersion?: number | null, creator: { __typename: 'User', id: string, allowNotes: boolean }, highlights: Array<{ __typename: 'Quote', id: string, userId: string, startOffset: number, endOffset: number, text: string, count: number, user?: { __typename: 'User', id: string, name: string } | null, users: Array<{ __typename: 'User', id: string, name: string }>, paragraphs: Array<{ __typename: 'QuoteParagraph', id: string, name: string, text: string, type: string }> }> } | null };

export type CreateQuoteMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetPostVersionId: Scalars['ID']['input'];
  targetParagraphNames: Array<Scalars['String']['input']> | Scalars['String']['input'];
  startOffset: Scalars['Int']['input'];
  endOffset: Scalars['Int']['input'];
  quoteType?: InputMaybe<QuoteType>;
}>;


export type CreateQuoteMutation = { __typename: 'Mutation', createQuote:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Quote', id: string, userId: string, startOffset: number, endOffset: number, text: string, count: number, user?: { __typename: 'User', id: string, name: string } | null, users: Array<{ __typename: 'User', id: string, name: string }>, paragraphs: Array<{ __typename: 'QuoteParagraph', id: string, name: string, text: string, type: string }> }
    | { __typename: 'QuoteRemoved', id: string, postId: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeleteQuoteMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetQuoteId: Scalars['ID']['input'];
}>;


export type DeleteQuoteMutation = { __typename: 'Mutation', deleteQuote:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'QuoteRemoved', id: string, postId: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UserHighlightsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserHighlightsQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, highlightsConnection: { __typename: 'QuoteConnection', quotes: Array<{ __typename: 'QuoteWithContext', id: string, contextBefore: string, contextAfter: string, contextCutBefore: boolean, contextCutAfter: boolean, quote: { __typename: 'Quote', id: string, text: string, startOffset: number, endOffset: number, paragraphs: Array<{ __typename: 'QuoteParagraph', id: string, name: string }> }, post: { __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type CatalogSummaryFragment = { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } };

export type ViewerCatalogsQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type ViewerCatalogsQuery = { __typename: 'Query', viewerCatalogs: { __typename: 'CatalogConnection', catalogs: Array<{ __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, itemsConnection: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, post: { __typename: 'Post', id: string, previewImage?: { __typename: 'ImageMetadata', id: string } | null } }> }, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type CreateCatalogMutationVariables = Exact<{
  name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
  postId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreateCatalogMutation = { __typename: 'Mutation', createCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UpdateCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
}>;


export type UpdateCatalogMutation = { __typename: 'Mutation', updateCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeleteCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
}>;


export type DeleteCatalogMutation = { __typename: 'Mutation', deleteCatalog:
    | { __typename: 'CatalogDeleted', catalogId: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type AddToCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type AddToCatalogMutation = { __typename: 'Mutation', addToCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, postItemsCount: number, updatedAt: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type RemoveFromCatalogMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type RemoveFromCatalogMutation = { __typename: 'Mutation', removeFromCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, postItemsCount: number, updatedAt: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type MoveCatalogItemMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  catalogItemId: Scalars['ID']['input'];
  afterCatalogItemId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type MoveCatalogItemMutation = { __typename: 'Mutation', moveCatalogItem:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, updatedAt: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PostSavedStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostSavedStateQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, catalogEdge: { __typename: 'PostCatalogEdge', id: string, readingList: ReadingListState, catalogIds: Array<string> } } | null };

export type BookmarkPostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
}>;


export type BookmarkPostMutation = { __typename: 'Mutation', bookmarkPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, catalogEdge: { __typename: 'PostCatalogEdge', id: string, readingList: ReadingListState, catalogIds: Array<string> } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ArchivePostMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
}>;


export type ArchivePostMutation = { __typename: 'Mutation', archivePost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, catalogEdge: { __typename: 'PostCatalogEdge', id: string, readingList: ReadingListState, catalogIds: Array<string> } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type MetabarViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MetabarViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, username?: string | null, name: string, imageId?: string | null, mediumMemberAt?: number | null, hasPastMemberships: boolean, isAuroraVisible: boolean, isPartnerProgramEnrolled: boolean, isStaff: boolean } | null, notificationStatus?: { __typename: 'NotificationStatus', unreadNotificationCount: number } | null, viewerPublications: Array<{ __typename: 'Collection', id: string, slug: string, name: string, isAuroraVisible: boolean, isAuroraEligible: boolean, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean } }> };

export type MeteringInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MeteringInfoQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, meteringInfo?: { __typename: 'MeteringInfo', postIds: Array<string>, freeStoriesPerMonth: number, remaining: number, resetsAt: number } | null } | null };

export type SubscribeToWriterNewsletterMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type SubscribeToWriterNewsletterMutation = { __typename: 'Mutation', subscribeToWriterNewsletter:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterV3', id: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type SubscribeNewsletterV3MutationVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
}>;


export type SubscribeNewsletterV3Mutation = { __typename: 'Mutation', subscribeNewsletterV3:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterV3', id: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnsubscribeNewsletterV3MutationVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
}>;


export type UnsubscribeNewsletterV3Mutation = { __typename: 'Mutation', unsubscribeNewsletterV3:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterV3', id: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type NotificationRowFragment = { __typename: 'Notification', id: string, notificationName: string, notificationType: string, actorCount: number, occurredAt: number, isUnread: boolean, milestoneArg?: number | null, actor?: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } | null, post?: { __typename: 'Post', id: string, title: string, mediumUrl: string, isResponse: boolean, creator: { __typename: 'User', id: string } } | null, responsePost?: { __typename: 'Post', id: string, mediumUrl: string, responseParagraphs: Array<{ __typename: 'ResponseParagraph', type: string, text: string }> } | null, collection?: { __typename: 'Collection', id: string, slug: string, name: string, domain?: string | null, mediumUrl: string } | null, catalog?: { __typename: 'Catalog', id: string, name: string, slugId: string, creator: { __typename: 'User', id: string, username?: string | null } } | null, quote?: { __typename: 'Quote', id: string, text: string } | null, note?: { __typename: 'Note', id: string, content: string } | null, noteReply?: { __typename: 'NoteReply', id: string, content: string } | null };

export type NotificationFollowersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NotificationFollowersQuery = { __typename: 'Query', notification?: { __typename: 'Notification', id: string, rollupItems: Array<{ __typename: 'NotificationRollupItem', actor?: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } } | null }> } | null };

export type NotificationsFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
  activityTypes?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type NotificationsFeedQuery = { __typename: 'Query', notificationsConnectionByActivityTypes: { __typename: 'NotificationsConnection', notifications: Array<{ __typename: 'Notification', id: string, notificationName: string, notificationType: string, actorCount: number, occurredAt: number, isUnread: boolean, milestoneArg?: number | null, actor?: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } | null, post?: { __typename: 'Post', id: string, title: string, mediumUrl: string, isResponse: boolean, creator: { __typename: 'User', id: string } } | null, responsePost?: { __typename: 'Post', id: string, mediumUrl: string, responseParagraphs: Array<{ __typename: 'ResponseParagraph', type: string, text: string }> } | null, collection?: { __typename: 'Collection', id: string, slug: string, name: string, domain?: string | null, mediumUrl: string } | null, catalog?: { __typename: 'Catalog', id: string, name: string, slugId: string, creator: { __typename: 'User', id: string, username?: string | null } } | null, quote?: { __typename: 'Quote', id: string, text: string } | null, note?: { __typename: 'Note', id: string, content: string } | null, noteReply?: { __typename: 'NoteReply', id: string, content: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type UpdateActivityLastViewedMutationVariables = Exact<{ [key: string]: never; }>;


export type UpdateActivityLastViewedMutation = { __typename: 'Mutation', updateActivityLastViewed:
    | { __typename: 'ActivityLastViewed', lastViewedAt: number, notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: number } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PartnerNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerNoticesQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, isPartnerProgramEnrolled: boolean, hightowerTermsAcceptedAt?: number | null, dismissableFlags: Array<string>, userTaxDocuments?: { __typename: 'UserTaxDocuments', taxDocumentStatus: number, earningsLimitedAt?: number | null, earningsForfeitedAt?: number | null, invalidReason?: string | null } | null } | null };

export type DismissFlagMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  flag: Scalars['String']['input'];
}>;


export type DismissFlagMutation = { __typename: 'Mutation', setDismissableFlag: { __typename: 'Viewer', id: string, dismissableFlags: Array<string> } };

export type PostCardFragment = { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null };

export type PostNoteSummaryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostNoteSummaryQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, privateNoteCount: number, latestPublishedVersion?: number | null, creator: { __typename: 'User', id: string, allowNotes: boolean } } | null, viewer?: { __typename: 'Viewer', id: string } | null };

export type NoteReplyFieldsFragment = { __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } };

export type NoteFieldsFragment = { __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> };

export type PostNotesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostNotesQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, privateNoteCount: number, privateNotes: Array<{ __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }> } | null };

export type CreateNoteMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetPostVersion: Scalars['Int']['input'];
  targetParagraphName: Scalars['String']['input'];
  noteContent: Scalars['String']['input'];
  selectionStartOffset: Scalars['Int']['input'];
  selectionEndOffset: Scalars['Int']['input'];
}>;


export type CreateNoteMutation = { __typename: 'Mutation', createNote:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, post: { __typename: 'Post', id: string, privateNoteCount: number, privateNotes: Array<{ __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }> }, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }
    | { __typename: 'TooManyRequests', message: string }
   };

export type CreateNoteReplyMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetNoteId: Scalars['ID']['input'];
  replyContent: Scalars['String']['input'];
}>;


export type CreateNoteReplyMutation = { __typename: 'Mutation', createNoteReply:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, note: { __typename: 'Note', id: string, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeleteNoteMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetNoteId: Scalars['ID']['input'];
}>;


export type DeleteNoteMutation = { __typename: 'Mutation', deleteNote:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'NoteRemoval', noteId: string, post?: { __typename: 'Post', id: string, privateNoteCount: number, privateNotes: Array<{ __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }> } | null }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DismissNoteMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetNoteId: Scalars['ID']['input'];
}>;


export type DismissNoteMutation = { __typename: 'Mutation', dismissNote:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'NoteRemoval', noteId: string, post?: { __typename: 'Post', id: string, privateNoteCount: number, privateNotes: Array<{ __typename: 'Note', id: string, anchor: string, postId: string, postVersion: number, content: string, createdAt: number, selectionStartOffset: number, selectionEndOffset: number, isDismissed: boolean, isReportedByViewer: boolean, url: string, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null }, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> }> } | null }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeleteNoteReplyMutationVariables = Exact<{
  targetPostId: Scalars['ID']['input'];
  targetNoteId: Scalars['ID']['input'];
  targetReplyId: Scalars['ID']['input'];
}>;


export type DeleteNoteReplyMutation = { __typename: 'Mutation', deleteNoteReply:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'NoteReplyRemoval', replyId: string, note?: { __typename: 'Note', id: string, replies: Array<{ __typename: 'NoteReply', id: string, noteId: string, postId: string, content: string, createdAt: number, isReportedByViewer: boolean, author: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }> } | null }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ReportNoteMutationVariables = Exact<{
  targetNoteId: Scalars['ID']['input'];
}>;


export type ReportNoteMutation = { __typename: 'Mutation', reportNote:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Note', id: string, isReportedByViewer: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ReportNoteReplyMutationVariables = Exact<{
  targetNoteReplyId: Scalars['ID']['input'];
}>;


export type ReportNoteReplyMutation = { __typename: 'Mutation', reportNoteReply:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'NoteReply', id: string, isReportedByViewer: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UpdateAvatarMutationVariables = Exact<{
  imageId: Scalars['ID']['input'];
  imageCrop: ImageCropInput;
}>;


export type UpdateAvatarMutation = { __typename: 'Mutation', updateUserProfile:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'InvalidProfileInput', field: ProfileField, message: string }
    | { __typename: 'User', id: string, imageId?: string | null }
   };

export type UsernameAvailabilityQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UsernameAvailabilityQuery = { __typename: 'Query', usernameAvailability: { __typename: 'UsernameAvailability', username: string, available: boolean, message: string } };

export type PublicationSlugAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PublicationSlugAvailabilityQuery = { __typename: 'Query', collectionSlugAvailability: { __typename: 'SlugAvailability', slug: string, available: boolean, message: string } };

export type PublisherMenuUserFragment = { __typename: 'User', id: string, name: string, username?: string | null, mediumUrl: string, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean, hasReported: boolean } };

export type PublisherMenuCollectionFragment = { __typename: 'Collection', id: string, name: string, slug: string, mediumUrl: string, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isEditor: boolean } };

export type MuteUserMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type MuteUserMutation = { __typename: 'Mutation', muteUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, viewerEdge: { __typename: 'UserViewerEdge', id: string, isMuting: boolean } }
   };

export type UnmuteUserMutationVariables = Exact<{
  targetUserId: Scalars['ID']['input'];
}>;


export type UnmuteUserMutation = { __typename: 'Mutation', unmuteUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, viewerEdge: { __typename: 'UserViewerEdge', id: string, isMuting: boolean } }
   };

export type MuteCollectionMutationVariables = Exact<{
  targetCollectionId: Scalars['ID']['input'];
}>;


export type MuteCollectionMutation = { __typename: 'Mutation', muteCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isMuting: boolean } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnmuteCollectionMutationVariables = Exact<{
  targetCollectionId: Scalars['ID']['input'];
}>;


export type UnmuteCollectionMutation = { __typename: 'Mutation', unmuteCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isMuting: boolean } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type BlockUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  targetUserId: Scalars['ID']['input'];
}>;


export type BlockUserMutation = { __typename: 'Mutation', blockUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, socialStats: { __typename: 'SocialStats', followerCount: number }, viewerEdge: { __typename: 'UserViewerEdge', id: string, isBlocking: boolean, isFollowing: boolean } }
   };

export type UnblockUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  targetUserId: Scalars['ID']['input'];
}>;


export type UnblockUserMutation = { __typename: 'Mutation', unblockUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, viewerEdge: { __typename: 'UserViewerEdge', id: string, isBlocking: boolean } }
   };

export type ReportAndMaybeBlockUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  targetUserId: Scalars['ID']['input'];
  alsoBlockUser: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportAndMaybeBlockUserMutation = { __typename: 'Mutation', reportAndMaybeBlockUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'User', id: string, socialStats: { __typename: 'SocialStats', followerCount: number }, viewerEdge: { __typename: 'UserViewerEdge', id: string, isBlocking: boolean, isFollowing: boolean, hasReported: boolean } }
   };

type RelationRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type RelationRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type RelationRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type RelationRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type RelationRefusal_User_Fragment = { __typename: 'User' };

export type RelationRefusalFragment =
  | RelationRefusal_BadRequest_Fragment
  | RelationRefusal_Forbidden_Fragment
  | RelationRefusal_NotFound_Fragment
  | RelationRefusal_TooManyRequests_Fragment
  | RelationRefusal_User_Fragment
;

type CollectionRelationRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CollectionRelationRefusal_Collection_Fragment = { __typename: 'Collection' };

type CollectionRelationRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CollectionRelationRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CollectionRelationRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type CollectionRelationRefusalFragment =
  | CollectionRelationRefusal_BadRequest_Fragment
  | CollectionRelationRefusal_Collection_Fragment
  | CollectionRelationRefusal_Forbidden_Fragment
  | CollectionRelationRefusal_NotFound_Fragment
  | CollectionRelationRefusal_TooManyRequests_Fragment
;

export type ReadingHistoryQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type ReadingHistoryQuery = { __typename: 'Query', readingHistory: { __typename: 'ReadingHistoryConnection', items: Array<{ __typename: 'ReadingHistoryItem', id: string, firstViewedAt: number, lastViewedAt: number, readAt?: number | null, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type RemoveFromReadingHistoryMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type RemoveFromReadingHistoryMutation = { __typename: 'Mutation', removeFromReadingHistory:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ReadingHistoryRemoval', postId: string, removed: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ClearReadingHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearReadingHistoryMutation = { __typename: 'Mutation', clearReadingHistory:
    | { __typename: 'ReadingHistoryCleared', clearedCount: number }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ResponseItemFragment = { __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> };

export type ResponsePageFragment = { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } };

export type ResponseWriterFragment = { __typename: 'Viewer', id: string, name: string, imageId?: string | null, mediumMemberAt?: number | null };

export type StoryThreadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
}>;


export type StoryThreadQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, responsesCount: number, isDiscussionClosed: boolean, responseViewerEdge: { __typename: 'ResponseViewerEdge', id: string, canRespond: boolean, cannotRespondReason?: string | null, canModerate: boolean }, threadedPostResponses: { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null, viewer?: { __typename: 'Viewer', id: string, name: string, imageId?: string | null, mediumMemberAt?: number | null } | null };

export type ResponseRepliesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type ResponseRepliesQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, responsesCount: number, responseReplies: { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type PublishPostResponseMutationVariables = Exact<{
  inResponseToPostId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  quoteParagraphName?: InputMaybe<Scalars['String']['input']>;
  quoteStartOffset?: InputMaybe<Scalars['Int']['input']>;
  quoteEndOffset?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PublishPostResponseMutation = { __typename: 'Mutation', publishPostResponse:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PublishCatalogResponseMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PublishCatalogResponseMutation = { __typename: 'Mutation', publishCatalogResponse:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }
    | { __typename: 'TooManyRequests', message: string }
   };

export type HidePostResponseMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
}>;


export type HidePostResponseMutation = { __typename: 'Mutation', hidePostResponseOnParentPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isHiddenOnParent: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnhidePostResponseMutationVariables = Exact<{
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
}>;


export type UnhidePostResponseMutation = { __typename: 'Mutation', unhidePostResponseOnParentPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isHiddenOnParent: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type HideCatalogResponseMutationVariables = Exact<{
  parentCatalogId: Scalars['ID']['input'];
  catalogResponseId: Scalars['ID']['input'];
}>;


export type HideCatalogResponseMutation = { __typename: 'Mutation', hideCatalogResponseOnParent:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isHiddenOnParent: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ShowCatalogResponseMutationVariables = Exact<{
  parentCatalogId: Scalars['ID']['input'];
  catalogResponseId: Scalars['ID']['input'];
}>;


export type ShowCatalogResponseMutation = { __typename: 'Mutation', showCatalogResponseOnParent:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isHiddenOnParent: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeletePostResponseMutationVariables = Exact<{
  postResponseId: Scalars['ID']['input'];
}>;


export type DeletePostResponseMutation = { __typename: 'Mutation', deletePostResponse:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isDeleted: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type CatalogThreadQueryVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
}>;


export type CatalogThreadQuery = { __typename: 'Query', catalogDiscussion?: { __typename: 'CatalogDiscussion', id: string, catalogId: string, responsesCount: number, isDiscussionClosed: boolean, viewerEdge: { __typename: 'ResponseViewerEdge', id: string, canRespond: boolean, cannotRespondReason?: string | null, canModerate: boolean }, threadedCatalogResponses: { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null, viewer?: { __typename: 'Viewer', id: string, name: string, imageId?: string | null, mediumMemberAt?: number | null } | null };

export type ResponsePageThreadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type ResponsePageThreadQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, responsesCount: number, isDiscussionClosed: boolean, responseRootPost?: { __typename: 'Post', id: string } | null, responseRootCatalog?: { __typename: 'Catalog', id: string } | null, responseViewerEdge: { __typename: 'ResponseViewerEdge', id: string, canRespond: boolean, cannotRespondReason?: string | null, canModerate: boolean }, responseReplies: { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, responseDepth?: number | null, responseParentId?: string | null, isHiddenOnParent: boolean, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null, viewer?: { __typename: 'Viewer', id: string, name: string, imageId?: string | null, mediumMemberAt?: number | null } | null };

export type SetPostDiscussionClosedMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  closed: Scalars['Boolean']['input'];
}>;


export type SetPostDiscussionClosedMutation = { __typename: 'Mutation', setPostDiscussionClosed:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isDiscussionClosed: boolean, responseViewerEdge: { __typename: 'ResponseViewerEdge', id: string, canRespond: boolean, cannotRespondReason?: string | null, canModerate: boolean } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type SetCatalogDiscussionClosedMutationVariables = Exact<{
  catalogId: Scalars['ID']['input'];
  closed: Scalars['Boolean']['input'];
}>;


export type SetCatalogDiscussionClosedMutation = { __typename: 'Mutation', setCatalogDiscussionClosed:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogDiscussion', id: string, isDiscussionClosed: boolean, viewerEdge: { __typename: 'ResponseViewerEdge', id: string, canRespond: boolean, cannotRespondReason?: string | null, canModerate: boolean } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type CatalogDiscussionStateQueryVariables = Exact<{
  catalogId: Scalars['ID']['input'];
}>;


export type CatalogDiscussionStateQuery = { __typename: 'Query', catalogDiscussion?: { __typename: 'CatalogDiscussion', id: string, isDiscussionClosed: boolean } | null };

export type HighlightedTextFragment = { __typename: 'HighlightedText', text: string, highlights: Array<{ __typename: 'SearchHighlight', start: number, end: number }> };

export type SearchPersonFragment = { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null };

export type SearchPublicationFragment = { __typename: 'Collection', id: string, name: string, slug: string, tagline: string, domain?: string | null, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null };

export type SearchTagFragment = { __typename: 'TagSearchHit', postCount: number, tag: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchSuggestionsQuery = { __typename: 'Query', searchSuggestions: { __typename: 'SearchSuggestions', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } }>, users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }>, collections: Array<{ __typename: 'Collection', id: string, name: string, slug: string, tagline: string, domain?: string | null, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null }>, tags: Array<{ __typename: 'TagSearchHit', postCount: number, tag: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string } }> } };

export type SharePostWithUserMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type SharePostWithUserMutation = { __typename: 'Mutation', sharePostWithUser:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string }
    | { __typename: 'TooManyRequests', message: string }
   };

type LockoutRefusal_InvalidPassword_Fragment = { __typename: 'InvalidPassword', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_InvalidTwoFactorAuthCode_Fragment = { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_IpAuthLockout_Fragment = { __typename: 'IpAuthLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_PasswordPermanentLockout_Fragment = { __typename: 'PasswordPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_PasswordSoftLockout_Fragment = { __typename: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_TwoFactorAuthPermanentLockout_Fragment = { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_TwoFactorAuthSoftLockout_Fragment = { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

export type LockoutRefusalFragment =
  | LockoutRefusal_InvalidPassword_Fragment
  | LockoutRefusal_InvalidTwoFactorAuthCode_Fragment
  | LockoutRefusal_IpAuthLockout_Fragment
  | LockoutRefusal_PasswordPermanentLockout_Fragment
  | LockoutRefusal_PasswordSoftLockout_Fragment
  | LockoutRefusal_TwoFactorAuthPermanentLockout_Fragment
  | LockoutRefusal_TwoFactorAuthSoftLockout_Fragment
;

export type SignedInFragment = { __typename: 'AuthInfo', uid: string, redirect: string };

type SendAcctAuthEmailRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SendAcctAuthEmailRefusal_FailedChallenge_Fragment = { __typename: 'FailedChallenge', message: string };

type SendAcctAuthEmailRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SendAcctAuthEmailRefusal_SusiMethod_Fragment = { __typename: 'SusiMethod' };

type SendAcctAuthEmailRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type SendAcctAuthEmailRefusalFragment =
  | SendAcctAuthEmailRefusal_BadRequest_Fragment
  | SendAcctAuthEmailRefusal_FailedChallenge_Fragment
  | SendAcctAuthEmailRefusal_NotFound_Fragment
  | SendAcctAuthEmailRefusal_SusiMethod_Fragment
  | SendAcctAuthEmailRefusal_TooManyRequests_Fragment
;

type CreateAccountRefusal_AlreadyExists_Fragment = { __typename: 'AlreadyExists', message: string };

type CreateAccountRefusal_AuthInfo_Fragment = { __typename: 'AuthInfo' };

type CreateAccountRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CreateAccountRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CreateAccountRefusal_UserCreationRateLimited_Fragment = { __typename: 'UserCreationRateLimited', message: string };

export type CreateAccountRefusalFragment =
  | CreateAccountRefusal_AlreadyExists_Fragment
  | CreateAccountRefusal_AuthInfo_Fragment
  | CreateAccountRefusal_BadRequest_Fragment
  | CreateAccountRefusal_Forbidden_Fragment
  | CreateAccountRefusal_UserCreationRateLimited_Fragment
;

export type SendAcctAuthEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  onMobileWeb?: InputMaybe<Scalars['Boolean']['input']>;
  resetPasswordFlow?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SendAcctAuthEmailMutation = { __typename: 'Mutation', sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'SusiMethod', value: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type MagicLinkPreferredQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type MagicLinkPreferredQuery = { __typename: 'Query', magicLinkPreferred:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PrefersMagicLink', result: boolean }
   };

export type EmailAvailabilityQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type EmailAvailabilityQuery = { __typename: 'Query', emailAvailability: boolean };

export type LoginUserMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  operation?: InputMaybe<Scalars['String']['input']>;
  referrer?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoginUserMutation = { __typename: 'Mutation', loginUser:
    | { __typename: 'AuthInfo', redirect: string }
    | { __typename: 'AuthToken', token: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string }
    | { __typename: 'IpAuthLockout', message: string }
    | { __typename: 'MissingOAuthTokens', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PasswordPermanentLockout', message: string }
    | { __typename: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string }
   };

export type CreateAccountMutationVariables = Exact<{
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  redirect?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateAccountMutation = { __typename: 'Mutation', createAccount:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'AuthInfo', redirect: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'UserCreationRateLimited', message: string }
   };

export type VerifyLoginCodeMutationVariables = Exact<{
  loginCode: Scalars['String']['input'];
}>;


export type VerifyLoginCodeMutation = { __typename: 'Mutation', verifyLoginCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Token', value: string }
    | { __typename: 'TooManyRequests', message: string }
   };

type TwoFactorCodeSendResult_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type TwoFactorCodeSendResult_NotFound_Fragment = { __typename: 'NotFound', message: string };

type TwoFactorCodeSendResult_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type TwoFactorCodeSendResult_TwoFactorCodeSent_Fragment = { __typename: 'TwoFactorCodeSent', method: TwoFactorMethod, phoneLast4?: string | null };

export type TwoFactorCodeSendResultFragment =
  | TwoFactorCodeSendResult_BadRequest_Fragment
  | TwoFactorCodeSendResult_NotFound_Fragment
  | TwoFactorCodeSendResult_TooManyRequests_Fragment
  | TwoFactorCodeSendResult_TwoFactorCodeSent_Fragment
;

export type TwoFactorChallengeQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type TwoFactorChallengeQuery = { __typename: 'Query', twoFactorChallenge?: { __typename: 'TwoFactorChallenge', method: TwoFactorMethod, phoneLast4?: string | null } | null };

export type SendTwoFactorCodeMutationVariables = Exact<{
  token: Scalars['String']['input'];
  method?: InputMaybe<TwoFactorMethod>;
}>;


export type SendTwoFactorCodeMutation = { __typename: 'Mutation', sendTwoFactorCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorCodeSent', method: TwoFactorMethod, phoneLast4?: string | null }
   };

export type TwoFactorLoginMutationVariables = Exact<{
  token: Scalars['String']['input'];
  twoFactorVerificationCode?: InputMaybe<Scalars['String']['input']>;
  backupCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type TwoFactorLoginMutation = { __typename: 'Mutation', loginUser:
    | { __typename: 'AuthInfo', uid: string, redirect: string }
    | { __typename: 'AuthToken' }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'IpAuthLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'MissingOAuthTokens', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PasswordPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
   };

export type ViewerTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTwoFactorQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, twoFactor: { __typename: 'TwoFactorStatus', enabled: boolean, method?: TwoFactorMethod | null, phoneLast4?: string | null, backupCodesRemaining: number } } | null };

export type RegisterAuthyUserMutationVariables = Exact<{
  countryCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  preferredMethod: TwoFactorMethod;
}>;


export type RegisterAuthyUserMutation = { __typename: 'Mutation', registerAuthyUser:
    | { __typename: 'AuthyUser', authyId: string, preferredMethod: TwoFactorMethod, otpauthUri?: string | null, qrCodeSvg?: string | null, phoneLast4?: string | null }
    | { __typename: 'BadRequest', message: string }
   };

export type CrupdateTwoFactorAuthMutationVariables = Exact<{
  authyId: Scalars['String']['input'];
  preferredMethod: TwoFactorMethod;
  verificationCode: Scalars['String']['input'];
}>;


export type CrupdateTwoFactorAuthMutation = { __typename: 'Mutation', crupdateTwoFactorAuth:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthEnabled', success: boolean, method: TwoFactorMethod, otherSessionCount: number }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
   };

export type CrupdateTwoFactorBackupCodesMutationVariables = Exact<{
  userId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CrupdateTwoFactorBackupCodesMutation = { __typename: 'Mutation', crupdateTwoFactorBackupCodes:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TwoFactorBackupCodes', backupCodes: Array<string> }
   };

export type RemoveTwoFactorAuthMutationVariables = Exact<{
  verificationCode: Scalars['String']['input'];
}>;


export type RemoveTwoFactorAuthMutation = { __typename: 'Mutation', removeTwoFactorAuth:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorStatus', enabled: boolean, method?: TwoFactorMethod | null, phoneLast4?: string | null, backupCodesRemaining: number }
   };

export type SendViewerTwoFactorCodeMutationVariables = Exact<{
  method?: InputMaybe<TwoFactorMethod>;
}>;


export type SendViewerTwoFactorCodeMutation = { __typename: 'Mutation', sendViewerTwoFactorCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorCodeSent', method: TwoFactorMethod, phoneLast4?: string | null }
   };

export type EndOtherSessionsAfterTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsAfterTwoFactorMutation = { __typename: 'Mutation', endOtherSessions: number };

export type UserMentionTooltipStatsQueryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserMentionTooltipStatsQueryQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, socialStats: { __typename: 'SocialStats', followerCount: number }, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, createdAt: number, lastPostCreatedAt?: number | null } } | null };

export type VerifyEmailViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyEmailViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, unverifiedEmail?: string | null } | null };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { __typename: 'Mutation', sendVerificationEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'SentVerificationEmail', email: string }
    | { __typename: 'TooManyRequests', message: string }
   };

type CatalogDiscussionRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CatalogDiscussionRefusal_CatalogDiscussion_Fragment = { __typename: 'CatalogDiscussion' };

type CatalogDiscussionRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CatalogDiscussionRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CatalogDiscussionRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type CatalogDiscussionRefusalFragment =
  | CatalogDiscussionRefusal_BadRequest_Fragment
  | CatalogDiscussionRefusal_CatalogDiscussion_Fragment
  | CatalogDiscussionRefusal_Forbidden_Fragment
  | CatalogDiscussionRefusal_NotFound_Fragment
  | CatalogDiscussionRefusal_TooManyRequests_Fragment
;

type CatalogRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CatalogRefusal_Catalog_Fragment = { __typename: 'Catalog' };

type CatalogRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CatalogRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CatalogRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type CatalogRefusalFragment =
  | CatalogRefusal_BadRequest_Fragment
  | CatalogRefusal_Catalog_Fragment
  | CatalogRefusal_Forbidden_Fragment
  | CatalogRefusal_NotFound_Fragment
  | CatalogRefusal_TooManyRequests_Fragment
;

type CheckoutRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CheckoutRefusal_CheckoutNotAvailable_Fragment = { __typename: 'CheckoutNotAvailable' };

type CheckoutRefusal_CheckoutSession_Fragment = { __typename: 'CheckoutSession' };

type CheckoutRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CheckoutRefusal_PaymentError_Fragment = { __typename: 'PaymentError' };

export type CheckoutRefusalFragment =
  | CheckoutRefusal_BadRequest_Fragment
  | CheckoutRefusal_CheckoutNotAvailable_Fragment
  | CheckoutRefusal_CheckoutSession_Fragment
  | CheckoutRefusal_Forbidden_Fragment
  | CheckoutRefusal_PaymentError_Fragment
;

type ClearReadingHistoryRefusal_ReadingHistoryCleared_Fragment = { __typename: 'ReadingHistoryCleared' };

type ClearReadingHistoryRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type ClearReadingHistoryRefusalFragment =
  | ClearReadingHistoryRefusal_ReadingHistoryCleared_Fragment
  | ClearReadingHistoryRefusal_TooManyRequests_Fragment
;

type CollectionInvitationRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CollectionInvitationRefusal_CollectionInvitation_Fragment = { __typename: 'CollectionInvitation' };

type CollectionInvitationRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CollectionInvitationRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

export type CollectionInvitationRefusalFragment =
  | CollectionInvitationRefusal_BadRequest_Fragment
  | CollectionInvitationRefusal_CollectionInvitation_Fragment
  | CollectionInvitationRefusal_Forbidden_Fragment
  | CollectionInvitationRefusal_NotFound_Fragment
;

type CollectionPostRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CollectionPostRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CollectionPostRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CollectionPostRefusal_Post_Fragment = { __typename: 'Post' };

export type CollectionPostRefusalFragment =
  | CollectionPostRefusal_BadRequest_Fragment
  | CollectionPostRefusal_Forbidden_Fragment
  | CollectionPostRefusal_NotFound_Fragment
  | CollectionPostRefusal_Post_Fragment
;

type CollectionRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CollectionRefusal_Collection_Fragment = { __typename: 'Collection' };

type CollectionRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CollectionRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

export type CollectionRefusalFragment =
  | CollectionRefusal_BadRequest_Fragment
  | CollectionRefusal_Collection_Fragment
  | CollectionRefusal_Forbidden_Fragment
  | CollectionRefusal_NotFound_Fragment
;

type CreateNoteRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CreateNoteRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CreateNoteRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CreateNoteRefusal_Note_Fragment = { __typename: 'Note' };

type CreateNoteRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type CreateNoteRefusalFragment =
  | CreateNoteRefusal_BadRequest_Fragment
  | CreateNoteRefusal_Forbidden_Fragment
  | CreateNoteRefusal_NotFound_Fragment
  | CreateNoteRefusal_Note_Fragment
  | CreateNoteRefusal_TooManyRequests_Fragment
;

type CreatePostRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CreatePostRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CreatePostRefusal_Post_Fragment = { __typename: 'Post' };

export type CreatePostRefusalFragment =
  | CreatePostRefusal_BadRequest_Fragment
  | CreatePostRefusal_Forbidden_Fragment
  | CreatePostRefusal_Post_Fragment
;

type CreateQuoteRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CreateQuoteRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CreateQuoteRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CreateQuoteRefusal_Quote_Fragment = { __typename: 'Quote' };

type CreateQuoteRefusal_QuoteRemoved_Fragment = { __typename: 'QuoteRemoved' };

type CreateQuoteRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type CreateQuoteRefusalFragment =
  | CreateQuoteRefusal_BadRequest_Fragment
  | CreateQuoteRefusal_Forbidden_Fragment
  | CreateQuoteRefusal_NotFound_Fragment
  | CreateQuoteRefusal_Quote_Fragment
  | CreateQuoteRefusal_QuoteRemoved_Fragment
  | CreateQuoteRefusal_TooManyRequests_Fragment
;

type CrupdatePasswordRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CrupdatePasswordRefusal_ExpiredCredentials_Fragment = { __typename: 'ExpiredCredentials', message: string };

type CrupdatePasswordRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CrupdatePasswordRefusal_InvalidPassword_Fragment = { __typename: 'InvalidPassword' };

type CrupdatePasswordRefusal_IpAuthLockout_Fragment = { __typename: 'IpAuthLockout' };

type CrupdatePasswordRefusal_MalformedOAuthToken_Fragment = { __typename: 'MalformedOAuthToken', message: string };

type CrupdatePasswordRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CrupdatePasswordRefusal_PasswordPermanentLockout_Fragment = { __typename: 'PasswordPermanentLockout' };

type CrupdatePasswordRefusal_PasswordSoftLockout_Fragment = { __typename: 'PasswordSoftLockout' };

type CrupdatePasswordRefusal_PasswordUpdated_Fragment = { __typename: 'PasswordUpdated' };

export type CrupdatePasswordRefusalFragment =
  | CrupdatePasswordRefusal_BadRequest_Fragment
  | CrupdatePasswordRefusal_ExpiredCredentials_Fragment
  | CrupdatePasswordRefusal_Forbidden_Fragment
  | CrupdatePasswordRefusal_InvalidPassword_Fragment
  | CrupdatePasswordRefusal_IpAuthLockout_Fragment
  | CrupdatePasswordRefusal_MalformedOAuthToken_Fragment
  | CrupdatePasswordRefusal_NotFound_Fragment
  | CrupdatePasswordRefusal_PasswordPermanentLockout_Fragment
  | CrupdatePasswordRefusal_PasswordSoftLockout_Fragment
  | CrupdatePasswordRefusal_PasswordUpdated_Fragment
;

type CrupdateTwoFactorAuthRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CrupdateTwoFactorAuthRefusal_InvalidTwoFactorAuthCode_Fragment = { __typename: 'InvalidTwoFactorAuthCode' };

type CrupdateTwoFactorAuthRefusal_TwoFactorAuthEnabled_Fragment = { __typename: 'TwoFactorAuthEnabled' };

type CrupdateTwoFactorAuthRefusal_TwoFactorAuthPermanentLockout_Fragment = { __typename: 'TwoFactorAuthPermanentLockout' };

type CrupdateTwoFactorAuthRefusal_TwoFactorAuthSoftLockout_Fragment = { __typename: 'TwoFactorAuthSoftLockout' };

export type CrupdateTwoFactorAuthRefusalFragment =
  | CrupdateTwoFactorAuthRefusal_BadRequest_Fragment
  | CrupdateTwoFactorAuthRefusal_InvalidTwoFactorAuthCode_Fragment
  | CrupdateTwoFactorAuthRefusal_TwoFactorAuthEnabled_Fragment
  | CrupdateTwoFactorAuthRefusal_TwoFactorAuthPermanentLockout_Fragment
  | CrupdateTwoFactorAuthRefusal_TwoFactorAuthSoftLockout_Fragment
;

type CrupdateTwoFactorBackupCodesRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CrupdateTwoFactorBackupCodesRefusal_TwoFactorBackupCodes_Fragment = { __typename: 'TwoFactorBackupCodes' };

export type CrupdateTwoFactorBackupCodesRefusalFragment =
  | CrupdateTwoFactorBackupCodesRefusal_NotFound_Fragment
  | CrupdateTwoFactorBackupCodesRefusal_TwoFactorBackupCodes_Fragment
;

type CustomDomainRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CustomDomainRefusal_CustomDomainState_Fragment = { __typename: 'CustomDomainState' };

type CustomDomainRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CustomDomainRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

export type CustomDomainRefusalFragment =
  | CustomDomainRefusal_BadRequest_Fragment
  | CustomDomainRefusal_CustomDomainState_Fragment
  | CustomDomainRefusal_Forbidden_Fragment
  | CustomDomainRefusal_NotFound_Fragment
;

type DeleteCatalogRefusal_CatalogDeleted_Fragment = { __typename: 'CatalogDeleted' };

type DeleteCatalogRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type DeleteCatalogRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type DeleteCatalogRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type DeleteCatalogRefusalFragment =
  | DeleteCatalogRefusal_CatalogDeleted_Fragment
  | DeleteCatalogRefusal_Forbidden_Fragment
  | DeleteCatalogRefusal_NotFound_Fragment
  | DeleteCatalogRefusal_TooManyRequests_Fragment
;

type DeletePostRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type DeletePostRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type DeletePostRefusal_PostDeleted_Fragment = { __typename: 'PostDeleted' };

export type DeletePostRefusalFragment =
  | DeletePostRefusal_Forbidden_Fragment
  | DeletePostRefusal_NotFound_Fragment
  | DeletePostRefusal_PostDeleted_Fragment
;

type DeleteQuoteRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type DeleteQuoteRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type DeleteQuoteRefusal_QuoteRemoved_Fragment = { __typename: 'QuoteRemoved' };

type DeleteQuoteRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type DeleteQuoteRefusalFragment =
  | DeleteQuoteRefusal_Forbidden_Fragment
  | DeleteQuoteRefusal_NotFound_Fragment
  | DeleteQuoteRefusal_QuoteRemoved_Fragment
  | DeleteQuoteRefusal_TooManyRequests_Fragment
;

type FeaturePageRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type FeaturePageRefusal_FeaturePage_Fragment = { __typename: 'FeaturePage' };

type FeaturePageRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type FeaturePageRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

export type FeaturePageRefusalFragment =
  | FeaturePageRefusal_BadRequest_Fragment
  | FeaturePageRefusal_FeaturePage_Fragment
  | FeaturePageRefusal_Forbidden_Fragment
  | FeaturePageRefusal_NotFound_Fragment
;

type FeedSignalRefusal_FeedSignalChange_Fragment = { __typename: 'FeedSignalChange' };

type FeedSignalRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FeedSignalRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type FeedSignalRefusalFragment =
  | FeedSignalRefusal_FeedSignalChange_Fragment
  | FeedSignalRefusal_NotFound_Fragment
  | FeedSignalRefusal_TooManyRequests_Fragment
;

type FollowCollectionRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type FollowCollectionRefusal_Collection_Fragment = { __typename: 'Collection' };

type FollowCollectionRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type FollowCollectionRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FollowCollectionRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type FollowCollectionRefusalFragment =
  | FollowCollectionRefusal_BadRequest_Fragment
  | FollowCollectionRefusal_Collection_Fragment
  | FollowCollectionRefusal_Forbidden_Fragment
  | FollowCollectionRefusal_NotFound_Fragment
  | FollowCollectionRefusal_TooManyRequests_Fragment
;

type FollowTopicRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FollowTopicRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type FollowTopicRefusal_Topic_Fragment = { __typename: 'Topic' };

export type FollowTopicRefusalFragment =
  | FollowTopicRefusal_NotFound_Fragment
  | FollowTopicRefusal_TooManyRequests_Fragment
  | FollowTopicRefusal_Topic_Fragment
;

type FollowUserRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type FollowUserRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type FollowUserRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FollowUserRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type FollowUserRefusal_User_Fragment = { __typename: 'User' };

export type FollowUserRefusalFragment =
  | FollowUserRefusal_BadRequest_Fragment
  | FollowUserRefusal_Forbidden_Fragment
  | FollowUserRefusal_NotFound_Fragment
  | FollowUserRefusal_TooManyRequests_Fragment
  | FollowUserRefusal_User_Fragment
;

type GiftCheckoutRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type GiftCheckoutRefusal_CheckoutNotAvailable_Fragment = { __typename: 'CheckoutNotAvailable' };

type GiftCheckoutRefusal_CheckoutSession_Fragment = { __typename: 'CheckoutSession' };

type GiftCheckoutRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type GiftCheckoutRefusal_PaymentError_Fragment = { __typename: 'PaymentError' };

type GiftCheckoutRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type GiftCheckoutRefusalFragment =
  | GiftCheckoutRefusal_BadRequest_Fragment
  | GiftCheckoutRefusal_CheckoutNotAvailable_Fragment
  | GiftCheckoutRefusal_CheckoutSession_Fragment
  | GiftCheckoutRefusal_Forbidden_Fragment
  | GiftCheckoutRefusal_PaymentError_Fragment
  | GiftCheckoutRefusal_TooManyRequests_Fragment
;

type LoginRefusal_AuthInfo_Fragment = { __typename: 'AuthInfo' };

type LoginRefusal_AuthToken_Fragment = { __typename: 'AuthToken' };

type LoginRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type LoginRefusal_InvalidPassword_Fragment = { __typename: 'InvalidPassword' };

type LoginRefusal_InvalidTwoFactorAuthCode_Fragment = { __typename: 'InvalidTwoFactorAuthCode' };

type LoginRefusal_IpAuthLockout_Fragment = { __typename: 'IpAuthLockout' };

type LoginRefusal_MissingOAuthTokens_Fragment = { __typename: 'MissingOAuthTokens' };

type LoginRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type LoginRefusal_PasswordPermanentLockout_Fragment = { __typename: 'PasswordPermanentLockout' };

type LoginRefusal_PasswordSoftLockout_Fragment = { __typename: 'PasswordSoftLockout' };

type LoginRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type LoginRefusal_TwoFactorAuthPermanentLockout_Fragment = { __typename: 'TwoFactorAuthPermanentLockout' };

type LoginRefusal_TwoFactorAuthSoftLockout_Fragment = { __typename: 'TwoFactorAuthSoftLockout' };

export type LoginRefusalFragment =
  | LoginRefusal_AuthInfo_Fragment
  | LoginRefusal_AuthToken_Fragment
  | LoginRefusal_BadRequest_Fragment
  | LoginRefusal_InvalidPassword_Fragment
  | LoginRefusal_InvalidTwoFactorAuthCode_Fragment
  | LoginRefusal_IpAuthLockout_Fragment
  | LoginRefusal_MissingOAuthTokens_Fragment
  | LoginRefusal_NotFound_Fragment
  | LoginRefusal_PasswordPermanentLockout_Fragment
  | LoginRefusal_PasswordSoftLockout_Fragment
  | LoginRefusal_TooManyRequests_Fragment
  | LoginRefusal_TwoFactorAuthPermanentLockout_Fragment
  | LoginRefusal_TwoFactorAuthSoftLockout_Fragment
;

type MagicLinkPreferredRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type MagicLinkPreferredRefusal_PrefersMagicLink_Fragment = { __typename: 'PrefersMagicLink' };

export type MagicLinkPreferredRefusalFragment =
  | MagicLinkPreferredRefusal_NotFound_Fragment
  | MagicLinkPreferredRefusal_PrefersMagicLink_Fragment
;

type MembershipRefusal_CheckoutNotAvailable_Fragment = { __typename: 'CheckoutNotAvailable' };

type MembershipRefusal_Membership_Fragment = { __typename: 'Membership' };

type MembershipRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type MembershipRefusal_PaymentError_Fragment = { __typename: 'PaymentError' };

type MembershipRefusal_PaymentMethodDeclined_Fragment = { __typename: 'PaymentMethodDeclined' };

export type MembershipRefusalFragment =
  | MembershipRefusal_CheckoutNotAvailable_Fragment
  | MembershipRefusal_Membership_Fragment
  | MembershipRefusal_NotFound_Fragment
  | MembershipRefusal_PaymentError_Fragment
  | MembershipRefusal_PaymentMethodDeclined_Fragment
;

type NoteRemovalRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type NoteRemovalRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type NoteRemovalRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type NoteRemovalRefusal_NoteRemoval_Fragment = { __typename: 'NoteRemoval' };

type NoteRemovalRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type NoteRemovalRefusalFragment =
  | NoteRemovalRefusal_BadRequest_Fragment
  | NoteRemovalRefusal_Forbidden_Fragment
  | NoteRemovalRefusal_NotFound_Fragment
  | NoteRemovalRefusal_NoteRemoval_Fragment
  | NoteRemovalRefusal_TooManyRequests_Fragment
;

type NoteReplyRemovalRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type NoteReplyRemovalRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type NoteReplyRemovalRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type NoteReplyRemovalRefusal_NoteReplyRemoval_Fragment = { __typename: 'NoteReplyRemoval' };

type NoteReplyRemovalRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type NoteReplyRemovalRefusalFragment =
  | NoteReplyRemovalRefusal_BadRequest_Fragment
  | NoteReplyRemovalRefusal_Forbidden_Fragment
  | NoteReplyRemovalRefusal_NotFound_Fragment
  | NoteReplyRemovalRefusal_NoteReplyRemoval_Fragment
  | NoteReplyRemovalRefusal_TooManyRequests_Fragment
;

type NoteReplyRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type NoteReplyRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type NoteReplyRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type NoteReplyRefusal_NoteReply_Fragment = { __typename: 'NoteReply' };

type NoteReplyRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type NoteReplyRefusalFragment =
  | NoteReplyRefusal_BadRequest_Fragment
  | NoteReplyRefusal_Forbidden_Fragment
  | NoteReplyRefusal_NotFound_Fragment
  | NoteReplyRefusal_NoteReply_Fragment
  | NoteReplyRefusal_TooManyRequests_Fragment
;

type PartnerEnrollRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type PartnerEnrollRefusal_PartnerEnrollmentState_Fragment = { __typename: 'PartnerEnrollmentState' };

export type PartnerEnrollRefusalFragment =
  | PartnerEnrollRefusal_BadRequest_Fragment
  | PartnerEnrollRefusal_PartnerEnrollmentState_Fragment
;

type PayoutOnboardingRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type PayoutOnboardingRefusal_PartnerEnrollmentState_Fragment = { __typename: 'PartnerEnrollmentState' };

type PayoutOnboardingRefusal_PayoutOnboardingLink_Fragment = { __typename: 'PayoutOnboardingLink' };

export type PayoutOnboardingRefusalFragment =
  | PayoutOnboardingRefusal_BadRequest_Fragment
  | PayoutOnboardingRefusal_PartnerEnrollmentState_Fragment
  | PayoutOnboardingRefusal_PayoutOnboardingLink_Fragment
;

type PostForEditingRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type PostForEditingRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostForEditingRefusal_Post_Fragment = { __typename: 'Post' };

export type PostForEditingRefusalFragment =
  | PostForEditingRefusal_Forbidden_Fragment
  | PostForEditingRefusal_NotFound_Fragment
  | PostForEditingRefusal_Post_Fragment
;

type PostMutationRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type PostMutationRefusal_Conflict_Fragment = { __typename: 'Conflict', message: string };

type PostMutationRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type PostMutationRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostMutationRefusal_Post_Fragment = { __typename: 'Post' };

export type PostMutationRefusalFragment =
  | PostMutationRefusal_BadRequest_Fragment
  | PostMutationRefusal_Conflict_Fragment
  | PostMutationRefusal_Forbidden_Fragment
  | PostMutationRefusal_NotFound_Fragment
  | PostMutationRefusal_Post_Fragment
;

type PostResponseRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type PostResponseRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type PostResponseRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostResponseRefusal_Post_Fragment = { __typename: 'Post' };

type PostResponseRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type PostResponseRefusalFragment =
  | PostResponseRefusal_BadRequest_Fragment
  | PostResponseRefusal_Forbidden_Fragment
  | PostResponseRefusal_NotFound_Fragment
  | PostResponseRefusal_Post_Fragment
  | PostResponseRefusal_TooManyRequests_Fragment
;

type PostRefusal_Blocked_Fragment = { __typename: 'Blocked' };

type PostRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostRefusal_Post_Fragment = { __typename: 'Post' };

type PostRefusal_PostSuspended_Fragment = { __typename: 'PostSuspended', message: string };

export type PostRefusalFragment =
  | PostRefusal_Blocked_Fragment
  | PostRefusal_NotFound_Fragment
  | PostRefusal_Post_Fragment
  | PostRefusal_PostSuspended_Fragment
;

type PostStatsRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostStatsRefusal_PostStats_Fragment = { __typename: 'PostStats' };

export type PostStatsRefusalFragment =
  | PostStatsRefusal_NotFound_Fragment
  | PostStatsRefusal_PostStats_Fragment
;

type ReadingListRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type ReadingListRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type ReadingListRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type ReadingListRefusal_Post_Fragment = { __typename: 'Post' };

type ReadingListRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type ReadingListRefusalFragment =
  | ReadingListRefusal_BadRequest_Fragment
  | ReadingListRefusal_Forbidden_Fragment
  | ReadingListRefusal_NotFound_Fragment
  | ReadingListRefusal_Post_Fragment
  | ReadingListRefusal_TooManyRequests_Fragment
;

type RedeemGiftRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type RedeemGiftRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type RedeemGiftRefusal_GiftRedemption_Fragment = { __typename: 'GiftRedemption' };

type RedeemGiftRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type RedeemGiftRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type RedeemGiftRefusalFragment =
  | RedeemGiftRefusal_BadRequest_Fragment
  | RedeemGiftRefusal_Forbidden_Fragment
  | RedeemGiftRefusal_GiftRedemption_Fragment
  | RedeemGiftRefusal_NotFound_Fragment
  | RedeemGiftRefusal_TooManyRequests_Fragment
;

type RegisterAuthyUserRefusal_AuthyUser_Fragment = { __typename: 'AuthyUser' };

type RegisterAuthyUserRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

export type RegisterAuthyUserRefusalFragment =
  | RegisterAuthyUserRefusal_AuthyUser_Fragment
  | RegisterAuthyUserRefusal_BadRequest_Fragment
;

type RemoveFromReadingHistoryRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type RemoveFromReadingHistoryRefusal_ReadingHistoryRemoval_Fragment = { __typename: 'ReadingHistoryRemoval' };

type RemoveFromReadingHistoryRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type RemoveFromReadingHistoryRefusalFragment =
  | RemoveFromReadingHistoryRefusal_BadRequest_Fragment
  | RemoveFromReadingHistoryRefusal_ReadingHistoryRemoval_Fragment
  | RemoveFromReadingHistoryRefusal_TooManyRequests_Fragment
;

type RemoveTwoFactorAuthRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type RemoveTwoFactorAuthRefusal_InvalidTwoFactorAuthCode_Fragment = { __typename: 'InvalidTwoFactorAuthCode' };

type RemoveTwoFactorAuthRefusal_TwoFactorAuthPermanentLockout_Fragment = { __typename: 'TwoFactorAuthPermanentLockout' };

type RemoveTwoFactorAuthRefusal_TwoFactorAuthSoftLockout_Fragment = { __typename: 'TwoFactorAuthSoftLockout' };

type RemoveTwoFactorAuthRefusal_TwoFactorStatus_Fragment = { __typename: 'TwoFactorStatus' };

export type RemoveTwoFactorAuthRefusalFragment =
  | RemoveTwoFactorAuthRefusal_BadRequest_Fragment
  | RemoveTwoFactorAuthRefusal_InvalidTwoFactorAuthCode_Fragment
  | RemoveTwoFactorAuthRefusal_TwoFactorAuthPermanentLockout_Fragment
  | RemoveTwoFactorAuthRefusal_TwoFactorAuthSoftLockout_Fragment
  | RemoveTwoFactorAuthRefusal_TwoFactorStatus_Fragment
;

type ResolveEmbedRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type ResolveEmbedRefusal_IframeEmbed_Fragment = { __typename: 'IframeEmbed' };

type ResolveEmbedRefusal_MixtapeEmbed_Fragment = { __typename: 'MixtapeEmbed' };

export type ResolveEmbedRefusalFragment =
  | ResolveEmbedRefusal_BadRequest_Fragment
  | ResolveEmbedRefusal_IframeEmbed_Fragment
  | ResolveEmbedRefusal_MixtapeEmbed_Fragment
;

type SavePostDraftRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SavePostDraftRefusal_Conflict_Fragment = { __typename: 'Conflict' };

type SavePostDraftRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type SavePostDraftRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SavePostDraftRefusal_PostDraftSaved_Fragment = { __typename: 'PostDraftSaved' };

export type SavePostDraftRefusalFragment =
  | SavePostDraftRefusal_BadRequest_Fragment
  | SavePostDraftRefusal_Conflict_Fragment
  | SavePostDraftRefusal_Forbidden_Fragment
  | SavePostDraftRefusal_NotFound_Fragment
  | SavePostDraftRefusal_PostDraftSaved_Fragment
;

type SendTwoFactorCodeRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SendTwoFactorCodeRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SendTwoFactorCodeRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

type SendTwoFactorCodeRefusal_TwoFactorCodeSent_Fragment = { __typename: 'TwoFactorCodeSent' };

export type SendTwoFactorCodeRefusalFragment =
  | SendTwoFactorCodeRefusal_BadRequest_Fragment
  | SendTwoFactorCodeRefusal_NotFound_Fragment
  | SendTwoFactorCodeRefusal_TooManyRequests_Fragment
  | SendTwoFactorCodeRefusal_TwoFactorCodeSent_Fragment
;

type SendVerificationEmailRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SendVerificationEmailRefusal_SentVerificationEmail_Fragment = { __typename: 'SentVerificationEmail' };

type SendVerificationEmailRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type SendVerificationEmailRefusalFragment =
  | SendVerificationEmailRefusal_BadRequest_Fragment
  | SendVerificationEmailRefusal_SentVerificationEmail_Fragment
  | SendVerificationEmailRefusal_TooManyRequests_Fragment
;

type SequenceRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SequenceRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type SequenceRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SequenceRefusal_Sequence_Fragment = { __typename: 'Sequence' };

type SequenceRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type SequenceRefusalFragment =
  | SequenceRefusal_BadRequest_Fragment
  | SequenceRefusal_Forbidden_Fragment
  | SequenceRefusal_NotFound_Fragment
  | SequenceRefusal_Sequence_Fragment
  | SequenceRefusal_TooManyRequests_Fragment
;

type SeriesRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SeriesRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type SeriesRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SeriesRefusal_Post_Fragment = { __typename: 'Post' };

type SeriesRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type SeriesRefusalFragment =
  | SeriesRefusal_BadRequest_Fragment
  | SeriesRefusal_Forbidden_Fragment
  | SeriesRefusal_NotFound_Fragment
  | SeriesRefusal_Post_Fragment
  | SeriesRefusal_TooManyRequests_Fragment
;

type SharePostRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SharePostRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SharePostRefusal_Post_Fragment = { __typename: 'Post' };

type SharePostRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type SharePostRefusalFragment =
  | SharePostRefusal_BadRequest_Fragment
  | SharePostRefusal_NotFound_Fragment
  | SharePostRefusal_Post_Fragment
  | SharePostRefusal_TooManyRequests_Fragment
;

type StoryEarningsAuditRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type StoryEarningsAuditRefusal_StoryEarningsAudit_Fragment = { __typename: 'StoryEarningsAudit' };

export type StoryEarningsAuditRefusalFragment =
  | StoryEarningsAuditRefusal_NotFound_Fragment
  | StoryEarningsAuditRefusal_StoryEarningsAudit_Fragment
;

type TaxDocumentRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type TaxDocumentRefusal_InvalidTaxInput_Fragment = { __typename: 'InvalidTaxInput' };

type TaxDocumentRefusal_UserTaxDocuments_Fragment = { __typename: 'UserTaxDocuments' };

export type TaxDocumentRefusalFragment =
  | TaxDocumentRefusal_BadRequest_Fragment
  | TaxDocumentRefusal_InvalidTaxInput_Fragment
  | TaxDocumentRefusal_UserTaxDocuments_Fragment
;

type TaxReviewRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type TaxReviewRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type TaxReviewRefusal_TaxReviewItem_Fragment = { __typename: 'TaxReviewItem' };

export type TaxReviewRefusalFragment =
  | TaxReviewRefusal_BadRequest_Fragment
  | TaxReviewRefusal_NotFound_Fragment
  | TaxReviewRefusal_TaxReviewItem_Fragment
;

type UpdateActivityLastViewedRefusal_ActivityLastViewed_Fragment = { __typename: 'ActivityLastViewed' };

type UpdateActivityLastViewedRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type UpdateActivityLastViewedRefusalFragment =
  | UpdateActivityLastViewedRefusal_ActivityLastViewed_Fragment
  | UpdateActivityLastViewedRefusal_TooManyRequests_Fragment
;

type UpdateCustomStyleSheetRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type UpdateCustomStyleSheetRefusal_InvalidProfileInput_Fragment = { __typename: 'InvalidProfileInput' };

type UpdateCustomStyleSheetRefusal_User_Fragment = { __typename: 'User' };

export type UpdateCustomStyleSheetRefusalFragment =
  | UpdateCustomStyleSheetRefusal_Forbidden_Fragment
  | UpdateCustomStyleSheetRefusal_InvalidProfileInput_Fragment
  | UpdateCustomStyleSheetRefusal_User_Fragment
;

type UpdateNotificationEmailSettingRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type UpdateNotificationEmailSettingRefusal_NotificationEmailSetting_Fragment = { __typename: 'NotificationEmailSetting' };

export type UpdateNotificationEmailSettingRefusalFragment =
  | UpdateNotificationEmailSettingRefusal_BadRequest_Fragment
  | UpdateNotificationEmailSettingRefusal_NotificationEmailSetting_Fragment
;

type UpdateUserProfileRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type UpdateUserProfileRefusal_InvalidProfileInput_Fragment = { __typename: 'InvalidProfileInput' };

type UpdateUserProfileRefusal_User_Fragment = { __typename: 'User' };

export type UpdateUserProfileRefusalFragment =
  | UpdateUserProfileRefusal_Forbidden_Fragment
  | UpdateUserProfileRefusal_InvalidProfileInput_Fragment
  | UpdateUserProfileRefusal_User_Fragment
;

type UserRefusal_AccountDeleted_Fragment = { __typename: 'AccountDeleted' };

type UserRefusal_AccountSuspended_Fragment = { __typename: 'AccountSuspended', message: string };

type UserRefusal_Blocked_Fragment = { __typename: 'Blocked' };

type UserRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type UserRefusal_User_Fragment = { __typename: 'User' };

export type UserRefusalFragment =
  | UserRefusal_AccountDeleted_Fragment
  | UserRefusal_AccountSuspended_Fragment
  | UserRefusal_Blocked_Fragment
  | UserRefusal_NotFound_Fragment
  | UserRefusal_User_Fragment
;

type VerifyLoginCodeRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type VerifyLoginCodeRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type VerifyLoginCodeRefusal_Token_Fragment = { __typename: 'Token' };

type VerifyLoginCodeRefusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type VerifyLoginCodeRefusalFragment =
  | VerifyLoginCodeRefusal_BadRequest_Fragment
  | VerifyLoginCodeRefusal_NotFound_Fragment
  | VerifyLoginCodeRefusal_Token_Fragment
  | VerifyLoginCodeRefusal_TooManyRequests_Fragment
;

type CreateNewsletterEmailRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CreateNewsletterEmailRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CreateNewsletterEmailRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type CreateNewsletterEmailRefusal_Post_Fragment = { __typename: 'Post' };

export type CreateNewsletterEmailRefusalFragment =
  | CreateNewsletterEmailRefusal_BadRequest_Fragment
  | CreateNewsletterEmailRefusal_Forbidden_Fragment
  | CreateNewsletterEmailRefusal_NotFound_Fragment
  | CreateNewsletterEmailRefusal_Post_Fragment
;

type SendNewsletterIssueRefusal_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SendNewsletterIssueRefusal_Conflict_Fragment = { __typename: 'Conflict', message: string };

type SendNewsletterIssueRefusal_NewsletterIssue_Fragment = { __typename: 'NewsletterIssue' };

type SendNewsletterIssueRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

export type SendNewsletterIssueRefusalFragment =
  | SendNewsletterIssueRefusal_BadRequest_Fragment
  | SendNewsletterIssueRefusal_Conflict_Fragment
  | SendNewsletterIssueRefusal_NewsletterIssue_Fragment
  | SendNewsletterIssueRefusal_NotFound_Fragment
;

type NewsletterV3Refusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type NewsletterV3Refusal_NewsletterV3_Fragment = { __typename: 'NewsletterV3' };

type NewsletterV3Refusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type NewsletterV3Refusal_TooManyRequests_Fragment = { __typename: 'TooManyRequests', message: string };

export type NewsletterV3RefusalFragment =
  | NewsletterV3Refusal_Forbidden_Fragment
  | NewsletterV3Refusal_NewsletterV3_Fragment
  | NewsletterV3Refusal_NotFound_Fragment
  | NewsletterV3Refusal_TooManyRequests_Fragment
;

export type MentionSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MentionSuggestionsQuery = { __typename: 'Query', mentionSuggestions: Array<{ __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string }> };

export type ResolveEmbedMutationVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type ResolveEmbedMutation = { __typename: 'Mutation', resolveEmbed:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'IframeEmbed', mediaResource: { __typename: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } }
    | { __typename: 'MixtapeEmbed', mixtapeMetadata: { __typename: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } }
   };

export type SubscriberStatsFieldsFragment = { __typename: 'SubscriberStats', subscriberCount: number, newSubscribersInPeriod: number, unsubscribesInPeriod: number, newSubscribersPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, unsubscribesPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, newsletter?: { __typename: 'NewsletterV3', id: string } | null };

export type UserAudienceQueryVariables = Exact<{
  username: Scalars['String']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserAudienceQuery = { __typename: 'Query', userAudience:
    | { __typename: 'NotFound' }
    | { __typename: 'UserAudience', id: string, user: { __typename: 'User', id: string, name: string, username?: string | null }, subscriberStats: { __typename: 'SubscriberStats', subscriberCount: number, newSubscribersInPeriod: number, unsubscribesInPeriod: number, newSubscribersPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, unsubscribesPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, newsletter?: { __typename: 'NewsletterV3', id: string } | null }, recentSubscribers: Array<{ __typename: 'NewsletterSubscriber', id: string, email: string, subscribedAt: number, source: NewsletterSubscriberSource, user?: { __typename: 'User', id: string, name: string, username?: string | null } | null }> }
   };

export type SubscriptionStatsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SubscriptionStatsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, username?: string | null } | null, viewerSubscriberStats: { __typename: 'SubscriberStats', subscriberCount: number, newSubscribersInPeriod: number, unsubscribesInPeriod: number, newSubscribersPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, unsubscribesPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, newsletter?: { __typename: 'NewsletterV3', id: string } | null } };

export type NewsletterStatsQueryVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
}>;


export type NewsletterStatsQuery = { __typename: 'Query', newsletterV3Stats:
    | { __typename: 'NewsletterV3Stats', id: string, trackEngagement: boolean, newsletter: { __typename: 'NewsletterV3', id: string, name: string, subscriberCount: number } }
    | { __typename: 'NotFound' }
   };

export type NewsletterStatsFieldsFragment = { __typename: 'NewsletterV3Stats', id: string, trackEngagement: boolean, newsletter: { __typename: 'NewsletterV3', id: string, name: string, subscriberCount: number } };

export type SetNewsletterTrackingMutationVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetNewsletterTrackingMutation = { __typename: 'Mutation', setNewsletterV3Tracking:
    | { __typename: 'NewsletterV3Stats', id: string, trackEngagement: boolean, newsletter: { __typename: 'NewsletterV3', id: string, name: string, subscriberCount: number } }
    | { __typename: 'NotFound' }
   };

export type ImportTargetQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportTargetQuery = { __typename: 'Query', viewerSubscriberStats: { __typename: 'SubscriberStats', subscriberCount: number, newsletter?: { __typename: 'NewsletterV3', id: string } | null } };

export type EnableNewsletterMutationVariables = Exact<{ [key: string]: never; }>;


export type EnableNewsletterMutation = { __typename: 'Mutation', enableViewerNewsletterV3: { __typename: 'NewsletterV3', id: string } };

export type NewsletterAudienceQueryVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NewsletterAudienceQuery = { __typename: 'Query', newsletterV3Audience:
    | { __typename: 'NewsletterV3Audience', id: string, newsletter: { __typename: 'NewsletterV3', id: string, type: NewsletterV3Type, name: string, slug: string, collection?: { __typename: 'Collection', id: string, slug: string, name: string } | null }, subscriberStats: { __typename: 'SubscriberStats', subscriberCount: number, newSubscribersInPeriod: number, unsubscribesInPeriod: number, newSubscribersPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, unsubscribesPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, newsletter?: { __typename: 'NewsletterV3', id: string } | null }, recentSubscribers: Array<{ __typename: 'NewsletterSubscriber', id: string, email: string, subscribedAt: number, source: NewsletterSubscriberSource, user?: { __typename: 'User', id: string, name: string, username?: string | null } | null }> }
    | { __typename: 'NotFound' }
   };

export type NewsletterSendFieldsFragment = { __typename: 'NewsletterSendStats', id: string, sentAt: number, status: NewsletterSendStatus, stopReason?: string | null, stoppedAt?: number | null, emailOnly: boolean, recipients: number, delivered: number, failed: number, bounced: number, skipped: number, queued: number, stopped: number, opens?: number | null, clicks?: number | null, cursor: string, post?: { __typename: 'Post', id: string, title: string, mediumUrl: string } | null };

export type NewsletterSendsQueryVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NewsletterSendsQuery = { __typename: 'Query', newsletterV3Stats:
    | { __typename: 'NewsletterV3Stats', id: string, sendsPage: Array<{ __typename: 'NewsletterSendStats', id: string, sentAt: number, status: NewsletterSendStatus, stopReason?: string | null, stoppedAt?: number | null, emailOnly: boolean, recipients: number, delivered: number, failed: number, bounced: number, skipped: number, queued: number, stopped: number, opens?: number | null, clicks?: number | null, cursor: string, post?: { __typename: 'Post', id: string, title: string, mediumUrl: string } | null }> }
    | { __typename: 'NotFound' }
   };

export type ResumeNewsletterSendMutationVariables = Exact<{
  sendId: Scalars['ID']['input'];
}>;


export type ResumeNewsletterSendMutation = { __typename: 'Mutation', resumeNewsletterSend:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NewsletterSendStats', id: string, sentAt: number, status: NewsletterSendStatus, stopReason?: string | null, stoppedAt?: number | null, emailOnly: boolean, recipients: number, delivered: number, failed: number, bounced: number, skipped: number, queued: number, stopped: number, opens?: number | null, clicks?: number | null, cursor: string, post?: { __typename: 'Post', id: string, title: string, mediumUrl: string } | null }
    | { __typename: 'NotFound', message: string }
   };

export type ChargeFieldsFragment = { __typename: 'Charge', id: string, createdAt: number, amount: number, currency: Currency, status: ChargeStatus, description: string, receiptNumber: string, periodStart?: number | null, periodEnd?: number | null, paymentMethod?: { __typename: 'PaymentMethod', brand: CardBrand, last4: string, expMonth: number, expYear: number } | null };

export type BillingHistoryQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type BillingHistoryQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, viewerCharges: { __typename: 'ChargeConnection', charges: Array<{ __typename: 'Charge', id: string, createdAt: number, amount: number, currency: Currency, status: ChargeStatus, description: string, receiptNumber: string, periodStart?: number | null, periodEnd?: number | null, paymentMethod?: { __typename: 'PaymentMethod', brand: CardBrand, last4: string, expMonth: number, expYear: number } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null, page?: number | null } | null } } };

export type ReceiptQueryVariables = Exact<{
  chargeId: Scalars['ID']['input'];
}>;


export type ReceiptQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, email?: string | null } | null, viewerCharge?: { __typename: 'Charge', id: string, createdAt: number, amount: number, currency: Currency, status: ChargeStatus, description: string, receiptNumber: string, periodStart?: number | null, periodEnd?: number | null, paymentMethod?: { __typename: 'PaymentMethod', brand: CardBrand, last4: string, expMonth: number, expYear: number } | null } | null };

export type UpdatePaymentQueryVariables = Exact<{ [key: string]: never; }>;


export type UpdatePaymentQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, paymentsConfig: { __typename: 'PaymentsConfig', enabled: boolean }, viewerPaymentMethod?: { __typename: 'PaymentMethod', brand: CardBrand, last4: string, expMonth: number, expYear: number } | null, viewerMembership?: { __typename: 'Membership', id: string, status: MembershipStatus, graceEndsAt?: number | null } | null };

export type StartPaymentMethodUpdateMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPaymentMethodUpdateMutation = { __typename: 'Mutation', startPaymentMethodUpdate:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'CheckoutSession', url: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'PaymentError', message: string }
   };

export type PartnerShareQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerShareQuery = { __typename: 'Query', partnerSharePercent: number };

export type DesignViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string, header: { __typename: 'StyleSheetHeader', backgroundImage?: { __typename: 'ImageMetadata', id: string } | null }, fonts: { __typename: 'StyleSheetFonts', font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont }, colorPalette: { __typename: 'ColorPalette', accentColor: string, backgroundColor: string } } | null } | null };

export type UpdateCustomStyleSheetMutationVariables = Exact<{
  input: CustomStyleSheetInput;
}>;


export type UpdateCustomStyleSheetMutation = { __typename: 'Mutation', updateCustomStyleSheet:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'InvalidProfileInput', field: ProfileField, message: string }
    | { __typename: 'User', id: string, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string, header: { __typename: 'StyleSheetHeader', backgroundImage?: { __typename: 'ImageMetadata', id: string } | null }, fonts: { __typename: 'StyleSheetFonts', font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont }, colorPalette: { __typename: 'ColorPalette', accentColor: string, backgroundColor: string } } | null }
   };

export type RemoveCustomStyleSheetMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveCustomStyleSheetMutation = { __typename: 'Mutation', removeCustomStyleSheet: { __typename: 'User', id: string, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string } | null } };

export type EmailNewsletterFragment = { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number };

export type EditorPostFragment = { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, newsletterIssue?: { __typename: 'NewsletterIssue', id: string, sentAt?: number | null, newsletter: { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number } } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

export type PostForEditingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostForEditingQuery = { __typename: 'Query', postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, newsletterIssue?: { __typename: 'NewsletterIssue', id: string, sentAt?: number | null, newsletter: { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number } } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type CreatePostMutationVariables = Exact<{
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  bodyJson?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreatePostMutation = { __typename: 'Mutation', createPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, newsletterIssue?: { __typename: 'NewsletterIssue', id: string, sentAt?: number | null, newsletter: { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number } } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type SavePostDraftMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  baseVersion: Scalars['Int']['input'];
  title: Scalars['String']['input'];
  subtitle: Scalars['String']['input'];
  bodyJson: Scalars['String']['input'];
}>;


export type SavePostDraftMutation = { __typename: 'Mutation', savePostDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, latestVersion: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraftSaved', version: number, savedAt: number, post: { __typename: 'Post', id: string, draftLabel?: string | null, latestVersion: number } }
   };

export type PublishPostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: PublishPostInput;
}>;


export type PublishPostMutation = { __typename: 'Mutation', publishPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', latestVersion: number, message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, mediumUrl: string, isPublished: boolean, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility }
   };

export type ViewerPublicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerPublicationsQuery = { __typename: 'Query', viewerPublications: Array<{ __typename: 'Collection', id: string, name: string, slug: string, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean } }> };

export type NewsletterForEmailQueryVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
}>;


export type NewsletterForEmailQuery = { __typename: 'Query', newsletterV3ForEmail:
    | { __typename: 'Forbidden' }
    | { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests' }
   };

export type CreateNewsletterEmailMutationVariables = Exact<{
  newsletterV3Id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  bodyJson?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateNewsletterEmailMutation = { __typename: 'Mutation', createNewsletterEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, newsletterIssue?: { __typename: 'NewsletterIssue', id: string, sentAt?: number | null, newsletter: { __typename: 'NewsletterV3', id: string, name: string, type: NewsletterV3Type, subscriberCount: number } } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type SendNewsletterEmailMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SendNewsletterEmailMutation = { __typename: 'Mutation', sendNewsletterEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'NewsletterIssue', id: string, sentAt?: number | null }
    | { __typename: 'NotFound', message: string }
   };

export type GiftPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftPageQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string } | null, paymentsConfig: { __typename: 'PaymentsConfig', enabled: boolean }, giftPlans: Array<{ __typename: 'PaymentPlan', planId: string, name: string, description: string, amount: number, currency: Currency, months: number }>, viewerGiftPurchases: Array<{ __typename: 'GiftPurchase', id: string, kind: GiftKind, months: number, quantity: number, amount: number, currency: Currency, recipientName?: string | null, recipientEmail?: string | null, message?: string | null, deliverAt?: number | null, deliveredAt?: number | null, createdAt: number, redeemedCount: number, codes: Array<{ __typename: 'GiftCode', id: string, code: string, redeemUrl: string, state: GiftCodeState, redeemedAt?: number | null, expiresAt: number }> }> };

export type StartGiftCheckoutMutationVariables = Exact<{
  input: GiftCheckoutInput;
}>;


export type StartGiftCheckoutMutation = { __typename: 'Mutation', startGiftCheckout:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'CheckoutSession', url: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'PaymentError', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type StartGroupGiftCheckoutMutationVariables = Exact<{
  planId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type StartGroupGiftCheckoutMutation = { __typename: 'Mutation', startGroupGiftCheckout:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'CheckoutSession', url: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'PaymentError', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type GiftByCodeQueryVariables = Exact<{
  giftCode: Scalars['String']['input'];
}>;


export type GiftByCodeQuery = { __typename: 'Query', giftByCode?: { __typename: 'GiftPreview', code: string, months: number, senderName?: string | null, recipientName?: string | null, state: GiftCodeState, expiresAt: number, message?: string | null, redeemedByViewer: boolean } | null };

export type RedeemGiftCodeMutationVariables = Exact<{
  giftCode: Scalars['String']['input'];
}>;


export type RedeemGiftCodeMutation = { __typename: 'Mutation', redeemGiftCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'GiftRedemption', months: number, senderName?: string | null, memberUntil?: number | null, giftMessage?: string | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type HomeForYouQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeForYouQuery = { __typename: 'Query', forYouFeed: { __typename: 'FeedConnection', items: Array<{ __typename: 'FeedItem', reason?: string | null, reasonKind?: FeedReasonKind | null, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null, previous?: { __typename: 'PageParams', limit?: number | null, from?: string | null } | null } } };

export type HomeFollowingQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFollowingQuery = { __typename: 'Query', followingFeed: { __typename: 'FeedConnection', items: Array<{ __typename: 'FeedItem', post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null, previous?: { __typename: 'PageParams', limit?: number | null, from?: string | null } | null } } };

export type HomeLatestQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeLatestQuery = { __typename: 'Query', latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type HomeStoryLineFragment = { __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null };

export type HomeTrendingQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeTrendingQuery = { __typename: 'Query', trendingPosts: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null }> } };

export type HomeStaffPicksQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type HomeStaffPicksQuery = { __typename: 'Query', staffPicks: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null }> };

export type HomeTopicsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type HomeTopicsQuery = { __typename: 'Query', recommendedTopics: Array<{ __typename: 'Topic', id: string, slug: string, name: string }> };

export type HomeWhoToFollowQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type HomeWhoToFollowQuery = { __typename: 'Query', whoToFollow: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } }> };

export type RemoveFromForYouMutationVariables = Exact<{
  kind: FeedSignalKind;
  postId: Scalars['ID']['input'];
}>;


export type RemoveFromForYouMutation = { __typename: 'Mutation', removeFromForYou:
    | { __typename: 'FeedSignalChange', kind: FeedSignalKind, postId: string, removed: boolean }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type RestoreToForYouMutationVariables = Exact<{
  kind: FeedSignalKind;
  postId: Scalars['ID']['input'];
}>;


export type RestoreToForYouMutation = { __typename: 'Mutation', restoreToForYou:
    | { __typename: 'FeedSignalChange', kind: FeedSignalKind, postId: string, removed: boolean }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ListPageQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  catalogSlugId: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type ListPageQuery = { __typename: 'Query', catalogBySlugId?: { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, viewerEdge: { __typename: 'CatalogViewerEdge', id: string, isCreator: boolean }, itemsConnection: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, note?: string | null, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } } | null };

export type ReadingListItemsQueryVariables = Exact<{
  state: ReadingListState;
  paging?: InputMaybe<PagingOptions>;
}>;


export type ReadingListItemsQuery = { __typename: 'Query', readingListItems: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type LibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryQuery = { __typename: 'Query', readingList?: { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, itemsConnection: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, post: { __typename: 'Post', id: string, previewImage?: { __typename: 'ImageMetadata', id: string } | null } }> }, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } } | null, viewer?: { __typename: 'Viewer', id: string } | null };

export type UserListsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserListsQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, catalogsConnection: { __typename: 'CatalogConnection', catalogs: Array<{ __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, itemsConnection: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, post: { __typename: 'Post', id: string, previewImage?: { __typename: 'ImageMetadata', id: string } | null } }> }, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type MembershipPlanFieldsFragment = { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null };

export type ViewerMembershipFieldsFragment = { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null };

export type MembershipPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipPageQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, username?: string | null, name: string, mediumMemberAt?: number | null, hasPastMemberships: boolean } | null, paymentsConfig: { __typename: 'PaymentsConfig', enabled: boolean, plans: Array<{ __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null }> }, viewerMembership?: { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null } | null };

export type UserMembershipQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserMembershipQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, mediumUrl: string, userPostCounts: { __typename: 'UserPostCounts', publishedPosts: number } } | null };

type CheckoutAnswer_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type CheckoutAnswer_CheckoutNotAvailable_Fragment = { __typename: 'CheckoutNotAvailable', message: string };

type CheckoutAnswer_CheckoutSession_Fragment = { __typename: 'CheckoutSession', url: string };

type CheckoutAnswer_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type CheckoutAnswer_PaymentError_Fragment = { __typename: 'PaymentError', message: string };

export type CheckoutAnswerFragment =
  | CheckoutAnswer_BadRequest_Fragment
  | CheckoutAnswer_CheckoutNotAvailable_Fragment
  | CheckoutAnswer_CheckoutSession_Fragment
  | CheckoutAnswer_Forbidden_Fragment
  | CheckoutAnswer_PaymentError_Fragment
;

export type StartMembershipCheckoutMutationVariables = Exact<{
  planId: Scalars['ID']['input'];
  referrerUsername?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartMembershipCheckoutMutation = { __typename: 'Mutation', startMembershipCheckout:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'CheckoutSession', url: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'PaymentError', message: string }
   };

export type WelcomeMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeMemberQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } | null, viewerMembership?: { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null } | null };

export type WelcomeStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeStoriesQuery = { __typename: 'Query', latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> } };

export type CreateCollectionMutationVariables = Exact<{
  input: CreateCollectionInput;
}>;


export type CreateCollectionMutation = { __typename: 'Mutation', createCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, slug: string, name: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type SamplePostsQueryVariables = Exact<{ [key: string]: never; }>;


export type SamplePostsQuery = { __typename: 'Query', samplePosts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> };

export type PartnerTaxesQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerTaxesQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, isPartnerProgramEnrolled: boolean, userTaxDocuments?: { __typename: 'UserTaxDocuments', taxDocumentStatus: number, earningsFirstWithheldAt?: number | null, earningsLimitedAt?: number | null, earningsForfeitedAt?: number | null, earningsInternallyForfeitedAt?: number | null, invalidReason?: string | null, legalName?: string | null, country?: string | null, address?: string | null, taxIdKind?: TaxIdKind | null, taxIdLast4?: string | null, submittedAt?: number | null } | null } | null, partnerEnrollmentState?: { __typename: 'PartnerEnrollmentState', country?: string | null, firstUnfinishedStep: string } | null };

export type PartnerEarningsQueryVariables = Exact<{
  month?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartnerEarningsQuery = { __typename: 'Query', viewerPartnerEarnings?: { __typename: 'PartnerEarnings', isEnrolled: boolean, currency: Currency, lifetime: number, lifetimePayable: number, thisMonth: { __typename: 'MonthlyEarnings', periodStart: number, month: string, amount: number, withheldAmount: number, forfeitedAmount: number, isEstimate: boolean }, lastMonth: { __typename: 'MonthlyEarnings', periodStart: number, month: string, amount: number, withheldAmount: number, forfeitedAmount: number, isEstimate: boolean }, months: Array<{ __typename: 'MonthlyEarnings', periodStart: number, month: string, amount: number, withheldAmount: number, forfeitedAmount: number, isEstimate: boolean }>, stories: Array<{ __typename: 'StoryEarnings', postId: string, title: string, memberReadingTime: number, amount: number, state: EarningState, post?: { __typename: 'Post', id: string, mediumUrl: string } | null }> } | null };

export type StoryEarningsAuditQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type StoryEarningsAuditQuery = { __typename: 'Query', storyEarningsAudit:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'StoryEarningsAudit', postId: string, title: string, currency: Currency, lifetime: number, periods: Array<{ __typename: 'StoryAuditPeriod', periodStart: number, month: string, memberCount: number, memberReadingTime: number, amount: number, state: EarningState, isEstimate: boolean }> }
   };

export type PartnerTaxDocumentsFragment = { __typename: 'UserTaxDocuments', taxDocumentStatus: number, earningsFirstWithheldAt?: number | null, earningsLimitedAt?: number | null, earningsForfeitedAt?: number | null, earningsInternallyForfeitedAt?: number | null, invalidReason?: string | null, legalName?: string | null, country?: string | null, address?: string | null, taxIdKind?: TaxIdKind | null, taxIdLast4?: string | null, submittedAt?: number | null };

export type PartnerEnrollmentFragment = { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> };

export type PartnerEnrollQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerEnrollQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, isPartnerProgramEnrolled: boolean, userTaxDocuments?: { __typename: 'UserTaxDocuments', taxDocumentStatus: number, earningsFirstWithheldAt?: number | null, earningsLimitedAt?: number | null, earningsForfeitedAt?: number | null, earningsInternallyForfeitedAt?: number | null, invalidReason?: string | null, legalName?: string | null, country?: string | null, address?: string | null, taxIdKind?: TaxIdKind | null, taxIdLast4?: string | null, submittedAt?: number | null } | null } | null, partnerEnrollmentState?: { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> } | null };

export type ConfirmPartnerEligibilityMutationVariables = Exact<{
  country: Scalars['String']['input'];
}>;


export type ConfirmPartnerEligibilityMutation = { __typename: 'Mutation', confirmPartnerEligibility:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> }
   };

export type AcceptPartnerProgramTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptPartnerProgramTermsMutation = { __typename: 'Mutation', acceptPartnerProgramTerms:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> }
   };

export type StartPartnerPayoutOnboardingMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPartnerPayoutOnboardingMutation = { __typename: 'Mutation', startPartnerPayoutOnboarding:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> }
    | { __typename: 'PayoutOnboardingLink', url: string }
   };

export type CompletePartnerPayoutOnboardingMutationVariables = Exact<{ [key: string]: never; }>;


export type CompletePartnerPayoutOnboardingMutation = { __typename: 'Mutation', completePartnerPayoutOnboarding:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> }
   };

export type SubmitTaxDocumentMutationVariables = Exact<{
  input: TaxDocumentInput;
}>;


export type SubmitTaxDocumentMutation = { __typename: 'Mutation', submitTaxDocument:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidTaxInput', field: string, message: string }
    | { __typename: 'UserTaxDocuments', taxDocumentStatus: number, earningsFirstWithheldAt?: number | null, earningsLimitedAt?: number | null, earningsForfeitedAt?: number | null, earningsInternallyForfeitedAt?: number | null, invalidReason?: string | null, legalName?: string | null, country?: string | null, address?: string | null, taxIdKind?: TaxIdKind | null, taxIdLast4?: string | null, submittedAt?: number | null }
   };

export type UnenrollPartnerProgramMutationVariables = Exact<{ [key: string]: never; }>;


export type UnenrollPartnerProgramMutation = { __typename: 'Mutation', unenrollPartnerProgram:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'PartnerEnrollmentState', enrollment: PartnerProgramEnrollment, eligible: boolean, country?: string | null, eligibilityCheckedAt?: number | null, termsAcceptedAt?: number | null, payoutsConfigured: boolean, payoutAccountReady: boolean, payoutStepDone: boolean, enrolledAt?: number | null, unenrolledAt?: number | null, firstUnfinishedStep: string, eligibilityRules: Array<{ __typename: 'PartnerEligibilityRule', id: string, label: string, met: boolean }> }
   };

export type PendingTaxDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingTaxDocumentsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, pendingTaxDocuments: Array<{ __typename: 'TaxReviewItem', id: string, taxDocumentStatus: number, legalName: string, country: string, address: string, taxIdKind: TaxIdKind, taxIdLast4: string, submittedAt: number, user?: { __typename: 'User', id: string, name: string, username?: string | null } | null }> };

export type ReviewTaxDocumentMutationVariables = Exact<{
  documentId: Scalars['ID']['input'];
  decision: TaxReviewDecision;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReviewTaxDocumentMutation = { __typename: 'Mutation', reviewTaxDocument:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TaxReviewItem', id: string, taxDocumentStatus: number }
   };

export type PasswordViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, email?: string | null, hasPassword: boolean } | null };

export type CrupdatePasswordMutationVariables = Exact<{
  password: Scalars['String']['input'];
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type CrupdatePasswordMutation = { __typename: 'Mutation', crupdatePassword:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ExpiredCredentials', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'InvalidPassword', message: string }
    | { __typename: 'IpAuthLockout', message: string }
    | { __typename: 'MalformedOAuthToken', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PasswordPermanentLockout', message: string }
    | { __typename: 'PasswordSoftLockout', message: string }
    | { __typename: 'PasswordUpdated', success: boolean, redirect: string, otherSessionCount: number }
   };

export type EndOtherSessionsAfterPasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsAfterPasswordMutation = { __typename: 'Mutation', endOtherSessions: number };

export type SendPasswordResetEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendPasswordResetEmailMutation = { __typename: 'Mutation', sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'SusiMethod' }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PostPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostPageQuery = { __typename: 'Query', meterFreeStoriesPerMonth: number, postResult:
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', uniqueSlug: string, visibility: PostVisibility, isPublished: boolean, latestPublishedAt?: number | null, latestPublishedVersion?: number | null, license: string, canonicalUrl?: string | null, meterState: MeterState, clapCount: number, responsesCount: number, isResponse: boolean, id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, creator: { __typename: 'User', id: string, bio: string, mediumUrl: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string, fonts: { __typename: 'StyleSheetFonts', font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont }, colorPalette: { __typename: 'ColorPalette', accentColor: string, backgroundColor: string } } | null }, collection?: { __typename: 'Collection', id: string, mediumUrl: string, name: string, slug: string, domain?: string | null } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, content?: { __typename: 'PostContent', isLockedPreviewOnly: boolean } | null, responseRootPost?: { __typename: 'Post', id: string, title: string, mediumUrl: string } | null, responseRootCatalog?: { __typename: 'Catalog', id: string, name: string, slugId: string, creator: { __typename: 'User', id: string, username?: string | null } } | null, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
    | { __typename: 'PostSuspended', message: string }
   };

export type PostBodyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostBodyQuery = { __typename: 'Query', postResult:
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, content?: { __typename: 'PostContent', bodyModel: { __typename: 'RichText', sections: Array<{ __typename: 'Section', name: string, startIndex: number, textLayout?: string | null, imageLayout?: string | null, videoLayout?: string | null, backgroundImage?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null }>, paragraphs: Array<{ __typename: 'Paragraph', id: string, name: string, type: string, text: string, layout?: string | null, href?: string | null, hasDropCap?: boolean | null, markups: Array<{ __typename: 'Markup', type: string, start: number, end: number, href?: string | null, anchorType?: string | null, userId?: string | null, linkMetadata?: { __typename: 'LinkMetadata', httpStatus?: number | null } | null }>, metadata?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null, dropCapImage?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, iframe?: { __typename: 'Iframe', mediaResource: { __typename: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } } | null, mixtapeMetadata?: { __typename: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } | null, codeBlockMetadata?: { __typename: 'CodeBlockMetadata', lang?: string | null } | null }> } } | null }
    | { __typename: 'PostSuspended' }
   };

export type PostViewerEdgeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostViewerEdgeQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, isDiscussionClosed: boolean, viewerHighlightCount: number, privateNoteCount: number, viewerEdge: { __typename: 'PostViewerEdge', canEdit: boolean, shareKey?: string | null }, responseViewerEdge: { __typename: 'ResponseViewerEdge', id: string, canModerate: boolean }, creator: { __typename: 'User', id: string, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null } } | null };

export type PostSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostSettingsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', title: string, mediumUrl: string, isPublished: boolean, isDiscussionClosed: boolean, id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, creator: { __typename: 'User', id: string }, latestDraft?: { __typename: 'PostDraftContent', version: number, bodyJson: string } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type UpdatePostSettingsMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: PostSettingsInput;
}>;


export type UpdatePostSettingsMutation = { __typename: 'Mutation', updatePostSettings:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type ProfileResponsesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type ProfileResponsesQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, responsesConnection: { __typename: 'ResponseConnection', responses: Array<{ __typename: 'Post', id: string, mediumUrl: string, firstPublishedAt?: number | null, isHiddenOnParent: boolean, responseRootPost?: { __typename: 'Post', id: string, title: string, mediumUrl: string } | null, responseRootCatalog?: { __typename: 'Catalog', id: string, name: string, slugId: string, creator: { __typename: 'User', id: string, username?: string | null } } | null, responseParagraphs: Array<{ __typename: 'ResponseParagraph', name: string, type: string, text: string }> }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type ProfilePageQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ProfilePageQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted', message: string }
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'Blocked', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null, createdAt: number, socialStats: { __typename: 'SocialStats', followerCount: number, followingCount: number }, newsletterV3?: { __typename: 'NewsletterV3', id: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string, header: { __typename: 'StyleSheetHeader', backgroundImage?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null }, fonts: { __typename: 'StyleSheetFonts', font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont }, colorPalette: { __typename: 'ColorPalette', accentColor: string, backgroundColor: string } } | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean, hasReported: boolean } }
   };

export type ProfileStoriesQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type ProfileStoriesQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, homepagePostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } }
   };

export type ProfileFollowersQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type ProfileFollowersQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, followersConnection: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } }
   };

export type ProfileFollowingQueryVariables = Exact<{
  username?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingOptions>;
  collectionPaging?: InputMaybe<PagingOptions>;
}>;


export type ProfileFollowingQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, followingConnection: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, followingCollectionsConnection: { __typename: 'CollectionConnection', collections: Array<{ __typename: 'Collection', id: string, name: string, slug: string, description: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } }
   };

export type ProfilePersonFragment = { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } };

export type UpdateProfileBioMutationVariables = Exact<{
  bio: Scalars['String']['input'];
}>;


export type UpdateProfileBioMutation = { __typename: 'Mutation', updateUserProfile:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'InvalidProfileInput', field: ProfileField, message: string }
    | { __typename: 'User', id: string, bio: string }
   };

export type StyleReminderQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type StyleReminderQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, hasSeenStyleReminder: boolean, userPostCounts: { __typename: 'UserPostCounts', publishedPosts: number }, customStyleSheet?: { __typename: 'CustomStyleSheet', id: string } | null }
   };

export type SetUserStyleReminderSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type SetUserStyleReminderSeenMutation = { __typename: 'Mutation', setUserStyleReminderSeen: { __typename: 'User', id: string, hasSeenStyleReminder: boolean } };

export type PublicationHeaderFragment = { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null };

export type PublicationHomeQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationHomeQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, featuredPosts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationTaggedQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationTaggedQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, taggedPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationArchiveQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationArchiveQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, archive: { __typename: 'CollectionArchive', years: Array<{ __typename: 'CollectionArchiveCount', year: number, count: number }>, months: Array<{ __typename: 'CollectionArchiveCount', year: number, month?: number | null, count: number }>, days: Array<{ __typename: 'CollectionArchiveCount', year: number, month?: number | null, day?: number | null, count: number }>, postsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationAboutQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationAboutQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', createdAt: number, postCount: number, followerCount: number, id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, masthead: { __typename: 'CollectionMasthead', editors: Array<{ __typename: 'CollectionMember', user: { __typename: 'User', id: string } }>, writers: Array<{ __typename: 'CollectionMember', user: { __typename: 'User', id: string } }> }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationMastheadQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationMastheadQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, masthead: { __typename: 'CollectionMasthead', editors: Array<{ __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null } }>, writers: Array<{ __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null } }> }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type MastheadMemberFragment = { __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null } };

export type PublicationFollowersQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationFollowersQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', followerCount: number, id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, followersConnection: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationFeaturePageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  pageSlug: Scalars['String']['input'];
}>;


export type PublicationFeaturePageQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, featurePage?: { __typename: 'FeaturePage', id: string, slug: string, title: string, description: string, posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> } | null, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationFeaturedQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PublicationFeaturedQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, featuredPosts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationTrendingQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type PublicationTrendingQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, trendingPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type PublicationAllQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  page: Scalars['Int']['input'];
}>;


export type PublicationAllQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, allPostsPage: { __typename: 'CollectionPostsPage', page: number, pageCount: number, total: number, posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3?: { __typename: 'NewsletterV3', id: string, slug: string, name: string, viewerEdge: { __typename: 'NewsletterV3ViewerEdge', id: string, isSubscribed: boolean } } | null, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string, slug: string } | null }>, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null } | null };

export type AdminCollectionFragment = { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } };

export type AdminAboutQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminAboutQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminMastheadQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminMastheadQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, creator: { __typename: 'User', id: string }, masthead: { __typename: 'CollectionMasthead', editors: Array<{ __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } }>, writers: Array<{ __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } }> }, pendingInvitations: Array<{ __typename: 'CollectionInvitation', id: string, role: CollectionRole, createdAt: number, invitee: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }>, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminMemberFragment = { __typename: 'CollectionMember', role: CollectionRole, isCreator: boolean, joinedAt: number, user: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } };

export type AdminNavigationQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminNavigationQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string } | null }>, featurePages: Array<{ __typename: 'FeaturePage', id: string, title: string }>, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminFeaturePagesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminFeaturePagesQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, featurePages: Array<{ __typename: 'FeaturePage', id: string, slug: string, title: string, description: string, mediumUrl: string, updatedAt: number, posts: Array<{ __typename: 'Post', id: string, title: string }> }>, featuredPosts: Array<{ __typename: 'Post', id: string, title: string }>, latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, firstPublishedAt?: number | null, creator: { __typename: 'User', id: string, name: string } }> }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminFollowersQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type AdminFollowersQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', followerCount: number, id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, followersConnection: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminDomainQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminDomainQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, customDomainState?: { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null } | null, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminDesignQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminDesignQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminStoriesQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  filter: CollectionStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
}>;


export type AdminStoriesQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, storyCounts: { __typename: 'CollectionStoryCounts', published: number, submissions: number, drafts: number }, featuredPosts: Array<{ __typename: 'Post', id: string }>, storiesConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, draftLabel?: string | null, statusForCollection?: StatusForCollection | null, updatedAt: number, firstPublishedAt?: number | null, readingTime: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type AdminStatsQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type AdminStatsQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', postCount: number, followerCount: number, id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, storyCounts: { __typename: 'CollectionStoryCounts', published: number, submissions: number, drafts: number }, masthead: { __typename: 'CollectionMasthead', editors: Array<{ __typename: 'CollectionMember', user: { __typename: 'User', id: string } }>, writers: Array<{ __typename: 'CollectionMember', user: { __typename: 'User', id: string } }> }, latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, firstPublishedAt?: number | null, readingTime: number }> }, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } } | null };

export type UpdateCollectionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  input: UpdateCollectionInput;
}>;


export type UpdateCollectionMutation = { __typename: 'Mutation', updateCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, description: string, domain?: string | null, mediumUrl: string, isAuroraEligible: boolean, isAuroraVisible: boolean, avatar?: { __typename: 'ImageMetadata', id: string } | null, logo?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type CollectionSlugAvailabilityQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CollectionSlugAvailabilityQuery = { __typename: 'Query', collectionSlugAvailability: { __typename: 'SlugAvailability', slug: string, available: boolean, message: string } };

export type InviteToCollectionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  usernameOrEmail: Scalars['String']['input'];
  role: CollectionRole;
}>;


export type InviteToCollectionMutation = { __typename: 'Mutation', inviteToCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CollectionInvitation', id: string, role: CollectionRole, invitee: { __typename: 'User', id: string, name: string } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type CancelCollectionInviteMutationVariables = Exact<{
  invitationId: Scalars['ID']['input'];
}>;


export type CancelCollectionInviteMutation = { __typename: 'Mutation', cancelCollectionInvite:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type ChangeCollectionRoleMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
  role: CollectionRole;
}>;


export type ChangeCollectionRoleMutation = { __typename: 'Mutation', changeCollectionRole:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type RemoveFromCollectionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type RemoveFromCollectionMutation = { __typename: 'Mutation', removeFromCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type SetCollectionNavItemsMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  items: Array<CollectionNavItemInput> | CollectionNavItemInput;
}>;


export type SetCollectionNavItemsMutation = { __typename: 'Mutation', setCollectionNavItems:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, navItems: Array<{ __typename: 'CollectionNavItem', id: string, title: string, type: CollectionNavItemType, tagSlug?: string | null, url?: string | null, featurePage?: { __typename: 'FeaturePage', id: string } | null }> }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type SetCollectionFeaturedPostsMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SetCollectionFeaturedPostsMutation = { __typename: 'Mutation', setCollectionFeaturedPosts:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, featuredPosts: Array<{ __typename: 'Post', id: string, title: string }> }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type CreateFeaturePageMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  input: FeaturePageInput;
}>;


export type CreateFeaturePageMutation = { __typename: 'Mutation', createFeaturePage:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FeaturePage', id: string, slug: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type UpdateFeaturePageMutationVariables = Exact<{
  featurePageId: Scalars['ID']['input'];
  input: FeaturePageInput;
}>;


export type UpdateFeaturePageMutation = { __typename: 'Mutation', updateFeaturePage:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FeaturePage', id: string, slug: string, title: string, description: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type DeleteFeaturePageMutationVariables = Exact<{
  featurePageId: Scalars['ID']['input'];
}>;


export type DeleteFeaturePageMutation = { __typename: 'Mutation', deleteFeaturePage:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type UpdateCollectionDesignMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  input: CollectionDesignInput;
}>;


export type UpdateCollectionDesignMutation = { __typename: 'Mutation', updateCollectionDesign:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, design: { __typename: 'CollectionDesign', id: string, font1: StyleSheetFont, font2: StyleSheetFont, font3: StyleSheetFont, accentColor: string, backgroundColor: string, headerImage?: { __typename: 'ImageMetadata', id: string } | null }, customStyleSheet?: { __typename: 'CollectionDesign', id: string } | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type ApproveCollectionSubmissionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type ApproveCollectionSubmissionMutation = { __typename: 'Mutation', approveCollectionSubmission:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, statusForCollection?: StatusForCollection | null }
   };

export type DeclineCollectionSubmissionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeclineCollectionSubmissionMutation = { __typename: 'Mutation', declineCollectionSubmission:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, statusForCollection?: StatusForCollection | null }
   };

export type RemovePostFromCollectionMutationVariables = Exact<{
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type RemovePostFromCollectionMutation = { __typename: 'Mutation', removePostFromCollection:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string }
   };

export type AccountTokenQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountTokenQueryQuery = { __typename: 'Query', accountToken?: string | null };

export type CreateAccountFromFormMutationVariables = Exact<{
  accessToken: Scalars['String']['input'];
  name: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
  redirect?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateAccountFromFormMutation = { __typename: 'Mutation', createAccount:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'AuthInfo', uid: string, redirect: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'UserCreationRateLimited', message: string }
   };

export type ForYouSignalsQueryVariables = Exact<{ [key: string]: never; }>;


export type ForYouSignalsQuery = { __typename: 'Query', forYouSignals?: { __typename: 'ForYouSignals', reader: { __typename: 'User', id: string, socialStats: { __typename: 'SocialStats', followingCount: number, collectionFollowingCount: number } }, topics: Array<{ __typename: 'ForYouTopic', id: string, slug: string, name: string }>, reads: Array<{ __typename: 'FeedSignal', kind: FeedSignalKind, removed: boolean, at: number, post: { __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } } }>, claps: Array<{ __typename: 'FeedSignal', kind: FeedSignalKind, removed: boolean, at: number, post: { __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } } }>, shownLess: Array<{ __typename: 'FeedSignal', kind: FeedSignalKind, removed: boolean, at: number, post: { __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } } }> } | null };

export type ForYouSignalRowFragment = { __typename: 'FeedSignal', kind: FeedSignalKind, removed: boolean, at: number, post: { __typename: 'Post', id: string, title: string, mediumUrl: string, creator: { __typename: 'User', id: string, name: string } } };

export type RelationPersonFragment = { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean } };

export type RelationPublicationFragment = { __typename: 'Collection', id: string, name: string, slug: string, description: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isEditor: boolean } };

export type FollowedPeopleQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type FollowedPeopleQuery = { __typename: 'Query', viewerFollowedUsers: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type FollowedPublicationsQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type FollowedPublicationsQuery = { __typename: 'Query', viewerFollowedCollections: { __typename: 'CollectionConnection', collections: Array<{ __typename: 'Collection', id: string, name: string, slug: string, description: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isEditor: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type MutedPeopleQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type MutedPeopleQuery = { __typename: 'Query', viewerMutedUsers: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type MutedPublicationsQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type MutedPublicationsQuery = { __typename: 'Query', viewerMutedCollections: { __typename: 'CollectionConnection', collections: Array<{ __typename: 'Collection', id: string, name: string, slug: string, description: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isEditor: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type BlockedPeopleQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type BlockedPeopleQuery = { __typename: 'Query', viewerBlockedUsers: { __typename: 'UserConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean, isMuting: boolean, isBlocking: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type PostResponsesPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostResponsesPageQuery = { __typename: 'Query', postResult:
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, title: string, mediumUrl: string, isResponse: boolean, creator: { __typename: 'User', id: string, name: string } }
    | { __typename: 'PostSuspended' }
   };

export type SearchPostsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type SearchPostsQuery = { __typename: 'Query', searchPosts: { __typename: 'PostSearchConnection', items: Array<{ __typename: 'PostSearchHit', id: string, title: { __typename: 'HighlightedText', text: string, highlights: Array<{ __typename: 'SearchHighlight', start: number, end: number }> }, snippet: { __typename: 'HighlightedText', text: string, highlights: Array<{ __typename: 'SearchHighlight', start: number, end: number }> }, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SearchUsersQueryVariables = Exact<{
  query: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type SearchUsersQuery = { __typename: 'Query', searchUsers: { __typename: 'UserSearchConnection', users: Array<{ __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SearchCollectionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type SearchCollectionsQuery = { __typename: 'Query', searchCollections: { __typename: 'CollectionSearchConnection', collections: Array<{ __typename: 'Collection', id: string, name: string, slug: string, tagline: string, domain?: string | null, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SearchTagsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type SearchTagsQuery = { __typename: 'Query', searchTags: { __typename: 'TagSearchConnection', tags: Array<{ __typename: 'TagSearchHit', postCount: number, tag: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SearchCatalogsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type SearchCatalogsQuery = { __typename: 'Query', searchCatalogs: { __typename: 'CatalogSearchConnection', catalogs: Array<{ __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SearchPublicationQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type SearchPublicationQuery = { __typename: 'Query', collectionByDomainOrSlug?: { __typename: 'Collection', id: string, name: string, slug: string, tagline: string, domain?: string | null, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null } | null };

export type SequencePageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type SequencePageQuery = { __typename: 'Query', sequence?: { __typename: 'Sequence', id: string, slug: string, title: string, description: string, postCount: number, updatedAt: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string, mediumMemberAt?: number | null }, viewerEdge: { __typename: 'SequenceViewerEdge', id: string, isCreator: boolean }, posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, readingTime: number, isLocked: boolean, previewImage?: { __typename: 'ImageMetadata', id: string } | null, creator: { __typename: 'User', id: string, name: string } }> } | null };

export type SequenceBarQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
}>;


export type SequenceBarQuery = { __typename: 'Query', sequence?: { __typename: 'Sequence', id: string, slug: string, title: string, position?: { __typename: 'SequencePosition', id: string, number: number, count: number, previous?: { __typename: 'Post', id: string, title: string } | null, next?: { __typename: 'Post', id: string, title: string } | null } | null } | null };

export type SequenceLibraryQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type SequenceLibraryQuery = { __typename: 'Query', sequencesConnection: { __typename: 'SequenceConnection', sequences: Array<{ __typename: 'Sequence', id: string, slug: string, title: string, description: string, postCount: number, creator: { __typename: 'User', id: string, name: string, imageId?: string | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type CreateSequenceMutationVariables = Exact<{
  title: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateSequenceMutation = { __typename: 'Mutation', createSequence:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Sequence', id: string, slug: string, postCount: number }
    | { __typename: 'TooManyRequests', message: string }
   };

export type AddPostToSequenceMutationVariables = Exact<{
  sequenceId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type AddPostToSequenceMutation = { __typename: 'Mutation', addPostToSequence:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Sequence', id: string, slug: string, postCount: number }
    | { __typename: 'TooManyRequests', message: string }
   };

export type RemovePostFromSequenceMutationVariables = Exact<{
  sequenceId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
}>;


export type RemovePostFromSequenceMutation = { __typename: 'Mutation', removePostFromSequence:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Sequence', id: string, slug: string, postCount: number }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ReorderSequenceMutationVariables = Exact<{
  sequenceId: Scalars['ID']['input'];
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderSequenceMutation = { __typename: 'Mutation', reorderSequence:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Sequence', id: string, slug: string, postCount: number }
    | { __typename: 'TooManyRequests', message: string }
   };

export type SeriesEditQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type SeriesEditQuery = { __typename: 'Query', series?: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, seriesPartCount: number, seriesViewerEdge: { __typename: 'SeriesViewerEdge', id: string, isFollowing: boolean, isWriter: boolean }, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string }>, seriesParts: Array<{ __typename: 'SeriesPart', id: string, number: number, isPublished: boolean, updatedAt: number, bodyModel: { __typename: 'RichText', paragraphs: Array<{ __typename: 'Paragraph', id: string, text: string }> } }> } | null };

export type CreateSeriesMutationVariables = Exact<{
  title: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateSeriesMutation = { __typename: 'Mutation', createSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UpdateSeriesMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateSeriesMutation = { __typename: 'Mutation', updateSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type AddSeriesPartMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  publish?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AddSeriesPartMutation = { __typename: 'Mutation', addSeriesPart:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UpdateSeriesPartMutationVariables = Exact<{
  partId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
}>;


export type UpdateSeriesPartMutation = { __typename: 'Mutation', updateSeriesPart:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PublishSeriesPartMutationVariables = Exact<{
  partId: Scalars['ID']['input'];
}>;


export type PublishSeriesPartMutation = { __typename: 'Mutation', publishSeriesPart:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type DeleteSeriesPartMutationVariables = Exact<{
  partId: Scalars['ID']['input'];
}>;


export type DeleteSeriesPartMutation = { __typename: 'Mutation', deleteSeriesPart:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type PublishSeriesMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type PublishSeriesMutation = { __typename: 'Mutation', publishSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnpublishSeriesMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnpublishSeriesMutation = { __typename: 'Mutation', unpublishSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, isPublished: boolean }
    | { __typename: 'TooManyRequests', message: string }
   };

export type SeriesCardFragment = { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, updatedAt: number, seriesPartCount: number, seriesUpdatedAt?: number | null, previewImage?: { __typename: 'ImageMetadata', id: string } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } };

export type SeriesPageQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type SeriesPageQuery = { __typename: 'Query', series?: { __typename: 'Post', visibility: PostVisibility, seriesFollowerCount: number, id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, updatedAt: number, seriesPartCount: number, seriesUpdatedAt?: number | null, seriesViewerEdge: { __typename: 'SeriesViewerEdge', id: string, isFollowing: boolean, isWriter: boolean }, creator: { __typename: 'User', id: string, bio: string, mediumUrl: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, seriesParts: Array<{ __typename: 'SeriesPart', id: string, number: number, isPublished: boolean, excerpt: string }>, previewImage?: { __typename: 'ImageMetadata', id: string } | null } | null };

export type SeriesPartQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
}>;


export type SeriesPartQuery = { __typename: 'Query', seriesPart?: { __typename: 'SeriesPart', id: string, number: number, isPublished: boolean, readingTime: number, bodyModel: { __typename: 'RichText', paragraphs: Array<{ __typename: 'Paragraph', id: string, name: string, type: string, text: string, markups: Array<{ __typename: 'Markup', type: string, start: number, end: number, href?: string | null, anchorType?: string | null, userId?: string | null }> }>, sections: Array<{ __typename: 'Section', name: string, startIndex: number }> } } | null };

export type FollowSeriesMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type FollowSeriesMutation = { __typename: 'Mutation', followSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, seriesFollowerCount: number, seriesViewerEdge: { __typename: 'SeriesViewerEdge', id: string, isFollowing: boolean, isWriter: boolean } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type UnfollowSeriesMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnfollowSeriesMutation = { __typename: 'Mutation', unfollowSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, seriesFollowerCount: number, seriesViewerEdge: { __typename: 'SeriesViewerEdge', id: string, isFollowing: boolean, isWriter: boolean } }
    | { __typename: 'TooManyRequests', message: string }
   };

export type ViewerSeriesQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type ViewerSeriesQuery = { __typename: 'Query', viewerSeries: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, updatedAt: number, seriesPartCount: number, seriesUpdatedAt?: number | null, previewImage?: { __typename: 'ImageMetadata', id: string } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type UserSeriesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type UserSeriesQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, seriesConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, updatedAt: number, seriesPartCount: number, seriesUpdatedAt?: number | null, previewImage?: { __typename: 'ImageMetadata', id: string } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } } | null };

export type AccountViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, username?: string | null, email?: string | null, unverifiedEmail?: string | null } | null };

export type ViewerSocialConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSocialConnectionsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, socialConnections: Array<{ __typename: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> } | null };

export type DisconnectSocialAccountMutationVariables = Exact<{
  provider: Scalars['String']['input'];
}>;


export type DisconnectSocialAccountMutation = { __typename: 'Mutation', disconnectSocialAccount: Array<{ __typename: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> };

export type NotificationEmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationEmailSettingsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, notificationEmailSettings: Array<{ __typename: 'NotificationEmailSetting', id: string, category: string, label: string, description: string, mode: NotificationEmailMode }> } | null };

export type UpdateNotificationEmailSettingMutationVariables = Exact<{
  category: Scalars['String']['input'];
  mode: NotificationEmailMode;
}>;


export type UpdateNotificationEmailSettingMutation = { __typename: 'Mutation', updateNotificationEmailSetting:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationEmailSetting', id: string, category: string, label: string, description: string, mode: NotificationEmailMode }
   };

export type MembershipSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipSettingsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, mediumMemberAt?: number | null, hasPastMemberships: boolean } | null, paymentsConfig: { __typename: 'PaymentsConfig', enabled: boolean }, viewerMembership?: { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null } | null, viewerPaymentMethod?: { __typename: 'PaymentMethod', brand: CardBrand, last4: string, expMonth: number, expYear: number } | null };

type MembershipResultFields_CheckoutNotAvailable_Fragment = { __typename: 'CheckoutNotAvailable', message: string };

type MembershipResultFields_Membership_Fragment = { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null };

type MembershipResultFields_NotFound_Fragment = { __typename: 'NotFound', message: string };

type MembershipResultFields_PaymentError_Fragment = { __typename: 'PaymentError', message: string };

type MembershipResultFields_PaymentMethodDeclined_Fragment = { __typename: 'PaymentMethodDeclined', message: string };

export type MembershipResultFieldsFragment =
  | MembershipResultFields_CheckoutNotAvailable_Fragment
  | MembershipResultFields_Membership_Fragment
  | MembershipResultFields_NotFound_Fragment
  | MembershipResultFields_PaymentError_Fragment
  | MembershipResultFields_PaymentMethodDeclined_Fragment
;

export type CancelMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelMembershipMutation = { __typename: 'Mutation', cancelMembership:
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PaymentError', message: string }
    | { __typename: 'PaymentMethodDeclined', message: string }
   };

export type ResumeMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type ResumeMembershipMutation = { __typename: 'Mutation', resumeMembership:
    | { __typename: 'CheckoutNotAvailable', message: string }
    | { __typename: 'Membership', id: string, status: MembershipStatus, source: MembershipSource, startedAt: number, currentPeriodEnd?: number | null, cancelAtPeriodEnd: boolean, graceEndsAt?: number | null, endedAt?: number | null, plan?: { __typename: 'PaymentPlan', planId: string, name: string, description: string, kind: PaymentPlanKind, amount: number, currency: Currency, months: number, trialDays?: number | null } | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PaymentError', message: string }
    | { __typename: 'PaymentMethodDeclined', message: string }
   };

export type ProfileSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSettingsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null } | null };

export type ProfileSettingsBioQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProfileSettingsBioQuery = { __typename: 'Query', userResult:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'AccountSuspended' }
    | { __typename: 'Blocked' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, bio: string }
   };

export type UpdateUserProfileMutationVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateUserProfileMutation = { __typename: 'Mutation', updateUserProfile:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'InvalidProfileInput', field: ProfileField, message: string }
    | { __typename: 'User', id: string, name: string, bio: string, username?: string | null, mediumUrl: string }
   };

export type PublishingViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishingViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, allowNotes: boolean } | null };

export type UpdateAllowNotesMutationVariables = Exact<{
  allowNotes: Scalars['Boolean']['input'];
}>;


export type UpdateAllowNotesMutation = { __typename: 'Mutation', updateAllowNotes: { __typename: 'Viewer', id: string, allowNotes: boolean } };

export type ViewerSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSessionsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, sessions: Array<{ __typename: 'AccountSession', id: string, ipAddress: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> } | null };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename: 'Mutation', endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename: 'Mutation', endOtherSessions: number };

export type SettingsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string } | null };

export type StatsStoryFragment = { __typename: 'Post', id: string, title: string, mediumUrl: string, visibility: PostVisibility, firstPublishedAt?: number | null, readingTime: number, wordCount: number, collection?: { __typename: 'Collection', id: string, name: string } | null };

export type StatsStoriesQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StatsStoriesQuery = { __typename: 'Query', viewerPublishedStoryCount: number, viewerStatsStories: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, visibility: PostVisibility, firstPublishedAt?: number | null, readingTime: number, wordCount: number, viewerStats?: { __typename: 'StoryViewCounts', views: number, reads: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type AudienceStatsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AudienceStatsQuery = { __typename: 'Query', viewerAudienceStats: { __typename: 'AudienceStats', followerCount: number, newFollowersInPeriod: number, newFollowersPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }> } };

export type ViewStatsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ViewStatsQuery = { __typename: 'Query', viewerViewStats: { __typename: 'ViewStats', viewsInPeriod: number, readsInPeriod: number, viewsPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }>, readsPerDay: Array<{ __typename: 'DailyCount', day: number, count: number }> } };

export type PostStatsQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type PostStatsQuery = { __typename: 'Query', viewerPostStats:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostStats', id: string, followersGainedSincePublished: number, views: number, reads: number, post: { __typename: 'Post', isPublished: boolean, id: string, title: string, mediumUrl: string, visibility: PostVisibility, firstPublishedAt?: number | null, readingTime: number, wordCount: number, collection?: { __typename: 'Collection', id: string, name: string } | null } }
   };

export type TopicHeaderFragment = { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } };

export type StoryPageFragment = { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } };

export type TagLatestQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagLatestQuery = { __typename: 'Query', tagFromSlug?: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number, latestPosts: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null, relatedTags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }> } | null };

export type TagTopQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  period: TopPeriod;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagTopQuery = { __typename: 'Query', tagFromSlug?: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number, topPosts: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null, relatedTags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }> } | null };

export type TagTopWritersQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
}>;


export type TagTopWritersQuery = { __typename: 'Query', tagFromSlug?: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number, topWriters: Array<{ __typename: 'TagWriter', postCount: number, user: { __typename: 'User', id: string, name: string, username?: string | null, bio: string, imageId?: string | null, mediumMemberAt?: number | null, viewerEdge: { __typename: 'UserViewerEdge', id: string, isFollowing: boolean } } }>, topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null, relatedTags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }> } | null };

export type TagArchiveQueryVariables = Exact<{
  tagSlug: Scalars['String']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  day?: InputMaybe<Scalars['Int']['input']>;
  hasYear: Scalars['Boolean']['input'];
  postsYear: Scalars['Int']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type TagArchiveQuery = { __typename: 'Query', tagFromSlug?: { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number, years: Array<{ __typename: 'TagArchivePeriod', year: number, postCount: number }>, months?: Array<{ __typename: 'TagArchivePeriod', year: number, month?: number | null, postCount: number }>, days?: Array<{ __typename: 'TagArchivePeriod', year: number, month?: number | null, day?: number | null, postCount: number }>, archivePosts?: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null, relatedTags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }> } | null };

export type TagHeaderFragment = { __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number, topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null, relatedTags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }> };

export type TopicPageQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  sort: TopicSort;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TopicPageQuery = { __typename: 'Query', topic?: { __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string, postCount: number }>, posts: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } } | null };

export type TopicsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TopicsPageQuery = { __typename: 'Query', topics: Array<{ __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } }> };

export type FollowedTopicsQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type FollowedTopicsQuery = { __typename: 'Query', followedTopics: { __typename: 'TopicConnection', topics: Array<{ __typename: 'Topic', id: string, slug: string, name: string, description: string, visibility: TopicVisibility, category: string, followerCount: number, postCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type FollowTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
}>;


export type FollowTopicMutation = { __typename: 'Mutation', followTopic:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'Topic', id: string, followerCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } }
   };

export type UnfollowTopicMutationVariables = Exact<{
  topicId: Scalars['ID']['input'];
}>;


export type UnfollowTopicMutation = { __typename: 'Mutation', unfollowTopic:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'Topic', id: string, followerCount: number, viewerEdge: { __typename: 'TopicViewerEdge', id: string, isFollowing: boolean } }
   };

export type RankedStoryFragment = { __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null };

export type TrendingPostsQueryVariables = Exact<{
  mode?: InputMaybe<Scalars['String']['input']>;
  topicSlug?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TrendingPostsQuery = { __typename: 'Query', trendingPosts: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type TopStoriesQueryVariables = Exact<{
  period?: InputMaybe<Scalars['String']['input']>;
  paging?: InputMaybe<PagingOptions>;
}>;


export type TopStoriesQuery = { __typename: 'Query', topStories: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type TrendingTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrendingTopicsQuery = { __typename: 'Query', recommendedTopics: Array<{ __typename: 'Topic', id: string, slug: string, name: string }> };

export type TrendingTopicQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type TrendingTopicQuery = { __typename: 'Query', topic?: { __typename: 'Topic', id: string, slug: string, name: string } | null };

export type BrowseCatalogQueryVariables = Exact<{
  slug: Scalars['String']['input'];
  paging?: InputMaybe<PagingOptions>;
}>;


export type BrowseCatalogQuery = { __typename: 'Query', browseCatalog?: { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, predefined?: PredefinedCatalogType | null, slugId: string, postItemsCount: number, updatedAt: number, itemsConnection: { __typename: 'CatalogItemConnection', items: Array<{ __typename: 'CatalogItem', catalogItemId: string, note?: string | null, post: { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, clapCount: number, responsesCount: number, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null } }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } }, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string } } | null };

export type ViewerCustomDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCustomDomainQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, username?: string | null } | null };

export type ViewerCustomDomainStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewerCustomDomainStateQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, username?: string | null, customDomainState?: { __typename: 'CustomDomainState', verificationMethod: DomainVerificationMethod, live?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verifiedAt?: number | null } | null, pending?: { __typename: 'CustomDomain', domain: string, status: CustomDomainStatus, verificationRecordName?: string | null, verificationRecordValue?: string | null, createdAt: number } | null } | null } | null };

export type YourPublicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type YourPublicationsQuery = { __typename: 'Query', viewerPublications: Array<{ __typename: 'Collection', id: string, slug: string, name: string, tagline: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null, viewerEdge: { __typename: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean, role?: CollectionRole | null } }>, viewerCollectionInvitations: Array<{ __typename: 'CollectionInvitation', id: string, role: CollectionRole, createdAt: number, inviter: { __typename: 'User', id: string, name: string }, collection: { __typename: 'Collection', id: string, slug: string, name: string, tagline: string, mediumUrl: string, avatar?: { __typename: 'ImageMetadata', id: string } | null } }>, viewerDeclinedSubmissions: Array<{ __typename: 'Post', id: string, title: string, submissionNote?: { __typename: 'SubmissionNote', note: string, decidedAt: number, collection: { __typename: 'Collection', id: string, name: string } } | null }> };

export type AcceptCollectionInviteMutationVariables = Exact<{
  invitationId: Scalars['ID']['input'];
}>;


export type AcceptCollectionInviteMutation = { __typename: 'Mutation', acceptCollectionInvite:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection', id: string, name: string, slug: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type DeclineCollectionInviteMutationVariables = Exact<{
  invitationId: Scalars['ID']['input'];
}>;


export type DeclineCollectionInviteMutation = { __typename: 'Mutation', declineCollectionInvite:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Collection' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
   };

export type YourStoriesQueryVariables = Exact<{
  filter: YourStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
}>;


export type YourStoriesQuery = { __typename: 'Query', viewerStoryCounts: { __typename: 'YourStoryCounts', drafts: number, public: number, unlisted: number, responses: number }, viewerStories: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, visibility: PostVisibility, readingTime: number, updatedAt: number, latestPublishedAt?: number | null, draftLabel?: string | null, collection?: { __typename: 'Collection', id: string, name: string } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type YourStoryFragment = { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, visibility: PostVisibility, readingTime: number, updatedAt: number, latestPublishedAt?: number | null, draftLabel?: string | null, collection?: { __typename: 'Collection', id: string, name: string } | null };

export type UnpublishStoryMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnpublishStoryMutation = { __typename: 'Mutation', unpublishPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isPublished: boolean }
   };

export type PostSettingsFieldsFragment = { __typename: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, crawlersReadWhole?: boolean | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

export type DeletePostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type DeletePostMutation = { __typename: 'Mutation', deletePost:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDeleted', id: string }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DomainStateFragmentDoc = new TypedDocumentString(`
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
    `, {"fragmentName":"DomainState"}) as unknown as TypedDocumentString<DomainStateFragment, unknown>;
export const CustomStyleFragmentDoc = new TypedDocumentString(`
    fragment CustomStyle on CustomStyleSheet {
  __typename
  id
  fonts {
    __typename
    font1
    font2
    font3
  }
  colorPalette {
    __typename
    accentColor
    backgroundColor
  }
}
    `, {"fragmentName":"CustomStyle"}) as unknown as TypedDocumentString<CustomStyleFragment, unknown>;
export const FollowsDialogUserFragmentDoc = new TypedDocumentString(`
    fragment FollowsDialogUser on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
    `, {"fragmentName":"FollowsDialogUser"}) as unknown as TypedDocumentString<FollowsDialogUserFragment, unknown>;
export const HighlightQuoteFragmentDoc = new TypedDocumentString(`
    fragment HighlightQuote on Quote {
  __typename
  id
  userId
  user {
    __typename
    id
    name
  }
  users {
    __typename
    id
    name
  }
  startOffset
  endOffset
  text
  count
  paragraphs {
    __typename
    id
    name
    text
    type
  }
}
    `, {"fragmentName":"HighlightQuote"}) as unknown as TypedDocumentString<HighlightQuoteFragment, unknown>;
export const CatalogSummaryFragmentDoc = new TypedDocumentString(`
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
    `, {"fragmentName":"CatalogSummary"}) as unknown as TypedDocumentString<CatalogSummaryFragment, unknown>;
export const NotificationRowFragmentDoc = new TypedDocumentString(`
    fragment NotificationRow on Notification {
  __typename
  id
  notificationName
  notificationType
  actorCount
  occurredAt
  isUnread
  milestoneArg
  actor {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  post {
    __typename
    id
    title
    mediumUrl
    isResponse
    creator {
      __typename
      id
    }
  }
  responsePost {
    __typename
    id
    mediumUrl
    responseParagraphs {
      __typename
      type
      text
    }
  }
  collection {
    __typename
    id
    slug
    name
    domain
    mediumUrl
  }
  catalog {
    __typename
    id
    name
    slugId
    creator {
      __typename
      id
      username
    }
  }
  quote {
    __typename
    id
    text
  }
  note {
    __typename
    id
    content
  }
  noteReply {
    __typename
    id
    content
  }
}
    `, {"fragmentName":"NotificationRow"}) as unknown as TypedDocumentString<NotificationRowFragment, unknown>;
export const NoteReplyFieldsFragmentDoc = new TypedDocumentString(`
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
    `, {"fragmentName":"NoteReplyFields"}) as unknown as TypedDocumentString<NoteReplyFieldsFragment, unknown>;
export const NoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment NoteFields on Note {
  __typename
  id
  anchor
  postId
  postVersion
  content
  createdAt
  selectionStartOffset
  selectionEndOffset
  isDismissed
  isReportedByViewer
  url
  author {
    __typename
    id
    name
    username
    imageId
  }
  replies {
    __typename
    ...NoteReplyFields
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}`, {"fragmentName":"NoteFields"}) as unknown as TypedDocumentString<NoteFieldsFragment, unknown>;
export const PublisherMenuUserFragmentDoc = new TypedDocumentString(`
    fragment PublisherMenuUser on User {
  __typename
  id
  name
  username
  mediumUrl
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
    hasReported
  }
}
    `, {"fragmentName":"PublisherMenuUser"}) as unknown as TypedDocumentString<PublisherMenuUserFragment, unknown>;
export const PublisherMenuCollectionFragmentDoc = new TypedDocumentString(`
    fragment PublisherMenuCollection on Collection {
  __typename
  id
  name
  slug
  mediumUrl
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isEditor
  }
}
    `, {"fragmentName":"PublisherMenuCollection"}) as unknown as TypedDocumentString<PublisherMenuCollectionFragment, unknown>;
export const FollowUserRefusalFragmentDoc = new TypedDocumentString(`
    fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"FollowUserRefusal"}) as unknown as TypedDocumentString<FollowUserRefusalFragment, unknown>;
export const RelationRefusalFragmentDoc = new TypedDocumentString(`
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
    fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"fragmentName":"RelationRefusal"}) as unknown as TypedDocumentString<RelationRefusalFragment, unknown>;
export const FollowCollectionRefusalFragmentDoc = new TypedDocumentString(`
    fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"FollowCollectionRefusal"}) as unknown as TypedDocumentString<FollowCollectionRefusalFragment, unknown>;
export const CollectionRelationRefusalFragmentDoc = new TypedDocumentString(`
    fragment CollectionRelationRefusal on FollowCollectionResult {
  __typename
  ...FollowCollectionRefusal
}
    fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"fragmentName":"CollectionRelationRefusal"}) as unknown as TypedDocumentString<CollectionRelationRefusalFragment, unknown>;
export const ResponseItemFragmentDoc = new TypedDocumentString(`
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
    `, {"fragmentName":"ResponseItem"}) as unknown as TypedDocumentString<ResponseItemFragment, unknown>;
export const ResponsePageFragmentDoc = new TypedDocumentString(`
    fragment ResponsePage on ResponseConnection {
  __typename
  responses {
    __typename
    ...ResponseItem
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}`, {"fragmentName":"ResponsePage"}) as unknown as TypedDocumentString<ResponsePageFragment, unknown>;
export const ResponseWriterFragmentDoc = new TypedDocumentString(`
    fragment ResponseWriter on Viewer {
  __typename
  id
  name
  imageId
  mediumMemberAt
}
    `, {"fragmentName":"ResponseWriter"}) as unknown as TypedDocumentString<ResponseWriterFragment, unknown>;
export const HighlightedTextFragmentDoc = new TypedDocumentString(`
    fragment HighlightedText on HighlightedText {
  __typename
  text
  highlights {
    __typename
    start
    end
  }
}
    `, {"fragmentName":"HighlightedText"}) as unknown as TypedDocumentString<HighlightedTextFragment, unknown>;
export const SearchPersonFragmentDoc = new TypedDocumentString(`
    fragment SearchPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
}
    `, {"fragmentName":"SearchPerson"}) as unknown as TypedDocumentString<SearchPersonFragment, unknown>;
export const SearchPublicationFragmentDoc = new TypedDocumentString(`
    fragment SearchPublication on Collection {
  __typename
  id
  name
  slug
  tagline
  domain
  mediumUrl
  avatar {
    __typename
    id
  }
}
    `, {"fragmentName":"SearchPublication"}) as unknown as TypedDocumentString<SearchPublicationFragment, unknown>;
export const SearchTagFragmentDoc = new TypedDocumentString(`
    fragment SearchTag on TagSearchHit {
  __typename
  postCount
  tag {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}
    `, {"fragmentName":"SearchTag"}) as unknown as TypedDocumentString<SearchTagFragment, unknown>;
export const LockoutRefusalFragmentDoc = new TypedDocumentString(`
    fragment LockoutRefusal on LockoutError {
  __typename
  message
  lockoutInfo {
    __typename
    failCount
    lockedOutUntil
  }
}
    `, {"fragmentName":"LockoutRefusal"}) as unknown as TypedDocumentString<LockoutRefusalFragment, unknown>;
export const SignedInFragmentDoc = new TypedDocumentString(`
    fragment SignedIn on AuthInfo {
  __typename
  uid
  redirect
}
    `, {"fragmentName":"SignedIn"}) as unknown as TypedDocumentString<SignedInFragment, unknown>;
export const SendAcctAuthEmailRefusalFragmentDoc = new TypedDocumentString(`
    fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on FailedChallenge {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SendAcctAuthEmailRefusal"}) as unknown as TypedDocumentString<SendAcctAuthEmailRefusalFragment, unknown>;
export const CreateAccountRefusalFragmentDoc = new TypedDocumentString(`
    fragment CreateAccountRefusal on CreateAccountResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on AlreadyExists {
    __typename
    message
  }
  ... on UserCreationRateLimited {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"CreateAccountRefusal"}) as unknown as TypedDocumentString<CreateAccountRefusalFragment, unknown>;
export const SendTwoFactorCodeRefusalFragmentDoc = new TypedDocumentString(`
    fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SendTwoFactorCodeRefusal"}) as unknown as TypedDocumentString<SendTwoFactorCodeRefusalFragment, unknown>;
export const TwoFactorCodeSendResultFragmentDoc = new TypedDocumentString(`
    fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {
  __typename
  ... on TwoFactorCodeSent {
    __typename
    method
    phoneLast4
  }
  ...SendTwoFactorCodeRefusal
}
    fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"fragmentName":"TwoFactorCodeSendResult"}) as unknown as TypedDocumentString<TwoFactorCodeSendResultFragment, unknown>;
export const CatalogDiscussionRefusalFragmentDoc = new TypedDocumentString(`
    fragment CatalogDiscussionRefusal on CatalogDiscussionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"CatalogDiscussionRefusal"}) as unknown as TypedDocumentString<CatalogDiscussionRefusalFragment, unknown>;
export const CatalogRefusalFragmentDoc = new TypedDocumentString(`
    fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"CatalogRefusal"}) as unknown as TypedDocumentString<CatalogRefusalFragment, unknown>;
export const ClearReadingHistoryRefusalFragmentDoc = new TypedDocumentString(`
    fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {
  __typename
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"ClearReadingHistoryRefusal"}) as unknown as TypedDocumentString<ClearReadingHistoryRefusalFragment, unknown>;
export const CollectionInvitationRefusalFragmentDoc = new TypedDocumentString(`
    fragment CollectionInvitationRefusal on CollectionInvitationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CollectionInvitationRefusal"}) as unknown as TypedDocumentString<CollectionInvitationRefusalFragment, unknown>;
export const CollectionPostRefusalFragmentDoc = new TypedDocumentString(`
    fragment CollectionPostRefusal on CollectionPostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CollectionPostRefusal"}) as unknown as TypedDocumentString<CollectionPostRefusalFragment, unknown>;
export const CollectionRefusalFragmentDoc = new TypedDocumentString(`
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CollectionRefusal"}) as unknown as TypedDocumentString<CollectionRefusalFragment, unknown>;
export const CreateNoteRefusalFragmentDoc = new TypedDocumentString(`
    fragment CreateNoteRefusal on CreateNoteResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"CreateNoteRefusal"}) as unknown as TypedDocumentString<CreateNoteRefusalFragment, unknown>;
export const CreatePostRefusalFragmentDoc = new TypedDocumentString(`
    fragment CreatePostRefusal on CreatePostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"CreatePostRefusal"}) as unknown as TypedDocumentString<CreatePostRefusalFragment, unknown>;
export const CreateQuoteRefusalFragmentDoc = new TypedDocumentString(`
    fragment CreateQuoteRefusal on CreateQuoteResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"CreateQuoteRefusal"}) as unknown as TypedDocumentString<CreateQuoteRefusalFragment, unknown>;
export const CrupdatePasswordRefusalFragmentDoc = new TypedDocumentString(`
    fragment CrupdatePasswordRefusal on CrupdatePasswordResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on ExpiredCredentials {
    __typename
    message
  }
  ... on MalformedOAuthToken {
    __typename
    message
  }
}
    `, {"fragmentName":"CrupdatePasswordRefusal"}) as unknown as TypedDocumentString<CrupdatePasswordRefusalFragment, unknown>;
export const CrupdateTwoFactorAuthRefusalFragmentDoc = new TypedDocumentString(`
    fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"CrupdateTwoFactorAuthRefusal"}) as unknown as TypedDocumentString<CrupdateTwoFactorAuthRefusalFragment, unknown>;
export const CrupdateTwoFactorBackupCodesRefusalFragmentDoc = new TypedDocumentString(`
    fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CrupdateTwoFactorBackupCodesRefusal"}) as unknown as TypedDocumentString<CrupdateTwoFactorBackupCodesRefusalFragment, unknown>;
export const CustomDomainRefusalFragmentDoc = new TypedDocumentString(`
    fragment CustomDomainRefusal on CustomDomainResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CustomDomainRefusal"}) as unknown as TypedDocumentString<CustomDomainRefusalFragment, unknown>;
export const DeleteCatalogRefusalFragmentDoc = new TypedDocumentString(`
    fragment DeleteCatalogRefusal on DeleteCatalogResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"DeleteCatalogRefusal"}) as unknown as TypedDocumentString<DeleteCatalogRefusalFragment, unknown>;
export const DeletePostRefusalFragmentDoc = new TypedDocumentString(`
    fragment DeletePostRefusal on DeletePostResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"DeletePostRefusal"}) as unknown as TypedDocumentString<DeletePostRefusalFragment, unknown>;
export const DeleteQuoteRefusalFragmentDoc = new TypedDocumentString(`
    fragment DeleteQuoteRefusal on DeleteQuoteResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"DeleteQuoteRefusal"}) as unknown as TypedDocumentString<DeleteQuoteRefusalFragment, unknown>;
export const FeaturePageRefusalFragmentDoc = new TypedDocumentString(`
    fragment FeaturePageRefusal on FeaturePageResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"FeaturePageRefusal"}) as unknown as TypedDocumentString<FeaturePageRefusalFragment, unknown>;
export const FeedSignalRefusalFragmentDoc = new TypedDocumentString(`
    fragment FeedSignalRefusal on FeedSignalResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"FeedSignalRefusal"}) as unknown as TypedDocumentString<FeedSignalRefusalFragment, unknown>;
export const FollowTopicRefusalFragmentDoc = new TypedDocumentString(`
    fragment FollowTopicRefusal on FollowTopicResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"FollowTopicRefusal"}) as unknown as TypedDocumentString<FollowTopicRefusalFragment, unknown>;
export const GiftCheckoutRefusalFragmentDoc = new TypedDocumentString(`
    fragment GiftCheckoutRefusal on GiftCheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"GiftCheckoutRefusal"}) as unknown as TypedDocumentString<GiftCheckoutRefusalFragment, unknown>;
export const LoginRefusalFragmentDoc = new TypedDocumentString(`
    fragment LoginRefusal on LoginResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"LoginRefusal"}) as unknown as TypedDocumentString<LoginRefusalFragment, unknown>;
export const MagicLinkPreferredRefusalFragmentDoc = new TypedDocumentString(`
    fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"MagicLinkPreferredRefusal"}) as unknown as TypedDocumentString<MagicLinkPreferredRefusalFragment, unknown>;
export const NoteRemovalRefusalFragmentDoc = new TypedDocumentString(`
    fragment NoteRemovalRefusal on NoteRemovalResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"NoteRemovalRefusal"}) as unknown as TypedDocumentString<NoteRemovalRefusalFragment, unknown>;
export const NoteReplyRemovalRefusalFragmentDoc = new TypedDocumentString(`
    fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"NoteReplyRemovalRefusal"}) as unknown as TypedDocumentString<NoteReplyRemovalRefusalFragment, unknown>;
export const NoteReplyRefusalFragmentDoc = new TypedDocumentString(`
    fragment NoteReplyRefusal on NoteReplyResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"NoteReplyRefusal"}) as unknown as TypedDocumentString<NoteReplyRefusalFragment, unknown>;
export const PartnerEnrollRefusalFragmentDoc = new TypedDocumentString(`
    fragment PartnerEnrollRefusal on PartnerEnrollResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"PartnerEnrollRefusal"}) as unknown as TypedDocumentString<PartnerEnrollRefusalFragment, unknown>;
export const PayoutOnboardingRefusalFragmentDoc = new TypedDocumentString(`
    fragment PayoutOnboardingRefusal on PayoutOnboardingResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"PayoutOnboardingRefusal"}) as unknown as TypedDocumentString<PayoutOnboardingRefusalFragment, unknown>;
export const PostForEditingRefusalFragmentDoc = new TypedDocumentString(`
    fragment PostForEditingRefusal on PostForEditingResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"PostForEditingRefusal"}) as unknown as TypedDocumentString<PostForEditingRefusalFragment, unknown>;
export const PostMutationRefusalFragmentDoc = new TypedDocumentString(`
    fragment PostMutationRefusal on PostMutationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}
    `, {"fragmentName":"PostMutationRefusal"}) as unknown as TypedDocumentString<PostMutationRefusalFragment, unknown>;
export const PostResponseRefusalFragmentDoc = new TypedDocumentString(`
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"PostResponseRefusal"}) as unknown as TypedDocumentString<PostResponseRefusalFragment, unknown>;
export const PostRefusalFragmentDoc = new TypedDocumentString(`
    fragment PostRefusal on PostResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on PostSuspended {
    __typename
    message
  }
}
    `, {"fragmentName":"PostRefusal"}) as unknown as TypedDocumentString<PostRefusalFragment, unknown>;
export const PostStatsRefusalFragmentDoc = new TypedDocumentString(`
    fragment PostStatsRefusal on PostStatsResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"PostStatsRefusal"}) as unknown as TypedDocumentString<PostStatsRefusalFragment, unknown>;
export const ReadingListRefusalFragmentDoc = new TypedDocumentString(`
    fragment ReadingListRefusal on ReadingListResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"ReadingListRefusal"}) as unknown as TypedDocumentString<ReadingListRefusalFragment, unknown>;
export const RedeemGiftRefusalFragmentDoc = new TypedDocumentString(`
    fragment RedeemGiftRefusal on RedeemGiftResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"RedeemGiftRefusal"}) as unknown as TypedDocumentString<RedeemGiftRefusalFragment, unknown>;
export const RegisterAuthyUserRefusalFragmentDoc = new TypedDocumentString(`
    fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"RegisterAuthyUserRefusal"}) as unknown as TypedDocumentString<RegisterAuthyUserRefusalFragment, unknown>;
export const RemoveFromReadingHistoryRefusalFragmentDoc = new TypedDocumentString(`
    fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"RemoveFromReadingHistoryRefusal"}) as unknown as TypedDocumentString<RemoveFromReadingHistoryRefusalFragment, unknown>;
export const RemoveTwoFactorAuthRefusalFragmentDoc = new TypedDocumentString(`
    fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"RemoveTwoFactorAuthRefusal"}) as unknown as TypedDocumentString<RemoveTwoFactorAuthRefusalFragment, unknown>;
export const ResolveEmbedRefusalFragmentDoc = new TypedDocumentString(`
    fragment ResolveEmbedRefusal on ResolveEmbedResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"ResolveEmbedRefusal"}) as unknown as TypedDocumentString<ResolveEmbedRefusalFragment, unknown>;
export const SavePostDraftRefusalFragmentDoc = new TypedDocumentString(`
    fragment SavePostDraftRefusal on SavePostDraftResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"SavePostDraftRefusal"}) as unknown as TypedDocumentString<SavePostDraftRefusalFragment, unknown>;
export const SendVerificationEmailRefusalFragmentDoc = new TypedDocumentString(`
    fragment SendVerificationEmailRefusal on SendVerificationEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SendVerificationEmailRefusal"}) as unknown as TypedDocumentString<SendVerificationEmailRefusalFragment, unknown>;
export const SequenceRefusalFragmentDoc = new TypedDocumentString(`
    fragment SequenceRefusal on SequenceResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SequenceRefusal"}) as unknown as TypedDocumentString<SequenceRefusalFragment, unknown>;
export const SeriesRefusalFragmentDoc = new TypedDocumentString(`
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SeriesRefusal"}) as unknown as TypedDocumentString<SeriesRefusalFragment, unknown>;
export const SharePostRefusalFragmentDoc = new TypedDocumentString(`
    fragment SharePostRefusal on SharePostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"SharePostRefusal"}) as unknown as TypedDocumentString<SharePostRefusalFragment, unknown>;
export const StoryEarningsAuditRefusalFragmentDoc = new TypedDocumentString(`
    fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"StoryEarningsAuditRefusal"}) as unknown as TypedDocumentString<StoryEarningsAuditRefusalFragment, unknown>;
export const TaxDocumentRefusalFragmentDoc = new TypedDocumentString(`
    fragment TaxDocumentRefusal on TaxDocumentResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"TaxDocumentRefusal"}) as unknown as TypedDocumentString<TaxDocumentRefusalFragment, unknown>;
export const TaxReviewRefusalFragmentDoc = new TypedDocumentString(`
    fragment TaxReviewRefusal on TaxReviewResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"TaxReviewRefusal"}) as unknown as TypedDocumentString<TaxReviewRefusalFragment, unknown>;
export const UpdateActivityLastViewedRefusalFragmentDoc = new TypedDocumentString(`
    fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {
  __typename
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"UpdateActivityLastViewedRefusal"}) as unknown as TypedDocumentString<UpdateActivityLastViewedRefusalFragment, unknown>;
export const UpdateCustomStyleSheetRefusalFragmentDoc = new TypedDocumentString(`
    fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"UpdateCustomStyleSheetRefusal"}) as unknown as TypedDocumentString<UpdateCustomStyleSheetRefusalFragment, unknown>;
export const UpdateNotificationEmailSettingRefusalFragmentDoc = new TypedDocumentString(`
    fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
    `, {"fragmentName":"UpdateNotificationEmailSettingRefusal"}) as unknown as TypedDocumentString<UpdateNotificationEmailSettingRefusalFragment, unknown>;
export const UpdateUserProfileRefusalFragmentDoc = new TypedDocumentString(`
    fragment UpdateUserProfileRefusal on UpdateUserProfileResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"UpdateUserProfileRefusal"}) as unknown as TypedDocumentString<UpdateUserProfileRefusalFragment, unknown>;
export const UserRefusalFragmentDoc = new TypedDocumentString(`
    fragment UserRefusal on UserResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on AccountSuspended {
    __typename
    message
  }
}
    `, {"fragmentName":"UserRefusal"}) as unknown as TypedDocumentString<UserRefusalFragment, unknown>;
export const VerifyLoginCodeRefusalFragmentDoc = new TypedDocumentString(`
    fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
    `, {"fragmentName":"VerifyLoginCodeRefusal"}) as unknown as TypedDocumentString<VerifyLoginCodeRefusalFragment, unknown>;
export const CreateNewsletterEmailRefusalFragmentDoc = new TypedDocumentString(`
    fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"CreateNewsletterEmailRefusal"}) as unknown as TypedDocumentString<CreateNewsletterEmailRefusalFragment, unknown>;
export const SendNewsletterIssueRefusalFragmentDoc = new TypedDocumentString(`
    fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}
    `, {"fragmentName":"SendNewsletterIssueRefusal"}) as unknown as TypedDocumentString<SendNewsletterIssueRefusalFragment, unknown>;
export const NewsletterV3RefusalFragmentDoc = new TypedDocumentString(`
    fragment NewsletterV3Refusal on NewsletterV3Result {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"NewsletterV3Refusal"}) as unknown as TypedDocumentString<NewsletterV3RefusalFragment, unknown>;
export const SubscriberStatsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubscriberStatsFields on SubscriberStats {
  __typename
  subscriberCount
  newSubscribersInPeriod
  unsubscribesInPeriod
  newSubscribersPerDay {
    __typename
    day
    count
  }
  unsubscribesPerDay {
    __typename
    day
    count
  }
  newsletter {
    __typename
    id
  }
}
    `, {"fragmentName":"SubscriberStatsFields"}) as unknown as TypedDocumentString<SubscriberStatsFieldsFragment, unknown>;
export const NewsletterStatsFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsletterStatsFields on NewsletterV3Stats {
  __typename
  id
  trackEngagement
  newsletter {
    __typename
    id
    name
    subscriberCount
  }
}
    `, {"fragmentName":"NewsletterStatsFields"}) as unknown as TypedDocumentString<NewsletterStatsFieldsFragment, unknown>;
export const NewsletterSendFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsletterSendFields on NewsletterSendStats {
  __typename
  id
  sentAt
  status
  stopReason
  stoppedAt
  emailOnly
  recipients
  delivered
  failed
  bounced
  skipped
  queued
  stopped
  opens
  clicks
  cursor
  post {
    __typename
    id
    title
    mediumUrl
  }
}
    `, {"fragmentName":"NewsletterSendFields"}) as unknown as TypedDocumentString<NewsletterSendFieldsFragment, unknown>;
export const ChargeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChargeFields on Charge {
  __typename
  id
  createdAt
  amount
  currency
  status
  description
  receiptNumber
  periodStart
  periodEnd
  paymentMethod {
    __typename
    brand
    last4
    expMonth
    expYear
  }
}
    `, {"fragmentName":"ChargeFields"}) as unknown as TypedDocumentString<ChargeFieldsFragment, unknown>;
export const PostSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}
    `, {"fragmentName":"PostSettingsFields"}) as unknown as TypedDocumentString<PostSettingsFieldsFragment, unknown>;
export const EmailNewsletterFragmentDoc = new TypedDocumentString(`
    fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}
    `, {"fragmentName":"EmailNewsletter"}) as unknown as TypedDocumentString<EmailNewsletterFragment, unknown>;
export const EditorPostFragmentDoc = new TypedDocumentString(`
    fragment EditorPost on Post {
  __typename
  id
  title
  subtitle
  isPublished
  mediumUrl
  draftLabel
  latestVersion
  ...PostSettingsFields
  latestDraft {
    __typename
    version
    title
    subtitle
    bodyJson
    savedAt
  }
  collection {
    __typename
    id
    name
  }
  pendingCollection {
    __typename
    id
    name
  }
  newsletterIssue {
    __typename
    id
    sentAt
    newsletter {
      __typename
      ...EmailNewsletter
    }
  }
}
    fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"fragmentName":"EditorPost"}) as unknown as TypedDocumentString<EditorPostFragment, unknown>;
export const HomeStoryLineFragmentDoc = new TypedDocumentString(`
    fragment HomeStoryLine on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}
    `, {"fragmentName":"HomeStoryLine"}) as unknown as TypedDocumentString<HomeStoryLineFragment, unknown>;
export const CheckoutRefusalFragmentDoc = new TypedDocumentString(`
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
    `, {"fragmentName":"CheckoutRefusal"}) as unknown as TypedDocumentString<CheckoutRefusalFragment, unknown>;
export const CheckoutAnswerFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAnswer on CheckoutResult {
  __typename
  ... on CheckoutSession {
    __typename
    url
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...CheckoutRefusal
}
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}`, {"fragmentName":"CheckoutAnswer"}) as unknown as TypedDocumentString<CheckoutAnswerFragment, unknown>;
export const PartnerTaxDocumentsFragmentDoc = new TypedDocumentString(`
    fragment PartnerTaxDocuments on UserTaxDocuments {
  __typename
  taxDocumentStatus
  earningsFirstWithheldAt
  earningsLimitedAt
  earningsForfeitedAt
  earningsInternallyForfeitedAt
  invalidReason
  legalName
  country
  address
  taxIdKind
  taxIdLast4
  submittedAt
}
    `, {"fragmentName":"PartnerTaxDocuments"}) as unknown as TypedDocumentString<PartnerTaxDocumentsFragment, unknown>;
export const PartnerEnrollmentFragmentDoc = new TypedDocumentString(`
    fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}
    `, {"fragmentName":"PartnerEnrollment"}) as unknown as TypedDocumentString<PartnerEnrollmentFragment, unknown>;
export const ProfilePersonFragmentDoc = new TypedDocumentString(`
    fragment ProfilePerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
    `, {"fragmentName":"ProfilePerson"}) as unknown as TypedDocumentString<ProfilePersonFragment, unknown>;
export const PublicationHeaderFragmentDoc = new TypedDocumentString(`
    fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}
    `, {"fragmentName":"PublicationHeader"}) as unknown as TypedDocumentString<PublicationHeaderFragment, unknown>;
export const MastheadMemberFragmentDoc = new TypedDocumentString(`
    fragment MastheadMember on CollectionMember {
  __typename
  role
  isCreator
  joinedAt
  user {
    __typename
    id
    name
    username
    bio
    imageId
    mediumUrl
    mediumMemberAt
  }
}
    `, {"fragmentName":"MastheadMember"}) as unknown as TypedDocumentString<MastheadMemberFragment, unknown>;
export const AdminCollectionFragmentDoc = new TypedDocumentString(`
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}
    `, {"fragmentName":"AdminCollection"}) as unknown as TypedDocumentString<AdminCollectionFragment, unknown>;
export const AdminMemberFragmentDoc = new TypedDocumentString(`
    fragment AdminMember on CollectionMember {
  __typename
  role
  isCreator
  joinedAt
  user {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}
    `, {"fragmentName":"AdminMember"}) as unknown as TypedDocumentString<AdminMemberFragment, unknown>;
export const ForYouSignalRowFragmentDoc = new TypedDocumentString(`
    fragment ForYouSignalRow on FeedSignal {
  __typename
  kind
  removed
  at
  post {
    __typename
    id
    title
    mediumUrl
    creator {
      __typename
      id
      name
    }
  }
}
    `, {"fragmentName":"ForYouSignalRow"}) as unknown as TypedDocumentString<ForYouSignalRowFragment, unknown>;
export const RelationPersonFragmentDoc = new TypedDocumentString(`
    fragment RelationPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
  }
}
    `, {"fragmentName":"RelationPerson"}) as unknown as TypedDocumentString<RelationPersonFragment, unknown>;
export const RelationPublicationFragmentDoc = new TypedDocumentString(`
    fragment RelationPublication on Collection {
  __typename
  id
  name
  slug
  description
  mediumUrl
  avatar {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isEditor
  }
}
    `, {"fragmentName":"RelationPublication"}) as unknown as TypedDocumentString<RelationPublicationFragment, unknown>;
export const SeriesCardFragmentDoc = new TypedDocumentString(`
    fragment SeriesCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  updatedAt
  seriesPartCount
  seriesUpdatedAt
  previewImage {
    __typename
    id
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}
    `, {"fragmentName":"SeriesCard"}) as unknown as TypedDocumentString<SeriesCardFragment, unknown>;
export const MembershipPlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
    `, {"fragmentName":"MembershipPlanFields"}) as unknown as TypedDocumentString<MembershipPlanFieldsFragment, unknown>;
export const ViewerMembershipFieldsFragmentDoc = new TypedDocumentString(`
    fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}
    fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}`, {"fragmentName":"ViewerMembershipFields"}) as unknown as TypedDocumentString<ViewerMembershipFieldsFragment, unknown>;
export const MembershipRefusalFragmentDoc = new TypedDocumentString(`
    fragment MembershipRefusal on MembershipResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
    `, {"fragmentName":"MembershipRefusal"}) as unknown as TypedDocumentString<MembershipRefusalFragment, unknown>;
export const MembershipResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment MembershipResultFields on MembershipResult {
  __typename
  ... on Membership {
    __typename
    ...ViewerMembershipFields
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentMethodDeclined {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...MembershipRefusal
}
    fragment MembershipRefusal on MembershipResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}`, {"fragmentName":"MembershipResultFields"}) as unknown as TypedDocumentString<MembershipResultFieldsFragment, unknown>;
export const StatsStoryFragmentDoc = new TypedDocumentString(`
    fragment StatsStory on Post {
  __typename
  id
  title
  mediumUrl
  visibility
  firstPublishedAt
  readingTime
  wordCount
  collection {
    __typename
    id
    name
  }
}
    `, {"fragmentName":"StatsStory"}) as unknown as TypedDocumentString<StatsStoryFragment, unknown>;
export const PostCardFragmentDoc = new TypedDocumentString(`
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
    `, {"fragmentName":"PostCard"}) as unknown as TypedDocumentString<PostCardFragment, unknown>;
export const StoryPageFragmentDoc = new TypedDocumentString(`
    fragment StoryPage on PostConnection {
  __typename
  posts {
    __typename
    ...PostCard
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"fragmentName":"StoryPage"}) as unknown as TypedDocumentString<StoryPageFragment, unknown>;
export const TopicHeaderFragmentDoc = new TypedDocumentString(`
    fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
    `, {"fragmentName":"TopicHeader"}) as unknown as TypedDocumentString<TopicHeaderFragment, unknown>;
export const TagHeaderFragmentDoc = new TypedDocumentString(`
    fragment TagHeader on Tag {
  __typename
  id
  displayTitle
  normalizedTagSlug
  postCount
  topic {
    __typename
    ...TopicHeader
  }
  relatedTags(limit: 8) {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}
    fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"fragmentName":"TagHeader"}) as unknown as TypedDocumentString<TagHeaderFragment, unknown>;
export const RankedStoryFragmentDoc = new TypedDocumentString(`
    fragment RankedStory on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}
    `, {"fragmentName":"RankedStory"}) as unknown as TypedDocumentString<RankedStoryFragment, unknown>;
export const YourStoryFragmentDoc = new TypedDocumentString(`
    fragment YourStory on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  visibility
  readingTime
  updatedAt
  latestPublishedAt
  draftLabel
  collection {
    __typename
    id
    name
  }
}
    `, {"fragmentName":"YourStory"}) as unknown as TypedDocumentString<YourStoryFragment, unknown>;
export const PostClapCountDocument = new TypedDocumentString(`
    query PostClapCount($id: ID!) {
  __typename
  post(id: $id) {
    __typename
    id
    clapCount
  }
}
    `, {"hash":"08cf6dd6dcbc9993b0a84bbe6fea79968fbc474e8060dbfeffcff6fccc76208e"}) as unknown as TypedDocumentString<PostClapCountQuery, PostClapCountQueryVariables>;
export const CatalogClapCountDocument = new TypedDocumentString(`
    query CatalogClapCount($id: ID!) {
  __typename
  catalogById(catalogId: $id) {
    __typename
    id
    clapCount
  }
}
    `, {"hash":"3dc37d7461f28ae15978d58c25df0c9f639c2f25aa2096adf354f1bc459cdf58"}) as unknown as TypedDocumentString<CatalogClapCountQuery, CatalogClapCountQueryVariables>;
export const ViewerPostClapsDocument = new TypedDocumentString(`
    query ViewerPostClaps($id: ID!) {
  __typename
  viewer {
    __typename
    id
  }
  post(id: $id) {
    __typename
    id
    viewerClapCount
  }
}
    `, {"hash":"71ed19ddff428899c9d4ec7871416e4f4d6deb665bc470ead4051ac2e3c627ab"}) as unknown as TypedDocumentString<ViewerPostClapsQuery, ViewerPostClapsQueryVariables>;
export const ViewerCatalogClapsDocument = new TypedDocumentString(`
    query ViewerCatalogClaps($id: ID!) {
  __typename
  viewer {
    __typename
    id
  }
  catalogById(catalogId: $id) {
    __typename
    id
    viewerClapCount
  }
}
    `, {"hash":"053846d8973babcb3507f3f156ed55340883a3c8a696e6dc9ce4e1c257f217ee"}) as unknown as TypedDocumentString<ViewerCatalogClapsQuery, ViewerCatalogClapsQueryVariables>;
export const ClapPostDocument = new TypedDocumentString(`
    mutation ClapPost($targetPostId: ID!, $numClaps: Int!) {
  __typename
  clap(targetPostId: $targetPostId, numClaps: $numClaps) {
    __typename
    id
    clapCount
    viewerClapCount
  }
}
    `, {"hash":"6dba481d660c541b96e23b8368071bf7c18463df2088fcfabd8145f688385112"}) as unknown as TypedDocumentString<ClapPostMutation, ClapPostMutationVariables>;
export const ClapCatalogDocument = new TypedDocumentString(`
    mutation ClapCatalog($catalogId: ID!, $numClaps: Int!) {
  __typename
  clapCatalog(catalogId: $catalogId, numClaps: $numClaps) {
    __typename
    id
    clapCount
    viewerClapCount
  }
}
    `, {"hash":"c261260b0b339480aea616378dcbf3bfdc49e221502ca556a910aab997131f08"}) as unknown as TypedDocumentString<ClapCatalogMutation, ClapCatalogMutationVariables>;
export const PostClappersDocument = new TypedDocumentString(`
    query PostClappers($id: ID!, $paging: PagingOptions) {
  __typename
  post(id: $id) {
    __typename
    id
    clapCount
    clapperCount
    clappers(paging: $paging) {
      __typename
      clappers {
        __typename
        id
        clapCount
        user {
          __typename
          ...FollowsDialogUser
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment FollowsDialogUser on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"keys":{"post":{"clappers":["clappers",{"paging":{"$":"paging"}}]}},"hash":"cc620171c63a118fbc95ad8f3d04fe2dd9065e32ce5084bd352a3e52c8cfbc36"}) as unknown as TypedDocumentString<PostClappersQuery, PostClappersQueryVariables>;
export const CatalogClappersDocument = new TypedDocumentString(`
    query CatalogClappers($id: ID!, $paging: PagingOptions) {
  __typename
  catalogById(catalogId: $id) {
    __typename
    id
    clapCount
    clapperCount
    clappers(paging: $paging) {
      __typename
      clappers {
        __typename
        id
        clapCount
        user {
          __typename
          ...FollowsDialogUser
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment FollowsDialogUser on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"keys":{"catalogById":{"clappers":["clappers",{"paging":{"$":"paging"}}]}},"hash":"9e4ccd09d2cf86b451d48722b8fe981fa68e4bcf9ceb2e2f8044f0732d26f8f7"}) as unknown as TypedDocumentString<CatalogClappersQuery, CatalogClappersQueryVariables>;
export const SetCollectionDomainDocument = new TypedDocumentString(`
    mutation SetCollectionDomain($collectionId: ID!, $domain: String) {
  __typename
  setCollectionDomain(collectionId: $collectionId, domain: $domain) {
    __typename
    ... on CustomDomainState {
      __typename
      ...DomainState
    }
    ...CustomDomainRefusal
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
fragment CustomDomainRefusal on CustomDomainResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"3dca1b64faf1060f08afa0b50b8cdcd1e5c2af051ce9e8c8cbc75572af5a9c90"}) as unknown as TypedDocumentString<SetCollectionDomainMutation, SetCollectionDomainMutationVariables>;
export const VerifyCollectionDomainDocument = new TypedDocumentString(`
    mutation VerifyCollectionDomain($collectionId: ID!) {
  __typename
  verifyCollectionDomain(collectionId: $collectionId) {
    __typename
    ... on CustomDomainState {
      __typename
      ...DomainState
    }
    ...CustomDomainRefusal
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
fragment CustomDomainRefusal on CustomDomainResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"64041e2125722346316d34d2a2acf5294f6d30ed0eb387f1a8e0247be2c1cd07"}) as unknown as TypedDocumentString<VerifyCollectionDomainMutation, VerifyCollectionDomainMutationVariables>;
export const SetViewerCustomDomainDocument = new TypedDocumentString(`
    mutation SetViewerCustomDomain($domain: String) {
  __typename
  setViewerCustomDomain(domain: $domain) {
    __typename
    ... on CustomDomainState {
      __typename
      ...DomainState
    }
    ...CustomDomainRefusal
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
fragment CustomDomainRefusal on CustomDomainResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"fb12c8db0774bbce9c616e08cbaebe5710dfdccb2a7b7aa71ed845765c7677c1"}) as unknown as TypedDocumentString<SetViewerCustomDomainMutation, SetViewerCustomDomainMutationVariables>;
export const VerifyViewerCustomDomainDocument = new TypedDocumentString(`
    mutation VerifyViewerCustomDomain {
  __typename
  verifyViewerCustomDomain {
    __typename
    ... on CustomDomainState {
      __typename
      ...DomainState
    }
    ...CustomDomainRefusal
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
fragment CustomDomainRefusal on CustomDomainResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"4b69988c8957ce666b8eb049ce97e005c8f6955794eba03ef8e3825846b863ff"}) as unknown as TypedDocumentString<VerifyViewerCustomDomainMutation, VerifyViewerCustomDomainMutationVariables>;
export const FollowUserDocument = new TypedDocumentString(`
    mutation FollowUser($targetUserId: ID!) {
  __typename
  followUser(targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      socialStats {
        __typename
        followerCount
      }
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowUserRefusal
  }
}
    fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"73b48b1b97c33f5287d9aa024e3d355dc15fb17a2c63b3df8156345f8c6eec56"}) as unknown as TypedDocumentString<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = new TypedDocumentString(`
    mutation UnfollowUser($targetUserId: ID!) {
  __typename
  unfollowUser(targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      socialStats {
        __typename
        followerCount
      }
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowUserRefusal
  }
}
    fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"e07042d8b66b7e663e64f2422c91d5b07295c4005ad9b7c4d1b4ab44c5ac5ca7"}) as unknown as TypedDocumentString<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const FollowCollectionDocument = new TypedDocumentString(`
    mutation FollowCollection($targetCollectionId: ID!) {
  __typename
  followCollection(targetCollectionId: $targetCollectionId) {
    __typename
    ... on Collection {
      __typename
      id
      followerCount
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowCollectionRefusal
  }
}
    fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"37685d4e4db7ff534e5c945c447c741b9b59c84187773e24373c8e2e6fc1d85a"}) as unknown as TypedDocumentString<FollowCollectionMutation, FollowCollectionMutationVariables>;
export const UnfollowCollectionDocument = new TypedDocumentString(`
    mutation UnfollowCollection($targetCollectionId: ID!) {
  __typename
  unfollowCollection(targetCollectionId: $targetCollectionId) {
    __typename
    ... on Collection {
      __typename
      id
      followerCount
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowCollectionRefusal
  }
}
    fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"46206cc11550a9de0f507cfddc81fcc428aae50b938e0b80145b83b3460c351a"}) as unknown as TypedDocumentString<UnfollowCollectionMutation, UnfollowCollectionMutationVariables>;
export const PostHighlightsDocument = new TypedDocumentString(`
    query PostHighlights($id: ID!) {
  __typename
  viewer {
    __typename
    id
    name
  }
  post(id: $id) {
    __typename
    id
    isPublished
    visibility
    latestPublishedVersion
    creator {
      __typename
      id
      allowNotes
    }
    highlights {
      __typename
      ...HighlightQuote
    }
  }
}
    fragment HighlightQuote on Quote {
  __typename
  id
  userId
  user {
    __typename
    id
    name
  }
  users {
    __typename
    id
    name
  }
  startOffset
  endOffset
  text
  count
  paragraphs {
    __typename
    id
    name
    text
    type
  }
}`, {"hash":"715720950736a31ee75520ddd13cae55fca4a47f1f4d1d3f10fec8572379cba2"}) as unknown as TypedDocumentString<PostHighlightsQuery, PostHighlightsQueryVariables>;
export const CreateQuoteDocument = new TypedDocumentString(`
    mutation CreateQuote($targetPostId: ID!, $targetPostVersionId: ID!, $targetParagraphNames: [String!]!, $startOffset: Int!, $endOffset: Int!, $quoteType: QuoteType) {
  __typename
  createQuote(
    targetPostId: $targetPostId
    targetPostVersionId: $targetPostVersionId
    targetParagraphNames: $targetParagraphNames
    startOffset: $startOffset
    endOffset: $endOffset
    quoteType: $quoteType
  ) {
    __typename
    ... on Quote {
      __typename
      ...HighlightQuote
    }
    ... on QuoteRemoved {
      __typename
      id
      postId
    }
    ...CreateQuoteRefusal
  }
}
    fragment HighlightQuote on Quote {
  __typename
  id
  userId
  user {
    __typename
    id
    name
  }
  users {
    __typename
    id
    name
  }
  startOffset
  endOffset
  text
  count
  paragraphs {
    __typename
    id
    name
    text
    type
  }
}
fragment CreateQuoteRefusal on CreateQuoteResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"0864378aa1847e3d238550c1fdb678dd1d2a64c1a6df503b1eec0383b6407477"}) as unknown as TypedDocumentString<CreateQuoteMutation, CreateQuoteMutationVariables>;
export const DeleteQuoteDocument = new TypedDocumentString(`
    mutation DeleteQuote($targetPostId: ID!, $targetQuoteId: ID!) {
  __typename
  deleteQuote(targetPostId: $targetPostId, targetQuoteId: $targetQuoteId) {
    __typename
    ... on QuoteRemoved {
      __typename
      id
      postId
    }
    ...DeleteQuoteRefusal
  }
}
    fragment DeleteQuoteRefusal on DeleteQuoteResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"1151effed0d5a4ffceafe32b386d578a7b592e35e8f7b724f8a1649aa96222c6"}) as unknown as TypedDocumentString<DeleteQuoteMutation, DeleteQuoteMutationVariables>;
export const UserHighlightsDocument = new TypedDocumentString(`
    query UserHighlights($id: ID!, $paging: PagingOptions) {
  __typename
  user(id: $id) {
    __typename
    id
    highlightsConnection(paging: $paging) {
      __typename
      quotes {
        __typename
        id
        contextBefore
        contextAfter
        contextCutBefore
        contextCutAfter
        quote {
          __typename
          id
          text
          startOffset
          endOffset
          paragraphs {
            __typename
            id
            name
          }
        }
        post {
          __typename
          id
          title
          mediumUrl
          creator {
            __typename
            id
            name
          }
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    `, {"keys":{"user":{"highlightsConnection":["highlightsConnection",{"paging":{"$":"paging"}}]}},"hash":"e214048d681578b9bf3d16427f91c8235694bd2b89768ccbdae7010037204eaf"}) as unknown as TypedDocumentString<UserHighlightsQuery, UserHighlightsQueryVariables>;
export const ViewerCatalogsDocument = new TypedDocumentString(`
    query ViewerCatalogs($paging: PagingOptions) {
  __typename
  viewerCatalogs(paging: $paging) {
    __typename
    catalogs {
      __typename
      ...CatalogSummary
      itemsConnection(paging: {limit: 3}) {
        __typename
        items {
          __typename
          catalogItemId
          post {
            __typename
            id
            previewImage {
              __typename
              id
            }
          }
        }
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}`, {"keys":{"viewerCatalogs":{"catalogs":{"itemsConnection":["itemsConnection",{"paging":{"limit":3}}]}}},"hash":"902fefb4cba4c3aeabbf48ce01ed600292c333c41ade801048ab8d181bd38764"}) as unknown as TypedDocumentString<ViewerCatalogsQuery, ViewerCatalogsQueryVariables>;
export const CreateCatalogDocument = new TypedDocumentString(`
    mutation CreateCatalog($name: String!, $description: String, $visibility: CatalogVisibility, $postId: ID) {
  __typename
  createCatalog(
    name: $name
    description: $description
    visibility: $visibility
    postId: $postId
  ) {
    __typename
    ... on Catalog {
      __typename
      ...CatalogSummary
    }
    ...CatalogRefusal
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"add6e5f345e63ad2fbdd1d58f8a52562598f6cb9482df7ed03be6e366f6c56c6"}) as unknown as TypedDocumentString<CreateCatalogMutation, CreateCatalogMutationVariables>;
export const UpdateCatalogDocument = new TypedDocumentString(`
    mutation UpdateCatalog($catalogId: ID!, $name: String, $description: String, $visibility: CatalogVisibility) {
  __typename
  updateCatalog(
    catalogId: $catalogId
    name: $name
    description: $description
    visibility: $visibility
  ) {
    __typename
    ... on Catalog {
      __typename
      ...CatalogSummary
    }
    ...CatalogRefusal
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"45dd941e90d704966e07eab6b37203acd3794acc7a63422f4e6484e550e27aa3"}) as unknown as TypedDocumentString<UpdateCatalogMutation, UpdateCatalogMutationVariables>;
export const DeleteCatalogDocument = new TypedDocumentString(`
    mutation DeleteCatalog($catalogId: ID!) {
  __typename
  deleteCatalog(catalogId: $catalogId) {
    __typename
    ... on CatalogDeleted {
      __typename
      catalogId
    }
    ...DeleteCatalogRefusal
  }
}
    fragment DeleteCatalogRefusal on DeleteCatalogResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"747520889017e5a7f97ba4ea85f08713d6c5b14413b3c12c73fbd7928475b3cf"}) as unknown as TypedDocumentString<DeleteCatalogMutation, DeleteCatalogMutationVariables>;
export const AddToCatalogDocument = new TypedDocumentString(`
    mutation AddToCatalog($catalogId: ID!, $postId: ID!) {
  __typename
  addToCatalog(catalogId: $catalogId, postId: $postId) {
    __typename
    ... on Catalog {
      __typename
      id
      postItemsCount
      updatedAt
    }
    ...CatalogRefusal
  }
}
    fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"8b7f836114266d68aa123953ba586ae8d0cc2ef935b670d45ccd73f86388e11c"}) as unknown as TypedDocumentString<AddToCatalogMutation, AddToCatalogMutationVariables>;
export const RemoveFromCatalogDocument = new TypedDocumentString(`
    mutation RemoveFromCatalog($catalogId: ID!, $postId: ID!) {
  __typename
  removeFromCatalog(catalogId: $catalogId, postId: $postId) {
    __typename
    ... on Catalog {
      __typename
      id
      postItemsCount
      updatedAt
    }
    ...CatalogRefusal
  }
}
    fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"da423f1d8816d65867f7204f82e14b44ed0d169e9f148cbe3579d2d339bcd29a"}) as unknown as TypedDocumentString<RemoveFromCatalogMutation, RemoveFromCatalogMutationVariables>;
export const MoveCatalogItemDocument = new TypedDocumentString(`
    mutation MoveCatalogItem($catalogId: ID!, $catalogItemId: ID!, $afterCatalogItemId: ID) {
  __typename
  moveCatalogItem(
    catalogId: $catalogId
    catalogItemId: $catalogItemId
    afterCatalogItemId: $afterCatalogItemId
  ) {
    __typename
    ... on Catalog {
      __typename
      id
      updatedAt
    }
    ...CatalogRefusal
  }
}
    fragment CatalogRefusal on CatalogResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"07acc04b357a29b22baf6de463a11b465c8e08ceeb5578529a3cc9fe693e02b2"}) as unknown as TypedDocumentString<MoveCatalogItemMutation, MoveCatalogItemMutationVariables>;
export const PostSavedStateDocument = new TypedDocumentString(`
    query PostSavedState($id: ID!) {
  __typename
  post(id: $id) {
    __typename
    id
    catalogEdge {
      __typename
      id
      readingList
      catalogIds
    }
  }
}
    `, {"hash":"45f985bcaa7e4e5867d04bc76ee08cfff9253f304a0e1e7cf4aed8e17e3a7bf8"}) as unknown as TypedDocumentString<PostSavedStateQuery, PostSavedStateQueryVariables>;
export const BookmarkPostDocument = new TypedDocumentString(`
    mutation BookmarkPost($targetPostId: ID!) {
  __typename
  bookmarkPost(targetPostId: $targetPostId) {
    __typename
    ... on Post {
      __typename
      id
      catalogEdge {
        __typename
        id
        readingList
        catalogIds
      }
    }
    ...ReadingListRefusal
  }
}
    fragment ReadingListRefusal on ReadingListResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"cfdf22462645a0f8911bb0cb66c26bc710aa18a9ecbfb498e6a9d5401ed82d50"}) as unknown as TypedDocumentString<BookmarkPostMutation, BookmarkPostMutationVariables>;
export const ArchivePostDocument = new TypedDocumentString(`
    mutation ArchivePost($targetPostId: ID!) {
  __typename
  archivePost(targetPostId: $targetPostId) {
    __typename
    ... on Post {
      __typename
      id
      catalogEdge {
        __typename
        id
        readingList
        catalogIds
      }
    }
    ...ReadingListRefusal
  }
}
    fragment ReadingListRefusal on ReadingListResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"d9afa634e2be5064f92070849102c30c0b507da133c3407f2b56dfed03febc25"}) as unknown as TypedDocumentString<ArchivePostMutation, ArchivePostMutationVariables>;
export const MetabarViewerDocument = new TypedDocumentString(`
    query MetabarViewer {
  __typename
  viewer {
    __typename
    id
    username
    name
    imageId
    mediumMemberAt
    hasPastMemberships
    isAuroraVisible
    isPartnerProgramEnrolled
    isStaff
  }
  notificationStatus {
    __typename
    unreadNotificationCount
  }
  viewerPublications {
    __typename
    id
    slug
    name
    avatar {
      __typename
      id
    }
    isAuroraVisible
    isAuroraEligible
    viewerEdge {
      __typename
      id
      isEditor
      isWriter
    }
  }
}
    `, {"hash":"b7361b7262e8bb00b10dd85ba93a174f745bc396308f69544e9972c5332888d7"}) as unknown as TypedDocumentString<MetabarViewerQuery, MetabarViewerQueryVariables>;
export const MeteringInfoDocument = new TypedDocumentString(`
    query MeteringInfo {
  __typename
  viewer {
    __typename
    id
    meteringInfo {
      __typename
      postIds
      freeStoriesPerMonth
      remaining
      resetsAt
    }
  }
}
    `, {"hash":"96433a569dde090f0f403e27d78f9f83cb086c0eeb6915d0e4e47efd1399001c"}) as unknown as TypedDocumentString<MeteringInfoQuery, MeteringInfoQueryVariables>;
export const SubscribeToWriterNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeToWriterNewsletter($userId: ID!) {
  __typename
  subscribeToWriterNewsletter(userId: $userId) {
    __typename
    ... on NewsletterV3 {
      __typename
      id
      viewerEdge {
        __typename
        id
        isSubscribed
      }
    }
    ...NewsletterV3Refusal
  }
}
    fragment NewsletterV3Refusal on NewsletterV3Result {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"0c61c19afce4008d57e0489fb1bef21c3e9e86ce76044c9c31aa6ad92742b5ec"}) as unknown as TypedDocumentString<SubscribeToWriterNewsletterMutation, SubscribeToWriterNewsletterMutationVariables>;
export const SubscribeNewsletterV3Document = new TypedDocumentString(`
    mutation SubscribeNewsletterV3($newsletterV3Id: ID!) {
  __typename
  subscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3 {
      __typename
      id
      viewerEdge {
        __typename
        id
        isSubscribed
      }
    }
    ...NewsletterV3Refusal
  }
}
    fragment NewsletterV3Refusal on NewsletterV3Result {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"1687ac45194ed43b3f1539375aaf5aa5a33e6393c8618d09b78804785eb9933d"}) as unknown as TypedDocumentString<SubscribeNewsletterV3Mutation, SubscribeNewsletterV3MutationVariables>;
export const UnsubscribeNewsletterV3Document = new TypedDocumentString(`
    mutation UnsubscribeNewsletterV3($newsletterV3Id: ID!) {
  __typename
  unsubscribeNewsletterV3(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3 {
      __typename
      id
      viewerEdge {
        __typename
        id
        isSubscribed
      }
    }
    ...NewsletterV3Refusal
  }
}
    fragment NewsletterV3Refusal on NewsletterV3Result {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"f676c2b5f4c400ced96d2a1306ad6a915dc53a6a9983eb2d1db0ee800cab3dda"}) as unknown as TypedDocumentString<UnsubscribeNewsletterV3Mutation, UnsubscribeNewsletterV3MutationVariables>;
export const NotificationFollowersDocument = new TypedDocumentString(`
    query NotificationFollowers($id: ID!) {
  __typename
  notification(id: $id) {
    __typename
    id
    rollupItems {
      __typename
      actor {
        __typename
        ...FollowsDialogUser
      }
    }
  }
}
    fragment FollowsDialogUser on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"hash":"5be3fdbd7b99f5b83deec2defb6babf9e4a3cafc22f8205f14c62ef80a4a9f2c"}) as unknown as TypedDocumentString<NotificationFollowersQuery, NotificationFollowersQueryVariables>;
export const NotificationsFeedDocument = new TypedDocumentString(`
    query NotificationsFeed($paging: PagingOptions, $activityTypes: [String!]) {
  __typename
  notificationsConnectionByActivityTypes(
    paging: $paging
    activityTypes: $activityTypes
  ) {
    __typename
    notifications {
      __typename
      ...NotificationRow
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment NotificationRow on Notification {
  __typename
  id
  notificationName
  notificationType
  actorCount
  occurredAt
  isUnread
  milestoneArg
  actor {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  post {
    __typename
    id
    title
    mediumUrl
    isResponse
    creator {
      __typename
      id
    }
  }
  responsePost {
    __typename
    id
    mediumUrl
    responseParagraphs {
      __typename
      type
      text
    }
  }
  collection {
    __typename
    id
    slug
    name
    domain
    mediumUrl
  }
  catalog {
    __typename
    id
    name
    slugId
    creator {
      __typename
      id
      username
    }
  }
  quote {
    __typename
    id
    text
  }
  note {
    __typename
    id
    content
  }
  noteReply {
    __typename
    id
    content
  }
}`, {"hash":"a46a5c0bdd2e7d4a083977ae796c5fc34118c19bab8cc293b9f11fa791fb8633"}) as unknown as TypedDocumentString<NotificationsFeedQuery, NotificationsFeedQueryVariables>;
export const UpdateActivityLastViewedDocument = new TypedDocumentString(`
    mutation UpdateActivityLastViewed {
  __typename
  updateActivityLastViewed {
    __typename
    ... on ActivityLastViewed {
      __typename
      lastViewedAt
      notificationStatus {
        __typename
        unreadNotificationCount
      }
    }
    ...UpdateActivityLastViewedRefusal
  }
}
    fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {
  __typename
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"e6d237cd6abea592fc683f97911813c7d4354ed6667b7c88a27bf234ccd1a0b7"}) as unknown as TypedDocumentString<UpdateActivityLastViewedMutation, UpdateActivityLastViewedMutationVariables>;
export const PartnerNoticesDocument = new TypedDocumentString(`
    query PartnerNotices {
  __typename
  viewer {
    __typename
    id
    isPartnerProgramEnrolled
    hightowerTermsAcceptedAt
    dismissableFlags
    userTaxDocuments {
      __typename
      taxDocumentStatus
      earningsLimitedAt
      earningsForfeitedAt
      invalidReason
    }
  }
}
    `, {"hash":"281598c315a7669b4573da0edf22adbf501ff6a803cdbf4299d3a4314dfa8758"}) as unknown as TypedDocumentString<PartnerNoticesQuery, PartnerNoticesQueryVariables>;
export const DismissFlagDocument = new TypedDocumentString(`
    mutation DismissFlag($userId: ID!, $flag: String!) {
  __typename
  setDismissableFlag(userId: $userId, flag: $flag) {
    __typename
    id
    dismissableFlags
  }
}
    `, {"hash":"842d9d9b097fe76194c48e0f5682114249ed406440c7f1885fee4f0000c5b663"}) as unknown as TypedDocumentString<DismissFlagMutation, DismissFlagMutationVariables>;
export const PostNoteSummaryDocument = new TypedDocumentString(`
    query PostNoteSummary($id: ID!) {
  __typename
  post(id: $id) {
    __typename
    id
    privateNoteCount
    latestPublishedVersion
    creator {
      __typename
      id
      allowNotes
    }
  }
  viewer {
    __typename
    id
  }
}
    `, {"hash":"2243c3395490c55d5641f065324970b8c384f4ddb76ed9420c478e5679273e0c"}) as unknown as TypedDocumentString<PostNoteSummaryQuery, PostNoteSummaryQueryVariables>;
export const PostNotesDocument = new TypedDocumentString(`
    query PostNotes($id: ID!) {
  __typename
  post(id: $id) {
    __typename
    id
    privateNoteCount
    privateNotes {
      __typename
      ...NoteFields
    }
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteFields on Note {
  __typename
  id
  anchor
  postId
  postVersion
  content
  createdAt
  selectionStartOffset
  selectionEndOffset
  isDismissed
  isReportedByViewer
  url
  author {
    __typename
    id
    name
    username
    imageId
  }
  replies {
    __typename
    ...NoteReplyFields
  }
}`, {"hash":"aa5779965a8b8d7caaf3029eb5026283b6b3a4dbe28bda03dbd57faee81172eb"}) as unknown as TypedDocumentString<PostNotesQuery, PostNotesQueryVariables>;
export const CreateNoteDocument = new TypedDocumentString(`
    mutation CreateNote($targetPostId: ID!, $targetPostVersion: Int!, $targetParagraphName: String!, $noteContent: String!, $selectionStartOffset: Int!, $selectionEndOffset: Int!) {
  __typename
  createNote(
    targetPostId: $targetPostId
    targetPostVersion: $targetPostVersion
    targetParagraphName: $targetParagraphName
    noteContent: $noteContent
    selectionStartOffset: $selectionStartOffset
    selectionEndOffset: $selectionEndOffset
  ) {
    __typename
    ... on Note {
      __typename
      ...NoteFields
      post {
        __typename
        id
        privateNoteCount
        privateNotes {
          __typename
          ...NoteFields
        }
      }
    }
    ...CreateNoteRefusal
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteFields on Note {
  __typename
  id
  anchor
  postId
  postVersion
  content
  createdAt
  selectionStartOffset
  selectionEndOffset
  isDismissed
  isReportedByViewer
  url
  author {
    __typename
    id
    name
    username
    imageId
  }
  replies {
    __typename
    ...NoteReplyFields
  }
}
fragment CreateNoteRefusal on CreateNoteResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"4ef3368a70318216919802fc5e33450fecae955e37fade9a2b3c2415b5696c00"}) as unknown as TypedDocumentString<CreateNoteMutation, CreateNoteMutationVariables>;
export const CreateNoteReplyDocument = new TypedDocumentString(`
    mutation CreateNoteReply($targetPostId: ID!, $targetNoteId: ID!, $replyContent: String!) {
  __typename
  createNoteReply(
    targetPostId: $targetPostId
    targetNoteId: $targetNoteId
    replyContent: $replyContent
  ) {
    __typename
    ... on NoteReply {
      __typename
      ...NoteReplyFields
      note {
        __typename
        id
        replies {
          __typename
          ...NoteReplyFields
        }
      }
    }
    ...NoteReplyRefusal
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteReplyRefusal on NoteReplyResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"160e460543e83bcaec31164342d8762b5698839bbdfd12beaedd26a5a7b970da"}) as unknown as TypedDocumentString<CreateNoteReplyMutation, CreateNoteReplyMutationVariables>;
export const DeleteNoteDocument = new TypedDocumentString(`
    mutation DeleteNote($targetPostId: ID!, $targetNoteId: ID!) {
  __typename
  deleteNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {
    __typename
    ... on NoteRemoval {
      __typename
      noteId
      post {
        __typename
        id
        privateNoteCount
        privateNotes {
          __typename
          ...NoteFields
        }
      }
    }
    ...NoteRemovalRefusal
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteFields on Note {
  __typename
  id
  anchor
  postId
  postVersion
  content
  createdAt
  selectionStartOffset
  selectionEndOffset
  isDismissed
  isReportedByViewer
  url
  author {
    __typename
    id
    name
    username
    imageId
  }
  replies {
    __typename
    ...NoteReplyFields
  }
}
fragment NoteRemovalRefusal on NoteRemovalResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"64495e4c1a5f6d4ba6f66d043cb22d34eb36adb45978c559f34ba6f5477431d3"}) as unknown as TypedDocumentString<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const DismissNoteDocument = new TypedDocumentString(`
    mutation DismissNote($targetPostId: ID!, $targetNoteId: ID!) {
  __typename
  dismissNote(targetPostId: $targetPostId, targetNoteId: $targetNoteId) {
    __typename
    ... on NoteRemoval {
      __typename
      noteId
      post {
        __typename
        id
        privateNoteCount
        privateNotes {
          __typename
          ...NoteFields
        }
      }
    }
    ...NoteRemovalRefusal
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteFields on Note {
  __typename
  id
  anchor
  postId
  postVersion
  content
  createdAt
  selectionStartOffset
  selectionEndOffset
  isDismissed
  isReportedByViewer
  url
  author {
    __typename
    id
    name
    username
    imageId
  }
  replies {
    __typename
    ...NoteReplyFields
  }
}
fragment NoteRemovalRefusal on NoteRemovalResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"26f03b9a285801ee14059a1e15eb7cb3bd294ec6e2265652c8bc91d01e14b2ea"}) as unknown as TypedDocumentString<DismissNoteMutation, DismissNoteMutationVariables>;
export const DeleteNoteReplyDocument = new TypedDocumentString(`
    mutation DeleteNoteReply($targetPostId: ID!, $targetNoteId: ID!, $targetReplyId: ID!) {
  __typename
  deleteNoteReply(
    targetPostId: $targetPostId
    targetNoteId: $targetNoteId
    targetReplyId: $targetReplyId
  ) {
    __typename
    ... on NoteReplyRemoval {
      __typename
      replyId
      note {
        __typename
        id
        replies {
          __typename
          ...NoteReplyFields
        }
      }
    }
    ...NoteReplyRemovalRefusal
  }
}
    fragment NoteReplyFields on NoteReply {
  __typename
  id
  noteId
  postId
  content
  createdAt
  isReportedByViewer
  author {
    __typename
    id
    name
    username
    imageId
  }
}
fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"286249a4c2b8c014e87e3edb4da123b981531bbf3b4882b7217fa649868cc3ce"}) as unknown as TypedDocumentString<DeleteNoteReplyMutation, DeleteNoteReplyMutationVariables>;
export const ReportNoteDocument = new TypedDocumentString(`
    mutation ReportNote($targetNoteId: ID!) {
  __typename
  reportNote(targetNoteId: $targetNoteId) {
    __typename
    ... on Note {
      __typename
      id
      isReportedByViewer
    }
    ...CreateNoteRefusal
  }
}
    fragment CreateNoteRefusal on CreateNoteResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"c1229a53ea79da5aa25894f03886983c2195be726b83e9dbe19720b8ce1666c9"}) as unknown as TypedDocumentString<ReportNoteMutation, ReportNoteMutationVariables>;
export const ReportNoteReplyDocument = new TypedDocumentString(`
    mutation ReportNoteReply($targetNoteReplyId: ID!) {
  __typename
  reportNoteReply(targetNoteReplyId: $targetNoteReplyId) {
    __typename
    ... on NoteReply {
      __typename
      id
      isReportedByViewer
    }
    ...NoteReplyRefusal
  }
}
    fragment NoteReplyRefusal on NoteReplyResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"65c5b433da81c2cdd7cf9c542695cbd0525b1242cd81825936577ce53c1082ac"}) as unknown as TypedDocumentString<ReportNoteReplyMutation, ReportNoteReplyMutationVariables>;
export const UpdateAvatarDocument = new TypedDocumentString(`
    mutation UpdateAvatar($imageId: ID!, $imageCrop: ImageCropInput!) {
  __typename
  updateUserProfile(imageId: $imageId, imageCrop: $imageCrop) {
    __typename
    ... on User {
      __typename
      id
      imageId
    }
    ... on InvalidProfileInput {
      __typename
      field
      message
    }
    ...UpdateUserProfileRefusal
  }
}
    fragment UpdateUserProfileRefusal on UpdateUserProfileResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"a5a6c4f2d517936283df85cf78ab4aaee83b6f7e1a78e5bb5e766ab42ba8369f"}) as unknown as TypedDocumentString<UpdateAvatarMutation, UpdateAvatarMutationVariables>;
export const UsernameAvailabilityDocument = new TypedDocumentString(`
    query UsernameAvailability($username: String!) {
  __typename
  usernameAvailability(username: $username) {
    __typename
    username
    available
    message
  }
}
    `, {"hash":"a94ab98d74dc1bf6d263949d91217eca516ef07dc71c5d3ed83d8d65a7f100c8"}) as unknown as TypedDocumentString<UsernameAvailabilityQuery, UsernameAvailabilityQueryVariables>;
export const PublicationSlugAvailabilityDocument = new TypedDocumentString(`
    query PublicationSlugAvailability($slug: String!, $collectionId: ID) {
  __typename
  collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {
    __typename
    slug
    available
    message
  }
}
    `, {"hash":"0e41592f01e98733c8b606370ca7f4c21ab010facadb5399327c65b94141d22d"}) as unknown as TypedDocumentString<PublicationSlugAvailabilityQuery, PublicationSlugAvailabilityQueryVariables>;
export const MuteUserDocument = new TypedDocumentString(`
    mutation MuteUser($targetUserId: ID!) {
  __typename
  muteUser(targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      viewerEdge {
        __typename
        id
        isMuting
      }
    }
    ...RelationRefusal
  }
}
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"f7edbe3cb2dd9eea6dc88d71953f937b601d0d9a8f65330f96b0d4dfaf0fee54"}) as unknown as TypedDocumentString<MuteUserMutation, MuteUserMutationVariables>;
export const UnmuteUserDocument = new TypedDocumentString(`
    mutation UnmuteUser($targetUserId: ID!) {
  __typename
  unmuteUser(targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      viewerEdge {
        __typename
        id
        isMuting
      }
    }
    ...RelationRefusal
  }
}
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"2e35140cae5f788588ce73d0f72badbb42bc686e473a931c72d893810e61b841"}) as unknown as TypedDocumentString<UnmuteUserMutation, UnmuteUserMutationVariables>;
export const MuteCollectionDocument = new TypedDocumentString(`
    mutation MuteCollection($targetCollectionId: ID!) {
  __typename
  muteCollection(targetCollectionId: $targetCollectionId) {
    __typename
    ... on Collection {
      __typename
      id
      viewerEdge {
        __typename
        id
        isMuting
      }
    }
    ...CollectionRelationRefusal
  }
}
    fragment CollectionRelationRefusal on FollowCollectionResult {
  __typename
  ...FollowCollectionRefusal
}
fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"86e31e656460343d4537dfe1a0c059766a18f9fb906b31a23a47c30f119a3cb2"}) as unknown as TypedDocumentString<MuteCollectionMutation, MuteCollectionMutationVariables>;
export const UnmuteCollectionDocument = new TypedDocumentString(`
    mutation UnmuteCollection($targetCollectionId: ID!) {
  __typename
  unmuteCollection(targetCollectionId: $targetCollectionId) {
    __typename
    ... on Collection {
      __typename
      id
      viewerEdge {
        __typename
        id
        isMuting
      }
    }
    ...CollectionRelationRefusal
  }
}
    fragment CollectionRelationRefusal on FollowCollectionResult {
  __typename
  ...FollowCollectionRefusal
}
fragment FollowCollectionRefusal on FollowCollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"4683e421f532a0a02ff50813e3ad51d17119aa5c60966f63b00d46493b89a325"}) as unknown as TypedDocumentString<UnmuteCollectionMutation, UnmuteCollectionMutationVariables>;
export const BlockUserDocument = new TypedDocumentString(`
    mutation BlockUser($userId: ID!, $targetUserId: ID!) {
  __typename
  blockUser(userId: $userId, targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      socialStats {
        __typename
        followerCount
      }
      viewerEdge {
        __typename
        id
        isBlocking
        isFollowing
      }
    }
    ...RelationRefusal
  }
}
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"e0281330cfb37501a66e8d8b53f5b955c054896afb81f7e388cbc27a1293cd44"}) as unknown as TypedDocumentString<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = new TypedDocumentString(`
    mutation UnblockUser($userId: ID!, $targetUserId: ID!) {
  __typename
  unblockUser(userId: $userId, targetUserId: $targetUserId) {
    __typename
    ... on User {
      __typename
      id
      viewerEdge {
        __typename
        id
        isBlocking
      }
    }
    ...RelationRefusal
  }
}
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"a0243440bc5cdf4cc50fcfde17cde8c772e45a4b479a991badbe462c43c662fa"}) as unknown as TypedDocumentString<UnblockUserMutation, UnblockUserMutationVariables>;
export const ReportAndMaybeBlockUserDocument = new TypedDocumentString(`
    mutation ReportAndMaybeBlockUser($userId: ID!, $targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: String) {
  __typename
  reportAndMaybeBlockUser(
    userId: $userId
    targetUserId: $targetUserId
    alsoBlockUser: $alsoBlockUser
    reason: $reason
  ) {
    __typename
    ... on User {
      __typename
      id
      socialStats {
        __typename
        followerCount
      }
      viewerEdge {
        __typename
        id
        isBlocking
        isFollowing
        hasReported
      }
    }
    ...RelationRefusal
  }
}
    fragment RelationRefusal on FollowUserResult {
  __typename
  ...FollowUserRefusal
}
fragment FollowUserRefusal on FollowUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"f08ca472ea9005a8e57a90d6ade3aebfe908ab33e905132078ad735a92b08920"}) as unknown as TypedDocumentString<ReportAndMaybeBlockUserMutation, ReportAndMaybeBlockUserMutationVariables>;
export const ReadingHistoryDocument = new TypedDocumentString(`
    query ReadingHistory($paging: PagingOptions) {
  __typename
  readingHistory(paging: $paging) {
    __typename
    items {
      __typename
      id
      firstViewedAt
      lastViewedAt
      readAt
      post {
        __typename
        ...PostCard
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"dd19c19b744cafa2e9b286542bfe6f345ab21929daf93a634f4aa108e7145dc2"}) as unknown as TypedDocumentString<ReadingHistoryQuery, ReadingHistoryQueryVariables>;
export const RemoveFromReadingHistoryDocument = new TypedDocumentString(`
    mutation RemoveFromReadingHistory($postId: ID!) {
  __typename
  removeFromReadingHistory(postId: $postId) {
    __typename
    ... on ReadingHistoryRemoval {
      __typename
      postId
      removed
    }
    ...RemoveFromReadingHistoryRefusal
  }
}
    fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"4768335910953b1fc59765311e260f7baa78f85aa94f0c3dde0faa041b45ecf5"}) as unknown as TypedDocumentString<RemoveFromReadingHistoryMutation, RemoveFromReadingHistoryMutationVariables>;
export const ClearReadingHistoryDocument = new TypedDocumentString(`
    mutation ClearReadingHistory {
  __typename
  clearReadingHistory {
    __typename
    ... on ReadingHistoryCleared {
      __typename
      clearedCount
    }
    ...ClearReadingHistoryRefusal
  }
}
    fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {
  __typename
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"1ea5972e573547b833072c658ee5330aaa820af08c63443562228e374fec0864"}) as unknown as TypedDocumentString<ClearReadingHistoryMutation, ClearReadingHistoryMutationVariables>;
export const StoryThreadDocument = new TypedDocumentString(`
    query StoryThread($id: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {
  __typename
  post(id: $id) {
    __typename
    id
    responsesCount
    isDiscussionClosed
    responseViewerEdge {
      __typename
      id
      canRespond
      cannotRespondReason
      canModerate
    }
    threadedPostResponses(paging: $paging, sortType: $sortType) {
      __typename
      ...ResponsePage
    }
  }
  viewer {
    __typename
    ...ResponseWriter
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment ResponsePage on ResponseConnection {
  __typename
  responses {
    __typename
    ...ResponseItem
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment ResponseWriter on Viewer {
  __typename
  id
  name
  imageId
  mediumMemberAt
}`, {"keys":{"post":{"threadedPostResponses":["threadedPostResponses",{"paging":{"$":"paging"},"sortType":{"$":"sortType"}}]}},"hash":"90eb8fb365b5b0e96af458caf1f99d89ef0f560a9159e78663a5eacfc0be3935"}) as unknown as TypedDocumentString<StoryThreadQuery, StoryThreadQueryVariables>;
export const ResponseRepliesDocument = new TypedDocumentString(`
    query ResponseReplies($id: ID!, $paging: PagingOptions) {
  __typename
  post(id: $id) {
    __typename
    id
    responsesCount
    responseReplies(paging: $paging) {
      __typename
      ...ResponsePage
    }
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment ResponsePage on ResponseConnection {
  __typename
  responses {
    __typename
    ...ResponseItem
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}`, {"keys":{"post":{"responseReplies":["responseReplies",{"paging":{"$":"paging"}}]}},"hash":"a367c81eedd43b5500e7b60f002714ebcb7c8a358d15cde15175d399def645dc"}) as unknown as TypedDocumentString<ResponseRepliesQuery, ResponseRepliesQueryVariables>;
export const PublishPostResponseDocument = new TypedDocumentString(`
    mutation PublishPostResponse($inResponseToPostId: ID!, $text: String!, $quoteParagraphName: String, $quoteStartOffset: Int, $quoteEndOffset: Int) {
  __typename
  publishPostResponse(
    inResponseToPostId: $inResponseToPostId
    text: $text
    quoteParagraphName: $quoteParagraphName
    quoteStartOffset: $quoteStartOffset
    quoteEndOffset: $quoteEndOffset
  ) {
    __typename
    ... on Post {
      __typename
      ...ResponseItem
    }
    ...PostResponseRefusal
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"50ca2a77d05a0b9ff4835cf03ed47890d125ed923bc814eb703184fc0d6ab543"}) as unknown as TypedDocumentString<PublishPostResponseMutation, PublishPostResponseMutationVariables>;
export const PublishCatalogResponseDocument = new TypedDocumentString(`
    mutation PublishCatalogResponse($catalogId: ID!, $text: String!, $inResponseToPostId: ID) {
  __typename
  publishCatalogResponse(
    catalogId: $catalogId
    text: $text
    inResponseToPostId: $inResponseToPostId
  ) {
    __typename
    ... on Post {
      __typename
      ...ResponseItem
    }
    ...PostResponseRefusal
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"c7d204772c61bdce12cb46058ad9667b3777c9383dbf11883a018408c24e7771"}) as unknown as TypedDocumentString<PublishCatalogResponseMutation, PublishCatalogResponseMutationVariables>;
export const HidePostResponseDocument = new TypedDocumentString(`
    mutation HidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
  __typename
  hidePostResponseOnParentPost(
    parentPostId: $parentPostId
    postResponseId: $postResponseId
  ) {
    __typename
    ... on Post {
      __typename
      id
      isHiddenOnParent
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"510bedc7fa4e4b457c33efa63906d2c76cd9c9114fb615408653e5f093b0c0ef"}) as unknown as TypedDocumentString<HidePostResponseMutation, HidePostResponseMutationVariables>;
export const UnhidePostResponseDocument = new TypedDocumentString(`
    mutation UnhidePostResponse($parentPostId: ID!, $postResponseId: ID!) {
  __typename
  unhidePostResponseOnParentPost(
    parentPostId: $parentPostId
    postResponseId: $postResponseId
  ) {
    __typename
    ... on Post {
      __typename
      id
      isHiddenOnParent
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"326407f695dcd47b48bf7b93a5bc7a030df1b9f4616a14e8ce39ac534e6f521d"}) as unknown as TypedDocumentString<UnhidePostResponseMutation, UnhidePostResponseMutationVariables>;
export const HideCatalogResponseDocument = new TypedDocumentString(`
    mutation HideCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {
  __typename
  hideCatalogResponseOnParent(
    parentCatalogId: $parentCatalogId
    catalogResponseId: $catalogResponseId
  ) {
    __typename
    ... on Post {
      __typename
      id
      isHiddenOnParent
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"5601890856fff9211df10af041b963b53b0a169683cbaf4ab2394103c375c8c0"}) as unknown as TypedDocumentString<HideCatalogResponseMutation, HideCatalogResponseMutationVariables>;
export const ShowCatalogResponseDocument = new TypedDocumentString(`
    mutation ShowCatalogResponse($parentCatalogId: ID!, $catalogResponseId: ID!) {
  __typename
  showCatalogResponseOnParent(
    parentCatalogId: $parentCatalogId
    catalogResponseId: $catalogResponseId
  ) {
    __typename
    ... on Post {
      __typename
      id
      isHiddenOnParent
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"1b072ea22f9a1471b5f2cc7e001aa2fbd6f30313a87d3915eca075a1c58d8ab8"}) as unknown as TypedDocumentString<ShowCatalogResponseMutation, ShowCatalogResponseMutationVariables>;
export const DeletePostResponseDocument = new TypedDocumentString(`
    mutation DeletePostResponse($postResponseId: ID!) {
  __typename
  deletePostResponse(postResponseId: $postResponseId) {
    __typename
    ... on Post {
      __typename
      id
      isDeleted
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"de5962410bb5ba0e6f06852e48f749634bd58ddabd5f0052599f0317077a003d"}) as unknown as TypedDocumentString<DeletePostResponseMutation, DeletePostResponseMutationVariables>;
export const CatalogThreadDocument = new TypedDocumentString(`
    query CatalogThread($catalogId: ID!, $paging: PagingOptions, $sortType: ResponseSortType) {
  __typename
  catalogDiscussion(catalogId: $catalogId) {
    __typename
    id
    catalogId
    responsesCount
    isDiscussionClosed
    viewerEdge {
      __typename
      id
      canRespond
      cannotRespondReason
      canModerate
    }
    threadedCatalogResponses(paging: $paging, sortType: $sortType) {
      __typename
      ...ResponsePage
    }
  }
  viewer {
    __typename
    ...ResponseWriter
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment ResponsePage on ResponseConnection {
  __typename
  responses {
    __typename
    ...ResponseItem
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment ResponseWriter on Viewer {
  __typename
  id
  name
  imageId
  mediumMemberAt
}`, {"keys":{"catalogDiscussion":{"threadedCatalogResponses":["threadedCatalogResponses",{"paging":{"$":"paging"},"sortType":{"$":"sortType"}}]}},"hash":"3f35f7861157b90a48c2022473476fdc09b05f882aca32a78fa61a97662c6928"}) as unknown as TypedDocumentString<CatalogThreadQuery, CatalogThreadQueryVariables>;
export const ResponsePageThreadDocument = new TypedDocumentString(`
    query ResponsePageThread($id: ID!, $paging: PagingOptions) {
  __typename
  post(id: $id) {
    __typename
    id
    responsesCount
    isDiscussionClosed
    responseRootPost {
      __typename
      id
    }
    responseRootCatalog {
      __typename
      id
    }
    responseViewerEdge {
      __typename
      id
      canRespond
      cannotRespondReason
      canModerate
    }
    responseReplies(paging: $paging) {
      __typename
      ...ResponsePage
    }
  }
  viewer {
    __typename
    ...ResponseWriter
  }
}
    fragment ResponseItem on Post {
  __typename
  id
  mediumUrl
  firstPublishedAt
  clapCount
  responsesCount
  responseDepth
  responseParentId
  isHiddenOnParent
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
    mediumMemberAt
  }
  responseParagraphs {
    __typename
    name
    type
    text
  }
}
fragment ResponsePage on ResponseConnection {
  __typename
  responses {
    __typename
    ...ResponseItem
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment ResponseWriter on Viewer {
  __typename
  id
  name
  imageId
  mediumMemberAt
}`, {"keys":{"post":{"responseReplies":["responseReplies",{"paging":{"$":"paging"}}]}},"hash":"953a12b2081ce48c680f91cafabba01b261ae72ff1ce611edc3d7d1bb18dd73b"}) as unknown as TypedDocumentString<ResponsePageThreadQuery, ResponsePageThreadQueryVariables>;
export const SetPostDiscussionClosedDocument = new TypedDocumentString(`
    mutation SetPostDiscussionClosed($postId: ID!, $closed: Boolean!) {
  __typename
  setPostDiscussionClosed(postId: $postId, closed: $closed) {
    __typename
    ... on Post {
      __typename
      id
      isDiscussionClosed
      responseViewerEdge {
        __typename
        id
        canRespond
        cannotRespondReason
        canModerate
      }
    }
    ...PostResponseRefusal
  }
}
    fragment PostResponseRefusal on PostResponseResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"58ac83df62ac4bf7895e984e4953df476f7f945b0578f9c43dbfed670c4a5847"}) as unknown as TypedDocumentString<SetPostDiscussionClosedMutation, SetPostDiscussionClosedMutationVariables>;
export const SetCatalogDiscussionClosedDocument = new TypedDocumentString(`
    mutation SetCatalogDiscussionClosed($catalogId: ID!, $closed: Boolean!) {
  __typename
  setCatalogDiscussionClosed(catalogId: $catalogId, closed: $closed) {
    __typename
    ... on CatalogDiscussion {
      __typename
      id
      isDiscussionClosed
      viewerEdge {
        __typename
        id
        canRespond
        cannotRespondReason
        canModerate
      }
    }
    ...CatalogDiscussionRefusal
  }
}
    fragment CatalogDiscussionRefusal on CatalogDiscussionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"19208975b5ad7d30ead45dbd76138f3232a6f894b14a68939a1dcada2abfef2f"}) as unknown as TypedDocumentString<SetCatalogDiscussionClosedMutation, SetCatalogDiscussionClosedMutationVariables>;
export const CatalogDiscussionStateDocument = new TypedDocumentString(`
    query CatalogDiscussionState($catalogId: ID!) {
  __typename
  catalogDiscussion(catalogId: $catalogId) {
    __typename
    id
    isDiscussionClosed
  }
}
    `, {"hash":"af1f0523e1790eda0008dd80546daf3965225512acff53f2a76d1c96dc281704"}) as unknown as TypedDocumentString<CatalogDiscussionStateQuery, CatalogDiscussionStateQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($query: String!) {
  __typename
  searchSuggestions(query: $query) {
    __typename
    posts {
      __typename
      id
      title
      mediumUrl
      creator {
        __typename
        id
        name
      }
    }
    users {
      __typename
      ...SearchPerson
    }
    collections {
      __typename
      ...SearchPublication
    }
    tags {
      __typename
      ...SearchTag
    }
  }
}
    fragment SearchPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
}
fragment SearchPublication on Collection {
  __typename
  id
  name
  slug
  tagline
  domain
  mediumUrl
  avatar {
    __typename
    id
  }
}
fragment SearchTag on TagSearchHit {
  __typename
  postCount
  tag {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"hash":"e0ae9809ec0d2085ddea9ea4441806416b3a4b6a8c46345394869a7a1f9c1f33"}) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SharePostWithUserDocument = new TypedDocumentString(`
    mutation SharePostWithUser($postId: ID!, $userId: ID!) {
  __typename
  sharePostWithUser(postId: $postId, userId: $userId) {
    __typename
    ... on Post {
      __typename
      id
    }
    ...SharePostRefusal
  }
}
    fragment SharePostRefusal on SharePostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"af319c129880263d72c73e6702c6f6d1972283c3f0d50f6bf9539d4cabcb792c"}) as unknown as TypedDocumentString<SharePostWithUserMutation, SharePostWithUserMutationVariables>;
export const SendAcctAuthEmailDocument = new TypedDocumentString(`
    mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {
  __typename
  sendAcctAuthEmail(
    email: $email
    redirect: $redirect
    operation: $operation
    onMobileWeb: $onMobileWeb
    resetPasswordFlow: $resetPasswordFlow
  ) {
    __typename
    ... on SusiMethod {
      __typename
      value
    }
    ...SendAcctAuthEmailRefusal
  }
}
    fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on FailedChallenge {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"fae41f4f55285e6538cfdc9d433fcb15ab69bcf102a81645ca18830d081dbd2c"}) as unknown as TypedDocumentString<SendAcctAuthEmailMutation, SendAcctAuthEmailMutationVariables>;
export const MagicLinkPreferredDocument = new TypedDocumentString(`
    query MagicLinkPreferred($email: String!) {
  __typename
  magicLinkPreferred(email: $email) {
    __typename
    ... on PrefersMagicLink {
      __typename
      result
    }
    ...MagicLinkPreferredRefusal
  }
}
    fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"d1d95dd852f4a99d930ce6bb0fe924b469f75234dc532bebbfa303c30dcd3584"}) as unknown as TypedDocumentString<MagicLinkPreferredQuery, MagicLinkPreferredQueryVariables>;
export const EmailAvailabilityDocument = new TypedDocumentString(`
    query emailAvailability($email: String!) {
  __typename
  emailAvailability(email: $email)
}
    `, {"hash":"1f524650d440c967e9f1e31430350a471ff745a250efefb89dc8887604bc5460"}) as unknown as TypedDocumentString<EmailAvailabilityQuery, EmailAvailabilityQueryVariables>;
export const LoginUserDocument = new TypedDocumentString(`
    mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {
  __typename
  loginUser(
    email: $email
    password: $password
    operation: $operation
    referrer: $referrer
  ) {
    __typename
    ... on AuthInfo {
      __typename
      redirect
    }
    ... on AuthToken {
      __typename
      token
    }
    ...LoginRefusal
    ... on MissingOAuthTokens {
      __typename
      message
    }
    ... on IpAuthLockout {
      __typename
      message
    }
    ... on InvalidPassword {
      __typename
      ...LockoutRefusal
    }
    ... on PasswordSoftLockout {
      __typename
      ...LockoutRefusal
    }
    ... on PasswordPermanentLockout {
      __typename
      message
    }
    ... on InvalidTwoFactorAuthCode {
      __typename
      message
    }
    ... on TwoFactorAuthSoftLockout {
      __typename
      message
    }
    ... on TwoFactorAuthPermanentLockout {
      __typename
      message
    }
  }
}
    fragment LockoutRefusal on LockoutError {
  __typename
  message
  lockoutInfo {
    __typename
    failCount
    lockedOutUntil
  }
}
fragment LoginRefusal on LoginResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"6f949beedc74cea7ed5af1d8d8f0132370a55a30edca409bb18c920edfece00d"}) as unknown as TypedDocumentString<LoginUserMutation, LoginUserMutationVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {
  __typename
  createAccount(
    email: $email
    name: $name
    password: $password
    redirect: $redirect
  ) {
    __typename
    ... on AuthInfo {
      __typename
      redirect
    }
    ...CreateAccountRefusal
  }
}
    fragment CreateAccountRefusal on CreateAccountResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on AlreadyExists {
    __typename
    message
  }
  ... on UserCreationRateLimited {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"7954b06e52e7d6d8f8aa295dddf5182af4a641d31460cd66a691068e9a2319be"}) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const VerifyLoginCodeDocument = new TypedDocumentString(`
    mutation VerifyLoginCode($loginCode: String!) {
  __typename
  verifyLoginCode(loginCode: $loginCode) {
    __typename
    ... on Token {
      __typename
      value
    }
    ...VerifyLoginCodeRefusal
  }
}
    fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"846816f6ab43a48aedc6c6120f1ffbfb59cc75b4b00886a3b8b9fb45597e59e5"}) as unknown as TypedDocumentString<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const TwoFactorChallengeDocument = new TypedDocumentString(`
    query TwoFactorChallenge($token: String!) {
  __typename
  twoFactorChallenge(token: $token) {
    __typename
    method
    phoneLast4
  }
}
    `, {"hash":"251535ebc6bd245aed0d7c8d02c66b92d3c2ca0a06c7a73eacedad2f3964cc83"}) as unknown as TypedDocumentString<TwoFactorChallengeQuery, TwoFactorChallengeQueryVariables>;
export const SendTwoFactorCodeDocument = new TypedDocumentString(`
    mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {
  __typename
  sendTwoFactorCode(token: $token, method: $method) {
    __typename
    ...TwoFactorCodeSendResult
  }
}
    fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {
  __typename
  ... on TwoFactorCodeSent {
    __typename
    method
    phoneLast4
  }
  ...SendTwoFactorCodeRefusal
}
fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"5d8dbf83753155d7f27123339bf3c694205354cbd4bc61749bac2d7a54559a07"}) as unknown as TypedDocumentString<SendTwoFactorCodeMutation, SendTwoFactorCodeMutationVariables>;
export const TwoFactorLoginDocument = new TypedDocumentString(`
    mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {
  __typename
  loginUser(
    token: $token
    twoFactorVerificationCode: $twoFactorVerificationCode
    backupCode: $backupCode
  ) {
    __typename
    ...SignedIn
    ...LoginRefusal
    ... on MissingOAuthTokens {
      __typename
      message
    }
    ... on IpAuthLockout {
      __typename
      message
    }
    ... on InvalidPassword {
      __typename
      message
    }
    ... on PasswordSoftLockout {
      __typename
      message
    }
    ... on PasswordPermanentLockout {
      __typename
      message
    }
    ...LockoutRefusal
  }
}
    fragment LockoutRefusal on LockoutError {
  __typename
  message
  lockoutInfo {
    __typename
    failCount
    lockedOutUntil
  }
}
fragment SignedIn on AuthInfo {
  __typename
  uid
  redirect
}
fragment LoginRefusal on LoginResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"bf425f1442ccbcb9a490881e69668fa5f8676c5659a632b22b2b7a3af58a7844"}) as unknown as TypedDocumentString<TwoFactorLoginMutation, TwoFactorLoginMutationVariables>;
export const ViewerTwoFactorDocument = new TypedDocumentString(`
    query ViewerTwoFactor {
  __typename
  viewer {
    __typename
    id
    twoFactor {
      __typename
      enabled
      method
      phoneLast4
      backupCodesRemaining
    }
  }
}
    `, {"hash":"553f29b1cad2bfec2d0b7ad4050a5cfb479eaee22d2d891223a2024683a017f3"}) as unknown as TypedDocumentString<ViewerTwoFactorQuery, ViewerTwoFactorQueryVariables>;
export const RegisterAuthyUserDocument = new TypedDocumentString(`
    mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {
  __typename
  registerAuthyUser(
    countryCode: $countryCode
    phoneNumber: $phoneNumber
    preferredMethod: $preferredMethod
  ) {
    __typename
    ... on AuthyUser {
      __typename
      authyId
      preferredMethod
      otpauthUri
      qrCodeSvg
      phoneLast4
    }
    ...RegisterAuthyUserRefusal
  }
}
    fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"7976e8d06ed350db4c32d83a01aaa3cabff0aea4d70393869b8d139cad3288c2"}) as unknown as TypedDocumentString<RegisterAuthyUserMutation, RegisterAuthyUserMutationVariables>;
export const CrupdateTwoFactorAuthDocument = new TypedDocumentString(`
    mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {
  __typename
  crupdateTwoFactorAuth(
    authyId: $authyId
    preferredMethod: $preferredMethod
    verificationCode: $verificationCode
  ) {
    __typename
    ... on TwoFactorAuthEnabled {
      __typename
      success
      method
      otherSessionCount
    }
    ...CrupdateTwoFactorAuthRefusal
    ...LockoutRefusal
  }
}
    fragment LockoutRefusal on LockoutError {
  __typename
  message
  lockoutInfo {
    __typename
    failCount
    lockedOutUntil
  }
}
fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"7974fded8bc319205f206922ee7a86d4446b2478b0f39f5795470c20bbac6442"}) as unknown as TypedDocumentString<CrupdateTwoFactorAuthMutation, CrupdateTwoFactorAuthMutationVariables>;
export const CrupdateTwoFactorBackupCodesDocument = new TypedDocumentString(`
    mutation crupdateTwoFactorBackupCodes($userId: ID) {
  __typename
  crupdateTwoFactorBackupCodes(userId: $userId) {
    __typename
    ... on TwoFactorBackupCodes {
      __typename
      backupCodes
    }
    ...CrupdateTwoFactorBackupCodesRefusal
  }
}
    fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"98a22a5f5366ddcf2168ea93390d2644f88e790a2ea52e02f3ad00ff9b6885c9"}) as unknown as TypedDocumentString<CrupdateTwoFactorBackupCodesMutation, CrupdateTwoFactorBackupCodesMutationVariables>;
export const RemoveTwoFactorAuthDocument = new TypedDocumentString(`
    mutation RemoveTwoFactorAuth($verificationCode: String!) {
  __typename
  removeTwoFactorAuth(verificationCode: $verificationCode) {
    __typename
    ... on TwoFactorStatus {
      __typename
      enabled
      method
      phoneLast4
      backupCodesRemaining
    }
    ...RemoveTwoFactorAuthRefusal
    ...LockoutRefusal
  }
}
    fragment LockoutRefusal on LockoutError {
  __typename
  message
  lockoutInfo {
    __typename
    failCount
    lockedOutUntil
  }
}
fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"cdb8739fe56278c48dbe67746733e15772c5368de53223ab8a86c7d2c5f83bcc"}) as unknown as TypedDocumentString<RemoveTwoFactorAuthMutation, RemoveTwoFactorAuthMutationVariables>;
export const SendViewerTwoFactorCodeDocument = new TypedDocumentString(`
    mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {
  __typename
  sendViewerTwoFactorCode(method: $method) {
    __typename
    ...TwoFactorCodeSendResult
  }
}
    fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {
  __typename
  ... on TwoFactorCodeSent {
    __typename
    method
    phoneLast4
  }
  ...SendTwoFactorCodeRefusal
}
fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"ba6d453fb0b1a0755b2baa33e2bab8b0b62e3613fe764fc66ea2af71e0ea5b95"}) as unknown as TypedDocumentString<SendViewerTwoFactorCodeMutation, SendViewerTwoFactorCodeMutationVariables>;
export const EndOtherSessionsAfterTwoFactorDocument = new TypedDocumentString(`
    mutation EndOtherSessionsAfterTwoFactor {
  __typename
  endOtherSessions
}
    `, {"hash":"b2e8c1438b418c76158db4b9ced9ac968e2d52128f8086a4a554d0c4ea6307df"}) as unknown as TypedDocumentString<EndOtherSessionsAfterTwoFactorMutation, EndOtherSessionsAfterTwoFactorMutationVariables>;
export const UserMentionTooltipStatsQueryDocument = new TypedDocumentString(`
    query UserMentionTooltipStatsQuery($id: ID!) {
  __typename
  user(id: $id) {
    __typename
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    socialStats {
      __typename
      followerCount
    }
    viewerEdge {
      __typename
      id
      isFollowing
      createdAt
      lastPostCreatedAt
    }
  }
}
    `, {"hash":"243d91f32ac627d4fca04656e482471b6abcc821cee388bafe9828ff25ca88f6"}) as unknown as TypedDocumentString<UserMentionTooltipStatsQueryQuery, UserMentionTooltipStatsQueryQueryVariables>;
export const VerifyEmailViewerDocument = new TypedDocumentString(`
    query VerifyEmailViewer {
  __typename
  viewer {
    __typename
    id
    unverifiedEmail
  }
}
    `, {"hash":"0abcc63e38b6cb25c13834a2469d21e18b5f25f03e75ac6f267616fa7e6df222"}) as unknown as TypedDocumentString<VerifyEmailViewerQuery, VerifyEmailViewerQueryVariables>;
export const SendVerificationEmailDocument = new TypedDocumentString(`
    mutation SendVerificationEmail {
  __typename
  sendVerificationEmail {
    __typename
    ... on SentVerificationEmail {
      __typename
      email
    }
    ...SendVerificationEmailRefusal
  }
}
    fragment SendVerificationEmailRefusal on SendVerificationEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"1824270a0510690196f13880128f8fb5248d0ca6f5b37dd51619ef91395dffd7"}) as unknown as TypedDocumentString<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const MentionSuggestionsDocument = new TypedDocumentString(`
    query MentionSuggestions($query: String!, $limit: Int) {
  __typename
  mentionSuggestions(query: $query, limit: $limit) {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
    `, {"hash":"761182a896d4e9e2064bf151394418eacbe7fdd1da6373a11175c198623177c7"}) as unknown as TypedDocumentString<MentionSuggestionsQuery, MentionSuggestionsQueryVariables>;
export const ResolveEmbedDocument = new TypedDocumentString(`
    mutation ResolveEmbed($url: String!) {
  __typename
  resolveEmbed(url: $url) {
    __typename
    ... on IframeEmbed {
      __typename
      mediaResource {
        __typename
        id
        iframeSrc
        iframeWidth
        iframeHeight
        title
      }
    }
    ... on MixtapeEmbed {
      __typename
      mixtapeMetadata {
        __typename
        href
        thumbnailImageId
        title
        description
      }
    }
    ...ResolveEmbedRefusal
  }
}
    fragment ResolveEmbedRefusal on ResolveEmbedResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"0bef4eb4cc1625180833e2498ffcef53039508cacfb2c59df7b0e29087648782"}) as unknown as TypedDocumentString<ResolveEmbedMutation, ResolveEmbedMutationVariables>;
export const UserAudienceDocument = new TypedDocumentString(`
    query UserAudience($username: String!, $days: Int, $limit: Int) {
  __typename
  userAudience(username: $username) {
    __typename
    ... on UserAudience {
      __typename
      id
      user {
        __typename
        id
        name
        username
      }
      subscriberStats(days: $days) {
        __typename
        ...SubscriberStatsFields
      }
      recentSubscribers(limit: $limit) {
        __typename
        id
        email
        subscribedAt
        source
        user {
          __typename
          id
          name
          username
        }
      }
    }
  }
}
    fragment SubscriberStatsFields on SubscriberStats {
  __typename
  subscriberCount
  newSubscribersInPeriod
  unsubscribesInPeriod
  newSubscribersPerDay {
    __typename
    day
    count
  }
  unsubscribesPerDay {
    __typename
    day
    count
  }
  newsletter {
    __typename
    id
  }
}`, {"keys":{"userAudience":{"subscriberStats":["subscriberStats",{"days":{"$":"days"}}],"recentSubscribers":["recentSubscribers",{"limit":{"$":"limit"}}]}},"hash":"37f823b6211dd7c4303891c55fc64be940a646e0ff455a0bdb3859819f76afe0"}) as unknown as TypedDocumentString<UserAudienceQuery, UserAudienceQueryVariables>;
export const SubscriptionStatsDocument = new TypedDocumentString(`
    query SubscriptionStats($days: Int) {
  __typename
  viewer {
    __typename
    id
    username
  }
  viewerSubscriberStats(days: $days) {
    __typename
    ...SubscriberStatsFields
  }
}
    fragment SubscriberStatsFields on SubscriberStats {
  __typename
  subscriberCount
  newSubscribersInPeriod
  unsubscribesInPeriod
  newSubscribersPerDay {
    __typename
    day
    count
  }
  unsubscribesPerDay {
    __typename
    day
    count
  }
  newsletter {
    __typename
    id
  }
}`, {"hash":"6f4992666953821586fcf9b266d1c3bbbc916b02a97e5e5370482e8b3c9f8857"}) as unknown as TypedDocumentString<SubscriptionStatsQuery, SubscriptionStatsQueryVariables>;
export const NewsletterStatsDocument = new TypedDocumentString(`
    query NewsletterStats($newsletterV3Id: ID!) {
  __typename
  newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3Stats {
      __typename
      ...NewsletterStatsFields
    }
  }
}
    fragment NewsletterStatsFields on NewsletterV3Stats {
  __typename
  id
  trackEngagement
  newsletter {
    __typename
    id
    name
    subscriberCount
  }
}`, {"hash":"6a0eaead7b194b2ecf88439fb3e2d1226425a28f529160382331017a456623e0"}) as unknown as TypedDocumentString<NewsletterStatsQuery, NewsletterStatsQueryVariables>;
export const SetNewsletterTrackingDocument = new TypedDocumentString(`
    mutation SetNewsletterTracking($newsletterV3Id: ID!, $enabled: Boolean!) {
  __typename
  setNewsletterV3Tracking(newsletterV3Id: $newsletterV3Id, enabled: $enabled) {
    __typename
    ... on NewsletterV3Stats {
      __typename
      ...NewsletterStatsFields
    }
  }
}
    fragment NewsletterStatsFields on NewsletterV3Stats {
  __typename
  id
  trackEngagement
  newsletter {
    __typename
    id
    name
    subscriberCount
  }
}`, {"hash":"3b1d10bae227a1d88b2a980a55728d874cfaddde25fdf37b5947f34ffbce1f66"}) as unknown as TypedDocumentString<SetNewsletterTrackingMutation, SetNewsletterTrackingMutationVariables>;
export const ImportTargetDocument = new TypedDocumentString(`
    query ImportTarget {
  __typename
  viewerSubscriberStats(days: 1) {
    __typename
    subscriberCount
    newsletter {
      __typename
      id
    }
  }
}
    `, {"hash":"41a6588df4a4d6153db4cd3c4324cd7e23484816d8902ba8f99d4e9400940814"}) as unknown as TypedDocumentString<ImportTargetQuery, ImportTargetQueryVariables>;
export const EnableNewsletterDocument = new TypedDocumentString(`
    mutation EnableNewsletter {
  __typename
  enableViewerNewsletterV3 {
    __typename
    id
  }
}
    `, {"hash":"f74d6f4aa3431cfc2c686092cc10cfed069231a1980accc5e126a04a2d28eca2"}) as unknown as TypedDocumentString<EnableNewsletterMutation, EnableNewsletterMutationVariables>;
export const NewsletterAudienceDocument = new TypedDocumentString(`
    query NewsletterAudience($newsletterV3Id: ID!, $days: Int, $limit: Int) {
  __typename
  newsletterV3Audience(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3Audience {
      __typename
      id
      newsletter {
        __typename
        id
        type
        name
        slug
        collection {
          __typename
          id
          slug
          name
        }
      }
      subscriberStats(days: $days) {
        __typename
        ...SubscriberStatsFields
      }
      recentSubscribers(limit: $limit) {
        __typename
        id
        email
        subscribedAt
        source
        user {
          __typename
          id
          name
          username
        }
      }
    }
  }
}
    fragment SubscriberStatsFields on SubscriberStats {
  __typename
  subscriberCount
  newSubscribersInPeriod
  unsubscribesInPeriod
  newSubscribersPerDay {
    __typename
    day
    count
  }
  unsubscribesPerDay {
    __typename
    day
    count
  }
  newsletter {
    __typename
    id
  }
}`, {"keys":{"newsletterV3Audience":{"subscriberStats":["subscriberStats",{"days":{"$":"days"}}],"recentSubscribers":["recentSubscribers",{"limit":{"$":"limit"}}]}},"hash":"c88efcbe6f6a4db926657cc71437f0512cb73ad3a07da6f644e61096fd725373"}) as unknown as TypedDocumentString<NewsletterAudienceQuery, NewsletterAudienceQueryVariables>;
export const NewsletterSendsDocument = new TypedDocumentString(`
    query NewsletterSends($newsletterV3Id: ID!, $before: String, $limit: Int) {
  __typename
  newsletterV3Stats(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3Stats {
      __typename
      id
      sendsPage(before: $before, limit: $limit) {
        __typename
        ...NewsletterSendFields
      }
    }
  }
}
    fragment NewsletterSendFields on NewsletterSendStats {
  __typename
  id
  sentAt
  status
  stopReason
  stoppedAt
  emailOnly
  recipients
  delivered
  failed
  bounced
  skipped
  queued
  stopped
  opens
  clicks
  cursor
  post {
    __typename
    id
    title
    mediumUrl
  }
}`, {"keys":{"newsletterV3Stats":{"sendsPage":["sendsPage",{"before":{"$":"before"},"limit":{"$":"limit"}}]}},"hash":"519dd9332f2ce6e0eb1d0eca9a20fe6d8b410490f2a7897191e13e1d1f1a6b29"}) as unknown as TypedDocumentString<NewsletterSendsQuery, NewsletterSendsQueryVariables>;
export const ResumeNewsletterSendDocument = new TypedDocumentString(`
    mutation ResumeNewsletterSend($sendId: ID!) {
  __typename
  resumeNewsletterSend(sendId: $sendId) {
    __typename
    ... on NewsletterSendStats {
      __typename
      ...NewsletterSendFields
    }
    ... on BadRequest {
      __typename
      message
    }
    ... on NotFound {
      __typename
      message
    }
  }
}
    fragment NewsletterSendFields on NewsletterSendStats {
  __typename
  id
  sentAt
  status
  stopReason
  stoppedAt
  emailOnly
  recipients
  delivered
  failed
  bounced
  skipped
  queued
  stopped
  opens
  clicks
  cursor
  post {
    __typename
    id
    title
    mediumUrl
  }
}`, {"hash":"6cc880191e652db5f9e9f81463b0afc79abb5cda44a1b06a4430469a19dd7f71"}) as unknown as TypedDocumentString<ResumeNewsletterSendMutation, ResumeNewsletterSendMutationVariables>;
export const BillingHistoryDocument = new TypedDocumentString(`
    query BillingHistory($paging: PagingOptions) {
  __typename
  viewer {
    __typename
    id
  }
  viewerCharges(paging: $paging) {
    __typename
    charges {
      __typename
      ...ChargeFields
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
        page
      }
    }
  }
}
    fragment ChargeFields on Charge {
  __typename
  id
  createdAt
  amount
  currency
  status
  description
  receiptNumber
  periodStart
  periodEnd
  paymentMethod {
    __typename
    brand
    last4
    expMonth
    expYear
  }
}`, {"hash":"0a491380ad9d821e313e433b9ae6bfed5c2d293041d7f54e0ec7628171003c95"}) as unknown as TypedDocumentString<BillingHistoryQuery, BillingHistoryQueryVariables>;
export const ReceiptDocument = new TypedDocumentString(`
    query Receipt($chargeId: ID!) {
  __typename
  viewer {
    __typename
    id
    name
    email
  }
  viewerCharge(chargeId: $chargeId) {
    __typename
    ...ChargeFields
  }
}
    fragment ChargeFields on Charge {
  __typename
  id
  createdAt
  amount
  currency
  status
  description
  receiptNumber
  periodStart
  periodEnd
  paymentMethod {
    __typename
    brand
    last4
    expMonth
    expYear
  }
}`, {"hash":"689a0323d222393845aab94f5c0cbc76886607fb0a924d9c9414f5f53adeea21"}) as unknown as TypedDocumentString<ReceiptQuery, ReceiptQueryVariables>;
export const UpdatePaymentDocument = new TypedDocumentString(`
    query UpdatePayment {
  __typename
  viewer {
    __typename
    id
  }
  paymentsConfig {
    __typename
    enabled
  }
  viewerPaymentMethod {
    __typename
    brand
    last4
    expMonth
    expYear
  }
  viewerMembership {
    __typename
    id
    status
    graceEndsAt
  }
}
    `, {"hash":"e0c820aefb86f524857a005676d6e4d684c680c83936dc7d565f8dcd09d64a57"}) as unknown as TypedDocumentString<UpdatePaymentQuery, UpdatePaymentQueryVariables>;
export const StartPaymentMethodUpdateDocument = new TypedDocumentString(`
    mutation StartPaymentMethodUpdate {
  __typename
  startPaymentMethodUpdate {
    __typename
    ...CheckoutAnswer
  }
}
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment CheckoutAnswer on CheckoutResult {
  __typename
  ... on CheckoutSession {
    __typename
    url
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...CheckoutRefusal
}`, {"hash":"f40c80963725ede187b5966da2161dcf534a45ac7b89fa7959cfe7df5122b5db"}) as unknown as TypedDocumentString<StartPaymentMethodUpdateMutation, StartPaymentMethodUpdateMutationVariables>;
export const PartnerShareDocument = new TypedDocumentString(`
    query PartnerShare {
  __typename
  partnerSharePercent
}
    `, {"hash":"1d4bb8300a8354069d3a75e6d7f162430ef525c4666c4e2a29c65da7da6e952f"}) as unknown as TypedDocumentString<PartnerShareQuery, PartnerShareQueryVariables>;
export const DesignViewerDocument = new TypedDocumentString(`
    query DesignViewer {
  __typename
  viewer {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
    customStyleSheet {
      __typename
      ...CustomStyle
      header {
        __typename
        backgroundImage {
          __typename
          id
        }
      }
    }
  }
}
    fragment CustomStyle on CustomStyleSheet {
  __typename
  id
  fonts {
    __typename
    font1
    font2
    font3
  }
  colorPalette {
    __typename
    accentColor
    backgroundColor
  }
}`, {"hash":"d58bff06f11526ef471448947d68e1e63fab6fa28753ca8a3d1c652b34a2ce9b"}) as unknown as TypedDocumentString<DesignViewerQuery, DesignViewerQueryVariables>;
export const UpdateCustomStyleSheetDocument = new TypedDocumentString(`
    mutation UpdateCustomStyleSheet($input: CustomStyleSheetInput!) {
  __typename
  updateCustomStyleSheet(input: $input) {
    __typename
    ... on User {
      __typename
      id
      customStyleSheet {
        __typename
        ...CustomStyle
        header {
          __typename
          backgroundImage {
            __typename
            id
          }
        }
      }
    }
    ... on InvalidProfileInput {
      __typename
      field
      message
    }
    ...UpdateCustomStyleSheetRefusal
  }
}
    fragment CustomStyle on CustomStyleSheet {
  __typename
  id
  fonts {
    __typename
    font1
    font2
    font3
  }
  colorPalette {
    __typename
    accentColor
    backgroundColor
  }
}
fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"0f77f9fd634625c8932d3ed4c2ac37d812d2151093580c4a99e934e6bac4add3"}) as unknown as TypedDocumentString<UpdateCustomStyleSheetMutation, UpdateCustomStyleSheetMutationVariables>;
export const RemoveCustomStyleSheetDocument = new TypedDocumentString(`
    mutation RemoveCustomStyleSheet {
  __typename
  removeCustomStyleSheet {
    __typename
    id
    customStyleSheet {
      __typename
      id
    }
  }
}
    `, {"hash":"53b9eca38b9342df2e865e3d76dfbc15d0d3f0e711d3e2395b5e9ad8934522bb"}) as unknown as TypedDocumentString<RemoveCustomStyleSheetMutation, RemoveCustomStyleSheetMutationVariables>;
export const PostForEditingDocument = new TypedDocumentString(`
    query PostForEditing($id: ID!) {
  __typename
  postForEditing(id: $id) {
    __typename
    ... on Post {
      __typename
      ...EditorPost
    }
    ...PostForEditingRefusal
  }
}
    fragment PostForEditingRefusal on PostForEditingResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}
fragment EditorPost on Post {
  __typename
  id
  title
  subtitle
  isPublished
  mediumUrl
  draftLabel
  latestVersion
  ...PostSettingsFields
  latestDraft {
    __typename
    version
    title
    subtitle
    bodyJson
    savedAt
  }
  collection {
    __typename
    id
    name
  }
  pendingCollection {
    __typename
    id
    name
  }
  newsletterIssue {
    __typename
    id
    sentAt
    newsletter {
      __typename
      ...EmailNewsletter
    }
  }
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"hash":"91e047e11c652e4ed641aced6e5f7aaa45e148274ba28c1b856daf2fe4014c12"}) as unknown as TypedDocumentString<PostForEditingQuery, PostForEditingQueryVariables>;
export const CreatePostDocument = new TypedDocumentString(`
    mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {
  __typename
  createPost(
    collectionSlug: $collectionSlug
    title: $title
    subtitle: $subtitle
    bodyJson: $bodyJson
  ) {
    __typename
    ... on Post {
      __typename
      ...EditorPost
    }
    ...CreatePostRefusal
  }
}
    fragment CreatePostRefusal on CreatePostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}
fragment EditorPost on Post {
  __typename
  id
  title
  subtitle
  isPublished
  mediumUrl
  draftLabel
  latestVersion
  ...PostSettingsFields
  latestDraft {
    __typename
    version
    title
    subtitle
    bodyJson
    savedAt
  }
  collection {
    __typename
    id
    name
  }
  pendingCollection {
    __typename
    id
    name
  }
  newsletterIssue {
    __typename
    id
    sentAt
    newsletter {
      __typename
      ...EmailNewsletter
    }
  }
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"hash":"dcd04265002d34b4b46feea5fe4aeb1f989e2bf9c72160fe91aec6eecdc4bb16"}) as unknown as TypedDocumentString<CreatePostMutation, CreatePostMutationVariables>;
export const SavePostDraftDocument = new TypedDocumentString(`
    mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {
  __typename
  savePostDraft(
    postId: $postId
    baseVersion: $baseVersion
    title: $title
    subtitle: $subtitle
    bodyJson: $bodyJson
  ) {
    __typename
    ... on PostDraftSaved {
      __typename
      version
      savedAt
      post {
        __typename
        id
        draftLabel
        latestVersion
      }
    }
    ... on Conflict {
      __typename
      message
      latestVersion
    }
    ...SavePostDraftRefusal
  }
}
    fragment SavePostDraftRefusal on SavePostDraftResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"61b3c2a80ad5dd4bedcb17fada394aec4e9b2603edaf3996b96230af9c3f1785"}) as unknown as TypedDocumentString<SavePostDraftMutation, SavePostDraftMutationVariables>;
export const PublishPostDocument = new TypedDocumentString(`
    mutation PublishPost($postId: ID!, $input: PublishPostInput!) {
  __typename
  publishPost(postId: $postId, input: $input) {
    __typename
    ... on Post {
      __typename
      id
      mediumUrl
      isPublished
      draftLabel
      latestVersion
      visibility
    }
    ...PostMutationRefusal
    ... on Conflict {
      __typename
      latestVersion
    }
  }
}
    fragment PostMutationRefusal on PostMutationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}`, {"hash":"8f8e60d0b49ab9948eac8d140f2f13246a0f3c6ffc1da6d89bbdb6e719759b94"}) as unknown as TypedDocumentString<PublishPostMutation, PublishPostMutationVariables>;
export const ViewerPublicationsDocument = new TypedDocumentString(`
    query ViewerPublications {
  __typename
  viewerPublications {
    __typename
    id
    name
    slug
    viewerEdge {
      __typename
      id
      isEditor
      isWriter
    }
  }
}
    `, {"hash":"6d93971994ff3d9c8fe4a8d90271efd7c4ef6659e2ec485ca1544bf660e4b19a"}) as unknown as TypedDocumentString<ViewerPublicationsQuery, ViewerPublicationsQueryVariables>;
export const NewsletterForEmailDocument = new TypedDocumentString(`
    query NewsletterForEmail($newsletterV3Id: ID!) {
  __typename
  newsletterV3ForEmail(newsletterV3Id: $newsletterV3Id) {
    __typename
    ... on NewsletterV3 {
      __typename
      ...EmailNewsletter
    }
    ... on NotFound {
      __typename
      message
    }
  }
}
    fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}`, {"hash":"df6ecea380044d44b284f4e1838369b32a7b1e782e5a3676ec7c73be1cfb8adb"}) as unknown as TypedDocumentString<NewsletterForEmailQuery, NewsletterForEmailQueryVariables>;
export const CreateNewsletterEmailDocument = new TypedDocumentString(`
    mutation CreateNewsletterEmail($newsletterV3Id: ID!, $title: String, $subtitle: String, $bodyJson: String) {
  __typename
  createNewsletterEmail(
    newsletterV3Id: $newsletterV3Id
    title: $title
    subtitle: $subtitle
    bodyJson: $bodyJson
  ) {
    __typename
    ... on Post {
      __typename
      ...EditorPost
    }
    ...CreateNewsletterEmailRefusal
  }
}
    fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
fragment EmailNewsletter on NewsletterV3 {
  __typename
  id
  name
  type
  subscriberCount
}
fragment EditorPost on Post {
  __typename
  id
  title
  subtitle
  isPublished
  mediumUrl
  draftLabel
  latestVersion
  ...PostSettingsFields
  latestDraft {
    __typename
    version
    title
    subtitle
    bodyJson
    savedAt
  }
  collection {
    __typename
    id
    name
  }
  pendingCollection {
    __typename
    id
    name
  }
  newsletterIssue {
    __typename
    id
    sentAt
    newsletter {
      __typename
      ...EmailNewsletter
    }
  }
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"hash":"6a2730980e455d1e6349158a21957fab3ec45ba0470b0e4f6074a77fb4a9b076"}) as unknown as TypedDocumentString<CreateNewsletterEmailMutation, CreateNewsletterEmailMutationVariables>;
export const SendNewsletterEmailDocument = new TypedDocumentString(`
    mutation SendNewsletterEmail($postId: ID!, $baseVersion: Int) {
  __typename
  sendNewsletterEmail(postId: $postId, baseVersion: $baseVersion) {
    __typename
    ... on NewsletterIssue {
      __typename
      id
      sentAt
    }
    ...SendNewsletterIssueRefusal
  }
}
    fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}`, {"hash":"8ea0bbc3db70d49f10881d0425671558de82d2a9772a96bcea0e93b29a659934"}) as unknown as TypedDocumentString<SendNewsletterEmailMutation, SendNewsletterEmailMutationVariables>;
export const GiftPageDocument = new TypedDocumentString(`
    query GiftPage {
  __typename
  viewer {
    __typename
    id
    name
  }
  paymentsConfig {
    __typename
    enabled
  }
  giftPlans {
    __typename
    planId
    name
    description
    amount
    currency
    months
  }
  viewerGiftPurchases {
    __typename
    id
    kind
    months
    quantity
    amount
    currency
    recipientName
    recipientEmail
    message
    deliverAt
    deliveredAt
    createdAt
    redeemedCount
    codes {
      __typename
      id
      code
      redeemUrl
      state
      redeemedAt
      expiresAt
    }
  }
}
    `, {"hash":"9cdaf041b81026d24a1d09ca9eff93e38636076991cfa10fef775935a4dcf564"}) as unknown as TypedDocumentString<GiftPageQuery, GiftPageQueryVariables>;
export const StartGiftCheckoutDocument = new TypedDocumentString(`
    mutation StartGiftCheckout($input: GiftCheckoutInput!) {
  __typename
  startGiftCheckout(input: $input) {
    __typename
    ...CheckoutAnswer
    ...GiftCheckoutRefusal
  }
}
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment GiftCheckoutRefusal on GiftCheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
fragment CheckoutAnswer on CheckoutResult {
  __typename
  ... on CheckoutSession {
    __typename
    url
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...CheckoutRefusal
}`, {"hash":"19570000b0699246bec81f4e0a7fe9ef163de2bfc991a4cc1217d9fcf4664551"}) as unknown as TypedDocumentString<StartGiftCheckoutMutation, StartGiftCheckoutMutationVariables>;
export const StartGroupGiftCheckoutDocument = new TypedDocumentString(`
    mutation StartGroupGiftCheckout($planId: ID!, $quantity: Int!) {
  __typename
  startGroupGiftCheckout(planId: $planId, quantity: $quantity) {
    __typename
    ...CheckoutAnswer
    ...GiftCheckoutRefusal
  }
}
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment GiftCheckoutRefusal on GiftCheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}
fragment CheckoutAnswer on CheckoutResult {
  __typename
  ... on CheckoutSession {
    __typename
    url
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...CheckoutRefusal
}`, {"hash":"949582e662348d58845ecb42820f6797c61f523c8f644c88edcb0e12be72d805"}) as unknown as TypedDocumentString<StartGroupGiftCheckoutMutation, StartGroupGiftCheckoutMutationVariables>;
export const GiftByCodeDocument = new TypedDocumentString(`
    query GiftByCode($giftCode: String!) {
  __typename
  giftByCode(giftCode: $giftCode) {
    __typename
    code
    months
    senderName
    recipientName
    state
    expiresAt
    message
    redeemedByViewer
  }
}
    `, {"hash":"f788c2e9b9467e7ae6f85886f655ab0d5ec0cf14dde56d56fbf03c265ba7cd34"}) as unknown as TypedDocumentString<GiftByCodeQuery, GiftByCodeQueryVariables>;
export const RedeemGiftCodeDocument = new TypedDocumentString(`
    mutation RedeemGiftCode($giftCode: String!) {
  __typename
  redeemGiftCode(giftCode: $giftCode) {
    __typename
    ... on GiftRedemption {
      __typename
      months
      senderName
      giftMessage: message
      memberUntil
    }
    ...RedeemGiftRefusal
  }
}
    fragment RedeemGiftRefusal on RedeemGiftResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"keys":{"redeemGiftCode":{"giftMessage":"message"}},"hash":"8288064bc40fdb8863d235d3c77a120394ee233fc348f30ff79583fb6439d645"}) as unknown as TypedDocumentString<RedeemGiftCodeMutation, RedeemGiftCodeMutationVariables>;
export const HomeForYouDocument = new TypedDocumentString(`
    query HomeForYou($paging: PagingOptions) {
  __typename
  forYouFeed(paging: $paging) {
    __typename
    items {
      __typename
      reason
      reasonKind
      post {
        __typename
        ...PostCard
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
      previous {
        __typename
        limit
        from
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"6d1101bb10573fe763ad957bf0f82d57638676df1b63bac81ff84630d919ee50"}) as unknown as TypedDocumentString<HomeForYouQuery, HomeForYouQueryVariables>;
export const HomeFollowingDocument = new TypedDocumentString(`
    query HomeFollowing($paging: PagingOptions) {
  __typename
  followingFeed(paging: $paging) {
    __typename
    items {
      __typename
      post {
        __typename
        ...PostCard
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
      previous {
        __typename
        limit
        from
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"533bba169bb012d61828a638a74b3dd89b11052c219c9e4503f7375a98af7b26"}) as unknown as TypedDocumentString<HomeFollowingQuery, HomeFollowingQueryVariables>;
export const HomeLatestDocument = new TypedDocumentString(`
    query HomeLatest($paging: PagingOptions) {
  __typename
  latestPostsConnection(paging: $paging) {
    __typename
    posts {
      __typename
      ...PostCard
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"05defb5be9f7d8f969dfa8fce374672fd3cebc09c22184ede789581de188dd9d"}) as unknown as TypedDocumentString<HomeLatestQuery, HomeLatestQueryVariables>;
export const HomeTrendingDocument = new TypedDocumentString(`
    query HomeTrending($paging: PagingOptions) {
  __typename
  trendingPosts(paging: $paging) {
    __typename
    posts {
      __typename
      ...HomeStoryLine
    }
  }
}
    fragment HomeStoryLine on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}`, {"hash":"907e1fa5be171a8618a0e4d8ba0b749972f415b5429a6e29d7b77510edef6d59"}) as unknown as TypedDocumentString<HomeTrendingQuery, HomeTrendingQueryVariables>;
export const HomeStaffPicksDocument = new TypedDocumentString(`
    query HomeStaffPicks($limit: Int) {
  __typename
  staffPicks(limit: $limit) {
    __typename
    ...HomeStoryLine
  }
}
    fragment HomeStoryLine on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}`, {"hash":"856a1a4202c0f129b6a9295915e8a5a4ad6dd2af6f6774b4cb2f8c4443ab783a"}) as unknown as TypedDocumentString<HomeStaffPicksQuery, HomeStaffPicksQueryVariables>;
export const HomeTopicsDocument = new TypedDocumentString(`
    query HomeTopics($limit: Int) {
  __typename
  recommendedTopics(limit: $limit) {
    __typename
    id
    slug
    name
  }
}
    `, {"hash":"c15f7bf04ef2673d96a251434b21c0d8bb222d0f14bc9b928d154749bec2849d"}) as unknown as TypedDocumentString<HomeTopicsQuery, HomeTopicsQueryVariables>;
export const HomeWhoToFollowDocument = new TypedDocumentString(`
    query HomeWhoToFollow($limit: Int) {
  __typename
  whoToFollow(limit: $limit) {
    __typename
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    viewerEdge {
      __typename
      id
      isFollowing
    }
  }
}
    `, {"hash":"10a586bbbadfb978a1a79eb50630dfe0bb3d154d890f4f06b8dae54510b8c96d"}) as unknown as TypedDocumentString<HomeWhoToFollowQuery, HomeWhoToFollowQueryVariables>;
export const RemoveFromForYouDocument = new TypedDocumentString(`
    mutation RemoveFromForYou($kind: FeedSignalKind!, $postId: ID!) {
  __typename
  removeFromForYou(kind: $kind, postId: $postId) {
    __typename
    ... on FeedSignalChange {
      __typename
      kind
      postId
      removed
    }
    ...FeedSignalRefusal
  }
}
    fragment FeedSignalRefusal on FeedSignalResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"e8bc85def1bb8b4eadf429408f089ebf361e0e555f92773d445e7a4fe36bf231"}) as unknown as TypedDocumentString<RemoveFromForYouMutation, RemoveFromForYouMutationVariables>;
export const RestoreToForYouDocument = new TypedDocumentString(`
    mutation RestoreToForYou($kind: FeedSignalKind!, $postId: ID!) {
  __typename
  restoreToForYou(kind: $kind, postId: $postId) {
    __typename
    ... on FeedSignalChange {
      __typename
      kind
      postId
      removed
    }
    ...FeedSignalRefusal
  }
}
    fragment FeedSignalRefusal on FeedSignalResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"83a333d4185167803d3bb40fcf631a95c71d4cf7ab1eb7147080cd207d6762c9"}) as unknown as TypedDocumentString<RestoreToForYouMutation, RestoreToForYouMutationVariables>;
export const ListPageDocument = new TypedDocumentString(`
    query ListPage($username: String, $catalogSlugId: String!, $paging: PagingOptions) {
  __typename
  catalogBySlugId(username: $username, catalogSlugId: $catalogSlugId) {
    __typename
    ...CatalogSummary
    viewerEdge {
      __typename
      id
      isCreator
    }
    itemsConnection(paging: $paging) {
      __typename
      items {
        __typename
        catalogItemId
        note
        post {
          __typename
          ...PostCard
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"keys":{"catalogBySlugId":{"itemsConnection":["itemsConnection",{"paging":{"$":"paging"}}]}},"hash":"23c11190a65226c41c56a6c25d7f2f1b25d82ce8e49d1317b7c8d43c7f261976"}) as unknown as TypedDocumentString<ListPageQuery, ListPageQueryVariables>;
export const ReadingListItemsDocument = new TypedDocumentString(`
    query ReadingListItems($state: ReadingListState!, $paging: PagingOptions) {
  __typename
  readingListItems(state: $state, paging: $paging) {
    __typename
    items {
      __typename
      catalogItemId
      post {
        __typename
        ...PostCard
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"d5f3b1cbb6883fc64f786dad112af9fc3c43979b0ecbbe5fbcdb00e44d14ae48"}) as unknown as TypedDocumentString<ReadingListItemsQuery, ReadingListItemsQueryVariables>;
export const LibraryDocument = new TypedDocumentString(`
    query Library {
  __typename
  readingList {
    __typename
    ...CatalogSummary
    itemsConnection(paging: {limit: 3}) {
      __typename
      items {
        __typename
        catalogItemId
        post {
          __typename
          id
          previewImage {
            __typename
            id
          }
        }
      }
    }
  }
  viewer {
    __typename
    id
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}`, {"keys":{"readingList":{"itemsConnection":["itemsConnection",{"paging":{"limit":3}}]}},"hash":"c3dafb1439ef373a385375af84ad2b6e2364c4abee608214d94e010abfb592c0"}) as unknown as TypedDocumentString<LibraryQuery, LibraryQueryVariables>;
export const UserListsDocument = new TypedDocumentString(`
    query UserLists($id: ID!, $paging: PagingOptions) {
  __typename
  user(id: $id) {
    __typename
    id
    catalogsConnection(paging: $paging) {
      __typename
      catalogs {
        __typename
        ...CatalogSummary
        itemsConnection(paging: {limit: 3}) {
          __typename
          items {
            __typename
            catalogItemId
            post {
              __typename
              id
              previewImage {
                __typename
                id
              }
            }
          }
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}`, {"keys":{"user":{"catalogsConnection":["catalogsConnection",{"paging":{"$":"paging"}},{"catalogs":{"itemsConnection":["itemsConnection",{"paging":{"limit":3}}]}}]}},"hash":"ff8c6d6e493530c7c2baef74c0cc34a18017736fcd90746914b67ec409d0c2f1"}) as unknown as TypedDocumentString<UserListsQuery, UserListsQueryVariables>;
export const MembershipPageDocument = new TypedDocumentString(`
    query MembershipPage {
  __typename
  viewer {
    __typename
    id
    username
    name
    mediumMemberAt
    hasPastMemberships
  }
  paymentsConfig {
    __typename
    enabled
    plans {
      __typename
      ...MembershipPlanFields
    }
  }
  viewerMembership {
    __typename
    ...ViewerMembershipFields
  }
}
    fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}`, {"hash":"76a2c3e2128fb6eeb4033713fcea8aa2953008af9830c6ffc6f6bf959741a578"}) as unknown as TypedDocumentString<MembershipPageQuery, MembershipPageQueryVariables>;
export const UserMembershipDocument = new TypedDocumentString(`
    query UserMembership($username: String!) {
  __typename
  user(username: $username) {
    __typename
    id
    name
    username
    bio
    imageId
    mediumMemberAt
    mediumUrl
    userPostCounts {
      __typename
      publishedPosts
    }
  }
}
    `, {"hash":"342ab743693c883298d9ba61b0b0449df1c2294932197605de4f55c714c7e3c8"}) as unknown as TypedDocumentString<UserMembershipQuery, UserMembershipQueryVariables>;
export const StartMembershipCheckoutDocument = new TypedDocumentString(`
    mutation StartMembershipCheckout($planId: ID!, $referrerUsername: String) {
  __typename
  startMembershipCheckout(planId: $planId, referrerUsername: $referrerUsername) {
    __typename
    ...CheckoutAnswer
  }
}
    fragment CheckoutRefusal on CheckoutResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment CheckoutAnswer on CheckoutResult {
  __typename
  ... on CheckoutSession {
    __typename
    url
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...CheckoutRefusal
}`, {"hash":"ff827b4baa67f88344f35093fcb8cbb046ecda2807bf17afa6125e8537c13d0e"}) as unknown as TypedDocumentString<StartMembershipCheckoutMutation, StartMembershipCheckoutMutationVariables>;
export const WelcomeMemberDocument = new TypedDocumentString(`
    query WelcomeMember {
  __typename
  viewer {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  viewerMembership {
    __typename
    ...ViewerMembershipFields
  }
}
    fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}`, {"hash":"09564ca4cc7f1f4c203657bac3b5bfbafe730c76527aa97f243557b93fdc7a37"}) as unknown as TypedDocumentString<WelcomeMemberQuery, WelcomeMemberQueryVariables>;
export const WelcomeStoriesDocument = new TypedDocumentString(`
    query WelcomeStories {
  __typename
  latestPostsConnection(paging: {limit: 25}) {
    __typename
    posts {
      __typename
      ...PostCard
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"89f85892d9f9ecfabbcde2b88dfcaf66c7e94316bd844ea4043f4fee4d9aabce"}) as unknown as TypedDocumentString<WelcomeStoriesQuery, WelcomeStoriesQueryVariables>;
export const CreateCollectionDocument = new TypedDocumentString(`
    mutation CreateCollection($input: CreateCollectionInput!) {
  __typename
  createCollection(input: $input) {
    __typename
    ... on Collection {
      __typename
      id
      slug
      name
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"55e6d94aea838f7f700efd4346c25ebad682d1bcd28318375dd0e0e7b856d291"}) as unknown as TypedDocumentString<CreateCollectionMutation, CreateCollectionMutationVariables>;
export const SamplePostsDocument = new TypedDocumentString(`
    query SamplePosts {
  __typename
  samplePosts(limit: 3) {
    __typename
    ...PostCard
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"hash":"53a9743ee882a4cc617570bc2faba57b48016eb106a22c03139297bf3fb95d27"}) as unknown as TypedDocumentString<SamplePostsQuery, SamplePostsQueryVariables>;
export const PartnerTaxesDocument = new TypedDocumentString(`
    query PartnerTaxes {
  __typename
  viewer {
    __typename
    id
    isPartnerProgramEnrolled
    userTaxDocuments {
      __typename
      ...PartnerTaxDocuments
    }
  }
  partnerEnrollmentState {
    __typename
    country
    firstUnfinishedStep
  }
}
    fragment PartnerTaxDocuments on UserTaxDocuments {
  __typename
  taxDocumentStatus
  earningsFirstWithheldAt
  earningsLimitedAt
  earningsForfeitedAt
  earningsInternallyForfeitedAt
  invalidReason
  legalName
  country
  address
  taxIdKind
  taxIdLast4
  submittedAt
}`, {"hash":"341139a068b8858fd91dba8a32704f994c7558ff50599a1a512f928139f6a6b1"}) as unknown as TypedDocumentString<PartnerTaxesQuery, PartnerTaxesQueryVariables>;
export const PartnerEarningsDocument = new TypedDocumentString(`
    query PartnerEarnings($month: String) {
  __typename
  viewerPartnerEarnings {
    __typename
    isEnrolled
    currency
    lifetime
    lifetimePayable
    thisMonth {
      __typename
      periodStart
      month
      amount
      withheldAmount
      forfeitedAmount
      isEstimate
    }
    lastMonth {
      __typename
      periodStart
      month
      amount
      withheldAmount
      forfeitedAmount
      isEstimate
    }
    months(count: 12) {
      __typename
      periodStart
      month
      amount
      withheldAmount
      forfeitedAmount
      isEstimate
    }
    stories(month: $month) {
      __typename
      postId
      title
      memberReadingTime
      amount
      state
      post {
        __typename
        id
        mediumUrl
      }
    }
  }
}
    `, {"keys":{"viewerPartnerEarnings":{"months":["months",{"count":12}],"stories":["stories",{"month":{"$":"month"}}]}},"hash":"b7b5594ed76a4900b920f877247d4fcc34a587a660aca08076ca11a30e6cb208"}) as unknown as TypedDocumentString<PartnerEarningsQuery, PartnerEarningsQueryVariables>;
export const StoryEarningsAuditDocument = new TypedDocumentString(`
    query StoryEarningsAudit($postId: ID!) {
  __typename
  storyEarningsAudit(postId: $postId) {
    __typename
    ... on StoryEarningsAudit {
      __typename
      postId
      title
      currency
      lifetime
      periods {
        __typename
        periodStart
        month
        memberCount
        memberReadingTime
        amount
        state
        isEstimate
      }
    }
    ...StoryEarningsAuditRefusal
  }
}
    fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"94073cb6927827c0c1c9b0fd065e69bf626ac7c411033356ebb1e5d4af97f9b1"}) as unknown as TypedDocumentString<StoryEarningsAuditQuery, StoryEarningsAuditQueryVariables>;
export const PartnerEnrollDocument = new TypedDocumentString(`
    query PartnerEnroll {
  __typename
  viewer {
    __typename
    id
    name
    isPartnerProgramEnrolled
    userTaxDocuments {
      __typename
      ...PartnerTaxDocuments
    }
  }
  partnerEnrollmentState {
    __typename
    ...PartnerEnrollment
  }
}
    fragment PartnerTaxDocuments on UserTaxDocuments {
  __typename
  taxDocumentStatus
  earningsFirstWithheldAt
  earningsLimitedAt
  earningsForfeitedAt
  earningsInternallyForfeitedAt
  invalidReason
  legalName
  country
  address
  taxIdKind
  taxIdLast4
  submittedAt
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"ee05ddca82d20214ffa19244c4fa7b30c5c86513ade314a21675fd467524679b"}) as unknown as TypedDocumentString<PartnerEnrollQuery, PartnerEnrollQueryVariables>;
export const ConfirmPartnerEligibilityDocument = new TypedDocumentString(`
    mutation ConfirmPartnerEligibility($country: String!) {
  __typename
  confirmPartnerEligibility(country: $country) {
    __typename
    ... on PartnerEnrollmentState {
      __typename
      ...PartnerEnrollment
    }
    ...PartnerEnrollRefusal
  }
}
    fragment PartnerEnrollRefusal on PartnerEnrollResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"2823871f22e348723d7611bbe735d54d170969139bc67511e20616d6b1a16167"}) as unknown as TypedDocumentString<ConfirmPartnerEligibilityMutation, ConfirmPartnerEligibilityMutationVariables>;
export const AcceptPartnerProgramTermsDocument = new TypedDocumentString(`
    mutation AcceptPartnerProgramTerms {
  __typename
  acceptPartnerProgramTerms {
    __typename
    ... on PartnerEnrollmentState {
      __typename
      ...PartnerEnrollment
    }
    ...PartnerEnrollRefusal
  }
}
    fragment PartnerEnrollRefusal on PartnerEnrollResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"b7fcdd28d46f129207f8725c1f3a14fd38ed3024bcdbc67d0adacef6bab7e9ac"}) as unknown as TypedDocumentString<AcceptPartnerProgramTermsMutation, AcceptPartnerProgramTermsMutationVariables>;
export const StartPartnerPayoutOnboardingDocument = new TypedDocumentString(`
    mutation StartPartnerPayoutOnboarding {
  __typename
  startPartnerPayoutOnboarding {
    __typename
    ... on PayoutOnboardingLink {
      __typename
      url
    }
    ... on PartnerEnrollmentState {
      __typename
      ...PartnerEnrollment
    }
    ...PayoutOnboardingRefusal
  }
}
    fragment PayoutOnboardingRefusal on PayoutOnboardingResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"e8ca8142c9700ee5be459dfdebe376a5dbacae315c7ca295d8868d5b188b201e"}) as unknown as TypedDocumentString<StartPartnerPayoutOnboardingMutation, StartPartnerPayoutOnboardingMutationVariables>;
export const CompletePartnerPayoutOnboardingDocument = new TypedDocumentString(`
    mutation CompletePartnerPayoutOnboarding {
  __typename
  completePartnerPayoutOnboarding {
    __typename
    ... on PartnerEnrollmentState {
      __typename
      ...PartnerEnrollment
    }
    ...PartnerEnrollRefusal
  }
}
    fragment PartnerEnrollRefusal on PartnerEnrollResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"7329e981976c00b297939a5033d0c9d070a5c44664d44cd6c25a2a3cfbcd9432"}) as unknown as TypedDocumentString<CompletePartnerPayoutOnboardingMutation, CompletePartnerPayoutOnboardingMutationVariables>;
export const SubmitTaxDocumentDocument = new TypedDocumentString(`
    mutation SubmitTaxDocument($input: TaxDocumentInput!) {
  __typename
  submitTaxDocument(input: $input) {
    __typename
    ... on UserTaxDocuments {
      __typename
      ...PartnerTaxDocuments
    }
    ... on InvalidTaxInput {
      __typename
      field
      message
    }
    ...TaxDocumentRefusal
  }
}
    fragment TaxDocumentRefusal on TaxDocumentResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerTaxDocuments on UserTaxDocuments {
  __typename
  taxDocumentStatus
  earningsFirstWithheldAt
  earningsLimitedAt
  earningsForfeitedAt
  earningsInternallyForfeitedAt
  invalidReason
  legalName
  country
  address
  taxIdKind
  taxIdLast4
  submittedAt
}`, {"hash":"b024aeb77cc08a87a9a9ab56fb44d68885baf601bd7f3a404eea6546ec504c82"}) as unknown as TypedDocumentString<SubmitTaxDocumentMutation, SubmitTaxDocumentMutationVariables>;
export const UnenrollPartnerProgramDocument = new TypedDocumentString(`
    mutation UnenrollPartnerProgram {
  __typename
  unenrollPartnerProgram {
    __typename
    ... on PartnerEnrollmentState {
      __typename
      ...PartnerEnrollment
    }
    ...PartnerEnrollRefusal
  }
}
    fragment PartnerEnrollRefusal on PartnerEnrollResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}
fragment PartnerEnrollment on PartnerEnrollmentState {
  __typename
  enrollment
  eligibilityRules {
    __typename
    id
    label
    met
  }
  eligible
  country
  eligibilityCheckedAt
  termsAcceptedAt
  payoutsConfigured
  payoutAccountReady
  payoutStepDone
  enrolledAt
  unenrolledAt
  firstUnfinishedStep
}`, {"hash":"b476322321dc7b186f42110013038493f8eedd38337a3010bd5ffc6187355793"}) as unknown as TypedDocumentString<UnenrollPartnerProgramMutation, UnenrollPartnerProgramMutationVariables>;
export const PendingTaxDocumentsDocument = new TypedDocumentString(`
    query PendingTaxDocuments {
  __typename
  viewer {
    __typename
    id
  }
  pendingTaxDocuments {
    __typename
    id
    user {
      __typename
      id
      name
      username
    }
    taxDocumentStatus
    legalName
    country
    address
    taxIdKind
    taxIdLast4
    submittedAt
  }
}
    `, {"hash":"565870dc9e9d796ae003c1de86e4d49d013c490c8fb21ec6fb235af647a6af06"}) as unknown as TypedDocumentString<PendingTaxDocumentsQuery, PendingTaxDocumentsQueryVariables>;
export const ReviewTaxDocumentDocument = new TypedDocumentString(`
    mutation ReviewTaxDocument($documentId: ID!, $decision: TaxReviewDecision!, $reason: String) {
  __typename
  reviewTaxDocument(documentId: $documentId, decision: $decision, reason: $reason) {
    __typename
    ... on TaxReviewItem {
      __typename
      id
      taxDocumentStatus
    }
    ...TaxReviewRefusal
  }
}
    fragment TaxReviewRefusal on TaxReviewResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"40da3043038249f61e3fe5d1d50f5857d48a067b73a64d78cc386f5db017b5b1"}) as unknown as TypedDocumentString<ReviewTaxDocumentMutation, ReviewTaxDocumentMutationVariables>;
export const PasswordViewerDocument = new TypedDocumentString(`
    query PasswordViewer {
  __typename
  viewer {
    __typename
    id
    email
    hasPassword
  }
}
    `, {"hash":"52940674e4e3fc6d9d4dad1047af8a718584eca324f492f22e08608beb77a08f"}) as unknown as TypedDocumentString<PasswordViewerQuery, PasswordViewerQueryVariables>;
export const CrupdatePasswordDocument = new TypedDocumentString(`
    mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {
  __typename
  crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {
    __typename
    ... on PasswordUpdated {
      __typename
      success
      redirect
      otherSessionCount
    }
    ...CrupdatePasswordRefusal
    ... on InvalidPassword {
      __typename
      message
    }
    ... on PasswordSoftLockout {
      __typename
      message
    }
    ... on PasswordPermanentLockout {
      __typename
      message
    }
    ... on IpAuthLockout {
      __typename
      message
    }
  }
}
    fragment CrupdatePasswordRefusal on CrupdatePasswordResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
  ... on ExpiredCredentials {
    __typename
    message
  }
  ... on MalformedOAuthToken {
    __typename
    message
  }
}`, {"hash":"c8d6edc7f0e586ed8039df5e73dcbeaa9fe0faf9a3a0bbd96762fe0b3bbb53fe"}) as unknown as TypedDocumentString<CrupdatePasswordMutation, CrupdatePasswordMutationVariables>;
export const EndOtherSessionsAfterPasswordDocument = new TypedDocumentString(`
    mutation EndOtherSessionsAfterPassword {
  __typename
  endOtherSessions
}
    `, {"hash":"745253602a0ef1f59edacef525a5e88ed7ccd135904ee9ecd0d55d710886bc89"}) as unknown as TypedDocumentString<EndOtherSessionsAfterPasswordMutation, EndOtherSessionsAfterPasswordMutationVariables>;
export const SendPasswordResetEmailDocument = new TypedDocumentString(`
    mutation SendPasswordResetEmail($email: String!) {
  __typename
  sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {
    __typename
    ...SendAcctAuthEmailRefusal
  }
}
    fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on FailedChallenge {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"73733bba1d1eb1eabf894b05bcee6f6dd1531a19185268e11defdd382ba3a002"}) as unknown as TypedDocumentString<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const PostPageDocument = new TypedDocumentString(`
    query PostPage($id: ID!, $shareKey: String) {
  __typename
  meterFreeStoriesPerMonth
  postResult(id: $id, shareKey: $shareKey) {
    __typename
    ... on Post {
      __typename
      ...PostCard
      uniqueSlug
      visibility
      isPublished
      latestPublishedAt
      latestPublishedVersion
      license
      canonicalUrl
      creator {
        __typename
        id
        bio
        mediumUrl
        customStyleSheet {
          __typename
          ...CustomStyle
        }
      }
      collection {
        __typename
        id
        mediumUrl
      }
      tags {
        __typename
        id
        displayTitle
        normalizedTagSlug
      }
      content {
        __typename
        isLockedPreviewOnly
      }
      meterState
      clapCount
      responsesCount
      isResponse
      responseRootPost {
        __typename
        id
        title
        mediumUrl
      }
      responseRootCatalog {
        __typename
        id
        name
        slugId
        creator {
          __typename
          id
          username
        }
      }
    }
    ...PostRefusal
    ... on Blocked {
      __typename
      message
    }
  }
}
    fragment CustomStyle on CustomStyleSheet {
  __typename
  id
  fonts {
    __typename
    font1
    font2
    font3
  }
  colorPalette {
    __typename
    accentColor
    backgroundColor
  }
}
fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PostRefusal on PostResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on PostSuspended {
    __typename
    message
  }
}`, {"hash":"962edac0f39d4719058e81938098f42265c06f37bcdd83167dc40ab1913f3768"}) as unknown as TypedDocumentString<PostPageQuery, PostPageQueryVariables>;
export const PostBodyDocument = new TypedDocumentString(`
    query PostBody($id: ID!, $shareKey: String) {
  __typename
  postResult(id: $id, shareKey: $shareKey) {
    __typename
    ... on Post {
      __typename
      id
      content {
        __typename
        bodyModel {
          __typename
          sections {
            __typename
            name
            startIndex
            textLayout
            imageLayout
            videoLayout
            backgroundImage {
              __typename
              id
              originalWidth
              originalHeight
              focusPercentX
              focusPercentY
              alt
            }
          }
          paragraphs {
            __typename
            id
            name
            type
            text
            layout
            href
            hasDropCap
            markups {
              __typename
              type
              start
              end
              href
              anchorType
              userId
              linkMetadata {
                __typename
                httpStatus
              }
            }
            metadata {
              __typename
              id
              originalWidth
              originalHeight
              focusPercentX
              focusPercentY
              alt
            }
            dropCapImage {
              __typename
              id
              originalWidth
              originalHeight
            }
            iframe {
              __typename
              mediaResource {
                __typename
                id
                iframeSrc
                iframeWidth
                iframeHeight
                title
              }
            }
            mixtapeMetadata {
              __typename
              href
              thumbnailImageId
              title
              description
            }
            codeBlockMetadata {
              __typename
              lang
            }
          }
        }
      }
    }
  }
}
    `, {"hash":"e6692a9fcb857de33778fd30b6c740f2479744689af2559f3f4486787c5f40af"}) as unknown as TypedDocumentString<PostBodyQuery, PostBodyQueryVariables>;
export const PostViewerEdgeDocument = new TypedDocumentString(`
    query PostViewerEdge($id: ID!) {
  __typename
  post(id: $id) {
    __typename
    id
    viewerEdge {
      __typename
      canEdit
      shareKey
    }
    isDiscussionClosed
    viewerHighlightCount
    privateNoteCount
    responseViewerEdge {
      __typename
      id
      canModerate
    }
    creator {
      __typename
      id
      viewerEdge {
        __typename
        id
        isFollowing
      }
      newsletterV3 {
        __typename
        id
        viewerEdge {
          __typename
          id
          isSubscribed
        }
      }
    }
  }
}
    `, {"hash":"8a644de83fb813b8ea0a4b14b931d709081dbd0b3fd2fd4c98608ad45cd62f87"}) as unknown as TypedDocumentString<PostViewerEdgeQuery, PostViewerEdgeQueryVariables>;
export const PostSettingsDocument = new TypedDocumentString(`
    query PostSettings($id: ID!) {
  __typename
  viewer {
    __typename
    id
  }
  postForEditing(id: $id) {
    __typename
    ... on Post {
      __typename
      ...PostSettingsFields
      title
      mediumUrl
      isPublished
      isDiscussionClosed
      creator {
        __typename
        id
      }
      latestDraft {
        __typename
        version
        bodyJson
      }
    }
    ...PostForEditingRefusal
  }
}
    fragment PostForEditingRefusal on PostForEditingResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"hash":"ae4d8a10ec55e11d6e3d23a32a8175dd6635ae357ff0bd18846115c8f8dcc870"}) as unknown as TypedDocumentString<PostSettingsQuery, PostSettingsQueryVariables>;
export const UpdatePostSettingsDocument = new TypedDocumentString(`
    mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {
  __typename
  updatePostSettings(postId: $postId, input: $input) {
    __typename
    ... on Post {
      __typename
      ...PostSettingsFields
    }
    ...PostMutationRefusal
  }
}
    fragment PostMutationRefusal on PostMutationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
  crawlersReadWhole
  tags {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
}`, {"hash":"1a45a7a84138f3fb0a6685e123b9f9294afb7159da42d384cc662f563d31dc0b"}) as unknown as TypedDocumentString<UpdatePostSettingsMutation, UpdatePostSettingsMutationVariables>;
export const ProfileResponsesDocument = new TypedDocumentString(`
    query ProfileResponses($id: ID!, $paging: PagingOptions) {
  __typename
  user(id: $id) {
    __typename
    id
    responsesConnection(paging: $paging) {
      __typename
      responses {
        __typename
        id
        mediumUrl
        firstPublishedAt
        isHiddenOnParent
        responseRootPost {
          __typename
          id
          title
          mediumUrl
        }
        responseRootCatalog {
          __typename
          id
          name
          slugId
          creator {
            __typename
            id
            username
          }
        }
        responseParagraphs {
          __typename
          name
          type
          text
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    `, {"keys":{"user":{"responsesConnection":["responsesConnection",{"paging":{"$":"paging"}}]}},"hash":"5810a01c24ab7b1ed431a39c8eedaaf405db10bcf2d188cf486a7bc6d59c5bb0"}) as unknown as TypedDocumentString<ProfileResponsesQuery, ProfileResponsesQueryVariables>;
export const ProfilePageDocument = new TypedDocumentString(`
    query ProfilePage($username: String, $id: ID) {
  __typename
  userResult(username: $username, id: $id) {
    __typename
    ... on User {
      __typename
      id
      name
      username
      bio
      imageId
      mediumUrl
      mediumMemberAt
      createdAt
      socialStats {
        __typename
        followerCount
        followingCount
      }
      ...PublisherMenuUser
      newsletterV3 {
        __typename
        id
        viewerEdge {
          __typename
          id
          isSubscribed
        }
      }
      customStyleSheet {
        __typename
        ...CustomStyle
        header {
          __typename
          backgroundImage {
            __typename
            id
            originalWidth
            originalHeight
          }
        }
      }
    }
    ...UserRefusal
    ... on Blocked {
      __typename
      message
    }
    ... on AccountDeleted {
      __typename
      message
    }
  }
}
    fragment CustomStyle on CustomStyleSheet {
  __typename
  id
  fonts {
    __typename
    font1
    font2
    font3
  }
  colorPalette {
    __typename
    accentColor
    backgroundColor
  }
}
fragment PublisherMenuUser on User {
  __typename
  id
  name
  username
  mediumUrl
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
    hasReported
  }
}
fragment UserRefusal on UserResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on AccountSuspended {
    __typename
    message
  }
}`, {"hash":"f7193cbf8abb4644d494b41d7e64bc50dc3bd45491e785658e962d999b408a39"}) as unknown as TypedDocumentString<ProfilePageQuery, ProfilePageQueryVariables>;
export const ProfileStoriesDocument = new TypedDocumentString(`
    query ProfileStories($username: String, $id: ID, $paging: PagingOptions) {
  __typename
  userResult(username: $username, id: $id) {
    __typename
    ... on User {
      __typename
      id
      homepagePostsConnection(paging: $paging) {
        __typename
        posts {
          __typename
          ...PostCard
        }
        pagingInfo {
          __typename
          next {
            __typename
            limit
            to
          }
        }
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"keys":{"userResult":{"homepagePostsConnection":["homepagePostsConnection",{"paging":{"$":"paging"}}]}},"hash":"912ac37095b2972d38a72f190e6a1cef14a3811f99f05ec967876eec5c9d444a"}) as unknown as TypedDocumentString<ProfileStoriesQuery, ProfileStoriesQueryVariables>;
export const ProfileFollowersDocument = new TypedDocumentString(`
    query ProfileFollowers($username: String, $id: ID, $paging: PagingOptions) {
  __typename
  userResult(username: $username, id: $id) {
    __typename
    ... on User {
      __typename
      id
      followersConnection(paging: $paging) {
        __typename
        users {
          __typename
          ...ProfilePerson
        }
        pagingInfo {
          __typename
          next {
            __typename
            limit
            to
          }
        }
      }
    }
  }
}
    fragment ProfilePerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"keys":{"userResult":{"followersConnection":["followersConnection",{"paging":{"$":"paging"}}]}},"hash":"92ebe76482747b922fbcdaacf160d49d79ad9e5f1d52f86defbe967d264ce28b"}) as unknown as TypedDocumentString<ProfileFollowersQuery, ProfileFollowersQueryVariables>;
export const ProfileFollowingDocument = new TypedDocumentString(`
    query ProfileFollowing($username: String, $id: ID, $paging: PagingOptions, $collectionPaging: PagingOptions) {
  __typename
  userResult(username: $username, id: $id) {
    __typename
    ... on User {
      __typename
      id
      followingConnection(paging: $paging) {
        __typename
        users {
          __typename
          ...ProfilePerson
        }
        pagingInfo {
          __typename
          next {
            __typename
            limit
            to
          }
        }
      }
      followingCollectionsConnection(paging: $collectionPaging) {
        __typename
        collections {
          __typename
          id
          name
          slug
          description
          mediumUrl
          avatar {
            __typename
            id
          }
          viewerEdge {
            __typename
            id
            isFollowing
          }
        }
        pagingInfo {
          __typename
          next {
            __typename
            limit
            to
          }
        }
      }
    }
  }
}
    fragment ProfilePerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"keys":{"userResult":{"followingConnection":["followingConnection",{"paging":{"$":"paging"}}],"followingCollectionsConnection":["followingCollectionsConnection",{"paging":{"$":"collectionPaging"}}]}},"hash":"b8b57dd06c52a963825b82d59d408c68eb9f04412e61e41a2f0517fc61a17772"}) as unknown as TypedDocumentString<ProfileFollowingQuery, ProfileFollowingQueryVariables>;
export const UpdateProfileBioDocument = new TypedDocumentString(`
    mutation UpdateProfileBio($bio: String!) {
  __typename
  updateUserProfile(bio: $bio) {
    __typename
    ... on User {
      __typename
      id
      bio
    }
    ... on InvalidProfileInput {
      __typename
      field
      message
    }
    ...UpdateUserProfileRefusal
  }
}
    fragment UpdateUserProfileRefusal on UpdateUserProfileResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"9a8584e5838774881ee45090915a3cdc360e0490365e1c3788d0ed6ff380472c"}) as unknown as TypedDocumentString<UpdateProfileBioMutation, UpdateProfileBioMutationVariables>;
export const StyleReminderDocument = new TypedDocumentString(`
    query StyleReminder($userId: ID!) {
  __typename
  userResult(userId: $userId) {
    __typename
    ... on User {
      __typename
      id
      hasSeenStyleReminder
      userPostCounts {
        __typename
        publishedPosts
      }
      customStyleSheet {
        __typename
        id
      }
    }
  }
}
    `, {"hash":"d0f99486f30ab18649d1e834d3e82c0fbce4364f27409dfb2ca51356dca210ba"}) as unknown as TypedDocumentString<StyleReminderQuery, StyleReminderQueryVariables>;
export const SetUserStyleReminderSeenDocument = new TypedDocumentString(`
    mutation SetUserStyleReminderSeen {
  __typename
  setUserStyleReminderSeen {
    __typename
    id
    hasSeenStyleReminder
  }
}
    `, {"hash":"014998ca8901b7608bf236c2a581f298e69806a9a3ae2e83e15944c46e107596"}) as unknown as TypedDocumentString<SetUserStyleReminderSeenMutation, SetUserStyleReminderSeenMutationVariables>;
export const PublicationHomeDocument = new TypedDocumentString(`
    query PublicationHome($slug: String!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    featuredPosts {
      __typename
      ...PostCard
    }
    latestPostsConnection(paging: $paging) {
      __typename
      posts {
        __typename
        ...PostCard
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"latestPostsConnection":["latestPostsConnection",{"paging":{"$":"paging"}}]}},"hash":"04044ae0d2d44a76e2b03ddacfcacfa28beae1989cebd71a0d68faa183b24f89"}) as unknown as TypedDocumentString<PublicationHomeQuery, PublicationHomeQueryVariables>;
export const PublicationTaggedDocument = new TypedDocumentString(`
    query PublicationTagged($slug: String!, $tagSlug: String!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    taggedPostsConnection(tagSlug: $tagSlug, paging: $paging) {
      __typename
      posts {
        __typename
        ...PostCard
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"taggedPostsConnection":["taggedPostsConnection",{"tagSlug":{"$":"tagSlug"},"paging":{"$":"paging"}}]}},"hash":"b7916aad8d09d8ecf3622c6184a560b9a5af0eebd4bc4fb2cce34ad9276f8eb6"}) as unknown as TypedDocumentString<PublicationTaggedQuery, PublicationTaggedQueryVariables>;
export const PublicationArchiveDocument = new TypedDocumentString(`
    query PublicationArchive($slug: String!, $year: Int, $month: Int, $day: Int, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    archive(year: $year, month: $month, day: $day) {
      __typename
      years {
        __typename
        year
        count
      }
      months {
        __typename
        year
        month
        count
      }
      days {
        __typename
        year
        month
        day
        count
      }
      postsConnection(paging: $paging) {
        __typename
        posts {
          __typename
          ...PostCard
        }
        pagingInfo {
          __typename
          next {
            __typename
            limit
            to
          }
        }
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"archive":["archive",{"year":{"$":"year"},"month":{"$":"month"},"day":{"$":"day"}},{"postsConnection":["postsConnection",{"paging":{"$":"paging"}}]}]}},"hash":"1170311e823c872bd2f93df56683050ab398df3957650152420b2e7d23d72570"}) as unknown as TypedDocumentString<PublicationArchiveQuery, PublicationArchiveQueryVariables>;
export const PublicationAboutDocument = new TypedDocumentString(`
    query PublicationAbout($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    createdAt
    postCount
    followerCount
    masthead {
      __typename
      editors {
        __typename
        user {
          __typename
          id
        }
      }
      writers {
        __typename
        user {
          __typename
          id
        }
      }
    }
  }
}
    fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"hash":"c614a77e5ca47aa29dc138ed0eda49f75abbfb44b107fb415bc8de59f0c53efc"}) as unknown as TypedDocumentString<PublicationAboutQuery, PublicationAboutQueryVariables>;
export const PublicationMastheadDocument = new TypedDocumentString(`
    query PublicationMasthead($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    masthead {
      __typename
      editors {
        __typename
        ...MastheadMember
      }
      writers {
        __typename
        ...MastheadMember
      }
    }
  }
}
    fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}
fragment MastheadMember on CollectionMember {
  __typename
  role
  isCreator
  joinedAt
  user {
    __typename
    id
    name
    username
    bio
    imageId
    mediumUrl
    mediumMemberAt
  }
}`, {"hash":"01b8f44acf1d3eea196bf4d36d6e711bdbf42c8987dbcb702ebdc3ca78daecea"}) as unknown as TypedDocumentString<PublicationMastheadQuery, PublicationMastheadQueryVariables>;
export const PublicationFollowersDocument = new TypedDocumentString(`
    query PublicationFollowers($slug: String!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    followerCount
    followersConnection(paging: $paging) {
      __typename
      users {
        __typename
        id
        name
        username
        bio
        imageId
        mediumUrl
        mediumMemberAt
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"followersConnection":["followersConnection",{"paging":{"$":"paging"}}]}},"hash":"6923df6d1c008a726e97afc605ec1ff53f3d84e964c128e6b0a5438e9ffd7269"}) as unknown as TypedDocumentString<PublicationFollowersQuery, PublicationFollowersQueryVariables>;
export const PublicationFeaturePageDocument = new TypedDocumentString(`
    query PublicationFeaturePage($slug: String!, $pageSlug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    featurePage(slug: $pageSlug) {
      __typename
      id
      slug
      title
      description
      posts {
        __typename
        ...PostCard
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"featurePage":["featurePage",{"slug":{"$":"pageSlug"}}]}},"hash":"6a3ed211ce229934d56c514cd3332740a4d14ce607b92842b6c360f252ac94f0"}) as unknown as TypedDocumentString<PublicationFeaturePageQuery, PublicationFeaturePageQueryVariables>;
export const PublicationFeaturedDocument = new TypedDocumentString(`
    query PublicationFeatured($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    featuredPosts {
      __typename
      ...PostCard
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"hash":"fe874bd90201ceac1f3dc4a759522325a4151da72906b55440c374d3d9043693"}) as unknown as TypedDocumentString<PublicationFeaturedQuery, PublicationFeaturedQueryVariables>;
export const PublicationTrendingDocument = new TypedDocumentString(`
    query PublicationTrending($slug: String!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    trendingPostsConnection(paging: $paging) {
      __typename
      posts {
        __typename
        ...PostCard
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"trendingPostsConnection":["trendingPostsConnection",{"paging":{"$":"paging"}}]}},"hash":"07dbadd64479201a148427b69c5514f7be8213819c48343b268a8a04be8a05ba"}) as unknown as TypedDocumentString<PublicationTrendingQuery, PublicationTrendingQueryVariables>;
export const PublicationAllDocument = new TypedDocumentString(`
    query PublicationAll($slug: String!, $page: Int!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...PublicationHeader
    allPostsPage(page: $page) {
      __typename
      page
      pageCount
      total
      posts {
        __typename
        ...PostCard
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment PublicationHeader on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
    originalWidth
    originalHeight
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    isFollowing
    isMuting
  }
  newsletterV3 {
    __typename
    id
    slug
    name
    viewerEdge {
      __typename
      id
      isSubscribed
    }
  }
  navItems {
    __typename
    id
    title
    type
    tagSlug
    url
    featurePage {
      __typename
      id
      slug
    }
  }
  design {
    __typename
    id
    font1
    font2
    font3
    accentColor
    backgroundColor
    headerImage {
      __typename
      id
    }
  }
  customStyleSheet {
    __typename
    id
  }
}`, {"keys":{"collectionByDomainOrSlug":{"allPostsPage":["allPostsPage",{"page":{"$":"page"}}]}},"hash":"d46c412244b8cea3b5b817fcee7818368c2604f0aba3ce5831c1b7e4fc57d964"}) as unknown as TypedDocumentString<PublicationAllQuery, PublicationAllQueryVariables>;
export const AdminAboutDocument = new TypedDocumentString(`
    query AdminAbout($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"hash":"5fd82b5596a091dd7e269febd3a4f4757c97d9da13369199c523e2d9430a1b0a"}) as unknown as TypedDocumentString<AdminAboutQuery, AdminAboutQueryVariables>;
export const AdminMastheadDocument = new TypedDocumentString(`
    query AdminMasthead($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    creator {
      __typename
      id
    }
    masthead {
      __typename
      editors {
        __typename
        ...AdminMember
      }
      writers {
        __typename
        ...AdminMember
      }
    }
    pendingInvitations {
      __typename
      id
      role
      createdAt
      invitee {
        __typename
        id
        name
        username
        imageId
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}
fragment AdminMember on CollectionMember {
  __typename
  role
  isCreator
  joinedAt
  user {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}`, {"hash":"bbac90dcbcf8d49120977b300c2653b39ab50f68412c34785e40e4a7ce5e005e"}) as unknown as TypedDocumentString<AdminMastheadQuery, AdminMastheadQueryVariables>;
export const AdminNavigationDocument = new TypedDocumentString(`
    query AdminNavigation($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    navItems {
      __typename
      id
      title
      type
      tagSlug
      url
      featurePage {
        __typename
        id
      }
    }
    featurePages {
      __typename
      id
      title
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"hash":"258d3ff58f0ae9e208084597744b07e95036b8b15fc1ee6497611061a1c89be7"}) as unknown as TypedDocumentString<AdminNavigationQuery, AdminNavigationQueryVariables>;
export const AdminFeaturePagesDocument = new TypedDocumentString(`
    query AdminFeaturePages($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    featurePages {
      __typename
      id
      slug
      title
      description
      mediumUrl
      updatedAt
      posts {
        __typename
        id
        title
      }
    }
    featuredPosts {
      __typename
      id
      title
    }
    latestPostsConnection(paging: {limit: 50}) {
      __typename
      posts {
        __typename
        id
        title
        firstPublishedAt
        creator {
          __typename
          id
          name
        }
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"keys":{"collectionByDomainOrSlug":{"latestPostsConnection":["latestPostsConnection",{"paging":{"limit":50}}]}},"hash":"615303aac799526a14aaaebb20e2e21e107753c40c254455c65ba9db6905f567"}) as unknown as TypedDocumentString<AdminFeaturePagesQuery, AdminFeaturePagesQueryVariables>;
export const AdminFollowersDocument = new TypedDocumentString(`
    query AdminFollowers($slug: String!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    followerCount
    followersConnection(paging: $paging) {
      __typename
      users {
        __typename
        id
        name
        username
        bio
        imageId
        mediumUrl
        mediumMemberAt
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"keys":{"collectionByDomainOrSlug":{"followersConnection":["followersConnection",{"paging":{"$":"paging"}}]}},"hash":"30ba9edd2dc8de7acf35bdab8ea98e5743e3c415cee6bc0b0132dc5c92ae5039"}) as unknown as TypedDocumentString<AdminFollowersQuery, AdminFollowersQueryVariables>;
export const AdminDomainDocument = new TypedDocumentString(`
    query AdminDomain($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    customDomainState {
      __typename
      ...DomainState
    }
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}
fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"hash":"ff17e7646fcc610c24e7ef247dd754f09af77b4048f4d2436728797eb70c49c2"}) as unknown as TypedDocumentString<AdminDomainQuery, AdminDomainQueryVariables>;
export const AdminDesignDocument = new TypedDocumentString(`
    query AdminDesign($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    design {
      __typename
      id
      font1
      font2
      font3
      accentColor
      backgroundColor
      headerImage {
        __typename
        id
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"hash":"be608952e80bd9be8d197009b99d733ec034425bd170188d62b2f8ca7597900f"}) as unknown as TypedDocumentString<AdminDesignQuery, AdminDesignQueryVariables>;
export const AdminStoriesDocument = new TypedDocumentString(`
    query AdminStories($slug: String!, $filter: CollectionStoriesFilter!, $paging: PagingOptions) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    storyCounts {
      __typename
      published
      submissions
      drafts
    }
    featuredPosts {
      __typename
      id
    }
    storiesConnection(filter: $filter, paging: $paging) {
      __typename
      posts {
        __typename
        id
        title
        subtitle
        mediumUrl
        isPublished
        draftLabel
        statusForCollection
        updatedAt
        firstPublishedAt
        readingTime
        creator {
          __typename
          id
          name
          username
          imageId
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"keys":{"collectionByDomainOrSlug":{"storiesConnection":["storiesConnection",{"filter":{"$":"filter"},"paging":{"$":"paging"}}]}},"hash":"1bdf06524d1a86c9bcb70d569ebb0241cab4338d497052a589a45fc69d139662"}) as unknown as TypedDocumentString<AdminStoriesQuery, AdminStoriesQueryVariables>;
export const AdminStatsDocument = new TypedDocumentString(`
    query AdminStats($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...AdminCollection
    postCount
    followerCount
    storyCounts {
      __typename
      published
      submissions
      drafts
    }
    masthead {
      __typename
      editors {
        __typename
        user {
          __typename
          id
        }
      }
      writers {
        __typename
        user {
          __typename
          id
        }
      }
    }
    latestPostsConnection(paging: {limit: 10}) {
      __typename
      posts {
        __typename
        id
        title
        mediumUrl
        firstPublishedAt
        readingTime
      }
    }
  }
}
    fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"keys":{"collectionByDomainOrSlug":{"latestPostsConnection":["latestPostsConnection",{"paging":{"limit":10}}]}},"hash":"c9f23ab722e4b8a1f0e6ea5e864bfefeb419bbce995c194ddf2d435860a1e498"}) as unknown as TypedDocumentString<AdminStatsQuery, AdminStatsQueryVariables>;
export const UpdateCollectionDocument = new TypedDocumentString(`
    mutation UpdateCollection($collectionId: ID!, $input: UpdateCollectionInput!) {
  __typename
  updateCollection(collectionId: $collectionId, input: $input) {
    __typename
    ... on Collection {
      __typename
      ...AdminCollection
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}
fragment AdminCollection on Collection {
  __typename
  id
  slug
  name
  tagline
  description
  domain
  mediumUrl
  isAuroraEligible
  isAuroraVisible
  avatar {
    __typename
    id
  }
  logo {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isEditor
    isWriter
    role
  }
}`, {"hash":"7f21d209f55650ae357f42fe0be849d351120c0245e6c7dea19d2758d0f21abe"}) as unknown as TypedDocumentString<UpdateCollectionMutation, UpdateCollectionMutationVariables>;
export const CollectionSlugAvailabilityDocument = new TypedDocumentString(`
    query CollectionSlugAvailability($slug: String!, $collectionId: ID) {
  __typename
  collectionSlugAvailability(slug: $slug, collectionId: $collectionId) {
    __typename
    slug
    available
    message
  }
}
    `, {"hash":"9ace54c192a2123abe908d0e79c9a5096ad9bbce13ccfe7e59fc587cf83a9300"}) as unknown as TypedDocumentString<CollectionSlugAvailabilityQuery, CollectionSlugAvailabilityQueryVariables>;
export const InviteToCollectionDocument = new TypedDocumentString(`
    mutation InviteToCollection($collectionId: ID!, $usernameOrEmail: String!, $role: CollectionRole!) {
  __typename
  inviteToCollection(
    collectionId: $collectionId
    usernameOrEmail: $usernameOrEmail
    role: $role
  ) {
    __typename
    ... on CollectionInvitation {
      __typename
      id
      role
      invitee {
        __typename
        id
        name
      }
    }
    ...CollectionInvitationRefusal
  }
}
    fragment CollectionInvitationRefusal on CollectionInvitationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"8ccbbd040a164f80a411f2f0aa5e89a6b464a0c573a12717a3c3d3180bf3994f"}) as unknown as TypedDocumentString<InviteToCollectionMutation, InviteToCollectionMutationVariables>;
export const CancelCollectionInviteDocument = new TypedDocumentString(`
    mutation CancelCollectionInvite($invitationId: ID!) {
  __typename
  cancelCollectionInvite(invitationId: $invitationId) {
    __typename
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"1c425adc023357c87c31c22c437161837ba1f2b346673b16024ff39ad4364131"}) as unknown as TypedDocumentString<CancelCollectionInviteMutation, CancelCollectionInviteMutationVariables>;
export const ChangeCollectionRoleDocument = new TypedDocumentString(`
    mutation ChangeCollectionRole($collectionId: ID!, $userId: ID!, $role: CollectionRole!) {
  __typename
  changeCollectionRole(collectionId: $collectionId, userId: $userId, role: $role) {
    __typename
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"c0addd043e71933ea5ada9bd08c23955ec509151708f84d5dec36faf28542f9f"}) as unknown as TypedDocumentString<ChangeCollectionRoleMutation, ChangeCollectionRoleMutationVariables>;
export const RemoveFromCollectionDocument = new TypedDocumentString(`
    mutation RemoveFromCollection($collectionId: ID!, $userId: ID!) {
  __typename
  removeFromCollection(collectionId: $collectionId, userId: $userId) {
    __typename
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"1e14f3df0df251e4e95c89dd74d60dd36affb37afb69e03920cff5d56aa9079a"}) as unknown as TypedDocumentString<RemoveFromCollectionMutation, RemoveFromCollectionMutationVariables>;
export const SetCollectionNavItemsDocument = new TypedDocumentString(`
    mutation SetCollectionNavItems($collectionId: ID!, $items: [CollectionNavItemInput!]!) {
  __typename
  setCollectionNavItems(collectionId: $collectionId, items: $items) {
    __typename
    ... on Collection {
      __typename
      id
      navItems {
        __typename
        id
        title
        type
        tagSlug
        url
        featurePage {
          __typename
          id
        }
      }
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"af2c2a1fa80be8416d2ed5e1fb734038d7fa3d96f74b414e6df241219f97c88b"}) as unknown as TypedDocumentString<SetCollectionNavItemsMutation, SetCollectionNavItemsMutationVariables>;
export const SetCollectionFeaturedPostsDocument = new TypedDocumentString(`
    mutation SetCollectionFeaturedPosts($collectionId: ID!, $postIds: [ID!]!) {
  __typename
  setCollectionFeaturedPosts(collectionId: $collectionId, postIds: $postIds) {
    __typename
    ... on Collection {
      __typename
      id
      featuredPosts {
        __typename
        id
        title
      }
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"3da1705e9c39f055d246b93f087e61f38d9b0682f63bcc8fa544665ee907aa2b"}) as unknown as TypedDocumentString<SetCollectionFeaturedPostsMutation, SetCollectionFeaturedPostsMutationVariables>;
export const CreateFeaturePageDocument = new TypedDocumentString(`
    mutation CreateFeaturePage($collectionId: ID!, $input: FeaturePageInput!) {
  __typename
  createFeaturePage(collectionId: $collectionId, input: $input) {
    __typename
    ... on FeaturePage {
      __typename
      id
      slug
    }
    ...FeaturePageRefusal
  }
}
    fragment FeaturePageRefusal on FeaturePageResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"43b6a25a793e4448c5c22155717f60fe8962af600bace56233b53bca4558a0df"}) as unknown as TypedDocumentString<CreateFeaturePageMutation, CreateFeaturePageMutationVariables>;
export const UpdateFeaturePageDocument = new TypedDocumentString(`
    mutation UpdateFeaturePage($featurePageId: ID!, $input: FeaturePageInput!) {
  __typename
  updateFeaturePage(featurePageId: $featurePageId, input: $input) {
    __typename
    ... on FeaturePage {
      __typename
      id
      slug
      title
      description
    }
    ...FeaturePageRefusal
  }
}
    fragment FeaturePageRefusal on FeaturePageResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"6cd6488ddf9951a3e64d167bf2c20a593bf2d792354c3f66e87204dc9aa5604b"}) as unknown as TypedDocumentString<UpdateFeaturePageMutation, UpdateFeaturePageMutationVariables>;
export const DeleteFeaturePageDocument = new TypedDocumentString(`
    mutation DeleteFeaturePage($featurePageId: ID!) {
  __typename
  deleteFeaturePage(featurePageId: $featurePageId) {
    __typename
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"2b1cac3e23b713afa58dd930720af3217bbdc6537834132e889cf4854ca05ab6"}) as unknown as TypedDocumentString<DeleteFeaturePageMutation, DeleteFeaturePageMutationVariables>;
export const UpdateCollectionDesignDocument = new TypedDocumentString(`
    mutation UpdateCollectionDesign($collectionId: ID!, $input: CollectionDesignInput!) {
  __typename
  updateCollectionDesign(collectionId: $collectionId, input: $input) {
    __typename
    ... on Collection {
      __typename
      id
      design {
        __typename
        id
        font1
        font2
        font3
        accentColor
        backgroundColor
        headerImage {
          __typename
          id
        }
      }
      customStyleSheet {
        __typename
        id
      }
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"3aecaac06c33633f2fc3eac759b8d5a8acf1f5b041574992ff82603965a168b7"}) as unknown as TypedDocumentString<UpdateCollectionDesignMutation, UpdateCollectionDesignMutationVariables>;
export const ApproveCollectionSubmissionDocument = new TypedDocumentString(`
    mutation ApproveCollectionSubmission($collectionId: ID!, $postId: ID!) {
  __typename
  approveCollectionSubmission(collectionId: $collectionId, postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
      statusForCollection
    }
    ...CollectionPostRefusal
  }
}
    fragment CollectionPostRefusal on CollectionPostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"352f4737252e1b14af810b4d8b24e3e6106d5ae00df4e12f4424140436ad96d8"}) as unknown as TypedDocumentString<ApproveCollectionSubmissionMutation, ApproveCollectionSubmissionMutationVariables>;
export const DeclineCollectionSubmissionDocument = new TypedDocumentString(`
    mutation DeclineCollectionSubmission($collectionId: ID!, $postId: ID!, $note: String) {
  __typename
  declineCollectionSubmission(
    collectionId: $collectionId
    postId: $postId
    note: $note
  ) {
    __typename
    ... on Post {
      __typename
      id
      statusForCollection
    }
    ...CollectionPostRefusal
  }
}
    fragment CollectionPostRefusal on CollectionPostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"75584358286f0918117161024478ac9c6a7ba6b892cb2e30a408d620e1d6e881"}) as unknown as TypedDocumentString<DeclineCollectionSubmissionMutation, DeclineCollectionSubmissionMutationVariables>;
export const RemovePostFromCollectionDocument = new TypedDocumentString(`
    mutation RemovePostFromCollection($collectionId: ID!, $postId: ID!) {
  __typename
  removePostFromCollection(collectionId: $collectionId, postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
    }
    ...CollectionPostRefusal
  }
}
    fragment CollectionPostRefusal on CollectionPostResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"c4d88bc597ddff8ee5f5cd39a4732793f8bf47cd14ee79c2720f027e84347941"}) as unknown as TypedDocumentString<RemovePostFromCollectionMutation, RemovePostFromCollectionMutationVariables>;
export const AccountTokenQueryDocument = new TypedDocumentString(`
    query AccountTokenQuery {
  __typename
  accountToken
}
    `, {"hash":"775ff04601616a188193e436fb71d91dd7cb0dfe6111f9bc787f49c2f87bf92f"}) as unknown as TypedDocumentString<AccountTokenQueryQuery, AccountTokenQueryQueryVariables>;
export const CreateAccountFromFormDocument = new TypedDocumentString(`
    mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {
  __typename
  createAccount(
    accessToken: $accessToken
    name: $name
    username: $username
    redirect: $redirect
  ) {
    __typename
    ...SignedIn
    ...CreateAccountRefusal
  }
}
    fragment SignedIn on AuthInfo {
  __typename
  uid
  redirect
}
fragment CreateAccountRefusal on CreateAccountResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on AlreadyExists {
    __typename
    message
  }
  ... on UserCreationRateLimited {
    __typename
    message
  }
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"0a6bc48d4b9535c1f9d358095f2f9932293bce9a66bb3e2f3792b3cdd8ccfad1"}) as unknown as TypedDocumentString<CreateAccountFromFormMutation, CreateAccountFromFormMutationVariables>;
export const ForYouSignalsDocument = new TypedDocumentString(`
    query ForYouSignals {
  __typename
  forYouSignals {
    __typename
    reader {
      __typename
      id
      socialStats {
        __typename
        followingCount
        collectionFollowingCount
      }
    }
    topics {
      __typename
      id
      slug
      name
    }
    reads {
      __typename
      ...ForYouSignalRow
    }
    claps {
      __typename
      ...ForYouSignalRow
    }
    shownLess {
      __typename
      ...ForYouSignalRow
    }
  }
}
    fragment ForYouSignalRow on FeedSignal {
  __typename
  kind
  removed
  at
  post {
    __typename
    id
    title
    mediumUrl
    creator {
      __typename
      id
      name
    }
  }
}`, {"hash":"f3ac427f13b333dd96cf751e8dc4756094b06765c079dc13faefae7320f59382"}) as unknown as TypedDocumentString<ForYouSignalsQuery, ForYouSignalsQueryVariables>;
export const FollowedPeopleDocument = new TypedDocumentString(`
    query FollowedPeople($paging: PagingOptions) {
  __typename
  viewerFollowedUsers(paging: $paging) {
    __typename
    users {
      __typename
      ...RelationPerson
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RelationPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
  }
}`, {"hash":"3d08db46b176e6adb1c1179754d48314a47ffc1ca1d0fb603691617bb452bd31"}) as unknown as TypedDocumentString<FollowedPeopleQuery, FollowedPeopleQueryVariables>;
export const FollowedPublicationsDocument = new TypedDocumentString(`
    query FollowedPublications($paging: PagingOptions) {
  __typename
  viewerFollowedCollections(paging: $paging) {
    __typename
    collections {
      __typename
      ...RelationPublication
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RelationPublication on Collection {
  __typename
  id
  name
  slug
  description
  mediumUrl
  avatar {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isEditor
  }
}`, {"hash":"9cb4243d905943f2a4c8772d27f3711003984067b901230fc688bf5f93f6e05d"}) as unknown as TypedDocumentString<FollowedPublicationsQuery, FollowedPublicationsQueryVariables>;
export const MutedPeopleDocument = new TypedDocumentString(`
    query MutedPeople($paging: PagingOptions) {
  __typename
  viewerMutedUsers(paging: $paging) {
    __typename
    users {
      __typename
      ...RelationPerson
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RelationPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
  }
}`, {"hash":"96004050714d16ce265d85feb497c8f14d0c738171e6c5e5b733cb132da4b987"}) as unknown as TypedDocumentString<MutedPeopleQuery, MutedPeopleQueryVariables>;
export const MutedPublicationsDocument = new TypedDocumentString(`
    query MutedPublications($paging: PagingOptions) {
  __typename
  viewerMutedCollections(paging: $paging) {
    __typename
    collections {
      __typename
      ...RelationPublication
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RelationPublication on Collection {
  __typename
  id
  name
  slug
  description
  mediumUrl
  avatar {
    __typename
    id
  }
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isEditor
  }
}`, {"hash":"91f804d5e044aa929404ded166bc892af2abbade6b845a0a86bd77e457b6b28e"}) as unknown as TypedDocumentString<MutedPublicationsQuery, MutedPublicationsQueryVariables>;
export const BlockedPeopleDocument = new TypedDocumentString(`
    query BlockedPeople($paging: PagingOptions) {
  __typename
  viewerBlockedUsers(paging: $paging) {
    __typename
    users {
      __typename
      ...RelationPerson
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RelationPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumMemberAt
  viewerEdge {
    __typename
    id
    isFollowing
    isMuting
    isBlocking
  }
}`, {"hash":"5601a98089ae8d1008b9bf4fbd42bf4e1ec85783a9c3b25685edc9ae042b8d25"}) as unknown as TypedDocumentString<BlockedPeopleQuery, BlockedPeopleQueryVariables>;
export const PostResponsesPageDocument = new TypedDocumentString(`
    query PostResponsesPage($id: ID!) {
  __typename
  postResult(id: $id) {
    __typename
    ... on Post {
      __typename
      id
      title
      mediumUrl
      isResponse
      creator {
        __typename
        id
        name
      }
    }
  }
}
    `, {"hash":"79513ba7b84d8916ed3d10fa41ebd0774e203833fe8cece4694232ee7d0ff042"}) as unknown as TypedDocumentString<PostResponsesPageQuery, PostResponsesPageQueryVariables>;
export const SearchPostsDocument = new TypedDocumentString(`
    query SearchPosts($query: String!, $collectionId: ID, $paging: PagingOptions) {
  __typename
  searchPosts(query: $query, collectionId: $collectionId, paging: $paging) {
    __typename
    items {
      __typename
      id
      title {
        __typename
        ...HighlightedText
      }
      snippet {
        __typename
        ...HighlightedText
      }
      post {
        __typename
        ...PostCard
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment HighlightedText on HighlightedText {
  __typename
  text
  highlights {
    __typename
    start
    end
  }
}`, {"hash":"46c7399a82909f1be25bd1d4c0857c747106f320fe1b85f5236977605457b64c"}) as unknown as TypedDocumentString<SearchPostsQuery, SearchPostsQueryVariables>;
export const SearchUsersDocument = new TypedDocumentString(`
    query SearchUsers($query: String!, $paging: PagingOptions) {
  __typename
  searchUsers(query: $query, paging: $paging) {
    __typename
    users {
      __typename
      ...SearchPerson
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment SearchPerson on User {
  __typename
  id
  name
  username
  bio
  imageId
  mediumUrl
  mediumMemberAt
}`, {"hash":"c57f52744e007213bff10518317c5157cb48e4f5d612a3714db59ee58c58b66d"}) as unknown as TypedDocumentString<SearchUsersQuery, SearchUsersQueryVariables>;
export const SearchCollectionsDocument = new TypedDocumentString(`
    query SearchCollections($query: String!, $paging: PagingOptions) {
  __typename
  searchCollections(query: $query, paging: $paging) {
    __typename
    collections {
      __typename
      ...SearchPublication
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment SearchPublication on Collection {
  __typename
  id
  name
  slug
  tagline
  domain
  mediumUrl
  avatar {
    __typename
    id
  }
}`, {"hash":"74b73d3c4da3cf8f4f2a799e126872e73f2e7bf35f2bbe551675d93f0f02a91c"}) as unknown as TypedDocumentString<SearchCollectionsQuery, SearchCollectionsQueryVariables>;
export const SearchTagsDocument = new TypedDocumentString(`
    query SearchTags($query: String!, $paging: PagingOptions) {
  __typename
  searchTags(query: $query, paging: $paging) {
    __typename
    tags {
      __typename
      ...SearchTag
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment SearchTag on TagSearchHit {
  __typename
  postCount
  tag {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"hash":"7e25c173ef6634a03345804a75ab048bfc36fd0d7b42704b78b0be784b70d1a1"}) as unknown as TypedDocumentString<SearchTagsQuery, SearchTagsQueryVariables>;
export const SearchCatalogsDocument = new TypedDocumentString(`
    query SearchCatalogs($query: String!, $paging: PagingOptions) {
  __typename
  searchCatalogs(query: $query, paging: $paging) {
    __typename
    catalogs {
      __typename
      ...CatalogSummary
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}`, {"hash":"9a657bb404238a4084183eb93d508405a29a63b4debfb9899f545cc7d1e4d515"}) as unknown as TypedDocumentString<SearchCatalogsQuery, SearchCatalogsQueryVariables>;
export const SearchPublicationDocument = new TypedDocumentString(`
    query SearchPublication($slug: String!) {
  __typename
  collectionByDomainOrSlug(domainOrSlug: $slug) {
    __typename
    ...SearchPublication
  }
}
    fragment SearchPublication on Collection {
  __typename
  id
  name
  slug
  tagline
  domain
  mediumUrl
  avatar {
    __typename
    id
  }
}`, {"hash":"0cc3fd1751828930ab44522a4a33a5dec4ae8e6f7ba3cbf75450d28a7bedb83f"}) as unknown as TypedDocumentString<SearchPublicationQuery, SearchPublicationQueryVariables>;
export const SequencePageDocument = new TypedDocumentString(`
    query SequencePage($slug: String!) {
  __typename
  sequence(slug: $slug) {
    __typename
    id
    slug
    title
    description
    postCount
    updatedAt
    creator {
      __typename
      id
      name
      username
      imageId
      mediumUrl
      mediumMemberAt
    }
    viewerEdge {
      __typename
      id
      isCreator
    }
    posts {
      __typename
      id
      title
      subtitle
      readingTime
      isLocked
      previewImage {
        __typename
        id
      }
      creator {
        __typename
        id
        name
      }
    }
  }
}
    `, {"hash":"72efb7476719a5d73b6e02b9aa0223e9e3d6259b5f75accbeffdc80ee57785fa"}) as unknown as TypedDocumentString<SequencePageQuery, SequencePageQueryVariables>;
export const SequenceBarDocument = new TypedDocumentString(`
    query SequenceBar($slug: String!, $postId: ID!) {
  __typename
  sequence(slug: $slug) {
    __typename
    id
    slug
    title
    position(postId: $postId) {
      __typename
      id
      number
      count
      previous {
        __typename
        id
        title
      }
      next {
        __typename
        id
        title
      }
    }
  }
}
    `, {"keys":{"sequence":{"position":["position",{"postId":{"$":"postId"}}]}},"hash":"a8be84383a81473a15459540d4c326cfc4de0cf5171d61b85a81f415e2a0f96b"}) as unknown as TypedDocumentString<SequenceBarQuery, SequenceBarQueryVariables>;
export const SequenceLibraryDocument = new TypedDocumentString(`
    query SequenceLibrary($paging: PagingOptions) {
  __typename
  sequencesConnection(paging: $paging) {
    __typename
    sequences {
      __typename
      id
      slug
      title
      description
      postCount
      creator {
        __typename
        id
        name
        imageId
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    `, {"hash":"e47dbef56b984e67a763ac69d361b45250ada3cacaeaa506bddc3b4e6683dba1"}) as unknown as TypedDocumentString<SequenceLibraryQuery, SequenceLibraryQueryVariables>;
export const CreateSequenceDocument = new TypedDocumentString(`
    mutation CreateSequence($title: String!, $description: String) {
  __typename
  createSequence(title: $title, description: $description) {
    __typename
    ... on Sequence {
      __typename
      id
      slug
      postCount
    }
    ...SequenceRefusal
  }
}
    fragment SequenceRefusal on SequenceResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"36a2942301e7b7cd7e208b90f221200f2e1fe7d8a88c962752ebb7b22aa6a07f"}) as unknown as TypedDocumentString<CreateSequenceMutation, CreateSequenceMutationVariables>;
export const AddPostToSequenceDocument = new TypedDocumentString(`
    mutation AddPostToSequence($sequenceId: ID!, $postId: ID!) {
  __typename
  addPostToSequence(sequenceId: $sequenceId, postId: $postId) {
    __typename
    ... on Sequence {
      __typename
      id
      slug
      postCount
    }
    ...SequenceRefusal
  }
}
    fragment SequenceRefusal on SequenceResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"23685148d807a19da3cdf2d5bc6cd6058bf05f90d8924300ae26e456c7412432"}) as unknown as TypedDocumentString<AddPostToSequenceMutation, AddPostToSequenceMutationVariables>;
export const RemovePostFromSequenceDocument = new TypedDocumentString(`
    mutation RemovePostFromSequence($sequenceId: ID!, $postId: ID!) {
  __typename
  removePostFromSequence(sequenceId: $sequenceId, postId: $postId) {
    __typename
    ... on Sequence {
      __typename
      id
      slug
      postCount
    }
    ...SequenceRefusal
  }
}
    fragment SequenceRefusal on SequenceResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"aa8fa13096d39b729195f99a1c62c9556d806705d0f77acb56e96b64d74001da"}) as unknown as TypedDocumentString<RemovePostFromSequenceMutation, RemovePostFromSequenceMutationVariables>;
export const ReorderSequenceDocument = new TypedDocumentString(`
    mutation ReorderSequence($sequenceId: ID!, $postIds: [ID!]!) {
  __typename
  reorderSequence(sequenceId: $sequenceId, postIds: $postIds) {
    __typename
    ... on Sequence {
      __typename
      id
      slug
      postCount
    }
    ...SequenceRefusal
  }
}
    fragment SequenceRefusal on SequenceResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"9800e0b7d0a03e03f9f1ae8f7498d58c05947e0fb95fcc99d03c77d2a1cc8acc"}) as unknown as TypedDocumentString<ReorderSequenceMutation, ReorderSequenceMutationVariables>;
export const SeriesEditDocument = new TypedDocumentString(`
    query SeriesEdit($postId: ID!) {
  __typename
  series(postId: $postId) {
    __typename
    id
    title
    subtitle
    mediumUrl
    isPublished
    seriesPartCount
    seriesViewerEdge {
      __typename
      id
      isFollowing
      isWriter
    }
    tags {
      __typename
      id
      displayTitle
    }
    seriesParts {
      __typename
      id
      number
      isPublished
      updatedAt
      bodyModel {
        __typename
        paragraphs {
          __typename
          id
          text
        }
      }
    }
  }
}
    `, {"hash":"ffb2f855ad8c43574fc37c2990c3cf4f1a23eafd4cffa08a92d0c7a630222f3a"}) as unknown as TypedDocumentString<SeriesEditQuery, SeriesEditQueryVariables>;
export const CreateSeriesDocument = new TypedDocumentString(`
    mutation CreateSeries($title: String!, $description: String) {
  __typename
  createSeries(title: $title, description: $description) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"d9941f1e49832d3796e6bbfbdde088cdca659251562ea693ae8f88f4cf2f26ff"}) as unknown as TypedDocumentString<CreateSeriesMutation, CreateSeriesMutationVariables>;
export const UpdateSeriesDocument = new TypedDocumentString(`
    mutation UpdateSeries($postId: ID!, $title: String!, $description: String) {
  __typename
  updateSeries(postId: $postId, title: $title, description: $description) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"e116f56c42f251dba8251e5325821f6dacff3857d36b8a75a4ca349edfd4d667"}) as unknown as TypedDocumentString<UpdateSeriesMutation, UpdateSeriesMutationVariables>;
export const AddSeriesPartDocument = new TypedDocumentString(`
    mutation AddSeriesPart($postId: ID!, $text: String!, $publish: Boolean) {
  __typename
  addSeriesPart(postId: $postId, text: $text, publish: $publish) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"22ed87f29db854579a3b47378c14be36ac34becad0c5a47c9f6790de7c1e7b43"}) as unknown as TypedDocumentString<AddSeriesPartMutation, AddSeriesPartMutationVariables>;
export const UpdateSeriesPartDocument = new TypedDocumentString(`
    mutation UpdateSeriesPart($partId: ID!, $text: String!) {
  __typename
  updateSeriesPart(partId: $partId, text: $text) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"eefd4f0b2ccec7faad23cc27531ad6e4a77ddb8371ee0fd782b9364413feacd0"}) as unknown as TypedDocumentString<UpdateSeriesPartMutation, UpdateSeriesPartMutationVariables>;
export const PublishSeriesPartDocument = new TypedDocumentString(`
    mutation PublishSeriesPart($partId: ID!) {
  __typename
  publishSeriesPart(partId: $partId) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"95c013dcf43f53a4d3bcd48b1d5e83b2c6aa3c73128fe3b822faeadb6e597fac"}) as unknown as TypedDocumentString<PublishSeriesPartMutation, PublishSeriesPartMutationVariables>;
export const DeleteSeriesPartDocument = new TypedDocumentString(`
    mutation DeleteSeriesPart($partId: ID!) {
  __typename
  deleteSeriesPart(partId: $partId) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"94b1c790420f5888d1e8a0055d1db4d72fa767d512c724d28654387a55640442"}) as unknown as TypedDocumentString<DeleteSeriesPartMutation, DeleteSeriesPartMutationVariables>;
export const PublishSeriesDocument = new TypedDocumentString(`
    mutation PublishSeries($postId: ID!, $tags: [String!]!) {
  __typename
  publishSeries(postId: $postId, tags: $tags) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"1715fcb313fe32241d66bbc6e5912c1051f1f83f187c0eb02a43067f5494b423"}) as unknown as TypedDocumentString<PublishSeriesMutation, PublishSeriesMutationVariables>;
export const UnpublishSeriesDocument = new TypedDocumentString(`
    mutation UnpublishSeries($postId: ID!) {
  __typename
  unpublishSeries(postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
      title
      isPublished
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"3e6c9215e9d3af2e9bf535d1e106bdc39bc815bb6bea48e0552e5d562b1fd602"}) as unknown as TypedDocumentString<UnpublishSeriesMutation, UnpublishSeriesMutationVariables>;
export const SeriesPageDocument = new TypedDocumentString(`
    query SeriesPage($postId: ID!) {
  __typename
  series(postId: $postId) {
    __typename
    ...SeriesCard
    visibility
    seriesFollowerCount
    seriesViewerEdge {
      __typename
      id
      isFollowing
      isWriter
    }
    creator {
      __typename
      id
      bio
      mediumUrl
    }
    tags {
      __typename
      id
      displayTitle
      normalizedTagSlug
    }
    seriesParts {
      __typename
      id
      number
      isPublished
      excerpt
    }
  }
}
    fragment SeriesCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  updatedAt
  seriesPartCount
  seriesUpdatedAt
  previewImage {
    __typename
    id
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}`, {"hash":"f77162ff44a415a4fc6cedbf51ab40218be81cbcfe0239ad385774b2f408e297"}) as unknown as TypedDocumentString<SeriesPageQuery, SeriesPageQueryVariables>;
export const SeriesPartDocument = new TypedDocumentString(`
    query SeriesPart($postId: ID!, $number: Int!) {
  __typename
  seriesPart(postId: $postId, number: $number) {
    __typename
    id
    number
    isPublished
    readingTime
    bodyModel {
      __typename
      paragraphs {
        __typename
        id
        name
        type
        text
        markups {
          __typename
          type
          start
          end
          href
          anchorType
          userId
        }
      }
      sections {
        __typename
        name
        startIndex
      }
    }
  }
}
    `, {"hash":"0241c4aa3c495053b5e1c5db4a09dbc3a824a01d386206a000cb915e7c0ddec9"}) as unknown as TypedDocumentString<SeriesPartQuery, SeriesPartQueryVariables>;
export const FollowSeriesDocument = new TypedDocumentString(`
    mutation FollowSeries($postId: ID!) {
  __typename
  followSeries(postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
      seriesFollowerCount
      seriesViewerEdge {
        __typename
        id
        isFollowing
        isWriter
      }
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"d9371f50d753c4d3c320f6df9f7aea778e25bad40b3f8b793fbe6aec0f17d319"}) as unknown as TypedDocumentString<FollowSeriesMutation, FollowSeriesMutationVariables>;
export const UnfollowSeriesDocument = new TypedDocumentString(`
    mutation UnfollowSeries($postId: ID!) {
  __typename
  unfollowSeries(postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
      seriesFollowerCount
      seriesViewerEdge {
        __typename
        id
        isFollowing
        isWriter
      }
    }
    ...SeriesRefusal
  }
}
    fragment SeriesRefusal on SeriesResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"89d2f55e2e2d501778a44c34ff330ca56cd14b22baa17f2ad54c5d93c0536b32"}) as unknown as TypedDocumentString<UnfollowSeriesMutation, UnfollowSeriesMutationVariables>;
export const ViewerSeriesDocument = new TypedDocumentString(`
    query ViewerSeries($paging: PagingOptions) {
  __typename
  viewerSeries(paging: $paging) {
    __typename
    posts {
      __typename
      ...SeriesCard
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment SeriesCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  updatedAt
  seriesPartCount
  seriesUpdatedAt
  previewImage {
    __typename
    id
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}`, {"hash":"04af111f9538ec371906e923424b93f4e61b67f21019c7cb7785304f0c23d2eb"}) as unknown as TypedDocumentString<ViewerSeriesQuery, ViewerSeriesQueryVariables>;
export const UserSeriesDocument = new TypedDocumentString(`
    query UserSeries($id: ID!, $paging: PagingOptions) {
  __typename
  user(id: $id) {
    __typename
    id
    seriesConnection(paging: $paging) {
      __typename
      posts {
        __typename
        ...SeriesCard
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment SeriesCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  updatedAt
  seriesPartCount
  seriesUpdatedAt
  previewImage {
    __typename
    id
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}`, {"keys":{"user":{"seriesConnection":["seriesConnection",{"paging":{"$":"paging"}}]}},"hash":"42e03f28bedde7c2c88482fc66ad12c9c88ad67d2f45331adbebfafcdc49b855"}) as unknown as TypedDocumentString<UserSeriesQuery, UserSeriesQueryVariables>;
export const AccountViewerDocument = new TypedDocumentString(`
    query AccountViewer {
  __typename
  viewer {
    __typename
    id
    name
    username
    email
    unverifiedEmail
  }
}
    `, {"hash":"eba21ff9abc1778f7d279c934ecb22a40192731e6bb3159b88f623993808fb77"}) as unknown as TypedDocumentString<AccountViewerQuery, AccountViewerQueryVariables>;
export const ViewerSocialConnectionsDocument = new TypedDocumentString(`
    query ViewerSocialConnections {
  __typename
  viewer {
    __typename
    id
    socialConnections {
      __typename
      provider
      email
      createdAt
    }
  }
}
    `, {"hash":"c15a98ae0cf83a5a4b6207920545817933acb02cf92fd11a46e586ee35a1305e"}) as unknown as TypedDocumentString<ViewerSocialConnectionsQuery, ViewerSocialConnectionsQueryVariables>;
export const DisconnectSocialAccountDocument = new TypedDocumentString(`
    mutation DisconnectSocialAccount($provider: String!) {
  __typename
  disconnectSocialAccount(provider: $provider) {
    __typename
    provider
    email
    createdAt
  }
}
    `, {"hash":"9e44b0d84662244436416b546b6894b7793754fdb64a65f30d1b0bf8390843da"}) as unknown as TypedDocumentString<DisconnectSocialAccountMutation, DisconnectSocialAccountMutationVariables>;
export const NotificationEmailSettingsDocument = new TypedDocumentString(`
    query NotificationEmailSettings {
  __typename
  viewer {
    __typename
    id
    notificationEmailSettings {
      __typename
      id
      category
      label
      description
      mode
    }
  }
}
    `, {"hash":"69c296c4fc174c264915f9a87f05f5d6e4ab8cb97b59fef70098b70187df24e1"}) as unknown as TypedDocumentString<NotificationEmailSettingsQuery, NotificationEmailSettingsQueryVariables>;
export const UpdateNotificationEmailSettingDocument = new TypedDocumentString(`
    mutation UpdateNotificationEmailSetting($category: String!, $mode: NotificationEmailMode!) {
  __typename
  updateNotificationEmailSetting(category: $category, mode: $mode) {
    __typename
    ... on NotificationEmailSetting {
      __typename
      id
      category
      label
      description
      mode
    }
    ...UpdateNotificationEmailSettingRefusal
  }
}
    fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
}`, {"hash":"dcfae4bbed6b55630c4683566e3b5ebbf78733c96e2c0cb65fbf1ed5c0c9e496"}) as unknown as TypedDocumentString<UpdateNotificationEmailSettingMutation, UpdateNotificationEmailSettingMutationVariables>;
export const MembershipSettingsDocument = new TypedDocumentString(`
    query MembershipSettings {
  __typename
  viewer {
    __typename
    id
    mediumMemberAt
    hasPastMemberships
  }
  paymentsConfig {
    __typename
    enabled
  }
  viewerMembership {
    __typename
    ...ViewerMembershipFields
  }
  viewerPaymentMethod {
    __typename
    brand
    last4
    expMonth
    expYear
  }
}
    fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}`, {"hash":"f97fb8fd14a3326e18cf2fa7403de033869f6319696532fc8c14b2c4d415b9fe"}) as unknown as TypedDocumentString<MembershipSettingsQuery, MembershipSettingsQueryVariables>;
export const CancelMembershipDocument = new TypedDocumentString(`
    mutation CancelMembership {
  __typename
  cancelMembership {
    __typename
    ...MembershipResultFields
  }
}
    fragment MembershipRefusal on MembershipResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}
fragment MembershipResultFields on MembershipResult {
  __typename
  ... on Membership {
    __typename
    ...ViewerMembershipFields
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentMethodDeclined {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...MembershipRefusal
}`, {"hash":"d38b790229d04fe4c009a257dc2f45f868dec36c7b03af5106b43e10ed874124"}) as unknown as TypedDocumentString<CancelMembershipMutation, CancelMembershipMutationVariables>;
export const ResumeMembershipDocument = new TypedDocumentString(`
    mutation ResumeMembership {
  __typename
  resumeMembership {
    __typename
    ...MembershipResultFields
  }
}
    fragment MembershipRefusal on MembershipResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
fragment MembershipPlanFields on PaymentPlan {
  __typename
  planId
  name
  description
  kind
  amount
  currency
  months
  trialDays
}
fragment ViewerMembershipFields on Membership {
  __typename
  id
  status
  source
  startedAt
  currentPeriodEnd
  cancelAtPeriodEnd
  graceEndsAt
  endedAt
  plan {
    __typename
    ...MembershipPlanFields
  }
}
fragment MembershipResultFields on MembershipResult {
  __typename
  ... on Membership {
    __typename
    ...ViewerMembershipFields
  }
  ... on CheckoutNotAvailable {
    __typename
    message
  }
  ... on PaymentMethodDeclined {
    __typename
    message
  }
  ... on PaymentError {
    __typename
    message
  }
  ...MembershipRefusal
}`, {"hash":"a5c9543ecc69f63551307e9679f49468bc2e67c4ab22ccc8985a14f5c3b2685a"}) as unknown as TypedDocumentString<ResumeMembershipMutation, ResumeMembershipMutationVariables>;
export const ProfileSettingsDocument = new TypedDocumentString(`
    query ProfileSettings {
  __typename
  viewer {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
}
    `, {"hash":"c8def4aed63e7c4cc7fccbd95f80c36dc6a26faf1aa6b1d48cdc7f2c6ff86278"}) as unknown as TypedDocumentString<ProfileSettingsQuery, ProfileSettingsQueryVariables>;
export const ProfileSettingsBioDocument = new TypedDocumentString(`
    query ProfileSettingsBio($id: ID!) {
  __typename
  userResult(id: $id) {
    __typename
    ... on User {
      __typename
      id
      bio
    }
  }
}
    `, {"hash":"85a8253b4b008fb62cd0cecad5f44e43e5af777bcb4e8007c1898364e17270c9"}) as unknown as TypedDocumentString<ProfileSettingsBioQuery, ProfileSettingsBioQueryVariables>;
export const UpdateUserProfileDocument = new TypedDocumentString(`
    mutation UpdateUserProfile($name: String, $bio: String, $username: String) {
  __typename
  updateUserProfile(name: $name, bio: $bio, username: $username) {
    __typename
    ... on User {
      __typename
      id
      name
      bio
      username
      mediumUrl
    }
    ... on InvalidProfileInput {
      __typename
      field
      message
    }
    ...UpdateUserProfileRefusal
  }
}
    fragment UpdateUserProfileRefusal on UpdateUserProfileResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
}`, {"hash":"4ef0a1fdfe3f3e9ae085556484bcf117aaf890326dcdb765933b6a16f8663dcd"}) as unknown as TypedDocumentString<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>;
export const PublishingViewerDocument = new TypedDocumentString(`
    query PublishingViewer {
  __typename
  viewer {
    __typename
    id
    allowNotes
  }
}
    `, {"hash":"799787a69162660b14379a58e4c29e0e2a4c483cbf0c80d9ed6b4d6b9fb3160f"}) as unknown as TypedDocumentString<PublishingViewerQuery, PublishingViewerQueryVariables>;
export const UpdateAllowNotesDocument = new TypedDocumentString(`
    mutation UpdateAllowNotes($allowNotes: Boolean!) {
  __typename
  updateAllowNotes(allowNotes: $allowNotes) {
    __typename
    id
    allowNotes
  }
}
    `, {"hash":"063e0eceff0d0d48b9921c0e154ff26c3af5305f904cbbf050fe8df259cacfda"}) as unknown as TypedDocumentString<UpdateAllowNotesMutation, UpdateAllowNotesMutationVariables>;
export const ViewerSessionsDocument = new TypedDocumentString(`
    query ViewerSessions {
  __typename
  viewer {
    __typename
    id
    sessions {
      __typename
      id
      ipAddress
      userAgent
      createdAt
      lastSeenAt
      isCurrent
    }
  }
}
    `, {"hash":"a15ed479a67a1c11dd86180a30842a3ce6169ae4227fba49b70deedc60c47f4a"}) as unknown as TypedDocumentString<ViewerSessionsQuery, ViewerSessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  __typename
  endSession(id: $id)
}
    `, {"hash":"95382680a14a22744578b4e4af962857cf0a1220b9073cbf3b856a8abfa6ca85"}) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  __typename
  endOtherSessions
}
    `, {"hash":"40f86a3caeae288ea04ddadcbf462a127d1a7c19c13316edf267bc8842786a52"}) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SettingsViewerDocument = new TypedDocumentString(`
    query SettingsViewer {
  __typename
  viewer {
    __typename
    id
    name
  }
}
    `, {"hash":"665693bdb2f333914eedf7246ce03a20327bff3111a5ed39c644498157e3b030"}) as unknown as TypedDocumentString<SettingsViewerQuery, SettingsViewerQueryVariables>;
export const StatsStoriesDocument = new TypedDocumentString(`
    query StatsStories($paging: PagingOptions, $days: Int) {
  __typename
  viewerPublishedStoryCount
  viewerStatsStories(paging: $paging) {
    __typename
    posts {
      __typename
      ...StatsStory
      viewerStats(days: $days) {
        __typename
        views
        reads
      }
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment StatsStory on Post {
  __typename
  id
  title
  mediumUrl
  visibility
  firstPublishedAt
  readingTime
  wordCount
  collection {
    __typename
    id
    name
  }
}`, {"keys":{"viewerStatsStories":{"posts":{"viewerStats":["viewerStats",{"days":{"$":"days"}}]}}},"hash":"260bbeca84f9046a7b9cc85a6eee256a5ab818480c6f8cce6036ebf3c400c271"}) as unknown as TypedDocumentString<StatsStoriesQuery, StatsStoriesQueryVariables>;
export const AudienceStatsDocument = new TypedDocumentString(`
    query AudienceStats($days: Int) {
  __typename
  viewerAudienceStats(days: $days) {
    __typename
    followerCount
    newFollowersInPeriod
    newFollowersPerDay {
      __typename
      day
      count
    }
  }
}
    `, {"hash":"38ef70ee8df2f9c7b4a1d49695eec27a4b892bc0cf3ee2307e62b2e122b34ba7"}) as unknown as TypedDocumentString<AudienceStatsQuery, AudienceStatsQueryVariables>;
export const ViewStatsDocument = new TypedDocumentString(`
    query ViewStats($days: Int) {
  __typename
  viewerViewStats(days: $days) {
    __typename
    viewsInPeriod
    readsInPeriod
    viewsPerDay {
      __typename
      day
      count
    }
    readsPerDay {
      __typename
      day
      count
    }
  }
}
    `, {"hash":"e9b670f87e06502e04cf32bd7b7f3f6f550f630122b422f3568958780654a828"}) as unknown as TypedDocumentString<ViewStatsQuery, ViewStatsQueryVariables>;
export const PostStatsDocument = new TypedDocumentString(`
    query PostStats($postId: ID!) {
  __typename
  viewerPostStats(postId: $postId) {
    __typename
    ... on PostStats {
      __typename
      id
      followersGainedSincePublished
      views
      reads
      post {
        __typename
        ...StatsStory
        isPublished
      }
    }
    ...PostStatsRefusal
  }
}
    fragment PostStatsRefusal on PostStatsResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
}
fragment StatsStory on Post {
  __typename
  id
  title
  mediumUrl
  visibility
  firstPublishedAt
  readingTime
  wordCount
  collection {
    __typename
    id
    name
  }
}`, {"hash":"e4a31aebd56ed21a839e4122fb3f42e1527574dcebaae2bd410703dea6450504"}) as unknown as TypedDocumentString<PostStatsQuery, PostStatsQueryVariables>;
export const TagLatestDocument = new TypedDocumentString(`
    query TagLatest($tagSlug: String!, $paging: PagingOptions) {
  __typename
  tagFromSlug(tagSlug: $tagSlug) {
    __typename
    ...TagHeader
    latestPosts(paging: $paging) {
      __typename
      ...StoryPage
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
fragment StoryPage on PostConnection {
  __typename
  posts {
    __typename
    ...PostCard
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment TagHeader on Tag {
  __typename
  id
  displayTitle
  normalizedTagSlug
  postCount
  topic {
    __typename
    ...TopicHeader
  }
  relatedTags(limit: 8) {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"keys":{"tagFromSlug":{"relatedTags":["relatedTags",{"limit":8}],"latestPosts":["latestPosts",{"paging":{"$":"paging"}}]}},"hash":"e907fb3d3d983b61a494a441ab907cf2cedcd34dd930e7c1eb805abcce4bf3ef"}) as unknown as TypedDocumentString<TagLatestQuery, TagLatestQueryVariables>;
export const TagTopDocument = new TypedDocumentString(`
    query TagTop($tagSlug: String!, $period: TopPeriod!, $paging: PagingOptions) {
  __typename
  tagFromSlug(tagSlug: $tagSlug) {
    __typename
    ...TagHeader
    topPosts(period: $period, paging: $paging) {
      __typename
      ...StoryPage
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
fragment StoryPage on PostConnection {
  __typename
  posts {
    __typename
    ...PostCard
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment TagHeader on Tag {
  __typename
  id
  displayTitle
  normalizedTagSlug
  postCount
  topic {
    __typename
    ...TopicHeader
  }
  relatedTags(limit: 8) {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"keys":{"tagFromSlug":{"relatedTags":["relatedTags",{"limit":8}],"topPosts":["topPosts",{"period":{"$":"period"},"paging":{"$":"paging"}}]}},"hash":"b5b72929b4e09186b589c606cb43e99d6ce206ee73d289e8bb58713c1854e6e7"}) as unknown as TypedDocumentString<TagTopQuery, TagTopQueryVariables>;
export const TagTopWritersDocument = new TypedDocumentString(`
    query TagTopWriters($tagSlug: String!) {
  __typename
  tagFromSlug(tagSlug: $tagSlug) {
    __typename
    ...TagHeader
    topWriters(limit: 20) {
      __typename
      postCount
      user {
        __typename
        id
        name
        username
        bio
        imageId
        mediumMemberAt
        viewerEdge {
          __typename
          id
          isFollowing
        }
      }
    }
  }
}
    fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
fragment TagHeader on Tag {
  __typename
  id
  displayTitle
  normalizedTagSlug
  postCount
  topic {
    __typename
    ...TopicHeader
  }
  relatedTags(limit: 8) {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"keys":{"tagFromSlug":{"relatedTags":["relatedTags",{"limit":8}],"topWriters":["topWriters",{"limit":20}]}},"hash":"1acc0ec015fe8b940b9d7983f012bafbe7a081fff89add3f8e03cd293ac67c9a"}) as unknown as TypedDocumentString<TagTopWritersQuery, TagTopWritersQueryVariables>;
export const TagArchiveDocument = new TypedDocumentString(`
    query TagArchive($tagSlug: String!, $year: Int, $month: Int, $day: Int, $hasYear: Boolean!, $postsYear: Int!, $paging: PagingOptions) {
  __typename
  tagFromSlug(tagSlug: $tagSlug) {
    __typename
    ...TagHeader
    years: archivePeriods {
      __typename
      year
      postCount
    }
    months: archivePeriods(year: $year) @include(if: $hasYear) {
      __typename
      year
      month
      postCount
    }
    days: archivePeriods(year: $year, month: $month) @include(if: $hasYear) {
      __typename
      year
      month
      day
      postCount
    }
    archivePosts(year: $postsYear, month: $month, day: $day, paging: $paging) @include(if: $hasYear) {
      __typename
      ...StoryPage
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
fragment StoryPage on PostConnection {
  __typename
  posts {
    __typename
    ...PostCard
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}
fragment TagHeader on Tag {
  __typename
  id
  displayTitle
  normalizedTagSlug
  postCount
  topic {
    __typename
    ...TopicHeader
  }
  relatedTags(limit: 8) {
    __typename
    id
    displayTitle
    normalizedTagSlug
  }
}`, {"keys":{"tagFromSlug":{"relatedTags":["relatedTags",{"limit":8}],"years":"archivePeriods","months":["archivePeriods",{"year":{"$":"year"}}],"days":["archivePeriods",{"year":{"$":"year"},"month":{"$":"month"}}],"archivePosts":["archivePosts",{"year":{"$":"postsYear"},"month":{"$":"month"},"day":{"$":"day"},"paging":{"$":"paging"}}]}},"hash":"08102363d421bba8723a119a12c12358624908b7ee7be531f4a85fb64d1ba1fb"}) as unknown as TypedDocumentString<TagArchiveQuery, TagArchiveQueryVariables>;
export const TopicPageDocument = new TypedDocumentString(`
    query TopicPage($slug: String!, $sort: TopicSort!, $paging: PagingOptions) {
  __typename
  topic(slug: $slug) {
    __typename
    ...TopicHeader
    tags(limit: 12) {
      __typename
      id
      displayTitle
      normalizedTagSlug
      postCount
    }
    posts(sort: $sort, paging: $paging) {
      __typename
      ...StoryPage
    }
  }
}
    fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}
fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}
fragment StoryPage on PostConnection {
  __typename
  posts {
    __typename
    ...PostCard
  }
  pagingInfo {
    __typename
    next {
      __typename
      limit
      to
    }
  }
}`, {"keys":{"topic":{"tags":["tags",{"limit":12}],"posts":["posts",{"sort":{"$":"sort"},"paging":{"$":"paging"}}]}},"hash":"bd12398f698a38464543a359499f9a33b7a60c5000afe7131f4b8490037478d7"}) as unknown as TypedDocumentString<TopicPageQuery, TopicPageQueryVariables>;
export const TopicsPageDocument = new TypedDocumentString(`
    query TopicsPage {
  __typename
  topics {
    __typename
    ...TopicHeader
    tags(limit: 5) {
      __typename
      id
      displayTitle
      normalizedTagSlug
    }
  }
}
    fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"keys":{"topics":{"tags":["tags",{"limit":5}]}},"hash":"29816ac7d8e7aa655b616c199135720a3ff8773ec643d593551f7e0eea54d3e1"}) as unknown as TypedDocumentString<TopicsPageQuery, TopicsPageQueryVariables>;
export const FollowedTopicsDocument = new TypedDocumentString(`
    query FollowedTopics($paging: PagingOptions) {
  __typename
  followedTopics(paging: $paging) {
    __typename
    topics {
      __typename
      ...TopicHeader
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment TopicHeader on Topic {
  __typename
  id
  slug
  name
  description
  visibility
  category
  followerCount
  postCount
  viewerEdge {
    __typename
    id
    isFollowing
  }
}`, {"hash":"fc052e612ca3b08af8fc442e2da61d83356e26a8b5668b513cd6ee6a5e5cfa29"}) as unknown as TypedDocumentString<FollowedTopicsQuery, FollowedTopicsQueryVariables>;
export const FollowTopicDocument = new TypedDocumentString(`
    mutation FollowTopic($topicId: ID!) {
  __typename
  followTopic(topicId: $topicId) {
    __typename
    ... on Topic {
      __typename
      id
      followerCount
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowTopicRefusal
  }
}
    fragment FollowTopicRefusal on FollowTopicResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"5318ff0893f07ddb573859ba0871939b6a54856092f6730558a82d6a0484daf4"}) as unknown as TypedDocumentString<FollowTopicMutation, FollowTopicMutationVariables>;
export const UnfollowTopicDocument = new TypedDocumentString(`
    mutation UnfollowTopic($topicId: ID!) {
  __typename
  unfollowTopic(topicId: $topicId) {
    __typename
    ... on Topic {
      __typename
      id
      followerCount
      viewerEdge {
        __typename
        id
        isFollowing
      }
    }
    ...FollowTopicRefusal
  }
}
    fragment FollowTopicRefusal on FollowTopicResult {
  __typename
  ... on NotFound {
    __typename
    message
  }
  ... on TooManyRequests {
    __typename
    message
  }
}`, {"hash":"94ea518c6ff859c98ba633e0e6b29d3f809914505386c6cd4d40f2e7bf210d0a"}) as unknown as TypedDocumentString<UnfollowTopicMutation, UnfollowTopicMutationVariables>;
export const TrendingPostsDocument = new TypedDocumentString(`
    query TrendingPosts($mode: String, $topicSlug: String, $paging: PagingOptions) {
  __typename
  trendingPosts(mode: $mode, topicSlug: $topicSlug, paging: $paging) {
    __typename
    posts {
      __typename
      ...RankedStory
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RankedStory on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}`, {"hash":"5f5315e513ae6219bca7a8a0fa69e197033b6f07417c7675e507ff47992010ae"}) as unknown as TypedDocumentString<TrendingPostsQuery, TrendingPostsQueryVariables>;
export const TopStoriesDocument = new TypedDocumentString(`
    query TopStories($period: String, $paging: PagingOptions) {
  __typename
  topStories(period: $period, paging: $paging) {
    __typename
    posts {
      __typename
      ...RankedStory
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment RankedStory on Post {
  __typename
  id
  title
  mediumUrl
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
  }
}`, {"hash":"6cfe0d3f69744386d4e93b911f6ad687ee1f26827679cbf4dfb1941ca1438264"}) as unknown as TypedDocumentString<TopStoriesQuery, TopStoriesQueryVariables>;
export const TrendingTopicsDocument = new TypedDocumentString(`
    query TrendingTopics {
  __typename
  recommendedTopics(limit: 8) {
    __typename
    id
    slug
    name
  }
}
    `, {"hash":"f2e0ebfa46e6015987f21a9ebe2473ba4af5f0bd16717cbaa9a59406c6689620"}) as unknown as TypedDocumentString<TrendingTopicsQuery, TrendingTopicsQueryVariables>;
export const TrendingTopicDocument = new TypedDocumentString(`
    query TrendingTopic($slug: String!) {
  __typename
  topic(slug: $slug) {
    __typename
    id
    slug
    name
  }
}
    `, {"hash":"1b124981b316e4cf7577a42b7bca847334c8b721975fe63d128a319811370abe"}) as unknown as TypedDocumentString<TrendingTopicQuery, TrendingTopicQueryVariables>;
export const BrowseCatalogDocument = new TypedDocumentString(`
    query BrowseCatalog($slug: String!, $paging: PagingOptions) {
  __typename
  browseCatalog(slug: $slug) {
    __typename
    ...CatalogSummary
    itemsConnection(paging: $paging) {
      __typename
      items {
        __typename
        catalogItemId
        note
        post {
          __typename
          ...PostCard
        }
      }
      pagingInfo {
        __typename
        next {
          __typename
          limit
          to
        }
      }
    }
  }
}
    fragment CatalogSummary on Catalog {
  __typename
  id
  name
  description
  visibility
  predefined
  slugId
  postItemsCount
  updatedAt
  creator {
    __typename
    id
    name
    username
    imageId
    mediumUrl
  }
}
fragment PostCard on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  uniqueSlug
  isLocked
  readingTime
  firstPublishedAt
  clapCount
  responsesCount
  updatedAt
  previewImage {
    __typename
    id
    focusPercentX
    focusPercentY
  }
  creator {
    __typename
    id
    name
    username
    imageId
    mediumMemberAt
  }
  collection {
    __typename
    id
    name
    slug
    domain
  }
}`, {"keys":{"browseCatalog":{"itemsConnection":["itemsConnection",{"paging":{"$":"paging"}}]}},"hash":"b751267f8a4fa111f6c9c27e06b0a34ae567929d167a9ccfa79565b53eca2281"}) as unknown as TypedDocumentString<BrowseCatalogQuery, BrowseCatalogQueryVariables>;
export const ViewerCustomDomainDocument = new TypedDocumentString(`
    query ViewerCustomDomain {
  __typename
  viewer {
    __typename
    id
    username
  }
}
    `, {"hash":"2f629ceb43187919df2dc037bfef5267acfeaabeddf00995f4fd3225d2f7c4ab"}) as unknown as TypedDocumentString<ViewerCustomDomainQuery, ViewerCustomDomainQueryVariables>;
export const ViewerCustomDomainStateDocument = new TypedDocumentString(`
    query ViewerCustomDomainState($id: ID!) {
  __typename
  user(id: $id) {
    __typename
    id
    username
    customDomainState {
      __typename
      ...DomainState
    }
  }
}
    fragment DomainState on CustomDomainState {
  __typename
  verificationMethod
  live {
    __typename
    domain
    status
    verifiedAt
  }
  pending {
    __typename
    domain
    status
    verificationRecordName
    verificationRecordValue
    createdAt
  }
}`, {"hash":"42bd6dc1736c76d7c0d6c075c7d7842c0afc6214b18431e40145eba5abd8fd80"}) as unknown as TypedDocumentString<ViewerCustomDomainStateQuery, ViewerCustomDomainStateQueryVariables>;
export const YourPublicationsDocument = new TypedDocumentString(`
    query YourPublications {
  __typename
  viewerPublications {
    __typename
    id
    slug
    name
    tagline
    mediumUrl
    avatar {
      __typename
      id
    }
    viewerEdge {
      __typename
      id
      isEditor
      isWriter
      role
    }
  }
  viewerCollectionInvitations {
    __typename
    id
    role
    createdAt
    inviter {
      __typename
      id
      name
    }
    collection {
      __typename
      id
      slug
      name
      tagline
      mediumUrl
      avatar {
        __typename
        id
      }
    }
  }
  viewerDeclinedSubmissions {
    __typename
    id
    title
    submissionNote {
      __typename
      note
      decidedAt
      collection {
        __typename
        id
        name
      }
    }
  }
}
    `, {"hash":"b9d1d19a6d0f693a2a9ae9ece0029cc3f545f00d4217476b9eea18e867d5a478"}) as unknown as TypedDocumentString<YourPublicationsQuery, YourPublicationsQueryVariables>;
export const AcceptCollectionInviteDocument = new TypedDocumentString(`
    mutation AcceptCollectionInvite($invitationId: ID!) {
  __typename
  acceptCollectionInvite(invitationId: $invitationId) {
    __typename
    ... on Collection {
      __typename
      id
      name
      slug
    }
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"d89f56e6ef27767efb7b70567399f27b0eae59eb7137033eb15203526cfb6a0e"}) as unknown as TypedDocumentString<AcceptCollectionInviteMutation, AcceptCollectionInviteMutationVariables>;
export const DeclineCollectionInviteDocument = new TypedDocumentString(`
    mutation DeclineCollectionInvite($invitationId: ID!) {
  __typename
  declineCollectionInvite(invitationId: $invitationId) {
    __typename
    ...CollectionRefusal
  }
}
    fragment CollectionRefusal on CollectionResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"7c8fc6438fcb699ac64a93424091a6bcf6fe2099af0697d67bdcc2d38ca1fd26"}) as unknown as TypedDocumentString<DeclineCollectionInviteMutation, DeclineCollectionInviteMutationVariables>;
export const YourStoriesDocument = new TypedDocumentString(`
    query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {
  __typename
  viewerStoryCounts {
    __typename
    drafts
    public
    unlisted
    responses
  }
  viewerStories(filter: $filter, paging: $paging) {
    __typename
    posts {
      __typename
      ...YourStory
    }
    pagingInfo {
      __typename
      next {
        __typename
        limit
        to
      }
    }
  }
}
    fragment YourStory on Post {
  __typename
  id
  title
  subtitle
  mediumUrl
  isPublished
  visibility
  readingTime
  updatedAt
  latestPublishedAt
  draftLabel
  collection {
    __typename
    id
    name
  }
}`, {"hash":"a46e9a7c5622fb522a3be2d03a5caca28e7edc3f00fde143f90c9ded55db9757"}) as unknown as TypedDocumentString<YourStoriesQuery, YourStoriesQueryVariables>;
export const UnpublishStoryDocument = new TypedDocumentString(`
    mutation UnpublishStory($postId: ID!) {
  __typename
  unpublishPost(postId: $postId) {
    __typename
    ... on Post {
      __typename
      id
      isPublished
    }
    ...PostMutationRefusal
  }
}
    fragment PostMutationRefusal on PostMutationResult {
  __typename
  ... on BadRequest {
    __typename
    message
  }
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
  ... on Conflict {
    __typename
    message
  }
}`, {"hash":"f6f5ba21def25604ff4dcf0fcdf3a10cdbb310942ae2c0fe736bf894db97ce41"}) as unknown as TypedDocumentString<UnpublishStoryMutation, UnpublishStoryMutationVariables>;
export const DeletePostDocument = new TypedDocumentString(`
    mutation DeletePost($postId: ID!) {
  __typename
  deletePost(postId: $postId) {
    __typename
    ... on PostDeleted {
      __typename
      id
    }
    ...DeletePostRefusal
  }
}
    fragment DeletePostRefusal on DeletePostResult {
  __typename
  ... on Forbidden {
    __typename
    message
  }
  ... on NotFound {
    __typename
    message
  }
}`, {"hash":"149c8a46d7c99170f243ac2a8d05a4d2937faa00367b66a5b2c26f37d7da1dc2"}) as unknown as TypedDocumentString<DeletePostMutation, DeletePostMutationVariables>;