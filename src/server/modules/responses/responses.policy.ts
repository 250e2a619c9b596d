import { MAX_REPLY_DEPTH, RESPONSE_MESSAGES, type DiscussionKind } from '../../../shared/validation/responses';
import type { ResponseFacts } from './responses.repo';

export type Decision = { allowed: true } | { allowed: false; kind: 'BadRequest' | 'Forbidden' | 'NotFound'; message: string };

const allow: Decision = { allowed: true };
const forbidden = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });

/** What decides whether a reader may respond in a discussion. */
export interface RespondFacts {
  kind: DiscussionKind;
  /** Neither the reader nor the discussion's author (nor the writer replied to) blocked the other. */
  canInteract: boolean;
  /** Locked stories: the reader gets the whole text. */
  readsWhole: boolean;
  closed: boolean;
}

/** Blocked readers cannot respond; members-only stories need the whole text; a closed discussion takes nothing. */
export function canRespond(facts: RespondFacts): Decision {
  if (!facts.canInteract) return forbidden(facts.kind === 'story' ? RESPONSE_MESSAGES.cannotRespond : RESPONSE_MESSAGES.cannotRespondList);
  if (!facts.readsWhole) return forbidden(RESPONSE_MESSAGES.membersOnly);
  if (facts.closed) return forbidden(RESPONSE_MESSAGES.closed(facts.kind));
  return allow;
}

/** Only the discussion's author hides responses in it and closes it. */
export function canModerate(viewerId: string, discussionAuthorId: string, message: string = RESPONSE_MESSAGES.onlyAuthorHides): Decision {
  return viewerId === discussionAuthorId ? allow : forbidden(message);
}

export function canDeleteResponse(viewerId: string, response: ResponseFacts): Decision {
  return viewerId === response.creatorId ? allow : forbidden(RESPONSE_MESSAGES.onlyWriterDeletes);
}

/** Hidden responses stay visible to their writer and to the discussion's author. */
export function canSeeResponse(viewerId: string | null, response: ResponseFacts, discussionAuthorId: string): boolean {
  if (response.deletedAt !== null) return false;
  if (response.hiddenAt === null) return true;
  return viewerId !== null && (viewerId === response.creatorId || viewerId === discussionAuthorId);
}

/** Where a new reply goes: nested one level deeper, or beside the reply it answers once at the deepest level. */
export function placeReply(target: ResponseFacts | null, newId: string): { threadId: string; parentId: string | null; depth: number } {
  if (!target || !target.isResponse) return { threadId: newId, parentId: null, depth: 0 };
  const depth = Math.min((target.depth ?? 0) + 1, MAX_REPLY_DEPTH);
  const parentId = depth > (target.depth ?? 0) ? target.id : target.parentId;
  return { threadId: target.threadId ?? target.id, parentId, depth };
}
