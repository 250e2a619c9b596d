import type { TopicVisibility } from './topics.repo';

/** Who is looking, as far as topic visibility goes. */
export interface TopicViewer {
  isStaff: boolean;
}

/**
 * PUBLIC topics are listed on /topics and suggested to readers; SPECIAL ones (editorial collections) open
 * by their address and can be followed, but are not listed; STAFF ones exist only for staff.
 */
export function canSeeTopic(visibility: TopicVisibility, viewer: TopicViewer | null | undefined): boolean {
  return visibility !== 'STAFF' || viewer?.isStaff === true;
}

/** The visibilities listed on /topics and in suggestions. */
export function listedVisibilities(viewer: TopicViewer | null | undefined): TopicVisibility[] {
  return viewer?.isStaff ? ['PUBLIC', 'STAFF'] : ['PUBLIC'];
}
