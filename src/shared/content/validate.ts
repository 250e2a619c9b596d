import {
  ANCHOR_TYPES,
  isMarkupType,
  isParagraphLayout,
  isParagraphType,
  MARKUP_ORDER,
  PARAGRAPH_LAYOUTS,
  PARAGRAPH_TYPES,
  SECTION_MEDIA_LAYOUTS,
  SECTION_TEXT_LAYOUTS,
} from './model';
import type { ImageMetadata, Markup, MediaResource, MixtapeMetadata, Paragraph, PostBody, Section } from './model';
import { safeEmbedSrc, safeHref } from './safe-href';

export const MAX_PARAGRAPHS = 2000;
export const MAX_PARAGRAPH_CHARS = 100_000;
export const MAX_MARKUPS_PER_PARAGRAPH = 2000;
export const MAX_NAME_LENGTH = 64;
export const MAX_SHORT_TEXT = 1000;
/** Errors past this many are summarised; a broken body otherwise yields thousands. */
const MAX_ERRORS = 50;

export type PostBodyValidation = { ok: true; body: PostBody } | { ok: false; errors: string[] };

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
const isShortString = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_SHORT_TEXT;

function oneOf(values: readonly string[]): string {
  return values.join(', ');
}

class Collector {
  readonly errors: string[] = [];
  private dropped = 0;

  add(message: string): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push(message);
    else this.dropped++;
  }

  finish(): string[] {
    return this.dropped > 0 ? [...this.errors, `…and ${this.dropped} more problems.`] : this.errors;
  }
}

function image(value: unknown, at: string, errors: Collector): ImageMetadata | undefined {
  if (!isObject(value)) {
    errors.add(`${at} must be an object with an image id and its original size.`);
    return undefined;
  }
  const { id, originalWidth, originalHeight, focusPercentX, focusPercentY, alt } = value;
  let ok = true;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) {
    errors.add(`${at}: id must be a non-empty image id.`);
    ok = false;
  }
  if (!isSize(originalWidth) || !isSize(originalHeight)) {
    errors.add(`${at} must give originalWidth and originalHeight as positive numbers.`);
    ok = false;
  }
  for (const [key, focus] of [['focusPercentX', focusPercentX], ['focusPercentY', focusPercentY]] as const) {
    if (focus !== undefined && !isPercent(focus)) {
      errors.add(`${at}: ${key} must be a number from 0 to 100.`);
      ok = false;
    }
  }
  if (alt !== undefined && !isShortString(alt)) {
    errors.add(`${at}: alt must be text of at most ${MAX_SHORT_TEXT} characters.`);
    ok = false;
  }
  if (!ok) return undefined;
  const result: ImageMetadata = { id: id as string, originalWidth: originalWidth as number, originalHeight: originalHeight as number };
  if (focusPercentX !== undefined) result.focusPercentX = focusPercentX as number;
  if (focusPercentY !== undefined) result.focusPercentY = focusPercentY as number;
  if (alt !== undefined) result.alt = alt as string;
  return result;
}

function markup(value: unknown, at: string, textLength: number, errors: Collector): Markup | undefined {
  if (!isObject(value)) {
    errors.add(`${at} must be an object.`);
    return undefined;
  }
  const { type, start, end, href, anchorType, userId, linkMetadata } = value;
  if (!isMarkupType(type)) {
    errors.add(`${at}: type must be one of ${oneOf(MARKUP_ORDER)}.`);
    return undefined;
  }
  if (!isCount(start) || !isCount(end)) {
    errors.add(`${at} must have whole-number start and end offsets.`);
    return undefined;
  }
  if (start >= end) {
    errors.add(`${at} is empty: start (${start}) must be before end (${end}).`);
    return undefined;
  }
  if (end > textLength) {
    errors.add(`${at} ends at ${end}, past the end of the text (${textLength} characters).`);
    return undefined;
  }
  const result: Markup = { type, start, end };
  if (anchorType !== undefined) {
    if (type !== 'A' || !(ANCHOR_TYPES as readonly unknown[]).includes(anchorType)) {
      errors.add(`${at}: anchorType must be LINK or USER, and only on an A markup.`);
      return undefined;
    }
    result.anchorType = anchorType as Markup['anchorType'];
  }
  if (userId !== undefined) {
    if (typeof userId !== 'string' || userId.length === 0 || userId.length > 200) {
      errors.add(`${at}: userId must be a user id.`);
      return undefined;
    }
    result.userId = userId;
  }
  if (href !== undefined) {
    if (safeHref(href) === null) {
      errors.add(`${at}: href must be an absolute http, https or mailto address.`);
      return undefined;
    }
    result.href = href as string;
  }
  if (type === 'A') {
    if (result.anchorType === 'USER' && result.userId === undefined) {
      errors.add(`${at} mentions a user but has no userId.`);
      return undefined;
    }
    if (result.anchorType !== 'USER' && result.href === undefined) {
      errors.add(`${at} is a link without an href.`);
      return undefined;
    }
  }
  if (linkMetadata !== undefined) {
    if (!isObject(linkMetadata) || (linkMetadata.httpStatus !== undefined && !isCount(linkMetadata.httpStatus))) {
      errors.add(`${at}: linkMetadata must be an object with an optional whole-number httpStatus.`);
      return undefined;
    }
    result.linkMetadata = linkMetadata.httpStatus === undefined ? {} : { httpStatus: linkMetadata.httpStatus };
  }
  return result;
}

