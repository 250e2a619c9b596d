import { useId, useRef, useState } from 'react';
import { uploadImage, UploadError, UPLOAD_FAILED_MESSAGE } from '../../editor/ui/upload';
import { useShell } from '../../shell/shell-context';
import { imageUrl } from '../images';
import '../FormField/form-field.css';
import './image-field.css';

interface ImageFieldProps {
  label: string;
  hint: string;
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  /** How the preview is cut: a square (avatars) or the image's own shape (logos, header images). */
  shape: 'square' | 'wide';
}

/** An image chosen by uploading it (POST /_/upload), with a preview and a way to take it away. */
export function ImageField({ label, hint, imageId, onChange, shape }: ImageFieldProps) {
  const { session } = useShell();
  const ids = { label: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const image = await uploadImage(file, { xsrf: session.xsrf, onProgress: setProgress });
      onChange(image.id);
    } catch (e) {
      setError(e instanceof UploadError ? e.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="form-field image-field" role="group" aria-labelledby={ids.label} aria-describedby={ids.hint}>
      <span id={ids.label} className="form-field__label">
        {label}
      </span>
      <p id={ids.hint} className="form-field__hint">
        {hint}
      </p>
      <div className="image-field__row">
        <div className={`image-field__preview image-field__preview--${shape}`}>
          {imageId ? <img src={imageUrl(imageId, 400)} alt={`${label} preview`} /> : <span className="image-field__empty">None</span>}
        </div>
        <div className="image-field__buttons">
          <label className="button button--outline image-field__upload">
            {progress !== null ? `Uploading… ${Math.round(progress * 100)}%` : imageId ? 'Replace' : 'Upload'}
            <input ref={input} type="file" accept="image/jpeg,image/png,image/gif,image/webp" className="visually-hidden" onChange={(e) => void onFile(e.target.files?.[0])} />
          </label>
          {imageId && (
            <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
              Remove
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={ids.error} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
