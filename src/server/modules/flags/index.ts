/** What other modules may use of this one. */
export { flagsFor } from './flags.service';
export { dismissedFlags, dismissFlag } from './flags.service';
