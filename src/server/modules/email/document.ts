/**
 * What an email says, independent of how it is drawn: one list of blocks that the layout renders as HTML
 * (email-layout.tsx) and `plainTextOf` as the text part, so the two parts never say different things.
 */

import { IMAGE_WIDTHS } from '../../../shared/images';
import { buildPath } from '../../../shared/routes';

/**
 * Words, or words that link somewhere. `spellOut`: the text part writes the address after the words (a gift
 * code's redeem link), where a reader of plain text needs it. `quoted`: someone's own words, set as a quote. `code`: a code to type, in a monospaced face.
 */
export type Inline = { text: string; href?: string | null; spellOut?: boolean; quoted?: boolean; code?: boolean };

export interface ListItem {
  parts: Inline[];
  actor?: EmailActor | null;
}

export type Block =
  /** A paragraph of linked words ('Ada Lovelace left a private note on Gardens in the city:'). */
  | { kind: 'paragraph'; parts: Inline[] }
  /** What someone wrote, quoted (cut by emailQuote); the email's button opens it. */
  | { kind: 'quote'; text: string; by?: string | null }
  /** A code to type or keep (a sign-in code, a gift code), large and monospaced. */
  | { kind: 'code'; label: string; code: string }
  /** A list of items, each a line of linked words, with its actor's avatar where someone acted (a digest). */
  | { kind: 'list'; items: ListItem[] }
  /** Smaller, grey words (an expiry, a detail). */
  | { kind: 'note'; text: string };

/** The person the email is about (who responded, who sent a gift): their avatar and name lead the message. */
export interface EmailActor {
  name: string;
  /** Absolute address of their picture; without one, the layout shows their initial. */
  avatarUrl?: string | null;
  profileUrl?: string | null;
}

export interface EmailDocument {
  to: string;
  subject: string;
  productName: string;
  /** The instance's address (PUBLIC_URL): the logo and every image are absolute addresses under it. */
  publicUrl: string;
  /** The line mail apps show after the subject in the inbox; the first paragraph when not given. */
  preview?: string;
  actor?: EmailActor | null;
  blocks: Block[];
  /** The one button. */
  action?: { label: string; url: string } | null;
  /** Under the button, for a link a reader may have to paste ('Or paste this link into your browser: …'). */
  pasteLink?: boolean;
  /** Why the reader got the email, in small print. */
  footer: string[];
  /** Notification emails: the unsubscribe and settings links, and the one-click unsubscribe headers. */
  unsubscribe?: { url: string; settingsUrl: string } | null;
  /** Closing line of the text part ('— Quire'); the HTML shows the logo instead. */
  signOff?: boolean;
}

const inlineText = (parts: Inline[]) => parts.map((part) => (part.spellOut && part.href ? `${part.text}  ${part.href}` : part.text)).join('');

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.parts);
    case 'quote':
      return `“${block.text}”${block.by ? ` — ${block.by}` : ''}`;
    case 'code':
      return `${block.label} is ${block.code}`;
    case 'list':
      return block.items.map((item) => `• ${inlineText(item.parts)}`).join('\n');
    case 'note':
      return block.text;
  }
}

/**
 * The text part: the blocks as paragraphs, the button as 'Label: address' on a line of its own (so a terminal
 * or a text-only mail app shows a link that can be opened), then the footer.
 */
export function plainTextOf(doc: EmailDocument): string {
  const paragraphs = doc.blocks.map(blockText);
  const action = doc.action ? [`${doc.action.label}: ${doc.action.url}`] : [];
  const footer = [
    ...doc.footer,
    ...(doc.unsubscribe ? [`Unsubscribe: ${doc.unsubscribe.url}`, `Manage email settings: ${doc.unsubscribe.settingsUrl}`] : []),
  ];
  const parts = [paragraphs.join('\n\n'), ...action];
  if (doc.unsubscribe) return [...parts, ['—', ...footer].join('\n')].join('\n\n');
  return [...parts, ...footer, ...(doc.signOff === false ? [] : [`— ${doc.productName}`])].join('\n\n');
}

/** The inbox preview: the given one, or the first paragraph's words. */
export function previewOf(doc: EmailDocument): string {
  if (doc.preview) return doc.preview;
  const first = doc.blocks.find((block) => block.kind === 'paragraph');
  return first?.kind === 'paragraph' ? inlineText(first.parts) : doc.subject;
}

/** A person's picture as an email shows it: an absolute address on the instance, at the smallest served width. */
export function emailAvatarUrl(publicUrl: string, imageId: string | null | undefined): string | null {
  return imageId ? publicUrl + buildPath('ShowMedia', { mediaId: imageId }, { query: { w: String(IMAGE_WIDTHS[0]) } }) : null;
}