function mediaResource(value: unknown, at: string, errors: Collector): MediaResource | undefined {
  if (!isObject(value) || !isObject(value.mediaResource)) {
    errors.add(`${at} must be an object with a mediaResource.`);
    return undefined;
  }
  const { id, iframeSrc, iframeWidth, iframeHeight, title } = value.mediaResource;
  const here = at;
  let ok = true;
  if (typeof id !== 'string' || id.length === 0) {
    errors.add(`${here}: id must be a non-empty id.`);
    ok = false;
  }
  if (safeEmbedSrc(iframeSrc) === null) {
    errors.add(`${here}: iframeSrc must be one of this site's embed frames (/media/frame/…); add the link again to embed it.`);
    ok = false;
  }
  if (!isSize(iframeWidth) || !isSize(iframeHeight)) {
    errors.add(`${here} must give iframeWidth and iframeHeight as positive numbers.`);
    ok = false;
  }
  if (title !== undefined && !isShortString(title)) {
    errors.add(`${here}: title must be text of at most ${MAX_SHORT_TEXT} characters.`);
    ok = false;
  }
  if (!ok) return undefined;
  const result: MediaResource = {
    id: id as string,
    iframeSrc: iframeSrc as string,
    iframeWidth: iframeWidth as number,
    iframeHeight: iframeHeight as number,
  };
  if (title !== undefined) result.title = title as string;
  return result;
}

function mixtape(value: unknown, at: string, errors: Collector): MixtapeMetadata | undefined {
  if (!isObject(value)) {
    errors.add(`${at} must be an object with an href.`);
    return undefined;
  }
  const { href, thumbnailImageId, title, description } = value;
  let ok = true;
  if (safeHref(href) === null) {
    errors.add(`${at}: href must be an absolute http, https or mailto address.`);
    ok = false;
  }
  if (thumbnailImageId !== undefined && (typeof thumbnailImageId !== 'string' || thumbnailImageId.length === 0)) {
    errors.add(`${at}: thumbnailImageId must be a non-empty image id.`);
    ok = false;
  }
  for (const [key, text] of [['title', title], ['description', description]] as const) {
    if (text !== undefined && !isShortString(text)) {
      errors.add(`${at}: ${key} must be text of at most ${MAX_SHORT_TEXT} characters.`);
      ok = false;
    }
  }
  if (!ok) return undefined;
  const result: MixtapeMetadata = { href: href as string };
  if (thumbnailImageId !== undefined) result.thumbnailImageId = thumbnailImageId as string;
  if (title !== undefined) result.title = title as string;
  if (description !== undefined) result.description = description as string;
  return result;
}

