import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The HIGHLIGHT_SEGMENT markup. */
export const highlightSegment: MarkSpec = annotationMark('HIGHLIGHT_SEGMENT');
