import type { Node } from 'prosemirror-model';
import { safeHref } from '../../../shared/content/safe-href';

/** The address when a paragraph holds nothing but one http(s) link, else null (such a line becomes an embed). */
export function loneLink(node: Node | null | undefined): string | null {
  if (!node || node.type.name !== 'paragraph') return null;
  const text = node.textContent.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  let otherInline = false;
  node.forEach((child) => {
    if (!child.isText) otherInline = true;
  });
  return otherInline ? null : safeHref(text);
}
