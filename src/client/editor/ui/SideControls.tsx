import type { CSSProperties } from 'react';
import type { EditorView } from 'prosemirror-view';
import { MenuButton } from '../../components/Menu/MenuButton';
import { insertCodeBlock, insertSeparator, toggleDropCap } from '../plugins/commands';
import type { Anchor } from './geometry';
import { CodeIcon, DropCapIcon, EmbedIcon, ImageIcon, PlusIcon, SeparatorIcon } from './icons';
import { TOOLBAR_ITEM } from './toolbar-keys';

interface AddMenuProps {
  view: EditorView;
  anchor: Anchor;
  onAddImage: () => void;
  onAddEmbed: () => void;
}

/**
 * The '+' beside an empty line: add an image, an embed, a code block or a new part. It sits in the margin left of the
 * line; on a phone, where that margin is narrower than the button, at the line's other end (editor.css), which is
 * why it knows the line's width.
 */
export function AddMenu({ view, anchor, onAddImage, onAddEmbed }: AddMenuProps) {
  const after = () => view.focus();
  const position = { top: anchor.top + (anchor.bottom - anchor.top) / 2, left: anchor.left, '--line-width': `${anchor.right - anchor.left}px` };
  return (
    <div className="side-controls side-controls--add" style={position as CSSProperties} data-testid="add-menu">
      <MenuButton
        block="editor-menu"
        label="Add an image, embed, code block or new part"
        buttonClassName="side-controls__button side-controls__plus"
        menuClassName="side-controls__menu"
        buttonAttributes={{ [TOOLBAR_ITEM]: '' }}
        keepFocusOnPress
        items={[
          { label: 'Add an image', icon: <ImageIcon />, onSelect: onAddImage },
          { label: 'Add an embed', icon: <EmbedIcon />, onSelect: onAddEmbed },
          {
            label: 'Add a code block',
            icon: <CodeIcon />,
            onSelect: () => {
              insertCodeBlock()(view.state, view.dispatch);
              after();
            },
          },
          {
            label: 'Add a new part',
            icon: <SeparatorIcon />,
            onSelect: () => {
              insertSeparator()(view.state, view.dispatch);
              after();
            },
          },
        ]}
      >
        <PlusIcon />
      </MenuButton>
    </div>
  );
}

interface DropCapToggleProps {
  view: EditorView;
  /** The paragraph's box. */
  anchor: Anchor;
  /** Where its text starts, from the wrapper's left edge. */
  textLeft: number;
  on: boolean;
}

/**
 * Beside the story's first paragraph: the drop cap on or off. It sits in the margin left of the first line; below lg,
 * where that margin is narrower than the button (on a phone it would cover the first letters), in the space above the
 * paragraph, over the letter it changes (editor.css).
 */
export function DropCapToggle({ view, anchor, textLeft, on }: DropCapToggleProps) {
  const position = { top: anchor.top, left: anchor.left, '--text-inset': `${textLeft - anchor.left}px` };
  return (
    <div className="side-controls side-controls--drop-cap" style={position as CSSProperties} data-testid="drop-cap-toggle">
      <button
        type="button"
        className="side-controls__button"
        aria-label="Drop cap"
        title={on ? 'Remove the drop cap' : 'Start with a drop cap'}
        aria-pressed={on}
        {...{ [TOOLBAR_ITEM]: '' }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => toggleDropCap(view.state, view.dispatch)}
      >
        <DropCapIcon />
      </button>
    </div>
  );
}
