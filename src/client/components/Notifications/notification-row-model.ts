import { notificationSentence, type NotificationLinkKind, type NotificationSentence } from '../../../shared/format/notification-sentence';
import { buildPath } from '../../../shared/routes';
import { pathOnSite, type SiteState } from '../../../shared/site';
import type { NotificationRowFragment } from '../../gql/graphql';
import { profilePath } from '../UserHoverCard/profile-path';

export interface NotificationViewer {
  id: string;
  username?: string | null;
}

export interface NotificationRowModel {
  sentence: NotificationSentence;
  /** The address of each kind of link the sentence uses (null: nothing to open). */
  hrefs: Partial<Record<NotificationLinkKind, string | null>>;
  /** The row as a whole. */
  href: string | null;
}

/** A response's own words, its quoted passage left out. */
function responseText(row: NotificationRowFragment): string | null {
  const paragraphs = row.responsePost?.responseParagraphs ?? [];
  const own = paragraphs.filter((p) => p.type !== 'BQ').map((p) => p.text);
  return own.join(' ') || null;
}

/** An address on this site as a path the router follows; elsewhere (a publication's own domain) in full. */
function onSite(site: SiteState | null | undefined, url: string | undefined): string | null {
  if (!url) return null;
  return pathOnSite(site, url) ?? url;
}

function hrefsOf(row: NotificationRowFragment, viewer: NotificationViewer, site: SiteState | null | undefined): NotificationRowModel['hrefs'] {
  const catalog = row.catalog;
  const ownCatalog = catalog?.creator.id === viewer.id;
  const viewerProfile = profilePath(viewer);
  return {
    post: onSite(site, row.post?.mediumUrl),
    responsePost: onSite(site, row.responsePost?.mediumUrl) ?? onSite(site, row.post?.mediumUrl),
    collection: onSite(site, row.collection?.mediumUrl),
    catalog: catalog
      ? ownCatalog || !catalog.creator.username
        ? buildPath('ShowYourList', { catalogSlugId: catalog.slugId })
        : buildPath('ShowUserList', { username: catalog.creator.username, catalogSlugId: catalog.slugId })
      : null,
    actor: row.actor ? profilePath(row.actor) : null,
    followers: viewer.username ? buildPath('ShowUserFollowers', { username: viewer.username }) : viewerProfile,
    // The writer's audience page: subscribers and their growth.
    subscribers: viewer.username ? buildPath('ShowUserAudience', { username: viewer.username }) : buildPath('ShowSubscriptionStats'),
    stats: buildPath('ShowStats'),
    viewerProfile,
    taxes: buildPath('ShowPartnerTaxes'),
  };
}

/** What a row shows and where its parts lead; null for a type this version does not know (the row is left out). */
export function notificationRowModel(row: NotificationRowFragment, viewer: NotificationViewer, site: SiteState | null | undefined): NotificationRowModel | null {
  const sentence = notificationSentence({
    type: row.notificationName,
    actorCount: row.actorCount,
    actorName: row.actor?.name ?? null,
    milestoneArg: row.milestoneArg,
    post: row.post ? { title: row.post.title, isViewerOwn: row.post.creator.id === viewer.id, isResponse: row.post.isResponse } : null,
    collection: row.collection ? { name: row.collection.name } : null,
    catalog: row.catalog ? { name: row.catalog.name, isViewerOwn: row.catalog.creator.id === viewer.id } : null,
    responseText: responseText(row),
    quoteText: row.quote?.text ?? null,
    noteText: row.note?.content ?? null,
    noteReplyText: row.noteReply?.content ?? null,
  });
  if (!sentence) return null;
  const hrefs = hrefsOf(row, viewer, site);
  return { sentence, hrefs, href: hrefs[sentence.link] ?? hrefs.actor ?? null };
}
