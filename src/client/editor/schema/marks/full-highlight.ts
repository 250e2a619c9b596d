import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The FULL_HIGHLIGHT markup. */
export const fullHighlight: MarkSpec = annotationMark('FULL_HIGHLIGHT');
