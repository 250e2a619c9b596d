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
  followerCount: Scalars['Int']['output'];
  /** Followers of the publication, newest first. */
  followersConnection: UserConnection;
  id: Scalars['ID']['output'];
  isAuroraEligible: Scalars['Boolean']['output'];
  isAuroraVisible: Scalars['Boolean']['output'];
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  viewerEdge: CollectionViewerEdge;
};


export type CollectionFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  collections: Array<Collection>;
  pagingInfo: PagingInfo;
};

export type CollectionViewerEdge = {
  __typename?: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  isEditor: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
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

export type FollowCollectionResult = BadRequest | Collection | Forbidden | NotFound;

export type FollowUserResult = BadRequest | Forbidden | NotFound | User;

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
  /** userId must be the signed-in reader's id. Blocking also ends follows both ways. */
  blockUser: FollowUserResult;
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
  followCollection: FollowCollectionResult;
  /** Refused for yourself ('You cannot follow yourself on Quire') and when the person has blocked you. */
  followUser: FollowUserResult;
  loginUser: LoginResult;
  /** Not for a publication you edit. */
  muteCollection: FollowCollectionResult;
  /** Muted people's stories leave the muter's home, tag, topic and search results. Not for yourself. */
  muteUser: FollowUserResult;
  /** Always true; a cheap call clients use to check a session can write. */
  ping: Scalars['Boolean']['output'];
  publishPost: PostMutationResult;
  registerAuthyUser: RegisterAuthyUserResult;
  /** Turns two-factor off; needs a current code (or a backup code). */
  removeTwoFactorAuth: RemoveTwoFactorAuthResult;
  reportAndMaybeBlockUser: FollowUserResult;
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
  unblockUser: FollowUserResult;
  unfollowCollection: FollowCollectionResult;
  unfollowUser: FollowUserResult;
  unmuteCollection: FollowCollectionResult;
  unmuteUser: FollowUserResult;
  unpublishPost: PostMutationResult;
  updatePostSettings: PostMutationResult;
  /** Changes the viewer's name and username (3–30 of a–z, 0–9 and _, unique ignoring case). */
  updateViewerProfile: UpdateViewerProfileResult;
  verifyLoginCode: VerifyLoginCodeResult;
};


export type MutationBlockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
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


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
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


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
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


