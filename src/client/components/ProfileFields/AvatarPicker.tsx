import { useMutation } from '../../data';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { UPLOAD_ACCEPT, type UploadedImage } from '../../../shared/validation/uploads';
import { uploadImage, UploadError, UPLOAD_FAILED_MESSAGE } from '../../editor/ui/upload';
import { graphql } from '../../gql';
import { useShell } from '../../shell/shell-context';
import { Avatar } from '../Avatar/Avatar';
import { imageUrl } from '../images';
import { useToasts } from '../Toasts/toasts';
import './ProfileFields.css';

export const UpdateAvatarMutation = graphql(`
  mutation UpdateAvatar($imageId: ID!, $imageCrop: ImageCropInput!) {
    updateUserProfile(imageId: $imageId, imageCrop: $imageCrop) {
      __typename
      ... on User {
        id
        imageId
      }
      ... on InvalidProfileInput {
        field
        message
      }
      ...UpdateUserProfileRefusal
    }
  }
`);

export const AVATAR_SAVED_MESSAGE = 'Your photo was saved.';
export const MAX_ZOOM = 4;

export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

/** Where the picture sits in a square stage of `stage` pixels: the shorter side fills it at zoom 1. */
export interface CropView {
  zoom: number;
  /** The picture's top-left corner relative to the stage, in stage pixels (0 or less). */
  left: number;
  top: number;
}

export function cropScale(image: { width: number; height: number }, stage: number, zoom: number): number {
  return (stage / Math.min(image.width, image.height)) * zoom;
}

/** Keeps the picture covering the whole stage. */
export function clampView(view: CropView, image: { width: number; height: number }, stage: number): CropView {
  const zoom = Math.min(Math.max(view.zoom, 1), MAX_ZOOM);
  const scale = cropScale(image, stage, zoom);
  const minLeft = stage - image.width * scale;
  const minTop = stage - image.height * scale;
  return { zoom, left: Math.min(0, Math.max(minLeft, view.left)), top: Math.min(0, Math.max(minTop, view.top)) };
}

/** The square the stage shows, in the picture's own pixels (what the server cuts out). */
export function cropOf(view: CropView, image: { width: number; height: number }, stage: number): SquareCrop {
  const scale = cropScale(image, stage, view.zoom);
  const size = Math.max(1, Math.min(Math.round(stage / scale), image.width, image.height));
  const x = Math.min(Math.max(0, Math.round(-view.left / scale)), image.width - size);
  const y = Math.min(Math.max(0, Math.round(-view.top / scale)), image.height - size);
  return { x, y, size };
}

/** A centred view at zoom 1. */
export function initialView(image: { width: number; height: number }, stage: number): CropView {
  const scale = cropScale(image, stage, 1);
  return { zoom: 1, left: (stage - image.width * scale) / 2, top: (stage - image.height * scale) / 2 };
}

function CropDialog({ image, onCancel, onApply, saving }: { image: UploadedImage; onCancel: () => void; onApply: (crop: SquareCrop) => void; saving: boolean }) {
  const size = { width: image.originalWidth, height: image.originalHeight };
  const stageRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState(320);
  const [view, setView] = useState<CropView>(() => initialView(size, 320));
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const titleId = useId();

  useEffect(() => {
    const width = stageRef.current?.clientWidth;
    if (width && width !== stage) {
      setStage(width);
      setView(initialView(size, width));
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const scale = cropScale(size, stage, view.zoom);
  const move = (dx: number, dy: number) => setView((v) => clampView({ ...v, left: v.left + dx, top: v.top + dy }, size, stage));

  function zoomTo(zoom: number) {
    setView((v) => {
      // Zoom about the stage's centre.
      const oldScale = cropScale(size, stage, v.zoom);
      const newScale = cropScale(size, stage, zoom);
      const cx = (stage / 2 - v.left) / oldScale;
      const cy = (stage / 2 - v.top) / oldScale;
      return clampView({ zoom, left: stage / 2 - cx * newScale, top: stage / 2 - cy * newScale }, size, stage);
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    const step = event.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      move(delta[0], delta[1]);
    } else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + 0.1);
    else if (event.key === '-') zoomTo(view.zoom - 0.1);
  }

  return (
    <div className="crop-dialog" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div className="crop-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="crop-dialog__title">
          Crop your photo
        </h2>
        <p className="crop-dialog__hint">Drag the picture to place it, and zoom to frame your face. Arrow keys move it too.</p>
        <div
          ref={stageRef}
          className="crop-dialog__stage"
          tabIndex={0}
          role="application"
          aria-label="Photo position"
          data-crop-stage=""
          onKeyDown={onKeyDown}
          onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY, left: view.left, top: view.top };
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            if (!start) return;
            setView(clampView({ ...view, left: start.left + event.clientX - start.x, top: start.top + event.clientY - start.y }, size, stage));
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
        >
          <img
            src={imageUrl(image.id, 800)}
            alt=""
            draggable={false}
            style={{ width: size.width * scale, height: size.height * scale, left: view.left, top: view.top }}
          />
          <div className="crop-dialog__mask" />
        </div>
        <label className="crop-dialog__zoom">
          Zoom
          <input type="range" min={1} max={MAX_ZOOM} step={0.01} value={view.zoom} onChange={(e) => zoomTo(Number(e.target.value))} />
        </label>
        <div className="crop-dialog__buttons">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--dark" disabled={saving} onClick={() => onApply(cropOf(view, size, stage))}>
            {saving ? 'Saving…' : 'Apply'}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The profile photo: pick a picture, crop a square of it in the browser, and the server cuts and keeps that square. */
export function AvatarPicker({ name, imageId, isMember, onSaved }: { name: string; imageId: string | null; isMember: boolean; onSaved?: () => void }) {
  const { session } = useShell();
  const { showToast } = useToasts();
  const inputId = useId();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateAvatarMutation);
  // The new picture shows at once, before the account is read again.
  const [savedImageId, setSavedImageId] = useState<string | null>(null);
  const shown = savedImageId ?? imageId;

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      setUploaded(await uploadImage(file, { xsrf: session.xsrf }));
    } catch (caught) {
      setError(caught instanceof UploadError ? caught.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      setUploading(false);
    }
  }

  async function apply(crop: SquareCrop) {
    if (!uploaded) return;
    try {
      const answer = (await save({ variables: { imageId: uploaded.id, imageCrop: crop } })).data.updateUserProfile;
      if (answer.__typename === 'User') {
        setUploaded(null);
        setSavedImageId(answer.imageId ?? null);
        onSaved?.();
        showToast({ message: AVATAR_SAVED_MESSAGE });
      } else {
        setUploaded(null);
        setError(answer.message);
      }
    } catch {
      setError(UPLOAD_FAILED_MESSAGE);
    }
  }

  return (
    <div className="avatar-picker">
      <Avatar name={name} imageId={shown} size={96} isMember={isMember} />
      <div className="avatar-picker__actions">
        <input
          id={inputId}
          className="avatar-picker__file"
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="button button--outline" role="button" tabIndex={0} onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), document.getElementById(inputId)?.click())}>
          {uploading ? 'Uploading…' : shown ? 'Change photo' : 'Add a photo'}
        </label>
        <span className="profile-field__hint">A square JPEG, PNG, GIF or WebP works best.</span>
        {error && (
          <p className="profile-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {uploaded && <CropDialog image={uploaded} saving={loading} onCancel={() => setUploaded(null)} onApply={(crop) => void apply(crop)} />}
    </div>
  );
}
