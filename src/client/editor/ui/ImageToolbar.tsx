import { useEffect, useId, useState } from 'react';
import type { Node } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import type { ParagraphLayout } from '../../../shared/content/model';
import { setImageLayout } from '../plugins/commands';
import type { Anchor } from './geometry';
import { LayoutIcon } from './icons';
import { onToolbarKeyDown, TOOLBAR_ITEM } from './toolbar-keys';

/** The layouts offered for an image (spec 1 §3), left to right from narrow to wide. */
export const IMAGE_LAYOUT_CHOICES = [
  { layout: 'INSET_CENTER', label: 'Inset center' },
  { layout: 'OUTSET_LEFT', label: 'Outset left' },
  { layout: 'OUTSET_CENTER', label: 'Outset center' },
  { layout: 'FULL_WIDTH', label: 'Full width' },
] as const satisfies readonly { layout: ParagraphLayout; label: string }[];

export const MAX_ALT_LENGTH = 500;

interface ImageToolbarProps {
  view: EditorView;
  node: Node;
  pos: number;
  anchor: Anchor;
}

/** Over a selected image: its layout, and the alt text that describes it to those who cannot see it. */
export function ImageToolbar({ view, node, pos, anchor }: ImageToolbarProps) {
  const layout = (node.attrs.layout as string | null) ?? 'INSET_CENTER';
  const alt = (node.attrs.alt as string | null) ?? '';
  const [text, setText] = useState(alt);
  const altId = useId();
  useEffect(() => setText(alt), [alt, pos]);

  function saveAlt(value: string) {
    const current = view.state.doc.nodeAt(pos);
    if (!current || current.type.name !== 'image') return;
    const next = value.trim() ? value.slice(0, MAX_ALT_LENGTH) : null;
    if ((current.attrs.alt ?? null) === next) return;
    view.dispatch(view.state.tr.setNodeAttribute(pos, 'alt', next));
  }

  const top = Math.max(0, anchor.top - 10);
  return (
    <div className="image-toolbar" style={{ top, left: Math.max(8, (anchor.left + anchor.right) / 2) }} data-testid="image-toolbar">
      <div role="toolbar" aria-label="Image layout" className="editor-toolbar__group" onKeyDown={(event) => onToolbarKeyDown(event, () => view.focus())}>
        {IMAGE_LAYOUT_CHOICES.map((choice) => (
          <button
            key={choice.layout}
            type="button"
            className="editor-toolbar__button"
            aria-label={choice.label}
            title={choice.label}
            aria-pressed={layout === choice.layout}
            {...{ [TOOLBAR_ITEM]: '' }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setImageLayout(choice.layout)(view.state, view.dispatch)}
          >
            <LayoutIcon layout={choice.layout} />
          </button>
        ))}
      </div>
      <div className="image-toolbar__alt">
        <label htmlFor={altId} className="image-toolbar__alt-label">
          Alt text
        </label>
        <input
          id={altId}
          className="image-toolbar__alt-input"
          value={text}
          maxLength={MAX_ALT_LENGTH}
          placeholder="Describe the image for people who cannot see it"
          {...{ [TOOLBAR_ITEM]: '' }}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => saveAlt(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              saveAlt(text);
              view.focus();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              setText(alt);
              view.focus();
            }
          }}
        />
      </div>
    </div>
  );
}
