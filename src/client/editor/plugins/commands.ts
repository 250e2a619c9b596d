import { toggleMark as toggleMarkCommand } from 'prosemirror-commands';
import type { Attrs, MarkType, Node, NodeType, ResolvedPos } from 'prosemirror-model';
import { NodeSelection, TextSelection } from 'prosemirror-state';
import type { Command, EditorState, Transaction } from 'prosemirror-state';
import { isParagraphLayout } from '../../../shared/content/model';
import type { ParagraphLayout } from '../../../shared/content/model';
import { safeEmbedSrc, safeHref } from '../../../shared/content/safe-href';
import { blockAt, blockAttrsOf, textblockAt } from './blocks';

/** The answer of the resolveEmbed query, as the client receives it. */
export type EmbedResult =
  | {
      __typename?: 'IframeEmbed';
      mediaResource: { id: string; iframeSrc: string; iframeWidth: number; iframeHeight: number; title?: string | null };
    }
  | {
      __typename?: 'MixtapeEmbed';
      mixtapeMetadata: { href: string; thumbnailImageId?: string | null; title?: string | null; description?: string | null };
    };

/** An uploaded image to place in the story. */
export interface ImageInsert {
  imageId: string;
  originalWidth: number;
  originalHeight: number;
  alt?: string | null;
  focusPercentX?: number | null;
  focusPercentY?: number | null;
  layout?: ParagraphLayout;
}

/** Text block types the writer switches between (paragraph, headings, quotes…). */
const CONVERTIBLE = new Set(['paragraph', 'heading', 'blockquote', 'code_block', 'kicker', 'cover_title', 'section_caption']);
/** Types a drop cap may open (spec: never media, separators or code). */
const DROP_CAP_TYPES = new Set(['paragraph', 'heading', 'blockquote', 'kicker', 'cover_title', 'section_caption', 'title', 'subtitle']);
const LAYOUT_TYPES = new Set(['image', 'iframe_embed', 'blockquote']);
const HEAD_TYPES = new Set(['kicker', 'title', 'subtitle']);

// ---------------------------------------------------------------------------------------
// Reading the selection (for toolbars)

export function isMarkActive(state: EditorState, name: string): boolean {
  const type = state.schema.marks[name];
  if (!type) return false;
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The heading level (1–4) of the block at the selection, or null when it is not a heading. */
export function activeHeadingLevel(state: EditorState): number | null {
  const block = textblockAt(state);
  return block?.node.type.name === 'heading' ? (block.node.attrs.level as number) : null;
}

/** 'BQ' or 'PQ' when the block at the selection is a quote, else null. */
export function activeQuoteVariant(state: EditorState): 'BQ' | 'PQ' | null {
  const block = textblockAt(state);
  if (block?.node.type.name !== 'blockquote') return null;
  return block.node.attrs.variant === 'PQ' ? 'PQ' : 'BQ';
}

// ---------------------------------------------------------------------------------------
// Block types

/** Changes the writer-switchable text blocks in the selection, keeping their names and sections. */
function changeTextblocks(state: EditorState, type: NodeType, attrs: Attrs): Transaction | null {
  const { from, to } = state.selection;
  const targets: number[] = [];
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    if (CONVERTIBLE.has(node.type.name)) targets.push(pos);
    return false;
  });
  if (targets.length === 0) return null;
  const tr = state.tr;
  for (const pos of targets) {
    const at = tr.mapping.map(pos) + 1;
    tr.setBlockType(at, at, type, (old) => ({ ...blockAttrsOf(old), ...attrs }));
  }
  return tr.docChanged ? tr : null;
}

