import fc from 'fast-check';
import { splitBlock } from 'prosemirror-commands';
import { describe, expect, it } from 'vitest';
import { postBodyArb } from '../../../shared/content/editor-document.arbitraries';
import { normalisePostBody } from '../../../shared/content/editor-document';
import type { PostBody } from '../../../shared/content/model';
import { bodyFromDoc, docFromBody } from '../schema';
import { headEnd } from './commands';
import { createEditorState } from './index';
import { BODY_PLACEHOLDER, placeholderDecorations, TITLE_PLACEHOLDER } from './placeholder';
import { blockTypes, bodyOf, cursorAt, cursorInName, editorState, para, posOfType, run } from './testing/editor-helpers';

const EMPTY: PostBody = { paragraphs: [], sections: [] };

describe('createEditorState', () => {
  it('opens a new story with empty title and subtitle and one paragraph to write in', () => {
    const state = createEditorState({ body: EMPTY, title: '', subtitle: '' });
    expect(blockTypes(state)).toEqual(['title', 'subtitle', 'paragraph']);
    expect(state.selection.$from.parent.type.name).toBe('title');
    state.doc.check();
    // Nothing typed yet: the body stays empty until the writer writes.
    expect(bodyOf(state)).toMatchObject({ title: '', subtitle: '' });
    expect(bodyOf(state).body.paragraphs.map((p) => [p.type, p.text])).toEqual([['P', '']]);
  });

  it('fills in the stored title and subtitle of a story created without a body', () => {
    const state = createEditorState({ body: EMPTY, title: 'Stored title', subtitle: 'Stored subtitle' });
    const result = bodyOf(state);
    expect(result.title).toBe('Stored title');
    expect(result.subtitle).toBe('Stored subtitle');
  });

  it('comes with history, input rules, keymaps, cursors, paste, names and placeholders', () => {
    const state = createEditorState({ body: EMPTY, title: '', subtitle: '' });
    const keys = state.plugins.map((p) => (p as unknown as { key: string }).key);
    expect(keys.some((k) => k.startsWith('history'))).toBe(true);
    expect(keys.some((k) => k.startsWith('paragraphNames'))).toBe(true);
    expect(state.plugins.some((p) => (p.spec as { isInputRules?: boolean }).isInputRules)).toBe(true);
    expect(state.plugins.filter((p) => p.props.handleKeyDown).length).toBeGreaterThanOrEqual(3);
    expect(state.plugins.some((p) => p.props.transformPastedHTML)).toBe(true);
    expect(state.plugins.some((p) => p.props.decorations)).toBe(true);
  });

  it('loads any body unchanged (its normal form); stored title and subtitle only add what the body lacks', () => {
    fc.assert(
      fc.property(postBodyArb, fc.record({ title: fc.string(), subtitle: fc.string() }), (body, head) => {
        const normal = normalisePostBody(body);
        const doc = docFromBody(body, head);
        // An empty body gets a paragraph to type in; that is the one addition.
        fc.pre(headEnd(doc) < doc.content.size);
        const state = createEditorState({ body, title: '', subtitle: '' });
        state.doc.check();
        expect(bodyFromDoc(state.doc).body).toStrictEqual(normal);
        const withHead = bodyFromDoc(createEditorState({ body, ...head }).doc).body;
        const isOriginal = (name: string) => normal.paragraphs.some((p) => p.name === name);
        expect(withHead.paragraphs.filter((p) => isOriginal(p.name))).toStrictEqual(normal.paragraphs);
        for (const added of withHead.paragraphs.filter((p) => !isOriginal(p.name))) expect(['TITLE', 'SUBTITLE']).toContain(added.type);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a loaded body exactly as it was until it is edited', () => {
    const body: PostBody = {
      paragraphs: [
        { name: 'a1b2', type: 'TITLE', text: 'Title', markups: [] },
        { name: 'c3d4', type: 'P', text: 'Hello', markups: [{ type: 'STRONG', start: 0, end: 5 }], hasDropCap: true },
      ],
      sections: [{ name: 's1', startIndex: 0 }],
    };
    expect(bodyOf(createEditorState({ body, title: 'Other', subtitle: '' })).body).toStrictEqual(body);
  });
});

describe('paragraph names', () => {
  it('names every paragraph, including ones added while editing', () => {
    let state = editorState([para('a', 'One')]);
    state = state.apply(state.tr.insert(state.doc.content.size, state.schema.nodes.paragraph!.create(null, state.schema.text('Two'))));
    const names = bodyOf(state).body.paragraphs.map((p) => p.name);
    expect(names[0]).toBe('a');
    expect(names[1]).toMatch(/^[0-9a-f]{4}$/);
    let named = 0;
    state.doc.descendants((node) => {
      if (node.type.name === 'paragraph' && node.attrs.name) named++;
      return true;
    });
    expect(named).toBe(2);
  });

  it('gives the copy made by a split a fresh name and not the section its original starts', () => {
    const body: PostBody = { paragraphs: [para('a', 'Before'), para('b', 'Hello world')], sections: [{ name: 's1', startIndex: 1 }] };
    let state = createEditorState({ body, title: 'T', subtitle: '' });
    state = cursorInName(state, 'b', 5);
    state = run(state, splitBlock)!;
    const result = bodyOf(state).body;
    expect(result.paragraphs.map((p) => p.text)).toEqual(['T', 'Before', 'Hello', ' world']);
    expect(result.paragraphs[2]!.name).toBe('b');
    expect(result.sections).toEqual([{ name: 's1', startIndex: 2 }]);
    const nodes: { name: unknown; section: unknown }[] = [];
    state.doc.forEach((node) => nodes.push({ name: node.attrs.name, section: node.attrs.section }));
    expect(nodes[4]!.section).toBeNull();
    expect(nodes[4]!.name).not.toBe('b');
  });

  it('lets an emptied title go: an empty title is no paragraph, and its section moves on', () => {
    const body: PostBody = {
      paragraphs: [
        { name: 't', type: 'TITLE', text: 'Title', markups: [] },
        para('a', 'Body'),
      ],
      sections: [{ name: 'cover', startIndex: 0, imageLayout: 'FULL_PAGE' }],
    };
    let state = createEditorState({ body, title: '', subtitle: '' });
    const titlePos = posOfType(state.doc, 'title');
    state = state.apply(state.tr.delete(titlePos + 1, titlePos + 6));
    const result = bodyOf(state);
    expect(result.title).toBe('');
    expect(result.body.paragraphs.map((p) => p.name)).toEqual(['a']);
    expect(result.body.sections).toEqual([{ name: 'cover', startIndex: 0, imageLayout: 'FULL_PAGE' }]);
  });
});

describe('placeholders', () => {
  const attrsOf = (state: ReturnType<typeof editorState>) =>
    placeholderDecorations(state.doc)
      .find()
      .map((d) => ({ from: d.from, attrs: (d as unknown as { type: { attrs: Record<string, string> } }).type.attrs }));

  it("shows 'Title' and 'Tell your story…' on a new story", () => {
    const state = createEditorState({ body: EMPTY, title: '', subtitle: '' });
    const found = attrsOf(state);
    expect(found).toContainEqual({ from: posOfType(state.doc, 'title'), attrs: { class: 'is-empty', 'data-placeholder': TITLE_PLACEHOLDER } });
    expect(found).toContainEqual({ from: posOfType(state.doc, 'paragraph'), attrs: { class: 'is-empty', 'data-placeholder': BODY_PLACEHOLDER } });
    expect(TITLE_PLACEHOLDER).toBe('Title');
    expect(BODY_PLACEHOLDER).toBe('Tell your story…');
  });

  it('hides them once there is text', () => {
    let state = createEditorState({ body: EMPTY, title: '', subtitle: '' });
    state = cursorAt(state, posOfType(state.doc, 'title'), 0);
    state = state.apply(state.tr.insertText('A title'));
    state = cursorAt(state, posOfType(state.doc, 'paragraph'), 0);
    state = state.apply(state.tr.insertText('Words'));
    expect(attrsOf(state).filter((d) => d.attrs['data-placeholder'])).toEqual([]);
  });
});
