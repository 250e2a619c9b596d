/** What other modules may use of this one. */
export { toImageMetadata } from './media.repo';
export { storeImage } from './media.service';
