import type { AttributeSpec, Mark, MarkSpec } from 'prosemirror-model';
import type { MarkupType } from '../../../../shared/content/model';
import { dataAttr, dataAttrs, dataNumber } from '../attrs';

/** Fields any markup may carry; kept on every mark so nothing is lost. */
export const markupAttrSpecs: Record<'href' | 'userId' | 'httpStatus', AttributeSpec> = {
  href: { default: null },
  userId: { default: null },
  httpStatus: { default: null },
};

/**
 * A markup the writer does not apply from the toolbar (comments, highlights, queries…):
 * a span that copies and pastes inside the editor unchanged.
 */
export function annotationMark(type: MarkupType): MarkSpec {
  const className = `markup-${type.toLowerCase().replace(/_/g, '-')}`;
  return {
    attrs: markupAttrSpecs,
    inclusive: false,
    parseDOM: [
      {
        tag: `span[data-markup=${type}]`,
        getAttrs: (dom) => ({ href: dataAttr(dom, 'href'), userId: dataAttr(dom, 'user-id'), httpStatus: dataNumber(dom, 'http-status') }),
      },
    ],
    toDOM: (mark: Mark) => [
      'span',
      {
        class: className,
        'data-markup': type,
        ...dataAttrs({ href: mark.attrs.href, 'user-id': mark.attrs.userId, 'http-status': mark.attrs.httpStatus }),
      },
      0,
    ],
  };
}
