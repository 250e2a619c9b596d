import { embedFramePath } from '../../../shared/embeds';
import type {
  ImageMetadata,
  Paragraph,
  ParagraphLayout,
  ParagraphType,
  PostBody,
  Section,
  SectionMediaLayout,
  SectionTextLayout,
} from '../../../shared/content';
import { promoteHeadings } from '../../../shared/content';
import { freshParagraphName } from '../../../shared/content/editor-document';
import { demoImage } from './images';
import { parseInline } from './inline';

export type AuthorKey = 'ada' | 'grace' | 'linus' | 'margaret' | 'alan' | 'katherine' | 'edsger' | 'barbara' | 'tim' | 'radia';
export type CollectionKey = 'the-long-read' | 'field-notes';

export interface DemoStory {
  key: string;
  authorKey: AuthorKey;
  collectionKey?: CollectionKey;
  title: string;
  subtitle: string;
  tags: string[];
  visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
  published: boolean;
  /** For drafts: days since the last edit. */
  publishedDaysAgo: number;
  previewImageKey?: string;
  body: PostBody;
}

type Draft = Omit<Paragraph, 'name'>;

interface SectionBreak {
  kind: 'section';
  backgroundImageKey?: string;
  imageLayout?: SectionMediaLayout;
  textLayout?: SectionTextLayout;
}

export type Part = Draft | SectionBreak | Part[];

function text(type: ParagraphType, source: string, extra: Partial<Draft> = {}): Draft {
  return { type, ...parseInline(source), ...extra };
}

function imageMeta(key: string, alt?: string): ImageMetadata {
  const image = demoImage(key);
  return { id: image.key, originalWidth: image.width, originalHeight: image.height, alt: alt ?? image.alt };
}

export const p = (source: string, options: { dropCap?: boolean } = {}): Draft =>
  text('P', source, options.dropCap ? { hasDropCap: true } : {});
export const h1 = (source: string): Draft => text('H1', source);
export const h2 = (source: string): Draft => text('H2', source);
export const h3 = (source: string): Draft => text('H3', source);
export const h4 = (source: string): Draft => text('H4', source);
export const bq = (source: string): Draft => text('BQ', source);
export const pq = (source: string, layout?: ParagraphLayout): Draft => text('PQ', source, layout ? { layout } : {});
export const ul = (...items: string[]): Draft[] => items.map((item) => text('ULI', item));
export const ol = (...items: string[]): Draft[] => items.map((item) => text('OLI', item));
export const hr = (): Draft => ({ type: 'HR', text: '', markups: [] });
export const coverTitle = (source: string): Draft => text('COVER_TITLE', source);
export const sectionCaption = (source: string): Draft => text('SECTION_CAPTION', source);

export const pre = (code: string, lang?: string): Draft => ({
  type: 'PRE',
  text: code,
  markups: [],
  ...(lang ? { codeBlockMetadata: { lang } } : {}),
});

export const img = (key: string, caption = '', layout: ParagraphLayout = 'INSET_CENTER', alt?: string): Draft =>
  text('IMG', caption, { layout, metadata: imageMeta(key, alt) });

/** Images side by side: the first starts the row, the rest continue it. */
export const row = (...images: [key: string, caption?: string][]): Draft[] =>
  images.map(([key, caption], i) => img(key, caption ?? '', i === 0 ? 'OUTSET_ROW' : 'OUTSET_ROW_CONTINUE'));

/** A link to an allow-listed provider, shown through our own frame page like any embed a writer adds. */
export interface DemoEmbed {
  id: string;
  sourceUrl: string;
  width: number;
  height: number;
  title: string;
}

export const embed = (resource: DemoEmbed, caption = ''): Draft =>
  text('IFRAME', caption, {
    layout: 'INSET_CENTER',
    iframe: {
      mediaResource: {
        id: resource.id,
        iframeSrc: embedFramePath(resource.id),
        iframeWidth: resource.width,
        iframeHeight: resource.height,
        title: resource.title,
      },
    },
  });

export const mixtape = (card: { href: string; title: string; description: string; thumbnailKey?: string }): Draft => {
  const host = new URL(card.href).hostname.replace(/^www\./, '');
  const source = `**${card.title}**\n*${card.description}*\n${host}`;
  return text('MIXTAPE_EMBED', source, {
    mixtapeMetadata: {
      href: card.href,
      title: card.title,
      description: card.description,
      ...(card.thumbnailKey ? { thumbnailImageId: demoImage(card.thumbnailKey).key } : {}),
    },
  });
};

export const section = (options: Omit<SectionBreak, 'kind'> = {}): SectionBreak => ({ kind: 'section', ...options });

function flatten(parts: Part[]): (Draft | SectionBreak)[] {
  return parts.flatMap((part) => (Array.isArray(part) ? flatten(part) : [part]));
}

export interface StoryMeta extends Omit<DemoStory, 'body'> {
  /** A small heading shown above the title. */
  kicker?: string;
}

/**
 * Builds a story as the editor saves it: kicker, title and subtitle headings first (then
 * promoted), unique paragraph names, and sections wherever `section()` appears.
 */
export function story(meta: StoryMeta, parts: Part[]): DemoStory {
  const { kicker, ...rest } = meta;
  const head: Draft[] = [...(kicker ? [h4(kicker)] : []), h3(meta.title), h4(meta.subtitle)];
  const names = new Set<string>();
  const sectionNames = new Set<string>();
  const paragraphs: Paragraph[] = [];
  const sections: Section[] = [];

  for (const part of flatten([head, parts])) {
    if ('kind' in part) {
      const s: Section = { name: freshParagraphName(sectionNames, `${meta.key}:section:${sections.length}`), startIndex: paragraphs.length };
      if (part.backgroundImageKey) {
        s.backgroundImage = imageMeta(part.backgroundImageKey);
        s.imageLayout = part.imageLayout ?? 'FULL_PAGE';
      }
      if (part.textLayout) s.textLayout = part.textLayout;
      if (sections.length === 0 && s.startIndex > 0) {
        sections.push({ name: freshParagraphName(sectionNames, `${meta.key}:section:start`), startIndex: 0 });
      }
      sections.push(s);
      continue;
    }
    paragraphs.push({ name: freshParagraphName(names, `${meta.key}:${paragraphs.length}`), ...part });
  }

  return { ...rest, body: { paragraphs: promoteHeadings(paragraphs), sections } };
}
