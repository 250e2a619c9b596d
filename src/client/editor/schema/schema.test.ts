// @vitest-environment happy-dom
import fc from 'fast-check';
import { DOMParser, DOMSerializer } from 'prosemirror-model';
import type { Node } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { postBodyArb } from '../../../shared/content/editor-document.arbitraries';
import { bodyToDocJSON, MARK_NAMES, normalisePostBody } from '../../../shared/content/editor-document';
import { MARKUP_ORDER } from '../../../shared/content/model';
import type { Paragraph, PostBody } from '../../../shared/content/model';
import { headEnd } from '../plugins/commands';
import { bodyFromDoc, docFromBody, editorSchema } from './index';

const NO_HEAD = { title: '', subtitle: '' };

/**
 * Serialises the body of a document with the schema's toDOM, parses that back as a pasted
 * slice with its parseDOM rules, and puts it in place of the body.
 */
function bodyThroughDOM(doc: Node): Node {
  const bodyStart = headEnd(doc);
  const body = doc.slice(bodyStart, doc.content.size).content;
  const fragment = DOMSerializer.fromSchema(editorSchema).serializeFragment(body, { document });
  const wrapper = document.createElement('div');
  wrapper.appendChild(fragment);
  // Through HTML text and back, as a clipboard carries it.
  const pasted = document.createElement('div');
  pasted.innerHTML = wrapper.innerHTML;
  const slice = DOMParser.fromSchema(editorSchema).parseSlice(pasted);
  const state = EditorState.create({ doc });
  return state.apply(state.tr.replace(bodyStart, doc.content.size, slice)).doc;
}

function withoutNames(body: PostBody): Omit<Paragraph, 'name'>[] {
  return body.paragraphs.map(({ name: _name, ...rest }) => rest);
}

describe('editorSchema', () => {
  it('has a node for every paragraph type and a mark for every markup type', () => {
    for (const name of ['doc', 'title', 'subtitle', 'paragraph', 'heading', 'kicker', 'blockquote', 'code_block', 'bullet_list', 'ordered_list', 'list_item', 'image', 'iframe_embed', 'mixtape_embed', 'cover_title', 'section_caption', 'separator', 'text', 'hard_break']) {
      expect(editorSchema.nodes[name], name).toBeDefined();
    }
    expect(Object.keys(editorSchema.marks)).toEqual(MARKUP_ORDER.map((type) => MARK_NAMES[type]));
  });

  it('builds valid documents from every valid body and reads them back to the normal form', () => {
    fc.assert(
      fc.property(postBodyArb, (body) => {
        const doc = docFromBody(body, NO_HEAD);
        doc.check();
        expect(JSON.parse(JSON.stringify(doc.toJSON()))).toStrictEqual(bodyToDocJSON(body, NO_HEAD));
        expect(bodyFromDoc(doc).body).toStrictEqual(normalisePostBody(body));
      }),
      { numRuns: 300 },
    );
  });

  it('makes paragraph the default block, so Enter creates paragraphs', () => {
    const doc = docFromBody({ paragraphs: [], sections: [] }, NO_HEAD);
    expect(doc.type.contentMatch.matchType(editorSchema.nodes.title!)?.matchType(editorSchema.nodes.subtitle!)?.defaultType?.name).toBe('paragraph');
  });

  it('renders and re-reads its own HTML without losing content (copy and paste inside the editor)', () => {
    const image = { id: 'img1', originalWidth: 800, originalHeight: 600, focusPercentX: 10, alt: 'Alt' };
    const body: PostBody = {
      paragraphs: [
        { name: 'a', type: 'P', text: 'Hello bold link', markups: [{ type: 'STRONG', start: 6, end: 10 }, { type: 'A', start: 11, end: 15, href: 'https://a.test/' }] },
        { name: 'b', type: 'H1', text: 'One', markups: [] },
        { name: 'c', type: 'H4', text: 'Four', markups: [] },
        { name: 'd', type: 'PQ', text: 'Pull', markups: [] },
        { name: 'e', type: 'BQ', text: 'Quote', markups: [] },
        { name: 'f', type: 'PRE', text: 'a\n  b', markups: [], codeBlockMetadata: { lang: 'ts' } },
        { name: 'g', type: 'ULI', text: 'item', markups: [{ type: 'EM', start: 0, end: 2 }] },
        { name: 'h', type: 'OLI', text: 'first', markups: [] },
        { name: 'i', type: 'IMG', text: 'Caption', markups: [], metadata: image, layout: 'OUTSET_CENTER' },
        {
          name: 'j',
          type: 'IFRAME',
          text: 'Frame',
          markups: [],
          layout: 'INSET_CENTER',
          iframe: { mediaResource: { id: 'm', iframeSrc: '/media/frame/a1b2c3d4e5f6', iframeWidth: 640, iframeHeight: 360, title: 'Video' } },
        },
        { name: 'k', type: 'MIXTAPE_EMBED', text: 'Card', markups: [], mixtapeMetadata: { href: 'https://site.test/', title: 'Card', thumbnailImageId: 't1' } },
        { name: 'l', type: 'KICKER', text: 'Kick', markups: [] },
        { name: 'm', type: 'COVER_TITLE', text: 'Cover', markups: [] },
        { name: 'n', type: 'SECTION_CAPTION', text: 'Caption', markups: [] },
        { name: 'o', type: 'HR', text: '', markups: [] },
        {
          name: 'p',
          type: 'P',
          text: 'mention and note',
          markups: [
            { type: 'A', start: 0, end: 7, anchorType: 'USER', userId: 'u1', href: 'https://quire.test/@ada' },
            { type: 'HIGHLIGHT', start: 12, end: 16, userId: 'u2' },
            { type: 'CODE', start: 8, end: 11 },
          ],
        },
        { name: 'q', type: 'P', text: 'line\nbreak', markups: [] },
      ],
      sections: [],
    };
    const doc = docFromBody(body, NO_HEAD);
    const again = bodyThroughDOM(doc);
    const original = bodyFromDoc(doc).body;
    const reread = bodyFromDoc(again).body;
    // Copies get fresh paragraph names; everything else is the same.
    expect(withoutNames(reread)).toStrictEqual(withoutNames(original));
  });
});
