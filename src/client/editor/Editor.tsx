import { useClient } from '../data';
import type { Node } from 'prosemirror-model';
import { NodeSelection, TextSelection, type EditorState, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useId, useImperativeHandle, useReducer, useRef, useState, type Ref } from 'react';
import { trimCodeBlocks } from '../../shared/content/code-blocks';
import type { PostBody } from '../../shared/content/model';
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '../../shared/validation/uploads';
import { useToasts } from '../components/Toasts/toasts';
import { useShell } from '../shell/shell-context';
import { createEditorState, type LinkRequest } from './plugins';
import { headEnd, insertEmbed, type EmbedResult } from './plugins/commands';
import { bodyFromDoc } from './schema';
import { blockBoundary, placeImage } from './ui/block-position';
import { applyEarlyTyping, readEarlyTyping } from './ui/early-typing';
import { loneLink } from './ui/embed-links';
import type { ToolbarMode } from './ui/InlineToolbar';
import { insertMention, mentionAtCursor } from './ui/mention-commands';
import { MentionList, useMentionSuggestions, type MentionUser } from './ui/mentions';
import { ResolveEmbedMutation } from './ui/operations';
import type { StoryImage } from './ui/publish-input';
import { StaticDraft } from './ui/StaticDraft';
import { focusFirstTool, TOOLS_SHORTCUT } from './ui/toolbar-keys';
import { MentionPopup, Tools } from './ui/Tools';
import { TrackedPositions, type Tracked } from './ui/tracked';
import type { DraftContent, EditorHandle } from './ui/types';
import { filesOf, isImageFile, previewOf, uploadImage, UploadError, UPLOAD_FAILED_MESSAGE } from './ui/upload';
import { addUploadPlaceholder, removeUploadPlaceholder, setUploadProgress, uploadPlaceholdersPlugin, uploadPosition } from './ui/upload-placeholders';

export interface EditorProps {
  initial: { title: string; subtitle: string; body: PostBody | null };
  /** Every change to the text. */
  onEdit: () => void;
  /** Focus left the editor (a good moment to save). */
  onBlur: () => void;
  ref?: Ref<EditorHandle>;
}

export const EMBED_FAILED_MESSAGE = 'That link could not be embedded. Check your connection, then try again.';
const EMPTY_BODY: PostBody = { paragraphs: [], sections: [] };

let uploadCount = 0;

/**
 * The story editor: ProseMirror in the browser (title, subtitle and body), with the selection
 * toolbar, the '+' menu, image tools, uploads, embeds and mentions. The server renders the draft
 * read-only, so the page shows the story before the editor starts.
 */
