import { slugify } from '../../../shared/format/slug';
import { MAX_TAG_LENGTH, MAX_TAGS, STORY_MESSAGES, tagDisplayName } from '../../../shared/validation/stories';

export const TAG_PLACEHOLDER = 'Add a tag…';

export interface TagAddResult {
  tags: string[];
  /** Whatever stays in the field (the text of a refused tag, so nothing typed is lost). */
  rest: string;
  error: string | null;
}

function sameTag(a: string, b: string): boolean {
  return slugify(a, MAX_TAG_LENGTH) === slugify(b, MAX_TAG_LENGTH);
}

/**
 * Adds what was typed (one topic, or several separated by commas) to the list. A topic already there
 * is skipped quietly; past the limit, too long or without letters, the text stays with a message.
 */
export function addTags(tags: readonly string[], typed: string): TagAddResult {
  const next = [...tags];
  const parts = typed.split(',');
  for (let i = 0; i < parts.length; i++) {
    const tag = tagDisplayName(parts[i] ?? '');
    if (!tag) continue;
    const rest = parts.slice(i).join(',').trim();
    if (next.some((t) => sameTag(t, tag))) continue;
    if (next.length >= MAX_TAGS) return { tags: next, rest, error: STORY_MESSAGES.tooManyTags };
    if (tag.length > MAX_TAG_LENGTH) return { tags: next, rest, error: STORY_MESSAGES.tagTooLong };
    if (!slugify(tag, MAX_TAG_LENGTH)) return { tags: next, rest, error: STORY_MESSAGES.tagNeedsLetters };
    next.push(tag);
  }
  return { tags: next, rest: '', error: null };
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}

/** The hint under the field: the limit, once reached. */
export function tagHint(tags: readonly string[]): string {
  return tags.length >= MAX_TAGS ? STORY_MESSAGES.tooManyTags : `Optional: add up to ${MAX_TAGS} tags. Each tag belongs to a topic, so readers who follow it find your story.`;
}
