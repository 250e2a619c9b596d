import { dropCursor } from 'prosemirror-dropcursor';
import { gapCursor } from 'prosemirror-gapcursor';
import { history } from 'prosemirror-history';
import { EditorState } from 'prosemirror-state';
import type { Plugin } from 'prosemirror-state';
import type { PostBody } from '../../../shared/content/model';
import { docFromBody, editorSchema } from '../schema';
import { headEnd } from './commands';
import { editorInputRules } from './inputRules';
import { editorKeymap } from './keymap';
import type { EditorKeymapOptions, LinkRequest } from './keymap';
import { fixParagraphNames, paragraphNamesPlugin } from './names';
import { pastePlugin } from './paste';
import { placeholderPlugin } from './placeholder';

export type { LinkRequest };

export interface CreateEditorStateOptions {
  body: PostBody;
  title: string;
  subtitle: string;
  /** Called on Mod-k with the selection to link; the UI asks for the address. */
  onLinkRequest?: EditorKeymapOptions['onLinkRequest'];
}

/** All of the editor's plugins, in order: keys and input rules first, then history, cursors, paste, names, placeholders. */
export function editorPlugins(options: Pick<CreateEditorStateOptions, 'onLinkRequest'> = {}): Plugin[] {
  return [
    editorInputRules(editorSchema),
    ...editorKeymap(editorSchema, options.onLinkRequest ? { onLinkRequest: options.onLinkRequest } : {}),
    history(),
    dropCursor(),
    gapCursor(),
    pastePlugin(editorSchema),
    paragraphNamesPlugin(),
    placeholderPlugin(),
  ];
}

/**
 * A ready editor state for a story: the document from the body (title and subtitle fill
 * in where the body has none), an empty paragraph to type in when the body is empty,
 * every paragraph named, and all plugins.
 */
export function createEditorState(options: CreateEditorStateOptions): EditorState {
  let doc = docFromBody(options.body, { title: options.title, subtitle: options.subtitle });
  if (headEnd(doc) === doc.content.size) {
    doc = doc.copy(doc.content.addToEnd(editorSchema.nodes.paragraph!.create()));
  }
  // Named before the state exists: naming on load is not an edit the writer could undo.
  const named = fixParagraphNames(EditorState.create({ doc }), { keepEmptyHead: true });
  return EditorState.create({ doc: named ? named.doc : doc, plugins: editorPlugins(options) });
}
