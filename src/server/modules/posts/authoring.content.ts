import { countWords, plainText, readingTimeMinutes, titleAndSubtitle, trimCodeBlocks, validatePostBody, type PostBody } from '../../../shared/content';
import { slugify } from '../../../shared/format/slug';
import { MAX_SUBTITLE_LENGTH, MAX_TITLE_LENGTH, STORY_MESSAGES } from '../../../shared/validation/stories';
import type { DraftSummary } from './authoring.repo';

/** A draft as the writer sent it, checked: the clean body (as stored) and what it changes on the post. */
export interface DraftContent {
  body: PostBody;
  bodyJson: string;
  summary: DraftSummary;
}

export type DraftCheck = { ok: true; draft: DraftContent } | { ok: false; message: string };

const EMPTY_BODY: PostBody = { paragraphs: [], sections: [] };

/** Title, subtitle and the body JSON from the editor; a blank title falls back to the body's own title. */
export function checkDraft(title: string | null | undefined, subtitle: string | null | undefined, bodyJson: string | null | undefined): DraftCheck {
  const cleanTitle = (title ?? '').trim();
  const cleanSubtitle = (subtitle ?? '').trim();
  if (cleanTitle.length > MAX_TITLE_LENGTH) return { ok: false, message: STORY_MESSAGES.titleTooLong };
  if (cleanSubtitle.length > MAX_SUBTITLE_LENGTH) return { ok: false, message: STORY_MESSAGES.subtitleTooLong };
  let input: unknown = EMPTY_BODY;
  if (bodyJson != null && bodyJson.trim() !== '') {
    try {
      input = JSON.parse(bodyJson);
    } catch {
      return { ok: false, message: STORY_MESSAGES.badBodyJson };
    }
  }
  const checked = validatePostBody(input);
  if (!checked.ok) return { ok: false, message: checked.errors.join(' ') };
  const body = trimCodeBlocks(checked.body);
  return { ok: true, draft: { body, bodyJson: JSON.stringify(body), summary: summarize(cleanTitle, cleanSubtitle, body) } };
}

export function summarize(title: string, subtitle: string, body: PostBody): DraftSummary {
  const fromBody = titleAndSubtitle(body);
  const finalTitle = title || fromBody.title || '';
  return {
    title: finalTitle.slice(0, MAX_TITLE_LENGTH),
    subtitle: (subtitle || fromBody.subtitle || '').slice(0, MAX_SUBTITLE_LENGTH),
    slug: slugify(finalTitle),
    readingTime: readingTimeMinutes(body),
    wordCount: countWords(plainText(body)),
  };
}

/** Something to read: any paragraph with text, or an image, embed, link card or separator. */
export function hasContent(body: PostBody): boolean {
  return body.paragraphs.some((p) => p.text.trim() !== '' || p.type === 'IMG' || p.type === 'IFRAME' || p.type === 'MIXTAPE_EMBED');
}

/** A stored body; an unreadable one counts as empty (it was validated when saved). */
export function storedBody(json: string): PostBody {
  try {
    return JSON.parse(json) as PostBody;
  } catch {
    return EMPTY_BODY;
  }
}
