import { markupTree, promoteHeadings, safeHref, type MarkupNode, type Paragraph, type PostBody } from '../../../shared/content';
import { escapeHtml } from '../../../shared/format/html';

/**
 * A story's body as plain, self-contained HTML for feed readers: the same paragraphs and markups the story page
 * shows (headings promoted the same way), every text escaped, links only to http, https and mailto addresses,
 * images and embeds with absolute addresses, no classes, scripts or styles. A feed reader keeps none of the
 * page's CSS, so this is its own small renderer rather than the page's React tree.
 */

/** Absolute addresses of images and of our own pages, for HTML read away from the site. */
export interface AbsoluteAddresses {
  /** The instance's origin, e.g. https://quire.example. */
  origin: string;
}

const FEED_IMAGE_WIDTH = 1400;

function imageUrl(addresses: AbsoluteAddresses, id: string): string {
  return `${addresses.origin}/media/${encodeURIComponent(id)}?w=${FEED_IMAGE_WIDTH}`;
}

function inline(nodes: readonly MarkupNode[], text: string): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text).replace(/\n/g, '<br>');
      const inner = inline(node.children, text);
      switch (node.markup.type) {
        case 'STRONG':
          return `<strong>${inner}</strong>`;
        case 'EM':
          return `<em>${inner}</em>`;
        case 'CODE':
          return `<code>${inner}</code>`;
        case 'A': {
          const href = safeHref(node.markup.href);
          return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
        }
        default:
          // Highlights, comments and other reading aids are the page's, not the text's.
          return inner;
      }
    })
    .join('');
}

function textOf(paragraph: Paragraph): string {
  return inline(markupTree(paragraph.text, paragraph.markups), paragraph.text);
}

function figure(addresses: AbsoluteAddresses, paragraph: Paragraph): string {
  if (!paragraph.metadata?.id) return '';
  const alt = escapeHtml(paragraph.metadata.alt ?? '');
  const img = `<img src="${escapeHtml(imageUrl(addresses, paragraph.metadata.id))}" alt="${alt}">`;
  const caption = paragraph.text ? `<figcaption>${textOf(paragraph)}</figcaption>` : '';
  const href = safeHref(paragraph.href);
  return `<figure>${href ? `<a href="${escapeHtml(href)}">${img}</a>` : img}${caption}</figure>`;
}

function embed(addresses: AbsoluteAddresses, paragraph: Paragraph): string {
  const resource = paragraph.iframe?.mediaResource;
  // Feed readers strip frames: a link to the embed's player page on our site stands in for it.
  if (!resource?.id) return paragraph.text ? `<p>${textOf(paragraph)}</p>` : '';
  const label = escapeHtml(resource.title || paragraph.text || 'Embedded content');
  return `<p><a href="${escapeHtml(`${addresses.origin}/media/frame/${encodeURIComponent(resource.id)}`)}">${label}</a></p>`;
}

function mixtape(paragraph: Paragraph): string {
  const href = safeHref(paragraph.mixtapeMetadata?.href ?? paragraph.href);
  const text = textOf(paragraph);
  return href ? `<p><a href="${escapeHtml(href)}">${text || escapeHtml(href)}</a></p>` : text ? `<p>${text}</p>` : '';
}

function block(addresses: AbsoluteAddresses, paragraph: Paragraph): string {
  switch (paragraph.type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
      return `<${paragraph.type.toLowerCase()}>${textOf(paragraph)}</${paragraph.type.toLowerCase()}>`;
    case 'TITLE':
    case 'COVER_TITLE':
      return `<h1>${textOf(paragraph)}</h1>`;
    case 'SUBTITLE':
      return `<h2>${textOf(paragraph)}</h2>`;
    case 'KICKER':
    case 'SECTION_CAPTION':
      return `<p><small>${textOf(paragraph)}</small></p>`;
    case 'BQ':
    case 'PQ':
      return `<blockquote><p>${textOf(paragraph)}</p></blockquote>`;
    case 'PRE':
      return `<pre><code>${escapeHtml(paragraph.text)}</code></pre>`;
    case 'IMG':
      return figure(addresses, paragraph);
    case 'IFRAME':
      return embed(addresses, paragraph);
    case 'MIXTAPE_EMBED':
      return mixtape(paragraph);
    case 'HR':
      return '<hr>';
    case 'ULI':
    case 'OLI':
      return `<li>${textOf(paragraph)}</li>`;
    case 'P':
      return `<p>${textOf(paragraph)}</p>`;
  }
}

/** The body's paragraphs as HTML; list items grouped into their lists. The story's own title is left to the feed item. */
export function storyHtml(body: PostBody, addresses: AbsoluteAddresses, { skipTitle = true } = {}): string {
  const paragraphs = promoteHeadings(body.paragraphs);
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  paragraphs.forEach((paragraph, index) => {
    const kind = paragraph.type === 'ULI' ? 'ul' : paragraph.type === 'OLI' ? 'ol' : null;
    if (list && kind !== list) {
      out.push(`</${list}>`);
      list = null;
    }
    if (kind && !list) {
      out.push(`<${kind}>`);
      list = kind;
    }
    if (skipTitle && index === 0 && paragraph.type === 'TITLE') return;
    out.push(block(addresses, paragraph));
  });
  if (list) out.push(`</${list}>`);
  return out.join('\n');
}
