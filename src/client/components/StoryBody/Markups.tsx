import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { markupTree, safeHref, sliceMarkups, usableMarkups } from '../../../shared/content';
import type { ImageMetadata, Markup, MarkupNode } from '../../../shared/content';
import type { ImageUrl } from './context';

export const EXTERNAL_REL = 'noopener nofollow ugc';

interface NodeOptions {
  /** Keep newlines as they are (code) instead of turning them into line breaks. */
  preformatted: boolean;
  /** Render links as plain text, for text already inside a link. */
  stripLinks: boolean;
}

function textWithBreaks(text: string, key: string, options: NodeOptions): ReactNode {
  if (options.preformatted || !text.includes('\n')) return text;
  const lines = text.split('\n');
  return (
    <Fragment key={key}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Fragment>
  );
}

function link(markup: Markup, key: string, children: ReactNode, options: NodeOptions): ReactNode {
  if (options.stripLinks) return <Fragment key={key}>{children}</Fragment>;
  if (markup.anchorType === 'USER') {
    if (!markup.userId) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} className="markup-user" href={`/u/${encodeURIComponent(markup.userId)}`} data-user-id={markup.userId}>
        {children}
      </a>
    );
  }
  const href = safeHref(markup.href);
  if (!href) return <Fragment key={key}>{children}</Fragment>;
  const status = markup.linkMetadata?.httpStatus;
  return (
    <a
      key={key}
      href={href}
      rel={EXTERNAL_REL}
      target={/^mailto:/i.test(href) ? undefined : '_blank'}
      className={status !== undefined && status >= 400 ? 'markup-link markup-link--broken' : 'markup-link'}
    >
      {children}
    </a>
  );
}

function element(markup: Markup, key: string, children: ReactNode, options: NodeOptions): ReactNode {
  switch (markup.type) {
    case 'COMMENT':
      return <span key={key} className="markup-comment">{children}</span>;
    case 'HIGHLIGHT':
      return <mark key={key} className="markup-highlight">{children}</mark>;
    case 'FULL_HIGHLIGHT':
      return <mark key={key} className="markup-highlight markup-highlight--full">{children}</mark>;
    case 'HIGHLIGHT_SEGMENT':
      return <mark key={key} className="markup-highlight-segment">{children}</mark>;
    case 'QUOTE':
      return <mark key={key} className="markup-quote">{children}</mark>;
    case 'QUERY':
      return <mark key={key} className="markup-query">{children}</mark>;
    case 'CODE':
      return <code key={key} className="markup-code">{children}</code>;
    case 'A':
      return link(markup, key, children, options);
    case 'STRONG':
      return <strong key={key}>{children}</strong>;
    case 'EM':
      return <em key={key}>{children}</em>;
    case 'WARNING':
      return <span key={key} className="markup-warning">{children}</span>;
    case 'DROPCAP':
      return <span key={key} className="dropcap">{children}</span>;
    case 'ID_WRAPPER':
      return <span key={key} className="markup-id-wrapper">{children}</span>;
  }
}

function renderNodes(nodes: MarkupNode[], keyPrefix: string, options: NodeOptions): ReactNode[] {
  return nodes.map((node) => {
    const key = `${keyPrefix}${node.start}-${node.kind === 'text' ? 't' : node.markup.type}`;
    if (node.kind === 'text') return textWithBreaks(node.text, key, options);
    return element(node.markup, key, renderNodes(node.children, `${key}.`, options), options);
  });
}

export interface RichTextProps {
  text: string;
  markups: readonly Markup[] | undefined;
  /** Characters split off the start of the text to show as a drop cap. */
  dropCap?: string | null;
  dropCapImage?: ImageMetadata;
  imageUrl?: ImageUrl;
  /** End offset of the part of the text wrapped in the first-words marker. */
  firstWordsEnd?: number | null;
  preformatted?: boolean;
  stripLinks?: boolean;
}

/** A paragraph's text with its markups as nested inline elements. */
export function RichText({
  text,
  markups,
  dropCap,
  dropCapImage,
  imageUrl,
  firstWordsEnd,
  preformatted = false,
  stripLinks = false,
}: RichTextProps) {
  const options: NodeOptions = { preformatted, stripLinks };
  const usable = usableMarkups(text, markups as unknown[] | undefined);
  const range = (from: number, to: number, keyPrefix: string): ReactNode[] =>
    from >= to ? [] : renderNodes(markupTree(text.slice(from, to), sliceMarkups(usable, from, to)), keyPrefix, options);

  const cap = dropCap && text.startsWith(dropCap) ? dropCap : null;
  const capNode = cap ? (
    <span key="dropcap" className={dropCapImage && imageUrl ? 'dropcap dropcap--image' : 'dropcap'}>
      {dropCapImage && imageUrl ? (
        <img src={imageUrl(dropCapImage.id, 400)} alt={cap} width={dropCapImage.originalWidth} height={dropCapImage.originalHeight} />
      ) : (
        cap
      )}
    </span>
  ) : null;
  const bodyStart = cap?.length ?? 0;

  if (firstWordsEnd != null && firstWordsEnd > 0) {
    const markedEnd = Math.min(Math.max(firstWordsEnd, bodyStart), text.length);
    return (
      <>
        <span className="first-words">
          {capNode}
          {range(bodyStart, markedEnd, 'f')}
        </span>
        {range(markedEnd, text.length, 'r')}
      </>
    );
  }
  return (
    <>
      {capNode}
      {range(bodyStart, text.length, 'r')}
    </>
  );
}
