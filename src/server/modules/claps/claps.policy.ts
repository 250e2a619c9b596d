import { CLAP_MESSAGES } from '../../../shared/validation/claps';

export type Refusal = { kind: 'BadRequest' | 'Forbidden' | 'NotFound' | 'TooManyRequests'; message: string };
export type Decision = { allowed: true } | ({ allowed: false } & Refusal);

const allow: Decision = { allowed: true };
const forbidden = (message: string): Decision => ({ allowed: false, kind: 'Forbidden', message });

export interface ClapFacts {
  viewerId: string;
  kind: 'post' | 'catalog';
  ownerId: string;
  ownerName: string;
  /** Whether the reader and the owner may interact (neither has blocked the other: `canInteractWith`). */
  canInteract: boolean;
  /** The owner has blocked the reader (else, when they cannot interact, the reader blocked the owner). */
  blockedByOwner: boolean;
  /** A members-only story the reader can read only in part (always false for lists). */
  previewOnly: boolean;
}

/**
 * Giving claps: never for your own story or list, not between two people when either has blocked the other,
 * and for a members-only story only by those who can read it all. Taking claps back is always allowed, so
 * that a reader whose membership ended, or who blocked the author since, can still undo what they gave.
 */
export function canGiveClaps(facts: ClapFacts): Decision {
  if (facts.viewerId === facts.ownerId) return forbidden(facts.kind === 'post' ? CLAP_MESSAGES.ownStory : CLAP_MESSAGES.ownList);
  if (!facts.canInteract) return forbidden(facts.blockedByOwner ? CLAP_MESSAGES.blockedYou : CLAP_MESSAGES.youBlocked(facts.ownerName));
  if (facts.previewOnly) return forbidden(CLAP_MESSAGES.membersOnly);
  return allow;
}
