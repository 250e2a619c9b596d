import { useId, type PointerEvent } from 'react';
import { imageSrcSet, imageUrl } from '../../components/images';
import { focusFromPoint } from './settings-form';

interface PreviewImageFieldProps {
  choices: string[];
  imageId: string | null;
  focusX: number;
  focusY: number;
  onImage: (id: string | null) => void;
  onFocus: (x: number, y: number) => void;
}

/** Which of the story's images shows on cards, and the point of it that stays in view when cropped. */
export function PreviewImageField({ choices, imageId, focusX, focusY, onImage, onFocus }: PreviewImageFieldProps) {
  const ids = { legend: useId(), hint: useId(), x: useId(), y: useId() };

  function setFocusFromPointer(event: PointerEvent<HTMLDivElement>) {
    const point = focusFromPoint(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    onFocus(point.focusPercentX, point.focusPercentY);
  }

  return (
    <fieldset className="story-settings__field story-settings__fieldset" aria-describedby={ids.hint}>
      <legend id={ids.legend} className="story-settings__label">
        Preview image
      </legend>
      <p id={ids.hint} className="story-settings__hint">
        {choices.length > 0 ? 'Shown on story cards and when your story is shared.' : 'Add an image to your story to choose a preview image.'}
      </p>
      {choices.length > 0 && (
        <ul className="preview-choices">
          {choices.map((id, index) => (
            <li key={id}>
              <button
                type="button"
                className="preview-choices__choice"
                aria-pressed={imageId === id}
                aria-label={`Image ${index + 1}`}
                onClick={() => onImage(id)}
              >
                <img src={imageUrl(id, 200)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="preview-choices__choice preview-choices__none" aria-pressed={imageId === null} onClick={() => onImage(null)}>
              No preview image
            </button>
          </li>
        </ul>
      )}
      {imageId && (
        <div className="focus-picker">
          <p className="story-settings__hint">Click the image to choose the point that stays in view when it is cropped.</p>
          <div className="focus-picker__frame" onPointerDown={setFocusFromPointer} data-testid="focus-picker">
            <img src={imageUrl(imageId, 800)} srcSet={imageSrcSet(imageId, 1200)} sizes="(max-width: 728px) 100vw, 680px" alt="" />
            <span className="focus-picker__marker" style={{ left: `${focusX}%`, top: `${focusY}%` }} aria-hidden="true" />
          </div>
          <p className="story-settings__hint">As it shows on story cards:</p>
          <div className="focus-picker__crop" aria-hidden="true">
            <img src={imageUrl(imageId, 400)} alt="" style={{ objectPosition: `${focusX}% ${focusY}%` }} />
          </div>
          <div className="focus-picker__sliders">
            <label htmlFor={ids.x}>Focus across: {Math.round(focusX)}%</label>
            <input id={ids.x} type="range" min={0} max={100} value={focusX} onChange={(e) => onFocus(Number(e.target.value), focusY)} />
            <label htmlFor={ids.y}>Focus down: {Math.round(focusY)}%</label>
            <input id={ids.y} type="range" min={0} max={100} value={focusY} onChange={(e) => onFocus(focusX, Number(e.target.value))} />
          </div>
        </div>
      )}
    </fieldset>
  );
}
