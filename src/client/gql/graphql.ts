/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type AlreadyExists = {
  __typename?: 'AlreadyExists';
  message: Scalars['String']['output'];
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

export type CodeBlockMetadata = {
  __typename?: 'CodeBlockMetadata';
  lang?: Maybe<Scalars['String']['output']>;
};

export type Collection = {
  __typename?: 'Collection';
  avatar?: Maybe<ImageMetadata>;
  creator: User;
  description: Scalars['String']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAuroraEligible: Scalars['Boolean']['output'];
  isAuroraVisible: Scalars['Boolean']['output'];
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  viewerEdge: CollectionViewerEdge;
};

export type CollectionViewerEdge = {
  __typename?: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  isEditor: Scalars['Boolean']['output'];
  isWriter: Scalars['Boolean']['output'];
};

export type CreateAccountResult = AlreadyExists | AuthInfo | BadRequest | Forbidden | UserCreationRateLimited;

export type CrupdatePasswordResult = BadRequest | ExpiredCredentials | Forbidden | InvalidPassword | IpAuthLockout | MalformedOAuthToken | NotFound | PasswordPermanentLockout | PasswordSoftLockout | PasswordUpdated;

export type CrupdateTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthEnabled | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout;

export type CrupdateTwoFactorBackupCodesResult = NotFound | TwoFactorBackupCodes;

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

export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type Iframe = {
  __typename?: 'Iframe';
  mediaResource: MediaResource;
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

export type InvalidPassword = {
  __typename?: 'InvalidPassword';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type InvalidTwoFactorAuthCode = {
  __typename?: 'InvalidTwoFactorAuthCode';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type IpAuthLockout = {
  __typename?: 'IpAuthLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type LinkMetadata = {
  __typename?: 'LinkMetadata';
  httpStatus?: Maybe<Scalars['Int']['output']>;
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

export type MissingOAuthTokens = {
  __typename?: 'MissingOAuthTokens';
  message: Scalars['String']['output'];
};

export type MixtapeMetadata = {
  __typename?: 'MixtapeMetadata';
  description?: Maybe<Scalars['String']['output']>;
  href: Scalars['String']['output'];
  thumbnailImageId?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createAccount: CreateAccountResult;
  crupdatePassword: CrupdatePasswordResult;
  crupdateTwoFactorAuth: CrupdateTwoFactorAuthResult;
  crupdateTwoFactorBackupCodes: CrupdateTwoFactorBackupCodesResult;
  disconnectSocialAccount: Array<SocialConnection>;
  /** Ends every session of the viewer but this one; answers how many were ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of the viewer's sessions (not the current one: sign out for that). */
  endSession: Scalars['Boolean']['output'];
  loginUser: LoginResult;
  /** Always true; a cheap call clients use to check a session can write. */
  ping: Scalars['Boolean']['output'];
  registerAuthyUser: RegisterAuthyUserResult;
  /** Turns two-factor off; needs a current code (or a backup code). */
  removeTwoFactorAuth: RemoveTwoFactorAuthResult;
  resendVerificationEmail: ResendVerificationEmailResult;
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** Sends (again) the code of a pending two-factor sign-in; VOICE_CALL calls instead of texting. */
  sendTwoFactorCode: SendTwoFactorCodeResult;
  verifyLoginCode: VerifyLoginCodeResult;
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


export type MutationDisconnectSocialAccountArgs = {
  provider: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
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


export type MutationRegisterAuthyUserArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  preferredMethod: TwoFactorMethod;
};


export type MutationRemoveTwoFactorAuthArgs = {
  verificationCode: Scalars['String']['input'];
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


export type MutationSendTwoFactorCodeArgs = {
  method?: InputMaybe<TwoFactorMethod>;
  token: Scalars['String']['input'];
};


export type MutationVerifyLoginCodeArgs = {
  loginCode: Scalars['String']['input'];
};

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

export type PageParams = {
  __typename?: 'PageParams';
  from?: Maybe<Scalars['String']['output']>;
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

export type PasswordPermanentLockout = {
  __typename?: 'PasswordPermanentLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type PasswordSoftLockout = {
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

export type Post = {
  __typename?: 'Post';
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  collection?: Maybe<Collection>;
  /** Null (with an error) if the stored body cannot be read; the rest of the post still answers. */
  content?: Maybe<PostContent>;
  createdAt: Scalars['Long']['output'];
  creator: User;
  firstPublishedAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  isSeries: Scalars['Boolean']['output'];
  latestPublishedAt?: Maybe<Scalars['Long']['output']>;
  latestPublishedVersion?: Maybe<Scalars['Int']['output']>;
  license: Scalars['String']['output'];
  mediumUrl: Scalars['String']['output'];
  pendingCollection?: Maybe<Collection>;
  previewImage?: Maybe<ImageMetadata>;
  readingTime: Scalars['Float']['output'];
  statusForCollection?: Maybe<StatusForCollection>;
  subtitle: Scalars['String']['output'];
  tags: Array<Tag>;
  title: Scalars['String']['output'];
  uniqueSlug: Scalars['String']['output'];
  updatedAt: Scalars['Long']['output'];
  visibility: PostVisibility;
  wordCount: Scalars['Int']['output'];
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

export type PostResult = NotFound | Post | PostSuspended;

export type PostSuspended = {
  __typename?: 'PostSuspended';
  message: Scalars['String']['output'];
};

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

/** result is true when the account has no password, so a magic link is the way in. */
export type PrefersMagicLink = {
  __typename?: 'PrefersMagicLink';
  result: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The product's name and version, for clients and health checks. */
  about: About;
  /** The verified-email token of a sign-up in progress (set when its link was opened); never cached. */
  accountToken?: Maybe<Scalars['String']['output']>;
  collection?: Maybe<Collection>;
  collectionByDomainOrSlug?: Maybe<Collection>;
  emailAvailability: Scalars['Boolean']['output'];
  /** Feature flags in force for whoever is asking: instance defaults, then the viewer's own overrides. */
  featureFlags: Array<FeatureFlag>;
  /** The newest published public stories, newest first. */
  latestPostsConnection: PostConnection;
  magicLinkPreferred: MagicLinkPreferredResult;
  /** A readable post (published, or a draft the viewer may see); shareKey unlocks a members-only story. */
  post?: Maybe<Post>;
  postResult: PostResult;
  /** A few recent stories to suggest where there is nothing else to show (the 404 page). */
  samplePosts: Array<Post>;
  /** Which second factor a pending sign-in token expects. */
  twoFactorChallenge?: Maybe<TwoFactorChallenge>;
  user?: Maybe<User>;
  userResult: UserResult;
  /** The signed-in reader, or null when signed out. */
  viewer?: Maybe<Viewer>;
};


export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionByDomainOrSlugArgs = {
  domainOrSlug: Scalars['String']['input'];
};


export type QueryEmailAvailabilityArgs = {
  email: Scalars['String']['input'];
};


export type QueryLatestPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryMagicLinkPreferredArgs = {
  email: Scalars['String']['input'];
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPostResultArgs = {
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySamplePostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTwoFactorChallengeArgs = {
  token: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserResultArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterAuthyUserResult = AuthyUser | BadRequest;

export type RemoveTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout | TwoFactorStatus;

export type ResendVerificationEmailResult = BadRequest | SentVerificationEmail | TooManyRequests;

export type RichText = {
  __typename?: 'RichText';
  paragraphs: Array<Paragraph>;
  sections: Array<Section>;
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

export type SendTwoFactorCodeResult = BadRequest | NotFound | TooManyRequests | TwoFactorCodeSent;

export type SentVerificationEmail = {
  __typename?: 'SentVerificationEmail';
  email: Scalars['String']['output'];
};

export type SocialConnection = {
  __typename?: 'SocialConnection';
  createdAt: Scalars['Long']['output'];
  email?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
};

export type StatusForCollection =
  | 'APPROVED'
  | 'NOT_YET_SUBMITTED'
  | 'PENDING';

/** How the sign-in email was sent: magic_link, login_code or password_reset. */
export type SusiMethod = {
  __typename?: 'SusiMethod';
  value: Scalars['String']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  displayTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  normalizedTagSlug: Scalars['String']['output'];
};

/** A login code exchanged for a one-time sign-in token, to be redeemed at /m/callback/email. */
export type Token = {
  __typename?: 'Token';
  value: Scalars['String']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

export type TwoFactorAuthEnabled = {
  __typename?: 'TwoFactorAuthEnabled';
  method: TwoFactorMethod;
  otherSessionCount: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

export type TwoFactorAuthPermanentLockout = {
  __typename?: 'TwoFactorAuthPermanentLockout';
  lockoutInfo: LockoutInfo;
  message: Scalars['String']['output'];
};

export type TwoFactorAuthSoftLockout = {
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

export type User = {
  __typename?: 'User';
  allowNotes: Scalars['Boolean']['output'];
  bio: Scalars['String']['output'];
  createdAt: Scalars['Long']['output'];
  hasSubdomain: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  isAuroraVisible: Scalars['Boolean']['output'];
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['Long']['output']>;
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  userPostCounts: UserPostCounts;
  username?: Maybe<Scalars['String']['output']>;
};

export type UserCreationRateLimited = {
  __typename?: 'UserCreationRateLimited';
  message: Scalars['String']['output'];
};

export type UserPostCounts = {
  __typename?: 'UserPostCounts';
  publishedPosts: Scalars['Int']['output'];
};

export type UserResult = AccountSuspended | NotFound | User;

export type VerifyLoginCodeResult = BadRequest | NotFound | Token | TooManyRequests;

export type Viewer = {
  __typename?: 'Viewer';
  dismissableFlags: Array<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  hightowerTermsAcceptedAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['Long']['output']>;
  name: Scalars['String']['output'];
  sessions: Array<AccountSession>;
  socialConnections: Array<SocialConnection>;
  twoFactor: TwoFactorStatus;
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type PostCardFragment = { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null };

export type HomeFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFeedQuery = { __typename?: 'Query', latestPostsConnection: { __typename?: 'PostConnection', posts: Array<{ __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename?: 'PagingInfo', next?: { __typename?: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SamplePostsQueryVariables = Exact<{ [key: string]: never; }>;


export type SamplePostsQuery = { __typename?: 'Query', samplePosts: Array<{ __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> };

export type PostPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostPageQuery = { __typename?: 'Query', postResult:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', uniqueSlug: string, visibility: PostVisibility, isPublished: boolean, latestPublishedAt?: number | null, license: string, canonicalUrl?: string | null, id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, creator: { __typename?: 'User', id: string, bio: string, mediumUrl: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, mediumUrl: string, name: string, slug: string, domain?: string | null } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, content?: { __typename?: 'PostContent', isLockedPreviewOnly: boolean, bodyModel: { __typename?: 'RichText', sections: Array<{ __typename?: 'Section', name: string, startIndex: number, textLayout?: string | null, imageLayout?: string | null, videoLayout?: string | null, backgroundImage?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null }>, paragraphs: Array<{ __typename?: 'Paragraph', id: string, name: string, type: string, text: string, layout?: string | null, href?: string | null, hasDropCap?: boolean | null, markups: Array<{ __typename?: 'Markup', type: string, start: number, end: number, href?: string | null, anchorType?: string | null, userId?: string | null, linkMetadata?: { __typename?: 'LinkMetadata', httpStatus?: number | null } | null }>, metadata?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null, dropCapImage?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, iframe?: { __typename?: 'Iframe', mediaResource: { __typename?: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } } | null, mixtapeMetadata?: { __typename?: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } | null, codeBlockMetadata?: { __typename?: 'CodeBlockMetadata', lang?: string | null } | null }> } } | null, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
    | { __typename: 'PostSuspended', message: string }
   };

export const PostCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<PostCardFragment, unknown>;
export const HomeFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestPostsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<HomeFeedQuery, HomeFeedQueryVariables>;
export const SamplePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SamplePosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samplePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<SamplePostsQuery, SamplePostsQueryVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"latestPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isLockedPreviewOnly"}},{"kind":"Field","name":{"kind":"Name","value":"bodyModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startIndex"}},{"kind":"Field","name":{"kind":"Name","value":"textLayout"}},{"kind":"Field","name":{"kind":"Name","value":"imageLayout"}},{"kind":"Field","name":{"kind":"Name","value":"videoLayout"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"hasDropCap"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"anchorType"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropCapImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"iframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaResource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iframeSrc"}},{"kind":"Field","name":{"kind":"Name","value":"iframeWidth"}},{"kind":"Field","name":{"kind":"Name","value":"iframeHeight"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mixtapeMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeBlockMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lang"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostSuspended"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;