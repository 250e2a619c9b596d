import { graphql } from '../gql';

/**
 * The refusals each result union can answer with, one fragment per union: every operation spreads its
 * union's fragment (`...FollowUserRefusal`) instead of listing `... on Forbidden { message }` and the rest
 * again. Each selects the `message` of every refusal member of its union, so a reader shows the server's
 * words whatever the refusal. (Sign-in's own are in components/SignIn/fragments.ts.)
 */

export const CatalogDiscussionRefusalFragment = graphql(`
  fragment CatalogDiscussionRefusal on CatalogDiscussionResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const CatalogRefusalFragment = graphql(`
  fragment CatalogRefusal on CatalogResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const CheckoutRefusalFragment = graphql(`
  fragment CheckoutRefusal on CheckoutResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
  }
`);

export const ClearReadingHistoryRefusalFragment = graphql(`
  fragment ClearReadingHistoryRefusal on ClearReadingHistoryResult {
    ... on TooManyRequests { message }
  }
`);

export const CollectionInvitationRefusalFragment = graphql(`
  fragment CollectionInvitationRefusal on CollectionInvitationResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const CollectionPostRefusalFragment = graphql(`
  fragment CollectionPostRefusal on CollectionPostResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const CollectionRefusalFragment = graphql(`
  fragment CollectionRefusal on CollectionResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const CreateNoteRefusalFragment = graphql(`
  fragment CreateNoteRefusal on CreateNoteResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const CreatePostRefusalFragment = graphql(`
  fragment CreatePostRefusal on CreatePostResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
  }
`);

export const CreateQuoteRefusalFragment = graphql(`
  fragment CreateQuoteRefusal on CreateQuoteResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const CrupdatePasswordRefusalFragment = graphql(`
  fragment CrupdatePasswordRefusal on CrupdatePasswordResult {
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on ExpiredCredentials { message }
    ... on MalformedOAuthToken { message }
  }
`);

export const CrupdateTwoFactorAuthRefusalFragment = graphql(`
  fragment CrupdateTwoFactorAuthRefusal on CrupdateTwoFactorAuthResult {
    ... on BadRequest { message }
  }
`);

export const CrupdateTwoFactorBackupCodesRefusalFragment = graphql(`
  fragment CrupdateTwoFactorBackupCodesRefusal on CrupdateTwoFactorBackupCodesResult {
    ... on NotFound { message }
  }
`);

export const CustomDomainRefusalFragment = graphql(`
  fragment CustomDomainRefusal on CustomDomainResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const DeleteCatalogRefusalFragment = graphql(`
  fragment DeleteCatalogRefusal on DeleteCatalogResult {
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const DeletePostRefusalFragment = graphql(`
  fragment DeletePostRefusal on DeletePostResult {
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const DeleteQuoteRefusalFragment = graphql(`
  fragment DeleteQuoteRefusal on DeleteQuoteResult {
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const FeaturePageRefusalFragment = graphql(`
  fragment FeaturePageRefusal on FeaturePageResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const FeedSignalRefusalFragment = graphql(`
  fragment FeedSignalRefusal on FeedSignalResult {
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const FollowCollectionRefusalFragment = graphql(`
  fragment FollowCollectionRefusal on FollowCollectionResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const FollowTopicRefusalFragment = graphql(`
  fragment FollowTopicRefusal on FollowTopicResult {
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const FollowUserRefusalFragment = graphql(`
  fragment FollowUserRefusal on FollowUserResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const GiftCheckoutRefusalFragment = graphql(`
  fragment GiftCheckoutRefusal on GiftCheckoutResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on TooManyRequests { message }
  }
`);

export const LoginRefusalFragment = graphql(`
  fragment LoginRefusal on LoginResult {
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
`);

export const MagicLinkPreferredRefusalFragment = graphql(`
  fragment MagicLinkPreferredRefusal on MagicLinkPreferredResult {
    ... on NotFound { message }
  }
`);

export const MembershipRefusalFragment = graphql(`
  fragment MembershipRefusal on MembershipResult {
    ... on NotFound { message }
  }
`);

export const NoteRemovalRefusalFragment = graphql(`
  fragment NoteRemovalRefusal on NoteRemovalResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const NoteReplyRemovalRefusalFragment = graphql(`
  fragment NoteReplyRemovalRefusal on NoteReplyRemovalResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const NoteReplyRefusalFragment = graphql(`
  fragment NoteReplyRefusal on NoteReplyResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const PartnerEnrollRefusalFragment = graphql(`
  fragment PartnerEnrollRefusal on PartnerEnrollResult {
    ... on BadRequest { message }
  }
`);

export const PayoutOnboardingRefusalFragment = graphql(`
  fragment PayoutOnboardingRefusal on PayoutOnboardingResult {
    ... on BadRequest { message }
  }
`);

export const PostForEditingRefusalFragment = graphql(`
  fragment PostForEditingRefusal on PostForEditingResult {
    ... on NotFound { message }
    ... on Forbidden { message }
  }
`);

export const PostMutationRefusalFragment = graphql(`
  fragment PostMutationRefusal on PostMutationResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on Conflict { message }
  }
`);

export const PostResponseRefusalFragment = graphql(`
  fragment PostResponseRefusal on PostResponseResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const PostRefusalFragment = graphql(`
  fragment PostRefusal on PostResult {
    ... on NotFound { message }
    ... on PostSuspended { message }
  }
`);

export const PostStatsRefusalFragment = graphql(`
  fragment PostStatsRefusal on PostStatsResult {
    ... on NotFound { message }
  }
`);

export const ReadingListRefusalFragment = graphql(`
  fragment ReadingListRefusal on ReadingListResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const RedeemGiftRefusalFragment = graphql(`
  fragment RedeemGiftRefusal on RedeemGiftResult {
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on Forbidden { message }
    ... on TooManyRequests { message }
  }
`);

export const RegisterAuthyUserRefusalFragment = graphql(`
  fragment RegisterAuthyUserRefusal on RegisterAuthyUserResult {
    ... on BadRequest { message }
  }
`);

export const RemoveFromReadingHistoryRefusalFragment = graphql(`
  fragment RemoveFromReadingHistoryRefusal on RemoveFromReadingHistoryResult {
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
`);

export const RemoveTwoFactorAuthRefusalFragment = graphql(`
  fragment RemoveTwoFactorAuthRefusal on RemoveTwoFactorAuthResult {
    ... on BadRequest { message }
  }
`);

export const ResolveEmbedRefusalFragment = graphql(`
  fragment ResolveEmbedRefusal on ResolveEmbedResult {
    ... on BadRequest { message }
  }
`);

export const SavePostDraftRefusalFragment = graphql(`
  fragment SavePostDraftRefusal on SavePostDraftResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const SendTwoFactorCodeRefusalFragment = graphql(`
  fragment SendTwoFactorCodeRefusal on SendTwoFactorCodeResult {
    ... on NotFound { message }
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
`);

export const SendVerificationEmailRefusalFragment = graphql(`
  fragment SendVerificationEmailRefusal on SendVerificationEmailResult {
    ... on BadRequest { message }
    ... on TooManyRequests { message }
  }
`);

export const SequenceRefusalFragment = graphql(`
  fragment SequenceRefusal on SequenceResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const SeriesRefusalFragment = graphql(`
  fragment SeriesRefusal on SeriesResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const SharePostRefusalFragment = graphql(`
  fragment SharePostRefusal on SharePostResult {
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const StoryEarningsAuditRefusalFragment = graphql(`
  fragment StoryEarningsAuditRefusal on StoryEarningsAuditResult {
    ... on NotFound { message }
  }
`);

export const TaxDocumentRefusalFragment = graphql(`
  fragment TaxDocumentRefusal on TaxDocumentResult {
    ... on BadRequest { message }
  }
`);

export const TaxReviewRefusalFragment = graphql(`
  fragment TaxReviewRefusal on TaxReviewResult {
    ... on BadRequest { message }
    ... on NotFound { message }
  }
`);

export const UpdateActivityLastViewedRefusalFragment = graphql(`
  fragment UpdateActivityLastViewedRefusal on UpdateActivityLastViewedResult {
    ... on TooManyRequests { message }
  }
`);

export const UpdateCustomStyleSheetRefusalFragment = graphql(`
  fragment UpdateCustomStyleSheetRefusal on UpdateCustomStyleSheetResult {
    ... on Forbidden { message }
  }
`);

export const UpdateNotificationEmailSettingRefusalFragment = graphql(`
  fragment UpdateNotificationEmailSettingRefusal on UpdateNotificationEmailSettingResult {
    ... on BadRequest { message }
  }
`);

export const UpdateUserProfileRefusalFragment = graphql(`
  fragment UpdateUserProfileRefusal on UpdateUserProfileResult {
    ... on Forbidden { message }
  }
`);

export const UserRefusalFragment = graphql(`
  fragment UserRefusal on UserResult {
    ... on NotFound { message }
    ... on AccountSuspended { message }
  }
`);

export const VerifyLoginCodeRefusalFragment = graphql(`
  fragment VerifyLoginCodeRefusal on VerifyLoginCodeResult {
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on TooManyRequests { message }
  }
`);

export const CreateNewsletterEmailRefusalFragment = graphql(`
  fragment CreateNewsletterEmailRefusal on CreateNewsletterEmailResult {
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on NotFound { message }
  }
`);

export const SendNewsletterIssueRefusalFragment = graphql(`
  fragment SendNewsletterIssueRefusal on SendNewsletterIssueResult {
    ... on BadRequest { message }
    ... on NotFound { message }
    ... on Conflict { message }
  }
`);

export const NewsletterV3RefusalFragment = graphql(`
  fragment NewsletterV3Refusal on NewsletterV3Result {
    ... on NotFound { message }
    ... on TooManyRequests { message }
    ... on Forbidden { message }
  }
`);
