/**
 * The story editor's document as plain JSON (ProseMirror's node JSON shape), and the
 * lossless conversion between it and the content model.
 *
 * Document shape: `kicker? title subtitle block*`. The leading KICKER, TITLE and SUBTITLE
 * paragraphs of a body become the head nodes; every other paragraph is one block node,
 * consecutive ULI / OLI paragraphs grouped into a `bullet_list` / `ordered_list` of
 * `list_item`s (each holding one `paragraph`). Every paragraph-like node carries the
 * paragraph's name, layout, href (`paragraphHref`), drop cap and the section it starts
 * (`section`, the section's fields without startIndex); fields a node type does not edit
 * ride along in `extra` so nothing is lost. Markups become marks on the text (a mention is
 * a `link` mark with anchorType USER); a "\n" outside code is a `hard_break` node.
 *
 * Normal form (what the round trip reproduces exactly, see `normalisePostBody`):
 * - markups: per character and markup type, the markup the reader sees wins (the first in
 *   MARKUP_ORDER rank, then earliest start, then longest — the rule `markupTree` renders
 *   by); runs of characters with the same winner (same type, href, anchorType, userId,
 *   httpStatus) merge into one markup; the list is sorted by start, then MARKUP_ORDER; an
 *   empty `linkMetadata: {}` is dropped;
 * - headings are promoted (`promoteHeadings`);
 * - a body without paragraphs has no sections.
 */
import { promoteHeadings } from './headings';
import { usableMarkups } from './markups';
import { isParagraphLayout, MARKUP_ORDER } from './model';
import type {
  AnchorType,
  ImageMetadata,
  Markup,
  MarkupType,
  MediaResource,
  MixtapeMetadata,
  Paragraph,
  ParagraphLayout,
  ParagraphType,
  PostBody,
  Section,
} from './model';
import { titleAndSubtitle } from './text';
import { MAX_NAME_LENGTH } from './validate';

