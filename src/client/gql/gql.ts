/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n": typeof types.PostCardFragmentDoc,
    "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n": typeof types.LockoutRefusalFragmentDoc,
    "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": typeof types.SendAcctAuthEmailRefusalFragmentDoc,
    "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n": typeof types.CreateAccountRefusalFragmentDoc,
    "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": typeof types.SendAcctAuthEmailDocument,
    "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.MagicLinkPreferredDocument,
    "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n": typeof types.EmailAvailabilityDocument,
    "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n": typeof types.LoginUserDocument,
    "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n": typeof types.VerifyLoginCodeDocument,
    "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ... on NotFound {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": typeof types.TwoFactorCodeSendResultFragmentDoc,
    "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n": typeof types.TwoFactorChallengeDocument,
    "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": typeof types.SendTwoFactorCodeDocument,
    "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": typeof types.TwoFactorLoginDocument,
    "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n": typeof types.ViewerTwoFactorDocument,
    "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n": typeof types.RegisterAuthyUserDocument,
    "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": typeof types.CrupdateTwoFactorAuthDocument,
    "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.CrupdateTwoFactorBackupCodesDocument,
    "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": typeof types.RemoveTwoFactorAuthDocument,
    "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": typeof types.SendViewerTwoFactorCodeDocument,
    "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsAfterTwoFactorDocument,
    "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n": typeof types.VerifyEmailViewerDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": typeof types.MentionSuggestionsDocument,
    "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n": typeof types.ResolveEmbedDocument,
    "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n  }\n": typeof types.EditorPostFragmentDoc,
    "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": typeof types.PostForEditingDocument,
    "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.SavePostDraftDocument,
    "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": typeof types.ViewerPublicationsDocument,
    "\n  query HomeFeed($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.HomeFeedDocument,
    "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n": typeof types.SamplePostsDocument,
    "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n": typeof types.PasswordViewerDocument,
    "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on ExpiredCredentials {\n        message\n      }\n      ... on MalformedOAuthToken {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n": typeof types.CrupdatePasswordDocument,
    "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsAfterPasswordDocument,
    "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": typeof types.SendPasswordResetEmailDocument,
    "\n  query PostPage($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n      }\n      ... on NotFound {\n        message\n      }\n      ... on PostSuspended {\n        message\n      }\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PostBodyDocument,
    "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n    }\n  }\n": typeof types.PostViewerEdgeDocument,
    "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": typeof types.PostSettingsDocument,
    "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n": typeof types.UpdatePostSettingsDocument,
    "\n  query AccountTokenQuery {\n    accountToken\n  }\n": typeof types.AccountTokenQueryDocument,
    "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n": typeof types.CreateAccountFromFormDocument,
    "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n": typeof types.AccountViewerDocument,
    "\n  mutation UpdateViewerProfile($name: String!, $username: String!) {\n    updateViewerProfile(name: $name, username: $username) {\n      __typename\n      ... on Viewer {\n        id\n        name\n        username\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n": typeof types.UpdateViewerProfileDocument,
    "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n": typeof types.ViewerSocialConnectionsDocument,
    "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n": typeof types.DisconnectSocialAccountDocument,
    "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n": typeof types.ViewerSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n": typeof types.SettingsViewerDocument,
    "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": typeof types.YourStoriesDocument,
    "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n": typeof types.YourStoryFragmentDoc,
    "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n": typeof types.UnpublishStoryDocument,
    "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n": typeof types.PostSettingsFieldsFragmentDoc,
    "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on Conflict {\n      message\n    }\n  }\n": typeof types.PostMutationRefusalFragmentDoc,
    "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n  }\n": typeof types.PostForEditingRefusalFragmentDoc,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": typeof types.DeletePostDocument,
};
const documents: Documents = {
    "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n": types.PostCardFragmentDoc,
    "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n": types.LockoutRefusalFragmentDoc,
    "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n": types.SignedInFragmentDoc,
    "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": types.SendAcctAuthEmailRefusalFragmentDoc,
    "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n": types.CreateAccountRefusalFragmentDoc,
    "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": types.SendAcctAuthEmailDocument,
    "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.MagicLinkPreferredDocument,
    "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n": types.EmailAvailabilityDocument,
    "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n": types.LoginUserDocument,
    "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n": types.VerifyLoginCodeDocument,
    "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ... on NotFound {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n": types.TwoFactorCodeSendResultFragmentDoc,
    "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n": types.TwoFactorChallengeDocument,
    "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": types.SendTwoFactorCodeDocument,
    "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": types.TwoFactorLoginDocument,
    "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n": types.ViewerTwoFactorDocument,
    "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n": types.RegisterAuthyUserDocument,
    "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": types.CrupdateTwoFactorAuthDocument,
    "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.CrupdateTwoFactorBackupCodesDocument,
    "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n": types.RemoveTwoFactorAuthDocument,
    "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n": types.SendViewerTwoFactorCodeDocument,
    "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n": types.EndOtherSessionsAfterTwoFactorDocument,
    "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n": types.VerifyEmailViewerDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n": types.MentionSuggestionsDocument,
    "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n": types.ResolveEmbedDocument,
    "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n  }\n": types.EditorPostFragmentDoc,
    "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": types.PostForEditingDocument,
    "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.SavePostDraftDocument,
    "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n": types.PublishPostDocument,
    "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n": types.ViewerPublicationsDocument,
    "\n  query HomeFeed($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.HomeFeedDocument,
    "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n": types.SamplePostsDocument,
    "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n": types.PasswordViewerDocument,
    "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on ExpiredCredentials {\n        message\n      }\n      ... on MalformedOAuthToken {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n": types.CrupdatePasswordDocument,
    "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n": types.EndOtherSessionsAfterPasswordDocument,
    "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n": types.SendPasswordResetEmailDocument,
    "\n  query PostPage($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n      }\n      ... on NotFound {\n        message\n      }\n      ... on PostSuspended {\n        message\n      }\n    }\n  }\n": types.PostPageDocument,
    "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PostBodyDocument,
    "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n    }\n  }\n": types.PostViewerEdgeDocument,
    "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n": types.PostSettingsDocument,
    "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n": types.UpdatePostSettingsDocument,
    "\n  query AccountTokenQuery {\n    accountToken\n  }\n": types.AccountTokenQueryDocument,
    "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n": types.CreateAccountFromFormDocument,
    "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n": types.AccountViewerDocument,
    "\n  mutation UpdateViewerProfile($name: String!, $username: String!) {\n    updateViewerProfile(name: $name, username: $username) {\n      __typename\n      ... on Viewer {\n        id\n        name\n        username\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n": types.UpdateViewerProfileDocument,
    "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n": types.ViewerSocialConnectionsDocument,
    "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n": types.DisconnectSocialAccountDocument,
    "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n": types.ViewerSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n": types.SettingsViewerDocument,
    "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n": types.YourStoriesDocument,
    "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n": types.YourStoryFragmentDoc,
    "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n": types.UnpublishStoryDocument,
    "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n": types.PostSettingsFieldsFragmentDoc,
    "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on Conflict {\n      message\n    }\n  }\n": types.PostMutationRefusalFragmentDoc,
    "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n  }\n": types.PostForEditingRefusalFragmentDoc,
    "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n": types.DeletePostDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    uniqueSlug\n    isLocked\n    readingTime\n    firstPublishedAt\n    updatedAt\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n    creator {\n      id\n      name\n      username\n      imageId\n      mediumMemberAt\n    }\n    collection {\n      id\n      name\n      slug\n      domain\n    }\n  }\n"): typeof import('./graphql').PostCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LockoutRefusal on LockoutError {\n    message\n    lockoutInfo {\n      failCount\n      lockedOutUntil\n    }\n  }\n"): typeof import('./graphql').LockoutRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedIn on AuthInfo {\n    uid\n    redirect\n  }\n"): typeof import('./graphql').SignedInFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SendAcctAuthEmailRefusal on SendAcctAuthEmailResult {\n    ... on BadRequest {\n      message\n    }\n    ... on FailedChallenge {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n"): typeof import('./graphql').SendAcctAuthEmailRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreateAccountRefusal on CreateAccountResult {\n    ... on Forbidden {\n      message\n    }\n    ... on AlreadyExists {\n      message\n    }\n    ... on UserCreationRateLimited {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n  }\n"): typeof import('./graphql').CreateAccountRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAcctAuthEmail($email: String!, $redirect: String, $operation: String, $onMobileWeb: Boolean, $resetPasswordFlow: Boolean) {\n    sendAcctAuthEmail(email: $email, redirect: $redirect, operation: $operation, onMobileWeb: $onMobileWeb, resetPasswordFlow: $resetPasswordFlow) {\n      __typename\n      ... on SusiMethod {\n        value\n      }\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n"): typeof import('./graphql').SendAcctAuthEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagicLinkPreferred($email: String!) {\n    magicLinkPreferred(email: $email) {\n      __typename\n      ... on PrefersMagicLink {\n        result\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').MagicLinkPreferredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query emailAvailability($email: String!) {\n    emailAvailability(email: $email)\n  }\n"): typeof import('./graphql').EmailAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation loginUser($email: String!, $password: String!, $operation: String, $referrer: String) {\n    loginUser(email: $email, password: $password, operation: $operation, referrer: $referrer) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ... on AuthToken {\n        token\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        ...LockoutRefusal\n      }\n      ... on PasswordSoftLockout {\n        ...LockoutRefusal\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on InvalidTwoFactorAuthCode {\n        message\n      }\n      ... on TwoFactorAuthSoftLockout {\n        message\n      }\n      ... on TwoFactorAuthPermanentLockout {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').LoginUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createAccount($email: String!, $name: String!, $password: String!, $redirect: String) {\n    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {\n      __typename\n      ... on AuthInfo {\n        redirect\n      }\n      ...CreateAccountRefusal\n    }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLoginCode($loginCode: String!) {\n    verifyLoginCode(loginCode: $loginCode) {\n      __typename\n      ... on Token {\n        value\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyLoginCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TwoFactorCodeSendResult on SendTwoFactorCodeResult {\n    __typename\n    ... on TwoFactorCodeSent {\n      method\n      phoneLast4\n    }\n    ... on NotFound {\n      message\n    }\n    ... on BadRequest {\n      message\n    }\n    ... on TooManyRequests {\n      message\n    }\n  }\n"): typeof import('./graphql').TwoFactorCodeSendResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorChallenge($token: String!) {\n    twoFactorChallenge(token: $token) {\n      method\n      phoneLast4\n    }\n  }\n"): typeof import('./graphql').TwoFactorChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTwoFactorCode($token: String!, $method: TwoFactorMethod) {\n    sendTwoFactorCode(token: $token, method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n"): typeof import('./graphql').SendTwoFactorCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorLogin($token: String!, $twoFactorVerificationCode: String, $backupCode: String) {\n    loginUser(token: $token, twoFactorVerificationCode: $twoFactorVerificationCode, backupCode: $backupCode) {\n      __typename\n      ...SignedIn\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n      ... on MissingOAuthTokens {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').TwoFactorLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerTwoFactor {\n    viewer {\n      id\n      twoFactor {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAuthyUser($countryCode: String, $phoneNumber: String, $preferredMethod: TwoFactorMethod!) {\n    registerAuthyUser(countryCode: $countryCode, phoneNumber: $phoneNumber, preferredMethod: $preferredMethod) {\n      __typename\n      ... on AuthyUser {\n        authyId\n        preferredMethod\n        otpauthUri\n        qrCodeSvg\n        phoneLast4\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterAuthyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {\n    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorAuthEnabled {\n        success\n        method\n        otherSessionCount\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation crupdateTwoFactorBackupCodes($userId: ID) {\n    crupdateTwoFactorBackupCodes(userId: $userId) {\n      __typename\n      ... on TwoFactorBackupCodes {\n        backupCodes\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CrupdateTwoFactorBackupCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTwoFactorAuth($verificationCode: String!) {\n    removeTwoFactorAuth(verificationCode: $verificationCode) {\n      __typename\n      ... on TwoFactorStatus {\n        enabled\n        method\n        phoneLast4\n        backupCodesRemaining\n      }\n      ... on BadRequest {\n        message\n      }\n      ...LockoutRefusal\n    }\n  }\n"): typeof import('./graphql').RemoveTwoFactorAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendViewerTwoFactorCode($method: TwoFactorMethod) {\n    sendViewerTwoFactorCode(method: $method) {\n      ...TwoFactorCodeSendResult\n    }\n  }\n"): typeof import('./graphql').SendViewerTwoFactorCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessionsAfterTwoFactor {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsAfterTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyEmailViewer {\n    viewer {\n      id\n      unverifiedEmail\n    }\n  }\n"): typeof import('./graphql').VerifyEmailViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      __typename\n      ... on SentVerificationEmail {\n        email\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on TooManyRequests {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionSuggestions($query: String!, $limit: Int) {\n    mentionSuggestions(query: $query, limit: $limit) {\n      id\n      name\n      username\n      imageId\n      mediumUrl\n    }\n  }\n"): typeof import('./graphql').MentionSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveEmbed($url: String!) {\n    resolveEmbed(url: $url) {\n      __typename\n      ... on IframeEmbed {\n        mediaResource {\n          id\n          iframeSrc\n          iframeWidth\n          iframeHeight\n          title\n        }\n      }\n      ... on MixtapeEmbed {\n        mixtapeMetadata {\n          href\n          thumbnailImageId\n          title\n          description\n        }\n      }\n      ... on BadRequest {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ResolveEmbedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorPost on Post {\n    id\n    title\n    subtitle\n    isPublished\n    mediumUrl\n    draftLabel\n    latestVersion\n    ...PostSettingsFields\n    latestDraft {\n      version\n      title\n      subtitle\n      bodyJson\n      savedAt\n    }\n    collection {\n      id\n      name\n    }\n    pendingCollection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').EditorPostFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostForEditing($id: ID!) {\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ...PostForEditingRefusal\n    }\n  }\n"): typeof import('./graphql').PostForEditingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($collectionSlug: String, $title: String, $subtitle: String, $bodyJson: String) {\n    createPost(collectionSlug: $collectionSlug, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on Post {\n        ...EditorPost\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePostDraft($postId: ID!, $baseVersion: Int!, $title: String!, $subtitle: String!, $bodyJson: String!) {\n    savePostDraft(postId: $postId, baseVersion: $baseVersion, title: $title, subtitle: $subtitle, bodyJson: $bodyJson) {\n      __typename\n      ... on PostDraftSaved {\n        version\n        savedAt\n        post {\n          id\n          draftLabel\n          latestVersion\n        }\n      }\n      ... on Conflict {\n        message\n        latestVersion\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SavePostDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($postId: ID!, $input: PublishPostInput!) {\n    publishPost(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        id\n        mediumUrl\n        isPublished\n        draftLabel\n        latestVersion\n        visibility\n      }\n      ...PostMutationRefusal\n      ... on Conflict {\n        latestVersion\n      }\n    }\n  }\n"): typeof import('./graphql').PublishPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerPublications {\n    viewerPublications {\n      id\n      name\n      slug\n      viewerEdge {\n        id\n        isEditor\n        isWriter\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerPublicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFeed($paging: PagingOptions) {\n    latestPostsConnection(paging: $paging) {\n      posts {\n        ...PostCard\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomeFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SamplePosts {\n    samplePosts(limit: 3) {\n      ...PostCard\n    }\n  }\n"): typeof import('./graphql').SamplePostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordViewer {\n    viewer {\n      id\n      email\n      hasPassword\n    }\n  }\n"): typeof import('./graphql').PasswordViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {\n    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {\n      __typename\n      ... on PasswordUpdated {\n        success\n        redirect\n        otherSessionCount\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on ExpiredCredentials {\n        message\n      }\n      ... on MalformedOAuthToken {\n        message\n      }\n      ... on InvalidPassword {\n        message\n      }\n      ... on PasswordSoftLockout {\n        message\n      }\n      ... on PasswordPermanentLockout {\n        message\n      }\n      ... on IpAuthLockout {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CrupdatePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessionsAfterPassword {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsAfterPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetEmail($email: String!) {\n    sendAcctAuthEmail(email: $email, resetPasswordFlow: true) {\n      __typename\n      ...SendAcctAuthEmailRefusal\n    }\n  }\n"): typeof import('./graphql').SendPasswordResetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        ...PostCard\n        uniqueSlug\n        visibility\n        isPublished\n        latestPublishedAt\n        license\n        canonicalUrl\n        creator {\n          id\n          bio\n          mediumUrl\n        }\n        collection {\n          id\n          mediumUrl\n        }\n        tags {\n          id\n          displayTitle\n          normalizedTagSlug\n        }\n        content {\n          isLockedPreviewOnly\n        }\n      }\n      ... on NotFound {\n        message\n      }\n      ... on PostSuspended {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').PostPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostBody($id: ID!, $shareKey: String) {\n    postResult(id: $id, shareKey: $shareKey) {\n      __typename\n      ... on Post {\n        id\n        content {\n          bodyModel {\n            sections {\n              name\n              startIndex\n              textLayout\n              imageLayout\n              videoLayout\n              backgroundImage {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n            }\n            paragraphs {\n              id\n              name\n              type\n              text\n              layout\n              href\n              hasDropCap\n              markups {\n                type\n                start\n                end\n                href\n                anchorType\n                userId\n                linkMetadata {\n                  httpStatus\n                }\n              }\n              metadata {\n                id\n                originalWidth\n                originalHeight\n                focusPercentX\n                focusPercentY\n                alt\n              }\n              dropCapImage {\n                id\n                originalWidth\n                originalHeight\n              }\n              iframe {\n                mediaResource {\n                  id\n                  iframeSrc\n                  iframeWidth\n                  iframeHeight\n                  title\n                }\n              }\n              mixtapeMetadata {\n                href\n                thumbnailImageId\n                title\n                description\n              }\n              codeBlockMetadata {\n                lang\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PostBodyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostViewerEdge($id: ID!) {\n    post(id: $id) {\n      id\n      viewerEdge {\n        canEdit\n        shareKey\n      }\n    }\n  }\n"): typeof import('./graphql').PostViewerEdgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostSettings($id: ID!) {\n    viewer {\n      id\n    }\n    postForEditing(id: $id) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n        title\n        mediumUrl\n        isPublished\n        creator {\n          id\n        }\n        latestDraft {\n          version\n          bodyJson\n        }\n      }\n      ...PostForEditingRefusal\n    }\n  }\n"): typeof import('./graphql').PostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePostSettings($postId: ID!, $input: PostSettingsInput!) {\n    updatePostSettings(postId: $postId, input: $input) {\n      __typename\n      ... on Post {\n        ...PostSettingsFields\n      }\n      ...PostMutationRefusal\n    }\n  }\n"): typeof import('./graphql').UpdatePostSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTokenQuery {\n    accountToken\n  }\n"): typeof import('./graphql').AccountTokenQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccountFromForm($accessToken: String!, $name: String!, $username: String, $redirect: String) {\n    createAccount(accessToken: $accessToken, name: $name, username: $username, redirect: $redirect) {\n      __typename\n      ...SignedIn\n      ...CreateAccountRefusal\n    }\n  }\n"): typeof import('./graphql').CreateAccountFromFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountViewer {\n    viewer {\n      id\n      name\n      username\n      email\n      unverifiedEmail\n    }\n  }\n"): typeof import('./graphql').AccountViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateViewerProfile($name: String!, $username: String!) {\n    updateViewerProfile(name: $name, username: $username) {\n      __typename\n      ... on Viewer {\n        id\n        name\n        username\n      }\n      ... on BadRequest {\n        message\n      }\n      ... on Forbidden {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateViewerProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSocialConnections {\n    viewer {\n      id\n      socialConnections {\n        provider\n        email\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerSocialConnectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectSocialAccount($provider: String!) {\n    disconnectSocialAccount(provider: $provider) {\n      provider\n      email\n      createdAt\n    }\n  }\n"): typeof import('./graphql').DisconnectSocialAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerSessions {\n    viewer {\n      id\n      sessions {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        lastSeenAt\n        isCurrent\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): typeof import('./graphql').EndSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): typeof import('./graphql').EndOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsViewer {\n    viewer {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SettingsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourStories($filter: YourStoriesFilter!, $paging: PagingOptions) {\n    viewerStoryCounts {\n      drafts\n      public\n      unlisted\n      responses\n    }\n    viewerStories(filter: $filter, paging: $paging) {\n      posts {\n        ...YourStory\n      }\n      pagingInfo {\n        next {\n          limit\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').YourStoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YourStory on Post {\n    id\n    title\n    subtitle\n    mediumUrl\n    isPublished\n    visibility\n    readingTime\n    updatedAt\n    latestPublishedAt\n    draftLabel\n    collection {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').YourStoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishStory($postId: ID!) {\n    unpublishPost(postId: $postId) {\n      __typename\n      ... on Post {\n        id\n        isPublished\n      }\n      ...PostMutationRefusal\n    }\n  }\n"): typeof import('./graphql').UnpublishStoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostSettingsFields on Post {\n    id\n    visibility\n    license\n    canonicalUrl\n    tags {\n      id\n      displayTitle\n      normalizedTagSlug\n    }\n    previewImage {\n      id\n      focusPercentX\n      focusPercentY\n    }\n  }\n"): typeof import('./graphql').PostSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostMutationRefusal on PostMutationResult {\n    ... on BadRequest {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n    ... on NotFound {\n      message\n    }\n    ... on Conflict {\n      message\n    }\n  }\n"): typeof import('./graphql').PostMutationRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostForEditingRefusal on PostForEditingResult {\n    ... on NotFound {\n      message\n    }\n    ... on Forbidden {\n      message\n    }\n  }\n"): typeof import('./graphql').PostForEditingRefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($postId: ID!) {\n    deletePost(postId: $postId) {\n      __typename\n      ... on PostDeleted {\n        id\n      }\n      ... on Forbidden {\n        message\n      }\n      ... on NotFound {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').DeletePostDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