/** Makes the selected blocks headings of `level` (1–4; H3 is the big heading, H4 the small one), or paragraphs for null. */
export function setHeading(level: 1 | 2 | 3 | 4 | null): Command {
  return (state, dispatch) => {
    const schema = state.schema;
    const tr =
      level === null
        ? changeTextblocks(state, schema.nodes.paragraph!, {})
        : changeTextblocks(state, schema.nodes.heading!, { level });
    if (!tr) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Cycles the block at the selection: plain → quote (BQ) → pull quote (PQ) → plain. */
export function toggleQuote(): Command {
  return (state, dispatch) => {
    const block = textblockAt(state);
    if (!block) return false;
    const { paragraph, blockquote } = state.schema.nodes;
    const isQuote = block.node.type === blockquote;
    const tr = !isQuote
      ? changeTextblocks(state, blockquote!, { variant: 'BQ' })
      : block.node.attrs.variant === 'PQ'
        ? changeTextblocks(state, paragraph!, {})
        : changeTextblocks(state, blockquote!, { variant: 'PQ' });
    if (!tr) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Turns the drop cap of the text block at the selection on or off. */
export const toggleDropCap: Command = (state, dispatch) => {
  const block = textblockAt(state);
  if (!block || !DROP_CAP_TYPES.has(block.node.type.name)) return false;
  const on = block.node.attrs.hasDropCap === true;
  dispatch?.(state.tr.setNodeAttribute(block.pos, 'hasDropCap', on ? null : true));
  return true;
};

/** Sets the layout of the selected image or embed (or the one whose caption holds the cursor). */
export function setImageLayout(layout: ParagraphLayout): Command {
  return (state, dispatch) => {
    if (!isParagraphLayout(layout)) return false;
    const block = blockAt(state);
    if (!block || !LAYOUT_TYPES.has(block.node.type.name)) return false;
    if (block.node.attrs.layout === layout) return false;
    if (dispatch) {
      const tr = state.tr.setNodeAttribute(block.pos, 'layout', layout);
      if (state.selection instanceof NodeSelection) tr.setSelection(NodeSelection.create(tr.doc, block.pos));
      dispatch(tr);
    }
    return true;
  };
}

// ---------------------------------------------------------------------------------------
// Inserting blocks

/** Where a new block goes: in place of an empty body paragraph, else after the current top-level block (never inside the head). */
function insertionPoint(state: EditorState): { from: number; to: number } {
  const { $from } = state.selection;
  const block = textblockAt(state);
  if (block && block.depth === 1 && block.node.type.name === 'paragraph' && block.node.content.size === 0) {
    return { from: block.pos, to: block.pos + block.node.nodeSize };
  }
  const pos = $from.depth === 0 ? state.selection.to : $from.after(1);
  // The head (kicker, title, subtitle) stays together: body blocks start after the subtitle.
  const at = Math.max(pos, headEnd(state.doc));
  return { from: at, to: at };
}

/** The position right after the subtitle: where the body begins. */
export function headEnd(doc: Node): number {
  let end = 0;
  let inHead = true;
  doc.forEach((child, offset) => {
    if (inHead && HEAD_TYPES.has(child.type.name)) {
      end = offset + child.nodeSize;
      if (child.type.name === 'subtitle') inHead = false;
    } else {
      inHead = false;
    }
  });
  return end;
}

/** Puts the cursor in an empty paragraph right after `pos`, adding one when needed. */
function cursorAfter(tr: Transaction, pos: number): Transaction {
  const next = tr.doc.resolve(pos).nodeAfter;
  const paragraph = tr.doc.type.schema.nodes.paragraph!;
  if (!(next?.type === paragraph && next.content.size === 0)) tr.insert(pos, paragraph.create());
  return tr.setSelection(TextSelection.create(tr.doc, pos + 1));
}

function insertBlock(node: Node, cursor: 'inside' | 'after'): Command {
  return (state, dispatch) => {
    const { from, to } = insertionPoint(state);
    const $at = state.doc.resolve(from);
    const index = $at.index();
    if (!$at.parent.canReplaceWith(index, to > from ? index + 1 : index, node.type)) return false;
    if (dispatch) {
      const tr = state.tr.replaceWith(from, to, node);
      if (cursor === 'inside') tr.setSelection(TextSelection.create(tr.doc, from + 1));
      else cursorAfter(tr, from + node.nodeSize);
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Places an uploaded image (cursor in its caption). */
export function insertImage(attrs: ImageInsert): Command {
  return (state, dispatch) => {
    if (!attrs.imageId || !(attrs.originalWidth > 0) || !(attrs.originalHeight > 0)) return false;
    const node = state.schema.nodes.image!.create({
      imageId: attrs.imageId,
      originalWidth: attrs.originalWidth,
      originalHeight: attrs.originalHeight,
      alt: attrs.alt ?? null,
      focusPercentX: attrs.focusPercentX ?? null,
      focusPercentY: attrs.focusPercentY ?? null,
      layout: attrs.layout ?? 'INSET_CENTER',
    });
    return insertBlock(node, 'inside')(state, dispatch);
  };
}

/** Adds a separator (HR) and moves on to a paragraph after it. */
export function insertSeparator(): Command {
  return (state, dispatch) => insertBlock(state.schema.nodes.separator!.create(), 'after')(state, dispatch);
}

/** Turns an empty paragraph into a code block, or adds one after the current block. */
export function insertCodeBlock(): Command {
  return (state, dispatch) => insertBlock(state.schema.nodes.code_block!.create(), 'inside')(state, dispatch);
}

/**
 * Enter on the empty last line of a code block leaves it: the empty line goes and the cursor moves to a paragraph
 * after the block. An empty code block becomes a paragraph. Elsewhere in a code block Enter is a new line.
 */
export const leaveCodeBlockOnEmptyLastLine: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  const block = $from.parent;
  if (!empty || !block.type.spec.code || $from.parentOffset !== block.content.size) return false;
  const text = block.textContent;
  if (text !== '' && !text.endsWith('\n')) return false;
  if (!dispatch) return true;
  if (text === '') {
    dispatch(state.tr.setNodeMarkup($from.before(), state.schema.nodes.paragraph!, blockAttrsOf(block)).scrollIntoView());
    return true;
  }
  const tr = state.tr.delete($from.pos - 1, $from.pos);
  dispatch(cursorAfter(tr, tr.mapping.map($from.after())).scrollIntoView());
  return true;
};

function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Adds an embed from resolveEmbed: a frame (cursor in its caption) or a link card (cursor after it). */
export function insertEmbed(result: EmbedResult): Command {
  return (state, dispatch) => {
    const schema = state.schema;
    if ('mediaResource' in result) {
      const r = result.mediaResource;
      if (!safeEmbedSrc(r.iframeSrc) || !(r.iframeWidth > 0) || !(r.iframeHeight > 0)) return false;
      const node = schema.nodes.iframe_embed!.create({
        mediaResourceId: r.id,
        iframeSrc: r.iframeSrc,
        iframeWidth: r.iframeWidth,
        iframeHeight: r.iframeHeight,
        title: r.title ?? null,
      });
      return insertBlock(node, 'inside')(state, dispatch);
    }
    const m = result.mixtapeMetadata;
    if (!safeHref(m.href)) return false;
    const lines: Node[][] = [];
    if (m.title) lines.push([schema.text(m.title, [schema.marks.strong!.create()])]);
    if (m.description) lines.push([schema.text(m.description, [schema.marks.em!.create()])]);
    const host = hostOf(m.href);
    if (host) lines.push([schema.text(host)]);
    const content = lines.flatMap((line, i) => (i > 0 ? [schema.nodes.hard_break!.create(), ...line] : line));
    const node = schema.nodes.mixtape_embed!.create(
      { href: m.href, thumbnailImageId: m.thumbnailImageId ?? null, title: m.title ?? null, description: m.description ?? null },
      content,
    );
    return insertBlock(node, 'after')(state, dispatch);
  };
}

// ---------------------------------------------------------------------------------------
// Marks

/** The extent of the `type` mark around `$pos` within its text block. */
export function markExtent($pos: ResolvedPos, type: MarkType): { from: number; to: number; attrs: Attrs } | null {
  const parent = $pos.parent;
  const start = $pos.start();
  const mark = type.isInSet($pos.marks()) ?? type.isInSet($pos.nodeAfter?.marks ?? []);
  if (!mark) return null;
  let run: { from: number; to: number } | null = null;
  let found: { from: number; to: number } | null = null;
  parent.forEach((child, offset) => {
    if (found) return;
    const childFrom = start + offset;
    const childTo = childFrom + child.nodeSize;
    if (!mark.isInSet(child.marks)) {
      run = null;
      return;
    }
    run = run ? { from: run.from, to: childTo } : { from: childFrom, to: childTo };
    if (run.from <= $pos.pos && $pos.pos <= run.to) {
      // Keep extending while the run continues past the cursor.
      const next = parent.childAfter(childTo - start);
      if (!next.node || !mark.isInSet(next.node.marks)) found = run;
    }
  });
  const extent = found as { from: number; to: number } | null;
  return extent ? { ...extent, attrs: mark.attrs } : null;
}

/**
 * Toggles a mark on the selection. For `link`, attrs with an href (or anchorType USER and a
 * userId) set the link on the selection, or on the whole link around an empty selection;
 * no attrs removes it. Only http, https and mailto addresses are accepted.
 */
export function toggleMark(name: string, attrs: Attrs | null = null): Command {
  return (state, dispatch) => {
    const type = state.schema.marks[name];
    if (!type) return false;
    if (name !== 'link') return toggleMarkCommand(type, attrs)(state, dispatch);

    let { from, to } = state.selection;
    if (state.selection.empty) {
      const extent = markExtent(state.selection.$from, type);
      if (!extent) return false;
      ({ from, to } = extent);
    }
    const isMention = attrs?.anchorType === 'USER' && typeof attrs.userId === 'string' && attrs.userId.length > 0;
    const href = attrs?.href === undefined || attrs.href === null ? null : safeHref(attrs.href);
    if (!attrs || (!isMention && attrs.href == null)) {
      if (!state.doc.rangeHasMark(from, to, type)) return false;
      dispatch?.(state.tr.removeMark(from, to, type));
      return true;
    }
    if (!isMention && href === null) return false;
    if (attrs.href != null && href === null) return false;
    dispatch?.(state.tr.removeMark(from, to, type).addMark(from, to, type.create({ ...attrs, href })));
    return true;
  };
}
