import type { Node } from 'prosemirror-model';
import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState, Transaction } from 'prosemirror-state';
import { freshParagraphName, isParagraphName } from '../../../shared/content/editor-document';
import type { SectionAttrs } from '../../../shared/content/editor-document';
import { headEnd } from './commands';

export const paragraphNamesKey = new PluginKey('paragraphNames');

const HEAD_FIELDS = new Set(['title', 'subtitle']);

function hasNameAttr(node: Node): boolean {
  return 'name' in node.attrs;
}

/**
 * The changes that keep paragraph names unique and present: a new paragraph (or the second
 * half of a split one, which starts as a copy) gets a fresh 4-hex name and does not start
 * the section its original starts. The Title or Subtitle field, once edited empty, is no
 * paragraph, so it loses its name (`keepEmptyHead` leaves a freshly loaded one alone).
 */
export function fixParagraphNames(state: EditorState, { keepEmptyHead = false } = {}): Transaction | null {
  const used = new Set<string>();
  const sections = new Set<string>();
  const changes: { pos: number; name: string | null; dropSection: boolean }[] = [];
  const bodyStart = headEnd(state.doc);
  const isEmptyHead = (node: Node, pos: number) => HEAD_FIELDS.has(node.type.name) && pos < bodyStart && node.content.size === 0;

  state.doc.descendants((node, pos) => {
    if (!hasNameAttr(node)) return true;
    const name = node.attrs.name as string | null;
    const section = node.attrs.section as SectionAttrs | null;
    let dropSection = false;
    if (section) {
      if (sections.has(section.name)) dropSection = true;
      else sections.add(section.name);
    }
    if (isEmptyHead(node, pos) && (name === null || !keepEmptyHead)) {
      if (name !== null || dropSection) changes.push({ pos, name: null, dropSection });
      return false;
    }
    if (isParagraphName(name) && !used.has(name)) {
      used.add(name);
      if (dropSection) changes.push({ pos, name, dropSection });
      return false;
    }
    changes.push({ pos, name: null, dropSection: dropSection || name !== null });
    return false;
  });
  if (changes.length === 0) return null;

  const tr = state.tr;
  for (const change of changes) {
    const node = tr.doc.nodeAt(change.pos)!;
    const name = isEmptyHead(node, change.pos) ? null : (change.name ?? freshParagraphName(used));
    const attrs = { ...node.attrs, name, ...(change.dropSection ? { section: null } : {}) };
    tr.setNodeMarkup(change.pos, undefined, attrs);
  }
  return tr.setMeta(paragraphNamesKey, true);
}

/** Keeps paragraph names unique and present after every change (see fixParagraphNames). */
export function paragraphNamesPlugin(): Plugin {
  return new Plugin({
    key: paragraphNamesKey,
    appendTransaction: (transactions, _old, state) => {
      // Its own renaming (and the initial naming on load) needs no second pass.
      if (!transactions.some((tr) => tr.docChanged && !tr.getMeta(paragraphNamesKey))) return null;
      return fixParagraphNames(state);
    },
  });
}
