import type { HeadTags } from '../../shell/head';
import { entityFeedHref, feedAlternate, feedPath, oembedAlternate } from '../../../shared/syndication';
import { imageUrl } from '../../components/images';
import type { ProfileTab } from './profile-tabs';
import { PROFILE_TABS } from './profile-tabs';

export interface ProfileHeadInput {
  productName: string;
  tab: ProfileTab;
  /** The address of the page shown (the tab's), absolute. */
  url: string;
  user: { name: string; username?: string | null; bio: string; imageId?: string | null; mediumUrl: string };
}

/** Title, description, canonical link, OpenGraph and Twitter cards, and a ProfilePage in JSON-LD. */
export function profileHead({ productName, tab, url, user }: ProfileHeadInput): HeadTags {
  const label = PROFILE_TABS.find((t) => t.tab === tab)?.label;
  const title = tab === 'home' ? `${user.name} – ${productName}` : `${label} – ${user.name} – ${productName}`;
  const description = user.bio.trim() || `Read writing from ${user.name} on ${productName}.`;
  const origin = new URL(user.mediumUrl).origin;
  const image = user.imageId ? origin + imageUrl(user.imageId, 400) : null;
  const meta: NonNullable<HeadTags['meta']> = [
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: `${user.name} – ${productName}` },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: productName },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: `${user.name} – ${productName}` },
    { name: 'twitter:description', content: description },
  ];
  if (user.username) meta.push({ property: 'profile:username', content: user.username });
  if (image) meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  const alternates = user.username
    ? [feedAlternate(entityFeedHref(user.mediumUrl, feedPath({ kind: 'user', username: user.username })), `Stories by ${user.name}`), oembedAlternate(user.mediumUrl, user.name)]
    : [];
  return {
    title,
    description,
    canonical: url,
    meta,
    alternates,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: user.name,
        url: user.mediumUrl,
        ...(user.username ? { alternateName: `@${user.username}` } : {}),
        ...(user.bio.trim() ? { description: user.bio.trim() } : {}),
        ...(image ? { image } : {}),
      },
    },
  };
}