export interface EditorMarkJSON {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface EditorNodeJSON {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNodeJSON[];
  text?: string;
  marks?: EditorMarkJSON[];
}

export interface EditorDocJSON extends EditorNodeJSON {
  type: 'doc';
}

export interface EditorHead {
  title: string;
  subtitle: string;
}

/** A section as stored on the node that starts it. */
export type SectionAttrs = Omit<Section, 'startIndex'>;

/** Paragraph fields a node type does not edit itself, kept as they are. */
export type ParagraphExtra = Partial<Pick<Paragraph, 'metadata' | 'iframe' | 'mixtapeMetadata' | 'codeBlockMetadata' | 'text' | 'markups'>>;

/** Attributes every paragraph-like node has. */
export interface BlockAttrs {
  name: string | null;
  section: SectionAttrs | null;
  layout: ParagraphLayout | null;
  paragraphHref: string | null;
  /** null when the paragraph says nothing about a drop cap. */
  hasDropCap: boolean | null;
  dropCapImage: ImageMetadata | null;
  extra: ParagraphExtra | null;
}

export const BLOCK_ATTR_DEFAULTS: Readonly<BlockAttrs> = {
  name: null,
  section: null,
  layout: null,
  paragraphHref: null,
  hasDropCap: null,
  dropCapImage: null,
  extra: null,
};

/** The mark that stands for each markup type. */
export const MARK_NAMES: Readonly<Record<MarkupType, string>> = {
  COMMENT: 'comment',
  HIGHLIGHT: 'highlight',
  FULL_HIGHLIGHT: 'full_highlight',
  HIGHLIGHT_SEGMENT: 'highlight_segment',
  QUOTE: 'quote',
  QUERY: 'query',
  CODE: 'code',
  A: 'link',
  STRONG: 'strong',
  EM: 'em',
  WARNING: 'warning',
  DROPCAP: 'dropcap',
  ID_WRAPPER: 'id_wrapper',
};

const MARKUP_TYPE_BY_MARK = new Map<string, MarkupType>(MARKUP_ORDER.map((type) => [MARK_NAMES[type], type]));
const RANK = new Map<MarkupType, number>(MARKUP_ORDER.map((type, index) => [type, index]));

/** The node that stands for each paragraph type outside lists (ULI / OLI live in lists). */
export const NODE_NAMES: Readonly<Record<Exclude<ParagraphType, 'ULI' | 'OLI'>, string>> = {
  P: 'paragraph',
  H1: 'heading',
  H2: 'heading',
  H3: 'heading',
  H4: 'heading',
  BQ: 'blockquote',
  PQ: 'blockquote',
  PRE: 'code_block',
  IMG: 'image',
  IFRAME: 'iframe_embed',
  MIXTAPE_EMBED: 'mixtape_embed',
  KICKER: 'kicker',
  TITLE: 'title',
  SUBTITLE: 'subtitle',
  COVER_TITLE: 'cover_title',
  SECTION_CAPTION: 'section_caption',
  HR: 'separator',
};

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// ---------------------------------------------------------------------------------------
// Markups

interface MarkKeyed {
  markup: Markup;
  key: string;
}

function targetKey(m: Markup): string {
  return JSON.stringify([m.href ?? null, m.anchorType ?? null, m.userId ?? null, m.linkMetadata?.httpStatus ?? null]);
}

function compareForWinner(a: Markup, b: Markup): number {
  return (RANK.get(a.type) ?? 0) - (RANK.get(b.type) ?? 0) || a.start - b.start || b.end - a.end;
}

function cleanMarkup(m: Markup, start: number, end: number): Markup {
  const result: Markup = { type: m.type, start, end };
  if (m.href !== undefined) result.href = m.href;
  if (m.anchorType !== undefined) result.anchorType = m.anchorType;
  if (m.userId !== undefined) result.userId = m.userId;
  if (m.linkMetadata?.httpStatus !== undefined) result.linkMetadata = { httpStatus: m.linkMetadata.httpStatus };
  return result;
}

interface Segment {
  start: number;
  end: number;
  /** At most one markup per type, in MARKUP_ORDER. */
  winners: Markup[];
}

/** Cuts `text` where any markup starts or ends and finds each piece's visible markups. */
function segmentsOf(text: string, markups: readonly unknown[] | undefined): Segment[] {
  const usable = usableMarkups(text, markups).sort(compareForWinner);
  const cuts = new Set<number>([0, text.length]);
  for (const m of usable) {
    cuts.add(m.start);
    cuts.add(m.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const winners: Markup[] = [];
    const seen = new Set<MarkupType>();
    for (const m of usable) {
      if (m.start <= start && m.end >= end && !seen.has(m.type)) {
        seen.add(m.type);
        winners.push(m);
      }
    }
    segments.push({ start, end, winners });
  }
  return segments;
}

function sortMarkups(markups: Markup[]): Markup[] {
  return markups.sort((a, b) => a.start - b.start || (RANK.get(a.type) ?? 0) - (RANK.get(b.type) ?? 0));
}

/** Joins per-piece markups into runs: same type and target, touching, become one. */
function joinRuns(pieces: Iterable<{ start: number; end: number; markups: readonly Markup[] }>): Markup[] {
  const open = new Map<MarkupType, MarkKeyed>();
  const result: Markup[] = [];
  for (const piece of pieces) {
    for (const m of piece.markups) {
      const key = targetKey(m);
      const last = open.get(m.type);
      if (last && last.key === key && last.markup.end === piece.start) {
        last.markup.end = piece.end;
      } else {
        const markup = cleanMarkup(m, piece.start, piece.end);
        open.set(m.type, { markup, key });
        result.push(markup);
      }
    }
  }
  return sortMarkups(result);
}

/** The normal form of a paragraph's markups (see the module comment). Idempotent. */
export function normaliseMarkups(text: string, markups: readonly unknown[] | undefined): Markup[] {
  return joinRuns(segmentsOf(text, markups).map((s) => ({ start: s.start, end: s.end, markups: s.winners })));
}

function markJSON(m: Markup): EditorMarkJSON {
  const attrs: Obj = { href: m.href ?? null, userId: m.userId ?? null, httpStatus: m.linkMetadata?.httpStatus ?? null };
  if (m.type === 'A') attrs.anchorType = m.anchorType ?? null;
  return { type: MARK_NAMES[m.type], attrs };
}

function markupFromMark(mark: EditorMarkJSON, start: number, end: number): Markup | null {
  const type = MARKUP_TYPE_BY_MARK.get(mark.type);
  if (!type) return null;
  const attrs = isObject(mark.attrs) ? mark.attrs : {};
  const m: Markup = { type, start, end };
  const href = str(attrs.href);
  const userId = str(attrs.userId);
  const httpStatus = num(attrs.httpStatus);
  const anchorType = attrs.anchorType === 'LINK' || attrs.anchorType === 'USER' ? (attrs.anchorType as AnchorType) : null;
  if (href !== null) m.href = href;
  if (type === 'A' && anchorType !== null) m.anchorType = anchorType;
  if (userId !== null) m.userId = userId;
  if (httpStatus !== null) m.linkMetadata = { httpStatus };
  return m;
}

/** Inline nodes for a paragraph's text: marked text runs, "\n" as hard breaks unless in code. */
function inlineJSON(text: string, markups: readonly Markup[], keepNewlines: boolean): EditorNodeJSON[] {
  const nodes: EditorNodeJSON[] = [];
  const push = (piece: string, marks: EditorMarkJSON[]) => {
    const withMarks = (node: EditorNodeJSON): EditorNodeJSON => (marks.length > 0 ? { ...node, marks } : node);
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(marks)) {
      last.text += piece;
    } else {
      nodes.push(withMarks({ type: 'text', text: piece }));
    }
  };
  for (const segment of segmentsOf(text, markups)) {
    const marks = segment.winners.map(markJSON);
    const piece = text.slice(segment.start, segment.end);
    if (keepNewlines) {
      push(piece, marks);
      continue;
    }
    piece.split('\n').forEach((line, i) => {
      if (i > 0) nodes.push(marks.length > 0 ? { type: 'hard_break', marks } : { type: 'hard_break' });
      if (line) push(line, marks);
    });
  }
  return nodes;
}

/** Reads inline nodes back into text and normalised markups. */
function readInline(content: readonly EditorNodeJSON[] | undefined): { text: string; markups: Markup[] } {
  let text = '';
  const pieces: { start: number; end: number; markups: Markup[] }[] = [];
  for (const node of content ?? []) {
    let piece: string;
    if (node.type === 'text' && typeof node.text === 'string') piece = node.text;
    else if (node.type === 'hard_break') piece = '\n';
    else continue;
    const start = text.length;
    text += piece;
    const markups: Markup[] = [];
    for (const mark of node.marks ?? []) {
      const m = markupFromMark(mark, start, text.length);
      if (m && !markups.some((other) => other.type === m.type)) markups.push(m);
    }
    if (piece.length > 0) pieces.push({ start, end: text.length, markups });
  }
  return { text, markups: joinRuns(pieces) };
}

// ---------------------------------------------------------------------------------------
// Paragraph names

// Four hex digits, like the names the editor gives new paragraphs.
function fnv1a(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finalizer: spreads every input bit over the whole word. */
function mix32(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Past a few thousand names four hex digits get crowded; eight are used from then on. */
const SHORT_NAMES_UP_TO = 4096;

/**
 * A name not in `used`, derived from `seed`. Each call probes its own sequence, keyed by the seed and
 * the set's size, so names asked for one seed never walk again the probes earlier calls took: a call
 * costs a few probes however many names exist, not one per name already made.
 */
export function freshParagraphName(used: Set<string>, seed: string = String(Math.random())): string {
  const start = mix32(fnv1a(seed) ^ Math.imul(used.size + 1, 0x9e3779b1));
  const wide = used.size >= SHORT_NAMES_UP_TO;
  for (let attempt = 1; ; attempt++) {
    const hash = mix32(start ^ Math.imul(attempt, 0x85ebca77));
    const name = wide ? hash.toString(16).padStart(8, '0') : (hash & 0xffff).toString(16).padStart(4, '0');
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

export function isParagraphName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH && /^[A-Za-z0-9_-]+$/.test(value);
}

// ---------------------------------------------------------------------------------------
// Body → document

function sectionAttrs(section: Section | undefined): SectionAttrs | null {
  if (!section) return null;
  const { startIndex: _startIndex, ...rest } = section;
  return clone(rest);
}

function extraOf(p: Paragraph, keys: readonly (keyof ParagraphExtra)[]): ParagraphExtra | null {
  const extra: ParagraphExtra = {};
  let any = false;
  for (const key of keys) {
    const value = p[key];
    if (value === undefined) continue;
    if (key === 'text' && value === '') continue;
    if (key === 'markups' && Array.isArray(value) && value.length === 0) continue;
    (extra as Obj)[key] = clone(value);
    any = true;
  }
  return any ? extra : null;
}

function blockAttrs(p: Paragraph, section: Section | undefined, extra: ParagraphExtra | null): BlockAttrs {
  return {
    name: p.name,
    section: sectionAttrs(section),
    layout: p.layout ?? null,
    paragraphHref: p.href ?? null,
    hasDropCap: p.hasDropCap ?? null,
    dropCapImage: p.dropCapImage ? clone(p.dropCapImage) : null,
    extra,
  };
}

function imageAttrs(metadata: ImageMetadata): Obj {
  return {
    imageId: metadata.id,
    originalWidth: metadata.originalWidth,
    originalHeight: metadata.originalHeight,
    focusPercentX: metadata.focusPercentX ?? null,
    focusPercentY: metadata.focusPercentY ?? null,
    alt: metadata.alt ?? null,
  };
}

function iframeAttrs(resource: MediaResource): Obj {
  return {
    mediaResourceId: resource.id,
    iframeSrc: resource.iframeSrc,
    iframeWidth: resource.iframeWidth,
    iframeHeight: resource.iframeHeight,
    title: resource.title ?? null,
  };
}

function mixtapeAttrs(mixtape: MixtapeMetadata): Obj {
  return {
    href: mixtape.href,
    thumbnailImageId: mixtape.thumbnailImageId ?? null,
    title: mixtape.title ?? null,
    description: mixtape.description ?? null,
  };
}

const FOREIGN_FIELDS = ['metadata', 'iframe', 'mixtapeMetadata', 'codeBlockMetadata'] as const;
const without = (key: (typeof FOREIGN_FIELDS)[number]) => FOREIGN_FIELDS.filter((k) => k !== key);

/** One paragraph (other than ULI / OLI, which `bodyToDocJSON` wraps) as its node. */
function paragraphNode(p: Paragraph, section: Section | undefined): EditorNodeJSON {
  const content = (keepNewlines = false) => {
    const inline = inlineJSON(p.text, p.markups, keepNewlines);
    return inline.length > 0 ? { content: inline } : {};
  };
  switch (p.type) {
    case 'IMG':
      if (p.metadata) {
        const attrs = { ...blockAttrs(p, section, extraOf(p, without('metadata'))), ...imageAttrs(p.metadata) };
        return { type: 'image', attrs, ...content() };
      }
      break;
    case 'IFRAME':
      if (p.iframe) {
        const attrs = { ...blockAttrs(p, section, extraOf(p, without('iframe'))), ...iframeAttrs(p.iframe.mediaResource) };
        return { type: 'iframe_embed', attrs, ...content() };
      }
      break;
    case 'MIXTAPE_EMBED':
      if (p.mixtapeMetadata) {
        const attrs = { ...blockAttrs(p, section, extraOf(p, without('mixtapeMetadata'))), ...mixtapeAttrs(p.mixtapeMetadata) };
        return { type: 'mixtape_embed', attrs, ...content() };
      }
      break;
    case 'HR':
      return { type: 'separator', attrs: { ...blockAttrs(p, section, extraOf(p, [...FOREIGN_FIELDS, 'text', 'markups'])) } };
    case 'PRE': {
      const lang = p.codeBlockMetadata?.lang;
      const keys = lang === undefined ? FOREIGN_FIELDS : without('codeBlockMetadata');
      return { type: 'code_block', attrs: { ...blockAttrs(p, section, extraOf(p, keys)), lang: lang ?? null }, ...content(true) };
    }
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
      return { type: 'heading', attrs: { ...blockAttrs(p, section, extraOf(p, FOREIGN_FIELDS)), level: Number(p.type[1]) }, ...content() };
    case 'BQ':
    case 'PQ':
      return { type: 'blockquote', attrs: { ...blockAttrs(p, section, extraOf(p, FOREIGN_FIELDS)), variant: p.type }, ...content() };
    case 'ULI':
    case 'OLI':
      return { type: 'paragraph', attrs: { ...blockAttrs(p, section, extraOf(p, FOREIGN_FIELDS)) }, ...content() };
    default:
      return { type: NODE_NAMES[p.type], attrs: { ...blockAttrs(p, section, extraOf(p, FOREIGN_FIELDS)) }, ...content() };
  }
  // A media paragraph without its media (the validator never lets one through).
  return { type: 'paragraph', attrs: { ...blockAttrs(p, section, extraOf(p, FOREIGN_FIELDS)) }, ...content() };
}

function headNode(type: 'title' | 'subtitle', text: string): EditorNodeJSON {
  const content = inlineJSON(text, [], false);
  return { type, attrs: { ...BLOCK_ATTR_DEFAULTS }, ...(content.length > 0 ? { content } : {}) };
}

/**
 * The editor document for a post body. `head` (the post's stored title and subtitle) fills
 * the title or subtitle only where the body has no TITLE or SUBTITLE paragraph of its own.
 */
export function bodyToDocJSON(body: PostBody, head: EditorHead): EditorDocJSON {
  const { paragraphs, sections } = normalisePostBody(body);
  const sectionAt = new Map(sections.map((s) => [s.startIndex, s]));
  const node = (index: number) => paragraphNode(paragraphs[index]!, sectionAt.get(index));

  const content: EditorNodeJSON[] = [];
  let i = 0;
  if (paragraphs[i]?.type === 'KICKER') content.push(node(i++));
  content.push(paragraphs[i]?.type === 'TITLE' ? node(i++) : headNode('title', head.title));
  content.push(paragraphs[i]?.type === 'SUBTITLE' ? node(i++) : headNode('subtitle', head.subtitle));

  while (i < paragraphs.length) {
    const type = paragraphs[i]!.type;
    if (type !== 'ULI' && type !== 'OLI') {
      content.push(node(i++));
      continue;
    }
    const items: EditorNodeJSON[] = [];
    while (paragraphs[i]?.type === type) items.push({ type: 'list_item', content: [node(i++)] });
    content.push({ type: type === 'ULI' ? 'bullet_list' : 'ordered_list', content: items });
  }
  return { type: 'doc', content };
}

// ---------------------------------------------------------------------------------------
// Document → body

interface Emitted {
  paragraph: Paragraph;
  wantedName: string | null;
  section: SectionAttrs | null;
}

function readSection(value: unknown): SectionAttrs | null {
  if (!isObject(value) || typeof value.name !== 'string' || value.name.length === 0) return null;
  const { startIndex: _startIndex, ...rest } = value;
  return clone(rest) as unknown as SectionAttrs;
}

function readImage(value: unknown): ImageMetadata | null {
  if (!isObject(value) || typeof value.id !== 'string' || num(value.originalWidth) === null || num(value.originalHeight) === null) {
    return null;
  }
  return clone(value) as unknown as ImageMetadata;
}

const EXTRA_KEYS: readonly (keyof ParagraphExtra)[] = [...FOREIGN_FIELDS, 'text', 'markups'];

function readExtra(value: unknown): ParagraphExtra {
  if (!isObject(value)) return {};
  const extra: Obj = {};
  for (const key of EXTRA_KEYS) if (value[key] !== undefined) extra[key] = clone(value[key]);
  return extra as ParagraphExtra;
}

const PLAIN_TYPES: Readonly<Record<string, ParagraphType>> = {
  paragraph: 'P',
  kicker: 'KICKER',
  title: 'TITLE',
  subtitle: 'SUBTITLE',
  cover_title: 'COVER_TITLE',
  section_caption: 'SECTION_CAPTION',
};

function typeOf(node: EditorNodeJSON, attrs: Obj, listType: 'ULI' | 'OLI' | null): ParagraphType | null {
  switch (node.type) {
    case 'paragraph':
      return listType ?? 'P';
    case 'heading': {
      const level = num(attrs.level);
      return level === 1 || level === 2 || level === 4 ? (`H${level}` as ParagraphType) : 'H3';
    }
    case 'blockquote':
      return attrs.variant === 'PQ' ? 'PQ' : 'BQ';
    case 'code_block':
      return 'PRE';
    case 'image':
      return 'IMG';
    case 'iframe_embed':
      return 'IFRAME';
    case 'mixtape_embed':
      return 'MIXTAPE_EMBED';
    case 'separator':
      return 'HR';
    default:
      return PLAIN_TYPES[node.type] ?? null;
  }
}

/** The paragraph for one node, or null when the node cannot be one (say, an image without an id). */
function paragraphOf(node: EditorNodeJSON, type: ParagraphType): Paragraph | null {
  const attrs = isObject(node.attrs) ? node.attrs : {};
  const extra = readExtra(attrs.extra);
  const inline = type === 'HR' ? { text: extra.text ?? '', markups: extra.markups ?? [] } : readInline(node.content);
  delete extra.text;
  delete extra.markups;
  const p: Paragraph = { ...extra, name: '', type, text: inline.text, markups: inline.markups };

  const layout = str(attrs.layout);
  const href = str(attrs.paragraphHref);
  const dropCapImage = readImage(attrs.dropCapImage);
  if (isParagraphLayout(layout)) p.layout = layout;
  if (href !== null) p.href = href;
  if (typeof attrs.hasDropCap === 'boolean') p.hasDropCap = attrs.hasDropCap;
  if (dropCapImage) p.dropCapImage = dropCapImage;

  switch (type) {
    case 'IMG': {
      const id = str(attrs.imageId);
      const width = num(attrs.originalWidth);
      const height = num(attrs.originalHeight);
      if (!id || width === null || height === null) return null;
      const metadata: ImageMetadata = { id, originalWidth: width, originalHeight: height };
      const focusX = num(attrs.focusPercentX);
      const focusY = num(attrs.focusPercentY);
      const alt = str(attrs.alt);
      if (focusX !== null) metadata.focusPercentX = focusX;
      if (focusY !== null) metadata.focusPercentY = focusY;
      if (alt !== null) metadata.alt = alt;
      p.metadata = metadata;
      break;
    }
    case 'IFRAME': {
      const id = str(attrs.mediaResourceId);
      const src = str(attrs.iframeSrc);
      const width = num(attrs.iframeWidth);
      const height = num(attrs.iframeHeight);
      if (!id || !src || width === null || height === null) return null;
      const mediaResource: MediaResource = { id, iframeSrc: src, iframeWidth: width, iframeHeight: height };
      const title = str(attrs.title);
      if (title !== null) mediaResource.title = title;
      p.iframe = { mediaResource };
      break;
    }
    case 'MIXTAPE_EMBED': {
      const mixtapeHref = str(attrs.href);
      if (!mixtapeHref) return null;
      const mixtape: MixtapeMetadata = { href: mixtapeHref };
      for (const key of ['thumbnailImageId', 'title', 'description'] as const) {
        const value = str(attrs[key]);
        if (value !== null) mixtape[key] = value;
      }
      p.mixtapeMetadata = mixtape;
      break;
    }
    case 'PRE': {
      const lang = str(attrs.lang);
      if (lang !== null) p.codeBlockMetadata = { lang };
      break;
    }
  }
  return p;
}

function isEmptyHead(node: EditorNodeJSON, attrs: Obj): boolean {
  return (node.type === 'title' || node.type === 'subtitle') && attrs.name == null && readInline(node.content).text === '';
}

function collect(nodes: readonly EditorNodeJSON[] | undefined, listType: 'ULI' | 'OLI' | null, out: Emitted[], carry: { section: SectionAttrs | null }) {
  for (const node of nodes ?? []) {
    if (node.type === 'bullet_list' || node.type === 'ordered_list') {
      collect(node.content, node.type === 'bullet_list' ? 'ULI' : 'OLI', out, carry);
      continue;
    }
    if (node.type === 'list_item') {
      collect(node.content, listType, out, carry);
      continue;
    }
    const attrs = isObject(node.attrs) ? node.attrs : {};
    const type = typeOf(node, attrs, listType);
    const section = readSection(attrs.section);
    // An empty title or subtitle the writer never filled in is no paragraph at all.
    const paragraph = type === null || isEmptyHead(node, attrs) ? null : paragraphOf(node, type);
    if (!paragraph) {
      if (type === null && node.content) collect(node.content, listType, out, carry);
      // A section that starts at a node that is not a paragraph starts at the next one.
      if (section && !carry.section) carry.section = section;
      continue;
    }
    out.push({ paragraph, wantedName: str(attrs.name), section: section ?? carry.section });
    carry.section = null;
  }
}

/**
 * The post body, title and subtitle of an editor document. Heading promotion applies
 * (a leading big heading with no title becomes the TITLE); paragraph names stay unique
 * (a repeated or missing name gets a fresh one); the title and subtitle returned are the
 * post's, by the same rule the rest of the product reads them with.
 */
export function docJSONToBody(doc: EditorDocJSON | EditorNodeJSON): { body: PostBody; title: string; subtitle: string } {
  const emitted: Emitted[] = [];
  collect(doc.content, null, emitted, { section: null });

  const used = new Set<string>();
  const needsName: Paragraph[] = [];
  for (const entry of emitted) {
    if (isParagraphName(entry.wantedName) && !used.has(entry.wantedName)) {
      entry.paragraph.name = entry.wantedName;
      used.add(entry.wantedName);
    } else {
      needsName.push(entry.paragraph);
    }
  }
  needsName.forEach((p, i) => {
    p.name = freshParagraphName(used, `${i}:${p.type}:${p.text}`);
  });

  const sections: Section[] = [];
  const sectionNames = new Set<string>();
  emitted.forEach((entry, startIndex) => {
    if (!entry.section || sectionNames.has(entry.section.name)) return;
    sectionNames.add(entry.section.name);
    sections.push({ ...entry.section, startIndex });
  });

  const paragraphs = promoteHeadings(emitted.map((e) => e.paragraph));
  const body: PostBody = { paragraphs, sections: paragraphs.length > 0 ? sections : [] };
  const head = titleAndSubtitle(body);
  return { body, title: head.title ?? '', subtitle: head.subtitle ?? '' };
}

// ---------------------------------------------------------------------------------------
// Normal form

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The normal form of a body (see the module comment); the round trip reproduces it. Idempotent. */
export function normalisePostBody(body: PostBody): PostBody {
  const paragraphs = promoteHeadings(
    body.paragraphs.map((p) => withoutUndefined({ ...clone(p), markups: normaliseMarkups(p.text, p.markups) })),
  );
  const sections = paragraphs.length > 0 ? body.sections.map((s) => withoutUndefined(clone(s))) : [];
  return { paragraphs, sections };
}
