import type { Paragraph, PostBody, Section } from '../../../shared/content';

export interface Indexed {
  paragraph: Paragraph;
  index: number;
}

export type Block =
  | ({ kind: 'paragraph' } & Indexed)
  | { kind: 'list'; ordered: boolean; items: Indexed[] }
  | { kind: 'row'; items: Indexed[] };

export interface SectionGroup {
  /** Null for paragraphs before the first declared section. */
  section: Section | null;
  start: number;
  end: number;
}

/** Splits the paragraphs into the sections that hold them, in order. */
export function sectionGroups(body: PostBody): SectionGroup[] {
  const count = body.paragraphs.length;
  const sections = body.sections
    .filter((s) => Number.isInteger(s.startIndex) && s.startIndex >= 0 && s.startIndex < Math.max(count, 1))
    .sort((a, b) => a.startIndex - b.startIndex)
    .filter((s, i, all) => i === 0 || s.startIndex !== all[i - 1]!.startIndex);

  const groups: SectionGroup[] = [];
  const firstStart = sections[0]?.startIndex ?? count;
  if (firstStart > 0) groups.push({ section: null, start: 0, end: firstStart });
  sections.forEach((section, i) => {
    groups.push({ section, start: section.startIndex, end: sections[i + 1]?.startIndex ?? count });
  });
  return groups;
}

/** Groups consecutive list items into lists and OUTSET_ROW images into rows. */
export function groupBlocks(paragraphs: readonly Paragraph[], start = 0, end = paragraphs.length): Block[] {
  const blocks: Block[] = [];
  for (let index = start; index < end; index++) {
    const paragraph = paragraphs[index]!;
    const previous = blocks[blocks.length - 1];
    const item = { paragraph, index };

    if (paragraph.type === 'ULI' || paragraph.type === 'OLI') {
      const ordered = paragraph.type === 'OLI';
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      continue;
    }

    if (paragraph.type === 'IMG' && (paragraph.layout === 'OUTSET_ROW' || paragraph.layout === 'OUTSET_ROW_CONTINUE')) {
      // A lone OUTSET_ROW_CONTINUE still gets a row of its own.
      if (paragraph.layout === 'OUTSET_ROW_CONTINUE' && previous?.kind === 'row') previous.items.push(item);
      else blocks.push({ kind: 'row', items: [item] });
      continue;
    }

    blocks.push({ kind: 'paragraph', ...item });
  }
  return blocks;
}
