import { dropCapSplit, firstWordsEnd } from '../../../shared/content';
import type { Paragraph as ParagraphModel } from '../../../shared/content';
import { classNames, layoutClass } from './context';
import type { RenderContext } from './context';
import { EmbedFigure } from './Embed';
import { ImageFigure } from './Figure';
import { RichText } from './Markups';
import { MixtapeCard } from './Mixtape';

export interface ParagraphProps {
  paragraph: ParagraphModel;
  index: number;
  ctx: RenderContext;
}

/** One paragraph of any type other than a row image, as its semantic element. */
export function Paragraph({ paragraph, index, ctx }: ParagraphProps) {
  const { name, type } = paragraph;
  switch (type) {
    case 'IMG':
      return <ImageFigure paragraph={paragraph} index={index} ctx={ctx} />;
    case 'IFRAME':
      return <EmbedFigure paragraph={paragraph} />;
    case 'MIXTAPE_EMBED':
      return <MixtapeCard paragraph={paragraph} imageUrl={ctx.imageUrl} />;
    case 'HR':
      return <hr id={name} data-name={name} className="separator" />;
  }

  const split = dropCapSplit(paragraph, ctx.style);
  const text = (
    <RichText
      text={paragraph.text}
      markups={paragraph.markups}
      dropCap={split?.cap}
      dropCapImage={paragraph.dropCapImage}
      imageUrl={ctx.imageUrl}
      firstWordsEnd={firstWordsEnd(ctx.firstWords, index, paragraph)}
      preformatted={type === 'PRE'}
    />
  );
  const common = { id: name, 'data-name': name };
  const layout = layoutClass(paragraph.layout);
  const withDropCap = split ? 'has-dropcap' : undefined;

  switch (type) {
    case 'TITLE':
      return <h1 {...common} className={classNames('title', layout)}>{text}</h1>;
    case 'SUBTITLE':
      return <h2 {...common} className={classNames('subtitle', layout)}>{text}</h2>;
    case 'KICKER':
      return <p {...common} className={classNames('kicker', layout)}>{text}</p>;
    case 'COVER_TITLE':
      return <h1 {...common} className={classNames('cover-title', layout)}>{text}</h1>;
    case 'SECTION_CAPTION':
      return <p {...common} className={classNames('section-caption', layout)}>{text}</p>;
    case 'H1':
      // The story's title is the page's one h1; an H1 paragraph inside the story is its largest heading.
      return <h2 {...common} className={classNames('heading', 'heading--h1', layout)}>{text}</h2>;
    case 'H2':
      return <h2 {...common} className={classNames('heading', layout)}>{text}</h2>;
    case 'H3':
      return <h3 {...common} className={classNames('heading', layout)}>{text}</h3>;
    case 'H4':
      return <h4 {...common} className={classNames('heading', layout)}>{text}</h4>;
    case 'BQ':
      return <blockquote {...common} className={classNames('blockquote', layout, withDropCap)}>{text}</blockquote>;
    case 'PQ':
      return <blockquote {...common} className={classNames('pullquote', layout)}>{text}</blockquote>;
    case 'ULI':
    case 'OLI':
      return <li {...common} className={layout}>{text}</li>;
    case 'PRE': {
      const lang = paragraph.codeBlockMetadata?.lang;
      return (
        <pre {...common} className={classNames('code-block', layout)} data-lang={lang || undefined}>
          <code className={lang ? `language-${lang.replace(/[^\w+-]/g, '')}` : undefined}>{text}</code>
        </pre>
      );
    }
    case 'P':
      return <p {...common} className={classNames(layout, withDropCap)}>{text}</p>;
  }
}
