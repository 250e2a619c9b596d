import type { NodeSpec } from 'prosemirror-model';

/** A story: an optional kicker, the title and subtitle fields, then the body. */
export const doc: NodeSpec = {
  content: 'kicker? title subtitle block*',
};