export type MutationReportAndMaybeBlockUserArgs = {
  alsoBlockUser: Scalars['Boolean']['input'];
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
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


export type MutationUnblockUserArgs = {
  targetUserId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
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

export type MutedEntityTab =
  | 'PUBLICATIONS'
  | 'USERS';

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
  /** People the signed-in reader has blocked. */
  viewerBlockedUsers: UserConnection;
  viewerMutedCollections: CollectionConnection;
  /** People the signed-in reader has muted (for /me/settings/mute/{activeTab}). */
  viewerMutedUsers: UserConnection;
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


export type QueryViewerBlockedUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerMutedCollectionsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryViewerMutedUsersArgs = {
  paging?: InputMaybe<PagingOptions>;
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
  /** People who follow this person, newest first. */
  followersConnection: UserConnection;
  /** Publications this person follows, newest first. */
  followingCollectionsConnection: CollectionConnection;
  /** People this person follows, newest first. */
  followingConnection: UserConnection;
  hasSubdomain: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  isAuroraVisible: Scalars['Boolean']['output'];
  isPartnerProgramEnrolled: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['Long']['output']>;
  mediumUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  socialStats: SocialStats;
  userPostCounts: UserPostCounts;
  username?: Maybe<Scalars['String']['output']>;
  viewerEdge: UserViewerEdge;
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

export type UserResult = AccountSuspended | NotFound | User;

/** How the signed-in reader stands towards a person (all false when signed out). */
export type UserViewerEdge = {
  __typename?: 'UserViewerEdge';
  /** When the person joined (the hover card's 'Joined Quire {month year}'). */
  createdAt: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  /** This person has blocked the reader. */
  isBlockedBy: Scalars['Boolean']['output'];
  isBlocking: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** When the person last published a story, or null. */
  lastPostCreatedAt?: Maybe<Scalars['Long']['output']>;
};

export type VerifyLoginCodeResult = BadRequest | NotFound | Token | TooManyRequests;

export type Viewer = {
  __typename?: 'Viewer';
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

export type PostCardFragment = { __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null };

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

export type VerifyEmailViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyEmailViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, unverifiedEmail?: string | null } | null };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { __typename: 'Mutation', resendVerificationEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'SentVerificationEmail', email: string }
    | { __typename: 'TooManyRequests', message: string }
   };

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

export type EditorPostFragment = { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

export type PostForEditingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostForEditingQuery = { __typename: 'Query', postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
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
    | { __typename: 'Post', id: string, title: string, subtitle: string, isPublished: boolean, mediumUrl: string, draftLabel?: string | null, latestVersion: number, visibility: PostVisibility, license: string, canonicalUrl?: string | null, latestDraft?: { __typename: 'PostDraftContent', version: number, title: string, subtitle: string, bodyJson: string, savedAt: number } | null, collection?: { __typename: 'Collection', id: string, name: string } | null, pendingCollection?: { __typename: 'Collection', id: string, name: string } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
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

export type HomeFeedQueryVariables = Exact<{
  paging?: InputMaybe<PagingOptions>;
}>;


export type HomeFeedQuery = { __typename: 'Query', latestPostsConnection: { __typename: 'PostConnection', posts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }>, pagingInfo: { __typename: 'PagingInfo', next?: { __typename: 'PageParams', limit?: number | null, to?: string | null } | null } } };

export type SamplePostsQueryVariables = Exact<{ [key: string]: never; }>;


export type SamplePostsQuery = { __typename: 'Query', samplePosts: Array<{ __typename: 'Post', id: string, title: string, subtitle: string, mediumUrl: string, uniqueSlug: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null, creator: { __typename: 'User', id: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, name: string, slug: string, domain?: string | null } | null }> };

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


export type PostPageQuery = { __typename: 'Query', postResult:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', uniqueSlug: string, visibility: PostVisibility, isPublished: boolean, latestPublishedAt?: number | null, license: string, canonicalUrl?: string | null, id: string, title: string, subtitle: string, mediumUrl: string, isLocked: boolean, readingTime: number, firstPublishedAt?: number | null, updatedAt: number, creator: { __typename: 'User', id: string, bio: string, mediumUrl: string, name: string, username?: string | null, imageId?: string | null, mediumMemberAt?: number | null }, collection?: { __typename: 'Collection', id: string, mediumUrl: string, name: string, slug: string, domain?: string | null } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, content?: { __typename: 'PostContent', isLockedPreviewOnly: boolean } | null, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
    | { __typename: 'PostSuspended', message: string }
   };

export type PostBodyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  shareKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostBodyQuery = { __typename: 'Query', postResult:
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, content?: { __typename: 'PostContent', bodyModel: { __typename: 'RichText', sections: Array<{ __typename: 'Section', name: string, startIndex: number, textLayout?: string | null, imageLayout?: string | null, videoLayout?: string | null, backgroundImage?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null }>, paragraphs: Array<{ __typename: 'Paragraph', id: string, name: string, type: string, text: string, layout?: string | null, href?: string | null, hasDropCap?: boolean | null, markups: Array<{ __typename: 'Markup', type: string, start: number, end: number, href?: string | null, anchorType?: string | null, userId?: string | null, linkMetadata?: { __typename: 'LinkMetadata', httpStatus?: number | null } | null }>, metadata?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null, focusPercentX?: number | null, focusPercentY?: number | null, alt?: string | null } | null, dropCapImage?: { __typename: 'ImageMetadata', id: string, originalWidth?: number | null, originalHeight?: number | null } | null, iframe?: { __typename: 'Iframe', mediaResource: { __typename: 'MediaResource', id: string, iframeSrc: string, iframeWidth: number, iframeHeight: number, title?: string | null } } | null, mixtapeMetadata?: { __typename: 'MixtapeMetadata', href: string, thumbnailImageId?: string | null, title?: string | null, description?: string | null } | null, codeBlockMetadata?: { __typename: 'CodeBlockMetadata', lang?: string | null } | null }> } } | null }
    | { __typename: 'PostSuspended' }
   };

export type PostViewerEdgeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostViewerEdgeQuery = { __typename: 'Query', post?: { __typename: 'Post', id: string, viewerEdge: { __typename: 'PostViewerEdge', canEdit: boolean, shareKey?: string | null } } | null };

export type PostSettingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PostSettingsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string } | null, postForEditing:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', title: string, mediumUrl: string, isPublished: boolean, id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, creator: { __typename: 'User', id: string }, latestDraft?: { __typename: 'PostDraftContent', version: number, bodyJson: string } | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
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
    | { __typename: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null }
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