export function Editor({ initial, onEdit, onBlur, ref }: EditorProps) {
  const client = useClient();
  const { showToast } = useToasts();
  const { session } = useShell();
  const wrapper = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const tools = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const staticTitle = useRef<HTMLHeadingElement>(null);
  const isNewStory = !initial.title && !initial.body;
  const viewRef = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [focused, setFocused] = useState(false);
  const [mode, setMode] = useState<ToolbarMode>({ kind: 'buttons' });
  const [embedAt, setEmbedAt] = useState<Tracked | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const [positions] = useState(() => new TrackedPositions());
  const uploadAt = useRef<Tracked | null>(null);
  const callbacks = useRef({ onEdit, onBlur });
  callbacks.current = { onEdit, onBlur };
  const hintId = useId();
  const mentionListId = useId();

  // The mention being typed after "@", its suggestions and the active one (read by the key handler).
  const [mentionActive, setMentionActive] = useState(0);
  const [dismissedMentionAt, setDismissedMentionAt] = useState<number | null>(null);
  const typedMention = state && focused ? mentionAtCursor(state) : null;
  const mention = typedMention && typedMention.from !== dismissedMentionAt ? typedMention : null;
  const { users: mentionUsers, loading: mentionLoading } = useMentionSuggestions(mention?.query ?? null);
  const mentionRef = useRef({ mention, users: mentionUsers, active: mentionActive });
  mentionRef.current = { mention, users: mentionUsers, active: Math.min(mentionActive, Math.max(0, mentionUsers.length - 1)) };
  useEffect(() => setMentionActive(0), [mentionUsers]);

  const track = (pos: number): Tracked => positions.track(pos);
  const untrack = (tracked: Tracked | null) => positions.untrack(tracked);

  function announce(message: string) {
    setAnnouncement(message);
  }

  function fail(message: string) {
    announce(message);
    showToast({ message, toastStyle: 'ERROR' });
  }

  async function resolveEmbed(url: string): Promise<EmbedResult | string> {
    try {
      const { data } = await client.mutate({ mutation: ResolveEmbedMutation, variables: { url } });
      const result = data?.resolveEmbed;
      if (!result) return EMBED_FAILED_MESSAGE;
      if (result.__typename === 'BadRequest') return result.message;
      return result;
    } catch {
      return EMBED_FAILED_MESSAGE;
    }
  }

  /** A link alone on its line becomes an embed, if the paragraph still holds just that link when the answer comes. */
  async function embedLoneLink(paragraph: Tracked, url: string) {
    const result = await resolveEmbed(url);
    const view = viewRef.current;
    untrack(paragraph);
    if (!view || typeof result === 'string' || paragraph.deleted) return;
    const node = view.state.doc.nodeAt(paragraph.pos);
    if (loneLink(node) !== url || !node) return;
    const { from, to } = view.state.selection;
    const cursorInside = from > paragraph.pos && to < paragraph.pos + node.nodeSize;
    const cursor = cursorInside ? null : track(from);
    const start = paragraph.pos + 1;
    const emptied = view.state.tr.delete(start, start + node.content.size);
    view.dispatch(emptied.setSelection(TextSelection.create(emptied.doc, start)));
    insertEmbed(result)(view.state, view.dispatch);
    if (cursor && !cursor.deleted) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(cursor.pos))));
    untrack(cursor);
  }

  async function startUpload(file: File, pos: number) {
    if (!viewRef.current) return;
    if (!isImageFile(file)) {
      fail(UPLOAD_MESSAGES.notAnImage);
      return;
    }
    const id = `u${++uploadCount}`;
    const target = track(pos);
    const previewUrl = await previewOf(file);
    untrack(target);
    const before = viewRef.current;
    if (!before) return;
    before.dispatch(addUploadPlaceholder(before.state.tr, { id, pos: blockBoundary(before.state.doc, target.pos), previewUrl, name: file.name }));
    announce('Uploading image…');
    try {
      const image = await uploadImage(file, { xsrf: session.xsrf, onProgress: (fraction) => setUploadProgress(id, fraction) });
      const view = viewRef.current;
      if (!view) return;
      const at = uploadPosition(view.state, id);
      const placed = at === null ? null : placeImage(view.state, removeUploadPlaceholder(view.state.tr, id, true), at, image);
      view.dispatch(placed ?? removeUploadPlaceholder(view.state.tr, id));
      announce('Image added.');
    } catch (error) {
      const view = viewRef.current;
      if (view) view.dispatch(removeUploadPlaceholder(view.state.tr, id));
      fail(error instanceof UploadError ? error.message : UPLOAD_FAILED_MESSAGE);
    }
  }

  function uploadFiles(files: File[], pos: number) {
    for (const file of files) void startUpload(file, pos);
  }

  function pickMention(user: MentionUser) {
    const view = viewRef.current;
    const current = mentionRef.current.mention;
    if (!view || !current) return;
    const tr = insertMention(view.state, current.from, current.to, user);
    if (tr) view.dispatch(tr);
    view.focus();
  }

  /**
   * A new story starts with the cursor in its title. The server-rendered title had the focus and took what the writer
   * typed while the editor loaded; the editor takes over that text and the caret in the same task, so no keystroke
   * falls between the two. The editor is shown at once (React hides the static draft on its next render).
   */
  function takeOverTitle(view: EditorView) {
    const field = staticTitle.current;
    if (!field) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== field) return;
    const typed = readEarlyTyping(field);
    if (mount.current) mount.current.hidden = false;
    field.closest<HTMLElement>('.editor__static')?.setAttribute('hidden', '');
    view.dispatch(applyEarlyTyping(view.state, typed));
    view.focus();
  }

  // The handlers ProseMirror calls are made once; they reach the current component through this ref.
  const live = useRef({ startUpload, uploadFiles, embedLoneLink, pickMention, fail, track });
  live.current = { startUpload, uploadFiles, embedLoneLink, pickMention, fail, track };

  useEffect(() => {
    if (!mount.current) return;
    const base = createEditorState({
      body: initial.body ?? EMPTY_BODY,
      title: initial.title,
      subtitle: initial.subtitle,
      onLinkRequest: (request: LinkRequest) => setMode({ kind: 'link', from: request.from, to: request.to, href: request.href ?? '' }),
    });
    const editorState = base.reconfigure({ plugins: [...base.plugins, uploadPlaceholdersPlugin()] });
    const view: EditorView = new EditorView(mount.current, {
      state: editorState,
      attributes: {
        class: 'editor__prose section-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Your story',
        'aria-describedby': hintId,
        'aria-keyshortcuts': TOOLS_SHORTCUT,
        spellcheck: 'true',
      },
      dispatchTransaction(tr: Transaction) {
        const next = view.state.apply(tr);
        view.updateState(next);
        if (tr.docChanged) {
          positions.map(tr.mapping);
          callbacks.current.onEdit();
        }
        if (tr.docChanged || tr.selectionSet) setMode((m) => (m.kind === 'buttons' ? m : { kind: 'buttons' }));
        setState(next);
      },
      handleKeyDown(v, event) {
        if (event.altKey && event.key === 'F10') {
          return focusFirstTool(tools.current);
        }
        const { mention: typing, users, active } = mentionRef.current;
        if (typing && users.length > 0) {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setMentionActive((active + step + users.length) % users.length);
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            const user = users[active];
            if (user) live.current.pickMention(user);
            return true;
          }
        }
        if (typing && event.key === 'Escape') {
          setDismissedMentionAt(typing.from);
          return true;
        }
        if (event.key === 'Enter' && !event.shiftKey) {
          const { $from, empty } = v.state.selection;
          const url = empty && $from.depth === 1 && $from.parentOffset === $from.parent.content.size ? loneLink($from.parent) : null;
          if (url) void live.current.embedLoneLink(live.current.track($from.before(1)), url);
        }
        return false;
      },
      handlePaste(v, event) {
        const files = filesOf(event.clipboardData?.files);
        if (files.length > 0) {
          event.preventDefault();
          live.current.uploadFiles(files, v.state.selection.from);
          return true;
        }
        const text = event.clipboardData?.getData('text/plain').trim() ?? '';
        const { $from, empty } = v.state.selection;
        const inEmptyBodyParagraph = empty && $from.depth === 1 && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0 && $from.before(1) >= headEnd(v.state.doc);
        if (inEmptyBodyParagraph && /^https?:\/\/\S+$/i.test(text)) {
          // Let the link be pasted as text first; it turns into an embed once the server has resolved it.
          const paragraph = live.current.track($from.before(1));
          setTimeout(() => void live.current.embedLoneLink(paragraph, text), 0);
        }
        return false;
      },
      handleDrop(v, event, _slice, moved) {
        if (moved) return false;
        const files = filesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = v.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? v.state.selection.from;
        live.current.uploadFiles(files, at);
        return true;
      },
      handleClickOn(v, _pos, node, nodePos, event) {
        if (node.type.name === 'image' && event.target instanceof HTMLImageElement) {
          v.dispatch(v.state.tr.setSelection(NodeSelection.create(v.state.doc, nodePos)));
          return true;
        }
        return false;
      },
    });
    viewRef.current = view;
    takeOverTitle(view);
    setState(view.state);
    const onResize = () => relayout();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      viewRef.current = null;
      view.destroy();
    };
    // The editor starts once from the draft it was given; later renders never replace its text.
  }, []);

  useImperativeHandle(
    ref,
    (): EditorHandle => ({
      content(): DraftContent {
        const view = viewRef.current;
        if (!view) return { title: initial.title, subtitle: initial.subtitle, bodyJson: JSON.stringify(initial.body ?? EMPTY_BODY) };
        const { body, title, subtitle } = bodyFromDoc(view.state.doc);
        return { title, subtitle, bodyJson: JSON.stringify(trimCodeBlocks(body)) };
      },
      plainText(): string {
        const view = viewRef.current;
        if (!view) return [initial.title, initial.subtitle].filter(Boolean).join('\n\n');
        const doc = view.state.doc;
        return doc.textBetween(0, doc.content.size, '\n\n', (leaf: Node) => (leaf.type.name === 'hard_break' ? '\n' : leaf.type.name === 'separator' ? '* * *' : ''));
      },
      images(): StoryImage[] {
        const view = viewRef.current;
        const images: StoryImage[] = [];
        view?.state.doc.descendants((node) => {
          if (node.type.name === 'image' && typeof node.attrs.imageId === 'string') {
            images.push({ id: node.attrs.imageId, originalWidth: Number(node.attrs.originalWidth), originalHeight: Number(node.attrs.originalHeight) });
          }
          return node.isBlock && !node.isTextblock;
        });
        return images;
      },
      focus() {
        viewRef.current?.focus();
      },
    }),
    [initial],
  );

  const view = viewRef.current;
  const box = wrapper.current;
  const activeMention = mentionUsers[mentionRef.current.active];
  const ready = Boolean(view && state && box);

  return (
    <div
      ref={wrapper}
      className="editor"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (event.relatedTarget instanceof globalThis.Node && wrapper.current?.contains(event.relatedTarget)) return;
        setFocused(false);
        callbacks.current.onBlur();
      }}
    >
      {!state && <StaticDraft title={initial.title} subtitle={initial.subtitle} body={initial.body} typeAheadRef={isNewStory ? staticTitle : undefined} />}
      <div ref={mount} className="editor__mount story-body story-body--full-page" hidden={!state} />
      <p id={hintId} className="editor-sr-only">
        Select text to format it. Press Alt+F10 to reach the tools for where the cursor is, and Escape to come back to the text.
      </p>
      <p className="editor-sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="editor-sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = filesOf(event.target.files);
          const target = uploadAt.current;
          uploadAt.current = null;
          event.target.value = '';
          untrack(target);
          const at = target && !target.deleted ? target.pos : (viewRef.current?.state.selection.from ?? 0);
          uploadFiles(files, at);
          viewRef.current?.focus();
        }}
      />
      <div ref={tools} className="editor__tools">
        {ready && view && state && box && (
          <Tools
            view={view}
            state={state}
            wrapper={box}
            focused={focused}
            mode={mode}
            onModeChange={setMode}
            embedAt={embedAt}
            onAddImage={(pos) => {
              untrack(uploadAt.current);
              uploadAt.current = track(pos);
              fileInput.current?.click();
            }}
            onAddEmbed={(pos) => setEmbedAt(track(pos))}
            onEmbed={async (url) => {
              const result = await resolveEmbed(url);
              if (typeof result === 'string') return result;
              const target = embedAt;
              if (target && !target.deleted) {
                const node = view.state.doc.nodeAt(target.pos);
                const inside = node?.isTextblock ? target.pos + 1 : target.pos;
                view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(Math.min(inside, view.state.doc.content.size)))));
              }
              if (!insertEmbed(result)(view.state, view.dispatch)) return EMBED_FAILED_MESSAGE;
              untrack(target);
              setEmbedAt(null);
              view.focus();
              return null;
            }}
            onEmbedCancel={() => {
              untrack(embedAt);
              setEmbedAt(null);
              view.focus();
            }}
          />
        )}
        {ready && view && mention && (mentionUsers.length > 0 || mentionLoading) && (
          <MentionPopup view={view} wrapper={box!} from={mention.from} to={mention.to}>
            <MentionList
              id={mentionListId}
              users={mentionUsers}
              activeIndex={mentionRef.current.active}
              loading={mentionLoading}
              query={mention.query}
              onPick={pickMention}
              onHover={setMentionActive}
            />
            <span className="editor-sr-only" aria-live="polite">
              {activeMention ? `${activeMention.name}: press Enter to mention, arrow keys for others` : ''}
            </span>
          </MentionPopup>
        )}
      </div>
    </div>
  );
}
