import type { PostBody } from '../../../shared/content/model';
import { buildPath } from '../../../shared/routes';
import type { ServiceContext, UserModel } from '../../core';
import { composeEmail, emailAvatarUrl, type Block, type EmailActor, type EmailMessage } from '../email';
import type { IssueRow, NewsletterModel } from './newsletters.repo';
import { newsletterUnsubscribeToken } from './unsubscribe-token';
import { clickTrackingUrl, openTrackingUrl } from './engagement';

/** The one message a signed-out address gets before it is confirmed: the link that confirms it. */
export async function confirmationEmail(
  ctx: ServiceContext,
  input: { to: string; newsletter: NewsletterModel; sender: EmailActor; token: string },
): Promise<EmailMessage> {
  const { config } = ctx;
  const url = config.publicUrl + buildPath('ConfirmNewsletterSubscription', { token: input.token });
  const whose = input.newsletter.type === 'COLLECTION' ? `new stories from ${input.sender.name}` : `${input.sender.name}'s new stories`;
  return composeEmail({
    to: input.to,
    subject: `Confirm your subscription to ${input.newsletter.name}`,
    productName: config.productName,
    publicUrl: config.publicUrl,
    actor: input.sender,
    blocks: [{ kind: 'paragraph', parts: [{ text: `Confirm that you want ${whose} on ${config.productName} by email.` }] }, { kind: 'note', text: 'This link works once, for 48 hours.' }],
    action: { label: 'Confirm subscription', url },
    pasteLink: true,
    footer: [`Someone, hopefully you, asked for ${input.newsletter.name} at this address. If it wasn't you, ignore this email: nothing more will be sent.`],
  });
}

export interface StoryForEmail {
  title: string;
  subtitle: string;
  url: string;
  body: PostBody;
  /** Only the preview: the story is for members and this reader is not one. */
  preview: boolean;
}

const TEXT_PARAGRAPHS = new Set(['P', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'ULI', 'OLI', 'PRE']);

function textBlocks(subtitle: string, body: PostBody): Block[] {
  const blocks: Block[] = [];
  if (subtitle) blocks.push({ kind: 'note', text: subtitle });
  for (const paragraph of body.paragraphs) {
    if (!TEXT_PARAGRAPHS.has(paragraph.type) || !paragraph.text.trim()) continue;
    blocks.push(paragraph.type === 'BQ' || paragraph.type === 'PQ' ? { kind: 'quote', text: paragraph.text } : { kind: 'paragraph', parts: [{ text: paragraph.text }] });
  }
  return blocks;
}

function parsedBody(json: string): PostBody {
  try {
    const body = JSON.parse(json) as PostBody;
    return body && Array.isArray(body.paragraphs) ? body : { paragraphs: [], sections: [] };
  } catch {
    return { paragraphs: [], sections: [] };
  }
}

/** Whose opens and clicks an email counts, when its writer turned counting on. */
type Tracked = { sendId: string; subscriberId: string } | null;

/** A published story as its newsletter mails it: the whole text, or the preview and a link for non-members. */
async function composeStory(
  ctx: ServiceContext,
  input: { to: string; newsletter: NewsletterModel; writer: UserModel; story: StoryForEmail; tracked: Tracked },
  token: string,
): Promise<EmailMessage> {
  const { config } = ctx;
  const { story, tracked } = input;
  const blocks = textBlocks(story.subtitle, story.body);
  if (story.preview) blocks.push({ kind: 'note', text: `This story is for ${config.productName} members. Read the rest on ${config.productName}.` });
  const message = await composeEmail({
    to: input.to,
    subject: story.title,
    productName: config.productName,
    publicUrl: config.publicUrl,
    preview: story.subtitle || undefined,
    actor: { name: input.writer.name, avatarUrl: emailAvatarUrl(config.publicUrl, input.writer.imageId), profileUrl: config.publicUrl + buildPath('ShowUser', { username: input.writer.username ?? '' }) },
    blocks,
    // Opens and clicks, only when the writer turned them on: the button goes through a signed redirect.
    action: { label: story.preview ? 'Continue reading' : `Read on ${config.productName}`, url: tracked ? clickTrackingUrl(ctx, tracked) : story.url },
    footer: [`You get this email because you subscribed to ${input.newsletter.name} on ${config.productName}.`],
    unsubscribe: {
      url: config.publicUrl + buildPath('UnsubscribeNewsletter', { token }),
      settingsUrl: config.publicUrl + buildPath('ShowYourNewsletters'),
    },
  });
  if (tracked) message.html = message.html.replace('</body>', `<img src="${openTrackingUrl(ctx, tracked)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0"></body>`);
  return message;
}

