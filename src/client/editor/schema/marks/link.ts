import type { MarkSpec } from 'prosemirror-model';
import { safeHref } from '../../../../shared/content/safe-href';
import { dataAttr } from '../attrs';
import { markupAttrSpecs } from './markup-attrs';

/**
 * A: a link (anchorType LINK or null) or a mention of a person (anchorType USER with
 * userId; href is then the person's profile, if known). Mentions are links, not a mark of
 * their own, exactly as in the model. Only http, https and mailto links are kept: any
 * other pasted link stays as plain text.
 */
export const link: MarkSpec = {
  attrs: { ...markupAttrSpecs, anchorType: { default: null } },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[data-user-id]',
      priority: 60,
      getAttrs: (dom) => {
        const userId = dataAttr(dom, 'user-id');
        if (!userId) return false;
        return { anchorType: 'USER', userId, href: safeHref(dom.getAttribute('href')) };
      },
    },
    {
      tag: 'a[href]',
      getAttrs: (dom) => {
        const href = safeHref(dom.getAttribute('href'));
        if (!href) return false;
        return { href, anchorType: dataAttr(dom, 'anchor-type') === 'LINK' ? 'LINK' : null };
      },
    },
  ],
  toDOM: (mark) => {
    const { href, anchorType, userId } = mark.attrs as { href: string | null; anchorType: string | null; userId: string | null };
    const safe = safeHref(href);
    return [
      'a',
      {
        ...(safe ? { href: safe } : {}),
        ...(anchorType ? { 'data-anchor-type': anchorType } : {}),
        ...(userId ? { 'data-user-id': userId } : {}),
        class: anchorType === 'USER' ? 'markup-mention' : 'markup-link',
        rel: 'noopener noreferrer nofollow',
      },
      0,
    ];
  },
};
