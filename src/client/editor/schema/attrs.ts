import type { AttributeSpec, Node } from 'prosemirror-model';
import type { BlockAttrs } from '../../../shared/content/editor-document';

/** Attributes every paragraph-like node carries (see src/shared/content/editor-document.ts). */
export const blockAttrSpecs: Record<keyof BlockAttrs, AttributeSpec> = {
  name: { default: null },
  section: { default: null },
  layout: { default: null },
  paragraphHref: { default: null },
  hasDropCap: { default: null },
  dropCapImage: { default: null },
  extra: { default: null },
};

export function layoutClass(layout: unknown): string | null {
  return typeof layout === 'string' ? `layout-${layout.toLowerCase().replace(/_/g, '-')}` : null;
}

/**
 * DOM attributes for a paragraph-like node: its name (for anchors), layout, drop cap and
 * section start as classes and data attributes the editor's styles can use, and
 * `data-node` so content copied inside the editor pastes back as the same node type.
 */
export function blockDOMAttrs(node: Node, className?: string): Record<string, string> {
  const attrs: Record<string, string> = { 'data-node': node.type.name };
  const { name, layout, hasDropCap, section } = node.attrs as BlockAttrs;
  if (name) attrs['data-name'] = name;
  const classes = [className, layoutClass(layout), hasDropCap ? 'has-dropcap' : null].filter(Boolean);
  if (classes.length > 0) attrs.class = classes.join(' ');
  if (section) attrs['data-section'] = section.name;
  return attrs;
}

export function dataAttr(dom: HTMLElement, name: string): string | null {
  const value = dom.getAttribute(`data-${name}`);
  return value === null || value === '' ? null : value;
}

export function dataNumber(dom: HTMLElement, name: string): number | null {
  const value = dataAttr(dom, name);
  const parsed = value === null ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Sets `data-*` attributes for the attrs that have a value. */
export function dataAttrs(values: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) result[`data-${key}`] = String(value);
  }
  return result;
}
