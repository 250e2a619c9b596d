import { imageIds, type PostBody } from '../../../shared/content';
import {
  isLicense,
  MAX_TAGS,
  normalizeCanonicalUrl,
  normalizeTags,
  STORY_MESSAGES,
  type License,
  type Visibility,
} from '../../../shared/validation/stories';

export interface SettingsFormState {
  tags: string[];
  visibility: Visibility;
  license: License;
  canonicalUrl: string;
  previewImageId: string | null;
  focusPercentX: number;
  focusPercentY: number;
  /** Let verified search engines read the whole member-only story (present when the story says). */
  crawlersReadWhole?: boolean;
}

export interface StorySettings {
  visibility: Visibility;
  license: string;
  canonicalUrl?: string | null;
  tags: { displayTitle: string }[];
  previewImage?: { id: string; focusPercentX?: number | null; focusPercentY?: number | null } | null;
  crawlersReadWhole?: boolean | null;
}

const CENTRE = 50;

export function formFromStory(story: StorySettings): SettingsFormState {
  return {
    tags: story.tags.map((t) => t.displayTitle),
    visibility: story.visibility,
    license: isLicense(story.license) ? story.license : 'ALL_RIGHTS_RESERVED',
    canonicalUrl: story.canonicalUrl ?? '',
    previewImageId: story.previewImage?.id ?? null,
    focusPercentX: story.previewImage?.focusPercentX ?? CENTRE,
    focusPercentY: story.previewImage?.focusPercentY ?? CENTRE,
    ...(story.crawlersReadWhole != null ? { crawlersReadWhole: story.crawlersReadWhole } : {}),
  };
}

/** Adds what was typed as a tag: blanks and repeats change nothing; past the limit or malformed, the reason. */
export function addTag(tags: readonly string[], typed: string): { tags: string[]; error: string | null } {
  const current = normalizeTags(tags);
  const added = normalizeTags([...tags, typed]);
  if (!added.ok) return { tags: [...tags], error: added.message };
  if (current.ok && added.tags.length === current.tags.length) return { tags: [...tags], error: null };
  return { tags: added.tags.map((t) => t.name), error: null };
}

export function tagsFull(tags: readonly string[]): boolean {
  return tags.length >= MAX_TAGS;
}

/** The mutation's input, or the first problem the server would report anyway. */
export function settingsInput(form: SettingsFormState) {
  const tags = normalizeTags(form.tags);
  if (!tags.ok) return { error: tags.message };
  if (!normalizeCanonicalUrl(form.canonicalUrl).ok) return { error: STORY_MESSAGES.badCanonicalUrl };
  return {
    input: {
      tags: tags.tags.map((t) => t.name),
      visibility: form.visibility,
      license: form.license,
      canonicalUrl: form.canonicalUrl.trim(),
      previewImageId: form.previewImageId ?? '',
      ...(form.crawlersReadWhole !== undefined ? { crawlersReadWhole: form.crawlersReadWhole } : {}),
      ...(form.previewImageId ? { focusPercentX: Math.round(form.focusPercentX), focusPercentY: Math.round(form.focusPercentY) } : {}),
    },
  };
}

/** Images the writer can pick as the preview: those in the newest draft, and the current preview. */
export function previewChoices(bodyJson: string | null | undefined, currentPreviewId: string | null): string[] {
  let ids: string[];
  try {
    ids = bodyJson ? imageIds(JSON.parse(bodyJson) as PostBody) : [];
  } catch {
    ids = [];
  }
  return currentPreviewId && !ids.includes(currentPreviewId) ? [currentPreviewId, ...ids] : ids;
}

/** A focus point from a click inside an element: percentages of its width and height, within 0–100. */
export function focusFromPoint(rect: { left: number; top: number; width: number; height: number }, x: number, y: number) {
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));
  return {
    focusPercentX: rect.width > 0 ? clamp(((x - rect.left) / rect.width) * 100) : CENTRE,
    focusPercentY: rect.height > 0 ? clamp(((y - rect.top) / rect.height) * 100) : CENTRE,
  };
}