function paragraph(value: unknown, at: string, names: Set<string>, errors: Collector): Paragraph | undefined {
  if (!isObject(value)) {
    errors.add(`${at} must be an object.`);
    return undefined;
  }
  const { name, type, text, markups, layout, href, metadata, iframe, mixtapeMetadata, hasDropCap, dropCapImage, codeBlockMetadata } =
    value;
  let ok = true;

  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH || !/^[A-Za-z0-9_-]+$/.test(name)) {
    errors.add(`${at}: name must be 1 to ${MAX_NAME_LENGTH} letters, digits, dashes or underscores.`);
    ok = false;
  } else if (names.has(name)) {
    errors.add(`${at}: name "${name}" is used by another paragraph; names must be unique.`);
    ok = false;
  } else {
    names.add(name);
  }
  if (!isParagraphType(type)) {
    errors.add(`${at}: type must be one of ${oneOf(PARAGRAPH_TYPES)}.`);
    ok = false;
  }
  if (typeof text !== 'string') {
    errors.add(`${at}: text must be a string.`);
    return undefined;
  }
  if (text.length > MAX_PARAGRAPH_CHARS) {
    errors.add(`${at}: text has ${text.length} characters; the limit is ${MAX_PARAGRAPH_CHARS}.`);
    ok = false;
  }

  const cleanMarkups: Markup[] = [];
  const markupList: unknown[] | null = Array.isArray(markups) ? markups : markups === undefined ? [] : null;
  if (markupList === null) {
    errors.add(`${at}: markups must be a list.`);
    ok = false;
  } else if (markupList.length > MAX_MARKUPS_PER_PARAGRAPH) {
    errors.add(`${at} has ${markupList.length} markups; the limit is ${MAX_MARKUPS_PER_PARAGRAPH}.`);
    ok = false;
  } else {
    markupList.forEach((m, i) => {
      const clean = markup(m, `${at}, markup ${i + 1}`, text.length, errors);
      if (clean) cleanMarkups.push(clean);
      else ok = false;
    });
  }

  if (layout !== undefined && !isParagraphLayout(layout)) {
    errors.add(`${at}: layout must be one of ${oneOf(PARAGRAPH_LAYOUTS)}.`);
    ok = false;
  }
  if (href !== undefined && safeHref(href) === null) {
    errors.add(`${at}: href must be an absolute http, https or mailto address.`);
    ok = false;
  }
  if (hasDropCap !== undefined && typeof hasDropCap !== 'boolean') {
    errors.add(`${at}: hasDropCap must be true or false.`);
    ok = false;
  }
  if (codeBlockMetadata !== undefined) {
    const lang = isObject(codeBlockMetadata) ? codeBlockMetadata.lang : null;
    if (lang !== undefined && (typeof lang !== 'string' || lang.length > 40)) {
      errors.add(`${at}: codeBlockMetadata.lang must be a language name of at most 40 characters.`);
      ok = false;
    }
  }

  const cleanImage = metadata === undefined ? undefined : image(metadata, `${at}, image metadata`, errors);
  if (metadata !== undefined && !cleanImage) ok = false;
  if (type === 'IMG' && metadata === undefined) {
    errors.add(`${at} is an image but has no metadata.`);
    ok = false;
  }
  const cleanDropCapImage = dropCapImage === undefined ? undefined : image(dropCapImage, `${at}, drop cap image`, errors);
  if (dropCapImage !== undefined && !cleanDropCapImage) ok = false;

  const cleanIframe = iframe === undefined ? undefined : mediaResource(iframe, `${at}, embed`, errors);
  if (iframe !== undefined && !cleanIframe) ok = false;
  if (type === 'IFRAME' && iframe === undefined) {
    errors.add(`${at} is an embed but has no iframe.mediaResource.`);
    ok = false;
  }

  const cleanMixtape = mixtapeMetadata === undefined ? undefined : mixtape(mixtapeMetadata, `${at}, link card`, errors);
  if (mixtapeMetadata !== undefined && !cleanMixtape) ok = false;
  if (type === 'MIXTAPE_EMBED' && mixtapeMetadata === undefined) {
    errors.add(`${at} is a link card but has no mixtapeMetadata.`);
    ok = false;
  }

  if (!ok) return undefined;
  const result: Paragraph = { name: name as string, type: type as Paragraph['type'], text, markups: cleanMarkups };
  if (layout !== undefined) result.layout = layout as Paragraph['layout'];
  if (href !== undefined) result.href = href as string;
  if (cleanImage) result.metadata = cleanImage;
  if (cleanIframe) result.iframe = { mediaResource: cleanIframe };
  if (cleanMixtape) result.mixtapeMetadata = cleanMixtape;
  if (hasDropCap !== undefined) result.hasDropCap = hasDropCap as boolean;
  if (cleanDropCapImage) result.dropCapImage = cleanDropCapImage;
  if (isObject(codeBlockMetadata)) {
    result.codeBlockMetadata = codeBlockMetadata.lang === undefined ? {} : { lang: codeBlockMetadata.lang as string };
  }
  return result;
}

