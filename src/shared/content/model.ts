export const PARAGRAPH_TYPES = [
  'P',
  'BQ',
  'PQ',
  'H1',
  'H2',
  'H3',
  'H4',
  'ULI',
  'OLI',
  'PRE',
  'IMG',
  'IFRAME',
  'MIXTAPE_EMBED',
  'KICKER',
  'SUBTITLE',
  'TITLE',
  'COVER_TITLE',
  'SECTION_CAPTION',
  'HR',
] as const;

export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

export const PARAGRAPH_LAYOUTS = [
  'INSET_CENTER',
  'INSET_CENTER_SMALL',
  'INSET_LEFT',
  'INSET_RIGHT',
  'OUTSET_CENTER',
  'OUTSET_LEFT',
  'OUTSET_ROW',
  'OUTSET_ROW_CONTINUE',
  'FULL_WIDTH',
  'FULL_WIDTH_CROPPED_COVER',
] as const;

export type ParagraphLayout = (typeof PARAGRAPH_LAYOUTS)[number];

/** Nesting order, outermost first: an earlier type always wraps a later one. */
export const MARKUP_ORDER = [
  'COMMENT',
  'HIGHLIGHT',
  'FULL_HIGHLIGHT',
  'HIGHLIGHT_SEGMENT',
  'QUOTE',
  'QUERY',
  'CODE',
  'A',
  'STRONG',
  'EM',
  'WARNING',
  'DROPCAP',
  'ID_WRAPPER',
] as const;

export type MarkupType = (typeof MARKUP_ORDER)[number];

export const ANCHOR_TYPES = ['LINK', 'USER'] as const;
export type AnchorType = (typeof ANCHOR_TYPES)[number];

export interface Markup {
  type: MarkupType;
  start: number;
  end: number;
  href?: string;
  anchorType?: AnchorType;
  userId?: string;
  linkMetadata?: { httpStatus?: number };
}

export interface ImageMetadata {
  id: string;
  originalWidth: number;
  originalHeight: number;
  focusPercentX?: number;
  focusPercentY?: number;
  alt?: string;
}

export interface MediaResource {
  id: string;
  iframeSrc: string;
  iframeWidth: number;
  iframeHeight: number;
  title?: string;
}

export interface MixtapeMetadata {
  href: string;
  thumbnailImageId?: string;
  title?: string;
  description?: string;
}

export interface Paragraph {
  /** Unique within a post; highlights, notes and anchors point at it. */
  name: string;
  type: ParagraphType;
  text: string;
  markups: Markup[];
  layout?: ParagraphLayout;
  href?: string;
  metadata?: ImageMetadata;
  iframe?: { mediaResource: MediaResource };
  mixtapeMetadata?: MixtapeMetadata;
  hasDropCap?: boolean;
  dropCapImage?: ImageMetadata;
  codeBlockMetadata?: { lang?: string };
}

export const SECTION_TEXT_LAYOUTS = ['DEFAULT', 'OVERLAY_CENTER', 'OVERLAY_BOTTOM'] as const;
export type SectionTextLayout = (typeof SECTION_TEXT_LAYOUTS)[number];

/** FULL_PAGE fills the viewport behind the text; FULL_WIDTH is a banner above it. */
export const SECTION_MEDIA_LAYOUTS = ['FULL_PAGE', 'FULL_WIDTH'] as const;
export type SectionMediaLayout = (typeof SECTION_MEDIA_LAYOUTS)[number];

export interface Section {
  name: string;
  /** Index of the first paragraph of the section; it runs until the next section starts. */
  startIndex: number;
  textLayout?: SectionTextLayout;
  imageLayout?: SectionMediaLayout;
  backgroundImage?: ImageMetadata;
  videoLayout?: SectionMediaLayout;
  backgroundVideo?: { videoId: string; originalWidth: number; originalHeight: number };
}

export interface PostBody {
  paragraphs: Paragraph[];
  sections: Section[];
}

export const RICH_TEXT_STYLES = [
  'FULL_PAGE',
  'CARD',
  'SHORTFORM_CARD',
  'STREAM',
  'INLINE',
  'SERIES',
] as const;

export type RichTextStyle = (typeof RICH_TEXT_STYLES)[number];

/** Paragraph types whose text is read as prose (media captions and rules excluded). */
export const TEXT_PARAGRAPH_TYPES: ReadonlySet<ParagraphType> = new Set<ParagraphType>([
  'P',
  'BQ',
  'PQ',
  'H1',
  'H2',
  'H3',
  'H4',
  'ULI',
  'OLI',
  'PRE',
  'KICKER',
  'SUBTITLE',
  'TITLE',
  'COVER_TITLE',
  'SECTION_CAPTION',
]);

export function isParagraphType(value: unknown): value is ParagraphType {
  return typeof value === 'string' && (PARAGRAPH_TYPES as readonly string[]).includes(value);
}

export function isParagraphLayout(value: unknown): value is ParagraphLayout {
  return typeof value === 'string' && (PARAGRAPH_LAYOUTS as readonly string[]).includes(value);
}

export function isMarkupType(value: unknown): value is MarkupType {
  return typeof value === 'string' && (MARKUP_ORDER as readonly string[]).includes(value);
}
