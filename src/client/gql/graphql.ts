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

/** Two saves raced: someone saved a newer version first. Nothing was overwritten. */
export type Conflict = {
  __typename?: 'Conflict';
  latestVersion: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CreateAccountResult = AlreadyExists | AuthInfo | BadRequest | Forbidden | UserCreationRateLimited;

export type CreatePostResult = BadRequest | Forbidden | Post;

export type CrupdatePasswordResult = BadRequest | ExpiredCredentials | Forbidden | InvalidPassword | IpAuthLockout | MalformedOAuthToken | NotFound | PasswordPermanentLockout | PasswordSoftLockout | PasswordUpdated;

export type CrupdateTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthEnabled | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout;

export type CrupdateTwoFactorBackupCodesResult = NotFound | TwoFactorBackupCodes;

export type DeletePostResult = Forbidden | NotFound | PostDeleted;

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

/** A link turned into an embed: an allow-listed provider's iframe, or a link card. */
export type IframeEmbed = {
  __typename?: 'IframeEmbed';
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

export type InvalidPassword = LockoutError & {
  __typename?: 'InvalidPassword';
  lockoutInfo: LockoutInfo;
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

export type Mutation = {
  __typename?: 'Mutation';
  createAccount: CreateAccountResult;
  /** A new draft, on the profile or (for its writers and editors) in a publication. */
  createPost: CreatePostResult;
  crupdatePassword: CrupdatePasswordResult;
  crupdateTwoFactorAuth: CrupdateTwoFactorAuthResult;
  crupdateTwoFactorBackupCodes: CrupdateTwoFactorBackupCodesResult;
  deletePost: DeletePostResult;
  /** Unlinks a sign-in provider (refused when it is the account's only way to sign in). */
  disconnectSocialAccount: Array<SocialConnection>;
  /** Ends every session of the viewer but this one; answers how many were ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of the viewer's sessions (not the current one: sign out for that). */
  endSession: Scalars['Boolean']['output'];
  loginUser: LoginResult;
  /** Always true; a cheap call clients use to check a session can write. */
  ping: Scalars['Boolean']['output'];
  publishPost: PostMutationResult;
  registerAuthyUser: RegisterAuthyUserResult;
  /** Turns two-factor off; needs a current code (or a backup code). */
  removeTwoFactorAuth: RemoveTwoFactorAuthResult;
  resendVerificationEmail: ResendVerificationEmailResult;
  resolveEmbed: ResolveEmbedResult;
  /** Autosave: a new version if baseVersion is still the newest, else Conflict. */
  savePostDraft: SavePostDraftResult;
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** Sends (again) the code of a pending two-factor sign-in; VOICE_CALL calls instead of texting. */
  sendTwoFactorCode: SendTwoFactorCodeResult;
  /** Sends the signed-in reader a code by text or call (to turn off two-factor on a phone method). */
  sendViewerTwoFactorCode: SendTwoFactorCodeResult;
  /** Submits a draft (or published story) to a publication the viewer writes for. */
  submitPostToCollection: PostMutationResult;
  unpublishPost: PostMutationResult;
  updatePostSettings: PostMutationResult;
  /** Changes the viewer's name and username (3–30 of a–z, 0–9 and _, unique ignoring case). */
  updateViewerProfile: UpdateViewerProfileResult;
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


export type MutationCreatePostArgs = {
  bodyJson?: InputMaybe<Scalars['String']['input']>;
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
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


export type MutationDeletePostArgs = {
  postId: Scalars['ID']['input'];
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


export type MutationPublishPostArgs = {
  input: PublishPostInput;
  postId: Scalars['ID']['input'];
};


export type MutationRegisterAuthyUserArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  preferredMethod: TwoFactorMethod;
};


export type MutationRemoveTwoFactorAuthArgs = {
  verificationCode: Scalars['String']['input'];
};


export type MutationResolveEmbedArgs = {
  url: Scalars['String']['input'];
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


export type MutationSendTwoFactorCodeArgs = {
  method?: InputMaybe<TwoFactorMethod>;
  token: Scalars['String']['input'];
};


export type MutationSendViewerTwoFactorCodeArgs = {
  method?: InputMaybe<TwoFactorMethod>;
};


export type MutationSubmitPostToCollectionArgs = {
  collectionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationUnpublishPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUpdatePostSettingsArgs = {
  input: PostSettingsInput;
  postId: Scalars['ID']['input'];
};


export type MutationUpdateViewerProfileArgs = {
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
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

export type Post = {
  __typename?: 'Post';
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  collection?: Maybe<Collection>;
  /** Null (with an error) if the stored body cannot be read; the rest of the post still answers. */
  content?: Maybe<PostContent>;
  createdAt: Scalars['Long']['output'];
  creator: User;
  /** The spec's draft/submission label for this viewer, or null when none applies. */
  draftLabel?: Maybe<Scalars['String']['output']>;
  firstPublishedAt?: Maybe<Scalars['Long']['output']>;
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  isSeries: Scalars['Boolean']['output'];
  latestDraft?: Maybe<PostDraftContent>;
  latestPublishedAt?: Maybe<Scalars['Long']['output']>;
  latestPublishedVersion?: Maybe<Scalars['Int']['output']>;
  latestVersion: Scalars['Int']['output'];
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
  viewerEdge: PostViewerEdge;
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

export type PostResult = NotFound | Post | PostSuspended;

export type PostSettingsInput = {
  canonicalUrl?: InputMaybe<Scalars['String']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  license?: InputMaybe<Scalars['String']['input']>;
  previewImageId?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  visibility?: InputMaybe<PostVisibility>;
};

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

/** result is true when the account has no password, so a magic link is the way in. */
export type PrefersMagicLink = {
  __typename?: 'PrefersMagicLink';
  result: Scalars['Boolean']['output'];
};

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
  collection?: Maybe<Collection>;
  collectionByDomainOrSlug?: Maybe<Collection>;
  emailAvailability: Scalars['Boolean']['output'];
  /** Feature flags in force for whoever is asking: instance defaults, then the viewer's own overrides. */
  featureFlags: Array<FeatureFlag>;
  /** The newest published public stories, newest first. */
  latestPostsConnection: PostConnection;
  magicLinkPreferred: MagicLinkPreferredResult;
  /** People to mention, by name or username prefix. */
  mentionSuggestions: Array<User>;
  /** A readable post (published, or a draft the viewer may see); shareKey unlocks a members-only story. */
  post?: Maybe<Post>;
  /** A story with its newest draft, for its author or an editor of its publication. */
  postForEditing: PostForEditingResult;
  postResult: PostResult;
  /** A few recent stories to suggest where there is nothing else to show (the 404 page). */
  samplePosts: Array<Post>;
  /** Which second factor a pending sign-in token expects. */
  twoFactorChallenge?: Maybe<TwoFactorChallenge>;
  user?: Maybe<User>;
  userResult: UserResult;
  /** The signed-in reader, or null when signed out. */
  viewer?: Maybe<Viewer>;
  /** Publications the viewer may publish in or submit to (editor or writer). */
  viewerPublications: Array<Collection>;
  /** The viewer's stories for /me/stories/{filter}, newest first. */
  viewerStories: PostConnection;
  viewerStoryCounts: YourStoryCounts;
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


export type QueryMentionSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
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


export type QueryViewerStoriesArgs = {
  filter: YourStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
};

export type RegisterAuthyUserResult = AuthyUser | BadRequest;

export type RemoveTwoFactorAuthResult = BadRequest | InvalidTwoFactorAuthCode | TwoFactorAuthPermanentLockout | TwoFactorAuthSoftLockout | TwoFactorStatus;

export type ResendVerificationEmailResult = BadRequest | SentVerificationEmail | TooManyRequests;

export type ResolveEmbedResult = BadRequest | IframeEmbed | MixtapeEmbed;

export type RichText = {
  __typename?: 'RichText';
  paragraphs: Array<Paragraph>;
  sections: Array<Section>;
};

export type SavePostDraftResult = BadRequest | Conflict | Forbidden | NotFound | PostDraftSaved;

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

/** A sign-in provider linked to the viewer's account. */
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

/** The viewer after a profile change (name and username). */
export type UpdateViewerProfileResult = BadRequest | Forbidden | Viewer;

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

export type PostCardFragment = { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null };

type LockoutRefusal_InvalidPassword_Fragment = { __typename?: 'InvalidPassword', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_InvalidTwoFactorAuthCode_Fragment = { __typename?: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_IpAuthLockout_Fragment = { __typename?: 'IpAuthLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_PasswordPermanentLockout_Fragment = { __typename?: 'PasswordPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_PasswordSoftLockout_Fragment = { __typename?: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_TwoFactorAuthPermanentLockout_Fragment = { __typename?: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

type LockoutRefusal_TwoFactorAuthSoftLockout_Fragment = { __typename?: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } };

export type LockoutRefusalFragment =
  | LockoutRefusal_InvalidPassword_Fragment
  | LockoutRefusal_InvalidTwoFactorAuthCode_Fragment
  | LockoutRefusal_IpAuthLockout_Fragment
  | LockoutRefusal_PasswordPermanentLockout_Fragment
  | LockoutRefusal_PasswordSoftLockout_Fragment
  | LockoutRefusal_TwoFactorAuthPermanentLockout_Fragment
  | LockoutRefusal_TwoFactorAuthSoftLockout_Fragment
;

export type SignedInFragment = { __typename?: 'AuthInfo', uid: string, redirect: string };

type SendAcctAuthEmailRefusal_BadRequest_Fragment = { __typename?: 'BadRequest', message: string };

type SendAcctAuthEmailRefusal_FailedChallenge_Fragment = { __typename?: 'FailedChallenge', message: string };

type SendAcctAuthEmailRefusal_NotFound_Fragment = { __typename?: 'NotFound', message: string };

type SendAcctAuthEmailRefusal_SusiMethod_Fragment = { __typename?: 'SusiMethod' };

type SendAcctAuthEmailRefusal_TooManyRequests_Fragment = { __typename?: 'TooManyRequests', message: string };

export type SendAcctAuthEmailRefusalFragment =
  | SendAcctAuthEmailRefusal_BadRequest_Fragment
  | SendAcctAuthEmailRefusal_FailedChallenge_Fragment
  | SendAcctAuthEmailRefusal_NotFound_Fragment
  | SendAcctAuthEmailRefusal_SusiMethod_Fragment
  | SendAcctAuthEmailRefusal_TooManyRequests_Fragment
;

type CreateAccountRefusal_AlreadyExists_Fragment = { __typename?: 'AlreadyExists', message: string };

type CreateAccountRefusal_AuthInfo_Fragment = { __typename?: 'AuthInfo' };

type CreateAccountRefusal_BadRequest_Fragment = { __typename?: 'BadRequest', message: string };

type CreateAccountRefusal_Forbidden_Fragment = { __typename?: 'Forbidden', message: string };

type CreateAccountRefusal_UserCreationRateLimited_Fragment = { __typename?: 'UserCreationRateLimited', message: string };

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


export type SendAcctAuthEmailMutation = { __typename?: 'Mutation', sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'SusiMethod', value: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type MagicLinkPreferredQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type MagicLinkPreferredQuery = { __typename?: 'Query', magicLinkPreferred:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PrefersMagicLink', result: boolean }
   };

export type EmailAvailabilityQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type EmailAvailabilityQuery = { __typename?: 'Query', emailAvailability: boolean };

export type LoginUserMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  operation?: InputMaybe<Scalars['String']['input']>;
  referrer?: InputMaybe<Scalars['String']['input']>;
}>;


export type LoginUserMutation = { __typename?: 'Mutation', loginUser:
    | { __typename: 'AuthInfo', redirect: string }
    | { __typename: 'AuthToken', token: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string }
    | { __typename: 'IpAuthLockout', message: string }
    | { __typename: 'MissingOAuthTokens', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PasswordPermanentLockout', message: string }
    | { __typename: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
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


export type CreateAccountMutation = { __typename?: 'Mutation', createAccount:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'AuthInfo', redirect: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'UserCreationRateLimited', message: string }
   };

export type VerifyLoginCodeMutationVariables = Exact<{
  loginCode: Scalars['String']['input'];
}>;


export type VerifyLoginCodeMutation = { __typename?: 'Mutation', verifyLoginCode:
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


export type TwoFactorChallengeQuery = { __typename?: 'Query', twoFactorChallenge?: { __typename?: 'TwoFactorChallenge', method: TwoFactorMethod, phoneLast4?: string | null } | null };

export type SendTwoFactorCodeMutationVariables = Exact<{
  token: Scalars['String']['input'];
  method?: InputMaybe<TwoFactorMethod>;
}>;


export type SendTwoFactorCodeMutation = { __typename?: 'Mutation', sendTwoFactorCode:
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


export type TwoFactorLoginMutation = { __typename?: 'Mutation', loginUser:
    | { __typename: 'AuthInfo', uid: string, redirect: string }
    | { __typename: 'AuthToken' }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'IpAuthLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'MissingOAuthTokens', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PasswordPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'PasswordSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
   };

export type ViewerTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTwoFactorQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, twoFactor: { __typename?: 'TwoFactorStatus', enabled: boolean, method?: TwoFactorMethod | null, phoneLast4?: string | null, backupCodesRemaining: number } } | null };

export type RegisterAuthyUserMutationVariables = Exact<{
  countryCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  preferredMethod: TwoFactorMethod;
}>;


export type RegisterAuthyUserMutation = { __typename?: 'Mutation', registerAuthyUser:
    | { __typename: 'AuthyUser', authyId: string, preferredMethod: TwoFactorMethod, otpauthUri?: string | null, qrCodeSvg?: string | null, phoneLast4?: string | null }
    | { __typename: 'BadRequest', message: string }
   };

export type CrupdateTwoFactorAuthMutationVariables = Exact<{
  authyId: Scalars['String']['input'];
  preferredMethod: TwoFactorMethod;
  verificationCode: Scalars['String']['input'];
}>;


export type CrupdateTwoFactorAuthMutation = { __typename?: 'Mutation', crupdateTwoFactorAuth:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthEnabled', success: boolean, method: TwoFactorMethod, otherSessionCount: number }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
   };

export type CrupdateTwoFactorBackupCodesMutationVariables = Exact<{
  userId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CrupdateTwoFactorBackupCodesMutation = { __typename?: 'Mutation', crupdateTwoFactorBackupCodes:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TwoFactorBackupCodes', backupCodes: Array<string> }
   };

export type RemoveTwoFactorAuthMutationVariables = Exact<{
  verificationCode: Scalars['String']['input'];
}>;


export type RemoveTwoFactorAuthMutation = { __typename?: 'Mutation', removeTwoFactorAuth:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidTwoFactorAuthCode', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthPermanentLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorAuthSoftLockout', message: string, lockoutInfo: { __typename?: 'LockoutInfo', failCount: number, lockedOutUntil?: number | null } }
    | { __typename: 'TwoFactorStatus', enabled: boolean, method?: TwoFactorMethod | null, phoneLast4?: string | null, backupCodesRemaining: number }
   };

export type SendViewerTwoFactorCodeMutationVariables = Exact<{
  method?: InputMaybe<TwoFactorMethod>;
}>;


export type SendViewerTwoFactorCodeMutation = { __typename?: 'Mutation', sendViewerTwoFactorCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'TwoFactorCodeSent', method: TwoFactorMethod, phoneLast4?: string | null }
   };

export type EndOtherSessionsAfterTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsAfterTwoFactorMutation = { __typename?: 'Mutation', endOtherSessions: number };

export type VerifyEmailViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyEmailViewerQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, unverifiedEmail?: string | null } | null };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { __typename?: 'Mutation', resendVerificationEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'SentVerificationEmail', email: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type MentionSuggestionsQueryVariables = Exact<{
  query: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MentionSuggestionsQuery = { __typename?: 'Query', mentionSuggestions: Array<{ __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumUrl: string }> };

export type ResolveEmbedMutationVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type ResolveEmbedMutation = { __typename?: 'Mutation', resolveEmbed:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'IframeEmbed', mediaResource: { __typename?: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } }
    | { __typename: 'MixtapeEmbed', mixtapeMetadata: { __typename?: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } }
   };

export type EditorPostFragment = { __typename?: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename?: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename?: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename?: 'Collection', id: string, name: string } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

export type PostForEditingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostForEditingQuery = { __typename?: 'Query', postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename?: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename?: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename?: 'Collection', id: string, name: string } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type CreatePostMutationVariables = Exact<{
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  bodyJson?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreatePostMutation = { __typename?: 'Mutation', createPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename?: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename?: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename?: 'Collection', id: string, name: string } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type SavePostDraftMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  baseVersion: Scalars['Int']['input'];
  title: Scalars['String']['input'];
  subtitle: Scalars['String']['input'];
  bodyJson: Scalars['String']['input'];
}>;


export type SavePostDraftMutation = { __typename?: 'Mutation', savePostDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, latestVersion: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraftSaved', version: number, savedAt: number, post: { __typename?: 'Post', id: string, draftLabel?: string | null, latestVersion: number } }
   };

export type PublishPostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: PublishPostInput;
}>;


export type PublishPostMutation = { __typename?: 'Mutation', publishPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', latestVersion: number, message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, mediumUrl: string, isPublished: boolean, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility }
   };

export type ViewerPublicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerPublicationsQuery = { __typename?: 'Query', viewerPublications: Array<{ __typename?: 'Collection', id: string, name: string, slug: string, viewerEdge: { __typename?: 'CollectionViewerEdge', id: string, isEditor: boolean, isWriter: boolean } }> };

export type HomeFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFeedQuery = { __typename?: 'Query', latestPostsConnection: { __typename?: 'PostConnection', posts: Array<{ __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename?: 'PagingInfo', next?: { __typename?: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SamplePostsQueryVariables = Exact<{ [key: string]: never; }>;


export type SamplePostsQuery = { __typename?: 'Query', samplePosts: Array<{ __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename?: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> };

export type PasswordViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordViewerQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, email?: string | null, hasPassword: boolean } | null };

export type CrupdatePasswordMutationVariables = Exact<{
  password: Scalars['String']['input'];
  oldPassword?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type CrupdatePasswordMutation = { __typename?: 'Mutation', crupdatePassword:
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


export type EndOtherSessionsAfterPasswordMutation = { __typename?: 'Mutation', endOtherSessions: number };

export type SendPasswordResetEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendPasswordResetEmailMutation = { __typename?: 'Mutation', sendAcctAuthEmail:
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


export type PostPageQuery = { __typename?: 'Query', postResult:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', uniqueSlug: string, visibility: PostVisibility, isPublished: boolean, latestPublishedAt?: number | null, license: string, canonicalUrl?: string | null, id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, creator: { __typename?: 'User', id: string, bio: string, mediumUrl: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename?: 'Collection', id: string, mediumUrl: string, name: string, slug: string, domain?: string | null } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, content?: { __typename?: 'PostContent', isLockedPreviewOnly: boolean, bodyModel: { __typename?: 'RichText', sections: Array<{ __typename?: 'Section', name: string, startIndex: number, textLayout?: string | null, imageLayout?: string | null, videoLayout?: string | null, backgroundImage?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null }>, paragraphs: Array<{ __typename?: 'Paragraph', id: string, name: string, type: string, text: string, layout?: string | null, href?: string | null, hasDropCap?: boolean | null, markups: Array<{ __typename?: 'Markup', type: string, start: number, end: number, href?: string | null, anchorType?: string | null, userId?: string | null, linkMetadata?: { __typename?: 'LinkMetadata', httpStatus?: number | null } | null }>, metadata?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null, dropCapImage?: { __typename?: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, iframe?: { __typename?: 'Iframe', mediaResource: { __typename?: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } } | null, mixtapeMetadata?: { __typename?: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } | null, codeBlockMetadata?: { __typename?: 'CodeBlockMetadata', lang?: string | null } | null }> } } | null, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
    | { __typename: 'PostSuspended', message: string }
   };

export type PostViewerEdgeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostViewerEdgeQuery = { __typename?: 'Query', post?: { __typename?: 'Post', id: string, viewerEdge: { __typename?: 'PostViewerEdge', canEdit: boolean, shareKey?: string | null } } | null };

export type PostSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostSettingsQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string } | null, postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', title: string, mediumUrl: string, isPublished: boolean, id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, creator: { __typename?: 'User', id: string }, latestDraft?: { __typename?: 'PostDraftContent', version: number, bodyJson: string } | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type UpdatePostSettingsMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: PostSettingsInput;
}>;


export type UpdatePostSettingsMutation = { __typename?: 'Mutation', updatePostSettings:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
   };

export type AccountTokenQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountTokenQueryQuery = { __typename?: 'Query', accountToken?: string | null };

export type CreateAccountFromFormMutationVariables = Exact<{
  accessToken: Scalars['String']['input'];
  name: Scalars['String']['input'];
  username?: InputMaybe<Scalars['String']['input']>;
  redirect?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateAccountFromFormMutation = { __typename?: 'Mutation', createAccount:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'AuthInfo', uid: string, redirect: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'UserCreationRateLimited', message: string }
   };

export type AccountViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountViewerQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, name: string, username?: string | null, email?: string | null, unverifiedEmail?: string | null } | null };

export type UpdateViewerProfileMutationVariables = Exact<{
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type UpdateViewerProfileMutation = { __typename?: 'Mutation', updateViewerProfile:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'Viewer', id: string, name: string, username?: string | null }
   };

export type ViewerSocialConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSocialConnectionsQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, socialConnections: Array<{ __typename?: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> } | null };

export type DisconnectSocialAccountMutationVariables = Exact<{
  provider: Scalars['String']['input'];
}>;


export type DisconnectSocialAccountMutation = { __typename?: 'Mutation', disconnectSocialAccount: Array<{ __typename?: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> };

export type ViewerSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSessionsQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, sessions: Array<{ __typename?: 'AccountSession', id: string, ipAddress: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> } | null };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: number };

export type SettingsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsViewerQuery = { __typename?: 'Query', viewer?: { __typename?: 'Viewer', id: string, name: string } | null };

export type YourStoriesQueryVariables = Exact<{
  filter: YourStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
}>;


export type YourStoriesQuery = { __typename?: 'Query', viewerStoryCounts: { __typename?: 'YourStoryCounts', drafts: number, public: number, unlisted: number, responses: number }, viewerStories: { __typename?: 'PostConnection', posts: Array<{ __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, visibility: PostVisibility, readingTime: number, updatedAt: number, latestPublishedAt?: number | null, draftLabel?: string | null, collection?: { __typename?: 'Collection', id: string, name: string } | null }>, pagingInfo: { __typename?: 'PagingInfo', next?: { __typename?: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type YourStoryFragment = { __typename?: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, isPublished: boolean, visibility: PostVisibility, readingTime: number, updatedAt: number, latestPublishedAt?: number | null, draftLabel?: string | null, collection?: { __typename?: 'Collection', id: string, name: string } | null };

export type UnpublishStoryMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnpublishStoryMutation = { __typename?: 'Mutation', unpublishPost:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, isPublished: boolean }
   };

export type PostSettingsFieldsFragment = { __typename?: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, tags: Array<{ __typename?: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename?: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

type PostMutationRefusal_BadRequest_Fragment = { __typename?: 'BadRequest', message: string };

type PostMutationRefusal_Conflict_Fragment = { __typename?: 'Conflict', message: string };

type PostMutationRefusal_Forbidden_Fragment = { __typename?: 'Forbidden', message: string };

type PostMutationRefusal_NotFound_Fragment = { __typename?: 'NotFound', message: string };

type PostMutationRefusal_Post_Fragment = { __typename?: 'Post' };

export type PostMutationRefusalFragment =
  | PostMutationRefusal_BadRequest_Fragment
  | PostMutationRefusal_Conflict_Fragment
  | PostMutationRefusal_Forbidden_Fragment
  | PostMutationRefusal_NotFound_Fragment
  | PostMutationRefusal_Post_Fragment
;

type PostForEditingRefusal_Forbidden_Fragment = { __typename?: 'Forbidden', message: string };

type PostForEditingRefusal_NotFound_Fragment = { __typename?: 'NotFound', message: string };

type PostForEditingRefusal_Post_Fragment = { __typename?: 'Post' };

export type PostForEditingRefusalFragment =
  | PostForEditingRefusal_Forbidden_Fragment
  | PostForEditingRefusal_NotFound_Fragment
  | PostForEditingRefusal_Post_Fragment
;

export type DeletePostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type DeletePostMutation = { __typename?: 'Mutation', deletePost:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDeleted', id: string }
   };

export const PostCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<PostCardFragment, unknown>;
export const LockoutRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockoutRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockoutError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOutUntil"}}]}}]}}]} as unknown as DocumentNode<LockoutRefusalFragment, unknown>;
export const SignedInFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}}]}}]} as unknown as DocumentNode<SignedInFragment, unknown>;
export const SendAcctAuthEmailRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendAcctAuthEmailRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendAcctAuthEmailResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FailedChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendAcctAuthEmailRefusalFragment, unknown>;
export const CreateAccountRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreateAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCreationRateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateAccountRefusalFragment, unknown>;
export const TwoFactorCodeSendResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorCodeSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendTwoFactorCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TwoFactorCodeSendResultFragment, unknown>;
export const PostSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}}]} as unknown as DocumentNode<PostSettingsFieldsFragment, unknown>;
export const EditorPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"latestDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"bodyJson"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}}]} as unknown as DocumentNode<EditorPostFragment, unknown>;
export const YourStoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YourStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<YourStoryFragment, unknown>;
export const PostMutationRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMutationRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PostMutationRefusalFragment, unknown>;
export const PostForEditingRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostForEditingRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostForEditingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PostForEditingRefusalFragment, unknown>;
export const SendAcctAuthEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAcctAuthEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onMobileWeb"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordFlow"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAcctAuthEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirect"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}}},{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"onMobileWeb"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onMobileWeb"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetPasswordFlow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordFlow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SusiMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendAcctAuthEmailRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendAcctAuthEmailRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendAcctAuthEmailResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FailedChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendAcctAuthEmailMutation, SendAcctAuthEmailMutationVariables>;
export const MagicLinkPreferredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MagicLinkPreferred"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"magicLinkPreferred"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrefersMagicLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MagicLinkPreferredQuery, MagicLinkPreferredQueryVariables>;
export const EmailAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"emailAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<EmailAvailabilityQuery, EmailAvailabilityQueryVariables>;
export const LoginUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"loginUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"referrer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referrer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirect"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MissingOAuthTokens"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IpAuthLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockoutRefusal"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordSoftLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockoutRefusal"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPermanentLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidTwoFactorAuthCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorAuthSoftLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorAuthPermanentLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockoutRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockoutError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOutUntil"}}]}}]}}]} as unknown as DocumentNode<LoginUserMutation, LoginUserMutationVariables>;
export const CreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirect"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirect"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreateAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreateAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCreationRateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const VerifyLoginCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loginCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loginCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loginCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Token"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const TwoFactorChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}}]}}]}}]} as unknown as DocumentNode<TwoFactorChallengeQuery, TwoFactorChallengeQueryVariables>;
export const SendTwoFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTwoFactorCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTwoFactorCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorCodeSendResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorCodeSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendTwoFactorCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendTwoFactorCodeMutation, SendTwoFactorCodeMutationVariables>;
export const TwoFactorLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"twoFactorVerificationCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"backupCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"twoFactorVerificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"twoFactorVerificationCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"backupCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"backupCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedIn"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MissingOAuthTokens"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IpAuthLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordSoftLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPermanentLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockoutRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockoutRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockoutError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOutUntil"}}]}}]}}]} as unknown as DocumentNode<TwoFactorLoginMutation, TwoFactorLoginMutationVariables>;
export const ViewerTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerTwoFactorQuery, ViewerTwoFactorQueryVariables>;
export const RegisterAuthyUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterAuthyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferredMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAuthyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"preferredMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferredMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthyUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authyId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredMethod"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterAuthyUserMutation, RegisterAuthyUserMutationVariables>;
export const CrupdateTwoFactorAuthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrupdateTwoFactorAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"authyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferredMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crupdateTwoFactorAuth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"authyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"preferredMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferredMethod"}}},{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorAuthEnabled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"otherSessionCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockoutRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockoutRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockoutError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOutUntil"}}]}}]}}]} as unknown as DocumentNode<CrupdateTwoFactorAuthMutation, CrupdateTwoFactorAuthMutationVariables>;
export const CrupdateTwoFactorBackupCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"crupdateTwoFactorBackupCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crupdateTwoFactorBackupCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorBackupCodes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backupCodes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CrupdateTwoFactorBackupCodesMutation, CrupdateTwoFactorBackupCodesMutationVariables>;
export const RemoveTwoFactorAuthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTwoFactorAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTwoFactorAuth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}},{"kind":"Field","name":{"kind":"Name","value":"backupCodesRemaining"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LockoutRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LockoutRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LockoutError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedOutUntil"}}]}}]}}]} as unknown as DocumentNode<RemoveTwoFactorAuthMutation, RemoveTwoFactorAuthMutationVariables>;
export const SendViewerTwoFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendViewerTwoFactorCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendViewerTwoFactorCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorCodeSendResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorCodeSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendTwoFactorCodeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"phoneLast4"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendViewerTwoFactorCodeMutation, SendViewerTwoFactorCodeMutationVariables>;
export const EndOtherSessionsAfterTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessionsAfterTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsAfterTwoFactorMutation, EndOtherSessionsAfterTwoFactorMutationVariables>;
export const VerifyEmailViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyEmailViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedEmail"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailViewerQuery, VerifyEmailViewerQueryVariables>;
export const ResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SentVerificationEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const MentionSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentionSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentionSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}}]}}]}}]} as unknown as DocumentNode<MentionSuggestionsQuery, MentionSuggestionsQueryVariables>;
export const ResolveEmbedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveEmbed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveEmbed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IframeEmbed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaResource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iframeSrc"}},{"kind":"Field","name":{"kind":"Name","value":"iframeWidth"}},{"kind":"Field","name":{"kind":"Name","value":"iframeHeight"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MixtapeEmbed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mixtapeMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveEmbedMutation, ResolveEmbedMutationVariables>;
export const PostForEditingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostForEditing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postForEditing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorPost"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostForEditingRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"latestDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"bodyJson"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostForEditingRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostForEditingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PostForEditingQuery, PostForEditingQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collectionSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subtitle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bodyJson"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collectionSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collectionSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"subtitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subtitle"}}},{"kind":"Argument","name":{"kind":"Name","value":"bodyJson"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bodyJson"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorPost"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"latestDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"bodyJson"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const SavePostDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePostDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subtitle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bodyJson"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePostDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"subtitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subtitle"}}},{"kind":"Argument","name":{"kind":"Name","value":"bodyJson"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bodyJson"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostDraftSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SavePostDraftMutation, SavePostDraftMutationVariables>;
export const PublishPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMutationRefusal"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMutationRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PublishPostMutation, PublishPostMutationVariables>;
export const ViewerPublicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerPublications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isEditor"}},{"kind":"Field","name":{"kind":"Name","value":"isWriter"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerPublicationsQuery, ViewerPublicationsQueryVariables>;
export const HomeFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestPostsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<HomeFeedQuery, HomeFeedQueryVariables>;
export const SamplePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SamplePosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samplePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<SamplePostsQuery, SamplePostsQueryVariables>;
export const PasswordViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<PasswordViewerQuery, PasswordViewerQueryVariables>;
export const CrupdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrupdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crupdatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"otherSessionCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpiredCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MalformedOAuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidPassword"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordSoftLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordPermanentLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IpAuthLockout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CrupdatePasswordMutation, CrupdatePasswordMutationVariables>;
export const EndOtherSessionsAfterPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessionsAfterPassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsAfterPasswordMutation, EndOtherSessionsAfterPasswordMutationVariables>;
export const SendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAcctAuthEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetPasswordFlow"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SendAcctAuthEmailRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SendAcctAuthEmailRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SendAcctAuthEmailResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FailedChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"latestPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isLockedPreviewOnly"}},{"kind":"Field","name":{"kind":"Name","value":"bodyModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startIndex"}},{"kind":"Field","name":{"kind":"Name","value":"textLayout"}},{"kind":"Field","name":{"kind":"Name","value":"imageLayout"}},{"kind":"Field","name":{"kind":"Name","value":"videoLayout"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"hasDropCap"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"anchorType"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"linkMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dropCapImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalWidth"}},{"kind":"Field","name":{"kind":"Name","value":"originalHeight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"iframe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaResource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iframeSrc"}},{"kind":"Field","name":{"kind":"Name","value":"iframeWidth"}},{"kind":"Field","name":{"kind":"Name","value":"iframeHeight"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mixtapeMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailImageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeBlockMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lang"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostSuspended"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"mediumMemberAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;
export const PostViewerEdgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostViewerEdge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEdge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"shareKey"}}]}}]}}]}}]} as unknown as DocumentNode<PostViewerEdgeQuery, PostViewerEdgeQueryVariables>;
export const PostSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postForEditing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"bodyJson"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostForEditingRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostForEditingRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostForEditingResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PostSettingsQuery, PostSettingsQueryVariables>;
export const UpdatePostSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePostSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePostSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostSettingsFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMutationRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"license"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayTitle"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedTagSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentX"}},{"kind":"Field","name":{"kind":"Name","value":"focusPercentY"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMutationRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdatePostSettingsMutation, UpdatePostSettingsMutationVariables>;
export const AccountTokenQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountTokenQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountToken"}}]}}]} as unknown as DocumentNode<AccountTokenQueryQuery, AccountTokenQueryQueryVariables>;
export const CreateAccountFromFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccountFromForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirect"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirect"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedIn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreateAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreateAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccountResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserCreationRateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateAccountFromFormMutation, CreateAccountFromFormMutationVariables>;
export const AccountViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedEmail"}}]}}]}}]} as unknown as DocumentNode<AccountViewerQuery, AccountViewerQueryVariables>;
export const UpdateViewerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateViewerProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateViewerProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateViewerProfileMutation, UpdateViewerProfileMutationVariables>;
export const ViewerSocialConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerSocialConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"socialConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerSocialConnectionsQuery, ViewerSocialConnectionsQueryVariables>;
export const DisconnectSocialAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectSocialAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectSocialAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DisconnectSocialAccountMutation, DisconnectSocialAccountMutationVariables>;
export const ViewerSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerSessionsQuery, ViewerSessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SettingsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsViewerQuery, SettingsViewerQueryVariables>;
export const YourStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YourStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YourStoriesFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerStoryCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"unlisted"}},{"kind":"Field","name":{"kind":"Name","value":"responses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"YourStory"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"YourStory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"mediumUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"readingTime"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"draftLabel"}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<YourStoriesQuery, YourStoriesQueryVariables>;
export const UnpublishStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostMutationRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostMutationRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BadRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conflict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnpublishStoryMutation, UnpublishStoryMutationVariables>;
export const DeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Forbidden"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;