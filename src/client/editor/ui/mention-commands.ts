import type { EditorState, Transaction } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { safeHref } from '../../../shared/content/safe-href';
import { headEnd } from '../plugins/commands';
import type { MentionUser } from './mentions';

/** "@" at the start of a word, then up to 30 letters, digits or name punctuation, right before the cursor. */
const MENTION_BEFORE_CURSOR = /(?:^|[\s([{"'“‘])@([\p{L}\p{N}_.'’-]{1,30})$/u;

export interface MentionQuery {
  /** The "@". */
  from: number;
  /** The cursor. */
  to: number;
  query: string;
}

/** The mention being typed at the cursor ("… @gra|"), or null. Not in the title, subtitle, code or an existing link. */
export function mentionAtCursor(state: EditorState): MentionQuery | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const $cursor = selection.$from;
  const parent = $cursor.parent;
  if (!parent.isTextblock || parent.type.spec.code) return null;
  if ($cursor.depth === 1 && $cursor.before(1) < headEnd(state.doc)) return null;
  const link = state.schema.marks.link;
  if (link && link.isInSet($cursor.marks())) return null;
  const before = parent.textBetween(Math.max(0, $cursor.parentOffset - 40), $cursor.parentOffset, undefined, '\ufffc');
  const match = MENTION_BEFORE_CURSOR.exec(before);
  if (!match?.[1]) return null;
  return { from: $cursor.pos - match[1].length - 1, to: $cursor.pos, query: match[1] };
}

/**
 * Replaces from–to with the person's name, linked as a mention (anchorType USER), and puts the
 * cursor after it, followed by a space so typing goes on outside the link.
 */
export function insertMention(state: EditorState, from: number, to: number, user: MentionUser): Transaction | null {
  const link = state.schema.marks.link;
  if (!link || !user.name) return null;
  const marks = state.doc.resolve(from).marksAcross(state.doc.resolve(to)) ?? [];
  const mention = link.create({ href: safeHref(user.mediumUrl), anchorType: 'USER', userId: user.id });
  const tr = state.tr.replaceWith(from, to, state.schema.text(user.name, mention.addToSet(link.removeFromSet(marks))));
  let end = from + user.name.length;
  const next = tr.doc.resolve(end).nodeAfter;
  if (!next?.isText || !/^\s/.test(next.text ?? '')) {
    tr.insert(end, state.schema.text(' ', link.removeFromSet(marks)));
  }
  end += 1;
  tr.setSelection(TextSelection.create(tr.doc, Math.min(end, tr.doc.content.size)));
  tr.removeStoredMark(link);
  return tr.scrollIntoView();
}
