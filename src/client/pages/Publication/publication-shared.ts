import { useLocation } from 'react-router';
import type { PublicationHeaderFragment } from '../../gql/graphql';
import type { HeadTags } from '../../shell/head';
import { entityFeedHref, feedAlternate, feedPath, oembedAlternate } from '../../../shared/syndication';
import { canonicalHref } from './PublicationFrame';

/** Stories per page of a publication's lists (latest, tagged, archive, trending). */
export const PAGE_SIZE = 10;

/** The cursor of the page of stories asked for (`?to=`), from the "Older stories" link. */
export function useCursor(): string | undefined {
  const { search } = useLocation();
  return new URLSearchParams(search).get('to') ?? undefined;
}

/** Title, description, canonical address, sharing tags and feed links of a publication's reader page. */
export function headFor(collection: PublicationHeaderFragment, title: string, routeName: string, params: Record<string, string> = {}, extra: Partial<HeadTags> = {}): HeadTags {
  const description = collection.description.split('\n')[0] || collection.tagline || `Stories from ${collection.name}`;
  const canonical = canonicalHref(collection, routeName, params);
  const image = collection.avatar ? new URL(`/media/${collection.avatar.id}?w=400`, canonical).toString() : undefined;
  const home = canonicalHref(collection, 'ShowCollectionHome', {});
  const alternates = [feedAlternate(entityFeedHref(home, feedPath({ kind: 'collection', collectionSlug: collection.slug })), collection.name), oembedAlternate(home, collection.name)];
  return {
    title,
    description,
    canonical,
    meta: [
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: collection.name },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: 'summary' },
    ],
    alternates,
    ...extra,
  };
}