export type AccountViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountViewerQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, name: string, username?: string | null, email?: string | null, unverifiedEmail?: string | null } | null };

export type UpdateViewerProfileMutationVariables = Exact<{
  name: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type UpdateViewerProfileMutation = { __typename: 'Mutation', updateViewerProfile:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'Viewer', id: string, name: string, username?: string | null }
   };

export type ViewerSocialConnectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSocialConnectionsQuery = { __typename: 'Query', viewer?: { __typename: 'Viewer', id: string, socialConnections: Array<{ __typename: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> } | null };

export type DisconnectSocialAccountMutationVariables = Exact<{
  provider: Scalars['String']['input'];
}>;


export type DisconnectSocialAccountMutation = { __typename: 'Mutation', disconnectSocialAccount: Array<{ __typename: 'SocialConnection', provider: string, email?: string | null, createdAt: number }> };

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

export type PostSettingsFieldsFragment = { __typename: 'Post', id: string, visibility: PostVisibility, license: string, canonicalUrl?: string | null, tags: Array<{ __typename: 'Tag', id: string, displayTitle: string, normalizedTagSlug: string }>, previewImage?: { __typename: 'ImageMetadata', id: string, focusPercentX?: number | null, focusPercentY?: number | null } | null };

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

type PostForEditingRefusal_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type PostForEditingRefusal_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PostForEditingRefusal_Post_Fragment = { __typename: 'Post' };

export type PostForEditingRefusalFragment =
  | PostForEditingRefusal_Forbidden_Fragment
  | PostForEditingRefusal_NotFound_Fragment
  | PostForEditingRefusal_Post_Fragment
;

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
export const TwoFactorCodeSendResultFragmentDoc = new TypedDocumentString(`
    fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {
  __typename
  ... on TwoFactorCodeSent {
    __typename
    method
    phoneLast4
  }
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
    `, {"fragmentName":"TwoFactorCodeSendResult"}) as unknown as TypedDocumentString<TwoFactorCodeSendResultFragment, unknown>;
export const PostSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}
    fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}`) as unknown as TypedDocumentString<SendAcctAuthEmailMutation, SendAcctAuthEmailMutationVariables>;
export const MagicLinkPreferredDocument = new TypedDocumentString(`
    query MagicLinkPreferred($email: String!) {
  __typename
  magicLinkPreferred(email: $email) {
    __typename
    ... on PrefersMagicLink {
      __typename
      result
    }
    ... on NotFound {
      __typename
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MagicLinkPreferredQuery, MagicLinkPreferredQueryVariables>;
export const EmailAvailabilityDocument = new TypedDocumentString(`
    query emailAvailability($email: String!) {
  __typename
  emailAvailability(email: $email)
}
    `) as unknown as TypedDocumentString<EmailAvailabilityQuery, EmailAvailabilityQueryVariables>;
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
    ... on NotFound {
      __typename
      message
    }
    ... on BadRequest {
      __typename
      message
    }
    ... on MissingOAuthTokens {
      __typename
      message
    }
    ... on TooManyRequests {
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
}`) as unknown as TypedDocumentString<LoginUserMutation, LoginUserMutationVariables>;
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
}`) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const VerifyLoginCodeDocument = new TypedDocumentString(`
    mutation VerifyLoginCode($loginCode: String!) {
  __typename
  verifyLoginCode(loginCode: $loginCode) {
    __typename
    ... on Token {
      __typename
      value
    }
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
}
    `) as unknown as TypedDocumentString<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const TwoFactorChallengeDocument = new TypedDocumentString(`
    query TwoFactorChallenge($token: String!) {
  __typename
  twoFactorChallenge(token: $token) {
    __typename
    method
    phoneLast4
  }
}
    `) as unknown as TypedDocumentString<TwoFactorChallengeQuery, TwoFactorChallengeQueryVariables>;
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
}`) as unknown as TypedDocumentString<SendTwoFactorCodeMutation, SendTwoFactorCodeMutationVariables>;
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
}`) as unknown as TypedDocumentString<TwoFactorLoginMutation, TwoFactorLoginMutationVariables>;
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
    `) as unknown as TypedDocumentString<ViewerTwoFactorQuery, ViewerTwoFactorQueryVariables>;
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
    ... on BadRequest {
      __typename
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterAuthyUserMutation, RegisterAuthyUserMutationVariables>;
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
    ... on BadRequest {
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
}`) as unknown as TypedDocumentString<CrupdateTwoFactorAuthMutation, CrupdateTwoFactorAuthMutationVariables>;
export const CrupdateTwoFactorBackupCodesDocument = new TypedDocumentString(`
    mutation crupdateTwoFactorBackupCodes($userId: ID) {
  __typename
  crupdateTwoFactorBackupCodes(userId: $userId) {
    __typename
    ... on TwoFactorBackupCodes {
      __typename
      backupCodes
    }
    ... on NotFound {
      __typename
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CrupdateTwoFactorBackupCodesMutation, CrupdateTwoFactorBackupCodesMutationVariables>;
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
    ... on BadRequest {
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
}`) as unknown as TypedDocumentString<RemoveTwoFactorAuthMutation, RemoveTwoFactorAuthMutationVariables>;
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
}`) as unknown as TypedDocumentString<SendViewerTwoFactorCodeMutation, SendViewerTwoFactorCodeMutationVariables>;
export const EndOtherSessionsAfterTwoFactorDocument = new TypedDocumentString(`
    mutation EndOtherSessionsAfterTwoFactor {
  __typename
  endOtherSessions
}
    `) as unknown as TypedDocumentString<EndOtherSessionsAfterTwoFactorMutation, EndOtherSessionsAfterTwoFactorMutationVariables>;
export const VerifyEmailViewerDocument = new TypedDocumentString(`
    query VerifyEmailViewer {
  __typename
  viewer {
    __typename
    id
    unverifiedEmail
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailViewerQuery, VerifyEmailViewerQueryVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    mutation ResendVerificationEmail {
  __typename
  resendVerificationEmail {
    __typename
    ... on SentVerificationEmail {
      __typename
      email
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
}
    `) as unknown as TypedDocumentString<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
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
    `) as unknown as TypedDocumentString<MentionSuggestionsQuery, MentionSuggestionsQueryVariables>;
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
    ... on BadRequest {
      __typename
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveEmbedMutation, ResolveEmbedMutationVariables>;
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
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}`) as unknown as TypedDocumentString<PostForEditingQuery, PostForEditingQueryVariables>;
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
    ... on BadRequest {
      __typename
      message
    }
    ... on Forbidden {
      __typename
      message
    }
  }
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
}
fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}`) as unknown as TypedDocumentString<CreatePostMutation, CreatePostMutationVariables>;
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
}
    `) as unknown as TypedDocumentString<SavePostDraftMutation, SavePostDraftMutationVariables>;
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
}`) as unknown as TypedDocumentString<PublishPostMutation, PublishPostMutationVariables>;
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
    `) as unknown as TypedDocumentString<ViewerPublicationsQuery, ViewerPublicationsQueryVariables>;
export const HomeFeedDocument = new TypedDocumentString(`
    query HomeFeed($paging: PagingOptions) {
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
}`) as unknown as TypedDocumentString<HomeFeedQuery, HomeFeedQueryVariables>;
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
}`) as unknown as TypedDocumentString<SamplePostsQuery, SamplePostsQueryVariables>;
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
    `) as unknown as TypedDocumentString<PasswordViewerQuery, PasswordViewerQueryVariables>;
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
    `) as unknown as TypedDocumentString<CrupdatePasswordMutation, CrupdatePasswordMutationVariables>;
