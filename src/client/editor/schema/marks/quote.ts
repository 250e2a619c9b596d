import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The QUOTE markup. */
export const quote: MarkSpec = annotationMark('QUOTE');
