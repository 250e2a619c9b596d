import { Fragment, Slice } from 'prosemirror-model';
import type { Node, ResolvedPos, Schema } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import type { EditorState } from 'prosemirror-state';
import { headEnd } from './commands';
import { sanitizePastedHTML } from './paste-html';

export { sanitizePastedHTML };

function paragraphOf(schema: Schema, text: string): Node {
  const lines = text.split('\n');
  const content: Node[] = [];
  lines.forEach((line, i) => {
    if (i > 0) content.push(schema.nodes.hard_break!.create());
    if (line) content.push(schema.text(line));
  });
  return schema.nodes.paragraph!.create(null, content);
}

/**
 * Plain text from the clipboard: paragraphs split on blank lines, single line breaks kept
 * as breaks; in a code block, the text as it is.
 */
export function parsePlainText(schema: Schema, text: string, $context: ResolvedPos): Slice {
  const normalised = text.replace(/\r\n?/g, '\n');
  if ($context.parent.type.spec.code) {
    return normalised ? new Slice(Fragment.from(schema.text(normalised)), 0, 0) : Slice.empty;
  }
  const blocks = normalised
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim().length > 0);
  if (blocks.length === 0) return Slice.empty;
  return new Slice(Fragment.from(blocks.map((block) => paragraphOf(schema, block))), 1, 1);
}

const CAPTIONED = new Set(['image', 'iframe_embed', 'mixtape_embed']);

/** Whether the selection is somewhere only a line of text fits: the head fields or a caption. */
function inInlineOnlyPlace(state: EditorState): boolean {
  const { $from } = state.selection;
  if (CAPTIONED.has($from.parent.type.name)) return true;
  return $from.depth === 1 && $from.before(1) < headEnd(state.doc);
}

/** The text blocks of a slice run together into one line (blocks joined by a space), marks kept. */
export function flattenToInline(slice: Slice, schema: Schema): Slice {
  const inline: Node[] = [];
  slice.content.descendants((node) => {
    if (!node.isTextblock) return true;
    if (inline.length > 0 && node.content.size > 0) inline.push(schema.text(' '));
    node.content.forEach((child) => {
      inline.push(child.type.name === 'hard_break' ? schema.text(' ', child.marks) : child);
    });
    return false;
  });
  if (inline.length === 0) {
    slice.content.descendants((node) => {
      if (node.isInline) inline.push(node);
      return !node.isInline;
    });
  }
  return new Slice(Fragment.fromArray(inline), 0, 0);
}

/** Pasted content for the place it lands: in the title, subtitle or a caption, one line of text. */
export function transformPastedSlice(slice: Slice, state: EditorState): Slice {
  return inInlineOnlyPlace(state) ? flattenToInline(slice, state.schema) : slice;
}

/** Paste handling: cleaned HTML through the schema's parse rules, plain text as paragraphs. */
export function pastePlugin(schema: Schema): Plugin {
  return new Plugin({
    props: {
      transformPastedHTML: (html) => sanitizePastedHTML(html),
      clipboardTextParser: (text, $context) => parsePlainText(schema, text, $context),
      transformPasted: (slice, view) => transformPastedSlice(slice, view.state),
    },
  });
}
