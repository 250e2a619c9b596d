import type { Paragraph } from '../../../shared/content';
import { cleanIndexedText } from '../../../shared/search/highlight';
import { LOCKED_PREVIEW_PARAGRAPHS } from '../posts';

/** A story's searchable text: what it says to every reader who may find it. */
export interface PostDocument {
  post_id: string;
  creator_id: string;
  collection_id: string | null;
  title: string;
  subtitle: string;
  body: string;
  published_at: number;
}

export type EntityKind = 'user' | 'collection' | 'tag' | 'list';

export interface EntityDocument {
  kind: EntityKind;
  ref_id: string;
  name: string;
  /** A second name: the username, the publication's slug, the tag's slug. */
  detail: string;
  /** Longer text: a bio, a tagline and description, a list's description. */
  body: string;
  /** Followers, stories or items: what ranks equal matches. */
  popularity: number;
}

function paragraphsOf(json: string): Paragraph[] {
  try {
    const body = JSON.parse(json) as { paragraphs?: unknown };
    return Array.isArray(body?.paragraphs) ? (body.paragraphs as Paragraph[]) : [];
  } catch {
    return []; // an unreadable body is found by its title alone
  }
}

/**
 * The body text of the version readers see. A members-only story gives only the paragraphs of its
 * preview: indexing the rest would let snippets (and matches) read out what is behind the paywall.
 * Paragraphs that repeat the title or subtitle are left out, so snippets show the story's own words.
 */
export function searchableBody(bodyJson: string, post: { title: string; subtitle: string; visibility: string }): string {
  const paragraphs = paragraphsOf(bodyJson);
  const readable = post.visibility === 'LOCKED' ? paragraphs.slice(0, LOCKED_PREVIEW_PARAGRAPHS) : paragraphs;
  const repeated = new Set([post.title.trim(), post.subtitle.trim()].filter(Boolean));
  return cleanIndexedText(
    readable
      .map((p) => (typeof p?.text === 'string' ? p.text.trim() : ''))
      .filter((text) => text && !repeated.has(text))
      .join('\n'),
  );
}

export function postDocument(
  post: { id: string; creator_id: string; collection_id: string | null; title: string; subtitle: string; visibility: string; published_at: number | null },
  bodyJson: string,
): PostDocument {
  return {
    post_id: post.id,
    creator_id: post.creator_id,
    collection_id: post.collection_id,
    title: cleanIndexedText(post.title),
    subtitle: cleanIndexedText(post.subtitle),
    body: searchableBody(bodyJson, post),
    published_at: post.published_at ?? 0,
  };
}

export function entityDocument(kind: EntityKind, refId: string, fields: { name: string; detail?: string | null; body?: string | null; popularity?: number | null }): EntityDocument {
  return {
    kind,
    ref_id: refId,
    name: cleanIndexedText(fields.name),
    detail: cleanIndexedText(fields.detail ?? ''),
    body: cleanIndexedText(fields.body ?? ''),
    popularity: Number(fields.popularity ?? 0),
  };
}
