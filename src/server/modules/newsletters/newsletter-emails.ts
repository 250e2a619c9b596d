import type { PostBody } from '../../../shared/content/model';
import { buildPath } from '../../../shared/routes';
import type { ServiceContext, UserModel } from '../../core';
import { composeEmail, emailAvatarUrl, type Block, type EmailMessage } from '../email';
import type { NewsletterModel } from './newsletters.repo';
import { newsletterUnsubscribeToken } from './unsubscribe-token';

/** The one message a signed-out address gets before it is confirmed: the link that confirms it. */
export async function confirmationEmail(
  ctx: ServiceContext,
  input: { to: string; newsletter: NewsletterModel; writer: UserModel; token: string },
): Promise<EmailMessage> {
  const { config } = ctx;
  const url = config.publicUrl + buildPath('ConfirmNewsletterSubscription', { token: input.token });
  return composeEmail({
    to: input.to,
    subject: `Confirm your subscription to ${input.newsletter.name}`,
    productName: config.productName,
    publicUrl: config.publicUrl,
    actor: { name: input.writer.name, avatarUrl: emailAvatarUrl(config.publicUrl, input.writer.imageId) },
    blocks: [{ kind: 'paragraph', parts: [{ text: `Confirm that you want ${input.writer.name}'s new stories on ${config.productName} by email.` }] }, { kind: 'note', text: 'This link works once, for 48 hours.' }],
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

/** A published story as its newsletter mails it: the whole text, or the preview and a link for non-members. */
async function composeStory(ctx: ServiceContext, input: { to: string; newsletter: NewsletterModel; writer: UserModel; story: StoryForEmail }, token: string): Promise<EmailMessage> {
  const { config } = ctx;
  const { story } = input;
  const blocks: Block[] = [];
  if (story.subtitle) blocks.push({ kind: 'note', text: story.subtitle });
  for (const paragraph of story.body.paragraphs) {
    if (!TEXT_PARAGRAPHS.has(paragraph.type) || !paragraph.text.trim()) continue;
    blocks.push(paragraph.type === 'BQ' || paragraph.type === 'PQ' ? { kind: 'quote', text: paragraph.text } : { kind: 'paragraph', parts: [{ text: paragraph.text }] });
  }
  if (story.preview) blocks.push({ kind: 'note', text: `This story is for ${config.productName} members. Read the rest on ${config.productName}.` });
  return composeEmail({
    to: input.to,
    subject: story.title,
    productName: config.productName,
    publicUrl: config.publicUrl,
    preview: story.subtitle || undefined,
    actor: { name: input.writer.name, avatarUrl: emailAvatarUrl(config.publicUrl, input.writer.imageId), profileUrl: config.publicUrl + buildPath('ShowUser', { username: input.writer.username ?? '' }) },
    blocks,
    action: { label: story.preview ? 'Continue reading' : `Read on ${config.productName}`, url: story.url },
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
  const key = `${input.sendId}:${input.preview ? 'preview' : 'whole'}`;
  let entry = templates.get(key);
  if (!entry || ctx.now() - entry.at > TEMPLATE_TTL_MS || ctx.now() < entry.at) {
    const message = input.story().then((story) => composeStory(ctx, { to: '', newsletter: input.newsletter, writer: input.writer, story }, TEMPLATE_TOKEN));
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