function section(value: unknown, at: string, paragraphCount: number, errors: Collector): Section | undefined {
  if (!isObject(value)) {
    errors.add(`${at} must be an object.`);
    return undefined;
  }
  const { name, startIndex, textLayout, imageLayout, backgroundImage, videoLayout, backgroundVideo } = value;
  let ok = true;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) {
    errors.add(`${at}: name must be 1 to ${MAX_NAME_LENGTH} characters.`);
    ok = false;
  }
  if (!isCount(startIndex) || (startIndex >= paragraphCount && startIndex > 0)) {
    errors.add(`${at}: startIndex must be the index of one of the ${paragraphCount} paragraphs.`);
    ok = false;
  }
  if (textLayout !== undefined && !(SECTION_TEXT_LAYOUTS as readonly unknown[]).includes(textLayout)) {
    errors.add(`${at}: textLayout must be one of ${oneOf(SECTION_TEXT_LAYOUTS)}.`);
    ok = false;
  }
  for (const [key, layout] of [['imageLayout', imageLayout], ['videoLayout', videoLayout]] as const) {
    if (layout !== undefined && !(SECTION_MEDIA_LAYOUTS as readonly unknown[]).includes(layout)) {
      errors.add(`${at}: ${key} must be one of ${oneOf(SECTION_MEDIA_LAYOUTS)}.`);
      ok = false;
    }
  }
  const cleanImage = backgroundImage === undefined ? undefined : image(backgroundImage, `${at}, background image`, errors);
  if (backgroundImage !== undefined && !cleanImage) ok = false;

  let cleanVideo: Section['backgroundVideo'];
  if (backgroundVideo !== undefined) {
    const v = isObject(backgroundVideo) ? backgroundVideo : {};
    if (typeof v.videoId !== 'string' || v.videoId.length === 0 || !isSize(v.originalWidth) || !isSize(v.originalHeight)) {
      errors.add(`${at}: backgroundVideo must have a videoId and a positive originalWidth and originalHeight.`);
      ok = false;
    } else {
      cleanVideo = { videoId: v.videoId, originalWidth: v.originalWidth, originalHeight: v.originalHeight };
    }
  }

  if (!ok) return undefined;
  const result: Section = { name: name as string, startIndex: startIndex as number };
  if (textLayout !== undefined) result.textLayout = textLayout as Section['textLayout'];
  if (imageLayout !== undefined) result.imageLayout = imageLayout as Section['imageLayout'];
  if (cleanImage) result.backgroundImage = cleanImage;
  if (videoLayout !== undefined) result.videoLayout = videoLayout as Section['videoLayout'];
  if (cleanVideo) result.backgroundVideo = cleanVideo;
  return result;
}

/**
 * Checks an untrusted post body and returns a clean copy holding only known fields, or
 * every problem found in plain English. Sections may be omitted; they default to none.
 */
export function validatePostBody(input: unknown): PostBodyValidation {
  const errors = new Collector();
  if (!isObject(input)) return { ok: false, errors: ['The post body must be an object with a list of paragraphs.'] };
  const { paragraphs, sections } = input;
  if (!Array.isArray(paragraphs)) return { ok: false, errors: ['The post body must have a list of paragraphs.'] };
  if (paragraphs.length > MAX_PARAGRAPHS) {
    return { ok: false, errors: [`A post can have at most ${MAX_PARAGRAPHS} paragraphs; this one has ${paragraphs.length}.`] };
  }
  if (sections !== undefined && !Array.isArray(sections)) {
    return { ok: false, errors: ['The sections of a post body must be a list.'] };
  }

  const names = new Set<string>();
  const cleanParagraphs: Paragraph[] = [];
  paragraphs.forEach((p: unknown, i: number) => {
    const clean = paragraph(p, `Paragraph ${i + 1}`, names, errors);
    if (clean) cleanParagraphs.push(clean);
  });

  const cleanSections: Section[] = [];
  const sectionNames = new Set<string>();
  let previousStart = -1;
  (sections ?? []).forEach((s: unknown, i: number) => {
    const at = `Section ${i + 1}`;
    const clean = section(s, at, paragraphs.length, errors);
    if (!clean) return;
    if (sectionNames.has(clean.name)) errors.add(`${at}: name "${clean.name}" is used by another section.`);
    if (clean.startIndex <= previousStart) errors.add(`${at} must start after the section before it.`);
    sectionNames.add(clean.name);
    previousStart = clean.startIndex;
    cleanSections.push(clean);
  });

  const found = errors.finish();
  if (found.length > 0) return { ok: false, errors: found };
  return { ok: true, body: { paragraphs: cleanParagraphs, sections: cleanSections } };
}
