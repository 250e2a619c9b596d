import type { ServiceContext } from '../../core';
import { postHref } from '../posts';
import { sentStoriesOf, type SentCursor, type SentRow } from './archive.repo';
import type { NewsletterModel } from './newsletters.repo';
import { mayManage, newsletterById, newsletterSender } from './publication-newsletters.service';

/**
 * A newsletter's archive: the stories it sent, newest first. Anyone sees the sent stories that are published and
 * listed (public or member-only; never drafts, unlisted, deleted or suspended stories, nor those of a suspended
 * writer). Those who manage the newsletter (its writer, or its publication's editors) also see its email-only
 * issues, by the words that went out and without an address (they have none).
 */

export const ARCHIVE_PAGE_SIZE = 10;
export const ARCHIVE_PAGE_MAX = 50;

export interface SentStory {
  id: string;
  title: string;
  subtitle: string;
  /** The story's absolute canonical address; null for an email-only issue. */
  url: string | null;
  sentAt: number;
  /** Member-only: everyone reads its preview, members the whole story. */
  isLocked: boolean;
  emailOnly: boolean;
  previewImage: { id: string; url: string } | null;
}

export interface NewsletterArchive {
  newsletter: NewsletterModel;
  /** The reader manages the newsletter (so its email-only issues are listed). */
  managed: boolean;
  posts: SentStory[];
  /** The next page's cursor, or null on the last page. */
  next: { limit: number; to: string } | null;
}

const encodeSentCursor = (row: SentRow) => `${row.sentAt}_${row.sendId}`;
function decodeSentCursor(to: string | null | undefined): SentCursor | null {
  const match = /^(\d{1,15})_([0-9a-f]{12})$/.exec(to ?? '');
  return match ? { at: Number(match[1]), id: match[2] ?? '' } : null;
}
const archiveLimit = (limit: number | null | undefined) => (limit == null || !Number.isFinite(limit) ? ARCHIVE_PAGE_SIZE : Math.min(Math.max(1, Math.floor(limit)), ARCHIVE_PAGE_MAX));

/** A page of the newsletter's archive as the reader may see it; null when there is no such newsletter (or nobody sends it any more). */
export async function newsletterArchive(ctx: ServiceContext, input: { newsletterId: string; limit?: number | null; to?: string | null }): Promise<NewsletterArchive | null> {
  const newsletter = await newsletterById(ctx, input);
  if (!newsletter || !(await newsletterSender(ctx, newsletter))) return null;
  const managed = await mayManage(ctx, newsletter);
  const limit = archiveLimit(input.limit);
  // One row more than shown says whether a next page exists; the cursor is the last row read, so stories
  // dropped below (a suspended writer's) never shift a page.
  const rows = await sentStoriesOf(ctx.db, newsletter.id, { limit: limit + 1, after: decodeSentCursor(input.to), emailOnly: managed });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { newsletter, managed, posts: await linked(ctx, page), next: rows.length > limit && last ? { limit, to: encodeSentCursor(last) } : null };
}

/** The rows' addresses, through the request's loaders (one query per kind for the whole page). */
async function linked(ctx: ServiceContext, rows: readonly SentRow[]): Promise<SentStory[]> {
  const stories = rows.filter((r) => !r.issue).map((r) => r.post);
  const [creators, collections, domains] = await Promise.all([
    ctx.loaders.userById.loadMany(stories.map((p) => p.creatorId)),
    ctx.loaders.collectionById.loadMany(stories.flatMap((p) => (p.collectionId ? [p.collectionId] : []))),
    ctx.loaders.userLiveDomain.loadMany(stories.map((p) => p.creatorId)),
  ]);
  const ok = <T>(value: T | Error | null | undefined): T | null => (value instanceof Error ? null : (value ?? null));
  const creatorById = new Map(creators.flatMap((u) => (ok(u) ? [[ok(u)!.id, ok(u)!] as const] : [])));
  const collectionById = new Map(collections.flatMap((c) => (ok(c) ? [[ok(c)!.id, ok(c)!] as const] : [])));
  const domainByCreator = new Map(stories.map((p, i) => [p.creatorId, ok(domains[i])]));
  const image = (id: string | null) => (id ? { id, url: `${ctx.config.publicUrl}/media/${encodeURIComponent(id)}?w=400` } : null);
  return rows.flatMap((row): SentStory[] => {
    const post = row.post;
    if (row.issue) {
      return [{ id: post.id, title: row.issue.title, subtitle: row.issue.subtitle, url: null, sentAt: row.sentAt, isLocked: false, emailOnly: true, previewImage: null }];
    }
    const creator = creatorById.get(post.creatorId);
    if (!creator || creator.isSuspended || creator.deletedAt !== null) return [];
    const collection = post.collectionId ? (collectionById.get(post.collectionId) ?? null) : null;
    const url = postHref(ctx.config, post, creator, collection, collection ? null : (domainByCreator.get(post.creatorId) ?? null));
    return [{ id: post.id, title: post.title, subtitle: post.subtitle, url, sentAt: row.sentAt, isLocked: post.visibility === 'LOCKED', emailOnly: false, previewImage: image(post.previewImageId) }];
  });
}