/** A published story for one subscriber, rendered for them alone. */
async function storyEmail(
  ctx: ServiceContext,
  input: { to: string; subscriberId: string; newsletter: NewsletterModel; writer: UserModel; story: StoryForEmail; sendId?: string },
): Promise<EmailMessage> {
  const tracked = input.newsletter.trackEngagement && input.sendId ? { sendId: input.sendId, subscriberId: input.subscriberId } : null;
  return composeStory(ctx, { ...input, tracked }, newsletterUnsubscribeToken(ctx, { subscriberId: input.subscriberId }));
}

/** An email-only issue: the words kept when it was sent, with no link to a story (it has no page). */
export async function issueEmail(
  ctx: ServiceContext,
  input: { to: string; subscriberId: string; newsletter: NewsletterModel; writer: UserModel; issue: IssueRow },
): Promise<EmailMessage> {
  const { config } = ctx;
  const token = newsletterUnsubscribeToken(ctx, { subscriberId: input.subscriberId });
  return composeEmail({
    to: input.to,
    subject: input.issue.title || input.newsletter.name,
    productName: config.productName,
    publicUrl: config.publicUrl,
    preview: input.issue.subtitle || undefined,
    actor: { name: input.writer.name, avatarUrl: emailAvatarUrl(config.publicUrl, input.writer.imageId), profileUrl: config.publicUrl + buildPath('ShowUser', { username: input.writer.username ?? '' }) },
    blocks: textBlocks(input.issue.subtitle, parsedBody(input.issue.body)),
    footer: [`You get this email because you subscribed to ${input.newsletter.name} on ${config.productName}.`],
    unsubscribe: {
      url: config.publicUrl + buildPath('UnsubscribeNewsletter', { token }),
      settingsUrl: config.publicUrl + buildPath('ShowYourNewsletters'),
    },
  });
}

/** Stands for the recipient's unsubscribe token in a rendered template (letters and digits: never escaped). */
const TEMPLATE_TOKEN = 'quireRecipientToken0';
/** How long a send's rendered email is reused, and how many sends' are kept, in each process. */
const TEMPLATE_TTL_MS = 5 * 60_000;
const TEMPLATE_LIMIT = 32;
const templates = new Map<string, { at: number; message: Promise<EmailMessage> }>();

/**
 * A send's story email for one recipient, rendered once per send and variant (whole or preview) in this process
 * and then given the recipient's address and unsubscribe token: every recipient of a send gets the same words,
 * and a send of 100,000 renders its email a handful of times instead of 100,000.
 */
export async function storyEmailOfSend(
  ctx: ServiceContext,
  input: { sendId: string; preview: boolean; to: string; subscriberId: string; newsletter: NewsletterModel; writer: UserModel; story: () => Promise<StoryForEmail> },
): Promise<EmailMessage> {
  // Counted opens and clicks make every recipient's links their own: no shared rendering then.
  if (input.newsletter.trackEngagement) return storyEmail(ctx, { ...input, story: await input.story() });
  const key = `${input.sendId}:${input.preview ? 'preview' : 'whole'}`;
  let entry = templates.get(key);
  if (!entry || ctx.now() - entry.at > TEMPLATE_TTL_MS || ctx.now() < entry.at) {
    const message = input.story().then((story) => composeStory(ctx, { to: '', newsletter: input.newsletter, writer: input.writer, story, tracked: null }, TEMPLATE_TOKEN));
    entry = { at: ctx.now(), message };
    templates.delete(key);
    templates.set(key, entry);
    // A failed render is not kept.
    message.catch(() => templates.get(key) === entry && templates.delete(key));
    while (templates.size > TEMPLATE_LIMIT) templates.delete(templates.keys().next().value!);
  }
  const template = await entry.message;
  const token = newsletterUnsubscribeToken(ctx, { subscriberId: input.subscriberId });
  const from = buildPath('UnsubscribeNewsletter', { token: TEMPLATE_TOKEN });
  const to = buildPath('UnsubscribeNewsletter', { token });
  const personal = (text: string) => text.split(from).join(to);
  return {
    to: input.to,
    subject: template.subject,
    text: personal(template.text),
    html: personal(template.html),
    ...(template.headers ? { headers: Object.fromEntries(Object.entries(template.headers).map(([name, value]) => [name, personal(value)])) } : {}),
  };
}
