import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The QUERY markup. */
export const query: MarkSpec = annotationMark('QUERY');
