import {
  isLicense,
  MAX_TAGS,
  normalizeCanonicalUrl,
  STORY_MESSAGES,
  type License,
  type Visibility,
} from '../../../shared/validation/stories';
import { webUrl } from './link-url';

export const DEFAULT_LICENSE: License = 'ALL_RIGHTS_RESERVED';

export interface PreviewChoice {
  id: string;
  focusPercentX: number;
  focusPercentY: number;
}

export interface PublishForm {
  tags: string[];
  visibility: Visibility;
  license: License;
  /** As typed; empty for none. */
  canonicalUrl: string;
  /** A publication's id, or null for the writer's profile. */
  collectionId: string | null;
  previewImage: PreviewChoice | null;
  /** Email the story to the newsletters' subscribers on its first publication (checked by default). */
  sendNewsletter: boolean;
}

export interface PublishInput {
  tags: string[];
  visibility: Visibility;
  license: string;
  canonicalUrl: string | null;
  collectionId: string | null;
  previewImageId: string | null;
  focusPercentX: number | null;
  focusPercentY: number | null;
  baseVersion: number;
  sendNewsletter: boolean;
}

export type PublishInputResult = { ok: true; input: PublishInput } | { ok: false; field: 'tags' | 'canonicalUrl'; error: string };

/** A focus point in percent, 0–100 with one decimal. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/** The publishPost input from the dialog's fields, or the first field that needs fixing. */
export function buildPublishInput(form: PublishForm, baseVersion: number): PublishInputResult {
  if (form.tags.length > MAX_TAGS) return { ok: false, field: 'tags', error: STORY_MESSAGES.tooManyTags };
  let canonicalUrl: string | null = null;
  if (form.canonicalUrl.trim()) {
    // A bare address ("example.com/story") gets https://, as in the editor's link field.
    const typed = webUrl(form.canonicalUrl);
    const checked = normalizeCanonicalUrl(typed.ok ? typed.href : form.canonicalUrl);
    if (!checked.ok || !checked.url) return { ok: false, field: 'canonicalUrl', error: STORY_MESSAGES.badCanonicalUrl };
    canonicalUrl = checked.url;
  }
  const preview = form.previewImage;
  return {
    ok: true,
    input: {
      tags: form.tags,
      visibility: form.visibility,
      license: form.license,
      canonicalUrl,
      collectionId: form.collectionId,
      previewImageId: preview?.id ?? null,
      focusPercentX: preview ? clampPercent(preview.focusPercentX) : null,
      focusPercentY: preview ? clampPercent(preview.focusPercentY) : null,
      baseVersion,
      sendNewsletter: form.sendNewsletter,
    },
  };
}

export interface StoryImage {
  id: string;
  originalWidth: number;
  originalHeight: number;
}

export interface PublishedFacts {
  tags: string[];
  visibility: Visibility;
  license: string;
  canonicalUrl: string | null;
  collectionId: string | null;
  previewImage: { id: string; focusPercentX: number | null; focusPercentY: number | null } | null;
}

/** The dialog's starting point: what the story already has, the first image as its preview otherwise. */
export function initialPublishForm(facts: PublishedFacts, images: readonly StoryImage[]): PublishForm {
  const current = facts.previewImage && images.some((image) => image.id === facts.previewImage?.id) ? facts.previewImage : null;
  const first = images[0];
  const previewImage: PreviewChoice | null = current
    ? { id: current.id, focusPercentX: current.focusPercentX ?? 50, focusPercentY: current.focusPercentY ?? 50 }
    : first
      ? { id: first.id, focusPercentX: 50, focusPercentY: 50 }
      : null;
  return {
    tags: facts.tags.slice(0, MAX_TAGS),
    visibility: facts.visibility,
    license: isLicense(facts.license) ? facts.license : DEFAULT_LICENSE,
    canonicalUrl: facts.canonicalUrl ?? '',
    collectionId: facts.collectionId,
    previewImage,
    sendNewsletter: true,
  };
}

export interface PublicationChoice {
  id: string;
  name: string;
  isEditor: boolean;
}

/** What choosing the target does, in words: editors publish in it, writers submit to it. */
export function targetExplanation(target: PublicationChoice | null): string {
  if (!target) return 'Your story will be published on your profile.';
  if (target.isEditor) return `You edit ${target.name}: your story will be published in it right away.`;
  return `You write for ${target.name}: your story will be published on your profile and submitted to its editors, who decide whether to add it.`;
}

const TAG_MESSAGES: readonly string[] = [STORY_MESSAGES.tooManyTags, STORY_MESSAGES.tagTooLong, STORY_MESSAGES.tagNeedsLetters];

/** Which field a refusal from the server is about, so the dialog can show it there. */
export function publishErrorField(message: string): 'tags' | 'canonicalUrl' | null {
  if (TAG_MESSAGES.includes(message)) return 'tags';
  if (message === STORY_MESSAGES.badCanonicalUrl) return 'canonicalUrl';
  return null;
}
