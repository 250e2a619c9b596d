import type { KeyboardEvent, MouseEvent } from 'react';
import { imageUrl } from '../../components/images';
import { clampPercent, type PreviewChoice, type StoryImage } from '../../editor/ui/publish-input';

interface PreviewPickerProps {
  images: StoryImage[];
  value: PreviewChoice | null;
  onChange: (value: PreviewChoice) => void;
}

const KEY_STEP = 5;

/** The preview image, picked among the story's images, and the point of it that stays in view when cropped. */
export function PreviewPicker({ images, value, onChange }: PreviewPickerProps) {
  if (!value || images.length === 0) {
    return <p className="preview-picker__empty">Add an image to your story to give it a preview image: it makes the story more inviting to readers.</p>;
  }
  const current = value;

  function focusAt(event: MouseEvent<HTMLButtonElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    onChange({
      ...current,
      focusPercentX: clampPercent(((event.clientX - rect.left) / rect.width) * 100),
      focusPercentY: clampPercent(((event.clientY - rect.top) / rect.height) * 100),
    });
  }

  function focusByKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ ...current, focusPercentX: clampPercent(current.focusPercentX + move[0]), focusPercentY: clampPercent(current.focusPercentY + move[1]) });
  }

  const x = current.focusPercentX;
  const y = current.focusPercentY;
  return (
    <div className="preview-picker">
      <button
        type="button"
        className="preview-picker__frame"
        onClick={focusAt}
        onKeyDown={focusByKey}
        aria-label={`Focus point of the preview image: ${Math.round(x)}% across, ${Math.round(y)}% down. Click the image or use the arrow keys to move it.`}
        data-testid="preview-focus"
      >
        <img src={imageUrl(current.id, 800)} alt="" draggable={false} />
        <span className="preview-picker__dot" style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
      </button>
      <p className="editor-dialog__hint">Click the part of the image that should stay in view when it is cropped.</p>
      {images.length > 1 && (
        <div className="preview-picker__choices" role="group" aria-label="Preview image">
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-pressed={image.id === current.id}
              aria-label={`Use image ${index + 1} as the preview`}
              className="preview-picker__choice"
              onClick={() => onChange({ id: image.id, focusPercentX: 50, focusPercentY: 50 })}
            >
              <img src={imageUrl(image.id, 400)} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** How the preview shows up in lists: the image cropped around the focus point. */
export function PreviewThumbnail({ value }: { value: PreviewChoice | null }) {
  if (!value) return null;
  return (
    <img
      className="publish-card__thumb"
      src={imageUrl(value.id, 400)}
      alt=""
      style={{ objectPosition: `${value.focusPercentX}% ${value.focusPercentY}%` }}
    />
  );
}
