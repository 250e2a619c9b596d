import { slugify } from '../../../shared/format/slug';
import { NEWSLETTER_DESCRIPTION_MAX, NEWSLETTER_MESSAGES, NEWSLETTER_NAME_MAX, NEWSLETTER_SUBSCRIBES_PER_MINUTE, PUBLICATION_NEWSLETTER_MESSAGES as M } from '../../../shared/validation/newsletters';
import type { ServiceContext, SignedInContext } from '../../core';
import { consumeAttempt } from '../../security';
import { emailAvatarUrl, type EmailActor } from '../email';
import { createStory, latestDraftOf } from '../posts';
import { enqueueSend } from './newsletter-sending';
import { collectionNewsletterLoader, issueLoader, subscriberCount, viewerSubscribed } from './newsletters.loaders';
import {
  insertCollectionNewsletter,
  insertIssue,
  issuesByPostIds,
  markIssueSent,
  newslettersByIds,
  newslettersOfCollections,
  updateNewsletterText,
  upsertSubscriber,
  type IssueRow,
  type NewsletterModel,
} from './newsletters.repo';
import { checkedAddress, subscribeAddress, type EmailSubscribeAnswer, type NewsletterAnswer } from './newsletters.service';

/**
 * Publication newsletters (type COLLECTION) and email-only issues. Who may manage a newsletter is decided here
 * once (`mayManage`): a publication's editors (and its creator) for its newsletter, the writer for their own.
 * Everyone else is refused, and pages answer them as if the newsletter were not there.
 */

declare module '../../jobs/events' {
  interface DomainEvents {
    /** A publication's newsletter was created, renamed or described anew: its publication's pages show it. */
    'newsletter.changed': { newsletterId: string; collectionId: string | null; actorId: string };
  }
}

type Refusal = { __typename: 'NotFound' | 'Forbidden' | 'BadRequest'; message: string };
const notFound = { __typename: 'NotFound', message: NEWSLETTER_MESSAGES.notFound } as const;
const badRequest = (message: string) => ({ __typename: 'BadRequest', message }) as const;

/** The publication's newsletter, or null until its editors create one. */
export async function collectionNewsletter(ctx: ServiceContext, input: { collectionId: string }): Promise<NewsletterModel | null> {
  return collectionNewsletterLoader(ctx).load(input.collectionId);
}

export async function newsletterById(ctx: ServiceContext, input: { newsletterId: string }): Promise<NewsletterModel | null> {
  const [found] = await newslettersByIds(ctx.db, [input.newsletterId]);
  return found ?? null;
}

/** Whether the reader may edit the newsletter and send email-only issues from it. Deny by default. */
export async function mayManage(ctx: ServiceContext, newsletter: NewsletterModel): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.isSuspended) return false;
  if (newsletter.type === 'AUTHOR') return newsletter.userId === viewer.id;
  if (newsletter.type === 'COLLECTION' && newsletter.collectionId) return mayManageCollection(ctx, { collectionId: newsletter.collectionId });
  return false;
}

/** Editors (and the creator) of the publication manage its newsletter; writers for it do not. */
export async function mayManageCollection(ctx: ServiceContext, input: { collectionId: string }): Promise<boolean> {
  if (!ctx.viewer || ctx.viewer.isSuspended) return false;
  return (await ctx.loaders.collectionRole.load(`${input.collectionId}:${ctx.viewer.id}`)) === 'EDITOR';
}

function checkText(input: { name: string; description: string }): { name: string; description: string } | Refusal {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name) return badRequest(M.nameRequired);
  if (name.length > NEWSLETTER_NAME_MAX) return badRequest(M.nameTooLong);
  if (description.length > NEWSLETTER_DESCRIPTION_MAX) return badRequest(M.descriptionTooLong);
  return { name, description };
}

