/** What other modules may use of this one. */
export { type CollectionRole } from './posts.policy';
