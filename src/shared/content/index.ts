export * from './model';
export { promoteHeadings } from './headings';
export { safeEmbedSrc, safeHref } from './safe-href';
export { linkMarkups } from './autolink';
export { markupTree, sliceMarkups, usableMarkups } from './markups';
export type { MarkupNode } from './markups';
export { dropCapSplit } from './drop-cap';
export type { DropCapSplit } from './drop-cap';
export { FIRST_WORDS_COUNT, first100WordsBoundary, firstWordsEnd } from './first-words';
export type { FirstWordsBoundary } from './first-words';
export { countWords, formatReadingTime, imageSeconds, readingTimeMinutes, WORDS_PER_MINUTE } from './reading-time';
export { mergeRanges } from './merge-ranges';
export { mentionedUserIds } from './mentions';
export type { Range } from './merge-ranges';
export { excerpt, plainText, snippet, SNIPPET_LENGTH, titleAndSubtitle } from './text';
export type { TitleParts } from './text';
export {
  MAX_MARKUPS_PER_PARAGRAPH,
  MAX_NAME_LENGTH,
  MAX_PARAGRAPH_CHARS,
  MAX_PARAGRAPHS,
  validatePostBody,
} from './validate';
export type { PostBodyValidation } from './validate';
export { imageIds, mapImageIds } from './image-ids';
export { trimCodeBlocks, trimCodeText } from './code-blocks';
