import { TRENDING_MESSAGES } from '../../../shared/trending';
import { CombinedGraphQLErrors } from '../../data';

const UNKNOWN_ADDRESS: readonly string[] = [TRENDING_MESSAGES.unknownMode, TRENDING_MESSAGES.unknownPeriod, TRENDING_MESSAGES.unknownTopic];

/**
 * Whether a ranking query failed because the address names no such mode, period or topic (a 404, not an
 * outage). Read from the message, which server rendering passes on as the endpoint does.
 */
export function isUnknownAddress(error: Error | undefined): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => UNKNOWN_ADDRESS.includes(e.message));
}
