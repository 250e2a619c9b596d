import type { AppDeps } from '../../graphql/context';
import { subscribeClaps } from './subscribers/claps';
import { subscribeHighlights } from './subscribers/highlights';
import { subscribeNewsletters } from './subscribers/newsletters';
import { subscribeNotes } from './subscribers/notes';
import { subscribePublications } from './subscribers/publications';
import { subscribeResponses } from './subscribers/responses';
import { subscribeSeries } from './subscribers/series';
import { subscribeSocial } from './subscribers/social';
import { subscribeStories } from './subscribers/stories';

/**
 * Every notification is made here, by a subscriber to the domain event that causes it: never by a call
 * inside another module's service. Each area's subscribers live in `subscribers/`.
 */
export function subscribeNotificationEvents(deps: AppDeps): void {
  subscribeSocial(deps);
  subscribeClaps(deps);
  subscribeResponses(deps);
  subscribeHighlights(deps);
  subscribeNotes(deps);
  subscribePublications(deps);
  subscribeStories(deps);
  subscribeSeries(deps);
  subscribeNewsletters(deps);
}
