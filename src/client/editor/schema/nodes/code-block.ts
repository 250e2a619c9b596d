import type { NodeSpec } from 'prosemirror-model';
import { blockAttrSpecs, blockDOMAttrs } from '../attrs';

function langOf(dom: HTMLElement): string | null {
  const own = dom.getAttribute('data-lang');
  if (own) return own.slice(0, 40);
  const code = Array.from(dom.childNodes).find((child) => child.nodeName.toUpperCase() === 'CODE') as HTMLElement | undefined;
  const classes = `${dom.getAttribute('class') ?? ''} ${code?.getAttribute('class') ?? ''}`;
  const match = /(?:^|\s)(?:language|lang)-([\w+#.-]{1,40})/.exec(classes);
  return match ? match[1]! : null;
}

/** PRE (attr lang: codeBlockMetadata.lang). Line breaks stay "\n" in its text. */
export const codeBlock: NodeSpec = {
  group: 'block',
  content: 'text*',
  code: true,
  defining: true,
  attrs: { ...blockAttrSpecs, lang: { default: null } },
  parseDOM: [{ tag: 'pre', preserveWhitespace: 'full', getAttrs: (dom) => ({ lang: langOf(dom) }) }],
  toDOM: (node) => {
    const lang = node.attrs.lang as string | null;
    return ['pre', { ...blockDOMAttrs(node, 'code-block'), ...(lang ? { 'data-lang': lang } : {}) }, ['code', 0]];
  },
};
