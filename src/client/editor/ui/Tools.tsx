import type { EditorState } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import type { ReactNode } from 'react';
import { blockAt } from '../plugins/blocks';
import { headEnd } from '../plugins/commands';
import { EmbedPrompt } from './EmbedPrompt';
import { blockAnchor, rangeAnchor } from './geometry';
import { ImageToolbar } from './ImageToolbar';
import { InlineToolbar, type ToolbarMode } from './InlineToolbar';
import { AddMenu, DropCapToggle } from './SideControls';
import type { Tracked } from './tracked';

const HEAD_NODES = new Set(['kicker', 'title', 'subtitle']);
const CAPTIONED = new Set(['image', 'iframe_embed', 'mixtape_embed']);

/** The suggestions for a mention being typed, just under it. */
export function MentionPopup({ view, wrapper, from, to, children }: { view: EditorView; wrapper: HTMLElement; from: number; to: number; children: ReactNode }) {
  const anchor = rangeAnchor(view, wrapper, from, to);
  if (!anchor) return null;
  return (
    <div className="mention-popup" style={{ top: anchor.bottom + 6, left: anchor.left }}>
      {children}
    </div>
  );
}

export interface ToolsProps {
  view: EditorView;
  state: EditorState;
  wrapper: HTMLElement;
  focused: boolean;
  mode: ToolbarMode;
  onModeChange: (mode: ToolbarMode) => void;
  embedAt: Tracked | null;
  onAddImage: (pos: number) => void;
  onAddEmbed: (pos: number) => void;
  onEmbed: (url: string) => Promise<string | null>;
  onEmbedCancel: () => void;
}

/** Whichever tools fit where the cursor is: the selection toolbar, the image tools, the '+' menu or the drop cap. */
export function Tools({ view, state, wrapper, focused, mode, onModeChange, embedAt, onAddImage, onAddEmbed, onEmbed, onEmbedCancel }: ToolsProps) {
  if (embedAt && !embedAt.deleted) {
    const anchor = blockAnchor(view, wrapper, embedAt.pos);
    if (anchor) return <EmbedPrompt anchor={anchor} onSubmit={onEmbed} onCancel={onEmbedCancel} />;
  }
  if (!focused) return null;
  const { selection } = state;
  const { $from, empty } = selection;

  if (mode.kind !== 'buttons') {
    const anchor = rangeAnchor(view, wrapper, mode.from, mode.to);
    return anchor ? <InlineToolbar view={view} state={state} anchor={anchor} mode={mode} onModeChange={onModeChange} blockTools /> : null;
  }

  const parent = $from.parent;
  const inHead = $from.depth === 1 && HEAD_NODES.has(parent.type.name);
  const inCaption = CAPTIONED.has(parent.type.name);
  if (selection instanceof TextSelection && !empty && parent.isTextblock && !parent.type.spec.code && !inHead) {
    const anchor = rangeAnchor(view, wrapper, selection.from, selection.to);
    if (anchor) return <InlineToolbar view={view} state={state} anchor={anchor} mode={mode} onModeChange={onModeChange} blockTools={!inCaption} />;
  }

  const block = blockAt(state);
  if (block?.node.type.name === 'image') {
    const anchor = blockAnchor(view, wrapper, block.pos);
    if (anchor) return <ImageToolbar view={view} node={block.node} pos={block.pos} anchor={anchor} />;
  }

  if (!empty || $from.depth !== 1) return null;
  const blockPos = $from.before(1);
  const bodyStart = headEnd(state.doc);
  if (blockPos < bodyStart) return null;
  const anchor = blockAnchor(view, wrapper, blockPos);
  if (!anchor) return null;
  if (parent.type.name === 'paragraph' && parent.content.size === 0) {
    return <AddMenu view={view} anchor={anchor} onAddImage={() => onAddImage(blockPos)} onAddEmbed={() => onAddEmbed(blockPos)} />;
  }
  if (blockPos === bodyStart && parent.type.name === 'paragraph') {
    const dom = view.nodeDOM(blockPos);
    const textLeft = anchor.left + (dom instanceof HTMLElement ? parseFloat(getComputedStyle(dom).paddingLeft) || 0 : 0);
    return <DropCapToggle view={view} anchor={anchor} textLeft={textLeft} on={parent.attrs.hasDropCap === true} />;
  }
  return null;
}
