import type { Node } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { headEnd } from './commands';

export const TITLE_PLACEHOLDER = 'Title';
export const BODY_PLACEHOLDER = 'Tell your story…';

function placeholder(node: Node, pos: number, text: string | null): Decoration {
  return Decoration.node(pos, pos + node.nodeSize, {
    class: 'is-empty',
    ...(text ? { 'data-placeholder': text } : {}),
  });
}

/**
 * Marks empty fields with class `is-empty` and the hint in `data-placeholder`: 'Title' on
 * an empty title, 'Tell your story…' on the body while it is one empty paragraph. (The
 * subtitle is marked empty without a hint.)
 */
export function placeholderDecorations(doc: Node): DecorationSet {
  const decorations: Decoration[] = [];
  const bodyStart = headEnd(doc);
  doc.forEach((child, offset) => {
    if (child.content.size > 0) return;
    if (child.type.name === 'title') decorations.push(placeholder(child, offset, TITLE_PLACEHOLDER));
    else if (child.type.name === 'subtitle') decorations.push(placeholder(child, offset, null));
  });
  const first = doc.childCount > 0 ? doc.resolve(bodyStart).nodeAfter : null;
  const onlyBodyBlock = first && bodyStart + first.nodeSize === doc.content.size;
  if (first && onlyBodyBlock && first.type.name === 'paragraph' && first.content.size === 0) {
    decorations.push(placeholder(first, bodyStart, BODY_PLACEHOLDER));
  }
  return DecorationSet.create(doc, decorations);
}

export function placeholderPlugin(): Plugin {
  return new Plugin({
    props: {
      decorations: (state) => placeholderDecorations(state.doc),
    },
  });
}
