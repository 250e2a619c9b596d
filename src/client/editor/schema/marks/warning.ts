import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The WARNING markup. */
export const warning: MarkSpec = annotationMark('WARNING');
