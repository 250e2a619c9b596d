import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The COMMENT markup. */
export const comment: MarkSpec = annotationMark('COMMENT');