/** /{pub}/new-newsletter: an editor creates the publication's newsletter (one per publication). */
export async function createPublicationNewsletter(
  ctx: SignedInContext,
  input: { collectionId: string; name: string; description: string },
): Promise<NewsletterAnswer | Refusal> {
  const collection = await ctx.loaders.collectionById.load(input.collectionId);
  if (!collection) return notFound;
  if (!(await mayManageCollection(ctx, { collectionId: collection.id }))) return { __typename: 'Forbidden', message: M.editorsOnly };
  const text = checkText(input);
  if ('__typename' in text) return text;
  const written = await insertCollectionNewsletter(ctx.db, { collectionId: collection.id, slug: slugify(text.name) || 'newsletter', ...text, now: ctx.now() });
  if (!written) return badRequest(M.exists);
  const [created] = await newslettersOfCollections(ctx.db, [collection.id]);
  collectionNewsletterLoader(ctx).clear(collection.id);
  await ctx.bus.publish(ctx.db, 'newsletter.changed', { newsletterId: created!.id, collectionId: collection.id, actorId: ctx.viewer.id });
  return { __typename: 'NewsletterV3', ...created! };
}

/** Its editors rename it or change its description; the address (slug) stays, so links keep working. */
export async function updatePublicationNewsletter(
  ctx: SignedInContext,
  input: { newsletterId: string; name: string; description: string },
): Promise<NewsletterAnswer | Refusal> {
  const newsletter = await newsletterById(ctx, input);
  if (!newsletter || !(await mayManage(ctx, newsletter))) return notFound;
  const text = checkText(input);
  if ('__typename' in text) return text;
  await updateNewsletterText(ctx.db, newsletter.id, text);
  if (newsletter.collectionId) collectionNewsletterLoader(ctx).clear(newsletter.collectionId);
  await ctx.bus.publish(ctx.db, 'newsletter.changed', { newsletterId: newsletter.id, collectionId: newsletter.collectionId, actorId: ctx.viewer.id });
  return { __typename: 'NewsletterV3', ...newsletter, ...text };
}

/** Who a newsletter's emails come from: the publication for a COLLECTION newsletter, else its writer. */
export async function newsletterSender(ctx: ServiceContext, newsletter: NewsletterModel): Promise<EmailActor | null> {
  if (newsletter.collectionId) {
    const collection = await ctx.loaders.collectionById.load(newsletter.collectionId);
    return collection ? { name: collection.name, avatarUrl: emailAvatarUrl(ctx.config.publicUrl, collection.avatarImageId) } : null;
  }
  const writer = newsletter.userId ? await ctx.loaders.userById.load(newsletter.userId) : null;
  return writer && !writer.isSuspended && writer.deletedAt == null ? { name: writer.name, avatarUrl: emailAvatarUrl(ctx.config.publicUrl, writer.imageId) } : null;
}

/** Signed in, one click, with the reader's verified address (a publication's or an enabled writer's newsletter). */
export async function subscribeToNewsletter(ctx: SignedInContext, input: { newsletterId: string }): Promise<NewsletterAnswer> {
  const verdict = await consumeAttempt(ctx.deps.rateLimits, `newsletters:subscribe:user:${ctx.viewer.id}`, [{ limit: NEWSLETTER_SUBSCRIBES_PER_MINUTE, windowMs: 60_000 }], ctx.now());
  if (!verdict.ok) return { __typename: 'TooManyRequests', message: NEWSLETTER_MESSAGES.tooMany };
  const newsletter = await newsletterById(ctx, input);
  if (!newsletter || !(await newsletterSender(ctx, newsletter))) return notFound;
  if (newsletter.userId === ctx.viewer.id) return { __typename: 'Forbidden', message: NEWSLETTER_MESSAGES.self };
  const email = ctx.viewer.email?.toLowerCase();
  if (!email) return { __typename: 'Forbidden', message: NEWSLETTER_MESSAGES.verifyFirst };
  await upsertSubscriber(ctx.db, { newsletterId: newsletter.id, email, userId: ctx.viewer.id, status: 'confirmed', tokenHash: null, expiresAt: null, now: ctx.now() });
  viewerSubscribed(ctx).clear(newsletter.id).prime(newsletter.id, true);
  subscriberCount(ctx).clear(newsletter.id);
  return { __typename: 'NewsletterV3', ...newsletter };
}

/** Signed out: an address asks for the newsletter and gets one confirmation link (double opt-in). */
export async function subscribeByEmailToNewsletter(ctx: ServiceContext, input: { newsletterId: string; email: string }): Promise<EmailSubscribeAnswer> {
  const checked = await checkedAddress(ctx, input);
  if (!checked.ok) return checked;
  const newsletter = await newsletterById(ctx, input);
  const sender = newsletter ? await newsletterSender(ctx, newsletter) : null;
  if (!newsletter || !sender) return { ok: false, message: NEWSLETTER_MESSAGES.notFound };
  return subscribeAddress(ctx, { newsletter, email: checked.email, sender });
}

