import { excerpt, formatReadingTime, safeHref, type Paragraph } from '../../../shared/content';
import { imageUrl } from '../../components/images';
import type { HeadTags } from '../../shell/head';
import { oembedAlternate } from '../../../shared/syndication';

/** Search results and cards show about this much of a description. */
export const DESCRIPTION_MAX = 160;
/** Width of the preview image in cards: a served width, large enough for Twitter's and Facebook's big cards. */
export const SHARE_IMAGE_WIDTH = 1200;

export interface StoryHeadInput {
  productName: string;
  title: string;
  subtitle: string;
  mediumUrl: string;
  canonicalUrl?: string | null;
  firstPublishedAt?: number | null;
  latestPublishedAt?: number | null;
  updatedAt: number;
  isLocked: boolean;
  isPublished: boolean;
  visibility: string;
  readingTime: number;
  previewImage?: { id: string } | null;
  creator: { name: string; mediumUrl: string };
  collection?: { name: string; mediumUrl?: string } | null;
  tags?: readonly { displayTitle: string }[];
  /** The readable paragraphs, for a description when the story has no subtitle. */
  paragraphs?: readonly Paragraph[];
  /** The description made earlier from the same text (kept with the story's rendered text). */
  description?: string | null;
}

/** `text` on one line, cut at a word to at most `max` characters. */
const clip = (text: string, max: number) => excerpt({ paragraphs: [{ name: 'text', type: 'P', text, markups: [] }] }, max);

/** The subtitle, else the opening prose of the story (its title block and captions skipped). */
export function storyDescription(subtitle: string, paragraphs: readonly Paragraph[] = []): string {
  return subtitle.trim() ? clip(subtitle, DESCRIPTION_MAX) : excerpt({ paragraphs: [...paragraphs] }, DESCRIPTION_MAX);
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Title, description, OpenGraph and Twitter cards, the canonical link (the original's address when the
 * story was first published elsewhere) and an Article in JSON-LD.
 */
export function storyHead(post: StoryHeadInput): HeadTags {
  const url = post.mediumUrl;
  const origin = new URL(url).origin;
  const image = post.previewImage ? origin + imageUrl(post.previewImage.id, SHARE_IMAGE_WIDTH) : null;
  const title = post.title || 'Untitled story';
  const description = post.description ?? storyDescription(post.subtitle, post.paragraphs);
  const canonical = safeHref(post.canonicalUrl) ?? url;
  const readingTime = formatReadingTime(post.readingTime);
  const meta: NonNullable<HeadTags['meta']> = [
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: post.productName },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:label1', content: 'Reading time' },
    { name: 'twitter:data1', content: readingTime },
    { name: 'author', content: post.creator.name },
    { property: 'article:author', content: post.creator.mediumUrl },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: image }, { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) });
    meta.push({ name: 'twitter:image', content: image });
  }
  if (post.firstPublishedAt) meta.push({ property: 'article:published_time', content: iso(post.firstPublishedAt) });
  if (post.latestPublishedAt) meta.push({ property: 'article:modified_time', content: iso(post.latestPublishedAt) });
  if (post.collection) meta.push({ property: 'article:section', content: post.collection.name });
  for (const tag of post.tags ?? []) meta.push({ property: 'article:tag', content: tag.displayTitle });
  if (post.isLocked) meta.push({ property: 'article:content_tier', content: 'locked' });

  const publisher = post.collection
    ? { '@type': 'Organization', name: post.collection.name, ...(post.collection.mediumUrl ? { url: post.collection.mediumUrl } : {}) }
    : { '@type': 'Organization', name: post.productName, url: origin };
  return {
    title: `${title} | by ${post.creator.name}${post.collection ? ` | ${post.collection.name}` : ''}`,
    description,
    canonical,
    // Unlisted stories and drafts are for those who have the link, not for search engines.
    robots: post.visibility === 'UNLISTED' || !post.isPublished ? 'noindex' : undefined,
    meta,
    // Other sites' link cards describe listed stories only (the oEmbed endpoint refuses the rest).
    alternates: post.visibility !== 'UNLISTED' && post.isPublished ? [oembedAlternate(url, title)] : [],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: clip(title, 110),
      description,
      url,
      mainEntityOfPage: canonical,
      ...(image ? { image: [image] } : {}),
      ...(post.firstPublishedAt ? { datePublished: iso(post.firstPublishedAt) } : {}),
      dateModified: iso(post.latestPublishedAt ?? post.updatedAt),
      author: { '@type': 'Person', name: post.creator.name, url: post.creator.mediumUrl },
      publisher,
      isAccessibleForFree: !post.isLocked,
      ...(post.isLocked ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.meteredContent' } } : {}),
    },
  };
}
