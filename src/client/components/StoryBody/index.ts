export { StoryBody } from './StoryBody';
export type { StoryBodyProps } from './StoryBody';
export type { ImageUrl } from './context';
export { watchFrameHeights } from './frame-height';
