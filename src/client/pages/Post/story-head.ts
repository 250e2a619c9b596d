import { imageUrl } from '../../components/images';
import type { HeadTags } from '../../shell/head';

interface StoryHeadInput {
  title: string;
  subtitle: string;
  mediumUrl: string;
  canonicalUrl?: string | null;
  firstPublishedAt?: number | null;
  updatedAt: number;
  isLocked: boolean;
  previewImage?: { id: string } | null;
  creator: { name: string; mediumUrl: string };
  collection?: { name: string } | null;
}

/** Title, description, OpenGraph and Twitter cards, canonical link and an Article in JSON-LD. */
export function storyHead(post: StoryHeadInput): HeadTags {
  const url = post.mediumUrl;
  const origin = new URL(url).origin;
  const image = post.previewImage ? origin + imageUrl(post.previewImage.id, 1200) : null;
  const title = post.title || 'Untitled story';
  const description = post.subtitle;
  const meta: NonNullable<HeadTags['meta']> = [
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: 'Quire' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'author', content: post.creator.name },
  ];
  if (image) meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (post.firstPublishedAt) meta.push({ property: 'article:published_time', content: new Date(post.firstPublishedAt).toISOString() });
  return {
    title: `${title} | by ${post.creator.name}${post.collection ? ` | ${post.collection.name}` : ''}`,
    description,
    canonical: post.canonicalUrl || url,
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description,
      url,
      ...(image ? { image: [image] } : {}),
      datePublished: post.firstPublishedAt ? new Date(post.firstPublishedAt).toISOString() : undefined,
      dateModified: new Date(post.updatedAt).toISOString(),
      author: { '@type': 'Person', name: post.creator.name, url: post.creator.mediumUrl },
      ...(post.collection ? { publisher: { '@type': 'Organization', name: post.collection.name } } : {}),
      isAccessibleForFree: !post.isLocked,
    },
  };
}
