/** What other modules may use of this one. */
export { toImageMetadata } from './media.repo';
export { cropImageSquare, isImageCreatedBy, storeImage, type SquareCrop } from './media.service';
export { createDiskStorage, type BlobStorage } from './storage';
export { imagesByIds, type ImageModel } from './media.repo';
export { imageBytes, isRenditionKey, servedWidth } from './media.service';
export { createMediaLoaders } from './media.loaders';
export { isImageUsableBy } from './media.service';
