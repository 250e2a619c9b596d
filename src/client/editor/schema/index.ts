import { Schema } from 'prosemirror-model';
import type { Node } from 'prosemirror-model';
import { bodyToDocJSON, docJSONToBody } from '../../../shared/content/editor-document';
import type { EditorDocJSON, EditorHead } from '../../../shared/content/editor-document';
import type { PostBody } from '../../../shared/content/model';
import { code } from './marks/code';
import { comment } from './marks/comment';
import { dropcap } from './marks/dropcap';
import { em } from './marks/em';
import { fullHighlight } from './marks/full-highlight';
import { highlight } from './marks/highlight';
import { highlightSegment } from './marks/highlight-segment';
import { idWrapper } from './marks/id-wrapper';
import { link } from './marks/link';
import { query } from './marks/query';
import { quote } from './marks/quote';
import { strong } from './marks/strong';
import { warning } from './marks/warning';
import { blockquote } from './nodes/blockquote';
import { bulletList } from './nodes/bullet-list';
import { codeBlock } from './nodes/code-block';
import { coverTitle } from './nodes/cover-title';
import { doc } from './nodes/doc';
import { hardBreak } from './nodes/hard-break';
import { heading } from './nodes/heading';
import { iframeEmbed } from './nodes/iframe-embed';
import { image } from './nodes/image';
import { kicker } from './nodes/kicker';
import { listItem } from './nodes/list-item';
import { mixtapeEmbed } from './nodes/mixtape-embed';
import { orderedList } from './nodes/ordered-list';
import { paragraph } from './nodes/paragraph';
import { sectionCaption } from './nodes/section-caption';
import { separator } from './nodes/separator';
import { subtitle } from './nodes/subtitle';
import { text } from './nodes/text';
import { title } from './nodes/title';

/**
 * The story editor's schema: one node per paragraph type, one mark per markup type (see
 * src/shared/content/editor-document.ts for how they map onto the content model).
 * `paragraph` is the first block, so it is what Enter makes by default.
 */
export const editorSchema = new Schema({
  nodes: {
    doc,
    paragraph,
    heading,
    blockquote,
    code_block: codeBlock,
    bullet_list: bulletList,
    ordered_list: orderedList,
    list_item: listItem,
    image,
    iframe_embed: iframeEmbed,
    mixtape_embed: mixtapeEmbed,
    separator,
    kicker,
    title,
    subtitle,
    cover_title: coverTitle,
    section_caption: sectionCaption,
    text,
    hard_break: hardBreak,
  },
  // In MARKUP_ORDER: ProseMirror nests marks in schema order, the model in this order.
  marks: {
    comment,
    highlight,
    full_highlight: fullHighlight,
    highlight_segment: highlightSegment,
    quote,
    query,
    code,
    link,
    strong,
    em,
    warning,
    dropcap,
    id_wrapper: idWrapper,
  },
});

export type EditorSchema = typeof editorSchema;

/** The editor document for a post body (see bodyToDocJSON). */
export function docFromBody(body: PostBody, head: EditorHead): Node {
  return editorSchema.nodeFromJSON(bodyToDocJSON(body, head));
}

/** The post body, title and subtitle of an editor document (see docJSONToBody). */
export function bodyFromDoc(docNode: Node): { body: PostBody; title: string; subtitle: string } {
  return docJSONToBody(docNode.toJSON() as EditorDocJSON);
}
