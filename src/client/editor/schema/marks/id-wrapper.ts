import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The ID_WRAPPER markup. */
export const idWrapper: MarkSpec = annotationMark('ID_WRAPPER');