export const EndOtherSessionsAfterPasswordDocument = new TypedDocumentString(`
    mutation EndOtherSessionsAfterPassword {
  __typename
  endOtherSessions
}
    `) as unknown as TypedDocumentString<EndOtherSessionsAfterPasswordMutation, EndOtherSessionsAfterPasswordMutationVariables>;
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
}`) as unknown as TypedDocumentString<SendPasswordResetEmailMutation, SendPasswordResetEmailMutationVariables>;
export const PostPageDocument = new TypedDocumentString(`
    query PostPage($id: ID!, $shareKey: String) {
  __typename
  postResult(id: $id, shareKey: $shareKey) {
    __typename
    ... on Post {
      __typename
      ...PostCard
      uniqueSlug
      visibility
      isPublished
      latestPublishedAt
      license
      canonicalUrl
      creator {
        __typename
        id
        bio
        mediumUrl
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
    }
    ... on NotFound {
      __typename
      message
    }
    ... on PostSuspended {
      __typename
      message
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
}`) as unknown as TypedDocumentString<PostPageQuery, PostPageQueryVariables>;
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
    `) as unknown as TypedDocumentString<PostBodyQuery, PostBodyQueryVariables>;
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
  }
}
    `) as unknown as TypedDocumentString<PostViewerEdgeQuery, PostViewerEdgeQueryVariables>;
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
    fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}`) as unknown as TypedDocumentString<PostSettingsQuery, PostSettingsQueryVariables>;
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
    fragment PostSettingsFields on Post {
  __typename
  id
  visibility
  license
  canonicalUrl
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
}`) as unknown as TypedDocumentString<UpdatePostSettingsMutation, UpdatePostSettingsMutationVariables>;
export const AccountTokenQueryDocument = new TypedDocumentString(`
    query AccountTokenQuery {
  __typename
  accountToken
}
    `) as unknown as TypedDocumentString<AccountTokenQueryQuery, AccountTokenQueryQueryVariables>;
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
}`) as unknown as TypedDocumentString<CreateAccountFromFormMutation, CreateAccountFromFormMutationVariables>;
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
    `) as unknown as TypedDocumentString<AccountViewerQuery, AccountViewerQueryVariables>;
export const UpdateViewerProfileDocument = new TypedDocumentString(`
    mutation UpdateViewerProfile($name: String!, $username: String!) {
  __typename
  updateViewerProfile(name: $name, username: $username) {
    __typename
    ... on Viewer {
      __typename
      id
      name
      username
    }
    ... on BadRequest {
      __typename
      message
    }
    ... on Forbidden {
      __typename
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateViewerProfileMutation, UpdateViewerProfileMutationVariables>;
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
    `) as unknown as TypedDocumentString<ViewerSocialConnectionsQuery, ViewerSocialConnectionsQueryVariables>;
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
    `) as unknown as TypedDocumentString<DisconnectSocialAccountMutation, DisconnectSocialAccountMutationVariables>;
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
    `) as unknown as TypedDocumentString<ViewerSessionsQuery, ViewerSessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  __typename
  endSession(id: $id)
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  __typename
  endOtherSessions
}
    `) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const SettingsViewerDocument = new TypedDocumentString(`
    query SettingsViewer {
  __typename
  viewer {
    __typename
    id
    name
  }
}
    `) as unknown as TypedDocumentString<SettingsViewerQuery, SettingsViewerQueryVariables>;
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
}`) as unknown as TypedDocumentString<YourStoriesQuery, YourStoriesQueryVariables>;
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
}`) as unknown as TypedDocumentString<UnpublishStoryMutation, UnpublishStoryMutationVariables>;
export const DeletePostDocument = new TypedDocumentString(`
    mutation DeletePost($postId: ID!) {
  __typename
  deletePost(postId: $postId) {
    __typename
    ... on PostDeleted {
      __typename
      id
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
}
    `) as unknown as TypedDocumentString<DeletePostMutation, DeletePostMutationVariables>;