/** The spec's statusForCollection values (spec 1 §4). */
export type StatusForCollection = 'PENDING' | 'NOT_YET_SUBMITTED' | 'APPROVED';

export interface DraftLabelFacts {
  isPublished: boolean;
  statusForCollection: StatusForCollection | null;
  /** The name of the publication the story is pending in, when the viewer may know it; null when unknown. */
  pendingCollectionName: string | null;
  viewerIsAuthor: boolean;
  /** The viewer edits the publication the story is pending in. */
  viewerIsEditor: boolean;
}

/**
 * The label of a story's draft or submission state (spec 1 §4), or null when none applies.
 * Unpublished: pending in a publication the viewer knows (as its author or an editor) → 'Draft in {publication}'
 * for someone who is both, otherwise 'Draft submitted to {publication}'; pending elsewhere → 'Submitted draft';
 * NOT_YET_SUBMITTED → 'Unsubmitted draft'; any other draft → 'Draft'. Published and still PENDING →
 * 'Submitted to {publication}' or 'Submitted story'.
 */
export function draftLabel(facts: DraftLabelFacts): string | null {
  const { isPublished, statusForCollection, pendingCollectionName, viewerIsAuthor, viewerIsEditor } = facts;
  const isPending = statusForCollection === 'PENDING';
  if (isPublished) {
    if (!isPending) return null;
    return pendingCollectionName ? `Submitted to ${pendingCollectionName}` : 'Submitted story';
  }
  if (isPending) {
    if (pendingCollectionName && (viewerIsAuthor || viewerIsEditor)) {
      return viewerIsAuthor && viewerIsEditor ? `Draft in ${pendingCollectionName}` : `Draft submitted to ${pendingCollectionName}`;
    }
    return 'Submitted draft';
  }
  if (statusForCollection === 'NOT_YET_SUBMITTED') return 'Unsubmitted draft';
  return 'Draft';
}
