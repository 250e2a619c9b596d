/** What other modules may use of this one. */
import type { SubscriberListRow } from './audience.repo';
import type { NewsletterStats, SubscriberStats } from './audience.service';
import type { NewsletterSendStats } from './sends.service';
import type { NewsletterModel } from './newsletters.repo';
import type { IssueModel } from './publication-newsletters.service';
export { subscribeNewsletterSending, startSend, NEWSLETTER_BATCH_JOB, NEWSLETTER_DELIVER_JOB } from './newsletter-sending';
export {
  confirmSubscription,
  pendingConfirmation,
  readerSubscriptions,
  subscribeByEmail,
  subscribeToWriter,
  unsubscribeByToken,
  unsubscribeGrant,
  unsubscribeReader,
  writerNewsletter,
  isViewerSubscribed,
  newsletterSubscriberCount,
  type EmailSubscribeAnswer,
  type NewsletterAnswer,
} from './newsletters.service';
export { newsletterUnsubscribeToken } from './unsubscribe-token';
export {
  exportSubscribers,
  importSubscribers,
  isViewerUsername,
  newsletterStats,
  setNewsletterTracking,
  viewerNewsletter,
  viewerNewsletterIfAny,
  viewerRecentSubscribers,
  viewerSubscriberStats,
  type ImportAnswer,
} from './audience.service';
export { writeDemoAudience } from './audience.repo';
export { managedNewsletter } from './sends.service';
export { newsletterArchive, ARCHIVE_PAGE_SIZE, type NewsletterArchive, type SentStory } from './archive.service';
export { clickTarget, readEngagementToken, recordEngagement } from './engagement';
export type { NewsletterModel } from './newsletters.repo';
/** For demo content and imports written straight into the tables. */
export { ensureWriterNewsletter, insertCollectionNewsletter, newslettersOfCollections, upsertSubscriber } from './newsletters.repo';
export {
  collectionNewsletter,
  createPublicationNewsletter,
  mayManage,
  mayManageCollection,
  newsletterById,
  newsletterSender,
  subscribeByEmailToNewsletter,
  subscribeToNewsletter,
  updatePublicationNewsletter,
} from './publication-newsletters.service';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    NewsletterV3: NewsletterModel;
    NewsletterV3ViewerEdge: { id: string; newsletter: NewsletterModel };
    NewsletterSubscriber: SubscriberListRow;
    SubscriberStats: SubscriberStats;
    UserAudience: { id: string };
    /** Made only for a viewer who manages the newsletter (`viewerId`). */
    NewsletterV3Audience: { id: string; newsletter: NewsletterModel; viewerId: string };
    NewsletterV3Stats: NewsletterStats;
    NewsletterSendStats: NewsletterSendStats;
    NewsletterIssue: IssueModel;
  }
}