// ——— Email-only issues ———

/** An issue as GraphQL resolves it: `id` is its draft's id. */
export type IssueModel = { id: string; newsletterId: string; sentAt: number | null };
const toIssue = (row: IssueRow): IssueModel => ({ id: row.post_id, newsletterId: row.newsletter_id, sentAt: row.sent_at });

/** /newsletters/{id}/new-email: the newsletter, only for those who may write to its subscribers. */
export async function newsletterForEmail(ctx: SignedInContext, input: { newsletterId: string }): Promise<NewsletterAnswer> {
  const newsletter = await newsletterById(ctx, input);
  return newsletter && (await mayManage(ctx, newsletter)) ? { __typename: 'NewsletterV3', ...newsletter } : notFound;
}

/**
 * The first save of an email-only issue: a story draft flagged email-only (it can never be published), tied to
 * the newsletter. Later saves are the editor's ordinary draft saves.
 */
export async function startIssue(
  ctx: SignedInContext,
  input: { newsletterId: string; title?: string | null; subtitle?: string | null; bodyJson?: string | null },
): Promise<Awaited<ReturnType<typeof createStory>> | typeof notFound> {
  const newsletter = await newsletterById(ctx, input);
  if (!newsletter || !(await mayManage(ctx, newsletter))) return notFound;
  const created = await createStory(ctx, { title: input.title, subtitle: input.subtitle, bodyJson: input.bodyJson, emailOnly: true });
  if (created.__typename === 'Post') await insertIssue(ctx.db, { postId: created.id, newsletterId: newsletter.id, createdBy: ctx.viewer.id, now: ctx.now() });
  return created;
}

/** The issue a draft is, if it is one (for the editor, which then offers Send instead of Publish). */
export async function issueOfPost(ctx: ServiceContext, input: { postId: string }): Promise<IssueModel | null> {
  const row = await issueLoader(ctx).load(input.postId);
  return row ? toIssue(row) : null;
}

/**
 * Sends an email-only issue to the newsletter's confirmed subscribers, by the sending jobs: keeps the words of
 * the draft's newest version (so later edits change nothing that went out) and answers at once. Only those who
 * manage the newsletter and may edit the draft send it; it is sent once.
 */
export async function sendIssue(ctx: SignedInContext, input: { postId: string; baseVersion?: number | null }): Promise<
  | ({ __typename: 'NewsletterIssue' } & IssueModel)
  | { __typename: 'NotFound' | 'BadRequest'; message: string }
  | { __typename: 'Conflict'; message: string; latestVersion: number }
> {
  const [row] = await issuesByPostIds(ctx.db, [input.postId]);
  const newsletter = row ? await newsletterById(ctx, { newsletterId: row.newsletter_id }) : null;
  const post = row ? await ctx.loaders.postById.load(row.post_id) : null;
  if (!row || !newsletter || !post || post.deletedAt !== null || !(await mayManage(ctx, newsletter))) return notFound;
  const draft = await latestDraftOf(ctx, post);
  if (!draft) return notFound;
  if (row.sent_at !== null) return badRequest(M.issueAlreadySent);
  if (input.baseVersion != null && input.baseVersion !== draft.version) return { __typename: 'Conflict', message: 'This email was changed somewhere else. Reload to get the latest version.', latestVersion: draft.version };
  if (!draft.title.trim() && !hasText(draft.bodyJson)) return badRequest(M.issueEmpty);
  const now = ctx.now();
  if (!(await markIssueSent(ctx.db, post.id, { title: draft.title, subtitle: draft.subtitle, body: draft.bodyJson, sentBy: ctx.viewer.id, now }))) return badRequest(M.issueAlreadySent);
  await enqueueSend(ctx, { newsletterId: newsletter.id, postId: post.id });
  return { __typename: 'NewsletterIssue', id: post.id, newsletterId: newsletter.id, sentAt: now };
}

function hasText(bodyJson: string): boolean {
  try {
    const body = JSON.parse(bodyJson) as { paragraphs?: { text?: string }[] };
    return (body.paragraphs ?? []).some((p) => (p.text ?? '').trim() !== '');
  } catch {
    return false;
  }
}
