import type { MarkSpec } from 'prosemirror-model';
import { annotationMark } from './markup-attrs';

/** The DROPCAP markup. */
export const dropcap: MarkSpec = annotationMark('DROPCAP');
