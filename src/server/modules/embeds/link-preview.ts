/** What a link card shows, read from a page's OpenGraph tags (or its title and description). */
export interface LinkPreview {
  title: string;
  description: string | null;
  /** Absolute http(s) address of the page's preview image. */
  imageUrl: string | null;
}

export const PREVIEW_TITLE_MAX = 200;
export const PREVIEW_DESCRIPTION_MAX = 300;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff) ? String.fromCodePoint(point) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Collapses whitespace, drops control characters and cuts at a word near `max` characters. */
export function cleanText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const flat = decodeEntities(text).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s=/>"']+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  // Skip the tag name itself.
  const body = tag.replace(/^<\s*[a-z]+/i, '');
  for (const match of body.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

function metaTags(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = (attrs.get('property') ?? attrs.get('name') ?? attrs.get('itemprop') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  return meta;
}

function absoluteHttpUrl(href: string, base: URL): string | null {
  try {
    const url = new URL(decodeEntities(href.trim()), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads a page's card: og:title, else twitter:title, else <title>; the same for description and image. */
export function parseLinkPreview(html: string, pageUrl: URL): LinkPreview | null {
  // Comments and scripts can hold tag-like text that is not part of the page.
  const head = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const meta = metaTags(head);
  const pick = (...keys: string[]) => keys.map((k) => meta.get(k)?.trim()).find((v) => v);
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  const rawTitle = pick('og:title', 'twitter:title') ?? titleTag;
  const title = rawTitle ? cleanText(rawTitle, PREVIEW_TITLE_MAX) : '';
  if (!title) return null;
  const rawDescription = pick('og:description', 'twitter:description', 'description');
  const description = rawDescription ? cleanText(rawDescription, PREVIEW_DESCRIPTION_MAX) : '';
  const rawImage = pick('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src');
  return { title, description: description || null, imageUrl: rawImage ? absoluteHttpUrl(rawImage, pageUrl) : null };
}

/** The charset a page declares in its Content-Type header or its first bytes, if TextDecoder knows it. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** True once the bytes seen include the end of the head: the card's tags are all before it. */
export function headEnded(recent: Buffer): boolean {
  return /<\/head\s*>|<body\b/i.test(recent.toString('latin1'));
}
