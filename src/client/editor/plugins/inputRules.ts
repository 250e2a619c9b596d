import { InputRule, inputRules, smartQuotes, wrappingInputRule } from 'prosemirror-inputrules';
import type { Attrs, Node, NodeType, Schema } from 'prosemirror-model';
import { TextSelection } from 'prosemirror-state';
import type { EditorState, Plugin, Transaction } from 'prosemirror-state';
import { blockAttrsOf } from './blocks';

/** A top-level body paragraph (rules never fire in the title, captions or lists). */
function bodyParagraphAt(state: EditorState, pos: number): { node: Node; pos: number } | null {
  const $pos = state.doc.resolve(pos);
  if ($pos.depth !== 1) return null;
  const node = $pos.parent;
  return node.type.name === 'paragraph' ? { node, pos: $pos.before(1) } : null;
}

/** Deletes the typed shortcut and turns its block into `type`, keeping the paragraph's name and section. */
function blockTypeRule(pattern: RegExp, type: NodeType, attrs: Attrs, applies: (node: Node) => boolean): InputRule {
  return new InputRule(pattern, (state, _match, start, end): Transaction | null => {
    const $start = state.doc.resolve(start);
    if ($start.depth !== 1 || !applies($start.parent)) return null;
    const blockPos = $start.before(1);
    const tr = state.tr.delete(start, end);
    tr.setBlockType(blockPos + 1, blockPos + 1, type, (old) => ({ ...blockAttrsOf(old), ...attrs }));
    return tr;
  });
}

const isParagraph = (node: Node) => node.type.name === 'paragraph';

function separatorRule(schema: Schema): InputRule {
  // "--" then "-" typed at the start of an otherwise empty paragraph.
  return new InputRule(/^---$/, (state, _match, start, end) => {
    const block = bodyParagraphAt(state, start);
    if (!block || block.node.textContent.length !== end - start) return null;
    const { separator, paragraph } = schema.nodes;
    const tr = state.tr.replaceWith(block.pos, block.pos + block.node.nodeSize, [separator!.create(), paragraph!.create()]);
    const cursor = block.pos + 2;
    return tr.setSelection(TextSelection.create(tr.doc, cursor));
  });
}

/**
 * Markdown-like shortcuts at the start of a body paragraph: "# " big heading (H3),
 * "## " small heading (H4), "> " quote (again on a quote: pull quote), "1. " numbered
 * list, "* " or "- " bulleted list, "```" code block, "---" separator; and smart quotes.
 */
export function editorInputRules(schema: Schema): Plugin {
  const { heading, blockquote, code_block, ordered_list, bullet_list } = schema.nodes;
  return inputRules({
    rules: [
      ...smartQuotes,
      blockTypeRule(/^#\s$/, heading!, { level: 3 }, isParagraph),
      blockTypeRule(/^##\s$/, heading!, { level: 4 }, isParagraph),
      blockTypeRule(/^>\s$/, blockquote!, { variant: 'BQ' }, isParagraph),
      blockTypeRule(/^>\s$/, blockquote!, { variant: 'PQ' }, (node) => node.type === blockquote && node.attrs.variant !== 'PQ'),
      blockTypeRule(/^```$/, code_block!, { lang: null }, isParagraph),
      wrappingInputRule(/^(\d+)\.\s$/, ordered_list!),
      wrappingInputRule(/^\s*([-*])\s$/, bullet_list!),
      separatorRule(schema),
    ],
  });
}
