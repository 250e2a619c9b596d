import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The HIGHLIGHT markup. */
export const highlight: MarkSpec = annotationMark('HIGHLIGHT');
