import { safeHref } from '../../../shared/content';

export const LINK_PROTOCOL_MESSAGE = 'Links must start with http://, https:// or mailto:';
export const WEB_LINK_MESSAGE = 'Enter a web address that starts with http:// or https://';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOOKS_LIKE_EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
const LOOKS_LIKE_HOST = /^[^\s/:@]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

export type LinkUrlResult = { ok: true; href: string } | { ok: false; error: string };

/**
 * What a writer typed as a link, made into an href the story may carry (only http, https and mailto,
 * spec 1 §5). A bare address ("example.com/a", "ada@example.com") gets its scheme; any other scheme is refused.
 */
export function linkUrl(typed: string): LinkUrlResult {
  const text = typed.trim();
  if (!text) return { ok: false, error: LINK_PROTOCOL_MESSAGE };
  let candidate = text;
  if (!HAS_SCHEME.test(text) && !text.startsWith('//')) {
    if (LOOKS_LIKE_EMAIL.test(text)) candidate = `mailto:${text}`;
    else if (LOOKS_LIKE_HOST.test(text)) candidate = `https://${text}`;
  }
  const href = safeHref(candidate);
  return href ? { ok: true, href } : { ok: false, error: LINK_PROTOCOL_MESSAGE };
}

/** A web page address (canonical link, embed): http or https only. */
export function webUrl(typed: string): LinkUrlResult {
  const result = linkUrl(typed);
  if (!result.ok || /^mailto:/i.test(result.href)) return { ok: false, error: WEB_LINK_MESSAGE };
  return result;
}
