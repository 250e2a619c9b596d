/** What other modules may use of this one. */
import type { CatalogDiscussionModel } from './responses.service';
export { subscribeResponseEvents } from './responses.events';
/** The rows themselves, for demo content (counters and all): services go through the mutations. */
export { addToCount, insertResponse, setHidden, setPostDiscussionClosed, setCatalogDiscussionClosed } from './responses.repo';
export { responseBody, responseTitle } from './response-body';
export { placeReply } from './responses.policy';
export { markDeleted, toFacts, type ResponseFacts } from './responses.repo';
export { createResponseLoaders } from './responses.loaders';
export { type CatalogDiscussionModel } from './responses.service';

declare module '../../core/graphql-models' {
  /** The parents this module's GraphQL types resolve from. */
  interface GraphQLModels {
    CatalogDiscussion: CatalogDiscussionModel;
  }
}
