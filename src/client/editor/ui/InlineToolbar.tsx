import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TextSelection, type EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { activeHeadingLevel, activeQuoteVariant, isMarkActive, markExtent, setHeading, toggleMark, toggleQuote } from '../plugins/commands';
import type { Anchor } from './geometry';
import { BigHeadingIcon, BoldIcon, ItalicIcon, LinkIcon, MentionIcon, QuoteIcon, SmallHeadingIcon } from './icons';
import { linkUrl } from './link-url';
import { insertMention } from './mention-commands';
import { MentionCombobox, type MentionUser } from './mentions';
import { onToolbarKeyDown, TOOLBAR_ITEM } from './toolbar-keys';

export type ToolbarMode = { kind: 'buttons' } | { kind: 'link'; from: number; to: number; href: string } | { kind: 'mention'; from: number; to: number; query: string };

interface InlineToolbarProps {
  view: EditorView;
  state: EditorState;
  anchor: Anchor;
  mode: ToolbarMode;
  onModeChange: (mode: ToolbarMode) => void;
  /** Block formats (headings, quotes) apply here; not in captions. */
  blockTools: boolean;
}

const QUOTE_NEXT: Record<'none' | 'BQ' | 'PQ', string> = {
  none: 'Quote',
  BQ: 'Quote (now a block quote; press again for a pull quote)',
  PQ: 'Quote (now a pull quote; press again to remove it)',
};

/** The selection toolbar: bold, italic, link, headings, quote and mention, with an inline field for links and mentions. */
export function InlineToolbar({ view, state, anchor, mode, onModeChange, blockTools }: InlineToolbarProps) {
  const heading = activeHeadingLevel(state);
  const quote = activeQuoteVariant(state);
  const linkActive = isMarkActive(state, 'link');
  const { from, to } = state.selection;

  const run = (command: (s: EditorState, d: EditorView['dispatch']) => boolean) => () => {
    command(view.state, view.dispatch);
  };
  const backToText = () => view.focus();

  function openLink() {
    if (linkActive) {
      toggleMark('link', null)(view.state, view.dispatch);
      return;
    }
    onModeChange({ kind: 'link', from, to, href: '' });
  }

  function openMention() {
    const selected = state.doc.textBetween(from, to, ' ').replace(/^@/, '').trim();
    onModeChange({ kind: 'mention', from, to, query: selected });
  }

  const above = anchor.top > 56;
  const style = { left: clampToolbarCenter((anchor.left + anchor.right) / 2, view.dom.clientWidth), top: above ? anchor.top - 10 : anchor.bottom + 10 };
  const placement = above ? 'above' : 'below';

  if (mode.kind === 'link') {
    return (
      <div className={`editor-toolbar editor-toolbar--${placement}`} style={style}>
        <LinkField
          initial={mode.href}
          onCancel={() => {
            onModeChange({ kind: 'buttons' });
            view.focus();
          }}
          onApply={(href) => {
            const tr = view.state.tr.setSelection(TextSelection.create(view.state.doc, mode.from, mode.to));
            view.dispatch(tr);
            toggleMark('link', { href, anchorType: 'LINK' })(view.state, view.dispatch);
            onModeChange({ kind: 'buttons' });
            view.focus();
          }}
        />
      </div>
    );
  }

  if (mode.kind === 'mention') {
    return (
      <div className={`editor-toolbar editor-toolbar--${placement} editor-toolbar--mention`} style={style}>
        <MentionField
          initial={mode.query}
          onCancel={() => {
            onModeChange({ kind: 'buttons' });
            view.focus();
          }}
          onPick={(user) => {
            const tr = insertMention(view.state, mode.from, mode.to, user);
            if (tr) view.dispatch(tr);
            onModeChange({ kind: 'buttons' });
            view.focus();
          }}
        />
      </div>
    );
  }

  return (
    <div
      className={`editor-toolbar editor-toolbar--${placement}`}
      style={style}
      role="toolbar"
      aria-label="Format text"
      onKeyDown={(event) => onToolbarKeyDown(event, backToText)}
      data-testid="inline-toolbar"
    >
      <ToolButton label="Bold" pressed={isMarkActive(state, 'strong')} onPress={run(toggleMark('strong'))} shortcut="Control+B">
        <BoldIcon />
      </ToolButton>
      <ToolButton label="Italic" pressed={isMarkActive(state, 'em')} onPress={run(toggleMark('em'))} shortcut="Control+I">
        <ItalicIcon />
      </ToolButton>
      <ToolButton label={linkActive ? 'Remove link' : 'Link'} pressed={linkActive} onPress={openLink} shortcut="Control+K">
        <LinkIcon />
      </ToolButton>
      {blockTools && (
        <>
          <span className="editor-toolbar__divider" aria-hidden="true" />
          <ToolButton label="Big heading" pressed={heading === 3} onPress={run(setHeading(heading === 3 ? null : 3))}>
            <BigHeadingIcon />
          </ToolButton>
          <ToolButton label="Small heading" pressed={heading === 4} onPress={run(setHeading(heading === 4 ? null : 4))}>
            <SmallHeadingIcon />
          </ToolButton>
          <ToolButton label={QUOTE_NEXT[quote ?? 'none']} pressed={quote !== null} onPress={run(toggleQuote())} variant={quote ?? undefined}>
            <QuoteIcon />
          </ToolButton>
        </>
      )}
      <span className="editor-toolbar__divider" aria-hidden="true" />
      <ToolButton label="Mention someone" pressed={false} onPress={openMention}>
        <MentionIcon />
      </ToolButton>
    </div>
  );
}

function ToolButton({ label, pressed, onPress, shortcut, variant, children }: { label: string; pressed: boolean; onPress: () => void; shortcut?: string; variant?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className="editor-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      data-variant={variant}
      {...{ [TOOLBAR_ITEM]: '' }}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

function LinkField({ initial, onApply, onCancel }: { initial: string; onApply: (href: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="editor-field"
      onSubmit={(event) => {
        event.preventDefault();
        const result = linkUrl(value);
        if (result.ok) onApply(result.href);
        else setError(result.error);
      }}
    >
      <label className="editor-sr-only" htmlFor={`${errorId}-input`}>
        Link address
      </label>
      <input
        ref={input}
        id={`${errorId}-input`}
        className="editor-field__input"
        value={value}
        placeholder="Paste or type a link…"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <p id={errorId} className="editor-field__error" role="alert">
        {error}
      </p>
    </form>
  );
}

function MentionField({ initial, onPick, onCancel }: { initial: string; onPick: (user: MentionUser) => void; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="editor-field editor-field--mention">
      <MentionCombobox
        value={value}
        onChange={setValue}
        onPick={onPick}
        onEscape={onCancel}
        label="Mention someone: type a name"
        labelClassName="editor-sr-only"
        inputClassName="editor-field__input"
        inputRef={input}
      />
    </div>
  );
}

const HALF_TOOLBAR = 170;

/** Keeps a toolbar centred over the selection inside the editor's width. */
export function clampToolbarCenter(center: number, width: number): number {
  if (width <= HALF_TOOLBAR * 2) return width / 2;
  return Math.min(Math.max(center, HALF_TOOLBAR), width - HALF_TOOLBAR);
}

/** Where a link around an empty cursor starts and ends (Mod-k on a link edits all of it). */
export function linkRangeAt(state: EditorState): { from: number; to: number; href: string } | null {
  const type = state.schema.marks.link;
  if (!type) return null;
  const extent = markExtent(state.selection.$from, type);
  return extent ? { from: extent.from, to: extent.to, href: String(extent.attrs.href ?? '') } : null;
}
