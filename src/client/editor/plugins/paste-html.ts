import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * What pasted HTML may keep: the elements the editor's schema reads (paragraphs, headings, lists, quotes, code,
 * figures, links, emphasis) and the harmless ones whose text it keeps (spans, divs, tables). Everything else is
 * unwrapped to its text, except the elements whose content is never text for a story (scripts, styles, frames,
 * SVG, MathML, forms…), which go with their content.
 */
const PASTE_TAGS = [
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'b', 'strong', 'i', 'em', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote',
  'hr', 'br', 'span', 'div', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];
/** Attributes the parse rules read (`data-*` are kept too: content copied inside the editor pastes back as itself). */
const PASTE_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'style', 'width', 'height'];
/** Links and images: http, https, mailto, or an address on this site; never javascript:, data:, vbscript:… */
const PASTE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);
const DROPPED_WITH_CONTENT = ['object', 'embed', 'frame', 'frameset', 'textarea', 'select', 'button', 'form', 'input'];

const PASTE_CONFIG = {
  ALLOWED_TAGS: PASTE_TAGS,
  ALLOWED_ATTR: PASTE_ATTRIBUTES,
  ALLOWED_URI_REGEXP: PASTE_URL,
  ALLOW_DATA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  KEEP_CONTENT: true,
};

/**
 * Cleans HTML from the clipboard with DOMPurify before it is parsed: comments, scripts, styles, frames, SVG and
 * forms go with their content; event handlers and unsafe links go. (The schema's parse rules then turn what is
 * left into content, and links keep only http, https and mailto.) Without a DOM to clean in, nothing is pasted.
 */
export function sanitizePastedHTML(html: string): string {
  const purify = pastePurifier();
  return purify ? purify.sanitize(html, PASTE_CONFIG) : '';
}

let purifier: DOMPurify | null | undefined;

/**
 * The editor's own DOMPurify instance (its hook touches no other use of DOMPurify), made on the first paste;
 * null where there is no DOM. DOMPurify lets images keep data: addresses whatever the URL rule says: the hook
 * holds every link and image to the rule.
 */
function pastePurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  purifier = typeof window === 'undefined' ? null : createDOMPurify(window);
  if (purifier && !purifier.isSupported) purifier = null;
  purifier?.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !PASTE_URL.test(data.attrValue.trim())) data.keepAttr = false;
  });
  return purifier;
}
