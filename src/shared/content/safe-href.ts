import { isEmbedFramePath } from '../embeds';

// Any C0/C1 control character or whitespace inside a URL is either a mistake or an
// attempt to smuggle a scheme past a naive check ("java\tscript:").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2060\u3000\ufeff]/;
const ALLOWED_PREFIX = /^(?:https?:\/\/|mailto:)/i;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href to render for a link, or null when it must render as plain text.
 * Only absolute http, https and mailto URLs pass; the scheme has to be spelled out
 * literally at the start, so entity-encoded or whitespace-split schemes are refused.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (trimmed.length === 0 || trimmed.length > 4096) return null;
  if (UNSAFE_CHARS.test(trimmed)) return null;
  if (!ALLOWED_PREFIX.test(trimmed)) return null;

  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && url.hostname === '') return null;
  if (url.protocol === 'mailto:' && url.pathname === '') return null;
  return trimmed;
}

/**
 * Embeds load only from our own frame page, made for an allow-listed provider when the link was added:
 * a frame pointing anywhere else is never loaded (it would run that page's scripts inside the story).
 */
export function safeEmbedSrc(src: unknown): string | null {
  return isEmbedFramePath(src) ? src : null;
}
