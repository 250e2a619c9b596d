import { Fragment, type ReactNode } from 'react';
import { first100WordsBoundary, promoteHeadings } from '../../../shared/content';
import type { PostBody, RichTextStyle } from '../../../shared/content';
import { groupBlocks, sectionGroups } from './blocks';
import type { Block } from './blocks';
import type { ImageUrl, RenderContext } from './context';
import { RowFigure } from './Figure';
import { Paragraph } from './Paragraph';
import { StorySection } from './StorySection';
import '../../styles/story.css';

export interface StoryBodyProps {
  body: PostBody;
  style: RichTextStyle;
  imageUrl: ImageUrl;
  /** Shown right after the story's opening kicker, title and subtitle (the byline, as readers know it). */
  afterHead?: ReactNode;
}

const HEAD_TYPES = new Set(['KICKER', 'TITLE', 'SUBTITLE']);

function BlockView({ block, ctx }: { block: Block; ctx: RenderContext }) {
  switch (block.kind) {
    case 'paragraph':
      return <Paragraph paragraph={block.paragraph} index={block.index} ctx={ctx} />;
    case 'row':
      return <RowFigure items={block.items} ctx={ctx} />;
    case 'list': {
      const items = block.items.map(({ paragraph, index }) => (
        <Paragraph key={paragraph.name} paragraph={paragraph} index={index} ctx={ctx} />
      ));
      return block.ordered ? <ol className="list list--ordered">{items}</ol> : <ul className="list">{items}</ul>;
    }
  }
}

/** Renders a post body (paragraphs, markups, sections) as semantic HTML. */
export function StoryBody({ body, style, imageUrl, afterHead }: StoryBodyProps) {
  const paragraphs = promoteHeadings(body.paragraphs);
  const promoted = { ...body, paragraphs };
  const ctx: RenderContext = {
    style,
    imageUrl,
    firstWords: style === 'FULL_PAGE' ? first100WordsBoundary(paragraphs) : null,
    eagerImageIndex: paragraphs.findIndex((p) => p.type === 'IMG'),
  };
  const groups = sectionGroups(promoted);
  const firstSectionHasImage = Boolean(groups[0]?.section?.backgroundImage);
  // Where the slot goes: after the leading head paragraphs, or after a cover section with its picture.
  let headEnd = 0;
  while (headEnd < paragraphs.length && HEAD_TYPES.has(paragraphs[headEnd]!.type)) headEnd += 1;
  const slotAfterFirstSection = firstSectionHasImage || headEnd >= (groups[0]?.end ?? 0);

  return (
    <div className={`story-body story-body--${style.toLowerCase().replace('_', '-')}`}>
      {groups.map((group, i) => (
        <Fragment key={group.section?.name ?? `start-${group.start}`}>
          {i > 0 && <hr className="section-divider" />}
          <StorySection section={group.section} ctx={ctx} eager={i === 0 && firstSectionHasImage}>
            {groupBlocks(paragraphs, group.start, group.end).map((block) => {
              const first = block.kind === 'paragraph' ? block : block.items[0]!;
              const view = <BlockView block={block} ctx={ctx} />;
              const slotHere = i === 0 && !slotAfterFirstSection && afterHead && first.index === headEnd;
              return (
                <Fragment key={first.paragraph.name}>
                  {slotHere && afterHead}
                  {view}
                </Fragment>
              );
            })}
          </StorySection>
          {i === 0 && slotAfterFirstSection && afterHead}
        </Fragment>
      ))}
    </div>
  );
}
