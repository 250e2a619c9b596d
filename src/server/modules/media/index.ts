/** What other modules may use of this one. */
export { toImageMetadata } from './media.repo';
export { cropImageSquare, isImageCreatedBy, storeImage, type SquareCrop } from './media.service';
