/**
 * A small DOM for unit tests in Node: enough of Node, Element, Text and Document for
 * ProseMirror's DOMParser and DOMSerializer (and an HTML reader for fixtures). Selectors:
 * tag, .class, [attr], [attr=value], one `>` combinator, comma lists.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', mdash: '—', ndash: '–' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export class MiniNode {
  parentNode: MiniElement | null = null;
  readonly childNodes: MiniNode[] = [];
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    readonly ownerDocument: MiniDocument,
  ) {}

  get firstChild(): MiniNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): MiniNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) + 1] ?? null) : null;
  }
  get previousSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) - 1] ?? null) : null;
  }
  get textContent(): string {
    return this.childNodes.map((child) => child.textContent).join('');
  }

  appendChild<T extends MiniNode>(child: T): T {
    if (child.nodeType === 11) {
      for (const inner of [...child.childNodes]) this.appendChild(inner);
      return child;
    }
    child.parentNode?.removeChild(child);
    this.childNodes.push(child);
    child.parentNode = this as unknown as MiniElement;
    return child;
  }

  removeChild<T extends MiniNode>(child: T): T {
    const index = this.childNodes.indexOf(child);
    if (index >= 0) this.childNodes.splice(index, 1);
    child.parentNode = null;
    return child;
  }
}

export class MiniText extends MiniNode {
  constructor(
    public nodeValue: string,
    doc: MiniDocument,
  ) {
    super(3, '#text', doc);
  }
  override get textContent(): string {
    return this.nodeValue;
  }
}

class MiniStyle {
  private readonly props = new Map<string, string>();
  constructor(private readonly element: MiniElement) {}

  read(css: string): void {
    this.props.clear();
    for (const declaration of css.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) this.props.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
  }
  get length(): number {
    return this.props.size;
  }
  getPropertyValue(name: string): string {
    return this.props.get(name) ?? '';
  }
  get fontWeight(): string {
    return this.getPropertyValue('font-weight');
  }
  get fontStyle(): string {
    return this.getPropertyValue('font-style');
  }
  get whiteSpace(): string {
    return this.getPropertyValue('white-space');
  }
  set cssText(css: string) {
    this.element.setAttribute('style', css);
  }
}

interface Compound {
  tag: string | null;
  classes: string[];
  attrs: { name: string; value: string | null }[];
}

function parseCompound(source: string): Compound {
  const compound: Compound = { tag: null, classes: [], attrs: [] };
  const pattern = /^([a-z][a-z0-9-]*|\*)|\.([\w-]+)|\[([\w-]+)(?:=["']?([^"'\]]*)["']?)?\]/gi;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[1]) compound.tag = match[1] === '*' ? null : match[1].toLowerCase();
    else if (match[2]) compound.classes.push(match[2]);
    else if (match[3]) compound.attrs.push({ name: match[3].toLowerCase(), value: match[4] ?? null });
  }
  return compound;
}

export class MiniElement extends MiniNode {
  readonly attributes = new Map<string, string>();
  readonly style = new MiniStyle(this);
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';

  constructor(tag: string, doc: MiniDocument) {
    super(1, tag.toUpperCase(), doc);
  }

  get tagName(): string {
    return this.nodeName;
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name.toLowerCase()) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name.toLowerCase());
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name.toLowerCase(), String(value));
    if (name.toLowerCase() === 'style') this.style.read(String(value));
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name.toLowerCase());
  }

  private matchesCompound(compound: Compound): boolean {
    if (compound.tag && compound.tag !== this.nodeName.toLowerCase()) return false;
    const classes = (this.getAttribute('class') ?? '').split(/\s+/);
    if (!compound.classes.every((c) => classes.includes(c))) return false;
    return compound.attrs.every(({ name, value }) => (value === null ? this.hasAttribute(name) : this.getAttribute(name) === value));
  }

  matches(selectors: string): boolean {
    return selectors.split(',').some((selector) => {
      const parts = selector.trim().split(/\s*>\s*/);
      if (!this.matchesCompound(parseCompound(parts[parts.length - 1]!))) return false;
      let element = this.parentNode;
      for (let i = parts.length - 2; i >= 0; i--) {
        if (!element || !element.matchesCompound(parseCompound(parts[i]!))) return false;
        element = element.parentNode;
      }
      return true;
    });
  }

  querySelector(selector: string): MiniElement | null {
    for (const child of this.childNodes) {
      if (!(child instanceof MiniElement)) continue;
      if (child.matches(selector)) return child;
      const inner = child.querySelector(selector);
      if (inner) return inner;
    }
    return null;
  }

  get outerHTML(): string {
    const tag = this.nodeName.toLowerCase();
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
    if (VOID.has(tag)) return `<${tag}${attrs}>`;
    return `<${tag}${attrs}>${this.innerHTML}</${tag}>`;
  }

  get innerHTML(): string {
    return this.childNodes
      .map((child) =>
        child instanceof MiniElement ? child.outerHTML : (child as MiniText).nodeValue.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
      )
      .join('');
  }
}

export class MiniDocument {
  createElement(tag: string): MiniElement {
    return new MiniElement(tag, this);
  }
  createElementNS(_ns: string, tag: string): MiniElement {
    return new MiniElement(tag, this);
  }
  createTextNode(text: string): MiniText {
    return new MiniText(text, this);
  }
  createDocumentFragment(): MiniNode {
    return new MiniNode(11, '#document-fragment', this);
  }
}

/** Reads an HTML fragment into a <body> element (a forgiving reader for well-formed test fixtures). */
export function parseHTML(html: string): MiniElement {
  const doc = new MiniDocument();
  const body = doc.createElement('body');
  const stack: MiniElement[] = [body];
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+|<)/g;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const top = stack[stack.length - 1]!;
    const [, closing, opening, attrSource, selfClosing, text] = match;
    if (text !== undefined) {
      top.appendChild(doc.createTextNode(decode(text)));
    } else if (closing) {
      const name = closing.toUpperCase();
      const index = stack.map((el) => el.nodeName).lastIndexOf(name);
      if (index > 0) stack.length = index;
    } else if (opening) {
      const element = doc.createElement(opening);
      const attr = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
      for (let a = attr.exec(attrSource ?? ''); a; a = attr.exec(attrSource ?? '')) {
        element.setAttribute(a[1]!, decode(a[2] ?? a[3] ?? a[4] ?? ''));
      }
      top.appendChild(element);
      if (!selfClosing && !VOID.has(opening.toLowerCase())) stack.push(element);
    }
  }
  return body;
}
